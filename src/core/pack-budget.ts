/**
 * Fit the selection into a token budget. Each file, by relevance, is given whole
 * when it fits; else as the line ranges of its relevant symbols; else as their
 * signatures (first lines); else it is left out.
 */
import type { ScoredSymbol } from './score-symbols.js';
import { countTokens } from './tokens.js';

export const FILE_FORMS = ['file', 'ranges', 'signatures'] as const;
/** How a selected file is given: whole, as the ranges of its relevant symbols, or as their signatures. */
export type FileForm = (typeof FILE_FORMS)[number];

export interface LineRange {
  startLine: number;
  endLine: number;
}

export interface PackInput {
  path: string;
  text: string;
  /** Relevant symbols, best first (only these are packed as ranges or signatures). */
  symbols: readonly ScoredSymbol[];
}

export type Packed =
  | { path: string; form: 'file'; tokens: number; givenTokens: number }
  | { path: string; form: 'ranges' | 'signatures'; tokens: number; givenTokens: number; ranges: LineRange[] }
  | { path: string; form: 'dropped'; tokens: number };

/** Sorted, overlapping or adjacent ranges merged. */
export function mergeRanges(ranges: readonly LineRange[]): LineRange[] {
  const sorted = [...ranges].sort((a, b) => a.startLine - b.startLine || a.endLine - b.endLine);
  const out: LineRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.startLine <= last.endLine + 1) last.endLine = Math.max(last.endLine, r.endLine);
    else out.push({ ...r });
  }
  return out;
}

function textOf(lines: readonly string[], ranges: readonly LineRange[]): string {
  return ranges.map((r) => lines.slice(r.startLine - 1, r.endLine).join('\n')).join('\n');
}

/** Each file in the form that fits what is left of the budget (null: no budget, every file whole). */
export function packToBudget(files: readonly PackInput[], budget: number | null): Packed[] {
  let left = budget ?? Infinity;
  return files.map((f) => {
    const tokens = countTokens(f.text);
    if (tokens <= left) {
      left -= tokens;
      return { path: f.path, form: 'file', tokens, givenTokens: tokens };
    }
    const lines = f.text.split('\n');
    // A class holding another relevant symbol gives its first line only, not every method.
    const contains = (a: LineRange, b: LineRange): boolean => a !== b && a.startLine <= b.startLine && b.endLine <= a.endLine && (a.startLine < b.startLine || b.endLine < a.endLine);
    const ranges = mergeRanges(f.symbols.map((s) => (f.symbols.some((o) => contains(s, o)) ? { startLine: s.startLine, endLine: s.startLine } : { startLine: s.startLine, endLine: s.endLine })));
    if (ranges.length > 0) {
      const given = countTokens(textOf(lines, ranges));
      if (given <= left) {
        left -= given;
        return { path: f.path, form: 'ranges', tokens, givenTokens: given, ranges };
      }
      const signatures = mergeRanges(f.symbols.map((s) => ({ startLine: s.startLine, endLine: s.startLine })));
      const sigTokens = countTokens(textOf(lines, signatures));
      if (sigTokens <= left) {
        left -= sigTokens;
        return { path: f.path, form: 'signatures', tokens, givenTokens: sigTokens, ranges: signatures };
      }
    }
    return { path: f.path, form: 'dropped', tokens };
  });
}
