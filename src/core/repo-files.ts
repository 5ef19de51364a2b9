/**
 * The repository on disk as a list of readable text files: one walk, .gitignore
 * rules applied per directory to untracked paths, as git applies them (ignored folders
 * are never entered; see git-index.ts for what is tracked), symlinks never
 * followed, secrets and generated trees left out. Every file left out is counted.
 *
 * The walk is hostile-tree safe: nothing behind a symlink is listed or read, a file
 * is read only when it is a regular file under the size cap (a 2 GB file is never
 * opened for reading), and the walk stops at a file count, a byte total and a
 * deadline, saying which one it hit.
 */
import { accessSync, closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readSync } from 'node:fs';
import { join } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { minimatch } from 'minimatch';
import { C_SOURCE, isCodeLanguage, languageOf, type Language } from './code-facts.js';
import { readTrackedPaths, type TrackedPaths } from './git-index.js';
import { redactSecrets } from './redact.js';
import { escapeRegExp } from './tokenize.js';

/** Folders never entered: VCS data, dependencies, build output, caches. */
export const DEFAULT_EXCLUDED_DIRS = [
  '.git', '.hg', '.svn', 'node_modules', 'bower_components', 'vendor', 'third_party', 'dist', 'out',
  'target', 'coverage', '.next', '.nuxt', '.cache', '.venv', 'venv', '__pycache__', '.tox', '.mypy_cache',
  '.pytest_cache', '.idea', '.vscode', '.gradle', '.eggs',
] as const;

/**
 * Of DEFAULT_EXCLUDED_DIRS, the folders of installed packages, with the manifest or lockfile an
 * install reads or writes beside them. A project may also keep its own packages in one, so that
 * they require each other by name: node-red's `packages/node_modules`, which its .gitignore keeps
 * with a `!` rule, and pouchdb's, which only the root's `/node_modules` rule leaves alone. Walked
 * when a `!` rule names them, or below the root with none of these beside them: no install wrote them.
 */
const PACKAGE_DIR_MANIFESTS = new Map([
  ['node_modules', ['package.json', 'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml']],
  ['bower_components', ['bower.json', '.bowerrc']],
]);

/**
 * Unity's metadata beside each asset and folder (`Player.cs.meta` beside `Player.cs`): YAML the editor writes
 * (GitHub Linguist's `generated_unity3d_meta?`), never what a task means, yet named like the file it describes.
 */
function isAssetMetadata(name: string, hasSibling: (name: string) => boolean): boolean {
  return name.endsWith('.meta') && name.length > '.meta'.length && hasSibling(name.slice(0, -'.meta'.length));
}

/** A package folder below the root with no manifest or lockfile beside it (`hasSibling`: its folder's entries): no install wrote it. */
function isOwnPackageDir(name: string, rel: string, hasSibling: (name: string) => boolean): boolean {
  const manifests = PACKAGE_DIR_MANIFESTS.get(name);
  return manifests !== undefined && rel !== name && !manifests.some(hasSibling);
}

/**
 * Of DEFAULT_EXCLUDED_DIRS, the names a project may also give its own module
 * (coveragepy's `coverage/` package, Go's `internal/coverage`, the `venv` package
 * of pdm's `pdm venv` command): see `holdsOwnSource`.
 */
const OUTPUT_DIR_NAMES = new Set(['dist', 'out', 'target', 'coverage', 'venv']);

/**
 * Languages a build or report writes into its output folder: bundles and a
 * report's scripts (JavaScript), generated headers and make's `.d` dependency lists.
 */
const OUTPUT_LANGUAGES = new Set<Language>(['js', 'c', 'd']);

/**
 * TypeScript sources, which read as `js` but no build writes: a compiler emits JavaScript and
 * `.d.ts` declarations (graphql-inspector's `packages/core/src/coverage/index.ts` is its own code).
 */
const TYPESCRIPT_SOURCE = /\.(?:tsx?|mts|cts)$/i;
const TYPESCRIPT_DECLARATION = /\.d\.(?:ts|mts|cts)$/i;

