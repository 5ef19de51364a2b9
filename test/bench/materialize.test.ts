import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { treeDirOf } from '../../bench/instances.js';
import { readTrackedPaths } from '../../src/core/git-index.js';
import { isKeptTree, materializeInstance, mirrorOf, removeTree, renameIntoPlace, writeTree } from '../../bench/materialize.js';
import { makeRepo } from '../helpers/repo.js';

function instanceOf(repoDir: string) {
  const base_commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoDir, encoding: 'utf8' }).trim();
  return { id: 'acme__tool-1', repo: 'acme/tool', base_commit, query: 'fix the completion of flags', gold_files: ['src/complete.py'] };
}

describe('materializeInstance', () => {
  it("writes the commit's tree and marks it complete beside the tree, not in it (where the engine would index the mark)", () => {
    const repo = makeRepo({ 'src/complete.py': 'def complete():\n    pass\n', 'README.md': '# tool\n' });
    const work = mkdtempSync(join(tmpdir(), 'ir-work-'));
    const inst = instanceOf(repo);
    expect(isKeptTree(work, inst)).toBe(false);

    const { dir, written } = materializeInstance(inst, join(repo, '.git'), work);
    expect(written).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['.git', 'README.md', 'src']);
    // With the index a clone has: the engine reads what git tracks from it.
    expect([...readTrackedPaths(dir)!.files].sort()).toEqual(['README.md', 'src/complete.py']);
    expect(readFileSync(join(dir, 'src/complete.py'), 'utf8')).toContain('def complete');
    expect(isKeptTree(work, inst)).toBe(true);
    // Kept: used again, not written again (a run removes only the trees it wrote).
    expect(materializeInstance(inst, join(repo, '.git'), work)).toEqual({ dir, written: false });

    removeTree(dir);
    expect(existsSync(dir)).toBe(false);
    expect(isKeptTree(work, inst)).toBe(false);
  });

  it("writes a tree while another run holds the mirror's index lock (two runs writing trees of one repository)", () => {
    const repo = makeRepo({ 'src/complete.py': 'def complete():\n    pass\n' });
    const work = mkdtempSync(join(tmpdir(), 'ir-work-'));
    writeFileSync(join(repo, '.git', 'index.lock'), '');
    const { dir } = materializeInstance(instanceOf(repo), join(repo, '.git'), work);
    expect([...readTrackedPaths(dir)!.files]).toEqual(['src/complete.py']);
    expect(existsSync(join(repo, '.git', 'index.lock'))).toBe(true);
  });

  it("writes again the tree an interrupted run left half-written, and leaves nothing beside it but the mark", () => {
    const repo = makeRepo({ 'src/complete.py': 'def complete():\n    pass\n', 'README.md': '# tool\n' });
    const work = mkdtempSync(join(tmpdir(), 'ir-work-'));
    const inst = instanceOf(repo);
    const dir = treeDirOf(work, inst);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'README.md'), '# half');

    expect(materializeInstance(inst, join(repo, '.git'), work)).toEqual({ dir, written: true });
    expect(readdirSync(dir).sort()).toEqual(['.git', 'README.md', 'src']);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toBe('# tool\n');
    expect(readdirSync(work).sort()).toEqual([basename(dir), `${basename(dir)}.complete`]);
  });

  it('moves the mark of a tree kept before the mark moved out of it, and gives a tree kept without an index its index', () => {
    const repo = makeRepo({ 'a.py': 'x = 1\n' });
    const work = mkdtempSync(join(tmpdir(), 'ir-work-'));
    const inst = instanceOf(repo);
    const dir = treeDirOf(work, inst);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'a.py'), 'x = 1\n');
    writeFileSync(join(dir, '.complete'), '');

    expect(isKeptTree(work, inst)).toBe(true);
    expect(readdirSync(dir)).toEqual(['a.py']);
    expect(materializeInstance(inst, join(repo, '.git'), work)).toEqual({ dir, written: false });
    expect([...readTrackedPaths(dir)!.files]).toEqual(['a.py']);
  });
});

