/** The results files `bench/run.ts` writes (`bench/results/results-*.json`), read back and joined by set. */
import { readFileSync } from 'node:fs';
import type { InstanceResult, MethodSummary } from './metrics.js';

export interface ResultsFile {
  results: Record<string, InstanceResult[]>;
  summaries?: Record<string, Record<string, MethodSummary>>;
}

export function readResultsFile(file: string): ResultsFile {
  return JSON.parse(readFileSync(file, 'utf8')) as ResultsFile;
}

/** The name a set is pooled under: `group`'s first match in its name (`heldout142` for `heldout142_php`), or the whole name. */
export function groupedName(set: string, group?: RegExp): string {
  return group?.exec(set)?.[0] ?? set;
}

/** Every set's runs across results files, under its `groupedName`; runs of one name in several files add up. */
export function runsBySet(files: readonly ResultsFile[], group?: RegExp): Map<string, InstanceResult[]> {
  const sets = new Map<string, InstanceResult[]>();
  for (const { results } of files) {
    for (const [set, runs] of Object.entries(results)) {
      const name = groupedName(set, group);
      sets.set(name, [...(sets.get(name) ?? []), ...runs]);
    }
  }
  return sets;
}
