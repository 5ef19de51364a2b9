/**
 * Scale benchmark: how run time and memory grow with repository size, from one
 * repository to 45,000+ files side by side. For each size and each query, in
 * separate processes: the engine (under a heap cap), one minisearch BM25 pass
 * (bench/bm25-baseline.ts) and `rg` over the query's terms when installed.
 *
 *   npm run bench:scale -- [--sizes small,medium,large] [--ids id1,id2] [--methods engine,bm25,bm25-source,rg]
 *
 * `bm25` reads every file the engine reads; `bm25-source` (not run by default) only source files,
 * as the localization benchmark's baseline does.
 *                          [--heap-mb 1024] [--work .bench-scale] [--mirrors /work/.mirror] [--no-trace] [--src DIR]
 *
 * --src runs the engine from another copy of the sources (e.g. `cp -r src /tmp/x/src`
 * plus a change under test); BM25 always uses this checkout's file listing.
 *
 * Trees are written once from the git mirrors under --work (see bench/scale-trees.ts).
 * Writes bench/results/scale-<stamp>.json and .md and prints the table.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readInstances, type Instance } from './instances.js';
import { quantile } from './metrics.js';
import { buildTree, treeStats } from './scale-trees.js';
import { buildQuery } from '../src/core/query.js';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: 'small,medium,large' },
    ids: { type: 'string', default: 'pytest-dev__pytest-10051,sympy__sympy-24661,sqlfluff__sqlfluff-1517,eslint__eslint-16a1c1f79b' },
    methods: { type: 'string', default: 'engine,bm25,rg' },
    data: { type: 'string', default: '../shared/bench' },
    mirrors: { type: 'string', default: '/work/.mirror' },
    work: { type: 'string', default: '.bench-scale' },
    'heap-mb': { type: 'string', default: '1024' },
    'bm25-heap-mb': { type: 'string', default: '12288' },
    'no-trace': { type: 'boolean', default: false },
    out: { type: 'string', default: 'bench/results' },
    src: { type: 'string', default: 'src' },
  },
});

const work = resolve(values.work!);
const methods = new Set(values.methods!.split(','));
const heapMb = Number(values['heap-mb']);
const log = (line: string): void => void process.stderr.write(line + '\n');

const wanted = values.ids!.split(',');
const instances: Instance[] = [];
for (const set of ['swebench_lite_dev', 'swebench_verified_dev', 'githistory_js_ts']) {
  let all: Instance[];
  try {
    all = readInstances(values.data!, set);
  } catch {
    continue;
  }
  instances.push(...all.filter((inst) => wanted.includes(inst.id)));
}
instances.sort((a, b) => wanted.indexOf(a.id) - wanted.indexOf(b.id));
if (instances.length === 0) throw new Error(`none of the ids ${values.ids} found under ${values.data}`);
mkdirSync(join(work, 'queries'), { recursive: true });
const queryFiles = new Map(instances.map((i) => {
  const f = join(work, 'queries', `${i.id}.txt`);
  writeFileSync(f, i.query);
  return [i.id, f];
}));

const rgVersion = spawnSync('rg', ['--version'], { encoding: 'utf8' });
const hasRg = rgVersion.status === 0;
if (methods.has('rg') && !hasRg) log('rg is not installed: the rg column is skipped (apt-get install ripgrep)');

type ChildResult = Record<string, unknown> & { ms: number; maxRssMB: number };

function child(mode: string, root: string, extra: string[], heap: number): ChildResult {
  const args = [`--max-old-space-size=${heap}`, '--import', 'tsx', 'bench/scale-child.ts', '--mode', mode, '--root', root, '--src', resolve(values.src!), ...extra];
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  const wallMs = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${mode} child failed (status ${r.status}, signal ${r.signal}): ${r.stderr.slice(-2000)}`);
  const line = r.stdout.trim().split('\n').pop()!;
  return { ...(JSON.parse(line) as ChildResult), wallMs };
}

function runRg(root: string, text: string): { ms: number; files: number; terms: number } {
  const terms = buildQuery(text).keywords.map((k) => k.term);
  const args = ['--files-with-matches', '--ignore-case', '--fixed-strings', '--no-messages', '--no-require-git', ...terms.flatMap((t) => ['-e', t]), root];
  const t0 = performance.now();
  const r = spawnSync('rg', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = performance.now() - t0;
  if (r.status !== 0 && r.status !== 1) throw new Error(`rg failed: ${r.stderr}`);
  return { ms, files: r.stdout.split('\n').filter(Boolean).length, terms: terms.length };
}

interface QueryRun {
  id: string;
  engine?: ChildResult;
  bm25?: ChildResult;
  bm25Source?: ChildResult;
  rg?: { ms: number; files: number; terms: number };
}
interface SizeResult {
  size: string;
  treeFiles: number;
  treeMB: number;
  listed: ChildResult;
  runs: QueryRun[];
  trace?: ChildResult;
}

const results: SizeResult[] = [];
for (const size of values.sizes!.split(',')) {
  log(`== ${size}`);
  const tree = buildTree(work, values.mirrors!, size, log);
  const stats = treeStats(tree);
  log(`  tree: ${stats.files} files, ${(stats.bytes / 1e6).toFixed(1)} MB`);
  const listed = child('list', tree, [], heapMb);
  log(`  listing: ${listed['files']} files, ${((listed['bytes'] as number) / 1e6).toFixed(1)} MB in ${listed.ms.toFixed(0)} ms`);
  const runs: QueryRun[] = [];
  for (const inst of instances) {
    const qf = ['--query-file', queryFiles.get(inst.id)!];
    const run: QueryRun = { id: inst.id };
    if (methods.has('engine')) {
      run.engine = child('engine', tree, qf, heapMb);
      const e = run.engine;
      log(`  ${inst.id} engine: ${e.ms.toFixed(0)} ms (index ${e['indexMs']} ms, cycles ${(e['cycleMs'] as number[]).join('/')} ms), peak RSS ${e.maxRssMB.toFixed(0)} MB`);
    }
    if (methods.has('bm25')) {
      run.bm25 = child('bm25', tree, qf, Number(values['bm25-heap-mb']));
      log(`  ${inst.id} bm25: ${run.bm25.ms.toFixed(0)} ms, peak RSS ${run.bm25.maxRssMB.toFixed(0)} MB`);
    }
    if (methods.has('bm25-source')) {
      run.bm25Source = child('bm25-source', tree, qf, Number(values['bm25-heap-mb']));
      log(`  ${inst.id} bm25 (source files): ${run.bm25Source.ms.toFixed(0)} ms, peak RSS ${run.bm25Source.maxRssMB.toFixed(0)} MB`);
    }
    if (methods.has('rg') && hasRg) {
      run.rg = runRg(tree, inst.query);
      log(`  ${inst.id} rg: ${run.rg.ms.toFixed(0)} ms (${run.rg.terms} terms, ${run.rg.files} files)`);
    }
    runs.push(run);
  }
  const sr: SizeResult = { size, treeFiles: stats.files, treeMB: stats.bytes / 1e6, listed, runs };
  if (methods.has('engine') && !values['no-trace']) {
    sr.trace = child('engine', tree, ['--query-file', queryFiles.get(instances[0]!.id)!, '--trace-reads'], heapMb);
    const reads = sr.trace['reads'] as { distinctFiles: number; totalReads: number; readMoreThanOnce: { path: string; n: number }[] };
    log(`  reads: ${reads.distinctFiles} distinct files, ${reads.totalReads} reads, ${reads.readMoreThanOnce.length} read more than once`);
  }
  results.push(sr);
}

const median = (xs: number[]): number => quantile(xs, 0.5);
const num = (v: number | undefined, d = 2): string => (v === undefined || Number.isNaN(v) ? '–' : v.toFixed(d));
const rows = [
  `| size | tree files | tree MB | indexed files | indexed MB | listing files/s | index files/s | per-cycle ms | engine s | peak RSS MB (cap ${heapMb} MB heap) | BM25 s | BM25 peak RSS MB | BM25 (source files) s | rg s | engine/BM25 | engine/rg |`,
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
];
for (const r of results) {
  const eng = r.runs.flatMap((q) => (q.engine ? [q.engine] : []));
  const bm = r.runs.flatMap((q) => (q.bm25 ? [q.bm25] : []));
  const bmSource = r.runs.flatMap((q) => (q.bm25Source ? [q.bm25Source] : []));
  const rg = r.runs.flatMap((q) => (q.rg ? [q.rg] : []));
  const indexed = eng[0]?.['files'] as number | undefined;
  const listedFiles = r.listed['files'] as number;
  const indexMs = median(eng.map((e) => e['indexMs'] as number));
  const cycles = eng.flatMap((e) => e['cycleMs'] as number[]);
  const engS = eng.length ? median(eng.map((e) => e.ms)) / 1000 : NaN;
  const bmS = bm.length ? median(bm.map((b) => b.ms)) / 1000 : NaN;
  const rgS = rg.length ? median(rg.map((x) => x.ms)) / 1000 : NaN;
  const ratioBm = median(r.runs.flatMap((q) => (q.engine && q.bm25 ? [q.engine.ms / q.bm25.ms] : [])));
  const ratioRg = median(r.runs.flatMap((q) => (q.engine && q.rg ? [q.engine.ms / q.rg.ms] : [])));
  rows.push(
    `| ${r.size} | ${r.treeFiles} | ${r.treeMB.toFixed(0)} | ${indexed ?? '–'} | ${((r.listed['bytes'] as number) / 1e6).toFixed(0)} | ${Math.round(listedFiles / (r.listed.ms / 1000))} | ${eng.length ? Math.round((indexed ?? 0) / (indexMs / 1000)) : '–'} | ${cycles.length ? median(cycles).toFixed(0) : '–'} | ${num(engS)} | ${eng.length ? Math.max(...eng.map((e) => e.maxRssMB)).toFixed(0) : '–'} | ${num(bmS)} | ${bm.length ? Math.max(...bm.map((b) => b.maxRssMB)).toFixed(0) : '–'} | ${bmSource.length ? num(median(bmSource.map((b) => b.ms)) / 1000) : '–'} | ${num(rgS)} | ${bm.length && eng.length ? num(ratioBm) : '–'} | ${rg.length && eng.length ? num(ratioRg, 1) : '–'} |`,
  );
}
const detail = ['| size | query | engine s | index s | cycles ms | stop | peak RSS MB | BM25 s | rg s (terms) |', '|---|---|---|---|---|---|---|---|---|'];
for (const r of results) {
  for (const q of r.runs) {
    const e = q.engine;
    detail.push(`| ${r.size} | ${q.id} | ${e ? (e.ms / 1000).toFixed(2) : '–'} | ${e ? ((e['indexMs'] as number) / 1000).toFixed(2) : '–'} | ${e ? (e['cycleMs'] as number[]).join(' / ') : '–'} | ${e ? String(e['stopReason']) : '–'} | ${e ? e.maxRssMB.toFixed(0) : '–'} | ${q.bm25 ? (q.bm25.ms / 1000).toFixed(2) : '–'} | ${q.rg ? `${(q.rg.ms / 1000).toFixed(2)} (${q.rg.terms})` : '–'} |`);
  }
}
const table = `${rows.join('\n')}\n\nPer query:\n\n${detail.join('\n')}\n`;
mkdirSync(values.out!, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(join(values.out!, `scale-${stamp}.json`), JSON.stringify({ rg: hasRg ? rgVersion.stdout.split('\n')[0] : null, node: process.version, heapMb, src: resolve(values.src!), results }, null, 1));
writeFileSync(join(values.out!, `scale-${stamp}.md`), table);
console.log(table);
