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

/**
 * Every set's runs across results files, under the name `group` gives it (its first match in the
 * set's name, or the whole name); runs of one name in several files add up.
 */
export function runsBySet(files: readonly ResultsFile[], group?: RegExp): Map<string, InstanceResult[]> {
  const sets = new Map<string, InstanceResult[]>();
  for (const { results } of files) {
    for (const [set, runs] of Object.entries(results)) {
      const name = group?.exec(set)?.[0] ?? set;
      sets.set(name, [...(sets.get(name) ?? []), ...runs]);
    }
  }
  return sets;
}
