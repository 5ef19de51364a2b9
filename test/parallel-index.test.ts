import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allPostings } from '../src/core/index-part.js';
import { buildIndexInParallel } from '../src/core/parallel-index.js';
import { buildIndex } from '../src/core/repo-index.js';
import { largeRepo, makeRepo } from './helpers/repo.js';

// The real bundled worker (npm test builds dist/ first).
const WORKER = new URL('../dist/index-worker.js', import.meta.url);
/** A threshold under the test tree's 2.4 MB (the CLI test runs the default on a larger tree), and a short grace. */
const TUNING = { minBytes: 1_000_000, maxKeepBytes: 0, graceMs: 200 };

describe('buildIndexInParallel', () => {
  const root = largeRepo();
  const options = { phrases: ['rolling checksum', 'Straße 3'] };
  const alone = buildIndex(root, options);

  /** A worker kept between calls (maxKeepBytes over the tree). */
  const KEEPING = { ...TUNING, maxKeepBytes: 10_000_000 };
  /** Only a kept worker can take part (no tree is worth a fresh one). */
  const KEPT_ONLY = { ...KEEPING, minBytes: Number.POSITIVE_INFINITY };

  /**
   * A run (tuned by `first`) that starts the worker and keeps it, then runs that only
   * the kept worker can take part in, until it does: it does once it has the CPU before
   * this thread has claimed every file, which on a loaded machine (the whole suite
   * running) may take a second try.
   */
  async function withKeptWorker(first: typeof TUNING = KEEPING): Promise<Awaited<ReturnType<typeof buildIndexInParallel>>[]> {
    const runs = [await buildIndexInParallel(root, options, WORKER, first)];
    do runs.push(await buildIndexInParallel(root, options, WORKER, KEPT_ONLY));
    while (runs.at(-1)!.workerFiles === 0 && runs.length < 6);
    return runs;
  }

  /** End the kept worker, if any: the next tree under minBytes is read on this thread. */
  async function endKeptWorker(): Promise<void> {
    await buildIndexInParallel(root, options, WORKER, { ...TUNING, minBytes: Number.POSITIVE_INFINITY, maxKeepBytes: 0 });
  }

  it('builds exactly the index one thread builds, on a tree worth a worker', async () => {
    expect(alone.totalBytes).toBeGreaterThan(TUNING.minBytes);
    const runs = await withKeptWorker();
    expect(runs.at(-1)!.workerFiles).toBeGreaterThan(0);
    for (const { index: both, workerFiles } of runs) {
      expect(workerFiles).toBeLessThan(both.files.length);
      expect(both.files).toEqual(alone.files);
      expect(allPostings(both.body)).toEqual(alone.body);
      expect(both.defTerms).toEqual(alone.defTerms);
      expect(both.importedBy).toEqual(alone.importedBy);
      expect(both.skipped).toEqual({ ...alone.skipped, binary: 1 });
    }
    await endKeptWorker();
  });

  it('reads the worker\'s share itself when the worker fails, and loses nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ir-worker-'));
    const crashing = join(dir, 'crash.mjs');
    writeFileSync(crashing, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => { throw new Error('boom'); });\n");
    // Claims files from the back (as the real worker does), then dies holding them.
    const dying = join(dir, 'dying.mjs');
    writeFileSync(
      dying,
      `import { parentPort } from 'node:worker_threads';
parentPort.on('message', (req) => {
  const word = new BigInt64Array(req.cursor);
  for (let k = 0; k < 40; k++) {
    const old = Atomics.load(word, 0);
    if ((old & 0xffffffffn) >= old >> 32n) break;
    Atomics.compareExchange(word, 0, old, (((old >> 32n) - 1n) << 32n) | (old & 0xffffffffn));
  }
  process.exit(1);
});
`,
    );
    const exiting = join(dir, 'exit.mjs');
    writeFileSync(exiting, 'process.exit(3);\n');
    for (const script of [crashing, dying, exiting, join(dir, 'missing.mjs')]) {
      const { index, workerFiles } = await buildIndexInParallel(root, options, pathToFileURL(script), TUNING);
      expect(workerFiles).toBe(0);
      expect(index.files).toEqual(alone.files);
      expect(allPostings(index.body)).toEqual(alone.body);
    }
  });

  it('ends a worker that never answers once the time limit and its grace are past, and loses nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ir-worker-'));
    const silent = join(dir, 'silent.mjs');
    writeFileSync(silent, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => setInterval(() => {}, 1000));\n");
    const started = performance.now();
    const { index, workerFiles } = await buildIndexInParallel(root, { ...options, deadline: started + 300 }, pathToFileURL(silent), TUNING);
    // The silent worker claims nothing: this thread read every file, then waited out the deadline and the grace.
    expect(performance.now() - started).toBeGreaterThanOrEqual(300 + TUNING.graceMs - 50);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(workerFiles).toBe(0);
    expect(index.files).toEqual(alone.files);
  });

  it('keeps the worker after a tree it may keep, and reads the next tree with it whatever its size', async () => {
    const runs = await withKeptWorker();
    // The tree is under KEPT_ONLY's minBytes: only the kept worker could read part of it.
    expect(runs.at(-1)!.workerFiles).toBeGreaterThan(0);
    for (const { index } of runs) expect(allPostings(index.body)).toEqual(alone.body);
    // A tree over maxKeepBytes ends it: the next tree under minBytes is read here.
    await endKeptWorker();
    expect((await buildIndexInParallel(root, options, WORKER, KEPT_ONLY)).workerFiles).toBe(0);
  });

  it('starts a worker even for a tree too small for it, and keeps it for the next run', async () => {
    await endKeptWorker();
    // No worker kept: the fresh one started with the walk is not worth waiting for, so this thread reads alone,
    // and the worker, kept, takes part in a later run.
    const runs = await withKeptWorker(KEPT_ONLY);
    expect(runs[0]!.workerFiles).toBe(0);
    expect(runs.at(-1)!.workerFiles).toBeGreaterThan(0);
    for (const { index } of runs) expect(allPostings(index.body)).toEqual(alone.body);
    await endKeptWorker();
  });

  it('reads a small tree on this thread', async () => {
    await endKeptWorker();
    const small = makeRepo({ 'a.py': 'def a():\n    pass\n' });
    const { index, workerFiles } = await buildIndexInParallel(small, {}, WORKER, TUNING);
    expect(workerFiles).toBe(0);
    expect(index.files.map((f) => f.path)).toEqual(['a.py']);
  });
});
