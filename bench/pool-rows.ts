/**
 * Pool rows of BENCHMARKS.md's localization table into one figure: the rows whose
 * first cell holds `--match` (by default the sets marked "unseen until measured"),
 * each row's percentages turned back into counts of its runs, summed, and divided
 * by the runs of all of them. Many of those sets' repositories are no longer on
 * this machine, so their rows, not their results files, are the record.
 *
 *   npx tsx bench/pool-rows.ts [--file BENCHMARKS.md] [--section "## Localization, set by set"] [--match "unseen until measured"]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

/** BENCHMARKS.md's section holding every set's row. */
export const SET_BY_SET = '## Localization, set by set';
/** The mark of a set mined and run before anything was read from it. */
export const UNSEEN = 'unseen until measured';

/** One method's Acc@1 / Acc@5 / Acc@10, in %. */
export type AccRow = [number, number, number];

export interface PooledRows {
  /** Rows pooled. */
  rows: number;
  /** Runs over those rows. */
  n: number;
  bm25: AccRow;
  engine: AccRow;
}

/**
 * The section of `markdown` under `heading`, up to the next heading of its level or above ('' when there is none).
 * A `# comment` inside a fenced code block is not a heading.
 */
export function sectionOf(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) return '';
  const levelOf = (line: string): number => /^(#+) /.exec(line)?.[1]!.length ?? 0;
  const ownLevel = levelOf(heading);
  let fenced = false;
  for (let i = start + 1; i < lines.length; i++) {
    if (lines[i]!.startsWith('```')) fenced = !fenced;
    const level = fenced ? 0 : levelOf(lines[i]!);
    if (level > 0 && level <= ownLevel) return lines.slice(start, i).join('\n');
  }
  return lines.slice(start).join('\n');
}

/** A table row `| set | n | BM25 a / b / c | engine a / b / c | … |`, or null for any other line. */
export function parseRow(line: string): { set: string; n: number; bm25: AccRow; engine: AccRow } | null {
  if (!line.startsWith('| ')) return null;
  const cells = line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
  if (cells.length < 4) return null;
  const n = Number(cells[1]!.replace(/,/g, ''));
  const acc = (cell: string): AccRow | null => {
    const parts = cell.split('/').map((p) => Number(p.trim()));
    return parts.length === 3 && parts.every((p) => Number.isFinite(p)) ? (parts as AccRow) : null;
  };
  const bm25 = acc(cells[2]!);
  const engine = acc(cells[3]!);
  if (!Number.isInteger(n) || n <= 0 || bm25 === null || engine === null) return null;
  return { set: cells[0]!, n, bm25, engine };
}

/** The rows of `markdown` whose set cell includes `match`, pooled (see the file's comment). */
export function poolRows(markdown: string, match: string): PooledRows {
  const rows = markdown.split('\n').flatMap((line) => parseRow(line) ?? []).filter((row) => row.set.includes(match));
  const n = rows.reduce((sum, row) => sum + row.n, 0);
  // Each row's runs at k, back from its percentage; then the share of all rows' runs.
  const pooled = (method: 'bm25' | 'engine'): AccRow =>
    [0, 1, 2].map((k) => {
      const runs = rows.reduce((sum, row) => sum + Math.round((row[method][k]! * row.n) / 100), 0);
      return n === 0 ? 0 : Math.round((1000 * runs) / n) / 10;
    }) as AccRow;
  return { rows: rows.length, n, bm25: pooled('bm25'), engine: pooled('engine') };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { file: { type: 'string', default: 'BENCHMARKS.md' }, section: { type: 'string', default: SET_BY_SET }, match: { type: 'string', default: UNSEEN } },
  });
  const p = poolRows(sectionOf(readFileSync(values.file!, 'utf8'), values.section!), values.match!);
  const show = (acc: AccRow): string => acc.map((a) => a.toFixed(1)).join(' / ');
  console.log(`${p.rows} rows, ${p.n} runs: BM25 ${show(p.bm25)}, engine ${show(p.engine)} (Acc@1 / Acc@5 / Acc@10)`);
}
