/**
 * DISPATCH: the query against the index -> candidate files with the evidence
 * that made them candidates. No scoring policy here beyond BM25 per field;
 * EVALUATE weighs the evidence.
 */
import { isAuxiliaryPath } from './auxiliary-paths.js';
import { DECLARATION_FILE, isCodeLanguage } from './code-facts.js';
import { filesOfLocales } from './locales.js';
import { platformOfPath } from './platforms.js';
import { normalizeName } from './project-names.js';
import { filesBySuffix, stripExtension, type RepoIndex } from './repo-index.js';
import { anyGlobMatcher, globMatcher } from './repo-files.js';
import { nameKey, termsOf } from './tokenize.js';
import type { Query } from './types.js';

/** BM25 parameters for the body field (Robertson & Zaragoza 2009). */
export interface Bm25Params {
  /** Term-frequency saturation. @default 1.2 */
  k1: number;
  /** Length normalization, 0 (none) to 1 (full). @default 0.5 — source files vary in length far more than prose. */
  b: number;
}
export const DEFAULT_BM25: Bm25Params = { k1: 1.2, b: 0.5 };

export interface Evidence {
  id: number;
  /** BM25 over the file body. */
  body: number;
  /** Best passage's coverage of the query (see passages.ts); 0 until scored. */
  passage: number;
  /** The query terms that passage holds. */
  passageTerms: string[];
  /** Weighted idf of query terms in the file's path / file name / definitions. */
  path: number;
  name: number;
  defs: number;
  /** Query terms that matched, strongest first (for the reason). */
  matchedTerms: string[];
  /** Query identifiers this file defines, as written. */
  definedIdentifiers: string[];
  /** Those of them the task's title names. */
  titleDefinitions: string[];
  /** Query identifiers the file is named after (`no-var` -> `no-var.js`, `KeepAlive` -> `KeepAlive.ts`). */
  namedAfter: string[];
  /** How many path components of a mentioned path the file's path matched (0 = not mentioned). */
  mentionDepth: number;
  mentioned: string | undefined;
  /** A path the task writes outside its stack frames names the file. */
  namedOutsideFrames: boolean;
  /** The file holds the innermost stack frame of the task inside the repository: where the error was raised. */
  innermostFrame: boolean;
  phraseHits: number;
  patternHits: string[];
  focusHits: string[];
  /**
   * Code around the product (see auxiliary-paths.ts), unless the task's title names it: its auxiliary folder
   * (`examples/` for "fix(examples)", a package's `tools/` for "tools: …") or the file itself
   * (`scripts/tools/fix-header.py` for "fix-header: add --dry-run").
   */
  auxiliary: boolean;
  /** A declaration file (`.d.ts`, `.pyi`) of a task about the type declarations. */
  typeDeclaration: boolean;
  /** The file is, or sits in a folder, named as the title's scope (`fix(router)`, `globset:`). */
  inTitleScope: boolean;
  /** A translation into a language the task names (`locale/de/…` for "German"). */
  inNamedLocale: boolean;
  /** The platform the task names that the file is written for (`codec_linux.c` for "Linux"), if any. */
  namedPlatform: string | undefined;
  /** A declaration file (`.d.ts`, `.pyi`) of a task whose title says nothing of types: it ranks behind the code it declares (evaluate.ts). */
  declaresTheCode: boolean;
}

/** Most files a task identifier may name by file name before it stops counting as a mention. */
const MAX_NAMESAKES = 3;

/** idf of a term found in `df` of `n` documents (BM25's, floored at a small positive value). */
export function idf(df: number, n: number): number {
  return Math.max(0.05, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
}

/**
 * The files a mentioned path names: the longest suffix of it (by whole components)
 * that names 1 to 20 files, with how many components matched. `certain` unless only
 * the file name matched a path that gives its folder too: a library's `click/core.py`
 * is not the project's `core.py`.
 */
function filesOfMention(index: RepoIndex, mention: string): { ids: number[]; depth: number; certain: boolean } | undefined {
  const parts = mention.split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    const suffix = parts.slice(i).join('/');
    let ids = filesBySuffix(index, suffix);
    if (ids.length === 0) ids = entryFilesOf(index, suffix);
    if (ids.length === 0 || ids.length > 20) continue;
    const depth = parts.length - i;
    return { ids, depth, certain: depth >= Math.min(2, parts.length) };
  }
  return undefined;
}

/**
 * The source files holding the innermost stack frame inside the project: the callers' script and
 * the framework are outermost, and the error is most often fixed where it was raised. A frame of a
 * built bundle (a browser's `customParse.js:1:412`) may name no file here; when no frame does, a
 * bare file name finds the module named like it (`src/plugin/customParse.ts`).
 */