/**
 * Whether a folder named like output directly holds a source file in a language
 * no build writes there (`coverage/__init__.py`, `target/resolve.go`, `coverage/index.ts`): then it is
 * the project's own code and is walked. Output itself (`coverage/lcov.info`,
 * `coverage/prettify.js`, `target/CACHEDIR.TAG`, `dist/app.whl`) holds none, nor
 * does a virtualenv (`venv/pyvenv.cfg`, its modules under `lib/`).
 */
function holdsOwnSource(abs: string): boolean {
  let entries;
  try {
    entries = readdirSync(abs, { withFileTypes: true });
  } catch {
    return false;
  }
  return entries.some((e) => {
    if (!e.isFile()) return false;
    if (TYPESCRIPT_SOURCE.test(e.name)) return !TYPESCRIPT_DECLARATION.test(e.name);
    // A build writes C headers, not sources (mpv's `video/out/vo_gpu.c` is its own code).
    if (C_SOURCE.test(e.name)) return true;
    const lang = languageOf(e.name);
    return isCodeLanguage(lang) && !OUTPUT_LANGUAGES.has(lang);
  });
}

/**
 * Files that commonly hold credentials: never read, never listed, whatever
 * `include` says. Matched against the file name, case-insensitively.
 */
export const SECRET_FILES = [
  // environment files: .env, .env.local, production.env, .envrc
  '.env', '.env.*', '*.env', '.envrc', '.flaskenv',
  // keys and certificates with private parts, keystores
  '*.pem', '*.key', '*.p8', '*.p12', '*.pfx', '*.keystore', '*.jks', '*.ppk', '*.asc', '*.gpg', '*.kdbx',
  'id_rsa*', 'id_dsa*', 'id_ecdsa*', 'id_ed25519*',
  // package-manager and tool credentials
  '.npmrc', '.yarnrc', '.yarnrc.yml', '.pypirc', '.netrc', '_netrc', '.git-credentials', '.pgpass', '.htpasswd',
  '.dockercfg', '.s3cfg', '.boto', '.vault-token',
  // generic credential and secret files
  'credentials', 'credentials.*', '*.credentials', 'secrets.*', '*.secret', '*.secrets', 'service-account*.json',
  // infrastructure state and variables hold secrets in clear
  '*.tfvars', '*.tfstate', '*.tfstate.*',
] as const;

/** Files never read that are not secrets: lockfiles, minified and generated bundles, binaries by extension. */
export const DEFAULT_EXCLUDED_FILES = [
  'package-lock.json', 'yarn.lock', 'pnpm-lock.yaml', 'poetry.lock', 'Cargo.lock', 'composer.lock', 'Gemfile.lock',
  'go.sum', '*.min.js', '*.min.css', '*.map', '*.bundle.js',
  '*.png', '*.jpg', '*.jpeg', '*.gif', '*.ico', '*.webp', '*.bmp', '*.pdf', '*.zip', '*.gz', '*.tgz', '*.bz2',
  '*.xz', '*.7z', '*.jar', '*.class', '*.so', '*.dylib', '*.dll', '*.exe', '*.o', '*.a', '*.pyc', '*.wasm',
  '*.woff', '*.woff2', '*.ttf', '*.otf', '*.eot', '*.mp3', '*.mp4', '*.mov', '*.avi', '*.wav', '*.ogg',
  '*.sqlite', '*.db', '*.npy', '*.npz', '*.pkl', '*.h5', '*.parquet', '*.fits', '*.svg',
] as const;

/** Largest file ever read, whatever `maxFileBytes` says (the config schema allows no more). */
export const HARD_MAX_FILE_BYTES = 50_000_000;

/**
 * A code file up to this many times `maxFileBytes` is read on its first `maxFileBytes` rather than
 * skipped: a hand-written module that large (picocli's 1.2 MB `CommandLine.java`, TypeScript's
 * `checker.ts`) is where most of its project's fixes go. Larger ones are minified or generated.
 */
