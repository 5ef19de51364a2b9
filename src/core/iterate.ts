/**
 * LOOP: dispatch -> evaluate -> refine, at most `maxCycles` times, over one index.
 * Stops early on enough high-relevance files with no critical gap, or when a
 * cycle changes nothing. The best evaluation of each file across cycles is kept.
 */
import { isCodeLanguage } from './code-facts.js';
import { DEFAULT_BM25, dispatch, type Bm25Params } from './dispatch.js';
import { entryPoints } from './entry-points.js';
import { byRelevance, evaluate, scoreEvidence, wordsOf, DEFAULT_WEIGHTS, WEAK_CEILING, type ScoringWeights } from './evaluate.js';
import { addPassageEvidence, DEFAULT_PASSAGES, PassageScorer, type PassageParams } from './passages.js';
import { criticalGaps, refine, DEFAULT_REFINE, type RefineLimits } from './refine.js';
import { referenceGaps } from './reference-gaps.js';
import type { RepoIndex } from './repo-index.js';
import type { FileSyntax } from './syntax/parse-files.js';
import type { Thesaurus } from './synonyms.js';
import type { CycleDecision, CycleLog, Evaluation, Query, QuerySummary, StopReason } from './types.js';

/** Relevance of an entry point listed for lack of any matching code file: tangential, never selected. */
const ENTRY_POINT_RELEVANCE = 0.2;
/** How many of the best files REFINE parses for reference gaps. */
const REFERENCE_FILES = 3;

export interface LoopOptions {
  /** Most cycles. @default 3 */
  maxCycles: number;
  /** Most files in the selected context. @default 8 */
  maxFiles: number;
  /** Relevance a file needs to be selected. @default 0.6 */
  selectThreshold: number;
  /** How many high-relevance files make the context sufficient. @default 3 */
  sufficientFiles: number;
  /** Wall-clock budget for the loop in ms; the loop stops after the cycle that passes it. @default 120000 */
  timeLimitMs: number;
  weights: ScoringWeights;
  /** BM25 parameters of the body field. */
  bm25: Bm25Params;
  /**
   * Parses files for REFINE's reference gaps (the engine passes tree-sitter; none
   * given, the loop refines from the lexical index alone). Asked only for the few best files.
   */
  structure?: (paths: string[]) => Promise<FileSyntax[]>;
  /** Share of a later cycle's relevance that counts against files earlier cycles selected. @default 0.95 */
  laterCycleDamping: number;
  /** Share of its cycle-1 relevance a file keeps in a later cycle, which lifts it only the rest of the way (see `anchoredRelevance`). @default 0.3 */
  firstCycleAnchor: number;
  /** What REFINE learns from and how much. */
  refine: RefineLimits;
  /** Which candidates get passage evidence, and how long a passage is. */
  passages: PassageParams;
}

export const DEFAULT_LOOP: LoopOptions = {
  maxCycles: 3,
  maxFiles: 8,
  selectThreshold: 0.6,
  sufficientFiles: 3,
  timeLimitMs: 120_000,
  weights: DEFAULT_WEIGHTS,
  bm25: DEFAULT_BM25,
  laterCycleDamping: 0.95,
  firstCycleAnchor: 0.3,
  refine: DEFAULT_REFINE,
  passages: DEFAULT_PASSAGES,
};

export interface LoopResult {
  finalQuery: Query;
  /** Best evaluation per file across cycles, sorted by relevance then path. */
  evaluations: Evaluation[];
  /** Selected non-test files (before any token budget). */
  selected: Evaluation[];
  cycles: CycleLog[];
  stopReason: StopReason;
  /** The project's entry points, ranked last because no code file matched (see `entryPoints`). */
  startingPoints: string[];
}

