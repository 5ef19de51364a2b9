/** The benchmark's Markdown tables, shared by `run.ts` and `merge.ts`. */
import type { MethodSummary, SymbolSummary, TestSummary } from './metrics.js';

export function renderTable(s: Record<string, Record<string, MethodSummary>>): string {
  const rows = ['| set | method | n | Acc@1 | Acc@3 | Acc@5 | Acc@10 | R@5 | R@10 | MRR | sel. precision | sel. recall | sel. complete | sel. size | sel. tokens | median s | p90 s | peak RSS MB |', '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|'];
  for (const [set, byMethod] of Object.entries(s)) {
    for (const [m, x] of Object.entries(byMethod)) {
      const f = (v: number): string => v.toFixed(1);
      const engine = (text: string): string => (m.startsWith('bm25') ? '–' : text);
      rows.push(`| ${set} | ${m} | ${x.n} | ${f(x.acc[1]!)} | ${f(x.acc[3]!)} | ${f(x.acc[5]!)} | ${f(x.acc[10]!)} | ${f(x.recall[5]!)} | ${f(x.recall[10]!)} | ${x.mrr.toFixed(3)} | ${engine(f(x.selectionPrecision))} | ${engine(f(x.selectionRecall))} | ${engine(f(x.selectionComplete))} | ${engine(x.selectionSize.toFixed(1))} | ${engine(x.medianTokens.toFixed(0))} | ${x.medianSeconds.toFixed(2)} | ${x.p90Seconds.toFixed(2)} | ${x.peakRssMB ?? '–'} |`);
    }
  }
  return rows.join('\n') + '\n';
}

/** Function level: the manifest's symbols against the gold spans (sets with a meta file only). */
export function renderSymbolTable(s: Record<string, Record<string, SymbolSummary>>): string {
  const rows: string[] = [];
  for (const [set, byMethod] of Object.entries(s)) {
    for (const [m, x] of Object.entries(byMethod)) {
      const f = (v: number): string => v.toFixed(1);
      rows.push(`| ${set} | ${m} | ${x.n} | ${f(x.acc[1]!)} | ${f(x.acc[5]!)} | ${f(x.acc[10]!)} | ${f(x.recall[5]!)} | ${f(x.recall[10]!)} |`);
    }
  }
  if (rows.length === 0) return '';
  return ['', 'Function level (gold spans naming symbols):', '', '| set | method | n | fn Acc@1 | fn Acc@5 | fn Acc@10 | fn R@5 | fn R@10 |', '|---|---|---|---|---|---|---|---|', ...rows].join('\n') + '\n';
}

/** Tests: the listed tests against the test files each fix changed (sets with test files in their meta file only). */
export function renderTestTable(s: Record<string, Record<string, TestSummary>>): string {
  const rows: string[] = [];
  for (const [set, byMethod] of Object.entries(s)) {
    for (const [m, x] of Object.entries(byMethod)) {
      const f = (v: number): string => v.toFixed(1);
      rows.push(`| ${set} | ${m} | ${x.n} | ${f(x.hit5)} | ${f(x.recall[5]!)} | ${f(x.recall[10]!)} | ${f(x.recall[20]!)} |`);
    }
  }
  if (rows.length === 0) return '';
  return ['', "Tests (the fix's changed test files among the tests listed):", '', '| set | method | n | any in 5 | test R@5 | test R@10 | test R@20 |', '|---|---|---|---|---|---|---|', ...rows].join('\n') + '\n';
}
