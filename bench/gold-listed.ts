/**
 * Does the walk list every file a fix changed? For each kept tree (written by an
 * earlier `--keep` run; none is written here), list it as the engine does and look
 * up each gold file of the tree's instances: on disk but not listed means no method
 * can rank it, whatever its scoring (node-red's `packages/node_modules/`, pdm's
 * `venv` command). Prints each unlisted gold file, then the counts.
 *
 *   npx tsx bench/gold-listed.ts [--data bench/heldout] [--work .bench-cache] [--sets a,b]   # every set of --data by default
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { readInstances, treeDirOf, type Instance } from './instances.js';
import { isKeptTree } from './materialize.js';
import { listRepoFiles } from '../src/core/repo-files.js';

export interface GoldListing {
  trees: number;
  gold: number;
  /** Gold files not in the tree (renamed or deleted before the base commit, or left out of the mirror). */
  absent: number;
  /** Gold files in the tree that the walk does not list: `id` and `path`. */
  unlisted: { id: string; path: string }[];
}

/** Each kept tree of `instances` under `workDir`, listed once, with every gold file of its instances looked up. */
export function goldListing(instances: readonly Instance[], workDir: string): GoldListing {
  const byTree = new Map<string, Instance[]>();
  for (const inst of instances) {
    if (!isKeptTree(workDir, inst)) continue;
    const dir = treeDirOf(workDir, inst);
    const insts = byTree.get(dir);
    if (insts) insts.push(inst);
    else byTree.set(dir, [inst]);
  }
  const out: GoldListing = { trees: byTree.size, gold: 0, absent: 0, unlisted: [] };
  for (const [dir, insts] of byTree) {
    const listed = new Set(listRepoFiles(dir).files.map((f) => f.path));
    for (const inst of insts) {
      for (const path of inst.gold_files) {
        out.gold++;
        if (!existsSync(join(dir, path))) out.absent++;
        else if (!listed.has(path)) out.unlisted.push({ id: inst.id, path });
      }
    }
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { data: { type: 'string', default: 'bench/heldout' }, work: { type: 'string', default: '.bench-cache' }, sets: { type: 'string' } } });
  const sets = values.sets?.split(',') ?? readdirSync(values.data!).filter((f) => f.endsWith('.jsonl')).map((f) => f.slice(0, -'.jsonl'.length));
  const result = goldListing(sets.flatMap((s) => readInstances(values.data!, s)), values.work!);
  for (const u of result.unlisted) console.log(`unlisted: ${u.id} ${u.path}`);
  console.log(`${result.trees} kept trees, ${result.gold} gold files: ${result.absent} not in their tree, ${result.unlisted.length} in it but not listed`);
}
