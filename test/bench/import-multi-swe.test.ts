import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedExistingPaths, convertRows, issueText, type MultiSweRow } from '../../bench/import-multi-swe.js';
import { makeRepo } from '../helpers/repo.js';

const patch = (path: string, created = false): string =>
  `diff --git a/${path} b/${path}\n${created ? 'new file mode 100644\n' : ''}index 1..2 100644\n--- ${created ? '/dev/null' : `a/${path}`}\n+++ b/${path}\n@@ -1 +1 @@\n-a\n+b\n`;

describe('changedExistingPaths', () => {
  it('lists the files a patch changes, not the ones it creates, each once', () => {
    expect(changedExistingPaths(patch('src/a.rs') + patch('src/new.rs', true) + patch('src/a.rs'))).toEqual(['src/a.rs']);
  });
});

describe('issueText', () => {
  it("joins each resolved issue's title and body, skipping empty parts", () => {
    expect(issueText({ resolved_issues: [{ title: 'Panic on empty input', body: 'Steps:\n1. run' }, { title: 'Also this', body: null }] })).toBe('Panic on empty input\nSteps:\n1. run\n\nAlso this');
    expect(issueText({ resolved_issues: [] })).toBe('');
  });
});

describe('convertRows', () => {
  it('keeps as gold the non-test source files that exist at the base commit, and splits by whether the repository was seen', () => {
    const work = makeRepo({ 'src/lib.rs': 'fn a() {}\n', 'CHANGELOG.md': '# Changes\n', 'tests/it.rs': '#[test] fn t() {}\n' });
    const base = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: work, encoding: 'utf8' }).trim();
    const mirrors = mkdtempSync(join(tmpdir(), 'ir-mirrors-'));
    mkdirSync(join(mirrors, 'Acme+Widget'));
    renameSync(work, join(mirrors, 'Acme+Widget', 'repo'));
    const row = (id: string, org: string, fix: string, issues = [{ title: 'Crash', body: 'it crashes' }]): MultiSweRow => ({
      instance_id: id,
      org,
      repo: 'widget',
      base: { sha: base },
      resolved_issues: issues,
      fix_patch: fix,
      test_patch: patch('tests/it.rs'),
    });
    const rows = [
      row('acme__widget-1', 'acme', patch('src/lib.rs') + patch('src/gone.rs') + patch('tests/it.rs') + patch('CHANGELOG.md')),
      row('acme__widget-2', 'acme', patch('src/new.rs', true) + patch('CHANGELOG.md')),
      row('acme__widget-3', 'acme', patch('src/lib.rs'), []),
      row('other__widget-4', 'other', patch('src/lib.rs')),
    ];
    const unseen = convertRows(rows, mirrors, new Set());
    expect(unseen.new.instances).toEqual([{ id: 'acme__widget-1', repo: 'Acme/Widget', base_commit: base, query: 'Crash\nit crashes', gold_files: ['src/lib.rs'] }]);
    expect(unseen.new.meta).toEqual([JSON.stringify({ id: 'acme__widget-1', test_files: ['tests/it.rs'], other_files: ['CHANGELOG.md'] })]);
    expect(unseen.left).toEqual({ 'no existing non-test source file changed': 1, 'no issue text': 1, 'no mirror': 1 });
    const seen = convertRows(rows, mirrors, new Set(['acme/widget']));
    expect(seen.seen.instances.map((i) => i.id)).toEqual(['acme__widget-1']);
    expect(seen.new.instances).toEqual([]);
  });
});
