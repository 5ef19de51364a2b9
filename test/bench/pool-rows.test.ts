import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { poolRows } from '../../bench/pool-rows.js';

const table = `
| set | n | BM25 Acc@1 / Acc@5 / Acc@10 | engine Acc@1 / Acc@5 / Acc@10 | median s |
|---|---|---|---|---|
| set A, unseen until measured | 10 | 10.0 / 50.0 / 60.0 | 50.0 / 80.0 / 90.0 | 0.2 vs 0.1 |
| set B, seen | 1,000 | 0.0 / 0.0 / 0.0 | 0.0 / 0.0 / 0.0 | – |
| set C, unseen until measured | 30 | 20.0 / 40.0 / 50.0 | 60.0 / 70.0 / 80.0 | – |
| a note | with | no / figures | here | – |
`;

describe('poolRows', () => {
  it('weighs each matching row by its runs and leaves other rows and lines out', () => {
    const pooled = poolRows(table, 'unseen until measured');
    expect(pooled.rows).toBe(2);
    expect(pooled.n).toBe(40);
    // (1 + 6) / 40, (5 + 12) / 40, (6 + 15) / 40 of BM25's runs.
    expect(pooled.bm25).toEqual([17.5, 42.5, 52.5]);
    expect(pooled.engine).toEqual([57.5, 72.5, 82.5]);
  });

  it('reads a run count written with a thousands separator', () => {
    expect(poolRows(table, 'set B').n).toBe(1000);
  });

  it('pools nothing when no row matches', () => {
    expect(poolRows(table, 'no such set')).toEqual({ rows: 0, n: 0, bm25: [0, 0, 0], engine: [0, 0, 0] });
  });

  it("agrees with the README's pooled figures for the unseen sets", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const claim = /Over the (\d+) sets below marked "unseen until measured" \(([\d,]+) fix commits;[\s\S]*?\*\*([\d.]+) %\*\*[\s\S]*?\*\*([\d.]+) %\*\*[\s\S]*?\*\*([\d.]+) %\*\*, against BM25's ([\d.]+) \/ ([\d.]+) \/ ([\d.]+)/.exec(readme);
    expect(claim).not.toBeNull();
    const [, rows, n, e1, e5, e10, b1, b5, b10] = claim!;
    const pooled = poolRows(readme, 'unseen until measured');
    expect(pooled.rows).toBe(Number(rows));
    expect(pooled.n).toBe(Number(n!.replace(/,/g, '')));
    expect(pooled.engine).toEqual([Number(e1), Number(e5), Number(e10)]);
    expect(pooled.bm25).toEqual([Number(b1), Number(b5), Number(b10)]);
  });
});
