/**
 * The repositories the benchmark sets here have used, for mining a held-out set from
 * repositories none has. A candidate counts as used when its owner/name is, or its name alone
 * is: a repository moved to another owner keeps its name (session 66 took `zyedidia/micro` for
 * new, and it was set DX's `micro-editor/micro`). A name two projects share is flagged too;
 * whoever mines decides. A name one word away from a used one is noted, the way a renamed
 * repository often goes (session 67's `zio/zio-quill` was set 91's `getquill/quill`).
 *
 *   npx tsx bench/used-repos.ts [--data bench/heldout,../shared/bench] [--check owner/name,owner/name]
 *
 * Without --check: how many repositories are used, and the names more than one owner has had.
 * With --check: each candidate, the used repositories it matches (exit code 1 when any does) and,
 * as a note to look into, those one word away (most are other projects: `django/django` for
 * `django-import-export`) or named like its owner (`moq/moq4` for `devlooped/moq`).
 */
import { readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { readInstances } from './instances.js';

/** Used repositories by their name alone, lower-cased: `micro` -> {`micro-editor/micro`, `zyedidia/micro`}. */
export type UsedRepos = Map<string, Set<string>>;

const nameOf = (repo: string): string => repo.slice(repo.indexOf('/') + 1).toLowerCase();
const ownerOf = (repo: string): string => repo.slice(0, repo.indexOf('/')).toLowerCase();

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

/** Words of a repository name long enough to name a project alone (`zio-quill` -> `quill`; not `go`, `js`). */
const wordsOf = (name: string): string[] => name.split(/[-_.]/).filter((w) => w.length >= 4);

/**
 * The used repositories whose name is one word of the candidate's, or has the candidate's name as
 * one of its words: `zio/zio-quill` and `getquill/quill` either way round. A renamed copy, or
 * another project built around the same one (`flutter-quill`); whoever mines looks.
 */
export function oneWordAway(used: UsedRepos, candidate: string): string[] {
  const name = nameOf(candidate);
  const words = new Set(wordsOf(name));
  const near: string[] = [];
  for (const [usedName, owners] of used) {
    if (usedName !== name && (words.has(usedName) || wordsOf(usedName).includes(name))) near.push(...owners);
  }
  return near.sort();
}

/**
 * The used repositories of another owner whose owner is the candidate's name, or whose name is its
 * owner: a project that moved and took its own name as the repository's, sharing no word with the
 * old one (`OpenImageIO/oiio` became `AcademySoftwareFoundation/OpenImageIO`, `moq/moq4` became
 * `devlooped/moq`). An organization's own projects (`rails/rails`, `rails/thor`) are not moves.
 */
export function ownerNamed(used: UsedRepos, candidate: string): string[] {
  const name = nameOf(candidate);
  const owner = ownerOf(candidate);
  const named: string[] = [];
  for (const [usedName, repos] of used) {
    if (usedName === name) continue;
    for (const repo of repos) if (ownerOf(repo) !== owner && (usedName === owner || ownerOf(repo) === name)) named.push(repo);
  }
  return named.sort();
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
      const near = oneWordAway(used, candidate);
      const moved = ownerNamed(used, candidate);
      anyUsed ||= matches.length > 0;
      if (matches.length > 0) console.log(`${candidate}: used as ${matches.join(', ')}`);
      else if (near.length > 0) console.log(`${candidate}: one word away from ${near.join(', ')} (a renamed copy? look at its history)`);
      else if (moved.length > 0) console.log(`${candidate}: named like the owner of ${moved.join(', ')} (moved there? look at its history)`);
      else console.log(`${candidate}: new`);
    }
    process.exitCode = anyUsed ? 1 : 0;
  }
}
