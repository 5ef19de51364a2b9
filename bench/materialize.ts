/**
 * Write a commit's tree to a folder from a bare mirror. Unlike `git archive`, it
 * tolerates blobs missing from the snapshot (large files are left out of mirrors).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { treeDirOf, type Instance } from './instances.js';
import { listRepoFiles, type ListedFile } from '../src/core/repo-files.js';

/**
 * The git directory of `owner/name`'s mirror under `mirrors` (as `fetch` lays them out: `owner+name/repo`,
 * bare, or now and then a checkout whose `.git` is the git directory), or null when it was not brought here.
 */
export function mirrorOf(mirrors: string, repo: string): string | null {
  const dir = join(mirrors, repo.replace('/', '+'), 'repo');
  if (existsSync(join(dir, '.git'))) return join(dir, '.git');
  return existsSync(dir) ? dir : null;
}

/**
 * The mark of a written tree: beside it, not in it, where the engine would index it
 * (an empty `.complete` matched the path term `complete` of completion tasks).
 */
function completeMarkOf(dir: string): string {
  return `${dir}.complete`;
}

/** Is the instance's tree under `workDir` written and marked complete (kept by an earlier `--keep` run)? */
export function isKeptTree(workDir: string, inst: Pick<Instance, 'repo' | 'base_commit'>): boolean {
  const dir = treeDirOf(workDir, inst);
  // Trees kept before the mark moved out carry it inside: move it.
  if (existsSync(join(dir, '.complete'))) renameSync(join(dir, '.complete'), completeMarkOf(dir));
  return existsSync(completeMarkOf(dir));
}

/** A materialized tree, and whether this call wrote it (false: it was kept, or another run wrote it meanwhile). */
export interface MaterializedTree {
  dir: string;
  written: boolean;
}

/**
 * An instance's tree at its base commit under `workDir`, written once and marked complete (a
 * half-written tree is written again). It is written beside its place and renamed into it, so
 * that two runs sharing a work dir never read, nor remove, a tree the other is still writing.
 */
export function materializeInstance(inst: Instance, mirror: string, workDir: string): MaterializedTree {
  const dir = treeDirOf(workDir, inst);
  if (isKeptTree(workDir, inst)) {
    // Trees kept before trees carried their index.
    if (!existsSync(join(dir, '.git', 'index'))) writeGitIndex(mirror, inst.base_commit, dir);
    return { dir, written: false };
  }
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  writeTree(mirror, inst.base_commit, partial);
  writeGitIndex(mirror, inst.base_commit, partial);
  if (isKeptTree(workDir, inst)) {
    // Another run wrote it meanwhile.
    rmSync(partial, { recursive: true, force: true });
    return { dir, written: false };
  }
  // What is left at `dir` without a mark is an interrupted run's (a rename is not interrupted).
  rmSync(dir, { recursive: true, force: true });
  const written = renameIntoPlace(partial, dir);
  writeFileSync(completeMarkOf(dir), '');
  return { dir, written };
}

/**
 * Rename a written tree to `dir`; false, with the written tree removed, where another run renamed its
 * copy there first (two runs writing the same instance at once): a rename comes only after a whole write.
 */
export function renameIntoPlace(partial: string, dir: string): boolean {
  try {
    renameSync(partial, dir);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw err;
    rmSync(partial, { recursive: true, force: true });
    return false;
  }
}

/**
 * The index a checkout of `commit` has, at `dest/.git/index`: the engine reads which files git
 * tracks from it (a tracked file a .gitignore rule matches is still the project's), as in a clone.
 * Named by GIT_INDEX_FILE, not `--index-output`, which locks the mirror's own index: two runs
 * writing trees of one repository at once would fail on its `index.lock`.
 */
export function writeGitIndex(gitDir: string, commit: string, dest: string): void {
  mkdirSync(join(dest, '.git'), { recursive: true });
  execFileSync('git', ['--git-dir', gitDir, 'read-tree', commit], { env: { ...process.env, GIT_INDEX_FILE: resolve(dest, '.git', 'index') } });
}

/** Remove a written tree and its mark (a run without `--keep`). */
export function removeTree(dir: string): void {
  rmSync(completeMarkOf(dir), { force: true });
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Read every file the engine would list once, untimed, so that no method pays
 * for another's cold reads; returns the listing.
 */
export function warmPageCache(tree: string): ListedFile[] {
  const { files } = listRepoFiles(tree, { maxFiles: 200_000 });
  for (const f of files) {
    try {
      readFileSync(join(tree, f.path));
    } catch {
      // unreadable files are the engine's to report
    }
  }
  return files;
}

/** Bytes of blobs asked of one `git cat-file --batch`: a tree of any size is written in parts this big. */
const BATCH_BYTES = 1 << 28;

export function writeTree(gitDir: string, commit: string, dest: string, batchBytes = BATCH_BYTES): { written: number; missing: number } {
  const listing = execFileSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '-z', '--full-tree', commit], { maxBuffer: 1 << 28 }).toString('utf8');
  const entries: { sha: string; path: string }[] = [];
  for (const rec of listing.split('\0')) {
    const m = /^(\d+) (\w+) ([0-9a-f]+)\t(.*)$/s.exec(rec);
    if (!m || m[2] !== 'blob' || m[1] === '120000') continue; // symlinks are not materialized
    entries.push({ sha: m[3]!, path: m[4]! });
  }
  // Sizes first (`<sha> blob <size>`, or `<sha> missing` for a blob left out of the mirror), then the blobs in
  // batches of about `batchBytes`, a bigger blob alone in its batch: one batch of a whole large tree overflows a buffer.
  const sizes = execFileSync('git', ['--git-dir', gitDir, 'cat-file', '--batch-check'], { input: entries.map((e) => e.sha).join('\n') + '\n', maxBuffer: 1 << 28 })
    .toString('utf8')
    .split('\n');
  const batches: { entries: { sha: string; path: string }[]; bytes: number }[] = [{ entries: [], bytes: 0 }];
  let missing = 0;
  entries.forEach((e, i) => {
    const size = Number(sizes[i]!.split(' ')[2]);
    if (sizes[i]!.endsWith(' missing') || !Number.isFinite(size)) {
      missing++;
      return;
    }
    let batch = batches.at(-1)!;
    if (batch.bytes + size > batchBytes && batch.entries.length > 0) batches.push((batch = { entries: [], bytes: 0 }));
    batch.entries.push(e);
    batch.bytes += size;
  });
  let written = 0;
  for (const batch of batches) written += writeBlobs(gitDir, batch.entries, dest, batch.bytes);
  return { written, missing };
}

/** One `git cat-file --batch` over blobs the mirror holds, each written to its path under `dest`; how many were written. */
function writeBlobs(gitDir: string, entries: readonly { sha: string; path: string }[], dest: string, blobBytes: number): number {
  if (entries.length === 0) return 0;
  // Each blob's header line (`<sha> blob <size>`) is under 100 bytes.
  const maxBuffer = blobBytes + entries.length * 100 + 1024;
  const out = execFileSync('git', ['--git-dir', gitDir, 'cat-file', '--batch'], { input: entries.map((e) => e.sha).join('\n') + '\n', maxBuffer });
  let pos = 0;
  for (const e of entries) {
    const nl = out.indexOf(10, pos);
    const size = Number(out.subarray(pos, nl).toString('utf8').split(' ')[2]);
    pos = nl + 1;
    const file = join(dest, e.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, out.subarray(pos, pos + size));
    pos += size + 1;
  }
  return entries.length;
}