function innermostFrameFiles(index: RepoIndex, frames: readonly string[]): number[] {
  const sourcesOf = (ids: readonly number[]): number[] => ids.filter((id) => !index.files[id]!.isTest);
  for (const frame of frames.map((f) => framedInProject(index, f)).filter((f) => f !== undefined)) {
    const found = filesOfMention(index, frame);
    if (found === undefined || !found.certain) continue;
    const sources = sourcesOf(found.ids);
    if (sources.length > 0) return sources.length <= MAX_NAMESAKES ? sources : [];
  }
  for (const frame of frames) {
    if (frame.includes('/')) continue;
    const key = nameKey(stripExtension(frame));
    if (key.length < 4) continue;
    const sources = sourcesOf(index.nameKeys.get(key) ?? []).filter((id) => isCodeLanguage(index.files[id]!.lang) && !DECLARATION_FILE.test(index.files[id]!.path));
    if (sources.length > 0) return sources.length <= MAX_NAMESAKES ? sources : [];
  }
  return [];
}

/**
 * Where package managers put a dependency's files, as frames name them: npm's `node_modules/<package>/`,
 * Composer's `vendor/<vendor>/<package>/`, a gem's `gems/<name>-<version>/`, Mix's `deps/<app>/`, Julia's
 * `.julia/packages/<name>/<slug>/` and `.julia/dev/<name>/`, a Dart package's `package:<name>/` (a path
 * inside its `lib/`). Each gives the package's name, then the path inside it: the innermost package's,
 * where one sits inside another (`node_modules/a/node_modules/b/…` is b's).
 */
const DEPENDENCY_FOLDERS: readonly (readonly [RegExp, string])[] = [
  [/^(?:.*\/)?node_modules\/(?:@[^/]+\/)?([^/]+)\/(.+)$/, ''],
  [/^(?:.*\/)?vendor\/[^/]+\/([^/]+)\/(.+\.php)$/, ''],
  [/^(?:.*\/)?gems\/([\w.-]+?)-(?:\d[\w.-]*|[0-9a-f]{7,40})\/(.+)$/, ''],
  [/^(?:.*\/)?deps\/(\w+)\/(.+\.exs?)$/, ''],
  [/^(?:.*\/)?\.julia\/packages\/(\w+)\/\w+\/(.+)$/, ''],
  [/^(?:.*\/)?\.julia\/dev\/(\w+)\/(.+)$/, ''],
  [/^package:(\w+)\/(.+)$/, 'lib/'],
];

/**
 * A frame's path in the project's terms: a frame inside a dependency is the project's own code when
 * the package is the project (`node_modules/dayjs/plugin/utc.js` in dayjs), or one of its packages
 * kept in a folder of that name (a monorepo's `dio/lib/…`); any other dependency's frame is none of the project's.
 */
function framedInProject(index: RepoIndex, frame: string): string | undefined {
  for (const [folder, base] of DEPENDENCY_FOLDERS) {
    const m = folder.exec(frame);
    if (!m) continue;
    const name = m[1]!;
    const inside = base + m[2]!;
    const key = normalizeName(name);
    if (key !== undefined && index.packageNames.has(key)) return inside;
    return filesBySuffix(index, `${name}/${inside}`).length > 0 ? `${name}/${inside}` : undefined;
  }
  return frame;
}

/** A module's entry file by the module's file name: `plugin/utc.js` is also `plugin/utc/index.js`, `a/b.py` `a/b/__init__.py`, `a/b.rs` `a/b/mod.rs`. */
const ENTRY_OF_EXTENSION = new Map(Object.entries({ js: 'index', mjs: 'index', cjs: 'index', jsx: 'index', ts: 'index', mts: 'index', cts: 'index', tsx: 'index', py: '__init__', rs: 'mod' }));
function entryFilesOf(index: RepoIndex, suffix: string): number[] {
  const ext = /\.(\w+)$/.exec(suffix)?.[1];
  const entry = ext === undefined ? undefined : ENTRY_OF_EXTENSION.get(ext);
  return entry === undefined ? [] : filesBySuffix(index, `${stripExtension(suffix)}/${entry}`).filter((id) => isCodeLanguage(index.files[id]!.lang));
}

