/** Localization metrics over benchmark results (file level). */

export interface MethodRun {
  ranking: string[];
  /** Relevance of each ranked file (engine methods only). */
  relevance?: number[];
  selected: string[];
  seconds: number;
  cycles: number;
  stopReason: string;
}

export interface InstanceResult {
  id: string;
  repo: string;
  gold: string[];
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
  selectionSize: number;
  medianSeconds: number;
  p90Seconds: number;
}

export const KS = [1, 3, 5, 10] as const;

export function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))]!;
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
  const withSel = runs.filter(({ run }) => run.selected.length > 0);
  const selectionPrecision = withSel.length === 0 ? 0 : (100 * withSel.reduce((a, { gold, run }) => a + run.selected.filter((p) => gold.includes(p)).length / run.selected.length, 0)) / withSel.length;
  const selectionSize = runs.reduce((a, { run }) => a + run.selected.length, 0) / n;
  const secs = runs.map(({ run }) => run.seconds);
  return { n: runs.length, acc, recall, mrr, selectionPrecision, selectionSize, medianSeconds: quantile(secs, 0.5), p90Seconds: quantile(secs, 0.9) };
}
