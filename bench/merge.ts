/**
 * Joins results files of `npm run bench` runs that shared a set (`--shard K/N`) and
 * prints the tables over all their instances, as one run would have (a set's peak memory
 * per method is the largest its shards measured).
 *
 *   npx tsx bench/merge.ts bench/results/results-A.json bench/results/results-B.json [--group REGEX]
 *
 * --group pools the sets whose names share the regular expression's match into one row, as
 * loop-vs-one.ts does: `--group 'heldout\d+'` gives a held-out set's row over its four language
 * files (`heldout142_python` … `heldout142_php` as `heldout142`), the row BENCHMARKS.md gives.
 */
import { parseArgs } from 'node:util';
import { summarizeSet, type MethodSummary, type SymbolSummary, type TestSummary } from './metrics.js';
import { groupedName, readResultsFile, runsBySet } from './results-files.js';
import { renderSymbolTable, renderTable, renderTestTable } from './report.js';

const { values, positionals } = parseArgs({ options: { group: { type: 'string' } }, allowPositionals: true });
const group = values.group === undefined ? undefined : new RegExp(values.group);
const files = positionals.map(readResultsFile);
const bySet = runsBySet(files, group);
/** Each shard measured its own peak memory per method: the set's is the largest. */
const peaks = new Map<string, number>();
for (const { summaries: shardSummaries } of files) {
  for (const [shardSet, byMethod] of Object.entries(shardSummaries ?? {})) {
    const set = groupedName(shardSet, group);
    for (const [method, s] of Object.entries(byMethod)) if (s.peakRssMB !== undefined) peaks.set(`${set}\n${method}`, Math.max(peaks.get(`${set}\n${method}`) ?? 0, s.peakRssMB));
  }
}
if (bySet.size === 0) throw new Error('give the results-*.json files of the runs to merge');
const summaries: Record<string, Record<string, MethodSummary>> = {};
const symbolSummaries: Record<string, Record<string, SymbolSummary>> = {};
const testSummaries: Record<string, Record<string, TestSummary>> = {};
for (const [set, results] of bySet) {
  const ids = new Set(results.map((r) => r.id));
  if (ids.size !== results.length) throw new Error(`${set}: the runs overlap (${results.length - ids.size} instances twice); merge disjoint shards`);
  const methods = Object.keys(results[0]!.methods);
  const summary = summarizeSet(results, methods);
  for (const method of methods) {
    const peak = peaks.get(`${set}\n${method}`);
    if (peak !== undefined) summary.files[method]!.peakRssMB = peak;
  }
  summaries[set] = summary.files;
  symbolSummaries[set] = summary.symbols;
  testSummaries[set] = summary.tests;
}
console.log(renderTable(summaries) + renderSymbolTable(symbolSummaries) + renderTestTable(testSummaries));
