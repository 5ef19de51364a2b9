/**
 * REFINE: the query learns from the evaluation. It picks up the codebase's own
 * words (from names defined in the best files, and synonyms the code actually
 * uses), the folders of the best files, excludes for irrelevant files, and focus
 * areas for the modules the best files need but the context lacks, and for what
 * their best-matching functions call (reference gaps).
 */
import { withWord } from './query.js';
import type { ReferenceGap } from './reference-gaps.js';
import type { RepoIndex } from './repo-index.js';
import { expandSynonyms, type Thesaurus } from './synonyms.js';
import { isStopTerm, splitIdentifier, stem } from './tokenize.js';
import type { Evaluation, Query, Refinement } from './types.js';

export interface RefineLimits {
  /** Relevance at or above which a file teaches the query. @default 0.7 */
  high: number;
  /** Relevance under which a file is excluded from later cycles. @default 0.2 */
  low: number;
  /** Most learned terms added per cycle, most distinctive first (6 measured worse: more noise than vocabulary). @default 4 */
  learnedTerms: number;
  /** Weight of a learned or synonym term relative to a task prose word. @default 0.6 */
  learnedWeight: number;
  /**
   * Share of that weight a learned term keeps for the files it was learned from. Those files
   * match it by construction, so at full weight it lifted them further (a hub header over the
   * file the fix edits); at none, files that merely use their names overtook them. @default 0.5
   */
  teacherShare: number;
}

export const DEFAULT_REFINE: RefineLimits = { high: 0.7, low: 0.2, learnedTerms: 4, learnedWeight: 0.6, teacherShare: 0.5 };

export interface RefineResult {
  query: Query;
  refinements: Refinement[];
}

/** Modules the high-relevance files import that the context does not hold yet. */
export function criticalGaps(evaluations: Evaluation[], context: ReadonlySet<string>, high: number): string[] {
  const gaps = new Set<string>();
  for (const e of evaluations) {
    if (e.isTest || e.relevance < high) continue;
    for (const m of e.missingContext) if (!m.endsWith('(unresolved)') && !context.has(m)) gaps.add(m);
  }
  return [...gaps].sort();
}

export function refine(
  index: RepoIndex,
  query: Query,
  evaluations: Evaluation[],
  context: ReadonlySet<string>,
  thesaurus: Thesaurus,
  limits: RefineLimits = DEFAULT_REFINE,
  references: readonly ReferenceGap[] = [],
): RefineResult {
  const refinements: Refinement[] = [];
  const keywords = [...query.keywords];
  const known = new Set(keywords.map((k) => k.term));
  const top = evaluations.filter((e) => !e.isTest && e.relevance >= limits.high).slice(0, 5);

  // Synonyms the code base actually uses ("rate limit" -> "throttle" where the code says throttle).
  const taskWords = new Map(query.keywords.filter((k) => k.origin === 'task').map((k) => [k.term, k.word ?? k.term]));
  for (const { synonym, via } of expandSynonyms([...taskWords.keys()], thesaurus)) {
    if (known.has(synonym.term) || !index.body.has(synonym.term)) continue;
    known.add(synonym.term);
    keywords.push(withWord({ term: synonym.term, weight: limits.learnedWeight, origin: 'synonym' }, synonym.word));
    refinements.push({ kind: 'add-keyword', value: synonym.word, why: `synonym of "${taskWords.get(via)}" used in this codebase` });
  }

  // Terminology of the best files: sub-words of the names they define and of their paths, rare in the repo.
  // Each word's teachers: the best files that use it (how many share it is how much it is the task's).
  const teachers = new Map<string, string[]>();
  // Each term's word as the code wrote it (`policy` for `polici`): what a reader is shown.
  const wordOf = new Map<string, string>();
  for (const e of top) {
    const id = index.idOfPath.get(e.path);
    if (id === undefined) continue;
    const f = index.files[id]!;
    const terms = new Set<string>();
    for (const name of [...f.defs, f.path.replace(/\.\w+$/, '').replace(/[/.-]/g, '_')]) {
      for (const w of splitIdentifier(name)) {
        const t = stem(w);
        terms.add(t);
        if (!wordOf.has(t)) wordOf.set(t, w);
      }
    }
    for (const t of terms) {
      if (isStopTerm(t) || t.length <= 2 || known.has(t)) continue;
      const paths = teachers.get(t);
      if (paths) paths.push(e.path);
      else teachers.set(t, [e.path]);
    }
  }
  const n = index.files.length;
  const learned = [...teachers]
    .map(([term, paths]) => {
      const df = index.body.get(term)?.files.length ?? n;
      // The more top files share it and the rarer it is elsewhere, the more it is the codebase's word for the task.
      return { term, paths, value: paths.length * Math.log(1 + n / (df + 1)), df };
    })
    .filter((x) => x.df < n * 0.2)
    .sort((a, b) => b.value - a.value || (a.term < b.term ? -1 : 1))
    .slice(0, limits.learnedTerms);
  for (const { term, paths } of learned) {
    known.add(term);
    const taught = { paths, weight: limits.learnedWeight * limits.teacherShare };
    const word = wordOf.get(term);
    keywords.push(withWord({ term, weight: limits.learnedWeight, origin: 'learned', taught }, word));
    refinements.push({ kind: 'add-keyword', value: word ?? term, why: 'used by the highest-scoring files' });
  }

  // Folders of the best files: look around them next cycle.
  const patterns = [...query.patterns];
  for (const e of top) {
    const dir = e.path.includes('/') ? e.path.slice(0, e.path.lastIndexOf('/')) : '';
    const glob = dir ? `${dir}/*` : '*';
    if (!patterns.includes(glob)) {
      patterns.push(glob);
      refinements.push({ kind: 'add-pattern', value: glob, why: `folder of ${e.path} (relevance ${e.relevance})` });
    }
  }

  // Files judged irrelevant do not come back.
  const excludes = [...query.excludes];
  const excluded = new Set(excludes);
  let newlyExcluded = 0;
  for (const e of evaluations) {
    if (e.relevance < limits.low && !excluded.has(e.path)) {
      excludes.push(e.path);
      excluded.add(e.path);
      newlyExcluded++;
      if (newlyExcluded <= 5) refinements.push({ kind: 'add-exclude', value: e.path, why: `relevance ${e.relevance} < ${limits.low}` });
    }
  }
  if (newlyExcluded > 5) refinements.push({ kind: 'add-exclude', value: `${newlyExcluded - 5} more files`, why: `relevance < ${limits.low}` });

  // Gaps become focus areas: the modules the best files need.
  const focusAreas = [...query.focusAreas];
  for (const gap of criticalGaps(top, context, limits.high)) {
    if (focusAreas.includes(gap)) continue;
    focusAreas.push(gap);
    refinements.push({ kind: 'add-focus', value: gap, why: 'imported by a high-relevance file, not in the context yet' });
  }

  // What the best functions call, defined in files the context lacks.
  for (const gap of references) {
    if (focusAreas.includes(gap.name)) continue;
    focusAreas.push(gap.name);
    refinements.push({ kind: 'add-focus', value: gap.name, why: `used by ${gap.usedBy} in ${gap.usedIn}, defined in ${gap.definedIn}` });
  }

  return { query: { ...query, keywords, patterns, excludes, focusAreas }, refinements };
}
