/**
 * One measured run of the scale benchmark, in its own process so that its peak
 * memory is its own: `bench/scale.ts` starts it as
 *
 *   node [--max-old-space-size=N] --import tsx bench/scale-child.ts --mode engine|bm25|bm25-source|list --root DIR --query-file F [--trace-reads] [--src DIR]
 *
 * and reads one JSON line from stdout: timings (ms, measured in-process, so
 * process start and TypeScript loading are not counted), the peak resident set
 * size (`process.resourceUsage().maxRSS`) and, with --trace-reads, how often each
 * file under the root was read.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { retrieve as Retrieve } from '../src/core/retrieve.js';
import type { listRepoFiles as ListRepoFiles } from '../src/core/repo-files.js';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'engine' },
    root: { type: 'string' },
    'query-file': { type: 'string' },
    'max-cycles': { type: 'string', default: '3' },
    'trace-reads': { type: 'boolean', default: false },
    src: { type: 'string', default: 'src' },
  },
});
/** The engine's sources: this checkout's `src`, or a copy (e.g. with a change under test). */
const fromSrc = async <T>(module: string): Promise<T> => (await import(pathToFileURL(resolve(values.src!, 'core', module)).href)) as T;
const root = resolve(values.root!);
const queryText = values['query-file'] ? fs.readFileSync(values['query-file'], 'utf8') : '';

// Count reads (readFileSync, promises.readFile, openSync) of files under the
// root: the engine should read each file once (plus the few selected files it
// reads again to count their tokens). `bytes` counts readFile results only.
const reads = new Map<string, number>();
let readBytes = 0;
if (values['trace-reads']) {
  const count = (p: unknown, bytes: number): void => {
    if (typeof p !== 'string') return;
    const abs = resolve(p);
    if (abs.startsWith(root + sep)) {
      reads.set(abs, (reads.get(abs) ?? 0) + 1);
      readBytes += bytes;
    }
  };
  const original = fs.readFileSync;
  fs.readFileSync = function (this: unknown, ...a: unknown[]) {
    const out = (original as (...x: unknown[]) => string | Buffer).apply(this, a);
    count(a[0], typeof out === 'string' ? Buffer.byteLength(out) : out.length);
    return out;
  } as typeof fs.readFileSync;
  // repo-files reads through openSync + readSync (bounded reads): count opens too.
  const originalOpen = fs.openSync;
  fs.openSync = function (this: unknown, ...a: unknown[]) {
    const fd = (originalOpen as (...x: unknown[]) => number).apply(this, a);
    count(a[0], 0);
    return fd;
  } as typeof fs.openSync;
  const originalAsync = fs.promises.readFile;
  fs.promises.readFile = async function (this: unknown, ...a: unknown[]) {
    const out = await (originalAsync as (...x: unknown[]) => Promise<string | Buffer>).apply(this, a);
    count(a[0], typeof out === 'string' ? Buffer.byteLength(out) : out.length);
    return out;
  } as typeof fs.promises.readFile;
  syncBuiltinESMExports();
}

const result: Record<string, unknown> = { mode: values.mode };
const t0 = performance.now();
if (values.mode === 'list') {
  const { listRepoFiles } = await fromSrc<{ listRepoFiles: typeof ListRepoFiles }>('repo-files.ts');
  const listing = listRepoFiles(root);
  result['files'] = listing.files.length;
  result['bytes'] = listing.files.reduce((a, f) => a + f.size, 0);
  result['skipped'] = listing.skipped;
  result['ms'] = performance.now() - t0;
} else if (values.mode === 'bm25' || values.mode === 'bm25-source') {
  const { runBm25 } = await import('./bm25-baseline.js');
  // `bm25`: every file the engine reads, so that both read the same bytes.
  const ranking = runBm25(root, queryText, values.mode === 'bm25' ? 'all' : 'source');
  result['ms'] = performance.now() - t0;
  result['top'] = ranking.slice(0, 10);
} else {
  const { retrieve } = await fromSrc<{ retrieve: typeof Retrieve }>('retrieve.ts');
  let indexMs: number | null = null;
  const log = (line: string): void => {
    const m = /^indexed (\d+) files in (\d+) ms/.exec(line);
    if (m) indexMs = Number(m[2]);
  };
  const t1 = performance.now();
  // Two threads as the CLI runs, except when tracing reads (a worker's reads are not traced).
  const worker = new URL('../dist/index-worker.js', import.meta.url);
  const indexWorker = values['trace-reads'] || !fs.existsSync(worker) ? null : worker;
  result['threads'] = indexWorker === null ? 1 : 2;
  const manifest = await retrieve(root, { text: queryText, source: 'bench' }, { maxCycles: Number(values['max-cycles']), log, indexWorker });
  result['ms'] = performance.now() - t1;
  result['indexMs'] = indexMs;
  result['files'] = manifest.totals.filesScanned;
  result['cycleMs'] = manifest.cycles.map((c) => c.elapsedMs);
  result['stopReason'] = manifest.stopReason;
  result['selected'] = manifest.files.map((f) => f.path);
  result['ranking'] = manifest.ranking.map((f) => f.path);
  result['heapUsedMB'] = process.memoryUsage().heapUsed / 2 ** 20;
}
const cpu = process.cpuUsage();
result['cpuMs'] = (cpu.user + cpu.system) / 1000;
result['maxRssMB'] = process.resourceUsage().maxRSS / 1024;
if (values['trace-reads']) {
  const twice = [...reads].filter(([, n]) => n > 1).map(([p, n]) => ({ path: p.slice(root.length + 1), n }));
  result['reads'] = { distinctFiles: reads.size, totalReads: [...reads.values()].reduce((a, n) => a + n, 0), bytes: readBytes, readMoreThanOnce: twice };
}
process.stdout.write(JSON.stringify(result) + '\n');
