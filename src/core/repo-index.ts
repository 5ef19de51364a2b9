/**
 * The in-memory index every cycle reuses: the tree is walked, read and
 * tokenized once. Holds postings per field (body, path, definitions), the names
 * each file defines, and the import graph resolved to files.
 */
import { extractDefinitions, extractImports, isTestPath, languageOf, type Language } from './code-facts.js';
import { listRepoFiles, readTextFile, type SkipCounts, type WalkOptions } from './repo-files.js';
import { forEachNonAsciiTerm, splitIdentifier, stem } from './tokenize.js';
import { aliasCandidates, readTsPaths, type TsPaths } from './ts-paths.js';

export interface IndexedFile {
  path: string;
  size: number;
  lang: Language;
  isTest: boolean;
  /** Number of body terms (document length for BM25). */
  length: number;
  /** Names the file defines, as written. */
  defs: string[];
  /** Files this file imports (ids into `RepoIndex.files`). */
  imports: number[];
  /** Imported module specifiers that resolve to no file in the repo but look project-internal. */
  unresolvedImports: string[];
  /** Which of the task's phrases occur in the file (indexes into the phrase list). */
  phraseHits: number[];
}

export interface Postings {
  files: number[];
  tfs: number[];
}

export interface RepoIndex {
  root: string;
  files: IndexedFile[];
  /** Body postings by term. */
  body: Map<string, Postings>;
  /** Files whose path contains the term (directory or file name sub-words, stemmed). */
  pathTerms: Map<string, number[]>;
  /** Files whose file name (without extension) contains the term. */
  nameTerms: Map<string, number[]>;
  /** Files defining a name that contains the term. */
  defTerms: Map<string, number[]>;
  /** Files defining exactly this name (lower-cased). */
  defNames: Map<string, number[]>;
  /** Files importing each file (reverse of `imports`). */
  importedBy: number[][];
  /** Path (without extension) suffixes -> files, for resolving mentions and imports. */
  pathSuffixes: Map<string, number[]>;
  /** File names as a task would write them (see `nameKey`) -> files. */
  nameKeys: Map<string, number[]>;
  /** Each indexed file's id by its path. */
  idOfPath: Map<string, number>;
  avgLength: number;
  totalBytes: number;
  skipped: SkipCounts;
}

export interface IndexOptions extends WalkOptions {
  /** Phrases to look for while each file is in memory (lower-cased match). */
  phrases: readonly string[];
}

/** Terms of an identifier, memoized: identifiers repeat across a codebase far more than they vary. */
const identifierTerms = new Map<string, string[]>();
function termsOfIdentifier(match: string): string[] {
  let terms = identifierTerms.get(match);
  if (terms === undefined) {
    const id = detach(match);
    const words = splitIdentifier(id).filter((w) => w.length >= 2 && w.length <= 40);
    terms = words.map(stem);
    if (words.length > 1) terms.push(id.toLowerCase().replace(/^[_$]+/, ''));
    if (identifierTerms.size > 400_000) identifierTerms.clear();
    identifierTerms.set(id, terms);
  }
  return terms;
}

/** Identifiers of paths and file names (file bodies go through `forEachIdentifier`). */
const IDENTIFIER = /[A-Za-z_$][A-Za-z0-9_$]+/g;
/** Longer runs are base64 blobs, hashes or minified code: noise that would swamp the index. */
const MAX_IDENTIFIER = 64;
/** 200+ characters without a space: an embedded image, a data URI, a minified line. Not words. */
const MAX_CHUNK = 199;

/**
 * Each identifier (`[A-Za-z_$][A-Za-z0-9_$]+`, at most 64 characters) of the text,
 * in order, outside space-free runs longer than MAX_CHUNK. A hand-written scan:
 * the index's hottest loop, where regex match objects and a blob-free copy of
 * every file cost a third of the indexing time.
 */
export function forEachIdentifier(text: string, emit: (identifier: string) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    const start = i;
    while (i < n && !isSpace(text.charCodeAt(i))) i++;
    if (i - start > MAX_CHUNK) continue;
    for (let j = start; j < i; ) {
      if (!isIdentifierStart(text.charCodeAt(j))) {
        j++;
        continue;
      }
      let k = j + 1;
      while (k < i && isIdentifierPart(text.charCodeAt(k))) k++;
      if (k - j >= 2 && k - j <= MAX_IDENTIFIER) emit(text.slice(j, k));
      j = k;
    }
  }
}

function isIdentifierStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 36;
}
function isIdentifierPart(c: number): boolean {
  return isIdentifierStart(c) || (c >= 48 && c <= 57);
}
/** JavaScript's `\s`: ASCII and Unicode spaces, line terminators, BOM. */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * A copy of a substring that does not keep its source alive. V8 represents a
 * substring of 13+ characters as a view into the whole string, so a name cut
 * from a file and kept in the index (a term, a definition, an import) would
 * keep the whole file's text in memory: with this copy, each file's text can
 * be collected once the file is indexed.
 */
function detach(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1);
}

function addPosting(map: Map<string, number[]>, term: string, id: number): void {
  const list = map.get(term);
  if (list === undefined) map.set(term, [id]);
  else if (list[list.length - 1] !== id) list.push(id);
}

/** Path without its extension: `src/a/b.py` -> `src/a/b`. */
export function stripExtension(path: string): string {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? path.slice(0, dot) : path;
}

/** Walk, read and tokenize the repository once. */
export function buildIndex(root: string, options: Partial<IndexOptions> = {}): RepoIndex {
  const listing = listRepoFiles(root, options);
  const phrases = (options.phrases ?? []).map((p) => p.toLowerCase());
  const files: IndexedFile[] = [];
  const body = new Map<string, Postings>();
  const pathTerms = new Map<string, number[]>();
  const nameTerms = new Map<string, number[]>();
  const defTerms = new Map<string, number[]>();
  const defNames = new Map<string, number[]>();
  const nameKeys = new Map<string, number[]>();
  const idOfPath = new Map<string, number>();
  const rawImports: string[][] = [];
  const skipped: SkipCounts = { ...listing.skipped };
  let totalLength = 0;
  let totalBytes = 0;

  const now = options.now ?? (() => performance.now());
  const deadline = options.deadline ?? Number.POSITIVE_INFINITY;
  for (const [i, listed] of listing.files.entries()) {
    // Reading is most of the time on a large tree: the time limit holds here too.
    if (i % 256 === 255 && now() > deadline) {
      skipped['time-limit'] = (skipped['time-limit'] ?? 0) + listing.files.length - i;
      break;
    }
    const text = readTextFile(root, listed.path);
    if (text === null) {
      skipped.binary = (skipped.binary ?? 0) + 1;
      continue;
    }
    const id = files.length;
    const lang = languageOf(listed.path);
    const tf = new Map<string, number>();
    let length = 0;
    const count = (t: string): void => {
      tf.set(t, (tf.get(t) ?? 0) + 1);
      length++;
    };
    forEachIdentifier(text, (identifier) => {
      for (const t of termsOfIdentifier(identifier)) count(t);
    });
    forEachNonAsciiTerm(text, count);
    for (const [t, n] of tf) {
      const p = body.get(t);
      if (p === undefined) body.set(t, { files: [id], tfs: [n] });
      else {
        p.files.push(id);
        p.tfs.push(n);
      }
    }
    const fileName = stripExtension(listed.path.slice(listed.path.lastIndexOf('/') + 1));
    for (const m of listed.path.matchAll(IDENTIFIER)) for (const t of termsOfIdentifier(m[0])) addPosting(pathTerms, t, id);
    for (const m of fileName.matchAll(IDENTIFIER)) {
      for (const t of termsOfIdentifier(m[0])) addPosting(nameTerms, t, id);
    }
    addPosting(nameKeys, nameKey(fileName), id);
    idOfPath.set(listed.path, id);
    const defs = lang === 'doc' || lang === 'other' ? [] : extractDefinitions(text, lang).map(detach);
    for (const d of defs) {
      addPosting(defNames, d.toLowerCase(), id);
      for (const t of termsOfIdentifier(d)) addPosting(defTerms, t, id);
    }
    let phraseHits: number[] = [];
    if (phrases.length > 0) {
      const lower = text.toLowerCase();
      phraseHits = phrases.flatMap((p, i) => (lower.includes(p) ? [i] : []));
    }
    rawImports.push(lang === 'doc' || lang === 'other' ? [] : extractImports(text, lang).map(detach));
    files.push({ path: listed.path, size: listed.size, lang, isTest: isTestPath(listed.path), length, defs, imports: [], unresolvedImports: [], phraseHits });
    totalLength += length;
    totalBytes += listed.size;
  }

  const pathSuffixes = buildSuffixMap(files);
  const tsPaths = readTsPaths(root);
  const importedBy: number[][] = files.map(() => []);
  files.forEach((f, id) => {
    const resolved = new Set<number>();
    for (const spec of rawImports[id]!) {
      const target = resolveImport(spec, f, pathSuffixes, files, tsPaths);
      if (target === undefined) {
        if (isRelativeSpecifier(spec, f.lang)) f.unresolvedImports.push(spec);
      } else if (target !== id) resolved.add(target);
    }
    f.imports = [...resolved].sort((a, b) => a - b);
    for (const t of f.imports) importedBy[t]!.push(id);
  });

  return {
    root,
    files,
    body,
    pathTerms,
    nameTerms,
    defTerms,
    defNames,
    importedBy,
    pathSuffixes,
    nameKeys,
    idOfPath,
    avgLength: files.length > 0 ? totalLength / files.length : 1,
    totalBytes,
    skipped,
  };
}

