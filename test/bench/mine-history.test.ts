import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanMessage, mineRepo, mineRepoWithMeta } from '../../bench/mine-history.js';
import { makeRepo } from '../helpers/repo.js';

function commit(dir: string, files: Record<string, string>, message: string): string {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=test', ...args], { cwd: dir, encoding: 'utf8' });
  git('add', '-A');
  git('commit', '-q', '-m', message);
  return git('rev-parse', 'HEAD').trim();
}

describe('cleanMessage', () => {
  it("drops issue references, links, sign-offs and the changed files' names, keeping the words", () => {
    const message = 'fix(router): keep trailing slash in lib/router.js (#123)\n\nSee https://example.com/x for router.js details.\nFixes #99\nCo-authored-by: A <a@example.com>\n';
    expect(cleanMessage(message, ['lib/router.js'])).toBe('fix(router): keep trailing slash in\n\nSee  for  details.');
  });

  it('keeps a subject that starts with "Fix" when it names no issue', () => {
    expect(cleanMessage('Fix blueprint renaming\n\nFixes: #7', [])).toBe('Fix blueprint renaming');
  });
});

describe('mineRepo', () => {
  it('takes fix commits newest first, with the non-test source files they modified as gold', () => {
    const dir = makeRepo({ 'src/parse.py': 'def parse():\n    return 1\n', 'src/render.py': 'def render():\n    pass\n', 'tests/test_parse.py': 'def test():\n    pass\n', 'README.md': '# x\n' });
    const base1 = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
    const fix1 = commit(dir, { 'src/parse.py': 'def parse():\n    return 2\n', 'tests/test_parse.py': 'def test():\n    assert 1\n' }, 'Fix parse returning the wrong value in parse.py');
    commit(dir, { 'README.md': '# y\n' }, 'docs: fix a typo');
    commit(dir, { 'src/render.py': 'def render():\n    return 0\n' }, 'chore: fix formatting');
    commit(dir, { 'src/new.py': 'x = 1\n' }, 'fix: add the missing module');
    const fix2 = commit(dir, { 'src/render.py': 'def render():\n    return 3\n' }, 'fix: render the empty table correctly');

    const mined = mineRepo(join(dir, '.git'), 'acme/tool', { perRepo: 10, maxGold: 3 });
    expect(mined.map((i) => i.id)).toEqual([`acme__tool-${fix2.slice(0, 10)}`, `acme__tool-${fix1.slice(0, 10)}`]);
    expect(mined[1]).toEqual({ id: `acme__tool-${fix1.slice(0, 10)}`, repo: 'acme/tool', base_commit: base1, query: 'Fix parse returning the wrong value in', gold_files: ['src/parse.py'] });
    expect(mineRepo(join(dir, '.git'), 'acme/tool', { perRepo: 1, maxGold: 3 })).toHaveLength(1);
  });

  it('gives each instance the test files its fix modified, not those it added', () => {
    const dir = makeRepo({ 'src/parse.py': 'def parse():\n    return 1\n', 'tests/test_parse.py': 'def test():\n    pass\n' });
    const fix = commit(dir, { 'src/parse.py': 'def parse():\n    return 2\n', 'tests/test_parse.py': 'def test():\n    assert 1\n', 'tests/test_new.py': 'def test_new():\n    pass\n' }, 'fix: parse returns the wrong value for empty input');
    const [mined] = mineRepoWithMeta(join(dir, '.git'), 'acme/tool', { perRepo: 10, maxGold: 3 });
    expect(mined!.meta).toEqual({ id: `acme__tool-${fix.slice(0, 10)}`, test_files: ['tests/test_parse.py'] });
    expect(mined!.instance.gold_files).toEqual(['src/parse.py']);
  });

  it('with gold "other", keeps only fixes that changed a file in no language the index reads, with their code beside it', () => {
    const dir = makeRepo({ 'src/parse.py': 'def parse():\n    return 1\n', Makefile: 'all:\n\techo 1\n', 'CHANGELOG': '1.0\n', 'README.md': '# x\n' });
    commit(dir, { 'src/parse.py': 'def parse():\n    return 2\n' }, 'fix: parse returns the wrong value for empty input');
    const fix = commit(dir, { Makefile: 'all:\n\techo 2\n', 'src/parse.py': 'def parse():\n    return 3\n', CHANGELOG: '1.1\n', 'README.md': '# y\n' }, 'fix: the build target runs the parser twice');
    const mined = mineRepo(join(dir, '.git'), 'acme/tool', { perRepo: 10, maxGold: 3, gold: 'other' });
    expect(mined.map((i) => [i.id, i.gold_files])).toEqual([[`acme__tool-${fix.slice(0, 10)}`, ['Makefile', 'src/parse.py']]]);
    // The default gold leaves the Makefile out and keeps both fixes; `scan` looks at the newest commits only.
    expect(mineRepo(join(dir, '.git'), 'acme/tool', { perRepo: 10, maxGold: 3 }).map((i) => i.gold_files)).toEqual([['src/parse.py'], ['src/parse.py']]);
    expect(mineRepo(join(dir, '.git'), 'acme/tool', { perRepo: 10, maxGold: 3, scan: 1 })).toHaveLength(1);
  });
});
