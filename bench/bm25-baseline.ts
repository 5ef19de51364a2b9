/**
 * The SWE-bench paper's baseline: plain BM25 over whole files with the issue text
 * as the query, by an established library (minisearch, BM25+ defaults), not our scorer.
 *
 * `source` indexes the repository's source files (a programming language by extension),
 * which reproduces the figures published in ../shared/bench/README.md; `all` indexes
 * every text file the engine lists, docs and changelogs included (a weaker baseline:
 * long prose files take its top slots).
 */
import MiniSearch from 'minisearch';
import { extensionOf } from '../src/core/code-facts.js';
import { listRepoFiles, readTextFile } from '../src/core/repo-files.js';

export type Bm25Scope = 'source' | 'all';

/** The best 200 files, tests included (the harness scores the first 50 and takes the tests list from all of them). */
export function runBm25(root: string, query: string, scope: Bm25Scope = 'source'): string[] {
  const { files } = listRepoFiles(root);
  const ms = new MiniSearch<{ id: number; path: string; content: string }>({ fields: ['path', 'content'], storeFields: ['path'] });
  const docs: { id: number; path: string; content: string }[] = [];
  files.forEach((f, id) => {
    // Files over the size cap stay out, as before session 47 listed large code files on their head: the baseline does not move.
    if (f.headBytes !== undefined || (scope === 'source' && !isSourceFile(f.path))) return;
    const content = readTextFile(root, f.path);
    if (content !== null) docs.push({ id, path: f.path, content });
  });
  ms.addAll(docs);
  return ms.search(query, { combineWith: 'OR' }).slice(0, 200).map((r) => r['path'] as string);
}

/**
 * The source files of the baseline: the programming languages the engine knew when the baseline was
 * first measured (session 3), fixed here so that the baseline does not move when the engine learns a
 * language (it did: sqlfluff's 711 SQL fixtures entered lite's corpus when SQL became one, and moved
 * lite's BM25 Acc@10 72.7 → 68.2; BENCHMARKS.md, "Session 36").
 */
const SOURCE_EXTENSIONS = new Set([
  'py', 'pyi', 'pyx',
  'ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs', 'vue', 'svelte',
  'go', 'rs', 'java', 'kt', 'kts', 'scala', 'cs', 'swift', 'dart', 'rb', 'php',
  'c', 'h', 'cc', 'cpp', 'cxx', 'hpp', 'hh', 'm', 'mm',
]);

export function isSourceFile(path: string): boolean {
  const ext = extensionOf(path);
  return ext !== null && SOURCE_EXTENSIONS.has(ext);
}
