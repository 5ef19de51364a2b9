import { describe, expect, it } from 'vitest';
import { mergeRanges, packToBudget } from '../src/core/pack-budget.js';
import type { ScoredSymbol } from '../src/core/score-symbols.js';
import { countTokens } from '../src/core/tokens.js';

const body = (n: number, word: string): string => Array.from({ length: n }, (_, i) => `    total_${word}_${i} = compute_${word}(${i}) * weight_${i}`).join('\n');
/** 1: class, 2: def small (2-3), 4: def big (4-203). */
const TEXT = ['class Cart:', '    def small(self):', '        return 1', '    def big(self):', body(199, 'x')].join('\n');
const sym = (name: string, startLine: number, endLine: number, score = 0.5): ScoredSymbol => ({ name, kind: 'method', startLine, endLine, score });

describe('packToBudget', () => {
  it('gives every file whole without a budget or when it fits', () => {
    const [p] = packToBudget([{ path: 'a.py', text: TEXT, symbols: [] }], null);
    expect(p).toEqual({ path: 'a.py', form: 'file', tokens: countTokens(TEXT), givenTokens: countTokens(TEXT) });
  });

  it('packs the relevant ranges when the whole file does not fit, a containing class as its first line', () => {
    const [p] = packToBudget([{ path: 'a.py', text: TEXT, symbols: [sym('Cart', 1, 203), sym('Cart.small', 2, 3)] }], 50);
    expect(p).toMatchObject({ form: 'ranges', ranges: [{ startLine: 1, endLine: 3 }] });
    expect(p!.form !== 'dropped' && p!.givenTokens).toBe(countTokens(TEXT.split('\n').slice(0, 3).join('\n')));
  });

  it('falls back to signatures, then drops the file, and never exceeds the budget', () => {
    const symbols = [sym('Cart.big', 4, 203)];
    const [sig] = packToBudget([{ path: 'a.py', text: TEXT, symbols }], 30);
    expect(sig).toMatchObject({ form: 'signatures', ranges: [{ startLine: 4, endLine: 4 }] });
    const [dropped] = packToBudget([{ path: 'a.py', text: TEXT, symbols }], 2);
    expect(dropped!.form).toBe('dropped');
    const [none] = packToBudget([{ path: 'a.py', text: TEXT, symbols: [] }], 30);
    expect(none!.form).toBe('dropped');
  });

  it('spends the budget in order: later files get what is left', () => {
    const small = 'x = 1\n';
    const packed = packToBudget([{ path: 'a.py', text: TEXT, symbols: [sym('Cart.small', 2, 3)] }, { path: 'b.py', text: small, symbols: [] }], 40);
    expect(packed.map((p) => p.form)).toEqual(['ranges', 'file']);
    const spent = packed.reduce((a, p) => a + (p.form === 'dropped' ? 0 : p.givenTokens), 0);
    expect(spent).toBeLessThanOrEqual(40);
  });

  it('merges overlapping and adjacent ranges', () => {
    expect(mergeRanges([{ startLine: 5, endLine: 9 }, { startLine: 1, endLine: 2 }, { startLine: 3, endLine: 4 }, { startLine: 8, endLine: 12 }])).toEqual([{ startLine: 1, endLine: 12 }]);
    expect(mergeRanges([{ startLine: 1, endLine: 2 }, { startLine: 4, endLine: 4 }])).toEqual([{ startLine: 1, endLine: 2 }, { startLine: 4, endLine: 4 }]);
  });
});
