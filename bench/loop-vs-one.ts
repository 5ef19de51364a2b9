/**
 * The loop against one cycle, run by run: over results files of `bench/run.ts` that hold both
 * methods, the runs that have every gold file in the top k with the full loop and not with one
 * cycle (gained) and the other way round (lost), at each Acc@k, per set and pooled, with a
 * two-sided sign test. The "+a/−b" figures the README and BENCHMARKS.md give for the loop are these.
 *
 *   npx tsx bench/loop-vs-one.ts RESULTS.json... [--base one] [--variant full] [--group REGEX]
 *
 * --group pools the sets whose names share the regular expression's match into one row
 * (`--group 'heldout\d+'`: a set's four language files, `heldout118_cpp` … `heldout118_js`, as one).
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { KS, type InstanceResult } from './metrics.js';
import { readResultsFile, runsBySet } from './results-files.js';

/** Runs gained and lost at one cut. */
export interface Tally {
  gained: number;
  lost: number;
}

/** How a set's loop compares with one cycle over every cut. */
export type Verdict = 'ahead' | 'level' | 'behind' | 'mixed';

/** The rank at which every gold file is in, 1-based; Infinity when one is not ranked. */
export function rankOfAll(ranking: readonly string[], gold: readonly string[]): number {
  let worst = 0;
  for (const g of gold) {
    const i = ranking.indexOf(g);
    if (i < 0) return Infinity;
    worst = Math.max(worst, i + 1);
  }
  return worst;
}

/** Gained and lost runs of `variant` against `base` at each Acc@k; runs without both methods are left out. */
export function tallyOf(results: readonly InstanceResult[], base: string, variant: string): Record<number, Tally> {
  const out: Record<number, Tally> = Object.fromEntries(KS.map((k) => [k, { gained: 0, lost: 0 }]));
  for (const r of results) {
    const a = r.methods[base];
    const b = r.methods[variant];
    if (a === undefined || b === undefined) continue;
    const before = rankOfAll(a.ranking, r.gold);
    const after = rankOfAll(b.ranking, r.gold);
    for (const k of KS) {
      if (after <= k && before > k) out[k]!.gained++;
      if (before <= k && after > k) out[k]!.lost++;
    }
  }
  return out;
}

/**
 * Two-sided exact sign test: the chance of a split at least this uneven between `a` and `b` when
 * each changed run is a fair coin. Summed in log space, so that thousands of runs do not overflow.
 */
export function signTestP(a: number, b: number): number {
  const n = a + b;
  if (n === 0) return 1;
  let logP = -n * Math.LN2;
  let tail = 0;
  for (let i = 0; i <= Math.min(a, b); i++) {
    tail += Math.exp(logP);
    logP += Math.log((n - i) / (i + 1));
  }
  return Math.min(1, 2 * tail);
}

/** Ahead: gains outnumber losses at some cut and at none the other way; behind the reverse; mixed both. */
export function verdictOf(tally: Record<number, Tally>): Verdict {
  const cuts = KS.map((k) => tally[k]!);
  const ahead = cuts.some((t) => t.gained > t.lost);
  const behind = cuts.some((t) => t.lost > t.gained);
  return ahead && behind ? 'mixed' : ahead ? 'ahead' : behind ? 'behind' : 'level';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { base: { type: 'string', default: 'one' }, variant: { type: 'string', default: 'full' }, group: { type: 'string' } },
  });
  if (positionals.length === 0) throw new Error('give one or more results files of bench/run.ts (bench/results/results-*.json)');
  const sets = runsBySet(positionals.map(readResultsFile), values.group === undefined ? undefined : new RegExp(values.group));
  const cell = (t: Tally): string => `+${t.gained}/−${t.lost}`;
  const verdicts: Record<Verdict, string[]> = { ahead: [], level: [], behind: [], mixed: [] };
  const all: InstanceResult[] = [];
  console.log(`| set | runs | ${KS.map((k) => `Acc@${k}`).join(' | ')} |\n|---|---|${KS.map(() => '---|').join('')}`);
  for (const [set, runs] of [...sets].sort(([a], [b]) => a.localeCompare(b))) {
    const tally = tallyOf(runs, values.base!, values.variant!);
    verdicts[verdictOf(tally)].push(set);
    all.push(...runs);
    console.log(`| ${set} | ${runs.length} | ${KS.map((k) => cell(tally[k]!)).join(' | ')} |`);
  }
  const pooled = tallyOf(all, values.base!, values.variant!);
  console.log(`| pooled | ${all.length} | ${KS.map((k) => `${cell(pooled[k]!)} (p ${signTestP(pooled[k]!.gained, pooled[k]!.lost).toPrecision(2)})`).join(' | ')} |`);
  for (const [verdict, names] of Object.entries(verdicts)) console.log(`${verdict}: ${names.length}${names.length > 0 ? ` (${names.join(', ')})` : ''}`);
}