/** Run the loop. `now` is injected so that tests get deterministic timings. */
export async function iterate(index: RepoIndex, initial: Query, thesaurus: Thesaurus, options: LoopOptions, now: () => number): Promise<LoopResult> {
  const started = now();
  const best = new Map<string, Evaluation>();
  // Each file cycle 1 evaluated, at its relevance then: what later cycles lift it from.
  const firstRelevance = new Map<string, number>();
  // Files a file's best functions call into (from REFINE's reference gaps): part of what it misses.
  const needs = new Map<string, string[]>();
  const withNeeds = (e: Evaluation): Evaluation => {
    const extra = (needs.get(e.path) ?? []).filter((p) => !e.missingContext.includes(p));
    return extra.length === 0 ? e : { ...e, missingContext: [...e.missingContext, ...extra] };
  };
  const cycles: CycleLog[] = [];
  // Passages count the task's own words: learned words name the code around a concept
  // (the router that mounts the throttle), and together they favour the hub that wires it.
  const passages = new PassageScorer(index, initial.keywords.filter((k) => k.origin === 'task'), options.passages);
  let query = initial;
  let selected: Evaluation[] = [];
  let stopReason: StopReason = 'max-cycles';
  let firstFullScale = true;

  for (let cycle = 1; cycle <= options.maxCycles; cycle++) {
    const cycleStart = now();
    const ranWith = query;
    const context = new Set(selected.map((e) => e.path));
    const evidence = dispatch(index, query, options.bm25);
    if (options.weights.passage > 0) addPassageEvidence(index, evidence, passages, (e) => scoreEvidence(e, index, options.weights));
    // Later cycles run on a query that mixes learned words in: they may add files, but
    // only displace the task's own best matches when they score clearly higher. With
    // nothing selected yet there is nothing to protect, and the learned words count fully.
    const evaluated = evaluate(index, evidence, context, options.weights, wordsOf(query.keywords));
    // Cycle 1 sets the scale. Where its best file had weak evidence (no file at 1.00), a later cycle whose
    // best file has strong evidence is read on cycle 1's scale: its learned words may find that file, but
    // not lift every file past cycle 1's by a ceiling cycle 1 never had.
    const fullScale = evaluated.some((e) => e.relevance === 1);
    if (cycle === 1) firstFullScale = fullScale;
    const scale = cycle > 1 && fullScale && !firstFullScale ? WEAK_CEILING : 1;
    const damping = (cycle === 1 || selected.length === 0 ? 1 : options.laterCycleDamping) * scale;
    // `firstRelevance` is empty in cycle 1: that cycle stands as evaluated.
    const evaluations = evaluated.map((e) => {
      const first = firstRelevance.get(e.path);
      return damping === 1 && first === undefined ? e : { ...e, relevance: anchoredRelevance(first, e.relevance * damping, options.firstCycleAnchor) };
    });
    if (cycle === 1) for (const e of evaluations) firstRelevance.set(e.path, e.relevance);
    for (const e of evaluations) {
      const prev = best.get(e.path);
      if (!prev || e.relevance > prev.relevance || (e.relevance === prev.relevance && e.score > prev.score)) best.set(e.path, e);
    }
    const merged = [...best.values()].map(withNeeds).sort(byRelevance);
    const previousSelection = selected.map((e) => e.path).join('\n');
    selected = merged.filter((e) => !e.isTest && e.relevance >= options.selectThreshold).slice(0, options.maxFiles);
    const selectedPaths = new Set(selected.map((e) => e.path));
    const high = selected.filter((e) => e.relevance >= options.refine.high);
    const gaps = criticalGaps(high, selectedPaths, options.refine.high).filter((g) => (best.get(g)?.relevance ?? 0) >= options.refine.low);

    let decision: CycleDecision;
    let refinements: CycleLog['refinements'] = [];
    const overTime = now() - started > options.timeLimitMs;
    if (evidence.size === 0 && (cycle === options.maxCycles || overTime)) decision = { action: 'stop', reason: 'no-candidates' };
    else if (high.length >= options.sufficientFiles && gaps.length === 0) decision = { action: 'stop', reason: 'sufficient-context' };
    else if (evidence.size > 0 && cycle > 1 && selected.map((e) => e.path).join('\n') === previousSelection && cycles.at(-1)?.refinements.length === 0)
      decision = { action: 'stop', reason: 'converged' };
    else if (cycle === options.maxCycles) decision = { action: 'stop', reason: 'max-cycles' };
    else if (overTime) decision = { action: 'stop', reason: 'time-limit' };
    else {
      const parsed = options.structure ? await options.structure(high.slice(0, REFERENCE_FILES).map((e) => e.path)) : [];
      const references = referenceGaps(index, parsed, query.keywords, selectedPaths);
      for (const g of references) needs.set(g.usedIn, [...new Set([...(needs.get(g.usedIn) ?? []), g.definedIn])]);
      const next = refine(index, query, merged, selectedPaths, thesaurus, options.refine, references);
      refinements = next.refinements;
      // No file matched: the synonyms the code uses are the one thing left to try ("rate limit" where the code says throttle).
      if (refinements.length === 0 && evidence.size === 0) decision = { action: 'stop', reason: 'no-candidates' };
      else if (refinements.length === 0 && cycle > 1) decision = { action: 'stop', reason: 'converged' };
      else {
        decision = { action: 'continue' };
        query = next.query;
      }
    }
    cycles.push({
      cycle,
      query: summarize(ranWith),
      candidates: evidence.size,
      top: evaluations.filter((e) => !e.isTest).slice(0, 5).map((e) => ({ path: e.path, relevance: e.relevance })),
      highRelevance: high.length,
      criticalGaps: gaps,
      refinements,
      decision,
      elapsedMs: Math.round(now() - cycleStart),
    });
    if (decision.action === 'stop') {
      stopReason = decision.reason;
      break;
    }
  }
  const evaluations = [...best.values()].map(withNeeds).sort(byRelevance);
  // Entry points are code files other than tests, so none is a candidate when no candidate is such a file.
  const startingPoints = matchesCode(index, evaluations) ? [] : entryPoints(index);
  if (startingPoints.length > 0) {
    for (const { path, source } of startingPoints) {
      evaluations.push({ path, relevance: ENTRY_POINT_RELEVANCE, score: 0, reason: `the project's entry point (${source}): the task's words match no code file, so a reader starts here`, missingContext: [], isTest: false });
    }
    evaluations.sort(byRelevance);
  }
  return { finalQuery: query, evaluations, selected, cycles, stopReason, startingPoints: startingPoints.map((e) => e.path) };
}

