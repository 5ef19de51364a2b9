/**
 * Joins results files of `npm run bench` runs that shared a set (`--shard K/N`) and
 * prints the tables over all their instances, as one run would have.
 *
 *   npx tsx bench/merge.ts bench/results/results-A.json bench/results/results-B.json
 */
import { readFileSync } from 'node:fs';
import { summarizeSet, type InstanceResult, type MethodSummary, type SymbolSummary, type TestSummary } from './metrics.js';
import { renderSymbolTable, renderTable, renderTestTable } from './report.js';

const bySet = new Map<string, InstanceResult[]>();
for (const file of process.argv.slice(2)) {
  const { results } = JSON.parse(readFileSync(file, 'utf8')) as { results: Record<string, InstanceResult[]> };
  for (const [set, rs] of Object.entries(results)) bySet.set(set, [...(bySet.get(set) ?? []), ...rs]);
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
  summaries[set] = summary.files;
  symbolSummaries[set] = summary.symbols;
  testSummaries[set] = summary.tests;
}
console.log(renderTable(summaries) + renderSymbolTable(symbolSummaries) + renderTestTable(testSummaries));
