/**
 * Would a new source of evidence help? Fuses one signal into the rankings a benchmark
 * run saved (`npm run bench`'s results files: each instance's first 50 files with their
 * relevance) at several weights, and prints Acc@k and MRR per group of sets: relevance
 * + λ × the signal's score over its best file's. Measures before building.
 *
 *   npx tsx bench/signals.ts --signal messages bench/results/results-*.json
 *
 * Signals:
 * - `messages`: the task against the messages of the 2,000 commits before the base commit
 *   (BM25, the task's query terms), each commit's score shared among the files it changed;
 * - `cochange`: how often a file changed together with each of the run's 3 best files in
 *   those commits (of at most 20 files), over that best file's changes, times its relevance;
 * - `test-subjects`: the source file each of the 3 best-matching test files is named for
 *   (`test_foo.py` -> `foo.py`), by the test's score (builds the index: trees must be kept);
 * - `recency`: how recently a file changed, 1 / (1 + k / 50) where k commits came after its
 *   last change (0: the base commit itself, the fix's parent).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readInstances, treeDirOf, type Instance } from './instances.js';
import { isKeptTree, mirrorOf } from './materialize.js';
import type { InstanceResult } from './metrics.js';
import { metrics } from './tune.js';
import { idf, DEFAULT_BM25, dispatch } from '../src/core/dispatch.js';
import { DEFAULT_WEIGHTS, scoreEvidence } from '../src/core/evaluate.js';
import { isTestPath } from '../src/core/code-facts.js';
import { cleanTaskText, queryOfCleanText } from '../src/core/query.js';
import { testSubject } from '../src/core/related-tests.js';
import { buildIndex } from '../src/core/repo-index.js';
import { clearVocabularyMemos } from '../src/core/term-counter.js';
import { nameKey, termsOf } from '../src/core/tokenize.js';
import type { Query } from '../src/core/types.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    signal: { type: 'string' },
    method: { type: 'string', default: 'full' },
    weights: { type: 'string', default: '0,0.05,0.1,0.2,0.3,0.5' },
    commits: { type: 'string', default: '2000' },
    /** Leave out the N commits just before the base (a mined fix's own branch lands there; an issue has none). */
    'skip-recent': { type: 'string', default: '0' },
    mirrors: { type: 'string', default: '/work/.mirror' },
    work: { type: 'string', default: '.bench-cache' },
    /** Keep commits whose subject repeats the task's title (left out by default: see `twinOf`). */
    'keep-twins': { type: 'boolean', default: false },
    /** Read the log without rename detection: complete where a mirror lacks old blobs (rename detection then fails). */
    'no-renames': { type: 'boolean', default: false },
    /** Divide each file's `messages` score by a function of how many of the commits touch it: none, sqrt or log. */
    churn: { type: 'string', default: 'none' },
  },
});
const SIGNALS = ['messages', 'cochange', 'test-subjects', 'recency'] as const;
type Signal = (typeof SIGNALS)[number];
if (!SIGNALS.includes(values.signal as Signal) || positionals.length === 0) throw new Error(`usage: signals.ts --signal ${SIGNALS.join('|')} results.json...`);
const signal = values.signal as Signal;
const lambdas = values.weights!.split(',').map(Number);
/** Most commits read before the base commit, and the largest commit counted for co-change (bulk changes link everything). */
const COMMITS = Number(values.commits);
const MAX_COCHANGE_FILES = 20;
/** How many best files (or best tests) a signal starts from. */
const SEEDS = 3;

interface Commit {
  /** The subject's terms (for `twinOf`). */
  subject: Set<string>;
  terms: Map<string, number>;
  length: number;
  files: string[];
}

