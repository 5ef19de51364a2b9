/**
 * Peak memory of one method over a set: a child process runs only that method on
 * each of the set's trees (already written under the work dir), in order, and
 * reports its peak resident set size. The timed pass runs every method in one
 * process, where the peak RSS of the process says nothing about any one method.
 *
 *   node --expose-gc --import tsx bench/peak-memory.ts --method full --trees trees.json
 *
 * `trees.json` holds `[{ "tree": dir, "query": text }, ...]`. Prints `{"peakRssMB": n}`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parseMethods, runMethod, type Method } from './methods.js';
import { clearSyntaxCache } from '../src/core/syntax/parse-files.js';

export interface TreeRun {
  tree: string;
  query: string;
}

/** Peak RSS in MB of a fresh process (this file) running `method` on each tree in turn. */
export function peakMemoryOf(method: Method, runs: readonly TreeRun[]): number {
  const dir = mkdtempSync(join(tmpdir(), 'ir-peak-'));
  try {
    const list = join(dir, 'trees.json');
    writeFileSync(list, JSON.stringify(runs));
    // The flags `npm run bench` runs the timed pass with: the harness's sources through tsx, a collectable heap.
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--method', method, '--trees', list], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    return (JSON.parse(out.trim().split('\n').pop()!) as { peakRssMB: number }).peakRssMB;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { method: { type: 'string' }, trees: { type: 'string' } } });
  if (!values.method || !values.trees) throw new Error('usage: peak-memory.ts --method M --trees trees.json');
  const [method] = parseMethods(values.method) as [Method];
  const runs = JSON.parse(readFileSync(values.trees, 'utf8')) as TreeRun[];
  const indexWorker = new URL('../dist/index-worker.js', import.meta.url);
  const collectGarbage = (globalThis as { gc?: () => void }).gc;
  for (const { tree, query } of runs) {
    // As the timed pass: a collected heap and no syntax cached from another run.
    clearSyntaxCache();
    collectGarbage?.();
    await runMethod(method, tree, query, indexWorker);
  }
  // maxRSS is in kilobytes; it counts every thread of the process, the index worker's too.
  console.log(JSON.stringify({ peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024) }));
  process.exit(0);
}