export const OVERSIZE_CODE_FACTOR = 4;

/** Bytes of a prose or data file that are indexed (its path is, whatever its length). */
export const NON_CODE_HEAD_BYTES = 64 * 1024;

/**
 * Translation catalogs (gettext's `locale/fr/LC_MESSAGES/app.po` and its `.pot`
 * template, XLIFF): the project's messages again, once per language. Found by path
 * only: read, they took a quoted message's matches and the manifest's slots, and
 * were two fifths of the text read from a Sphinx tree.
 */
const TRANSLATION_CATALOG = /\.(?:pot?|xlf|xliff)$/i;

/** How indexing reads a listed file: code whole (or on its head), a translation catalog not at all, prose and data on their head. */
type Reading = 'code' | 'catalog' | 'head';

function readingOf(path: string): Reading {
  if (isCodeLanguage(languageOf(path))) return 'code';
  return TRANSLATION_CATALOG.test(path) ? 'catalog' : 'head';
}

/** The bytes `readListedFile` reads of a file: what the walk's byte budget counts, not the files' sizes. */
export function bytesRead(file: ListedFile): number {
  const reading = readingOf(file.path);
  return reading === 'code' ? (file.headBytes ?? file.size) : reading === 'catalog' ? 0 : Math.min(file.size, NON_CODE_HEAD_BYTES);
}

/**
 * A listed file's text as indexing reads it, or null when it is binary or unreadable. Tables of numbers
 * outside code are found by path only (empty text), and prose and data by their head: tokenizing them is
 * time spent on no words, or on a changelog's tail that no fix is found by.
 */
export function readListedFile(root: string, file: ListedFile): string | null {
  const reading = readingOf(file.path);
  return reading === 'code' ? readTextFile(root, file.path, file.headBytes) : reading === 'catalog' ? '' : readTextFile(root, file.path, NON_CODE_HEAD_BYTES, isNumericHead);
}

export interface WalkOptions {
  /** Largest file read whole, in bytes (at most HARD_MAX_FILE_BYTES); see OVERSIZE_CODE_FACTOR. @default 1_000_000 */
  maxFileBytes: number;
  /** Most files listed; the walk stops there and says so. @default 200_000 */
  maxFiles: number;
  /** Most bytes read in total (see `bytesRead`): bounds the memory and time of reading the tree. @default 256_000_000 */
  maxTotalBytes: number;
  /** The walk stops when `now()` passes this (same clock as `now`). @default Infinity */
  deadline: number;
  /** Clock for `deadline`, in ms. @default performance.now */
  now: () => number;
  /** Extra glob patterns (repo-relative) to leave out. */
  excludes: readonly string[];
  /** When non-empty, only paths matching one of these globs are listed. */
  includes: readonly string[];
}

export const DEFAULT_WALK_OPTIONS: WalkOptions = {
  maxFileBytes: 1_000_000,
  maxFiles: 200_000,
  maxTotalBytes: 256_000_000,
  deadline: Number.POSITIVE_INFINITY,
  now: () => performance.now(),
  excludes: [],
  includes: [],
};

export interface ListedFile {
  /** Repo-relative path with forward slashes. */
  path: string;
  size: number;
  /** Only this many bytes are read: a code file over the size limit (see OVERSIZE_CODE_FACTOR). */
  headBytes?: number;
}

