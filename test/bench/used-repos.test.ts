import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { oneWordAway, ownerNamed, usedMatches, usedRepos } from '../../bench/used-repos.js';

const line = (repo: string, id: string): string => JSON.stringify({ id, repo, base_commit: 'a'.repeat(40), query: 'fix', gold_files: ['x.go'] });

describe('usedRepos', () => {
  it('matches a candidate by owner/name or by its name alone, across every set of every folder', () => {
    const one = mkdtempSync(join(tmpdir(), 'used-repos-'));
    const two = mkdtempSync(join(tmpdir(), 'used-repos-'));
    writeFileSync(join(one, 'heldout128_go.jsonl'), [line('micro-editor/micro', '1'), line('direnv/direnv', '2')].join('\n') + '\n');
    writeFileSync(join(two, 'githistory.jsonl'), line('vuejs/core', '3') + '\n');
    writeFileSync(join(two, 'notes.txt'), 'not a set');
    const used = usedRepos([one, two]);
    // A repository moved to another owner keeps its name.
    expect(usedMatches(used, 'zyedidia/micro')).toEqual(['micro-editor/micro']);
    expect(usedMatches(used, 'DIRENV/direnv')).toEqual(['direnv/direnv']);
    expect(usedMatches(used, 'vuejs/core')).toEqual(['vuejs/core']);
    expect(usedMatches(used, 'oclif/core')).toEqual(['vuejs/core']);
    expect(usedMatches(used, 'danielgtaylor/huma')).toEqual([]);
  });

  it('notes a name one word away from a used one, either way round, but not a short shared word', () => {
    const dir = mkdtempSync(join(tmpdir(), 'used-repos-'));
    writeFileSync(join(dir, 'heldout91_scala.jsonl'), [line('getquill/quill', '1'), line('zio/zio-http', '2'), line('golang/go', '3')].join('\n') + '\n');
    const used = usedRepos([dir]);
    // A renamed repository: getquill/quill became zio/zio-quill.
    expect(oneWordAway(used, 'zio/zio-quill')).toEqual(['getquill/quill']);
    expect(oneWordAway(used, 'someone/http')).toEqual(['zio/zio-http']);
    // `zio` and `go` are too short to name a project alone; an exact name is usedMatches' case.
    expect(oneWordAway(used, 'zio/zio-json')).toEqual([]);
    expect(oneWordAway(used, 'foo/go-chi')).toEqual([]);
    expect(oneWordAway(used, 'getquill/quill')).toEqual([]);
  });

  it("notes a project named like a used repository's owner, either way round", () => {
    const dir = mkdtempSync(join(tmpdir(), 'used-repos-'));
    writeFileSync(join(dir, 'heldout216_cpp.jsonl'), [line('OpenImageIO/oiio', '1'), line('ros2/rclcpp', '2')].join('\n') + '\n');
    const used = usedRepos([dir]);
    // The project moved into a foundation and took its own name.
    expect(ownerNamed(used, 'AcademySoftwareFoundation/OpenImageIO')).toEqual(['OpenImageIO/oiio']);
    expect(oneWordAway(used, 'AcademySoftwareFoundation/OpenImageIO')).toEqual([]);
    expect(ownerNamed(used, 'rclcpp/handbook')).toEqual(['ros2/rclcpp']);
    expect(ownerNamed(used, 'ros2/rclpy')).toEqual([]);
    // An organization's own projects are not moves.
    expect(ownerNamed(used, 'OpenImageIO/website')).toEqual([]);
  });
});
