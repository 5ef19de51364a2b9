/**
 * Whole CLI processes, as a user runs them once: two bundles (`--before`, a copy
 * of an earlier dist/, and `--after`) alternated on the same tasks, each run a
 * fresh `node DIR/cli.js`, and the medians and their ratio printed. What a
 * long-lived process (the harness) never sees shows here: compiling the bundle,
 * cold JIT, loading the tokenizer and the grammars.
 *
 *   git worktree add --detach /tmp/before HEAD~1 && (cd /tmp/before && ln -s /work/main/node_modules && npm run build)
 *   npx tsx bench/cli-runs.ts --before /tmp/before/dist --after dist --sets swebench_lite_dev,githistory_js_ts --per-set 1 [--rounds 7]
 *
 * Each set gives its first `--per-set` kept trees; the quick start's task on this repository runs too.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readInstances, treeDirOf } from './instances.js';
import { isKeptTree } from './materialize.js';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: 'dist' },
    sets: { type: 'string', default: 'swebench_lite_dev,githistory_js_ts' },
    data: { type: 'string', default: '../shared/bench' },
    work: { type: 'string', default: '.bench-cache' },
    'per-set': { type: 'string', default: '1' },
    rounds: { type: 'string', default: '7' },
  },
});
if (!values.before) throw new Error('--before DIR is required: a dist/ folder built from the commit to compare against');

/** README.md's quick-start task. */
const QUICK_START = 'Selection ignores the token budget: files over --budget-tokens are still listed';
const tasks: { name: string; root: string; text: string }[] = [];
for (const set of values.sets!.split(',').filter((s) => s !== '')) {
  for (const inst of readInstances(values.data!, set).filter((i) => isKeptTree(values.work!, i)).slice(0, Number(values['per-set'])))
    tasks.push({ name: `${set} ${inst.id}`, root: treeDirOf(values.work!, inst), text: inst.query });
}
tasks.push({ name: 'quick start (this repository)', root: '.', text: QUICK_START });

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Milliseconds of one whole process; the task goes as an argument, never through a shell. */
function runOnce(dist: string, root: string, text: string): number {
  const started = performance.now();
  const r = spawnSync(process.execPath, [resolve(dist, 'cli.js'), '--root', root, '--format', 'json', '--quiet', text], { stdio: ['ignore', 'ignore', 'pipe'] });
  if (r.status !== 0) throw new Error(`${dist}/cli.js failed on ${root}: ${r.stderr}`);
  return performance.now() - started;
}

console.log('| task | before, median ms | after, median ms | after / before |\n|---|---|---|---|');
for (const t of tasks) {
  const before: number[] = [];
  const after: number[] = [];
  for (let r = 0; r < Number(values.rounds); r++) {
    before.push(runOnce(values.before!, t.root, t.text));
    after.push(runOnce(values.after!, t.root, t.text));
  }
  console.log(`| ${t.name} | ${median(before).toFixed(0)} | ${median(after).toFixed(0)} | ${(median(after) / median(before)).toFixed(3)} |`);
}