/** Why files were left out, with counts, for the manifest's notes. */
export const SKIP_REASONS = ['secret', 'symlink', 'too-large', 'binary', 'unreadable', 'excluded', 'gitignored', 'file-limit', 'byte-limit', 'time-limit'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export type SkipCounts = Partial<Record<SkipReason, number>>;

/** Add the counts of `more` into `into`. */
export function addSkipCounts(into: SkipCounts, more: SkipCounts): void {
  for (const [reason, n] of Object.entries(more) as [SkipReason, number][]) into[reason] = (into[reason] ?? 0) + n;
}

/** Reasons that cut the walk short: the listing (and any result built on it) is partial. */
export const WALK_LIMITS = ['file-limit', 'byte-limit', 'time-limit'] as const satisfies readonly SkipReason[];

export interface Listing {
  files: ListedFile[];
  skipped: SkipCounts;
  /**
   * Package folders (`node_modules`, `bower_components`) below the root with no manifest or lockfile
   * beside them (see PACKAGE_DIR_MANIFESTS): no install wrote them, so they hold the project's own
   * packages (pouchdb's and node-red's `packages/node_modules`). Every other package folder the walk
   * enters is installed code (nikola's `npm_assets/node_modules`, kept by a `!` rule beside its package.json).
   */
  ownPackageDirs: string[];
}

/**
 * One regular expression for a list of file-name globs (only `*` is special in
 * them): one test per file instead of one per glob.
 */
function nameMatcher(globs: readonly string[]): (name: string) => boolean {
  const sources = globs.map((g) => g.split('*').map(escapeRegExp).join('.*'));
  const re = new RegExp(`^(?:${sources.join('|')})$`, 'i');
  return (name) => re.test(name);
}

const isSecretName = nameMatcher(SECRET_FILES);
const isExcludedName = nameMatcher(DEFAULT_EXCLUDED_FILES);

/**
 * Source files named for what they handle (grpc-go's `credentials/credentials.go`, a `Secrets.java`):
 * code, not a store of secrets, and what an issue about authentication needs. A literal credential
 * in one is redacted when it is read, as in any file.
 */
const CODE_NAMED_LIKE_SECRETS = /^(?:credentials|secrets)\.\w+$/i;

/** Whether a file name is one that commonly holds credentials (never read nor listed). */
export function isSecretFile(name: string): boolean {
  const file = name.slice(name.lastIndexOf('/') + 1);
  if (!isSecretName(file)) return false;
  return !CODE_NAMED_LIKE_SECRETS.test(file) || !isCodeLanguage(languageOf(file));
}

/** Largest .gitignore read; an odd, huge one is read up to here. */
const MAX_GITIGNORE_BYTES = 1_000_000;
/** How often (in directory entries) the walk looks at the clock. */
const CLOCK_EVERY = 256;

/** Walk `root` once; return the files worth indexing. */
export function listRepoFiles(root: string, options: Partial<WalkOptions> = {}): Listing {
  const opts = { ...DEFAULT_WALK_OPTIONS, ...options };
  const maxFileBytes = Math.min(opts.maxFileBytes, HARD_MAX_FILE_BYTES);
  const skipped: SkipCounts = {};
  const skip = (r: SkipReason): void => {
    skipped[r] = (skipped[r] ?? 0) + 1;
  };
  const excludedDirs = new Set<string>(DEFAULT_EXCLUDED_DIRS);
  const userExcludes = opts.excludes.map(globMatcher);
  const userIncludes = opts.includes.map(globMatcher);
  const files: ListedFile[] = [];
  const ownPackageDirs: string[] = [];
  let totalBytes = 0;
  let seen = 0;
  // Each directory's .gitignore applies to paths relative to that directory.
  const rules: { base: string; ig: Ignore }[] = [];

  /** Does `matches` hold for `rel`, relative to its folder, under the rules of some .gitignore above it? */
  const anyGitignore = (rel: string, matches: (ig: Ignore, sub: string) => boolean): boolean => {
    for (const { base, ig } of rules) {
      if (base && !rel.startsWith(base + '/')) continue;
      try {
        if (matches(ig, base ? rel.slice(base.length + 1) : rel)) return true;
      } catch {
        // A name the ignore library refuses (e.g. "..."): git would not ignore it either.
      }
    }
    return false;
  };
  // Read on the first path a rule ignores: a fresh clone holds few (what it holds is tracked).
  let tracked: TrackedPaths | null | undefined;
  /** Ignored by a .gitignore rule and not tracked: git's rules apply only to untracked files. */
  const isGitignored = (rel: string, isDir: boolean): boolean => {
    if (!anyGitignore(rel, (ig, sub) => ig.ignores(isDir ? sub + '/' : sub))) return false;
    if (tracked === undefined) tracked = readTrackedPaths(root);
    return !(isDir ? tracked?.dirs : tracked?.files)?.has(rel);
  };
  /** A folder a .gitignore's `!` rule names (node-red's `!packages/node_modules`): the project keeps it. */
  const isUnignoredDir = (rel: string): boolean => anyGitignore(rel, (ig, sub) => ig.test(sub + '/').unignored);
  /** A default-excluded folder that holds the project's own code (see OUTPUT_DIR_NAMES and PACKAGE_DIR_MANIFESTS); `ownPackage`: `isOwnPackageDir`'s answer for it. */
  const isProjectFolder = (name: string, rel: string, ownPackage: boolean): boolean => {
    if (OUTPUT_DIR_NAMES.has(name)) return holdsOwnSource(join(root, rel));
    return ownPackage || (PACKAGE_DIR_MANIFESTS.has(name) && isUnignoredDir(rel));
  };

  /** False when a limit stops the walk. */
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
      const text = readBounded(join(abs, '.gitignore'), MAX_GITIGNORE_BYTES);
      if (text === null) skip('unreadable');
      else {
        rules.push({ base: relDir, ig: compileGitignore(text) });
        pushed = true;
      }
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    // Built on the first question: a folder of many `.meta` files must not cost a scan each.
    let entryNames: Set<string> | undefined;
    const hasEntry = (name: string): boolean => (entryNames ??= new Set(entries.map((x) => x.name))).has(name);
    for (const e of entries) {
      if (++seen % CLOCK_EVERY === 0 && opts.now() > opts.deadline) {
        skip('time-limit');
        return false;
      }
      const rel = relDir ? `${relDir}/${e.name}` : e.name;
      if (e.isSymbolicLink()) {
        skip('symlink');
        continue;
      }
      if (e.isDirectory()) {
        const ownPackage = isOwnPackageDir(e.name, rel, hasEntry);
        if ((excludedDirs.has(e.name) && !isProjectFolder(e.name, rel, ownPackage)) || userExcludes.some((m) => m(rel) || m(rel + '/'))) {
          skip('excluded');
          continue;
        }
        if (isGitignored(rel, true)) {
          skip('gitignored');
          continue;
        }
        if (ownPackage) ownPackageDirs.push(rel);
        if (!walk(rel)) return false;
        continue;
      }
      // Sockets, FIFOs and devices: reading a FIFO would block forever.
      if (!e.isFile()) continue;
      if (isSecretFile(e.name)) {
        skip('secret');
        continue;
      }
      if (isExcludedName(e.name) || isAssetMetadata(e.name, hasEntry) || userExcludes.some((m) => m(rel))) {
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
        const st = lstatSync(join(root, rel));
        if (!st.isFile()) continue;
        size = st.size;
        // Counted here as unreadable, rather than later as binary when the read fails.
        accessSync(join(root, rel), constants.R_OK);
      } catch {
        skip('unreadable');
        continue;
      }
      let headBytes: number | undefined;
      if (size > maxFileBytes) {
        if (size > Math.min(OVERSIZE_CODE_FACTOR * maxFileBytes, HARD_MAX_FILE_BYTES) || !isCodeLanguage(languageOf(rel))) {
          skip('too-large');
          continue;
        }
        headBytes = maxFileBytes;
      }
      if (files.length >= opts.maxFiles) {
        skip('file-limit');
        return false;
      }
      const file: ListedFile = headBytes === undefined ? { path: rel, size } : { path: rel, size, headBytes };
      const readBytes = bytesRead(file);
      if (totalBytes + readBytes > opts.maxTotalBytes) {
        skip('byte-limit');
        return false;
      }
      totalBytes += readBytes;
      files.push(file);
    }
    if (pushed) rules.pop();
    return true;
  };
  walk('');
  return { files, skipped, ownPackageDirs };
}

