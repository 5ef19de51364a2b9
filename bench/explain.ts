/**
 * Shows the engine's ranking for one benchmark instance, with reasons and where
 * the gold files landed: `npx tsx bench/explain.ts <id> [--work DIR] [--data DIR --sets S,T]`.
 * A scoring aid; the trees must have been kept by `npm run bench -- --keep`.
 */
import { parseArgs } from 'node:util';
import { readInstances, treeDirOf } from './instances.js';
import { retrieve } from '../src/core/retrieve.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    data: { type: 'string', default: '../shared/bench' },
    work: { type: 'string', default: '.bench-cache' },
    cycles: { type: 'string', default: '3' },
    top: { type: 'string', default: '12' },
    sets: { type: 'string', default: 'githistory_js_ts,swebench_lite_dev,swebench_verified_dev' },
  },
});
const all = values.sets!.split(',').flatMap((s) => readInstances(values.data!, s));
for (const id of positionals) {
  const inst = all.find((i) => i.id === id);
  if (!inst) throw new Error(`no instance ${id}`);
  const tree = treeDirOf(values.work!, inst);
  const m = await retrieve(tree, { text: inst.query, source: 'bench' }, { maxCycles: Number(values.cycles) });
  console.log(`== ${id}  gold: ${inst.gold_files.map((g) => `${g}#${m.ranking.findIndex((f) => f.path === g) + 1}`).join(', ')}`);
  console.log(inst.query.slice(0, 400).replace(/\n+/g, ' ⏎ '));
  for (const c of m.cycles) console.log(`  cycle ${c.cycle}: kw=${c.query.keywords.slice(0, 14).join(',')} refinements=${c.refinements.map((r) => `${r.kind}:${r.value}`).join(' ')}`);
  m.ranking.slice(0, Number(values.top)).forEach((f, k) =>
    console.log(`${String(k + 1).padStart(3)} ${inst.gold_files.includes(f.path) ? '*' : ' '} ${f.relevance.toFixed(2)} ${f.path}  — ${m.files.find((x) => x.path === f.path)?.reason ?? ""}`));
}
