/**
 * EVALUATE: evidence -> a calibrated relevance in [0, 1], a reason, and the
 * context each file still misses. Weights live in one documented constant.
 */
import { isAuxiliaryPath } from './auxiliary-paths.js';
import { C_SOURCE, DECLARATION_FILE } from './code-facts.js';
import { idf, type Evidence } from './dispatch.js';
import { baseName, type RepoIndex } from './repo-index.js';
import type { Evaluation, WeightedTerm } from './types.js';

export interface ScoringWeights {
  /** Per weighted-idf unit of a query term in the file's directory path. @default 1.0 */
  path: number;
  /** Per weighted-idf unit of a query term in the file name itself. @default 2.0 */
  name: number;
  /** Per weighted-idf unit of a query term inside a name the file defines. @default 1.0 */
  defs: number;
  /** Per query identifier the file defines exactly, times that definition's idf. @default 2.0 */
  identifierDefinition: number;
  /** Added per defined identifier the task's title names (its subject), times that definition's idf. @default 1.0 */
  titleDefinition: number;
  /** Per task identifier the file is named after. @default 18 */
  namedAfter: number;
  /** Per path component of a task-mentioned path (or stack frame) the file's path ends with. @default 10 */
  mention: number;
  /** Per task phrase (error message) found verbatim in the file. @default 8 */
  phrase: number;
  /** Per module path (`a.b.c` in the task) that points at the file. @default 6 */
  pattern: number;
  /** Per focus area (a missing module or symbol) the file provides. @default 4 */
  focus: number;
  /** Per unit of the best passage's query coverage (see passages.ts). @default 3 */
  passage: number;
  /** Share added to the whole score of a file the task names outside its stack frames. @default 0.2 */
  mentionShare: number;
  /** Share added to the whole score of a file providing a focus area (REFINE's gaps). @default 0.1 */
  focusShare: number;
  /** Share added to the whole score of a declaration file (`.d.ts`, `.pyi`) when the task is about the type declarations. @default 0.5 */
  declarationShare: number;
  /** Share added to the whole score of the file holding the task's innermost stack frame in the repository (failing one, its first compiler error). @default 0.75 */
  innermostFrame: number;
  /** Share added to the whole score of a file in the module the title's scope names (`fix(router): …`, `globset: …`). @default 0.5 (0.25 until session 49) */
  titleScope: number;
  /** Share added to the whole score of a translation into a language the task names (`locale/de.js` for "German"). @default 0.5 */
  localeShare: number;
  /** Share added to the whole score of a file written for a platform the task names (`codec_linux.c` for "Codec (Linux): …"). @default 0.2 */
  platformShare: number;
  /** Share of an importing or imported high-scoring neighbour's score a file receives. @default 0.15 */
  graph: number;
  /** Multiplier for documentation and data files (Markdown, JSON, YAML...). @default 0.3 */
  docPrior: number;
  /** Multiplier for code under example, demo, playground, website, benchmark, script and tool folders, for vendored libraries and for compiled or generated output. @default 0.5 */
  auxiliaryPrior: number;
  /** Multiplier for a file named for an error type (`ProcessFailedException.php`, `FluentError.swift`) the task does not name. @default 0.8 */
  errorTypePrior: number;
  /** Multiplier for a C, C++ or Objective-C header (`.h`, `.hh`, `.hpp`) the task does not name, outside a header-only library. @default 0.9 */
  headerPrior: number;
  /** Multiplier for a Ruby library's loader, `lib/<name>.rb` beside its folder `lib/<name>/`, the task does not name. @default 0.9 */
  loaderPrior: number;
}

export const DEFAULT_WEIGHTS: ScoringWeights = {
  path: 1,
  name: 2,
  defs: 1,
  identifierDefinition: 2,
  titleDefinition: 1,
  namedAfter: 18,
  mention: 10,
  phrase: 8,
  pattern: 6,
  focus: 4,
  passage: 3,
  mentionShare: 0.2,
  focusShare: 0.1,
  declarationShare: 0.5,
  innermostFrame: 0.75,
  titleScope: 0.5,
  localeShare: 0.5,
  platformShare: 0.2,
  graph: 0.15,
  docPrior: 0.3,
  auxiliaryPrior: 0.5,
  errorTypePrior: 0.8,
  headerPrior: 0.9,
  loaderPrior: 0.9,
};

