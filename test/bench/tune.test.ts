import { describe, expect, it } from 'vitest';
import { saveInstance } from '../../bench/features.js';
import { load, metrics, rank } from '../../bench/tune.js';
import { DEFAULT_BM25 } from '../../src/core/dispatch.js';
import { DEFAULT_LOOP, iterate } from '../../src/core/iterate.js';
import { DEFAULT_WEIGHTS } from '../../src/core/evaluate.js';
import { cleanTaskText, queryOfCleanText } from '../../src/core/query.js';
import { buildIndex } from '../../src/core/repo-index.js';
import { fixtureRepo } from '../helpers/repo.js';

/** The engine's own first-cycle ranking of non-test files. */
async function firstCycle(root: string, text: string, weights = DEFAULT_WEIGHTS, bm25 = DEFAULT_BM25): Promise<string[]> {
  const query = queryOfCleanText(cleanTaskText(text).trim());
  const index = buildIndex(root, { phrases: query.phrases, maxFiles: 200_000 });
  const loop = await iterate(index, query, new Map(), { ...DEFAULT_LOOP, maxCycles: 1, weights, bm25 }, () => 0);
  return loop.evaluations.filter((e) => !e.isTest).slice(0, 50).map((e) => e.path);
}

describe('saved first-cycle evidence (bench/features.ts, bench/tune.ts)', () => {
  const root = fixtureRepo('rate-limit');
  const text = 'Requests are not throttled per client\n\nThe limiter lets every request through once the window resets: `RateLimiter.allow` ignores the client key.';
  const inst = { id: 'acme__api-1', repo: 'acme/api', base_commit: 'HEAD', query: text, gold_files: ['src/middleware/throttle.ts'] };

  it('ranks as the engine ranks, under the default weights and under others', async () => {
    const saved = saveInstance(inst, 'test', root);
    // Through JSON, as the files on disk are read back.
    const loaded = load(JSON.parse(JSON.stringify(saved)));
    const engine = await firstCycle(root, text);
    expect(engine.length).toBeGreaterThan(3);
    expect(rank(loaded, { weights: DEFAULT_WEIGHTS, bm25: DEFAULT_BM25 })).toEqual(engine);
    const other = { ...DEFAULT_WEIGHTS, graph: 0.5, name: 0, passage: 0 };
    const bm25 = { k1: 2, b: 0.9 };
    expect(rank(loaded, { weights: other, bm25 })).toEqual(await firstCycle(root, text, other, bm25));
  });

  it('counts an instance at k only when every gold file is in the top k', () => {
    const m = metrics([
      { gold: ['a', 'b'], ranking: ['a', 'x', 'b'] },
      { gold: ['c'], ranking: ['y', 'z'] },
    ]);
    expect(m).toEqual({ n: 2, acc1: 0, acc3: 50, acc5: 50, acc10: 50, mrr: 0.5 });
  });
});
