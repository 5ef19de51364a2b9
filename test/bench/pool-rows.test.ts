import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRow, poolRows, sectionOf, SET_BY_SET, UNSEEN } from '../../bench/pool-rows.js';

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

  it('reads only the section under a heading, down to the next heading of its level', () => {
    const markdown = [
      '# Top',
      '| set A | 1 | 1 / 2 / 3 | 4 / 5 / 6 | – |',
      '## Wanted',
      '```sh',
      '# a shell comment, not a heading',
      '```',
      '### Sub',
      '| set B | 2 | 1 / 2 / 3 | 4 / 5 / 6 | – |',
      '## Next',
      '| set C | 3 | 1 / 2 / 3 | 4 / 5 / 6 | – |',
    ].join('\n');
    expect(poolRows(sectionOf(markdown, '## Wanted'), 'set').n).toBe(2);
    expect(poolRows(sectionOf(markdown, '# Top'), 'set').n).toBe(6);
    expect(sectionOf(markdown, '## Missing')).toBe('');
  });

  it("agrees with the README's pooled row, computed from BENCHMARKS.md's table", () => {
    const read = (name: string): string => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');
    const pooled = poolRows(sectionOf(read('BENCHMARKS.md'), SET_BY_SET), UNSEEN);
    const claims = read('README.md')
      .split('\n')
      .flatMap((line) => parseRow(line) ?? [])
      .filter((row) => row.set.startsWith('pooled:'));
    expect(claims).toHaveLength(1);
    const claim = claims[0]!;
    expect(Number(/the (\d+) held-out sets/.exec(claim.set)?.[1])).toBe(pooled.rows);
    expect(claim.n).toBe(pooled.n);
    expect(claim.engine).toEqual(pooled.engine);
    expect(claim.bm25).toEqual(pooled.bm25);
  });
});