/** How many top files spread score to their import neighbours. */
const GRAPH_SEEDS = 10;

/** Raw score of one file's evidence (before graph propagation). */
export function scoreEvidence(e: Evidence, index: Pick<RepoIndex, 'files' | 'defNames'>, w: ScoringWeights = DEFAULT_WEIGHTS): number {
  const n = index.files.length;
  let s = e.body + w.passage * e.passage + w.path * e.path + w.name * e.name + w.defs * e.defs;
  const definitionIdf = (ident: string): number => idf(index.defNames.get(ident.toLowerCase())?.length ?? 1, n);
  for (const ident of e.definedIdentifiers) s += w.identifierDefinition * definitionIdf(ident);
  for (const ident of e.titleDefinitions) s += w.titleDefinition * definitionIdf(ident);
  s += w.namedAfter * e.namedAfter.length + w.mention * e.mentionDepth + w.phrase * e.phraseHits + w.pattern * e.patternHits.length + w.focus * e.focusHits.length;
  // A share of the file's own score, not a constant: a traceback makes a long query, and a constant would drown in it.
  const share = (e.innermostFrame ? w.innermostFrame : 0) + (e.namedOutsideFrames ? w.mentionShare : 0) + (e.focusHits.length > 0 ? w.focusShare : 0) + (e.typeDeclaration ? w.declarationShare : 0) + (e.inTitleScope ? w.titleScope : 0) + (e.inNamedLocale ? w.localeShare : 0) + (e.namedPlatform !== undefined ? w.platformShare : 0);
  return share > 0 ? s * (1 + share) : s;
}

/** The relevance of the best file when its evidence is weak (only words and passages): 1 when it is strong. */
export const WEAK_CEILING = 0.9;

/**
 * Map raw scores to the relevance scale. Relative to the best file (so the scale
 * holds across query lengths), dampened when the best evidence is weak.
 */
export function calibrate(score: number, best: number, strongEvidence: boolean): number {
  if (best <= 0 || score <= 0) return 0;
  const relative = Math.pow(score / best, 0.7);
  const ceiling = strongEvidence ? 1 : WEAK_CEILING;
  return Math.round(Math.min(1, relative * ceiling) * 1000) / 1000;
}

/** What EVALUATE reads of the index: enough to score, so that a benchmark can score saved evidence. */
export type ScoringIndex = Pick<RepoIndex, 'files' | 'importedBy' | 'defNames' | 'ownPackageDirs'>;

/** Each candidate's (and each import neighbour's) raw score and calibrated relevance; what score each neighbour was lent and by whom. */
export interface CandidateScores {
  scores: Map<number, { score: number; relevance: number }>;
  lent: Map<number, { from: number; amount: number }[]>;
}

