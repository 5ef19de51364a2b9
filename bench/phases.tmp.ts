import { readFileSync } from "node:fs"; import { join } from "node:path";
import { readInstances, treeDirOf } from './instances.js';
import { retrieve } from '../src/core/retrieve.js';
import { clearSyntaxCache } from '../src/core/syntax/parse-files.js';
import { runBm25 } from './bm25-baseline.js';
import { listRepoFiles } from '../src/core/repo-files.js';
const set = process.argv[2]!; const data = process.argv[3] ?? '../shared/bench';
const insts = readInstances(data, set);
const worker = new URL('../dist/index-worker.js', import.meta.url);
const rows: number[][] = [];
for (const inst of insts) {
  const tree = treeDirOf('.bench-cache', inst);
  for (const f of listRepoFiles(tree, { maxFiles: 200_000 }).files) { try { readFileSync(join(tree, f.path)); } catch {} }
  clearSyntaxCache(); (globalThis as any).gc?.();
  let t = performance.now(); await runBm25(tree, inst.query); const bm = performance.now() - t;
  (globalThis as any).gc?.();
  let idx = 0; t = performance.now();
  const m = await retrieve(tree, { text: inst.query, source: 'bench' }, { indexWorker: worker, log: (l) => { const x = /indexed (\d+) files in (\d+) ms/.exec(l); if (x) idx = +x[2]!; } });
  const all = performance.now() - t;
  const cyc = m.cycles.reduce((s, c) => s + c.elapsedMs, 0);
  rows.push([bm, all, idx, cyc, all - idx - cyc, m.totals.filesScanned, m.cycles.length]);
}
const med = (k: number) => { const v = rows.map((r) => r[k]!).sort((a, b) => a - b); return v[Math.floor(v.length / 2)]!.toFixed(0); };
console.log('median ms: bm25', med(0), 'engine', med(1), 'index', med(2), 'cycles', med(3), 'rest', med(4), 'files', med(5));
const sum = (k: number) => rows.reduce((s, r) => s + r[k]!, 0).toFixed(0);
console.log('sum ms: bm25', sum(0), 'engine', sum(1), 'index', sum(2), 'cycles', sum(3), 'rest', sum(4));
