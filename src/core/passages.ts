/**
 * Passage evidence: how much of the query one stretch of a file covers. Whole-file
 * BM25 rewards a long file that says each query word somewhere (a hub: `utils`,
 * `config`); the file a fix needs usually says several of them within one function.
 * Scored for the few best candidates only, from their text, read once per run.
 */
import { isCodeLanguage } from './code-facts.js';
import { idf, type Evidence } from './dispatch.js';
import type { RepoIndex } from './repo-index.js';
import { readTextFile } from './repo-files.js';
import { detach, forEachIdentifierSpan, IdentifierTable } from './term-counter.js';
import { identifierTerms } from './tokenize.js';
import type { WeightedTerm } from './types.js';

export interface PassageParams {
  /** Lines in a passage. @default 40 */
  lines: number;
  /** How many of the best-scoring candidates get passage evidence. @default 10 */
  candidates: number;
  /**
   * Exponent of the share of the file's matched query terms the best passage holds:
   * a long file matches many terms somewhere and a few together by chance. @default 0.25
   */
  concentration: number;
}

export const DEFAULT_PASSAGES: PassageParams = { lines: 40, candidates: 10, concentration: 0.25 };

/** Code in languages code-facts does not read (they count as `other`, with prose files). */
const OTHER_CODE = /\.(?:sh|bash|zsh|sql|ps1)$/i;

/** Code only: in prose, data and translations, words sit together without implementing anything. */
function isCode(f: Pick<RepoIndex['files'][number], 'lang' | 'isTest' | 'path'>): boolean {
  return !f.isTest && (isCodeLanguage(f.lang) || OTHER_CODE.test(f.path));
}

/**
 * Best passages of one run's files for one set of query terms (the task's own: see
 * iterate.ts). Each file is read, scanned and scored once, on first use: the same
 * files come back every cycle.
 */
export class PassageScorer {
  private readonly values: Map<string, number>;
  private readonly scanner: TermLineScanner;
  private readonly passages = new Map<number, Passage>();
  constructor(
    private readonly index: Pick<RepoIndex, 'root' | 'files' | 'body'>,
    keywords: readonly WeightedTerm[],
    readonly params: PassageParams,
  ) {
    this.values = passageTermValues(index, keywords);
    this.scanner = new TermLineScanner(this.values.keys());
  }
  passageOf(id: number): Passage {
    let p = this.passages.get(id);
    if (p === undefined) {
      const text = readTextFile(this.index.root, this.index.files[id]!.path) ?? '';
      p = bestPassage(this.scanner.linesOf(text), this.values, this.params.lines, this.params.concentration);
      this.passages.set(id, p);
    }
    return p;
  }
}

/**
 * Passage evidence for the best non-test code candidates by their score so far (the
 * files that compete for the top). `score` is EVALUATE's raw score of the evidence.
 */
export function addPassageEvidence(index: Pick<RepoIndex, 'files'>, evidence: Map<number, Evidence>, scorer: Pick<PassageScorer, 'params' | 'passageOf'>, score: (e: Evidence) => number): void {
  const ranked = [...evidence.values()].filter((e) => isCode(index.files[e.id]!)).map((e) => ({ e, s: score(e) }));
  ranked.sort((a, b) => b.s - a.s || a.e.id - b.e.id);
  for (const { e } of ranked.slice(0, scorer.params.candidates)) {
    const p = scorer.passageOf(e.id);
    e.passage = p.score;
    e.passageTerms = p.terms;
  }
}

/** The lines each term of a file occurs on, ascending. */
export type TermLines = Map<string, number[]>;

/**
 * Finds the lines of a few terms in texts, tokenized as the index tokenizes bodies.
 * Identifiers repeat across files, so each is split into terms once per scanner
 * and recognized by its scan hash after that (see `IdentifierTable`).
 */
