/**
 * The repository on disk as a list of readable text files: one walk, .gitignore
 * rules applied per directory (ignored folders are never entered), symlinks never
 * followed, secrets and generated trees left out. Every file left out is counted.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { minimatch } from 'minimatch';

/** Folders never entered: VCS data, dependencies, build output, caches. */
export const DEFAULT_EXCLUDED_DIRS = [
  '.git', '.hg', '.svn', 'node_modules', 'bower_components', 'vendor', 'third_party', 'dist', 'build', 'out',
  'target', 'coverage', '.next', '.nuxt', '.cache', '.venv', 'venv', '__pycache__', '.tox', '.mypy_cache',
  '.pytest_cache', '.idea', '.vscode', '.gradle', '.eggs',
] as const;

/** Files never read: secrets first, then lockfiles, minified and generated bundles, binaries by extension. */
export const DEFAULT_EXCLUDED_FILES = [
  '.env', '.env.*', '*.pem', '*.key', '*.p12', '*.pfx', '*.keystore', 'id_rsa*', 'id_dsa*', 'id_ecdsa*', 'id_ed25519*',
  '.npmrc', '.pypirc', '.netrc', '.git-credentials', 'credentials', 'credentials.*', '*.credentials', 'secrets.*',
  'package-lock.json', 'yarn.lock', 'pnpm-lock.yaml', 'poetry.lock', 'Cargo.lock', 'composer.lock', 'Gemfile.lock',
  'go.sum', '*.min.js', '*.min.css', '*.map', '*.bundle.js',
  '*.png', '*.jpg', '*.jpeg', '*.gif', '*.ico', '*.webp', '*.bmp', '*.pdf', '*.zip', '*.gz', '*.tgz', '*.bz2',
  '*.xz', '*.7z', '*.jar', '*.class', '*.so', '*.dylib', '*.dll', '*.exe', '*.o', '*.a', '*.pyc', '*.wasm',
  '*.woff', '*.woff2', '*.ttf', '*.otf', '*.eot', '*.mp3', '*.mp4', '*.mov', '*.avi', '*.wav', '*.ogg',
  '*.sqlite', '*.db', '*.npy', '*.npz', '*.pkl', '*.h5', '*.parquet', '*.fits', '*.svg',
] as const;

export interface WalkOptions {
  /** Largest file read, in bytes. @default 1_000_000 */
  maxFileBytes: number;
  /** Most files listed; the walk stops there and says so. @default 200_000 */
  maxFiles: number;
  /** Extra glob patterns (repo-relative) to leave out. */
  excludes: readonly string[];
  /** When non-empty, only paths matching one of these globs are listed. */
  includes: readonly string[];
}

export const DEFAULT_WALK_OPTIONS: WalkOptions = {
  maxFileBytes: 1_000_000,
  maxFiles: 200_000,
  excludes: [],
  includes: [],
};

export interface ListedFile {
  /** Repo-relative path with forward slashes. */
  path: string;
  size: number;
}

/** Why files were left out, with counts, for the manifest's notes. */
export type SkipReason = 'symlink' | 'too-large' | 'binary' | 'unreadable' | 'excluded' | 'gitignored' | 'file-limit';
export type SkipCounts = Partial<Record<SkipReason, number>>;

export interface Listing {
  files: ListedFile[];
  skipped: SkipCounts;
}