/** Score the candidates: evidence, then the import graph, then calibration and the priors of docs and auxiliary code. */
export function scoreCandidates(index: ScoringIndex, evidence: ReadonlyMap<number, Evidence>, w: ScoringWeights = DEFAULT_WEIGHTS): CandidateScores {
  const scores = new Map<number, number>();
  for (const e of evidence.values()) scores.set(e.id, scoreEvidence(e, index, w));

  // Structure: the best files lend a share of their score to the files they import and that import them.
  const seeds = [...scores].filter(([id]) => !index.files[id]!.isTest).sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, GRAPH_SEEDS);
  const lent = new Map<number, { from: number; amount: number }[]>();
  for (const [seed, s] of seeds) {
    const neighbours = [...index.files[seed]!.imports, ...index.importedBy[seed]!];
    const share = (w.graph * s) / Math.sqrt(Math.max(1, neighbours.length));
    for (const nb of neighbours) {
      const list = lent.get(nb) ?? [];
      list.push({ from: seed, amount: share });
      lent.set(nb, list);
    }
  }
  for (const [id, list] of lent) scores.set(id, (scores.get(id) ?? 0) + list.reduce((a, x) => a + x.amount, 0));

  let best = 0;
  for (const [id, s] of scores) if (!index.files[id]!.isTest && s > best) best = s;
  const bestId = [...scores].find(([, s]) => s === best)?.[0];
  const bestEvidence = bestId === undefined ? undefined : evidence.get(bestId);
  const strong = bestEvidence !== undefined && hasStrongEvidence(bestEvidence);

  const out = new Map<number, { score: number; relevance: number }>();
  for (const [id, score] of scores) {
    const f = index.files[id]!;
    // Docs and data rank below code that matches as well: the prior applies to the calibrated value.
    const e = evidence.get(id);
    const kindPrior = f.lang === 'doc' ? w.docPrior : f.generated || (e?.auxiliary ?? isAuxiliaryPath(f.path, [], index.ownPackageDirs)) ? w.auxiliaryPrior : 1;
    const named = namesTheFile(e);
    const typePrior = isErrorTypePath(f.path) && !named ? w.errorTypePrior : 1;
    // A header repeats the names its source files implement, and the fix is more often in those (BENCHMARKS.md, session 72).
    const headerPrior = isHeader(f) && !named && !implementsInHeaders(index) ? w.headerPrior : 1;
    // A gem's loader requires and configures its folder's files, so it names what they implement (BENCHMARKS.md, session 74).
    const loaderPrior = !named && isRubyLoader(f, index) ? w.loaderPrior : 1;
    const prior = kindPrior * typePrior * headerPrior * loaderPrior;
    const relevance = prior === 1 ? calibrate(score, best, strong) : Math.round(calibrate(score, best, strong) * prior * 1000) / 1000;
    out.set(id, { score: Math.round(score * 1000) / 1000, relevance });
  }
  rankDeclarationsBehindCode(index, evidence, out);
  return { scores: out, lent };
}

/**
 * Code scoring under this share of a declaration file's relevance is a namesake, not the
 * code it declares (a root `index.d.ts` declares the whole package, not every `index.js`).
 */
const DECLARED_CODE_SHARE = 0.5;

/** A C or C++ header: it may hold the code itself, unless a file below implements its module. */
const HEADER = /\.(?:h|hh|hpp)$/;

function isHeader(f: ScoringIndex['files'][number]): boolean {
  return !f.isTest && HEADER.test(f.path);
}

type IndexFiles = ScoringIndex['files'];

/** A fact of an index, computed on first use and kept while its files live (every cycle reuses it). */
function factOfIndex<T>(compute: (index: ScoringIndex) => T): (index: ScoringIndex) => T {
  const known = new WeakMap<IndexFiles, T>();
  return (index) => {
    if (!known.has(index.files)) known.set(index.files, compute(index));
    return known.get(index.files)!;
  };
}

/**
 * A header-only library (nlohmann/json, simdjson, CLI11) writes its code in its headers: fewer source files
 * than half its headers, tests, examples and generated files left out. Its headers are the code a fix edits.
 */
const implementsInHeaders = factOfIndex((index): boolean => {
  let headers = 0;
  let sources = 0;
  for (const f of index.files) {
    if (f.lang !== 'c' || f.isTest || f.generated || isAuxiliaryPath(f.path, [], index.ownPackageDirs)) continue;
    if (HEADER.test(f.path)) headers++;
    else if (C_SOURCE.test(f.path)) sources++;
  }
  return sources < headers / 2;
});

/** A Ruby file directly under a `lib/` folder: a loader when `lib/` also has a folder of its name. */
const RUBY_LIB_FILE = /(?:^|\/)lib\/[^/]+\.rb$/;
const RUBY_LIB_FOLDER = /(?:^|\/)lib\/[^/]+\//g;

/** Every `…lib/<name>/` folder that holds Ruby files, with its trailing slash. */
const rubyLibFolders = factOfIndex(({ files }): Set<string> => {
  const folders = new Set<string>();
  for (const f of files) {
    if (f.lang !== 'ruby') continue;
    for (const m of f.path.matchAll(RUBY_LIB_FOLDER)) folders.add(f.path.slice(0, m.index + m[0].length));
  }
  return folders;
});

