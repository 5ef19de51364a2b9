/**
 * Rescores the first cycle of saved instances (`bench/features.ts`) under other
 * weights, with the engine's own EVALUATE, and searches the weights by coordinate
 * ascent on sets it is told to train on, reporting the others apart.
 *
 *   npx tsx bench/tune.ts --features .bench-cache/features --eval bench/variants.json
 *   npx tsx bench/tune.ts --features .bench-cache/features --train githistory_js_ts,heldout_js_ts --ascend
 *
 * A variant is `{ "weights": {...}, "bm25": {...} }` over the defaults. The first cycle
 * only: the full loop is measured by `bench/sweep.ts` on the weights chosen here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DEFAULT_BM25, type Bm25Params, type Evidence } from '../src/core/dispatch.js';
import { DEFAULT_WEIGHTS, scoreCandidates, scoreEvidence, type ScoringIndex, type ScoringWeights } from '../src/core/evaluate.js';
import { addPassageEvidence, DEFAULT_PASSAGES } from '../src/core/passages.js';
import type { SavedInstance } from './features.js';

export interface Variant {
  weights: ScoringWeights;
  bm25: Bm25Params;
}

interface Loaded {
  saved: SavedInstance;
  index: ScoringIndex;
  passages: Map<number, { score: number; terms: string[] }>;
}

export function load(saved: SavedInstance): Loaded {
  const files = new Array<ScoringIndex['files'][number]>(saved.n);
  const importedBy = new Array<number[]>(saved.n);
  for (const [key, f] of Object.entries(saved.files)) {
    const id = Number(key);
    files[id] = { path: f.path, isTest: f.isTest, lang: f.lang, generated: f.generated, imports: f.imports ?? [] } as ScoringIndex['files'][number];
    importedBy[id] = f.importedBy ?? [];
  }
  const defNames = new Map(Object.entries(saved.defDf).map(([k, df]) => [k, { length: df } as unknown as number[]]));
  const passages = new Map(saved.candidates.flatMap((c) => (c.passage ? [[c.evidence.id, c.passage] as const] : [])));
  // Candidates carry their `auxiliary` evidence; the package folders matter only to non-candidates' priors.
  return { saved, index: { files, importedBy, defNames, ownPackageDirs: [] }, passages };
}

/** What EVALUATE gives the first cycle under a variant: the evidence, the graph shares lent, and the non-test files by relevance. */
export function scoreFirstCycle(l: Loaded, v: Variant): { evidence: Map<number, Evidence>; lent: Map<number, { from: number; amount: number }[]>; ranked: { id: number; path: string; relevance: number; score: number }[] } {
  const { saved, index } = l;
  const evidence = new Map<number, Evidence>();
  for (const c of saved.candidates) {
    const norm = 1 - v.bm25.b + (v.bm25.b * saved.lengths[c.evidence.id]!) / saved.avgLength;
    let body = 0;
    for (const [t, tf] of c.tfs) body += (saved.termWeights[t]! * tf * (v.bm25.k1 + 1)) / (tf + v.bm25.k1 * norm);
    evidence.set(c.evidence.id, { ...c.evidence, body, passage: 0, passageTerms: [] });
  }
  if (v.weights.passage > 0) {
    const scorer = { params: DEFAULT_PASSAGES, passageOf: (id: number) => l.passages.get(id) ?? { score: 0, terms: [] } };
    addPassageEvidence(index, evidence, scorer, (e) => scoreEvidence(e, index, v.weights));
  }
  const { scores, lent } = scoreCandidates(index, evidence, v.weights);
  const ranked = [...scores]
    .filter(([id]) => !index.files[id]!.isTest)
    .map(([id, s]) => ({ id, path: index.files[id]!.path, ...s }))
    .sort((a, b) => b.relevance - a.relevance || b.score - a.score || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { evidence, lent, ranked };
}

/** The first cycle's ranking of non-test files under a variant, as EVALUATE gives it. */
export function rank(l: Loaded, v: Variant): string[] {
  return scoreFirstCycle(l, v).ranked.slice(0, 50).map((x) => x.path);
}

export interface SetMetrics {
  n: number;
  acc1: number;
  acc3: number;
  acc5: number;
  acc10: number;
  mrr: number;
}

export function metrics(rankings: { gold: string[]; ranking: string[] }[]): SetMetrics {
  const n = rankings.length || 1;
  const acc = (k: number) => (100 * rankings.filter((r) => r.gold.every((g) => r.ranking.slice(0, k).includes(g))).length) / n;
  const mrr = rankings.reduce((a, r) => {
    const first = r.ranking.findIndex((p) => r.gold.includes(p));
    return a + (first < 0 ? 0 : 1 / (first + 1));
  }, 0) / n;
  return { n: rankings.length, acc1: acc(1), acc3: acc(3), acc5: acc(5), acc10: acc(10), mrr };
}

function evaluateSets(bySet: Map<string, Loaded[]>, v: Variant): Map<string, SetMetrics> {
  const out = new Map<string, SetMetrics>();
  for (const [set, list] of bySet) out.set(set, metrics(list.map((l) => ({ gold: l.saved.gold, ranking: rank(l, v) }))));
  return out;
}

/** What the search maximizes: per set, MRR and Acc@1, Acc@5 as fractions, averaged; then averaged over the sets. */
function objective(m: Map<string, SetMetrics>, sets: readonly string[]): number {
  let sum = 0;
  for (const s of sets) {
    const x = m.get(s)!;
    sum += (x.mrr + x.acc1 / 100 + x.acc5 / 100) / 3;
  }
  return sum / sets.length;
}

/** `pallets__flask-1a2b3c` -> `pallets__flask` (instance ids are the repository, a dash, then a number or commit). */
function repoOf(id: string): string {
  return id.replace(/-[^-]+$/, '');
}

export function variantOf(partial: { weights?: Partial<ScoringWeights>; bm25?: Partial<Bm25Params> }): Variant {
  return { weights: { ...DEFAULT_WEIGHTS, ...partial.weights }, bm25: { ...DEFAULT_BM25, ...partial.bm25 } };
}

const TABLE_HEAD = '| variant | set | n | Acc@1 | Acc@3 | Acc@5 | Acc@10 | MRR |\n|---|---|---|---|---|---|---|---|';

/** One parameter the search may move: the values to try from the current variant, and the variant with one of them. */
interface Move {
  name: string;
  trials: (v: Variant) => number[];
  apply: (v: Variant, value: number) => Variant;
}

/** Each weight times 0 to 3 (priors at most 1), and BM25's k1 and b over their usual ranges. */
const FACTORS = [0, 0.25, 0.5, 0.7, 0.85, 1.2, 1.5, 2, 3];
const MOVES: Move[] = [
  ...(Object.keys(DEFAULT_WEIGHTS) as (keyof ScoringWeights)[]).map((key) => ({
    name: key,
    trials: (v: Variant) => FACTORS.map((f) => (v.weights[key] === 0 ? f * 0.1 : Math.round(v.weights[key] * f * 1000) / 1000)).filter((x) => !(key.endsWith('Prior') && x > 1)),
    apply: (v: Variant, value: number) => ({ ...v, weights: { ...v.weights, [key]: value } }),
  })),
  { name: 'bm25.k1', trials: () => [0.6, 0.9, 1.2, 1.5, 2], apply: (v, value) => ({ ...v, bm25: { ...v.bm25, k1: value } }) },
  { name: 'bm25.b', trials: () => [0.2, 0.3, 0.4, 0.5, 0.6, 0.75, 0.9], apply: (v, value) => ({ ...v, bm25: { ...v.bm25, b: value } }) },
];

/** Coordinate ascent from the defaults: each round tries every value of every move and keeps the best one that gains more than `minGain`. */
function ascend(trainSets: Map<string, Loaded[]>, rounds: number, minGain: number): Variant {
  const sets = [...trainSets.keys()];
  let current = variantOf({});
  let best = objective(evaluateSets(trainSets, current), sets);
  console.log(`start: ${best.toFixed(4)}`);
  for (let round = 1; round <= rounds; round++) {
    let moved = false;
    for (const move of MOVES) {
      let taken: number | null = null;
      for (const value of move.trials(current)) {
        const score = objective(evaluateSets(trainSets, move.apply(current, value)), sets);
        if (score > best + minGain) [best, taken] = [score, value];
      }
      if (taken !== null) {
        console.log(`round ${round}: ${move.name} -> ${taken}: ${best.toFixed(4)}`);
        current = move.apply(current, taken);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return current;
}

function row(name: string, set: string, m: SetMetrics): string {
  const f = (x: number) => x.toFixed(1);
  return `| ${name} | ${set} | ${m.n} | ${f(m.acc1)} | ${f(m.acc3)} | ${f(m.acc5)} | ${f(m.acc10)} | ${m.mrr.toFixed(3)} |`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      features: { type: 'string', default: '.bench-cache/features' },
      sets: { type: 'string' },
      eval: { type: 'string' },
      train: { type: 'string' },
      ascend: { type: 'boolean', default: false },
      rounds: { type: 'string', default: '3' },
      /** Check the rescoring against a `npm run bench` results file: the `one` method's rankings. */
      check: { type: 'string' },
      /** `i/K`: hold apart the i-th of K folds of repositories (every set's instances of those repositories) and train on the rest. */
      fold: { type: 'string' },
      /** Least gain of the objective a move must bring to be taken. */
      'min-gain': { type: 'string', default: '0.0001' },
    },
  });
  const bySet = new Map<string, Loaded[]>();
  const wanted = values.sets ? new Set(values.sets.split(',')) : null;
  for (const file of readdirSync(values.features!).filter((f) => f.endsWith('.jsonl')).sort()) {
    const set = file.split('.')[0]!;
    if (wanted && !wanted.has(set)) continue;
    const list = bySet.get(set) ?? [];
    for (const line of readFileSync(join(values.features!, file), 'utf8').split('\n').filter(Boolean)) list.push(load(JSON.parse(line) as SavedInstance));
    bySet.set(set, list);
  }
  for (const list of bySet.values()) list.sort((a, b) => (a.saved.id < b.saved.id ? -1 : 1));

  if (values.check) {
    const results = JSON.parse(readFileSync(values.check, 'utf8')) as { results: Record<string, { id: string; methods: Record<string, { ranking: string[] }> }[]> };
    const base = variantOf({});
    let same = 0;
    let differ = 0;
    for (const [set, list] of bySet) {
      const byId = new Map((results.results[set] ?? []).map((r) => [r.id, r.methods['one']?.ranking]));
      for (const l of list) {
        const expected = byId.get(l.saved.id);
        if (!expected) continue;
        const got = rank(l, base);
        const k = Math.min(10, expected.length);
        if (got.slice(0, k).join('\n') === expected.slice(0, k).join('\n')) same++;
        else {
          differ++;
          console.log(`${l.saved.id}: top 10 differ\n  got      ${got.slice(0, 5).join(' ')}\n  expected ${expected.slice(0, 5).join(' ')}`);
        }
      }
    }
    console.log(`top 10 identical on ${same}, different on ${differ}`);
  }

  if (values.eval) {
    const variants = JSON.parse(readFileSync(values.eval, 'utf8')) as Record<string, { weights?: Partial<ScoringWeights>; bm25?: Partial<Bm25Params> }>;
    console.log(TABLE_HEAD);
    for (const [name, partial] of Object.entries(variants)) for (const [set, m] of evaluateSets(bySet, variantOf(partial))) console.log(row(name, set, m));
  }

  if (values.ascend) {
    let train = values.train ? values.train.split(',') : [...bySet.keys()];
    let trainSets = new Map([...bySet].filter(([s]) => train.includes(s)));
    let others = new Map([...bySet].filter(([s]) => !train.includes(s)));
    if (values.fold) {
      const [i, k] = values.fold.split('/').map(Number) as [number, number];
      const repos = [...new Set([...bySet.values()].flat().map((l) => repoOf(l.saved.id)))].sort();
      const apart = new Set(repos.filter((_, j) => j % k === i - 1));
      console.log(`fold ${i}/${k} held apart: ${[...apart].join(' ')}`);
      trainSets = new Map([...trainSets].map(([s, list]) => [s, list.filter((l) => !apart.has(repoOf(l.saved.id)))] as const).filter(([, list]) => list.length > 0));
      others = new Map([...bySet].map(([s, list]) => [s, list.filter((l) => apart.has(repoOf(l.saved.id)))] as const).filter(([, list]) => list.length > 0));
      train = [...trainSets.keys()];
      others.set('fold (pooled)', [...others.values()].flat());
    }
    const tuned = ascend(trainSets, Number(values.rounds), Number(values['min-gain']));
    console.log(JSON.stringify(tuned));
    console.log(TABLE_HEAD);
    for (const [name, v] of [['base', variantOf({})], ['tuned', tuned]] as const) {
      for (const [set, m] of evaluateSets(trainSets, v)) console.log(row(name, set, m));
      for (const [set, m] of evaluateSets(others, v)) console.log(row(`${name} (held apart)`, set, m));
    }
  }
}