export class TermLineScanner {
  private readonly names: string[];
  private readonly numbers: Map<string, number>;
  private readonly identifiers = new IdentifierTable();
  constructor(terms: Iterable<string>) {
    this.names = [...new Set(terms)];
    this.numbers = new Map(this.names.map((t, i) => [t, i]));
  }
  linesOf(text: string): TermLines {
    const lines: number[][] = this.names.map(() => []);
    let line = 0;
    let lineEnd = text.indexOf('\n');
    forEachIdentifierSpan(text, (start, end, hash) => {
      let e = this.identifiers.find(text, start, end, hash);
      if (e < 0) {
        const name = detach(text.slice(start, end));
        // The table is the scanner's memo, as in `TermCounter`: no entry in `termsOfIdentifier`'s map, which indexing fills
        // with paths' and definitions' names only, not with every identifier of a file's text.
        e = this.identifiers.add(name, hash, identifierTerms(name).flatMap((t) => this.numbers.get(t) ?? []));
      }
      const terms = this.identifiers.terms[e]!;
      if (terms.length === 0) return;
      while (lineEnd !== -1 && lineEnd < start) {
        line++;
        lineEnd = text.indexOf('\n', lineEnd + 1);
      }
      for (const t of terms) if (lines[t]!.at(-1) !== line) lines[t]!.push(line);
    });
    const out: TermLines = new Map();
    lines.forEach((at, t) => {
      if (at.length > 0) out.set(this.names[t]!, at);
    });
    return out;
  }
}

/** Each query term's share of a passage score: its weight times its idf in the repository. */
export function passageTermValues(index: Pick<RepoIndex, 'body' | 'files'>, keywords: readonly WeightedTerm[]): Map<string, number> {
  const n = index.files.length;
  const values = new Map<string, number>();
  for (const k of keywords) {
    const p = index.body.get(k.term);
    if (p === undefined) continue;
    values.set(k.term, Math.max(values.get(k.term) ?? 0, k.weight * idf(p.files.length, n)));
  }
  return values;
}

/** A file's best passage: its score and the query terms it holds, most valuable first. */
export interface Passage {
  score: number;
  terms: string[];
}

/**
 * The best sum of distinct query-term values over any `lines` consecutive lines
 * of a file: each term counts once per passage, however often it repeats.
 * With `concentration` c, the sum is scaled by (sum / value of all the file's query terms)^c.
 */
export function bestPassage(file: TermLines, values: ReadonlyMap<string, number>, lines: number, concentration = 0): Passage {
  // Occurrences of the query's terms, ordered by line.
  const occurrences: { line: number; term: number }[] = [];
  const names: string[] = [];
  const termValues: number[] = [];
  let present = 0;
  for (const [term, value] of values) {
    const at = file.get(term);
    if (at === undefined) continue;
    for (const line of at) occurrences.push({ line, term: names.length });
    names.push(term);
    termValues.push(value);
    present += value;
  }
  occurrences.sort((a, b) => a.line - b.line);
  // Sliding window: how often each term is inside, and the sum of the terms present.
  const count = new Int32Array(names.length);
  let best = 0;
  let bestFrom = 0;
  let bestTo = -1;
  let sum = 0;
  let from = 0;
  occurrences.forEach((o, i) => {
    if (count[o.term]! === 0) sum += termValues[o.term]!;
    count[o.term]!++;
    while (occurrences[from]!.line <= o.line - lines) {
      const u = occurrences[from++]!.term;
      count[u]!--;
      if (count[u] === 0) sum -= termValues[u]!;
    }
    if (sum > best) [best, bestFrom, bestTo] = [sum, from, i];
  });
  const held = [...new Set(occurrences.slice(bestFrom, bestTo + 1).map((o) => o.term))].sort((a, b) => termValues[b]! - termValues[a]! || a - b);
  const score = concentration === 0 || best === 0 ? best : best * Math.pow(best / present, concentration);
  return { score, terms: held.map((t) => names[t]!) };
}
