/**
 * The paths git tracks in a checkout, read from its index file. Git's ignore rules apply
 * only to untracked files: a committed file a .gitignore line also matches is the
 * project's (cherrypy commits `cherrypy/lib/`, and its .gitignore's `lib`, meant for a
 * virtualenv's folder, matches it too). The walk asks this only for what a rule ignores.
 *
 * Index versions 2 to 4 (4 writes each path as a change to the one before), SHA-1 and
 * SHA-256 repositories, a worktree's or submodule's `.git` file. Null, so that every rule
 * applies as before, where no index can be read whole: a tree without `.git` (an
 * archive), a split index (its entries live in another file), an unknown version.
 */
import { closeSync, constants, existsSync, fstatSync, openSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface TrackedPaths {
  /** Tracked files, relative to the walked root. */
  files: Set<string>;
  /** Every folder that holds a tracked file, relative to the walked root (not the root itself). */
  dirs: Set<string>;
}

/** Largest index read (a 100,000-file repository's is about 10 MB). */
const MAX_INDEX_BYTES = 256 * 1024 * 1024;
/** Largest `.git` file, `commondir` or config read. */
const MAX_SMALL_FILE_BYTES = 1024 * 1024;

/**
 * A regular file's bytes, or null: a FIFO or device where a file should be (a hostile tree's
 * `.git`) is never read, since reading one would block, nor is a file over `limit` bytes.
 */
function readRegularFile(path: string, limit: number): Buffer | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch {
    return null;
  }
  try {
    const st = fstatSync(fd);
    return st.isFile() && st.size <= limit ? readFileSync(fd) : null;
  } finally {
    closeSync(fd);
  }
}

/** The tracked paths under `root`, from the index of the checkout that holds it, or null. */
export function readTrackedPaths(root: string): TrackedPaths | null {
  const found = findGitDir(resolve(root));
  if (found === null) return null;
  try {
    const index = readRegularFile(join(found.gitDir, 'index'), MAX_INDEX_BYTES);
    const paths = index === null ? null : parseIndex(index, hashLength(found.gitDir));
    if (paths === null) return null;
    const prefix = found.prefix === '' ? '' : `${found.prefix}/`;
    const files = new Set<string>();
    const dirs = new Set<string>();
    for (const full of paths) {
      if (!full.startsWith(prefix)) continue;
      const path = full.slice(prefix.length);
      files.add(path);
      for (let i = path.lastIndexOf('/'); i > 0; i = path.lastIndexOf('/', i - 1)) {
        const dir = path.slice(0, i);
        if (dirs.has(dir)) break;
        dirs.add(dir);
      }
    }
    return { files, dirs };
  } catch {
    return null;
  }
}

/** The git directory of the checkout holding `root` and `root`'s path inside that checkout. */
function findGitDir(root: string): { gitDir: string; prefix: string } | null {
  for (let top = root; ; top = dirname(top)) {
    const dotGit = join(top, '.git');
    if (existsSync(dotGit)) {
      const prefix = relative(top, root).split(sep).join('/');
      if (statSync(dotGit).isDirectory()) return { gitDir: dotGit, prefix };
      // A worktree's or submodule's `.git` file: `gitdir: <path>`.
      const m = /^gitdir:\s*(.+?)\s*$/m.exec(readRegularFile(dotGit, MAX_SMALL_FILE_BYTES)?.toString('utf8') ?? '');
      return m ? { gitDir: resolve(top, m[1]!), prefix } : null;
    }
    if (dirname(top) === top) return null;
  }
}

/** Bytes of an object id: 32 in a SHA-256 repository (its config says so, in the common git directory for a worktree). */
function hashLength(gitDir: string): number {
  const commonDir = readRegularFile(join(gitDir, 'commondir'), MAX_SMALL_FILE_BYTES)?.toString('utf8').trim();
  const common = commonDir ? resolve(gitDir, commonDir) : gitDir;
  const config = readRegularFile(join(common, 'config'), MAX_SMALL_FILE_BYTES)?.toString('utf8') ?? '';
  return /^\s*objectformat\s*=\s*sha256\s*$/im.test(config) ? 32 : 20;
}

/** The paths of an index file's entries, or null when it is not one this reads whole. */
export function parseIndex(buf: Buffer, hashBytes = 20): string[] | null {
  if (buf.length < 12 || buf.toString('latin1', 0, 4) !== 'DIRC') return null;
  const version = buf.readUInt32BE(4);
  if (version < 2 || version > 4) return null;
  const count = buf.readUInt32BE(8);
  const paths: string[] = [];
  let pos = 12;
  let previous: Buffer = Buffer.alloc(0);
  for (let i = 0; i < count; i++) {
    const start = pos;
    // ctime, mtime, dev, ino, mode, uid, gid, size (40 bytes), the object id, then the flags.
    pos += 40 + hashBytes;
    if (pos + 2 > buf.length) return null;
    const flags = buf.readUInt16BE(pos);
    pos += 2;
    if (version >= 3 && flags & 0x4000) pos += 2;
    let name: Buffer;
    if (version === 4) {
      // How many bytes of the previous path to drop (git's offset varint), then the rest, NUL-ended.
      let c = buf[pos++]!;
      let drop = c & 127;
      while (c & 128) {
        c = buf[pos++]!;
        drop = ((drop + 1) << 7) | (c & 127);
      }
      const end = buf.indexOf(0, pos);
      if (end < 0 || drop < 0 || drop > previous.length) return null;
      name = Buffer.concat([previous.subarray(0, previous.length - drop), buf.subarray(pos, end)]);
      pos = end + 1;
    } else {
      const end = buf.indexOf(0, pos);
      if (end < 0) return null;
      name = buf.subarray(pos, end);
      // Entries are NUL-padded to a multiple of 8 bytes.
      pos = start + ((end - start + 8) & ~7);
    }
    previous = name;
    paths.push(name.toString('utf8'));
  }
  // Extensions: a split index keeps its entries in another file.
  while (pos + 8 <= buf.length - hashBytes) {
    if (buf.toString('latin1', pos, pos + 4) === 'link') return null;
    pos += 8 + buf.readUInt32BE(pos + 4);
  }
  return paths;
}
