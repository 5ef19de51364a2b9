import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usedMatches, usedRepos } from '../../bench/used-repos.js';

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
});
