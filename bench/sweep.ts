/**
 * Scoring sweep: for each benchmark instance whose tree was kept (`npm run bench -- --keep`),
 * build the index once and run several engine variants on it, so that a change to
 * weights or loop options is measured on the same trees in one pass.
 *
 *   npx tsx bench/sweep.ts --sets githistory_js_ts --variants bench/variants.json [--limit N] [--ids id1,id2]
 *
 * A variants file maps a name to partial loop options, e.g.
 *   { "base": {}, "graph0": { "weights": { "graph": 0 } }, "one": { "maxCycles": 1 }, "lexical": { "noStructure": true }, "nosyn": { "noSynonyms": true } }
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_LOOP, iterate, type LoopOptions } from '../src/core/iterate.js';
import { buildQuery, TERM_WEIGHTS, type TermWeights } from '../src/core/query.js';
import { buildIndex } from '../src/core/repo-index.js';
import { repoParser } from '../src/core/syntax/parse-files.js';
import { buildThesaurus } from '../src/core/synonyms.js';
import { readInstances, treeDirOf } from './instances.js';
import { isKeptTree } from './materialize.js';
import { metricsOf, type InstanceResult } from './metrics.js';


const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '../shared/bench' },
    sets: { type: 'string', default: 'githistory_js_ts' },
    work: { type: 'string', default: '.bench-cache' },
    variants: { type: 'string' },
    limit: { type: 'string' },
    ids: { type: 'string' },
    /** Write per-instance results (rankings with relevance) to this JSON file. */
    dump: { type: 'string' },
  },
});

type Variant = { noStructure?: boolean; noSynonyms?: boolean; terms?: Partial<TermWeights> } & Partial<Omit<LoopOptions, 'weights' | 'bm25' | 'refine' | 'passages'>> & {
  passages?: Partial<LoopOptions['passages']>;
  weights?: Partial<LoopOptions['weights']>;
  bm25?: Partial<LoopOptions['bm25']>;
  refine?: Partial<LoopOptions['refine']>;
};
const variants = (values.variants ? JSON.parse(readFileSync(values.variants, 'utf8')) : { base: {} }) as Record<string, Variant>;
const thesaurus = buildThesaurus();

for (const set of values.sets!.split(',')) {
  let instances = readInstances(values.data!, set).filter((i) => isKeptTree(values.work!, i));
  if (values.ids) {
    const ids = new Set(values.ids.split(','));
    instances = instances.filter((i) => ids.has(i.id));
  }
  if (values.limit) instances = instances.slice(0, Number(values.limit));
  const results: InstanceResult[] = [];
  for (const inst of instances) {
    const query = buildQuery(inst.query);
    const index = buildIndex(treeDirOf(values.work!, inst), { phrases: query.phrases, maxFiles: 200_000 });
    const structure = repoParser(index.root);
    const r: InstanceResult = { id: inst.id, repo: inst.repo, gold: inst.gold_files, methods: {} };
    for (const [name, v] of Object.entries(variants)) {
      const options: LoopOptions = { ...DEFAULT_LOOP, ...v, weights: { ...DEFAULT_LOOP.weights, ...v.weights }, bm25: { ...DEFAULT_LOOP.bm25, ...v.bm25 }, refine: { ...DEFAULT_LOOP.refine, ...v.refine }, passages: { ...DEFAULT_LOOP.passages, ...v.passages } };
      const t0 = performance.now();
      const variantQuery = v.terms ? buildQuery(inst.query, { ...TERM_WEIGHTS, ...v.terms }) : query;
      const loop = await iterate(index, variantQuery, v.noSynonyms ? new Map() : thesaurus, v.noStructure ? options : { ...options, structure }, () => performance.now());
      const ranked = loop.evaluations.filter((e) => !e.isTest);
      r.methods[name] = {
        ranking: ranked.slice(0, 50).map((e) => e.path),
        relevance: ranked.slice(0, 50).map((e) => e.relevance),
        selected: loop.selected.map((e) => e.path),
        seconds: (performance.now() - t0) / 1000,
        cycles: loop.cycles.length,
        stopReason: loop.stopReason,
      };
    }
    results.push(r);
  }
  if (values.dump) writeFileSync(values.dump.replace(/(\.json)?$/, `-${set}.json`), JSON.stringify(results));
  console.log(`${set}: ${results.length} instances with kept trees`);
  console.log('| variant | Acc@1 | Acc@3 | Acc@5 | Acc@10 | MRR | sel. precision | sel. complete | sel. size |');
  for (const name of Object.keys(variants)) {
    const m = metricsOf(results, name);
    const f = (x: number): string => x.toFixed(1);
    console.log(`| ${name} | ${f(m.acc[1]!)} | ${f(m.acc[3]!)} | ${f(m.acc[5]!)} | ${f(m.acc[10]!)} | ${m.mrr.toFixed(3)} | ${f(m.selectionPrecision)} | ${f(m.selectionComplete)} | ${m.selectionSize.toFixed(1)} |`);
  }
}

