import { describe, expect, it } from 'vitest';
import { rankOfAll, signTestP, tallyOf, verdictOf } from '../../bench/loop-vs-one.js';
import type { InstanceResult, MethodRun } from '../../bench/metrics.js';

const run = (ranking: string[]): MethodRun => ({ ranking, selected: [], seconds: 0, cycles: 1, stopReason: '' });
const result = (id: string, gold: string[], one: string[], full: string[]): InstanceResult => ({ id, repo: 'o/r', gold, methods: { one: run(one), full: run(full) } });

describe('rankOfAll', () => {
  it('is the rank of the last gold file, and Infinity when one is not ranked', () => {
    expect(rankOfAll(['a', 'b', 'c'], ['b'])).toBe(2);
    expect(rankOfAll(['a', 'b', 'c'], ['c', 'a'])).toBe(3);
    expect(rankOfAll(['a', 'b'], ['a', 'z'])).toBe(Infinity);
  });
});

describe('tallyOf', () => {
  it('counts a run as gained or lost at each cut its every-gold rank crosses', () => {
    const results = [
      // one cycle 4th, the loop 1st: gained at Acc@1 and Acc@3.
      result('up', ['g'], ['a', 'b', 'c', 'g'], ['g', 'a', 'b', 'c']),
      // both gold files in the top 5 with one cycle, the second pushed to 6th by the loop: lost at Acc@5.
      result('down', ['g', 'h'], ['g', 'a', 'b', 'c', 'h', 'd'], ['g', 'a', 'b', 'c', 'd', 'h']),
      // unranked by one cycle, 9th by the loop: gained at Acc@10 only.
      result('found', ['g'], ['a'], ['a', 'b', 'c', 'd', 'e', 'f', 'i', 'j', 'g']),
      // the same rank either way: nothing.
      result('same', ['g'], ['g'], ['g']),
    ];
    expect(tallyOf(results, 'one', 'full')).toEqual({
      1: { gained: 1, lost: 0 },
      3: { gained: 1, lost: 0 },
      5: { gained: 0, lost: 1 },
      10: { gained: 1, lost: 0 },
    });
  });

  it('leaves out a run that lacks either method', () => {
    const bm25Only: InstanceResult = { id: 'x', repo: 'o/r', gold: ['g'], methods: { bm25: run(['g']) } };
    expect(tallyOf([bm25Only], 'one', 'full')[1]).toEqual({ gained: 0, lost: 0 });
  });
});

describe('signTestP', () => {
  it('gives the two-sided exact binomial tail', () => {
    expect(signTestP(1, 6)).toBeCloseTo(0.125, 10);
    expect(signTestP(16, 10)).toBeCloseTo(0.32693958282470703, 10);
    expect(signTestP(46, 7)).toBeCloseTo(4.003196174551249e-8, 15);
    expect(signTestP(6, 1)).toBe(signTestP(1, 6));
  });

  it('is 1 for no changed run or an even split, and stays finite for thousands of runs', () => {
    expect(signTestP(0, 0)).toBe(1);
    expect(signTestP(5, 5)).toBe(1);
    const p = signTestP(2600, 2400);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(0.01);
  });
});

describe('verdictOf', () => {
  const t = (pairs: [number, number][]): Record<number, { gained: number; lost: number }> =>
    Object.fromEntries([1, 3, 5, 10].map((k, i) => [k, { gained: pairs[i]![0], lost: pairs[i]![1] }]));
  it('reads ahead, behind, mixed and level from the net of each cut', () => {
    expect(verdictOf(t([[0, 0], [1, 1], [2, 0], [0, 0]]))).toBe('ahead');
    expect(verdictOf(t([[0, 0], [0, 1], [0, 0], [0, 0]]))).toBe('behind');
    expect(verdictOf(t([[1, 0], [0, 0], [0, 1], [0, 0]]))).toBe('mixed');
    expect(verdictOf(t([[0, 0], [2, 2], [0, 0], [0, 0]]))).toBe('level');
  });
});