/** Non-merge commits before `base`, newest first; empty when the mirror lacks that history. */
function commitsBefore(gitDir: string, base: string): Commit[] {
  let log: string;
  try {
    log = execFileSync('git', ['--git-dir', gitDir, 'log', '-n', String(COMMITS), `--skip=${values['skip-recent']}`, '--no-merges', ...(values['no-renames'] ? ['--no-renames'] : []), '--name-only', '--format=%x00%s%n%b%x01', base], { maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  } catch {
    return [];
  }
  return log.split('\0').slice(1).map((chunk) => {
    const [message = '', changed = ''] = chunk.split('\x01');
    const terms = new Map<string, number>();
    let length = 0;
    for (const t of termsOf(message)) {
      terms.set(t, (terms.get(t) ?? 0) + 1);
      length++;
    }
    return { subject: new Set(termsOf(message.split('\n', 1)[0]!)), terms, length, files: changed.split('\n').map((s) => s.trim()).filter(Boolean) };
  });
}

function messageScores(commits: Commit[], query: Query): Map<string, number> {
  const n = commits.length;
  const avg = commits.reduce((a, c) => a + c.length, 0) / Math.max(1, n);
  const df = new Map<string, number>();
  for (const c of commits) for (const t of c.terms.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const out = new Map<string, number>();
  for (const c of commits) {
    let s = 0;
    for (const { term, weight } of query.keywords) {
      const tf = c.terms.get(term);
      if (!tf) continue;
      const norm = 1 - DEFAULT_BM25.b + (DEFAULT_BM25.b * c.length) / avg;
      s += (weight * idf(df.get(term)!, n) * tf * (DEFAULT_BM25.k1 + 1)) / (tf + DEFAULT_BM25.k1 * norm);
    }
    if (s <= 0) continue;
    for (const p of c.files) if (!isTestPath(p)) out.set(p, (out.get(p) ?? 0) + s / Math.sqrt(c.files.length));
  }
  if (values.churn === 'none') return out;
  const touches = new Map<string, number>();
  for (const c of commits) for (const p of c.files) touches.set(p, (touches.get(p) ?? 0) + 1);
  const discount = values.churn === 'sqrt' ? Math.sqrt : (k: number) => 1 + Math.log(k);
  for (const [p, s] of out) out.set(p, s / discount(touches.get(p)!));
  return out;
}

function cochangeScores(commits: Commit[], best: { path: string; relevance: number }[]): Map<string, number> {
  const changes = new Map<string, number>();
  const small = commits.filter((c) => c.files.length <= MAX_COCHANGE_FILES);
  for (const c of small) for (const p of c.files) changes.set(p, (changes.get(p) ?? 0) + 1);
  const out = new Map<string, number>();
  for (const c of small) {
    for (const b of best) {
      if (!c.files.includes(b.path)) continue;
      for (const p of c.files) if (p !== b.path && !isTestPath(p)) out.set(p, (out.get(p) ?? 0) + b.relevance / changes.get(b.path)!);
    }
  }
  return out;
}

/** Recently changed files are likelier to hold the next bug: a classic prior of bug localization. */
const RECENCY_SCALE = 50;
function recencyScores(commits: Commit[]): Map<string, number> {
  const out = new Map<string, number>();
  commits.forEach((c, k) => {
    for (const p of c.files) if (!out.has(p) && !isTestPath(p)) out.set(p, 1 / (1 + k / RECENCY_SCALE));
  });
  return out;
}

function testSubjectScores(inst: Instance, query: Query): Map<string, number> {
  clearVocabularyMemos();
  const index = buildIndex(treeDirOf(values.work!, inst), { phrases: query.phrases, maxFiles: 200_000 });
  const evidence = dispatch(index, query, DEFAULT_BM25);
  const tests = [...evidence.values()]
    .filter((e) => index.files[e.id]!.isTest)
    .map((e) => ({ id: e.id, score: scoreEvidence(e, index, DEFAULT_WEIGHTS) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, SEEDS);
  const out = new Map<string, number>();
  for (const t of tests) {
    const subject = testSubject(index.files[t.id]!.path);
    if (!subject || subject.length < 3) continue;
    const sources = (index.nameKeys.get(nameKey(subject)) ?? []).filter((id) => !index.files[id]!.isTest && index.files[id]!.lang !== 'doc');
    if (sources.length === 0 || sources.length > 3) continue;
    for (const id of sources) out.set(index.files[id]!.path, Math.max(out.get(index.files[id]!.path) ?? 0, t.score));
  }
  return out;
}

/**
 * A commit whose subject says what the task's title says (term sets at least 80 % alike):
 * the same fix committed twice (a backport, a branch's copy). The mined sets' tasks are
 * commit messages, so such a twin names the answer; an issue has none.
 */
function twinOf(title: Set<string>, c: Commit): boolean {
  let shared = 0;
  for (const t of c.subject) if (title.has(t)) shared++;
  return shared / (title.size + c.subject.size - shared || 1) >= 0.8;
}

/** The signal's score per file for one instance, or null when it cannot be had (no history, no kept tree). */
function signalOf(inst: Instance, ranking: string[], relevance: number[]): Map<string, number> | null {
  const query = queryOfCleanText(cleanTaskText(inst.query).trim());
  if (signal === 'test-subjects') return isKeptTree(values.work!, inst) ? testSubjectScores(inst, query) : null;
  const mirror = mirrorOf(values.mirrors!, inst.repo);
  const title = new Set(termsOf(inst.query.split('\n', 1)[0]!));
  const commits = (mirror === null ? [] : commitsBefore(mirror, inst.base_commit)).filter((c) => values['keep-twins'] || !twinOf(title, c));
  if (commits.length < 50) return null;
  if (signal === 'messages') return messageScores(commits, query);
  if (signal === 'recency') return recencyScores(commits);
  return cochangeScores(commits, ranking.slice(0, SEEDS).map((path, i) => ({ path, relevance: relevance[i] ?? 0 })));
}

/** Sets grouped as the README reports them. */
function groupOf(set: string): string {
  if (set.startsWith('swebench_') || set.startsWith('issues_')) return `real issues: ${set}`;
  if (!set.startsWith('heldout')) return set;
  const n = Number(/^heldout(\d*)_/.exec(set)?.[1] || '1');
  return n <= 6 ? 'held-out A-F (JS/TS, Python)' : n <= 8 ? 'held-out G-H (Go, Rust, Java, Ruby)' : n <= 10 ? 'held-out I-J (PHP, C#, Kotlin, C/C++)' : n <= 13 ? 'held-out K-M (Swift, Scala, Dart)' : n <= 16 ? 'held-out N-P (Elixir, Lua)' : 'held-out Q and later';
}

/** Per group of sets, per weight: the fused rankings, and how many first files turned gold (won) or stopped being gold (lost) against the saved ranking. */
interface Tally {
  rankings: { gold: string[]; ranking: string[] }[][];
  won: number[];
  lost: number[];
}
const tallies = new Map<string, Tally>();
const tally = (group: string): Tally => {
  let t = tallies.get(group);
  if (!t) tallies.set(group, (t = { rankings: lambdas.map(() => []), won: lambdas.map(() => 0), lost: lambdas.map(() => 0) }));
  return t;
};
let unavailable = 0;
for (const file of positionals) {
  const { results } = JSON.parse(readFileSync(file, 'utf8')) as { results: Record<string, InstanceResult[]> };
  for (const [set, list] of Object.entries(results)) {
    const instances = new Map(readInstances(existsSync(join('bench/heldout', `${set}.jsonl`)) ? 'bench/heldout' : '../shared/bench', set).map((i) => [i.id, i]));
    for (const r of list) {
      const run = r.methods[values.method!];
      const inst = instances.get(r.id);
      if (!run || !inst) continue;
      const scores = signalOf(inst, run.ranking, run.relevance ?? []);
      if (scores === null) {
        unavailable++;
        continue;
      }
      const best = Math.max(1e-9, ...scores.values());
      const wasFirst = r.gold.includes(run.ranking[0] ?? '');
      lambdas.forEach((lambda, li) => {
        const fused = new Map<string, number>(run.ranking.map((p, i) => [p, run.relevance?.[i] ?? 0]));
        for (const p of scores.keys()) if (!fused.has(p)) fused.set(p, 0);
        const ranking = [...fused].map(([p, rel]) => ({ p, s: rel + (lambda * (scores.get(p) ?? 0)) / best })).sort((a, b) => b.s - a.s).map((x) => x.p);
        const isFirst = r.gold.includes(ranking[0] ?? '');
        for (const t of [tally(groupOf(set)), tally('all')]) {
          t.rankings[li]!.push({ gold: r.gold, ranking });
          if (isFirst && !wasFirst) t.won[li]!++;
          if (wasFirst && !isFirst) t.lost[li]!++;
        }
      });
    }
  }
}
console.log(`signal ${signal} fused into ${values.method}'s saved rankings (${unavailable} instances without it left out)`);
console.log('| sets | n | λ | Acc@1 | Acc@3 | Acc@5 | Acc@10 | MRR | first file gold: won / lost |\n|---|---|---|---|---|---|---|---|---|');
for (const [group, t] of tallies) {
  lambdas.forEach((lambda, li) => {
    const m = metrics(t.rankings[li]!);
    console.log(`| ${group} | ${m.n} | ${lambda} | ${[m.acc1, m.acc3, m.acc5, m.acc10].map((v) => v.toFixed(1)).join(' | ')} | ${m.mrr.toFixed(3)} | ${t.won[li]} / ${t.lost[li]} |`);
  });
}
