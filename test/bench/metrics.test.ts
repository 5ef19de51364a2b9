import { describe, expect, it } from 'vitest';
import { metricsOf, quantile, type InstanceResult, type MethodRun } from '../../bench/metrics.js';
import { renderTable } from '../../bench/report.js';

const run = (ranking: string[], selected: string[], tokens?: number): MethodRun => ({ ranking, selected, seconds: 1, cycles: 1, stopReason: 'max-cycles', ...(tokens === undefined ? {} : { tokens }) });

const results: InstanceResult[] = [
  { id: 'a', repo: 'o/r', gold: ['src/a.py'], methods: { full: run(['src/a.py', 'src/b.py'], ['src/a.py', 'src/b.py'], 900), bm25: run(['src/b.py', 'src/a.py'], []) } },
  { id: 'b', repo: 'o/r', gold: ['src/c.py', 'src/d.py'], methods: { full: run(['src/c.py', 'src/x.py', 'src/y.py', 'src/d.py'], ['src/c.py'], 300), bm25: run(['src/x.py'], []) } },
  { id: 'c', repo: 'o/r', gold: ['src/e.py'], methods: { full: run(['src/z.py'], ['src/z.py'], 5000), bm25: run(['src/e.py'], []) } },
];

describe('metricsOf', () => {
  it('counts an instance at k only when every gold file is in its top k, and takes the median of the selection tokens', () => {
    const full = metricsOf(results, 'full');
    expect(full.acc[1]).toBeCloseTo(100 / 3);
    expect(full.acc[3]).toBeCloseTo(100 / 3);
    expect(full.acc[5]).toBeCloseTo(200 / 3);
    expect(full.recall[3]).toBeCloseTo((100 * (1 + 0.5)) / 3);
    expect(full.mrr).toBeCloseTo((1 + 1 + 0) / 3);
    expect(full.selectionPrecision).toBeCloseTo((100 * (0.5 + 1 + 0)) / 3);
    // a's one gold file is selected, half of b's, none of c's: only a's selection is complete.
    expect(full.selectionRecall).toBeCloseTo((100 * (1 + 0.5 + 0)) / 3);
    expect(full.selectionComplete).toBeCloseTo(100 / 3);
    expect(full.medianTokens).toBe(900);
    expect(full.peakRssMB).toBeUndefined();
  });
});

describe('quantile', () => {
  it("interpolates between the nearest ranks: an even count's median is the mean of the middle two", () => {
    expect(quantile([0.4, 0.1, 0.3, 0.2], 0.5)).toBeCloseTo(0.25);
    expect(quantile([3, 1, 2], 0.5)).toBe(2);
    expect(quantile([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9);
    expect(quantile([0, 10], 0.9)).toBeCloseTo(9);
    expect(quantile([7], 0.9)).toBe(7);
    expect(quantile([], 0.5)).toBe(0);
  });
});

describe('renderTable', () => {
  it('shows the engine its tokens and every method its peak memory, when measured; BM25 selects nothing', () => {
    const full = { ...metricsOf(results, 'full'), peakRssMB: 321 };
    const bm25 = metricsOf(results, 'bm25');
    const [header, , fullRow, bm25Row] = renderTable({ lite: { full, bm25 } }).trim().split('\n');
    const cells = (row: string): string[] => row.split('|').slice(1, -1).map((c) => c.trim());
    const column = (name: string): number => cells(header!).indexOf(name);
    expect(cells(fullRow!)[column('sel. tokens')]).toBe('900');
    expect(cells(fullRow!)[column('sel. complete')]).toBe('33.3');
    expect(cells(bm25Row!)[column('sel. recall')]).toBe('–');
    expect(cells(fullRow!)[column('peak RSS MB')]).toBe('321');
    expect(cells(bm25Row!)[column('sel. tokens')]).toBe('–');
    expect(cells(bm25Row!)[column('peak RSS MB')]).toBe('–');
    expect(cells(bm25Row!)[column('Acc@1')]).toBe('33.3');
  });
});
