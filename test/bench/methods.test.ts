import { describe, expect, it } from 'vitest';
import { parseMethods, runMethod } from '../../bench/methods.js';
import { makeRepo } from '../helpers/repo.js';

const indexWorker = new URL('../../dist/index-worker.js', import.meta.url);

function throttleRepo(): string {
  return makeRepo({
    'src/throttle.py': 'class Throttle:\n    """Limit how often a request may run."""\n    def allow(self, key):\n        return self.window.count(key) < self.limit\n',
    'src/render.py': 'def render(page):\n    return page.title\n',
    'tests/test_throttle.py': 'from src.throttle import Throttle\n\ndef test_allow():\n    assert Throttle().allow("k")\n',
    'README.md': '# demo\n',
  });
}

describe('parseMethods', () => {
  it('takes the known methods in the order given and names the choices for anything else', () => {
    expect(parseMethods('full,bm25')).toEqual(['full', 'bm25']);
    expect(() => parseMethods('bm25,fast')).toThrow(/bm25, bm25-all, one, full, full-single/);
    expect(() => parseMethods('')).toThrow(/--methods/);
  });
});

describe('runMethod', () => {
  const query = 'Throttle.allow lets every request through\n\nThe throttle never limits a key.';

  it('BM25 ranks by words and selects nothing; its tests come from its own ranking', async () => {
    const run = await runMethod('bm25', throttleRepo(), query, indexWorker);
    expect(run.ranking[0]).toBe('src/throttle.py');
    expect(run.selected).toEqual([]);
    expect(run.tokens).toBeUndefined();
    expect(run.tests).toEqual(['tests/test_throttle.py']);
    expect(run.seconds).toBeGreaterThan(0);
  });

  it('the engine records its ranking, selection, selected tokens, cycles and stop reason', async () => {
    const tree = throttleRepo();
    const one = await runMethod('one', tree, query, indexWorker);
    const full = await runMethod('full', tree, query, indexWorker);
    for (const run of [one, full]) {
      expect(run.ranking[0]).toBe('src/throttle.py');
      expect(run.selected).toContain('src/throttle.py');
      expect(run.tokens).toBeGreaterThan(10);
      expect(run.relevance?.[0]).toBe(1);
      expect(run.symbols?.[0]).toMatch(/^src\/throttle\.py::/);
    }
    expect(one.cycles).toBe(1);
    expect(full.cycles).toBeGreaterThanOrEqual(1);
    expect(full.stopReason).not.toBe('');
  });
});
