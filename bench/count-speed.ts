/**
 * Term counting against BM25's indexing, per byte: the source files of each kept
 * tree of a set (what `bm25-baseline.ts` indexes) held in memory, then indexed by
 * minisearch (as the baseline does) and counted by the engine's `TermCounter` (each
 * tree from empty memos, as a run starts), alternated in one process. Reading,
 * the walk and everything else a run does are left out: this compares the two
 * tokenizers and index builders alone.
 *
 *   node --expose-gc --import tsx bench/count-speed.ts --sets swebench_lite_dev [--limit 12] [--rounds 5]
 */
import { parseArgs } from 'node:util';
import MiniSearch from 'minisearch';
import { isSourceFile } from './bm25-baseline.js';
import { readInstances, treeDirOf } from './instances.js';
import { isKeptTree } from './materialize.js';
import { listRepoFiles, readTextFile } from '../src/core/repo-files.js';
import { clearVocabularyMemos, TermCounter } from '../src/core/term-counter.js';

const { values } = parseArgs({ options: { sets: { type: 'string', default: 'swebench_lite_dev' }, data: { type: 'string', default: '../shared/bench' }, work: { type: 'string', default: '.bench-cache' }, limit: { type: 'string', default: '12' }, rounds: { type: 'string', default: '5' } } });
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

interface Doc {
  id: number;
  path: string;
  content: string;
}

for (const set of values.sets!.split(',')) {
  const trees: Doc[][] = [];
  for (const inst of readInstances(values.data!, set).filter((i) => isKeptTree(values.work!, i)).slice(0, Number(values.limit))) {
    const root = treeDirOf(values.work!, inst);
    const docs: Doc[] = [];
    for (const f of listRepoFiles(root).files) {
      if (!isSourceFile(f.path)) continue;
      const content = readTextFile(root, f.path);
      if (content !== null) docs.push({ id: docs.length, path: f.path, content });
    }
    trees.push(docs);
  }
  const chars = trees.reduce((n, t) => n + t.reduce((m, d) => m + d.content.length, 0), 0);
  const methods = {
    minisearch: (): void => {
      for (const docs of trees) new MiniSearch<Doc>({ fields: ['path', 'content'], storeFields: ['path'] }).addAll(docs);
    },
    TermCounter: (): void => {
      for (const docs of trees) {
        clearVocabularyMemos();
        const counter = new TermCounter(new Map());
        for (const d of docs) {
          counter.countFile(d.content);
          counter.flush(d.id);
        }
      }
    },
  };
  const totals = { minisearch: 0, TermCounter: 0 };
  // The first round warms both up and is not counted.
  for (let round = 0; round <= Number(values.rounds); round++) {
    for (const name of ['minisearch', 'TermCounter'] as const) {
      gc();
      const t0 = performance.now();
      methods[name]();
      if (round > 0) totals[name] += performance.now() - t0;
    }
  }
  const per = (ms: number): string => `${(ms / Number(values.rounds)).toFixed(0)} ms`;
  console.log(`${set}: ${trees.length} trees, ${(chars / 1e6).toFixed(1)} M characters of source`);
  console.log(`  minisearch ${per(totals.minisearch)}, TermCounter ${per(totals.TermCounter)} per round: TermCounter / minisearch ${(totals.TermCounter / totals.minisearch).toFixed(2)}`);
}
