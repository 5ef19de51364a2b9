import { describe, expect, it } from 'vitest';
import { assembleSelection } from '../src/core/assemble-selection.js';
import { packToBudget, type PackInput } from '../src/core/pack-budget.js';
import { buildQuery } from '../src/core/query.js';
import { buildIndex } from '../src/core/repo-index.js';
import type { Evaluation } from '../src/core/types.js';
import { makeRepo } from './helpers/repo.js';

/*
 * pkg/table.py            Table with 30 filler methods and _convert_data_to_col (the target)
 * pkg/column.py           Column, used by table.py
 * pkg/tests/test_table.py named after table.py
 * pkg/tests/test_convert.py named after no file
 */
const filler = Array.from({ length: 30 }, (_, i) => `    def method_${i}(self, value):\n        return self.helper_${i}(value) + ${i}\n`).join('');
const files = {
  'pkg/__init__.py': '',
  'pkg/column.py': 'class Column:\n    def __init__(self, data):\n        self.data = data\n',
  'pkg/table.py': `from pkg.column import Column\n\nclass Table:\n${filler}    def _convert_data_to_col(self, data):\n        return Column(data.view(NdarrayMixin))\n`,
  'pkg/tests/test_table.py': 'def test_table():\n    pass\n',
  'pkg/tests/test_convert.py': 'def test_convert():\n    pass\n',
};
const ev = (path: string, relevance: number): Evaluation => ({ path, relevance, score: relevance, reason: 'r', missingContext: [], isTest: false });

describe('assembleSelection', () => {
  const root = makeRepo(files);
  const index = buildIndex(root);
  const selected = [ev('pkg/table.py', 0.9), ev('pkg/column.py', 0.6)];
  const keywords = buildQuery('Structured data converted to NdarrayMixin column in Table').keywords;

  it('gives each file whole with its best symbols, links and the tests exercising it', async () => {
    const a = await assembleSelection(index, selected, selected, keywords, null);
    const table = a.files[0]!;
    expect(table).toMatchObject({ path: 'pkg/table.py', form: 'file', parser: 'tree-sitter' });
    expect(table.givenTokens).toBe(table.tokens);
    expect(table.symbols[0]!.name).toBe('Table._convert_data_to_col');
    expect(table.symbols.length).toBeLessThanOrEqual(10);
    expect(a.links).toEqual([{ from: 'pkg/table.py', to: 'pkg/column.py', kind: 'imports', names: [] }]);
    expect(a.tests).toEqual([{ path: 'pkg/tests/test_table.py', relevance: 0.072, isTest: true, exercises: ['pkg/table.py'] }]);
    expect(a.selectedTokens).toBe(a.files.reduce((s, f) => s + f.givenTokens, 0));
  });

  it("ranks tests by their own evidence, a link to a selected file adding a tenth of what they lack", async () => {
    const test = (path: string, relevance: number): Evaluation => ({ ...ev(path, relevance), isTest: true });
    const unlinked = await assembleSelection(index, selected, [...selected, test('pkg/tests/test_convert.py', 0.5), test('pkg/tests/test_table.py', 0)], keywords, null);
    // Named after table.py (0.9 x 0.8 = 0.72) with no evidence of its own: below a test the task's words found.
    expect(unlinked.tests.map((t) => [t.path, t.relevance])).toEqual([['pkg/tests/test_convert.py', 0.5], ['pkg/tests/test_table.py', 0.072]]);
    const linked = await assembleSelection(index, selected, [...selected, test('pkg/tests/test_convert.py', 0.5), test('pkg/tests/test_table.py', 0.5)], keywords, null);
    expect(linked.tests.map((t) => [t.path, t.relevance])).toEqual([['pkg/tests/test_table.py', 0.536], ['pkg/tests/test_convert.py', 0.5]]);
    expect(linked.tests[0]!.exercises).toEqual(['pkg/table.py']);
  });

  it('with no budget, has every file counted whole without waiting for its symbols', async () => {
    const asked: { files: PackInput[]; budget: number | null }[] = [];
    const a = await assembleSelection(index, selected, selected, keywords, null, async (files, budget) => {
      asked.push({ files: [...files], budget });
      return packToBudget(files, budget);
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.budget).toBeNull();
    expect(asked[0]!.files.map((f) => [f.path, f.symbols.length])).toEqual([['pkg/table.py', 0], ['pkg/column.py', 0]]);
    expect(a.files.map((f) => f.form)).toEqual(['file', 'file']);
    expect(a.files[0]!.symbols[0]!.name).toBe('Table._convert_data_to_col');
  });

  it('packs symbol ranges instead of dropping a file that does not fit the budget', async () => {
    const whole = await assembleSelection(index, selected, selected, keywords, null);
    const budget = whole.files[1]!.tokens + 60;
    const a = await assembleSelection(index, [selected[1]!, selected[0]!], selected, keywords, budget);
    const table = a.files.find((f) => f.path === 'pkg/table.py')!;
    expect(table.form).toBe('ranges');
    expect(table.ranges).toContainEqual({ startLine: table.symbols[0]!.startLine, endLine: table.symbols[0]!.endLine });
    expect(a.selectedTokens).toBeLessThanOrEqual(budget);
    expect(a.droppedForBudget).toBe(0);
  });
});
