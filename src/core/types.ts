/** Shared data structures of the retrieval engine. Pure data: no I/O here. */

/** What the engine searches for; built from the task, then refined each cycle. */
export interface Query {
  /** Search terms (normalized tokens) with a weight each; higher weight, stronger signal. */
  keywords: WeightedTerm[];
  /** Glob patterns of paths worth a look (from mentioned files, learned folders). */
  patterns: string[];
  /**
   * The module paths of `patterns` the task's prose writes (`cherrypy.lib.cptools`, `Faraday::RackBuilder`), not its
   * code blocks, where imports and config lists name modules the fix does not touch.
   */
  modulePaths: string[];
  /** Glob patterns or exact paths that are never candidates. */
  excludes: string[];
  /** Exact phrases (error messages, log lines), matched case-insensitively. */
  phrases: string[];
  /** Symbols or modules the context still lacks; files defining them are boosted. */
  focusAreas: string[];
  /** Identifiers named in the task (kept whole, as written). */
  identifiers: string[];
  /** Those of `identifiers` the task's title names: the subject, as a rule ("Make `PersonName` iterable"). */
  titleIdentifiers: string[];
  /** Auxiliary folders the title names, singular (`example` for "fix(examples): ..."): the task is about that code, not the product. */
  auxiliaryScopes: string[];
  /** The module a title's prefix names, by its name key (`router` for "fix(router): …", `globset` for "globset: fix …"); null when none. */
  titleScope: string | null;
  /** ISO 639-1 codes of the human languages the task names ("German" -> `de`): their translation files are in its scope. */
  locales: string[];
  /** Operating systems and architectures the task names ("Linux", "Windows"): files written for them are in its scope. */
  platforms: string[];
  /** The title is about the type declarations ("fix(types): ...", "typings", "type annotations"): declaration files (`.d.ts`, `.pyi`) hold the fix. */
  aboutTypeDeclarations: boolean;
  /** The title uses the word type(s), typed, typing(s) or stub(s), or names TypeScript: a declaration file may then hold the fix, and keeps its place. */
  titleMentionsTypes: boolean;
  /** File paths or names mentioned in the task (stack frames included). */
  mentionedPaths: string[];
  /** Files of the task's stack frames, innermost (where the error was raised) first. */
  frames: string[];
}

export interface WeightedTerm {
  term: string;
  weight: number;
  /** Where the term came from: the task itself, a synonym, or learned from code. */
  origin: 'task' | 'synonym' | 'learned' | 'focus';
  /** The word the term stands for, as the task (or, learned, the code) first wrote it, where it is not the term itself: `keys` for `kei`. */
  word?: string;
  /** A learned term's lower weight for the files it was learned from: it is there to find others. */
  taught?: { paths: readonly string[]; weight: number };
}

/** One evaluated file of one cycle. */
export interface Evaluation {
  path: string;
  /** Calibrated relevance in [0, 1]. */
  relevance: number;
  /** Raw score before calibration; used only for ordering. */
  score: number;
  /** Human-readable evidence. */
  reason: string;
  /** Project modules or symbols this file depends on that the context does not hold yet. */
  missingContext: string[];
  isTest: boolean;
}

export const STOP_REASONS = [
  'sufficient-context',
  'converged',
  'max-cycles',
  'no-candidates',
  'time-limit',
] as const;
export type StopReason = (typeof STOP_REASONS)[number];

/** One change REFINE made to the query, recorded for the cycle log. */
export interface Refinement {
  kind: 'add-keyword' | 'add-pattern' | 'add-exclude' | 'add-focus';
  value: string;
  why: string;
}

/** The outcome of one cycle: continue with a refined query, or stop for a reason. */
export type CycleDecision = { action: 'continue' } | { action: 'stop'; reason: StopReason };

export interface CycleLog {
  cycle: number;
  query: QuerySummary;
  candidates: number;
  /** The best evaluations of this cycle (path, relevance). */
  top: { path: string; relevance: number }[];
  highRelevance: number;
  criticalGaps: string[];
  refinements: Refinement[];
  decision: CycleDecision;
  elapsedMs: number;
}

export interface QuerySummary {
  keywords: string[];
  patterns: string[];
  excludes: string[];
  phrases: string[];
  focusAreas: string[];
}
