/**
 * Could a learned ranker combine EVALUATE's evidence better than its hand-set weights?
 * LambdaMART (gradient-boosted regression trees on LambdaRank's NDCG gradients, started
 * from the engine's own relevance) over the first cycle's evidence that `features.ts`
 * saved, trained on all but one fold of repositories and scored on that fold, in turn.
 * Out-of-fold figures only: every instance is ranked by a model that never saw its
 * repository.
 *
 *   npx tsx bench/learn-to-rank.ts --features .bench-cache/features [--trees 60 --depth 2 --rate 0.05 --min-leaf 200 --folds 5]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { SavedInstance } from './features.js';
import { load, metrics, scoreFirstCycle, variantOf, type SetMetrics } from './tune.js';
import { idf } from '../src/core/dispatch.js';
import { isAuxiliaryPath } from '../src/core/auxiliary-paths.js';
import { isCodeLanguage } from '../src/core/code-facts.js';

const { values } = parseArgs({
  options: {
    features: { type: 'string', default: '.bench-cache/features' },
    trees: { type: 'string', default: '60' },
    depth: { type: 'string', default: '2' },
    rate: { type: 'string', default: '0.05' },
    'min-leaf': { type: 'string', default: '200' },
    folds: { type: 'string', default: '5' },
    /** Features left out (comma-separated names), e.g. `doc,code`: the miners keep code files only as gold, so those two learn the data, not the task. */
    without: { type: 'string', default: '' },
  },
});
const TREES = Number(values.trees);
const DEPTH = Number(values.depth);
const RATE = Number(values.rate);
const MIN_LEAF = Number(values['min-leaf']);
const FOLDS = Number(values.folds);
/** Candidates per instance the model re-ranks (the engine's first ones); the rest keep their order below. */
const TOP = 60;
/** The engine's relevance (0 to 1) times this is each candidate's starting score. */
const START = 6;
/** Quantile bins per feature for the split search. */
const BINS = 64;

const FEATURES = ['relevance', 'log score', 'score / best', 'rank', 'body', 'passage', 'path', 'name', 'defs', 'defined idf', 'title-defined idf', 'named after', 'mention depth', 'phrases', 'patterns', 'innermost frame', 'named outside frames', 'type declaration', 'title scope', 'graph share', 'doc', 'auxiliary', 'log length', 'terms matched', 'idf matched', 'code', 'path depth', 'package entry', 'passage terms'] as const;

const WITHOUT = new Set(values.without!.split(',').filter(Boolean).map((name) => {
  const i = (FEATURES as readonly string[]).indexOf(name);
  if (i < 0) throw new Error(`--without ${name}: no such feature (${FEATURES.join(', ')})`);
  return i;
}));

interface Instance {
  id: string;
  set: string;
  repo: string;
  gold: string[];
  paths: string[];
  x: Float64Array[];
  label: number[];
  start: number[];
}

/** The first cycle's candidates of one saved instance as feature rows, the engine's order. */
function rowsOf(saved: SavedInstance): Instance | null {
  const loaded = load(saved);
  const { index } = loaded;
  const { evidence, lent, ranked: all } = scoreFirstCycle(loaded, variantOf({}));
  const ranked = all.slice(0, TOP);
  if (ranked.length === 0) return null;
  const totalWeight = saved.termWeights.reduce((a, b) => a + b, 0) || 1;
  // How many of the query's terms each candidate's body holds, and their share of the query's weight.
  const matched = new Map(saved.candidates.map((c) => [c.evidence.id, { terms: c.tfs.length, weight: c.tfs.reduce((a, [t]) => a + saved.termWeights[t]!, 0) }]));
  const best = ranked[0]!.score || 1;
  const definedIdf = (names: readonly string[]): number => names.reduce((a, d) => a + idf(saved.defDf[d.toLowerCase()] ?? 1, saved.n), 0);
  const out: Instance = { id: saved.id, set: saved.set, repo: saved.id.replace(/-[^-]+$/, ''), gold: saved.gold, paths: [], x: [], label: [], start: [] };
  ranked.forEach((r, rank) => {
    const e = evidence.get(r.id);
    const f = index.files[r.id]!;
    const m = matched.get(r.id) ?? { terms: 0, weight: 0 };
    const row = [
      r.relevance, Math.log1p(r.score), r.score / best, rank,
      e?.body ?? 0, e?.passage ?? 0, e?.path ?? 0, e?.name ?? 0, e?.defs ?? 0,
      definedIdf(e?.definedIdentifiers ?? []), definedIdf(e?.titleDefinitions ?? []), e?.namedAfter.length ?? 0,
      e?.mentionDepth ?? 0, e?.phraseHits ?? 0, e?.patternHits.length ?? 0,
      e?.innermostFrame ? 1 : 0, e?.namedOutsideFrames ? 1 : 0, e?.typeDeclaration ? 1 : 0, e?.inTitleScope ? 1 : 0,
      (lent.get(r.id) ?? []).reduce((a, x) => a + x.amount, 0) / best,
      f.lang === 'doc' ? 1 : 0, f.generated || isAuxiliaryPath(f.path) ? 1 : 0,
      Math.log1p(saved.lengths[r.id] ?? 0), m.terms / Math.max(1, saved.termWeights.length), m.weight / totalWeight,
      isCodeLanguage(f.lang) ? 1 : 0, f.path.split('/').length,
      /(^|\/)(__init__\.py|index\.[cm]?[jt]sx?|mod\.rs|lib\.rs)$/.test(f.path) ? 1 : 0, e?.passageTerms.length ?? 0,
    ];
    out.paths.push(r.path);
    for (const i of WITHOUT) row[i] = 0;
    out.x.push(Float64Array.from(row));
    out.label.push(saved.gold.includes(r.path) ? 1 : 0);
    out.start.push(START * r.relevance);
  });
  return out;
}

