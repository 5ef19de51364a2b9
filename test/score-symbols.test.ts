import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildQuery } from '../src/core/query.js';
import { scoreSymbols } from '../src/core/score-symbols.js';
import { parseFiles } from '../src/core/syntax/parse-files.js';

const TABLE = [
  'class Table:',
  '    def __init__(self, data):',
  '        self.columns = []',
  '    def _convert_data_to_col(self, data, copy=True):',
  '        """Turn structured arrays into a mixin column."""',
  '        if isinstance(data, np.ndarray) and len(data.dtype) > 1:',
  '            data = data.view(NdarrayMixin)',
  '        return Column(data, copy=copy)',
  '    def pformat(self, max_lines=None):',
  '        return self.formatter.format(self, max_lines)',
].join('\n');

describe('scoreSymbols', () => {
  it('ranks the method the issue talks about first', async () => {
    const [syntax] = await parseFiles([{ path: 'table.py', text: TABLE }]);
    const q = buildQuery('Structured column should not become NdarrayMixin\nWhen adding a structured np.array to a Table it is converted to NdarrayMixin via the data view.');
    const scored = scoreSymbols(syntax!, q.keywords);
    expect(scored[0]!.name).toBe('Table._convert_data_to_col');
    expect(scored[0]).toMatchObject({ kind: 'method', startLine: 4, endLine: 8 });
    expect(scored.find((s) => s.name === 'Table.pformat')!.score).toBeLessThan(scored[0]!.score);
  });

  it('a name hit outweighs a body mention', async () => {
    const [syntax] = await parseFiles([{ path: 'a.ts', text: 'export function refreshToken() { return 1; }\nexport function other() { return refreshToken(); }\n' }]);
    const scored = scoreSymbols(syntax!, buildQuery('refresh token fails').keywords);
    expect(scored.map((s) => s.name)).toEqual(['refreshToken', 'other']);
    expect(scored[0]!.score).toBeGreaterThan(scored[1]!.score);
  });

  it('scores stay in [0, 1), zero without a shared term, and order is deterministic', async () => {
    const [syntax] = await parseFiles([{ path: 'table.py', text: TABLE }]);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('table', 'column', 'data', 'format', 'mixin', 'zzz', 'copy', 'lines'), { maxLength: 6 }), (words) => {
        const q = buildQuery(words.join(' ') || 'zzz');
        const a = scoreSymbols(syntax!, q.keywords);
        expect(scoreSymbols(syntax!, q.keywords)).toEqual(a);
        for (const s of a) expect(s.score >= 0 && s.score < 1).toBe(true);
        for (let i = 1; i < a.length; i++) expect(a[i - 1]!.score).toBeGreaterThanOrEqual(a[i]!.score);
      }),
      { numRuns: 60 },
    );
    expect(scoreSymbols(syntax!, buildQuery('zzz qqq').keywords).every((s) => s.score === 0)).toBe(true);
  });
});
