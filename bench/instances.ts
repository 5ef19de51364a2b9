/** The benchmark data (`../shared/bench/<set>.jsonl`) and where an instance's tree is kept. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Instance {
  id: string;
  repo: string;
  base_commit: string;
  query: string;
  gold_files: string[];
}

export function readInstances(dataDir: string, set: string): Instance[] {
  return readFileSync(join(dataDir, `${set}.jsonl`), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Instance);
}

/** The folder an instance's tree is materialized in under `workDir` (one per repository and base commit). */
export function treeDirOf(workDir: string, inst: Pick<Instance, 'repo' | 'base_commit'>): string {
  return join(workDir, `${inst.repo.replace('/', '+')}@${inst.base_commit.slice(0, 12)}`);
}