/** Walk `root` once; return the files worth indexing. */
export function listRepoFiles(root: string, options: Partial<WalkOptions> = {}): Listing {
  const opts = { ...DEFAULT_WALK_OPTIONS, ...options };
  const skipped: SkipCounts = {};
  const skip = (r: SkipReason): void => {
    skipped[r] = (skipped[r] ?? 0) + 1;
  };
  const excludedDirs = new Set<string>(DEFAULT_EXCLUDED_DIRS);
  const fileMatchers = DEFAULT_EXCLUDED_FILES.map((g) => minimatch.filter(g, { dot: true, nocase: true }));
  const userExcludes = opts.excludes.map((g) => minimatch.filter(normalizeGlob(g), { dot: true }));
  const userIncludes = opts.includes.map((g) => minimatch.filter(normalizeGlob(g), { dot: true }));
  const files: ListedFile[] = [];
  // Each directory's .gitignore applies to paths relative to that directory.
  const rules: { base: string; ig: Ignore }[] = [];

  const isGitignored = (rel: string, isDir: boolean): boolean => {
    for (const { base, ig } of rules) {
      if (base && !rel.startsWith(base + '/')) continue;
      const sub = base ? rel.slice(base.length + 1) : rel;
      if (ig.ignores(isDir ? sub + '/' : sub)) return true;
    }
    return false;
  };

  const walk = (relDir: string): boolean => {
    const abs = relDir ? join(root, relDir) : root;
    let entries;
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      skip('unreadable');
      return true;
    }
    const gitignore = entries.find((e) => e.name === '.gitignore' && e.isFile());
    let pushed = false;
    if (gitignore) {
      try {
        rules.push({ base: relDir, ig: ignore({ allowRelativePaths: true }).add(readFileSync(join(abs, '.gitignore'), 'utf8')) });
        pushed = true;
      } catch {
        skip('unreadable');
      }
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const rel = relDir ? `${relDir}/${e.name}` : e.name;
      if (e.isSymbolicLink()) {
        skip('symlink');
        continue;
      }
      if (e.isDirectory()) {
        if (excludedDirs.has(e.name) || userExcludes.some((m) => m(rel) || m(rel + '/'))) {
          skip('excluded');
          continue;
        }
        if (isGitignored(rel, true)) {
          skip('gitignored');
          continue;
        }
        if (!walk(rel)) return false;
        continue;
      }
      if (!e.isFile()) continue;
      if (fileMatchers.some((m) => m(e.name)) || userExcludes.some((m) => m(rel))) {
        skip('excluded');
        continue;
      }
      if (userIncludes.length > 0 && !userIncludes.some((m) => m(rel))) {
        skip('excluded');
        continue;
      }
      if (isGitignored(rel, false)) {
        skip('gitignored');
        continue;
      }
      let size: number;
      try {
        size = statSync(join(root, rel)).size;
      } catch {
        skip('unreadable');
        continue;
      }
      if (size > opts.maxFileBytes) {
        skip('too-large');
        continue;
      }
      if (files.length >= opts.maxFiles) {
        skip('file-limit');
        return false;
      }
      files.push({ path: rel, size });
    }
    if (pushed) rules.pop();
    return true;
  };
  walk('');
  return { files, skipped };
}

/** Read a listed file as text, or null when it is binary or unreadable. */
export function readTextFile(root: string, path: string): string | null {
  let buf: Buffer;
  try {
    buf = readFileSync(join(root, path));
  } catch {
    return null;
  }
  // A NUL byte in the first 8 KiB: binary, whatever the extension says.
  if (buf.subarray(0, 8192).includes(0)) return null;
  return buf.toString('utf8');
}

function normalizeGlob(g: string): string {
  const s = g.replace(/\\/g, '/').replace(/^\.\//, '');
  // A bare folder or name matches anywhere below, as in .gitignore.
  return s.includes('/') || s.includes('*') ? s : `**/${s}{,/**}`;
}

const compiled = new Map<string, (path: string) => boolean>();

/** A compiled matcher for a repo-relative glob (memoized: the same globs recur every cycle). */
export function globMatcher(glob: string): (path: string) => boolean {
  let m = compiled.get(glob);
  if (m === undefined) {
    m = minimatch.filter(normalizeGlob(glob), { dot: true });
    compiled.set(glob, m);
  }
  return m;
}

/** Does a repo-relative path match a glob? */
export function matchesGlob(path: string, glob: string): boolean {
  return globMatcher(glob)(path);
}