/**
 * A later cycle's relevance for a file, anchored to cycle 1's: a file cycle 1 judged (`first`) keeps
 * `anchor` of that judgment, so the learned words lift it only the rest of the way, as pseudo-relevance
 * feedback keeps a share of the original query; a file they alone find (no `first`) is judged by them alone.
 * Against one cycle the loop then gives up a few of its gains and more of its losses (BENCHMARKS.md "Session 62").
 */
export function anchoredRelevance(first: number | undefined, later: number, anchor: number): number {
  const relevance = first === undefined ? later : first + (1 - anchor) * (later - first);
  return Math.round(relevance * 1000) / 1000;
}

/** Whether any candidate is a code file other than a test (docs, data and tests alone do not say where the code is). */
function matchesCode(index: RepoIndex, evaluations: readonly Evaluation[]): boolean {
  return evaluations.some((e) => {
    const f = index.files[index.idOfPath.get(e.path)!];
    return f !== undefined && !f.isTest && isCodeLanguage(f.lang);
  });
}

/**
 * The query as logged, capped so the log stays readable: each term as the word it stands for
 * (`message`, not the stem `messag`), which a reader understands and a downstream agent can grep.
 */
export function summarize(q: Query): QuerySummary {
  const wordOf = (k: Query['keywords'][number]): string => k.word ?? k.term;
  return {
    keywords: [
      ...new Set(q.keywords.filter((k) => k.origin === 'task').slice(0, 20).map(wordOf)),
      ...new Set(q.keywords.filter((k) => k.origin !== 'task').map((k) => `${wordOf(k)} (${k.origin})`)),
    ],
    patterns: q.patterns.slice(0, 20),
    excludes: q.excludes.slice(0, 10).concat(q.excludes.length > 10 ? [`… ${q.excludes.length - 10} more`] : []),
    phrases: q.phrases.slice(0, 10),
    focusAreas: q.focusAreas.slice(0, 10),
  };
}
