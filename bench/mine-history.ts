/**
 * Mine a held-out localization set from repositories' own history, the way
 * `../shared/bench/githistory_js_ts.jsonl` was made: fix commits, their message
 * as the query (issue references, URLs, trailers and the changed files' names
 * removed), and the non-test source files they changed that existed before as gold.
 * Scoring is never tuned on its output: it measures repositories the engine has not seen.
 *
 *   npx tsx bench/mine-history.ts --repos pallets/flask,koajs/koa --per-repo 10 --out bench/heldout/heldout_python.jsonl
 *
 * Newest qualifying commits first, from each mirror's HEAD; deterministic for a given mirror.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { isCodeLanguage, isTestPath, languageOf } from '../src/core/code-facts.js';
import type { Instance } from './instances.js';
import { mirrorOf } from './materialize.js';

/** A fix, not housekeeping: the subject says fix, and is not about tests, docs, typos or releases. */
const FIX = /\bfix(?:e[sd])?\b|\bbug\b/i;
const HOUSEKEEPING = /^(?:chore|docs|test|ci|build|style|refactor|perf)\b|\b(?:typos?|docs?|readme|changelog|tests?|lint(?:ing)?|ci|deps|bump|release|revert|merge)\b/i;
/** Sign-offs, and lines that only point at an issue (`Fixes #12`, `Closes: https://...`): not the task's words. */
const TRAILER = /^(?:[A-Z][\w-]*-by:.*|(?:PR-URL|Change-Id):.*|(?:Closes|Fixes|Fix|Fixed|Refs?|Resolves|See)[:\s]+(?:(?:[\w.-]+\/[\w.-]+)?#\d+|https?:\/\/\S+)[\s,.]*)$/gim;

export function cleanMessage(message: string, changedPaths: readonly string[]): string {
  let text = message.replace(TRAILER, '');
  text = text.replace(/https?:\/\/\S+/g, '');
  text = text.replace(/(?:[\w.-]+\/[\w.-]+)?#\d+|\bGH-\d+\b/gi, '');
  // File names give the answer away; the githistory set removes them too.
  const names = [...new Set(changedPaths.flatMap((p) => [p, basename(p)]))].sort((a, b) => b.length - a.length);
  for (const name of names) text = text.split(name).join('');
  return text
    .replace(/\(\s*[,;]?\s*\)/g, '')
    .split('\n')
    .map((l) => l.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function git(gitDir: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

export interface MineLimits {
  /** Newest qualifying commits kept. */
  perRepo: number;
  /** Commits changing more source files than this are left out (refactors, not fixes). */
  maxGold: number;
  /**
   * `code` (the default): gold is the changed files in a language the index reads.
   * `other`: fixes that changed a file in none (build scripts, project files, dotfiles), whose gold
   * is every changed file but docs and changelogs; what a prior against such files would cost.
   */
  gold?: 'code' | 'other';
  /** Only the newest this many commits of each history are looked at. */
  scan?: number;
}

/** Changelogs and notices: not what a fix is in, even when they carry no extension. */
const RELEASE_NOTES = /(^|\/)(CHANGE|HISTORY|NEWS|AUTHORS|LICENSE|COPYING)[^/]*$/i;

function goldOf(changes: readonly [string, string][], kind: 'code' | 'other'): string[] {
  const modified = changes.filter(([status, path]) => status === 'M' && !isTestPath(path)).map(([, path]) => path);
  if (kind === 'code') return modified.filter((p) => isCodeLanguage(languageOf(p)));
  const gold = modified.filter((p) => languageOf(p) !== 'doc' && !RELEASE_NOTES.test(p));
  return gold.some((p) => languageOf(p) === 'other') ? gold : [];
}

/** What a fix commit says beside its instance: the test files it changed that existed before it (where its regression test went). */
export interface InstanceMeta {
  id: string;
  test_files: string[];
}

/** The newest fix commits of the repository at `gitDir` (a bare mirror or a `.git` folder) as instances of `repo`. */
export function mineRepo(gitDir: string, repo: string, limits: MineLimits): Instance[] {
  return mineRepoWithMeta(gitDir, repo, limits).map(({ instance }) => instance);
}

export function mineRepoWithMeta(gitDir: string, repo: string, { perRepo, maxGold, gold: kind = 'code', scan }: MineLimits): { instance: Instance; meta: InstanceMeta }[] {
  const log = git(gitDir, ['log', '--no-merges', ...(scan === undefined ? [] : ['-n', String(scan)]), '--format=%H%x00%P%x00%B%x1e', 'HEAD']);
  const out: { instance: Instance; meta: InstanceMeta }[] = [];
  for (const entry of log.split('\x1e')) {
    if (out.length >= perRepo) break;
    const [sha, parents, message] = entry.replace(/^\n/, '').split('\x00') as [string, string, string];
    if (!sha || !parents || parents.includes(' ')) continue;
    const subject = message.split('\n', 1)[0] ?? '';
    if (!FIX.test(subject) || HOUSEKEEPING.test(subject)) continue;
    const changes = git(gitDir, ['diff-tree', '--no-commit-id', '-r', '--name-status', '--no-renames', parents, sha])
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('\t') as [string, string]);
    const gold = goldOf(changes, kind);
    if (gold.length === 0 || gold.length > maxGold) continue;
    const query = cleanMessage(message, changes.map(([, p]) => p));
    if (query.split(/\s+/).filter((w) => /\w{2}/.test(w)).length < 4) continue;
    const id = `${repo.replace('/', '__')}-${sha.slice(0, 10)}`;
    const tests = changes.filter(([status, path]) => status === 'M' && isTestPath(path)).map(([, path]) => path);
    out.push({ instance: { id, repo, base_commit: parents, query, gold_files: gold }, meta: { id, test_files: tests } });
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      mirrors: { type: 'string', default: '/work/.mirror' },
      repos: { type: 'string' },
      'per-repo': { type: 'string', default: '10' },
      'max-gold': { type: 'string', default: '3' },
      /** `other`: fixes that changed a file in no language the index reads (see MineLimits). */
      gold: { type: 'string', default: 'code' },
      /** Only the newest N commits of each repository. */
      scan: { type: 'string' },
      out: { type: 'string' },
      /** Also write each instance's changed test files (`InstanceMeta`) to this file. */
      meta: { type: 'string' },
    },
  });
  if (!values.repos || !values.out) throw new Error('give --repos owner/name,... and --out FILE.jsonl');
  if (values.gold !== 'code' && values.gold !== 'other') throw new Error(`--gold is code or other, not ${values.gold}`);
  const limits: MineLimits = { perRepo: Number(values['per-repo']), maxGold: Number(values['max-gold']), gold: values.gold, ...(values.scan === undefined ? {} : { scan: Number(values.scan) }) };
  const repos = values.repos.split(',');
  const mined = repos.flatMap((repo) => {
    try {
      const mirror = mirrorOf(values.mirrors!, repo);
      if (mirror === null) throw new Error(`no mirror under ${values.mirrors}`);
      return mineRepoWithMeta(mirror, repo, limits);
    } catch (err) {
      // A shallow mirror fails on a missing object: say so and go on with the others.
      console.error(`${repo}: skipped (${(err as Error).message.split('\n', 1)[0]})`);
      return [];
    }
  });
  const instances = mined.map((m) => m.instance);
  mkdirSync(dirname(values.out), { recursive: true });
  writeFileSync(values.out, instances.map((i) => JSON.stringify(i)).join('\n') + '\n');
  if (values.meta) {
    mkdirSync(dirname(values.meta), { recursive: true });
    writeFileSync(values.meta, mined.map((m) => JSON.stringify(m.meta)).join('\n') + '\n');
  }
  console.error(`${instances.length} instances from ${repos.length} repositories -> ${values.out}`);
}