/** A file or symbol name with case and separators dropped: `keep-alive`, `KeepAlive` and `keep_alive` meet. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[-_.]/g, '');
}

/** Every suffix of every path (without extension, by whole components) -> files. */
function buildSuffixMap(files: IndexedFile[]): Map<string, number[]> {
  const map = new Map<string, number[]>();
  files.forEach((f, id) => {
    const parts = stripExtension(f.path).split('/');
    for (let i = parts.length - 1; i >= 0; i--) addPosting(map, parts.slice(i).join('/'), id);
  });
  return map;
}

/** Files whose path ends with `suffix` (by whole components, extension optional). */
export function filesBySuffix(index: Pick<RepoIndex, 'pathSuffixes' | 'files'>, suffix: string): number[] {
  const clean = suffix.replace(/^\/+|\/+$/g, '');
  const exact = index.pathSuffixes.get(stripExtension(clean)) ?? [];
  if (!/\.\w+$/.test(clean)) return exact;
  // With an extension given, keep files that have it (a `.py` mention never means the `.pyi`).
  return exact.filter((id) => index.files[id]!.path.endsWith(clean));
}

function isRelativeSpecifier(spec: string, lang: Language): boolean {
  return spec.startsWith('.') && (lang === 'js' || lang === 'python' || lang === 'ruby');
}

function dirOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

function joinPath(dir: string, rel: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const seg of rel.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') parts.pop();
    else parts.push(seg);
  }
  return parts.join('/');
}

/** Choose among same-suffix files the one closest to the importer (longest shared directory prefix). */
function closest(ids: number[], from: IndexedFile, files: IndexedFile[]): number | undefined {
  let best: number | undefined;
  let bestShared = -1;
  for (const id of ids) {
    const p = files[id]!.path;
    let shared = 0;
    while (shared < p.length && p[shared] === from.path[shared]) shared++;
    if (shared > bestShared) {
      bestShared = shared;
      best = id;
    }
  }
  return best;
}

function resolveImport(spec: string, from: IndexedFile, suffixes: Map<string, number[]>, files: IndexedFile[], tsPaths: TsPaths): number | undefined {
  const lookup = (key: string): number | undefined => {
    const ids = suffixes.get(key);
    return ids && ids.length > 0 ? closest(ids, from, files) : undefined;
  };
  const exactPath = (key: string): number | undefined => suffixes.get(key)?.find((id) => stripExtension(files[id]!.path) === key);
  switch (from.lang) {
    case 'js': {
      if (!spec.startsWith('.')) {
        // tsconfig `paths` / `baseUrl`: `@/auth/tokens` -> `src/auth/tokens`.
        for (const c of aliasCandidates(spec, tsPaths)) {
          const target = exactPath(stripExtension(c)) ?? exactPath(`${c}/index`);
          if (target !== undefined) return target;
        }
        return undefined;
      }
      const target = stripExtension(joinPath(dirOf(from.path), spec));
      return exactPath(target) ?? exactPath(`${target}/index`);
    }
    case 'python': {
      let modPath: string;
      if (spec.startsWith('.')) {
        const dots = spec.match(/^\.+/)![0].length;
        let dir = dirOf(from.path);
        for (let i = 1; i < dots; i++) dir = dirOf(dir);
        modPath = joinPath(dir, spec.slice(dots).replace(/\./g, '/'));
        return exactPath(modPath) ?? exactPath(`${modPath}/__init__`);
      }
      modPath = spec.replace(/\./g, '/');
      return lookup(modPath) ?? lookup(`${modPath}/__init__`);
    }
    case 'java':
      return lookup(spec.replace(/\./g, '/'));
    case 'ruby':
    case 'c':
    case 'php':
      return spec.startsWith('.') ? exactPath(stripExtension(joinPath(dirOf(from.path), spec))) : lookup(stripExtension(spec.replace(/\\/g, '/')));
    case 'rust':
      return undefined;
    default:
      return undefined;
  }
}