function isRubyLoader(f: IndexFiles[number], index: ScoringIndex): boolean {
  return !f.isTest && RUBY_LIB_FILE.test(f.path) && rubyLibFolders(index).has(`${f.path.slice(0, -'.rb'.length)}/`);
}

/**
 * Files that implement what a same-named header declares: Objective-C's, and C++'s inline and template
 * implementations (`type_vec3.inl`, `impl/engine.ipp`, ITK's `itkImage.hxx`). A C `.c` is not: measured, session 24.
 */
const IMPLEMENTS_HEADER = /\.(?:mm?|inl|ipp|tpp|txx|hxx)$/;

/**
 * Hand-written declarations (`types/plugin/utc.d.ts`, `pino.d.ts`, `pkg/__init__.pyi`) repeat
 * every API name of the code they declare, so they match an issue about behaviour as well as
 * the code does, or better; the fix is in the code. Unless the title speaks of types, each
 * such declaration file ranks just behind the best code file of its module name. So does an
 * Objective-C header behind its `.m` (measured: BENCHMARKS.md, session 31; C's were not, session 24), and a C++ header
 * behind its inline implementation (`.inl`, `.ipp`, `.hxx`…; session 33).
 */
function rankDeclarationsBehindCode(index: ScoringIndex, evidence: ReadonlyMap<number, Evidence>, out: Map<number, { score: number; relevance: number }>): void {
  const declarations: number[] = [];
  const headers: number[] = [];
  for (const id of out.keys()) {
    const f = index.files[id]!;
    if (evidence.get(id)?.declaresTheCode === true) declarations.push(id);
    else if (isHeader(f)) headers.push(id);
  }
  if (declarations.length === 0 && headers.length === 0) return;
  const bestCode = new Map<string, number>();
  const bestImplementation = new Map<string, number>();
  for (const [id, { relevance }] of out) {
    const f = index.files[id]!;
    if (f.isTest || f.lang === 'doc' || DECLARATION_FILE.test(f.path)) continue;
    const name = moduleName(f.path);
    if (relevance > (bestCode.get(name) ?? -1)) bestCode.set(name, relevance);
    if (IMPLEMENTS_HEADER.test(f.path) && relevance > (bestImplementation.get(name) ?? -1)) bestImplementation.set(name, relevance);
  }
  for (const [ids, best] of [[declarations, bestCode], [headers, bestImplementation]] as const) {
    for (const id of ids) {
      const own = out.get(id)!;
      const code = best.get(moduleName(index.files[id]!.path));
      if (code !== undefined && code <= own.relevance && code >= DECLARED_CODE_SHARE * own.relevance)
        out.set(id, { score: own.score, relevance: Math.max(0, Math.round((code - 0.001) * 1000) / 1000) });
    }
  }
}

/** A module's name: the file name without its extension (and a declaration's `.d`), or the folder's name for an index or `__init__` file. */
function moduleName(path: string): string {
  const parts = path.toLowerCase().split('/');
  const file = parts.pop()!;
  const name = baseName(file);
  return (name === 'index' || name === '__init__') && parts.length > 0 ? parts.pop()! : name;
}

/**
 * Evaluate every candidate; returns evaluations sorted by relevance, then path. `words` gives
 * the reasons each matched term's word as written (`keys` for the term `kei`; see `wordsOf`).
 */
export function evaluate(
  index: RepoIndex,
  evidence: Map<number, Evidence>,
  contextPaths: ReadonlySet<string>,
  w: ScoringWeights = DEFAULT_WEIGHTS,
  words: ReadonlyMap<string, string> = new Map(),
): Evaluation[] {
  const { scores, lent } = scoreCandidates(index, evidence, w);
  const out: Evaluation[] = [];
  for (const [id, { score, relevance }] of scores) {
    const f = index.files[id]!;
    out.push({
      path: f.path,
      relevance,
      score,
      reason: describe(index, evidence.get(id), lent.get(id) ?? [], words),
      missingContext: missingContextOf(index, id, contextPaths),
      isTest: f.isTest,
    });
  }
  return out.sort(byRelevance);
}

/**
 * A file named for an error type (`ProcessFailedException.php`, `ServerError.hs`, `Errors.swift`): it names
 * a failure, and a fix changes the code that raises it, unless the task names the type itself. Lower-case
 * modules (`error.rs`, `exceptions.py`) hold conversions and logic, and are not counted (BENCHMARKS.md, session 64).
 */
