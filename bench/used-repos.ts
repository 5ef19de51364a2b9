/**
 * The repositories the benchmark sets here have used, for mining a held-out set from
 * repositories none has. A candidate counts as used when its owner/name is, or its name alone
 * is: a repository moved to another owner keeps its name (session 66 took `zyedidia/micro` for
 * new, and it was set DX's `micro-editor/micro`). A name two projects share is flagged too;
 * whoever mines decides.
 *
 *   npx tsx bench/used-repos.ts [--data bench/heldout,../shared/bench] [--check owner/name,owner/name]
 *
 * Without --check: how many repositories are used, and the names more than one owner has had.
 * With --check: each candidate and the used repositories it matches; exit code 1 when any matches.
 */
import { readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { readInstances } from './instances.js';

/** Used repositories by their name alone, lower-cased: `micro` -> {`micro-editor/micro`, `zyedidia/micro`}. */
export type UsedRepos = Map<string, Set<string>>;

const nameOf = (repo: string): string => repo.slice(repo.indexOf('/') + 1).toLowerCase();

/** Every repository of every `.jsonl` set in `dataDirs`. */
export function usedRepos(dataDirs: readonly string[]): UsedRepos {
  const used: UsedRepos = new Map();
  for (const dir of dataDirs) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl'))) {
      for (const inst of readInstances(dir, file.slice(0, -'.jsonl'.length))) {
        const owners = used.get(nameOf(inst.repo)) ?? new Set<string>();
        owners.add(inst.repo);
        used.set(nameOf(inst.repo), owners);
      }
    }
  }
  return used;
}

/** The used repositories a candidate matches, by owner/name or by name alone (none: it is new here). */
export function usedMatches(used: UsedRepos, candidate: string): string[] {
  return [...(used.get(nameOf(candidate)) ?? [])].sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { data: { type: 'string', default: 'bench/heldout,../shared/bench' }, check: { type: 'string' } } });
  const used = usedRepos(values.data!.split(','));
  if (values.check === undefined) {
    const repos = [...used.values()].reduce((n, owners) => n + owners.size, 0);
    console.log(`${repos} repositories used, ${used.size} names`);
    for (const [name, owners] of [...used].sort(([a], [b]) => a.localeCompare(b))) if (owners.size > 1) console.log(`  ${name}: ${[...owners].sort().join(', ')}`);
  } else {
    let anyUsed = false;
    for (const candidate of values.check.split(',').filter(Boolean)) {
      const matches = usedMatches(used, candidate);
      anyUsed ||= matches.length > 0;
      console.log(matches.length === 0 ? `${candidate}: new` : `${candidate}: used as ${matches.join(', ')}`);
    }
    process.exitCode = anyUsed ? 1 : 0;
  }
}
