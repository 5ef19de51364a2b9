/**
 * A held-out set of real issues: Multi-SWE-bench instances (ByteDance Seed,
 * arXiv 2504.02605: GitHub issues of Java, TS, JS, Go, Rust, C and C++ projects, each
 * with the PR that fixed it) in the format of `../shared/bench/*.jsonl`. The query is
 * what a user would hand the Action: each resolved issue's title and body, as written.
 * Gold is the source files (a language the index reads as code) the fix patch changed
 * that existed at the base commit and are not tests, as `bench/mine-history.ts` takes
 * them: these fixes also edit changelogs, lockfiles, CI and man pages (meta's
 * `other_files`), which are not what localization looks for. The patch's tests are in a
 * separate test patch: they go to meta's `test_files`.
 * Instances are split by whether their repository is in a set already here: `_new`
 * holds only repositories no set of this project has seen.
 *
 *   npx tsx bench/import-multi-swe.ts --out bench/heldout --name issues DATASET.jsonl...
 *
 * Reads each instance's base commit in its mirror (`fetch github:owner/name`) to drop
 * gold files that did not exist there; an instance whose mirror is missing is left out.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { isCodeLanguage, isTestPath, languageOf } from '../src/core/code-facts.js';
import { readInstances, type Instance } from './instances.js';
import { mirrorOf } from './materialize.js';

export interface MultiSweRow {
  instance_id: string;
  org: string;
  repo: string;
  base: { sha: string };
  resolved_issues?: { title?: string; body?: string | null }[];
  fix_patch: string;
  test_patch: string;
}

/** Paths a patch changes that it does not create: `diff --git a/X b/Y` headers without `new file mode`. */
export function changedExistingPaths(patch: string): string[] {
  const out: string[] = [];
  for (const section of patch.split(/^(?=diff --git )/m)) {
    const header = /^diff --git a\/(\S+) b\/(\S+)/.exec(section);
    if (!header) continue;
    const head = section.slice(0, section.indexOf('\n@@') >>> 0);
    if (/^new file mode/m.test(head)) continue;
    out.push(header[1]!);
  }
  return [...new Set(out)];
}

/** The task as a user would paste it: each resolved issue's title, then its body. */
export function issueText(row: Pick<MultiSweRow, 'resolved_issues'>): string {
  return (row.resolved_issues ?? [])
    .map((i) => [i.title ?? '', i.body ?? ''].filter((s) => s.trim()).join('\n'))
    .filter(Boolean)
    .join('\n\n')
    .trim();
}

function existsAt(gitDir: string, commit: string, path: string): boolean {
  try {
    execFileSync('git', ['--git-dir', gitDir, 'cat-file', '-e', `${commit}:${path}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface ConvertedSets {
  /** Instances of repositories no set here has seen, and of those some set has. */
  new: { instances: Instance[]; meta: string[] };
  seen: { instances: Instance[]; meta: string[] };
  /** Why instances were left out, with counts. */
  left: Record<string, number>;
}

/** Multi-SWE-bench rows as instances; `seenRepos` lower-cased, `mirrors` where `fetch` puts repositories. */
export function convertRows(rows: readonly MultiSweRow[], mirrors: string, seenRepos: ReadonlySet<string>): ConvertedSets {
  // Mirrors are named as GitHub spells the repository; the dataset lower-cases some owners.
  const mirrorNames = new Map(readdirSync(mirrors).map((d) => [d.toLowerCase(), d.replace('+', '/')]));
  const out: ConvertedSets = { new: { instances: [], meta: [] }, seen: { instances: [], meta: [] }, left: {} };
  const leave = (why: string): void => void (out.left[why] = (out.left[why] ?? 0) + 1);
  for (const row of rows) {
    const repo = mirrorNames.get(`${row.org}+${row.repo}`.toLowerCase()) ?? `${row.org}/${row.repo}`;
    const gitDir = mirrorOf(mirrors, repo);
    if (gitDir === null) {
      leave('no mirror');
      continue;
    }
    const query = issueText(row);
    if (!query) {
      leave('no issue text');
      continue;
    }
    const changed = changedExistingPaths(row.fix_patch).filter((p) => !isTestPath(p) && existsAt(gitDir, row.base.sha, p));
    const gold = changed.filter((p) => isCodeLanguage(languageOf(p)));
    if (gold.length === 0) {
      leave('no existing non-test source file changed');
      continue;
    }
    const set = out[seenRepos.has(repo.toLowerCase()) ? 'seen' : 'new'];
    set.instances.push({ id: row.instance_id, repo, base_commit: row.base.sha, query, gold_files: gold });
    set.meta.push(JSON.stringify({ id: row.instance_id, test_files: changedExistingPaths(row.test_patch), other_files: changed.filter((p) => !gold.includes(p)) }));
  }
  return out;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string', default: 'bench/heldout' },
      name: { type: 'string', default: 'issues' },
      mirrors: { type: 'string', default: '/work/.mirror' },
      /** Sets whose repositories count as seen. */
      seen: { type: 'string', default: '../shared/bench,bench/heldout' },
    },
  });
  const seen = new Set<string>();
  for (const dir of values.seen!.split(',')) {
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.jsonl') && !n.startsWith(values.name!))) {
      for (const inst of readInstances(dir, f.slice(0, -'.jsonl'.length))) seen.add(inst.repo.toLowerCase());
    }
  }
  const rows = positionals.flatMap((file) => readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as MultiSweRow));
  const sets = convertRows(rows, values.mirrors!, seen);
  mkdirSync(join(values.out!, 'meta'), { recursive: true });
  for (const kind of ['new', 'seen'] as const) {
    const { instances, meta } = sets[kind];
    const name = `${values.name}_${kind}`;
    writeFileSync(join(values.out!, `${name}.jsonl`), instances.map((i) => JSON.stringify(i)).join('\n') + '\n');
    writeFileSync(join(values.out!, 'meta', `${name}.meta.jsonl`), meta.join('\n') + '\n');
    console.log(`${name}: ${instances.length} instances, ${new Set(instances.map((i) => i.repo)).size} repositories`);
  }
  console.log('left out:', JSON.stringify(sets.left));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