/** Candidate files for a query, each with its evidence. Excluded paths never appear. */
export function dispatch(index: RepoIndex, query: Query, params: Bm25Params = DEFAULT_BM25): Map<number, Evidence> {
  const n = index.files.length;
  const out = new Map<number, Evidence>();
  const excluded = new Set<number>();
  if (query.excludes.length > 0) {
    const isExcluded = anyGlobMatcher(query.excludes);
    index.files.forEach((f, id) => {
      if (isExcluded(f.path)) excluded.add(id);
    });
  }
  const namedLocales = new Set(query.locales.length === 0 ? [] : filesOfLocales(index.files.map((f) => f.path), query.locales));
  const get = (id: number): Evidence | undefined => {
    if (excluded.has(id)) return undefined;
    let e = out.get(id);
    if (e === undefined) {
      const path = index.files[id]!.path;
      const declaration = DECLARATION_FILE.test(path);
      const inTitleScope = query.titleScope !== null && isInScope(path, query.titleScope);
      e = { id, body: 0, passage: 0, passageTerms: [], path: 0, name: 0, defs: 0, matchedTerms: [], definedIdentifiers: [], titleDefinitions: [], namedAfter: [], mentionDepth: 0, mentioned: undefined, namedOutsideFrames: false, innermostFrame: false, phraseHits: 0, patternHits: [], focusHits: [], auxiliary: isAuxiliaryForTask(path, query, inTitleScope, index.ownPackageDirs), typeDeclaration: query.aboutTypeDeclarations && declaration, inTitleScope, inNamedLocale: namedLocales.has(id), namedPlatform: platformOfPath(path, query.platforms), declaresTheCode: declaration && !query.titleMentionsTypes && !query.aboutTypeDeclarations };
      out.set(id, e);
    }
    return e;
  };
  /** The file is named in the task, by `depth` trailing parts of its path (`written`: outside a stack trace, as its own). */
  const markMentioned = (id: number, mention: string, depth: number, written: boolean): void => {
    const e = get(id);
    if (!e) return;
    if (written) e.namedOutsideFrames = true;
    if (depth > e.mentionDepth) {
      e.mentionDepth = depth;
      e.mentioned = mention;
    }
  };

  // The project's name is in most issues: its path, file and definition matches point at everything, or at its entry file.
  const ownNames = new Set([...index.projectNames].map(nameKey));
  const ownTerms = new Set([...index.projectNames].flatMap((n) => {
    const terms = termsOf(n);
    return terms.length === 1 ? terms : [];
  }));
  for (const { term, weight, taught } of query.keywords) {
    const teachers = taught && new Set(taught.paths.map((path) => index.idOfPath.get(path)));
    const teacherWeight = taught?.weight ?? weight;
    const weightFor = (id: number): number => (teachers?.has(id) ? teacherWeight : weight);
    const p = index.body.get(term);
    if (p !== undefined) {
      const termIdf = idf(p.files.length, n);
      for (let i = 0; i < p.files.length; i++) {
        const id = p.files[i]!;
        const e = get(id);
        if (!e) continue;
        const tf = p.tfs[i]!;
        const norm = 1 - params.b + (params.b * index.files[id]!.length) / index.avgLength;
        e.body += (weightFor(id) * termIdf * tf * (params.k1 + 1)) / (tf + params.k1 * norm);
        if (e.matchedTerms.length < 12) e.matchedTerms.push(term);
      }
    }
    if (ownTerms.has(term)) continue;
    for (const [map, field] of [[index.pathTerms, 'path'], [index.nameTerms, 'name'], [index.defTerms, 'defs']] as const) {
      const ids = map.get(term);
      if (!ids) continue;
      const fieldIdf = idf(ids.length, n);
      for (const id of ids) {
        const e = get(id);
        if (e) e[field] += weightFor(id) * fieldIdf;
      }
    }
  }

  // A module path the prose writes to a file's own name (`cherrypy.lib.cptools`) is that file's path, written with dots,
  // and says which of the files sharing its last name (`_cptools.py`, `lib/cptools.py`) it means.
  const writtenModules = query.modulePaths.flatMap((path) => {
    const ids = filesBySuffix(index, path);
    return ids.length > 0 && ids.length <= MAX_NAMESAKES ? [{ path, ids }] : [];
  });
  const meantByName = new Map<string, Set<number>>();
  for (const { path, ids } of writtenModules) {
    const parts = path.split('/');
    const key = nameKey(parts.at(-1)!);
    meantByName.set(key, new Set([...(meantByName.get(key) ?? []), ...ids]));
    for (const id of ids) markMentioned(id, parts.join('.'), parts.length, true);
  }
  const inTitle = new Set(query.titleIdentifiers);
  for (const ident of query.identifiers) {
    if (ownNames.has(nameKey(ident))) continue;
    const { name, ids } = definitionsOf(index, ident);
    if (ids && ids.length <= 50) {
      const titled = inTitle.has(ident);
      for (const id of ids) {
        const e = get(id);
        if (!e) continue;
        e.definedIdentifiers.push(name);
        if (titled) e.titleDefinitions.push(name);
      }
    }
    const key = nameKey(ident);
    const named = key.length >= 4 ? index.nameKeys.get(key) : undefined;
    // A name many source files share (index, utils) says little about which one is meant;
    // a rule's docs and tests sharing its name do not make it ambiguous.
    const sources = named?.filter((id) => !index.files[id]!.isTest && index.files[id]!.lang !== 'doc').length ?? 0;
    const meant = meantByName.get(key);
    if (named && sources <= MAX_NAMESAKES) for (const id of named) if (!meant || meant.has(id)) get(id)?.namedAfter.push(ident);
  }
  for (const focus of query.focusAreas) {
    // A file's path (an import gap) names that file; a symbol's name (`mod.func`, `Type::method`), whoever defines its last part.
    if (!index.idOfPath.has(focus)) {
      const name = focus.split(/[./:]/).pop()!.toLowerCase();
      for (const id of index.defNames.get(name) ?? []) get(id)?.focusHits.push(focus);
    }
    for (const id of filesBySuffix(index, focus)) get(id)?.focusHits.push(focus);
  }

  const frames = new Set(query.frames);
  for (const mention of query.mentionedPaths) {
    const found = filesOfMention(index, mention);
    if (found === undefined) continue;
    // A path that names a handful of files points at them; `__init__.py` naming every package does not.
    const written = !frames.has(mention) && found.certain && found.ids.length <= MAX_NAMESAKES;
    for (const id of found.ids) markMentioned(id, mention, found.depth, written);
  }
  for (const id of innermostFrameFiles(index, query.frames)) {
    const e = get(id);
    if (e) e.innermostFrame = true;
  }

  if (query.phrases.length > 0) {
    index.files.forEach((f, id) => {
      if (f.phraseHits.length > 0) {
        const e = get(id);
        if (e) e.phraseHits = f.phraseHits.length;
      }
    });
  }

  for (const pattern of query.patterns) {
    // A module path named in the task is evidence; a learned folder glob only widens the candidate set.
    const isGlob = pattern.includes('*');
    for (const id of filesForPattern(index, pattern)) {
      const e = get(id);
      if (e && !isGlob) e.patternHits.push(pattern);
    }
  }
  return out;
}

