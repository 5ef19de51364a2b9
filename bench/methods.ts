/**
 * The methods the harness compares, run one way for the timed pass (`run.ts`) and
 * the peak-memory pass (`peak-memory.ts`): BM25 by minisearch over source files
 * (`bm25`) or every text file (`bm25-all`), the engine with one cycle (`one`), three
 * (`full`), and three reading the tree on one thread (`full-single`).
 */
import { runBm25 } from './bm25-baseline.js';
import { rankSymbols, type MethodRun } from './metrics.js';
import { isTestPath } from '../src/core/code-facts.js';
import { retrieve } from '../src/core/retrieve.js';

export const METHODS = ['bm25', 'bm25-all', 'one', 'full', 'full-single'] as const;
export type Method = (typeof METHODS)[number];

export function parseMethods(list: string): Method[] {
  const methods = list.split(',').filter(Boolean);
  const unknown = methods.filter((m) => !(METHODS as readonly string[]).includes(m));
  if (unknown.length > 0 || methods.length === 0) throw new Error(`--methods ${list}: give a comma-separated list of ${METHODS.join(', ')}`);
  return methods as Method[];
}

/**
 * One method on one tree, as a user would run it, timed. `indexWorker` is the bundled
 * `dist/index-worker.js` the engine methods read large trees with (`full-single` never does).
 */
export async function runMethod(method: Method, tree: string, query: string, indexWorker: URL): Promise<MethodRun> {
  const t0 = performance.now();
  if (method === 'bm25' || method === 'bm25-all') {
    const ranking = runBm25(tree, query, method === 'bm25' ? 'source' : 'all');
    const seconds = (performance.now() - t0) / 1000;
    return { ranking: ranking.slice(0, 50), relevance: [], selected: [], seconds, cycles: 0, stopReason: '', tests: ranking.filter(isTestPath).slice(0, 20) };
  }
  const m = await retrieve(tree, { text: query, source: 'bench' }, { maxCycles: method === 'one' ? 1 : 3, indexWorker: method === 'full-single' ? null : indexWorker });
  const seconds = (performance.now() - t0) / 1000;
  return {
    ranking: m.ranking.slice(0, 50).map((f) => f.path),
    relevance: m.ranking.slice(0, 50).map((f) => f.relevance),
    selected: m.files.map((f) => f.path),
    tokens: m.totals.selectedTokens,
    seconds,
    cycles: m.cycles.length,
    stopReason: m.stopReason,
    tests: m.tests.map((t) => t.path),
    symbols: rankSymbols(m.files).slice(0, 50),
  };
}