type Tree = { feature: number; threshold: number; left: Tree; right: Tree } | number;

function predict(tree: Tree, x: Float64Array): number {
  let t = tree;
  while (typeof t !== 'number') t = x[t.feature]! <= t.threshold ? t.left : t.right;
  return t;
}

/** LambdaRank gradients (toward the gold files, by the NDCG a swap would change) and their second derivatives. */
function gradients(instances: Instance[], scores: number[][]): { g: number[][]; h: number[][] } {
  const g: number[][] = [];
  const h: number[][] = [];
  instances.forEach((inst, q) => {
    const s = scores[q]!;
    const gq = new Array<number>(s.length).fill(0);
    const hq = new Array<number>(s.length).fill(0);
    const position = new Array<number>(s.length);
    s.map((_, i) => i).sort((a, b) => s[b]! - s[a]!).forEach((i, p) => (position[i] = p));
    const relevant = inst.label.reduce((a, b) => a + b, 0);
    let ideal = 0;
    for (let p = 0; p < relevant; p++) ideal += 1 / Math.log2(p + 2);
    for (let i = 0; i < s.length; i++) {
      if (inst.label[i] !== 1) continue;
      for (let j = 0; j < s.length; j++) {
        if (inst.label[j] !== 0) continue;
        const delta = Math.abs(1 / Math.log2(position[i]! + 2) - 1 / Math.log2(position[j]! + 2)) / ideal;
        const rho = 1 / (1 + Math.exp(s[i]! - s[j]!));
        gq[i]! += rho * delta;
        gq[j]! -= rho * delta;
        hq[i]! += rho * (1 - rho) * delta;
        hq[j]! += rho * (1 - rho) * delta;
      }
    }
    g.push(gq);
    h.push(hq);
  });
  return { g, h };
}

/** Each feature's bin edges (quantiles of the training rows), and every row's bin per feature. */
function binsOf(rows: Float64Array[]): { edges: number[][]; binned: Uint8Array[] } {
  const edges = FEATURES.map((_, f) => {
    const sorted = rows.map((x) => x[f]!).sort((a, b) => a - b);
    const cuts = new Set<number>();
    for (let b = 1; b < BINS; b++) cuts.add(sorted[Math.floor((b * sorted.length) / BINS)]!);
    return [...cuts].sort((a, b) => a - b);
  });
  const binned = rows.map((x) => Uint8Array.from(FEATURES.map((_, f) => binOf(edges[f]!, x[f]!))));
  return { edges, binned };
}

