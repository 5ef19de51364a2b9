/**
 * Joins results files of `npm run bench` runs that shared a set (`--shard K/N`) and
 * prints the tables over all their instances, as one run would have.
 *
 *   npx tsx bench/merge.ts bench/results/results-A.json bench/results/results-B.json
 */
import { readFileSync } from 'node:fs';
import { metricsOf, symbolMetricsOf, type InstanceResult, type MethodSummary, type SymbolSummary } from './metrics.js';
import { renderSymbolTable, renderTable } from './report.js';

const bySet = new Map<string, InstanceResult[]>();
for (const file of process.argv.slice(2)) {
  const { results } = JSON.parse(readFileSync(file, 'utf8')) as { results: Record<string, InstanceResult[]> };
  for (const [set, rs] of Object.entries(results)) bySet.set(set, [...(bySet.get(set) ?? []), ...rs]);
}
if (bySet.size === 0) throw new Error('give the results-*.json files of the runs to merge');
const summaries: Record<string, Record<string, MethodSummary>> = {};
const symbolSummaries: Record<string, Record<string, SymbolSummary>> = {};
for (const [set, results] of bySet) {
  const ids = new Set(results.map((r) => r.id));
  if (ids.size !== results.length) throw new Error(`${set}: the runs overlap (${results.length - ids.size} instances twice); merge disjoint shards`);
  const methods = Object.keys(results[0]!.methods);
  summaries[set] = Object.fromEntries(methods.map((m) => [m, metricsOf(results, m)]));
  symbolSummaries[set] = Object.fromEntries(methods.flatMap((m) => {
    const s = symbolMetricsOf(results, m);
    return s ? [[m, s]] : [];
  }));
}
console.log(renderTable(summaries) + renderSymbolTable(symbolSummaries));