const ERROR_TYPE_FILE = /(?:Exception|Error)s?\.[a-z]+$/;

export function isErrorTypePath(path: string): boolean {
  return ERROR_TYPE_FILE.test(path);
}

function namesTheFile(e: Evidence | undefined): boolean {
  return e !== undefined && (e.namedAfter.length > 0 || e.mentionDepth > 0);
}

export function byRelevance(a: Evaluation, b: Evaluation): number {
  return b.relevance - a.relevance || b.score - a.score || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}

function hasStrongEvidence(e: Evidence): boolean {
  return e.mentionDepth > 0 || e.definedIdentifiers.length > 0 || e.namedAfter.length > 0 || e.phraseHits > 0 || e.patternHits.length > 0 || e.name > 0;
}

/** Project modules the file imports that the context does not hold yet. */
function missingContextOf(index: RepoIndex, id: number, contextPaths: ReadonlySet<string>): string[] {
  const f = index.files[id]!;
  const missing = f.imports.map((t) => index.files[t]!.path).filter((p) => !contextPaths.has(p));
  return [...missing, ...f.unresolvedImports.map((s) => `${s} (unresolved)`)].slice(0, 10);
}

function code(s: string): string {
  return '`' + s.replace(/`/g, "'") + '`';
}

/** The query's terms that stand for another word, by term. */
export function wordsOf(keywords: readonly WeightedTerm[]): Map<string, string> {
  return new Map(keywords.flatMap((k) => (k.word === undefined ? [] : [[k.term, k.word] as const])));
}

function describe(index: RepoIndex, e: Evidence | undefined, lent: { from: number }[], words: ReadonlyMap<string, string>): string {
  const parts: string[] = [];
  const written = (term: string): string => code(words.get(term) ?? term);
  if (e) {
    if (e.innermostFrame) parts.push(`raises the error (innermost frame of the task's stack trace or compiler errors)`);
    else if (e.mentioned) parts.push(`named in the task (${code(e.mentioned)})`);
    if (e.inTitleScope) parts.push("in the module the title's scope names");
    if (e.inNamedLocale) parts.push('a translation into a language the task names');
    if (e.namedPlatform !== undefined) parts.push(`written for ${e.namedPlatform}, which the task names`);
    if (e.typeDeclaration) parts.push('declares types, which the title is about');
    if (e.phraseHits > 0) parts.push(`contains ${e.phraseHits === 1 ? 'a quoted message' : `${e.phraseHits} quoted messages`} from the task`);
    if (e.titleDefinitions.length > 0) parts.push(`defines ${e.titleDefinitions.slice(0, 2).map(code).join(', ')} named in the title`);
    const others = e.definedIdentifiers.filter((d) => !e.titleDefinitions.includes(d));
    if (others.length > 0) parts.push(`defines ${others.slice(0, 4).map(code).join(', ')}`);
    if (e.namedAfter.length > 0) parts.push(`named after ${e.namedAfter.slice(0, 2).map(code).join(', ')}`);
    if (e.focusHits.length > 0) parts.push(`provides ${e.focusHits.slice(0, 3).map(code).join(', ')}`);
    if (e.patternHits.length > 0 && !e.mentioned) parts.push(`module ${code(e.patternHits[0]!.replace(/\//g, '.'))} named in the task`);
    if (e.name > 0 || e.path > 0) parts.push('path matches the query');
    if (e.passageTerms.length >= 2) parts.push(`uses ${e.passageTerms.slice(0, 4).map(written).join(', ')} close together`);
    else if (e.matchedTerms.length > 0) parts.push(`mentions ${e.matchedTerms.slice(0, 5).map(written).join(', ')}`);
  }
  if (lent.length > 0) {
    const names = [...new Set(lent.map((l) => index.files[l.from]!.path))].slice(0, 2).map((p) => code(p.split('/').pop()!));
    parts.push(`linked by imports to ${names.join(', ')}`);
  }
  return parts.length > 0 ? parts.join('; ') : 'weak lexical match';
}
