/**
 * Where an engine run's time goes, beside BM25's on the same tree: for each
 * instance of a set (its tree written from the mirror and kept in the work dir,
 * as `bench/run.ts --keep` keeps it), the source-file BM25's time, then the full
 * engine's, split into indexing, the cycles (the manifest's `cycles[].elapsedMs`)
 * and the rest (query, selection's symbols and tokens, tests list). Prints the
 * medians and sums, in ms, and the median ratio of the bytes the engine reads
 * (`bytesRead`: code whole, prose and data to their head; binary files are counted
 * too, so it is an upper bound) to the bytes of the source files BM25 reads.
 *
 *   npm run build && node --expose-gc --import tsx bench/phases.ts --sets githistory_js_ts [--data DIR] [--mirrors DIR] [--work DIR]
 */
import { parseArgs } from 'node:util';
import { isSourceFile, runBm25 } from './bm25-baseline.js';
import { readInstances } from './instances.js';
import { materializeInstance, mirrorOf, warmPageCache } from './materialize.js';
import { bytesRead, type ListedFile } from '../src/core/repo-files.js';
import { retrieve } from '../src/core/retrieve.js';
import { clearSyntaxCache } from '../src/core/syntax/parse-files.js';

const { values } = parseArgs({ options: { sets: { type: 'string' }, data: { type: 'string', default: '../shared/bench' }, mirrors: { type: 'string', default: '/work/.mirror' }, work: { type: 'string', default: '.bench-cache' } } });
if (!values.sets) throw new Error('--sets is required (e.g. --sets githistory_js_ts)');
const indexWorker = new URL('../dist/index-worker.js', import.meta.url);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

const PHASES = ['bm25', 'engine', 'index', 'cycles', 'rest'] as const;
type Timing = Record<(typeof PHASES)[number], number>;

for (const set of values.sets.split(',')) {
  const timings: Timing[] = [];
  const byteRatios: number[] = [];
  for (const inst of readInstances(values.data!, set)) {
    const mirror = mirrorOf(values.mirrors!, inst.repo);
    if (mirror === null) continue;
    const tree = materializeInstance(inst, mirror, values.work!).dir;
    // As bench/run.ts does: every method reads from a warm page cache.
    const listed = warmPageCache(tree);
    byteRatios.push(engineBytes(listed) / sourceBytes(listed));
    clearSyntaxCache();
    gc();
    let t = performance.now();
    runBm25(tree, inst.query);
    const bm25 = performance.now() - t;
    gc();
    let index = 0;
    const log = (line: string): void => {
      const m = /^indexed \d+ files in (\d+) ms/.exec(line);
      if (m) index = Number(m[1]);
    };
    t = performance.now();
    const manifest = await retrieve(tree, { text: inst.query, source: 'bench' }, { indexWorker, log });
    const engine = performance.now() - t;
    const cycles = manifest.cycles.reduce((sum, c) => sum + c.elapsedMs, 0);
    timings.push({ bm25, engine, index, cycles, rest: engine - index - cycles });
  }
  const median = (k: keyof Timing): number => timings.map((x) => x[k]).sort((a, b) => a - b)[timings.length >> 1] ?? 0;
  const sum = (k: keyof Timing): number => timings.reduce((s, x) => s + x[k], 0);
  console.log(`${set}: ${timings.length} instances`);
  console.log(`  median ms: ${PHASES.map((k) => `${k} ${median(k).toFixed(0)}`).join(', ')}`);
  console.log(`  sum ms:    ${PHASES.map((k) => `${k} ${sum(k).toFixed(0)}`).join(', ')}`);
  console.log(`  bytes the engine reads / BM25's, median: ${(byteRatios.sort((a, b) => a - b)[byteRatios.length >> 1] ?? 0).toFixed(2)}`);
}

/** As index-part.ts reads them (`bytesRead`). */
function engineBytes(files: readonly ListedFile[]): number {
  let bytes = 0;
  for (const f of files) bytes += bytesRead(f);
  return bytes;
}

/** As bench/bm25-baseline.ts reads them: source files whole. */
function sourceBytes(files: readonly ListedFile[]): number {
  let bytes = 0;
  for (const f of files) if (isSourceFile(f.path)) bytes += f.size;
  return bytes;
}
