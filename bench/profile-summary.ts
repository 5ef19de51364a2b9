/**
 * Summarize a V8 CPU profile (`node --cpu-prof`): self time and total (inclusive)
 * time per function, heaviest first.
 *
 *   npx tsx bench/profile-summary.ts FILE.cpuprofile [--top 30] [--filter src/] [--lines]
 *
 * --lines adds self ticks per source line (of the file the profile ran: bundle
 * with esbuild first when the loader hides line numbers).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
  positionTicks?: { line: number; ticks: number }[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '30' }, filter: { type: 'string', default: '' }, lines: { type: 'boolean', default: false } } });
const profile = JSON.parse(readFileSync(positionals[0]!, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const keyOf = (n: Node): string => {
  const url = n.callFrame.url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
  return `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
};
const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, i) => {
  const dt = (profile.timeDeltas[i] ?? 0) / 1000;
  all += dt;
  const n = byId.get(id)!;
  self.set(keyOf(n), (self.get(keyOf(n)) ?? 0) + dt);
  // Inclusive: every distinct function on the stack once.
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const k = keyOf(byId.get(cur)!);
    if (seen.has(k)) continue;
    seen.add(k);
    total.set(k, (total.get(k) ?? 0) + dt);
  }
});
const top = Number(values.top);
const show = (title: string, m: Map<string, number>): void => {
  console.log(`\n${title} (of ${(all / 1000).toFixed(2)} s sampled)`);
  for (const [k, ms] of [...m].filter(([k]) => k.includes(values.filter!)).sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(ms / 1000).toFixed(2).padStart(8)} s ${((100 * ms) / all).toFixed(1).padStart(5)}%  ${k}`);
  }
};
show('self time', self);
show('total time', total);

if (values.lines) {
  const ticks = new Map<string, number>();
  let totalTicks = 0;
  for (const n of profile.nodes) {
    for (const t of n.positionTicks ?? []) {
      const k = `${n.callFrame.url.replace(/^file:\/\//, '')}:${t.line} (${n.callFrame.functionName || 'anonymous'})`;
      ticks.set(k, (ticks.get(k) ?? 0) + t.ticks);
      totalTicks += t.ticks;
    }
  }
  console.log(`\nself ticks by line (${totalTicks} ticks)`);
  for (const [k, t] of [...ticks].filter(([k]) => k.includes(values.filter!)).sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${String(t).padStart(7)} ${((100 * t) / totalTicks).toFixed(1).padStart(5)}%  ${k}`);
  }
}
