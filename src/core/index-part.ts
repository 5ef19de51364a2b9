/**
 * Reading and tokenizing files: the part of indexing that grows with the tree's
 * bytes. A list of files becomes their facts (length, definitions, imports,
 * phrase hits) and body postings; `repo-index.ts` assembles the parts into the
 * index. A part can be built on a worker thread (`src/index-worker.ts`) and
 * packed into flat arrays to come back without a structured clone of every map.
 */
import { extractDefinitions, extractImports, isCodeLanguage, isTestPath, languageOf, type Language } from './code-facts.js';
import { isNumericHead, readTextFile, type ListedFile, type SkipCounts } from './repo-files.js';
import { detach, TermCounter } from './term-counter.js';

/** What indexing learned about one file, before ids and links are assigned. */
export interface FileFacts {
  path: string;
  size: number;
  lang: Language;
  isTest: boolean;
  /** Compiled or bundled output (it ends by pointing to its source map): not code anyone edits. */
  generated: boolean;
  /** Number of body terms (document length for BM25). */
  length: number;
  /** Names the file defines, as written. */
  defs: string[];
  /** Module specifiers the file imports, unresolved. */
  imports: string[];
  /** Which of the task's phrases occur in the file (indexes into the phrase list). */
  phraseHits: number[];
}

export interface Postings {
  files: number[];
  tfs: number[];
}

/** Bytes of a prose or data file that are indexed (its path is, whatever its length). */
export const NON_CODE_HEAD_BYTES = 64 * 1024;

/**
 * Translation catalogs (gettext's `locale/fr/LC_MESSAGES/app.po` and its `.pot`
 * template, XLIFF): the project's messages again, once per language. Found by path
 * only: read, they took a quoted message's matches and the manifest's slots, and
 * were two fifths of the text read from a Sphinx tree.
 */
export const TRANSLATION_CATALOG = /\.(?:pot?|xlf|xliff)$/i;

/**
 * A bundler's or compiler's output ends with a pointer to its source map
 * (`//# sourceMappingURL=app.js.map`), as GitHub Linguist's `generated?` checks:
 * a committed bundle (`client-dist/socket.io.js`) repeats the whole library's words.
 */