function binOf(edges: number[], v: number): number {
  let lo = 0;
  let hi = edges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (v <= edges[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** A regression tree on the gradients, split where the Newton gain is largest; leaves hold Newton steps. */
function fit(rows: number[], binned: Uint8Array[], edges: number[][], g: Float64Array, h: Float64Array, depth: number): Tree {
  let sg = 0;
  let sh = 0;
  for (const r of rows) {
    sg += g[r]!;
    sh += h[r]!;
  }
  const leaf = sg / (sh + 1e-3);
  if (depth === 0 || rows.length < 2 * MIN_LEAF) return leaf;
  const parent = (sg * sg) / (sh + 1e-3);
  let best = { gain: 0, feature: -1, bin: 0 };
  for (let f = 0; f < FEATURES.length; f++) {
    const bg = new Float64Array(BINS + 1);
    const bh = new Float64Array(BINS + 1);
    const bn = new Int32Array(BINS + 1);
    for (const r of rows) {
      const b = binned[r]![f]!;
      bg[b]! += g[r]!;
      bh[b]! += h[r]!;
      bn[b]!++;
    }
    let lg = 0;
    let lh = 0;
    let ln = 0;
    for (let b = 0; b < edges[f]!.length; b++) {
      lg += bg[b]!;
      lh += bh[b]!;
      ln += bn[b]!;
      if (ln < MIN_LEAF || rows.length - ln < MIN_LEAF) continue;
      const gain = (lg * lg) / (lh + 1e-3) + ((sg - lg) * (sg - lg)) / (sh - lh + 1e-3) - parent;
      if (gain > best.gain) best = { gain, feature: f, bin: b };
    }
  }
  if (best.feature < 0) return leaf;
  const left = rows.filter((r) => binned[r]![best.feature]! <= best.bin);
  const right = rows.filter((r) => binned[r]![best.feature]! > best.bin);
  return { feature: best.feature, threshold: edges[best.feature]![best.bin]!, left: fit(left, binned, edges, g, h, depth - 1), right: fit(right, binned, edges, g, h, depth - 1) };
}

function train(instances: Instance[]): Tree[] {
  const rows = instances.flatMap((inst) => inst.x);
  const { edges, binned } = binsOf(rows);
  const scores = instances.map((inst) => inst.start.slice());
  const trees: Tree[] = [];
  for (let t = 0; t < TREES; t++) {
    const { g, h } = gradients(instances, scores);
    const tree = fit(rows.map((_, r) => r), binned, edges, Float64Array.from(g.flat()), Float64Array.from(h.flat()), DEPTH);
    trees.push(tree);
    instances.forEach((inst, q) => inst.x.forEach((x, i) => (scores[q]![i]! += RATE * predict(tree, x))));
  }
  return trees;
}

function rankingOf(inst: Instance, trees: readonly Tree[]): string[] {
  const s = inst.x.map((x, i) => inst.start[i]! + RATE * trees.reduce<number>((a, t) => a + predict(t, x), 0));
  return inst.paths.map((p, i) => ({ p, s: s[i]!, i })).sort((a, b) => b.s - a.s || a.i - b.i).map((x) => x.p);
}

function row(name: string, m: SetMetrics): string {
  return `| ${name} | ${m.n} | ${m.acc1.toFixed(1)} | ${m.acc3.toFixed(1)} | ${m.acc5.toFixed(1)} | ${m.acc10.toFixed(1)} | ${m.mrr.toFixed(3)} |`;
}

const instances: Instance[] = [];
for (const file of readdirSync(values.features!).filter((f) => f.endsWith('.jsonl')).sort()) {
  for (const line of readFileSync(join(values.features!, file), 'utf8').split('\n').filter(Boolean)) {
    const inst = rowsOf(JSON.parse(line) as SavedInstance);
    if (inst) instances.push(inst);
  }
}
const repos = [...new Set(instances.map((i) => i.repo))].sort();
const before: { gold: string[]; ranking: string[]; set: string }[] = [];
const after: typeof before = [];
for (let fold = 0; fold < FOLDS; fold++) {
  const apart = new Set(repos.filter((_, j) => j % FOLDS === fold));
  const trees = train(instances.filter((i) => !apart.has(i.repo)));
  for (const inst of instances.filter((i) => apart.has(i.repo))) {
    before.push({ gold: inst.gold, ranking: inst.paths, set: inst.set });
    after.push({ gold: inst.gold, ranking: rankingOf(inst, trees), set: inst.set });
  }
  console.error(`fold ${fold + 1}/${FOLDS}: ${apart.size} repositories held apart`);
}
console.log(`LambdaMART, ${TREES} trees of depth ${DEPTH} (rate ${RATE}, at least ${MIN_LEAF} rows a leaf)${WITHOUT.size > 0 ? `, without ${values.without}` : ''}, ${FOLDS} folds of ${repos.length} repositories; out of fold:\n`);
console.log('| ranking | n | Acc@1 | Acc@3 | Acc@5 | Acc@10 | MRR |\n|---|---|---|---|---|---|---|');
console.log(row('engine, first cycle', metrics(before)));
console.log(row('learned', metrics(after)));
const sets = [...new Set(instances.map((i) => i.set))].sort();
console.log('\nper set (engine → learned), Acc@1 / Acc@5 / MRR:');
for (const s of sets) {
  const b = metrics(before.filter((x) => x.set === s));
  const a = metrics(after.filter((x) => x.set === s));
  console.log(`  ${s}: ${b.acc1.toFixed(1)} / ${b.acc5.toFixed(1)} / ${b.mrr.toFixed(3)} → ${a.acc1.toFixed(1)} / ${a.acc5.toFixed(1)} / ${a.mrr.toFixed(3)} (n=${b.n})`);
}