/** Longest .gitignore line kept (git's own limit is the path length). */
const MAX_GITIGNORE_LINE = 4096;

/**
 * A .gitignore's rules. A line the ignore library cannot compile (it throws on the
 * first lookup, which would disable every rule of the file) is dropped alone, as git
 * drops a pattern it cannot use.
 */
function compileGitignore(text: string): Ignore {
  const lines = text.split(/\r?\n/).filter((l) => l.length <= MAX_GITIGNORE_LINE);
  const compiles = (ls: string[]): boolean => {
    try {
      ignore({ allowRelativePaths: true }).add(ls).ignores('probe/probe');
      return true;
    } catch {
      return false;
    }
  };
  return ignore({ allowRelativePaths: true }).add(compiles(lines) ? lines : lines.filter((l) => compiles([l])));
}

/** Bytes read to tell text from binary. */
const HEAD_BYTES = 8192;

/** What to do with a file, judged by its first HEAD_BYTES: read on, give nothing (null), or give nothing more (empty). */
type HeadVerdict = 'read' | 'reject' | 'empty';

/** Largest file read into the reused buffer: a file is read there and decoded, so no buffer is allocated per file. */
const SCRATCH_MAX = 1 << 20;
let scratch = Buffer.allocUnsafe(64 * 1024);