/**
 * The file or one of its folders is named as the scope, by name key, or a folder ends with it
 * after a separator (the workspace crate `clap_mangen/` for `fix(mangen)`).
 */
function isInScope(path: string, scope: string): boolean {
  const parts = path.split('/');
  if (nameKey(stripExtension(parts.pop()!)) === scope) return true;
  return parts.some((folder) => namesScope(folder, scope));
}

function namesScope(folder: string, scope: string): boolean {
  return nameKey(folder) === scope || folder.toLowerCase().split(/[-_.]/).pop() === scope;
}

/**
 * Auxiliary code the title does not name. Only the title's scope itself lifts it, not a folder
 * above the auxiliary one: "fix(db): …" is not about `db/migrations/`, whose scripts stay auxiliary.
 */
function isAuxiliaryForTask(path: string, query: Query, inTitleScope: boolean, ownPackageDirs: readonly string[]): boolean {
  if (!isAuxiliaryPath(path, query.auxiliaryScopes, ownPackageDirs)) return false;
  if (!inTitleScope) return true;
  const scope = query.titleScope!;
  const folders = path.split('/');
  const file = folders.pop()!;
  if (nameKey(stripExtension(file)) === scope) return false;
  return isAuxiliaryPath([...folders.filter((folder) => !namesScope(folder, scope)), file].join('/'), query.auxiliaryScopes, ownPackageDirs);
}

/**
 * Files defining a task identifier. A name with a version suffix that nothing defines
 * (`PersonName3`, `Matrix2`: the reporter's older release) falls back to the name
 * without it, when that is a definition here.
 */
function definitionsOf(index: RepoIndex, ident: string): { name: string; ids: number[] | undefined } {
  const ids = index.defNames.get(ident.toLowerCase());
  if (ids !== undefined || !/[A-Za-z]\d+$/.test(ident)) return { name: ident, ids };
  const base = ident.replace(/\d+$/, '');
  return base.length >= 4 ? { name: base, ids: index.defNames.get(base.toLowerCase()) } : { name: ident, ids: undefined };
}

/**
 * Files a pattern points at. A glob matches paths; a module path (`a/b/c`, from
 * `a.b.c` in the task) matches by suffix, dropping trailing components (which may
 * name a class or function) until something matches.
 */
export function filesForPattern(index: RepoIndex, pattern: string): number[] {
  if (pattern.includes('*')) {
    const match = globMatcher(pattern);
    return index.files.flatMap((f, id) => (match(f.path) ? [id] : []));
  }
  const parts = pattern.split('/');
  for (let k = parts.length; k >= 2; k--) {
    const prefix = parts.slice(0, k).join('/');
    const ids = [...filesBySuffix(index, prefix), ...filesBySuffix(index, `${prefix}/__init__`), ...filesBySuffix(index, `${prefix}/index`)];
    if (ids.length > 0) return ids.length <= 20 ? ids : [];
  }
  return [];
}
