/**
 * Saves what EVALUATE scores for each benchmark instance: the first cycle's evidence
 * of the best candidates, their body term frequencies, their passages and the import
 * neighbours of the best of them, so that `bench/tune.ts` can rescore an instance
 * under other weights in microseconds instead of rebuilding its index.
 *
 *   npx tsx bench/features.ts --sets githistory_js_ts [--data DIR] [--shard K/N] --out .bench-cache/features
 *
 * Trees are materialized from the mirrors and kept under --work (as `npm run bench -- --keep`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DEFAULT_BM25, dispatch, idf, type Evidence } from '../src/core/dispatch.js';
import { DEFAULT_WEIGHTS, scoreEvidence } from '../src/core/evaluate.js';
import { DEFAULT_PASSAGES, PassageScorer } from '../src/core/passages.js';
import { cleanTaskText, queryOfCleanText } from '../src/core/query.js';
import { buildIndex } from '../src/core/repo-index.js';
import { clearVocabularyMemos } from '../src/core/term-counter.js';
import { readInstances, type Instance } from './instances.js';
import { materializeInstance, mirrorOf } from './materialize.js';

/** Candidates kept per instance (by first-cycle score), passages saved, and seeds whose neighbours are saved. */
const KEEP = 400;
const PASSAGES = 40;
const SEEDS = 80;

export interface SavedFile {
  path: string;
  isTest: boolean;
  lang: string;
  generated: boolean;
  /** Present for the best candidates only (possible graph seeds). */
  imports?: number[];
  importedBy?: number[];
}

export interface SavedInstance {
  id: string;
  set: string;
  gold: string[];
  n: number;
  avgLength: number;
  /** Per query keyword with postings: its weight times idf. */
  termWeights: number[];
  files: Record<number, SavedFile>;
  /** Document lengths of the candidates. */
  lengths: Record<number, number>;
  /** Definition document frequencies of the identifiers candidates define. */
  defDf: Record<string, number>;
  /** Evidence without `body`; `tfs` as [keyword index, tf] pairs; `passage` the file's best passage when saved. */
  candidates: { evidence: Omit<Evidence, 'body' | 'passage' | 'passageTerms'>; tfs: [number, number][]; passage?: { score: number; terms: string[] } }[];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      data: { type: 'string', default: '../shared/bench' },
      sets: { type: 'string' },
      mirrors: { type: 'string', default: '/work/.mirror' },
      work: { type: 'string', default: '.bench-cache' },
      out: { type: 'string', default: '.bench-cache/features' },
      shard: { type: 'string', default: '1/1' },
    },
  });
  const [shardK, shardN] = values.shard!.split('/').map(Number) as [number, number];
  mkdirSync(values.out!, { recursive: true });
  for (const set of values.sets!.split(',')) {
    const lines: string[] = [];
    const instances = readInstances(values.data!, set).filter((_, i) => i % shardN === shardK - 1);
    for (const inst of instances) {
      const mirror = mirrorOf(values.mirrors!, inst.repo);
      if (mirror === null) continue;
      lines.push(JSON.stringify(saveInstance(inst, set, materializeInstance(inst, mirror, values.work!).dir)));
    }
    writeFileSync(join(values.out!, `${set}.${shardK}-${shardN}.jsonl`), lines.join('\n') + '\n');
    console.error(`${set}: ${lines.length} instances saved`);
  }
}

export function saveInstance(inst: Instance, set: string, tree: string): SavedInstance {
  clearVocabularyMemos();
  const query = queryOfCleanText(cleanTaskText(inst.query).trim());
  const index = buildIndex(tree, { phrases: query.phrases, maxFiles: 200_000 });
  const evidence = dispatch(index, query, DEFAULT_BM25);
  const n = index.files.length;
  const base = [...evidence.values()].filter((e) => !index.files[e.id]!.isTest).map((e) => ({ e, s: scoreEvidence(e, index, DEFAULT_WEIGHTS) }));
  base.sort((a, b) => b.s - a.s || a.e.id - b.e.id);
  const gold = new Set(inst.gold_files);
  const kept = base.filter((x, i) => i < KEEP || gold.has(index.files[x.e.id]!.path)).map((x) => x.e);
  const keptIds = new Set(kept.map((e) => e.id));

  const scorer = new PassageScorer(index, query.keywords.filter((k) => k.origin === 'task'), DEFAULT_PASSAGES);
  const withPassage = new Set(kept.slice(0, PASSAGES).map((e) => e.id));

  const termWeights: number[] = [];
  const tfs = new Map<number, [number, number][]>();
  query.keywords.forEach((k) => {
    const p = index.body.get(k.term);
    if (p === undefined) return;
    const t = termWeights.length;
    termWeights.push(k.weight * idf(p.files.length, n));
    p.files.forEach((id, i) => {
      if (!keptIds.has(id)) return;
      const list = tfs.get(id) ?? [];
      list.push([t, p.tfs[i]!]);
      tfs.set(id, list);
    });
  });

  const files: Record<number, SavedFile> = {};
  const fileOf = (id: number): SavedFile => {
    const f = index.files[id]!;
    return (files[id] ??= { path: f.path, isTest: f.isTest, lang: f.lang, generated: f.generated });
  };
  const lengths: Record<number, number> = {};
  const defDf: Record<string, number> = {};
  kept.forEach((e, i) => {
    const f = fileOf(e.id);
    lengths[e.id] = index.files[e.id]!.length;
    for (const d of e.definedIdentifiers) defDf[d.toLowerCase()] = index.defNames.get(d.toLowerCase())?.length ?? 1;
    if (i < SEEDS) {
      f.imports = index.files[e.id]!.imports;
      f.importedBy = index.importedBy[e.id]!;
      for (const nb of [...f.imports, ...f.importedBy]) fileOf(nb);
    }
  });
  return {
    id: inst.id,
    set,
    gold: inst.gold_files,
    n,
    avgLength: index.avgLength,
    termWeights,
    files,
    lengths,
    defDf,
    candidates: kept.map((e) => {
      const { body: _b, passage: _p, passageTerms: _t, ...rest } = e;
      return { evidence: rest, tfs: tfs.get(e.id) ?? [], ...(withPassage.has(e.id) ? { passage: scorer.passageOf(e.id) } : {}) };
    }),
  };
}