/**
 * The first `limit` bytes of a regular file as UTF-8 text (invalid sequences
 * become U+FFFD), or null when it cannot be read, is not a regular file (a
 * symlink is not followed: O_NOFOLLOW), or is larger than `limit` and `whole` is
 * set. `judgeHead` sees the first HEAD_BYTES first: unless it says 'read', the
 * rest is never read.
 */
function readBounded(abs: string, limit: number, whole = false, judgeHead?: (head: Buffer) => HeadVerdict): string | null {
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO swapped in after the walk must not block.
    fd = openSync(abs, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch {
    return null;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || (whole && st.size > limit)) return null;
    const size = Math.min(st.size, limit);
    if (size <= SCRATCH_MAX && size > scratch.length) scratch = Buffer.allocUnsafe(Math.min(SCRATCH_MAX, Math.max(size, scratch.length * 2)));
    const buf = size <= SCRATCH_MAX ? scratch.subarray(0, size) : Buffer.allocUnsafe(size);
    let read = 0;
    if (judgeHead) {
      read = fill(fd, buf, read, Math.min(buf.length, HEAD_BYTES));
      const verdict = judgeHead(buf.subarray(0, read));
      if (verdict !== 'read') return verdict === 'reject' ? null : '';
    }
    const end = fill(fd, buf, read, buf.length);
    return buf.toString('utf8', 0, end);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/** Read the file into `buf` from byte `from` up to byte `to`, or to its end; returns where reading stopped. */
function fill(fd: number, buf: Buffer, from: number, to: number): number {
  let read = from;
  while (read < to) {
    const n = readSync(fd, buf, read, to - read, read);
    if (n === 0) break;
    read += n;
  }
  return read;
}

/** Share of control bytes (other than tab, newline, carriage return, form feed, escape) above which text is binary. */
const MAX_CONTROL_SHARE = 0.1;

/** A NUL byte, or many control bytes, in the first 8 KiB: binary, whatever the extension says (a later NUL makes a prose or data file binary, see `readTextFile`). */
function isBinaryHead(head: Buffer): boolean {
  if (head.includes(0)) return true;
  let control = 0;
  for (let i = 0; i < head.length; i++) {
    const b = head[i]!;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) control++;
  }
  return head.length > 0 && control / head.length > MAX_CONTROL_SHARE;
}

/** Share of ASCII letters under which a text's head is numbers, not words (a table of measurements). */
const MIN_LETTER_SHARE = 0.1;

/** Numeric data: a head of at least 1 KiB with under 10 % letters. Measured on the benchmark trees, only tables of numbers fall under it. */
export function isNumericHead(head: Buffer): boolean {
  if (head.length < 1024) return false;
  let letters = 0;
  for (let i = 0; i < head.length; i++) {
    const lower = head[i]! | 0x20;
    if (lower >= 0x61 && lower <= 0x7a) letters++;
  }
  return letters / head.length < MIN_LETTER_SHARE;
}

/**
 * Read a listed file as text, or null when it is binary, unreadable, not a
 * regular file or over the hard size limit; with `headBytes`, only its first
 * `headBytes` are read, whatever its size. Invalid UTF-8 becomes U+FFFD; credentials are
 * replaced (see redact.ts) so they never enter the index or any output.
 * With `wordless` and a head it accepts, the text is empty and the rest is never read.
 */
export function readTextFile(root: string, path: string, headBytes?: number, wordless?: (head: Buffer) => boolean): string | null {
  const judge = (head: Buffer): HeadVerdict => (isBinaryHead(head) ? 'reject' : wordless?.(head) ? 'empty' : 'read');
  const text = headBytes === undefined ? readBounded(join(root, path), HARD_MAX_FILE_BYTES, true, judge) : readBounded(join(root, path), headBytes, false, judge);
  if (text === null) return null;
  // A NUL past the head (it has none) makes a prose or data file binary: a design file's text header (an Illustrator
  // `.ai`'s XMP) hides its streams. In a code file it is a stray byte in a comment or string (ktlint's example of
  // `git diff -z` output), and the file is read.
  if (!isCodeLanguage(languageOf(path)) && text.includes('\0')) return null;
  return redactSecrets(text);
}

/** The skipped counts as one sentence for the manifest's notes, or "" when nothing worth saying was skipped. */
export function describeSkipped(s: SkipCounts): string {
  const parts: string[] = [];
  const n = (r: SkipReason): number => s[r] ?? 0;
  if (n('secret') > 0) parts.push(`${n('secret')} that may hold secrets (never read)`);
  if (n('symlink') > 0) parts.push(`${n('symlink')} symlink(s) (never followed)`);
  if (n('too-large') > 0) parts.push(`${n('too-large')} too large`);
  if (n('binary') > 0) parts.push(`${n('binary')} binary`);
  if (n('unreadable') > 0) parts.push(`${n('unreadable')} unreadable`);
  const sentences: string[] = [];
  if (parts.length > 0) sentences.push(`Skipped files: ${parts.join(', ')}.`);
  const limits: string[] = [];
  if (n('file-limit') > 0) limits.push('the file limit');
  if (n('byte-limit') > 0) limits.push('the size limit for the whole tree');
  if (n('time-limit') > 0) limits.push('the time limit');
  if (limits.length > 0) sentences.push(`Indexing stopped at ${limits.join(' and ')}: the rest of the tree was not searched, the result is partial.`);
  return sentences.join(' ');
}

/** The manifest's note on code files over the size limit, searched on their head only (see OVERSIZE_CODE_FACTOR), or "". */
export function describeReadInPart(paths: readonly string[], headBytes: number): string {
  if (paths.length === 0) return '';
  const named = paths.slice(0, 3).join(', ') + (paths.length > 3 ? `, and ${paths.length - 3} more` : '');
  return `${paths.length} code file(s) over maxFileBytes searched on their first ${headBytes} bytes only: ${named}.`;
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

/**
 * One matcher for many globs: does a path match any of them? REFINE excludes
 * thousands of exact paths, so plain paths and bare names (which `normalizeGlob`
 * would turn into globs meaning "this path" and "this component anywhere") are
 * looked up in sets; only real globs go through minimatch.
 */
export function anyGlobMatcher(globs: readonly string[]): (path: string) => boolean {
  const exact = new Set<string>();
  const names = new Set<string>();
  const patterns: ((path: string) => boolean)[] = [];
  for (const g of globs) {
    if (/[*?[\]{}\\]|[!?+*@]\(|^[!#]|^\.\//.test(g)) patterns.push(globMatcher(g));
    else if (g.includes('/')) exact.add(g);
    else names.add(g);
  }
  return (path) => exact.has(path) || (names.size > 0 && path.split('/').some((c) => names.has(c))) || patterns.some((match) => match(path));
}