describe('writeTree', () => {
  it('writes a tree larger than one batch in several, every file whole, and counts a blob the mirror lacks as missing', () => {
    const files = { 'a.txt': 'a'.repeat(300), 'b/b.txt': 'b'.repeat(500), 'b/c.txt': 'c'.repeat(100), 'd.txt': 'd'.repeat(2000) };
    const repo = makeRepo(files);
    const dest = mkdtempSync(join(tmpdir(), 'ir-tree-'));
    // 600 bytes a batch: a.txt alone, b.txt and c.txt together, d.txt (bigger than a batch) alone.
    expect(writeTree(join(repo, '.git'), 'HEAD', dest, 600)).toEqual({ written: 4, missing: 0 });
    for (const [path, text] of Object.entries(files)) expect(readFileSync(join(dest, path), 'utf8')).toBe(text);

    // A mirror without b.txt's blob: a bare repository holding every other object of the history.
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    const blob = execFileSync('git', ['rev-parse', 'HEAD:b/b.txt'], { cwd: repo, encoding: 'utf8' }).trim();
    const others = execFileSync('git', ['rev-list', '--objects', '--all'], { cwd: repo, encoding: 'utf8' }).split('\n').map((l) => l.split(' ')[0]).filter((o) => o && o !== blob);
    const lacking = mkdtempSync(join(tmpdir(), 'ir-mirror-'));
    execFileSync('git', ['init', '-q', '--bare', lacking]);
    execFileSync('git', ['pack-objects', '-q', join(lacking, 'objects/pack/pack')], { cwd: repo, input: others.join('\n') + '\n' });
    const dest2 = mkdtempSync(join(tmpdir(), 'ir-tree-'));
    expect(writeTree(lacking, head, dest2, 600)).toEqual({ written: 3, missing: 1 });
    expect(existsSync(join(dest2, 'b/b.txt'))).toBe(false);
    expect(readFileSync(join(dest2, 'd.txt'), 'utf8')).toBe(files['d.txt']);
  });
});

describe('renameIntoPlace', () => {
  it("moves a written tree into place, and where another run's copy got there first keeps that one and removes its own", () => {
    const work = mkdtempSync(join(tmpdir(), 'ir-work-'));
    const write = (dir: string, text: string) => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'a.py'), text);
    };
    write(join(work, 'partial-1'), 'first');
    expect(renameIntoPlace(join(work, 'partial-1'), join(work, 'tree'))).toBe(true);
    write(join(work, 'partial-2'), 'second');
    expect(renameIntoPlace(join(work, 'partial-2'), join(work, 'tree'))).toBe(false);
    expect(readdirSync(work)).toEqual(['tree']);
    expect(readFileSync(join(work, 'tree', 'a.py'), 'utf8')).toBe('first');
  });
});

describe('mirrorOf', () => {
  it('finds a bare mirror, and the git directory of a mirror that came as a checkout', () => {
    const mirrors = mkdtempSync(join(tmpdir(), 'ir-mirrors-'));
    mkdirSync(join(mirrors, 'acme+bare', 'repo'), { recursive: true });
    execFileSync('git', ['init', '-q', '--bare', join(mirrors, 'acme+bare', 'repo')]);
    execFileSync('git', ['clone', '-q', makeRepo({ 'a.py': 'x = 1\n' }), join(mirrors, 'acme+checkout', 'repo')]);
    expect(mirrorOf(mirrors, 'acme/bare')).toBe(join(mirrors, 'acme+bare', 'repo'));
    expect(mirrorOf(mirrors, 'acme/checkout')).toBe(join(mirrors, 'acme+checkout', 'repo', '.git'));
    expect(mirrorOf(mirrors, 'acme/absent')).toBeNull();
  });
});