const SOURCE_MAP_COMMENT = /\/[/*][#@] ?sourceMappingURL=\S*\s*(?:\*\/)?\s*$/;
export function endsWithSourceMap(text: string): boolean {
  return SOURCE_MAP_COMMENT.test(text.length > 512 ? text.slice(-512) : text);
}

/** Some files, read and tokenized; file ids in `body` are indexes into `facts`. */
export interface IndexedPart {
  facts: FileFacts[];
  body: Map<string, Postings>;
  /** Files taken: read, or found binary. */
  taken: number;
  /** Files found binary. */
  skipped: SkipCounts;
}

export interface PartOptions {
  /** Phrases to look for while each file is in memory, lower-cased. */
  phrases: readonly string[];
  /** No file is taken after this time (of `now`). */
  deadline: number;
  now: () => number;
}

/** The files of a list in order, for `indexPart`. */
export function inOrder(files: readonly ListedFile[]): () => ListedFile | undefined {
  let i = 0;
  return () => files[i++];
}

/** Read and tokenize the files `take` gives, in the order given, until it gives none or the deadline passes. */
export function indexPart(root: string, take: () => ListedFile | undefined, options: PartOptions): IndexedPart {
  const { phrases, deadline, now } = options;
  const facts: FileFacts[] = [];
  const body = new Map<string, Postings>();
  const counter = new TermCounter(body);
  const skipped: SkipCounts = {};
  let taken = 0;
  for (;;) {
    // Reading is most of the time on a large tree: the time limit holds here too.
    if (taken % 256 === 255 && now() > deadline) break;
    const listed = take();
    if (listed === undefined) break;
    taken++;
    const lang = languageOf(listed.path);
    const isCode = isCodeLanguage(lang);
    // Tables of numbers outside code are found by path only, and prose and data by their head:
    // tokenizing them is time spent on no words, or on a changelog's tail that no fix is found by.
    const text = isCode ? readTextFile(root, listed.path) : TRANSLATION_CATALOG.test(listed.path) ? '' : readTextFile(root, listed.path, NON_CODE_HEAD_BYTES, isNumericHead);
    if (text === null) {
      skipped.binary = (skipped.binary ?? 0) + 1;
      continue;
    }
    const id = facts.length;
    const length = counter.countFile(text);
    counter.flush(id);
    let phraseHits: number[] = [];
    if (phrases.length > 0) {
      const lower = text.toLowerCase();
      phraseHits = phrases.flatMap((p, i) => (lower.includes(p) ? [i] : []));
    }
    facts.push({
      path: listed.path,
      size: listed.size,
      lang,
      isTest: isTestPath(listed.path),
      generated: isCode && endsWithSourceMap(text),
      length,
      defs: isCode ? extractDefinitions(text, lang).map(detach) : [],
      imports: isCode ? extractImports(text, lang).map(detach) : [],
      phraseHits,
    });
  }
  return { facts, body, taken, skipped };
}

/**
 * A part as flat arrays, to send between threads: the terms in one string
 * (terms never hold a newline) and the postings in transferable Int32Arrays.
 */
export interface PackedPart {
  facts: FileFacts[];
  terms: string;
  /** Postings per term, in the order of `terms`. */
  counts: Int32Array;
  files: Int32Array;
  tfs: Int32Array;
  taken: number;
  skipped: SkipCounts;
}

/**
 * Pack a part; `reversed` when its files were taken last to first (from the
 * back of a listing), to give them back in listing order.
 */
export function packPart(part: IndexedPart, reversed = false): PackedPart {
  let total = 0;
  for (const p of part.body.values()) total += p.files.length;
  const counts = new Int32Array(part.body.size);
  const files = new Int32Array(total);
  const tfs = new Int32Array(total);
  const last = part.facts.length - 1;
  let t = 0;
  let at = 0;
  for (const p of part.body.values()) {
    const n = p.files.length;
    counts[t++] = n;
    if (reversed) {
      for (let j = 0; j < n; j++) {
        files[at + j] = last - p.files[n - 1 - j]!;
        tfs[at + j] = p.tfs[n - 1 - j]!;
      }
    } else {
      files.set(p.files, at);
      tfs.set(p.tfs, at);
    }
    at += n;
  }
  const facts = reversed ? part.facts.slice().reverse() : part.facts;
  return { facts, terms: [...part.body.keys()].join('\n'), counts, files, tfs, taken: part.taken, skipped: part.skipped };
}

/** Body postings by term, as the engine reads them: one term at a time (a Map is one). */
export interface TermPostings {
  get(term: string): Postings | undefined;
  has(term: string): boolean;
  keys(): Iterable<string>;
}

/** Every term's postings as one Map: to compare two indexes (the engine asks for terms one at a time). */
export function allPostings(body: TermPostings): Map<string, Postings> {
  return new Map([...body.keys()].map((term) => [term, body.get(term)!]));
}

/**
 * A part's postings with a packed part appended after them, its file ids shifted by
 * `offset` (ids past every id of the part). A term's packed postings are appended
 * when it is first asked for: a run asks for its query's terms and REFINE's
 * candidates (19 to 376 terms in 23 runs measured), and appending all of a
 * worker's (a million postings on a large tree) was a cost paid for terms never read.
 */
export class AppendedPostings implements TermPostings {
  /** Each packed term not yet appended -> its place in the packed order. */
  private readonly pending = new Map<string, number>();
  /** Where each packed term's postings start in `packed.files` (and one past the last). */
  private readonly starts: Int32Array;

  constructor(
    private readonly own: Map<string, Postings>,
    private readonly packed: PackedPart,
    private readonly offset: number,
  ) {
    const terms = packed.terms.length > 0 ? packed.terms.split('\n') : [];
    this.starts = new Int32Array(terms.length + 1);
    for (let t = 0; t < terms.length; t++) {
      this.pending.set(terms[t]!, t);
      this.starts[t + 1] = this.starts[t]! + packed.counts[t]!;
    }
  }

  get(term: string): Postings | undefined {
    const t = this.pending.get(term);
    if (t === undefined) return this.own.get(term);
    this.pending.delete(term);
    let p = this.own.get(term);
    if (p === undefined) this.own.set(term, (p = { files: [], tfs: [] }));
    for (let j = this.starts[t]!; j < this.starts[t + 1]!; j++) {
      p.files.push(this.packed.files[j]! + this.offset);
      p.tfs.push(this.packed.tfs[j]!);
    }
    return p;
  }

  has(term: string): boolean {
    return this.own.has(term) || this.pending.has(term);
  }

  *keys(): Iterable<string> {
    yield* this.own.keys();
    for (const term of this.pending.keys()) if (!this.own.has(term)) yield term;
  }
}
