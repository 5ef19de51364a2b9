import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseIndex, readTrackedPaths } from '../src/core/git-index.js';
import { makeRepo } from './helpers/repo.js';

const git = (dir: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=test', ...args], { cwd: dir, encoding: 'utf8' });

/** cherrypy's case: a committed `pkg/lib/` that the .gitignore's `lib` (a virtualenv's folder) matches too. */
function repoWithIgnoredTrackedFolder(): string {
  const root = makeRepo({ '.gitignore': 'lib\n', 'pkg/app.py': 'x = 1', 'pkg/lib/encoding.py': 'def gzip(): pass', 'docs/Straße/naïve.md': '# a', 'docs/Straße/naïveté.md': '# b' });
  git(root, 'add', '-f', 'pkg/lib/encoding.py');
  git(root, 'commit', '-q', '-m', 'force');
  return root;
}

describe('readTrackedPaths', () => {
  it('reads the tracked files and their folders, a file under an ignored folder among them', () => {
    const tracked = readTrackedPaths(repoWithIgnoredTrackedFolder())!;
    expect([...tracked.files].sort()).toEqual(['.gitignore', 'docs/Straße/naïve.md', 'docs/Straße/naïveté.md', 'pkg/app.py', 'pkg/lib/encoding.py']);
    expect([...tracked.dirs].sort()).toEqual(['docs', 'docs/Straße', 'pkg', 'pkg/lib']);
  });
  it('reads index versions 3 and 4 (paths written as changes to the one before) as version 2', () => {
    const root = repoWithIgnoredTrackedFolder();
    const v2 = [...readTrackedPaths(root)!.files].sort();
    const version = (): number => readFileSync(join(root, '.git/index')).readUInt32BE(4);
    git(root, 'update-index', '--index-version', '4');
    expect(version()).toBe(4);
    expect([...readTrackedPaths(root)!.files].sort()).toEqual(v2);
    // Git writes version 3 only for an entry with extended flags (two more bytes): an intent-to-add one.
    git(root, 'update-index', '--index-version', '3');
    writeFileSync(join(root, 'pkg/new.py'), 'y = 2');
    git(root, 'add', '-N', 'pkg/new.py');
    expect(version()).toBe(3);
    expect([...readTrackedPaths(root)!.files].sort()).toEqual([...v2, 'pkg/new.py'].sort());
  });
  it('gives paths relative to a root inside the checkout, and reads a worktree through its .git file', () => {
    const root = repoWithIgnoredTrackedFolder();
    expect([...readTrackedPaths(join(root, 'pkg'))!.files].sort()).toEqual(['app.py', 'lib/encoding.py']);
    const worktree = join(mkdtempSync(join(tmpdir(), 'ir-wt-')), 'wt');
    git(root, 'worktree', 'add', '-q', worktree);
    expect(readTrackedPaths(worktree)!.files.has('pkg/lib/encoding.py')).toBe(true);
  });
  it('reads a SHA-256 repository', () => {
    const root = mkdtempSync(join(tmpdir(), 'ir-sha256-'));
    git(root, 'init', '-q', '--object-format=sha256');
    writeFileSync(join(root, 'a.py'), 'a = 1');
    writeFileSync(join(root, 'b.py'), 'b = 1');
    git(root, 'add', '-A');
    expect([...readTrackedPaths(root)!.files].sort()).toEqual(['a.py', 'b.py']);
  });
  it('is null where no index can be read whole: no checkout, a split index, a damaged file, a FIFO for `.git` or its index', () => {
    expect(readTrackedPaths(mkdtempSync(join(tmpdir(), 'ir-plain-')))).toBeNull();
    // A hostile tree's FIFOs: read, they would block the walk forever.
    const fifoGit = mkdtempSync(join(tmpdir(), 'ir-fifo-'));
    execFileSync('mkfifo', [join(fifoGit, '.git')]);
    expect(readTrackedPaths(fifoGit)).toBeNull();
    const fifoIndex = mkdtempSync(join(tmpdir(), 'ir-fifo-'));
    mkdirSync(join(fifoIndex, '.git'));
    execFileSync('mkfifo', [join(fifoIndex, '.git', 'index')]);
    expect(readTrackedPaths(fifoIndex)).toBeNull();
    const split = repoWithIgnoredTrackedFolder();
    git(split, 'update-index', '--split-index');
    expect(readTrackedPaths(split)).toBeNull();
    const index = readFileSync(join(repoWithIgnoredTrackedFolder(), '.git/index'));
    expect(parseIndex(index.subarray(0, 80))).toBeNull();
    expect(parseIndex(Buffer.from('not an index at all'))).toBeNull();
  });
});
