/**
 * The SWE-bench paper's baseline: plain BM25 over whole files with the issue text
 * as the query, by an established library (minisearch, BM25+ defaults), not our scorer.
 */
import MiniSearch from 'minisearch';
import { listRepoFiles, readTextFile } from '../src/core/repo-files.js';

export function runBm25(root: string, query: string): string[] {
  const { files } = listRepoFiles(root);
  const ms = new MiniSearch<{ id: number; path: string; content: string }>({ fields: ['path', 'content'], storeFields: ['path'] });
  const docs: { id: number; path: string; content: string }[] = [];
  files.forEach((f, id) => {
    const content = readTextFile(root, f.path);
    if (content !== null) docs.push({ id, path: f.path, content });
  });
  ms.addAll(docs);
  return ms.search(query, { combineWith: 'OR' }).slice(0, 50).map((r) => r['path'] as string);
}
