/**
 * Counting a file's terms for the body postings: identifiers split into terms
 * (`refreshToken` -> `refresh`, `token`, `refreshtoken`) and non-ASCII words.
 * The index's hottest path, so an identifier seen before in the same part is
 * found by a hash computed while scanning, without cutting a string from the
 * text, and terms are counted by number, not through a map per occurrence.
 */
import type { Postings } from './index-part.js';
import { clearStemCache, forEachNonAsciiTerm, identifierTerms } from './tokenize.js';

/** `identifierTerms`, memoized: identifiers repeat across a codebase far more than they vary. */
const termsMemo = new Map<string, string[]>();
export function termsOfIdentifier(match: string): string[] {
  let terms = termsMemo.get(match);
  if (terms === undefined) {
    const id = detach(match);
    terms = identifierTerms(id);
    if (termsMemo.size > 400_000) termsMemo.clear();
    termsMemo.set(id, terms);
  }
  return terms;
}

/**
 * Empty the memos of words and identifiers. Each run starts from empty ones, as a
 * one-off CLI run does: a long-lived process would otherwise carry one
 * repository's vocabulary into the next, growing, and run faster on a second
 * repository than on a first.
 */
export function clearVocabularyMemos(): void {
  termsMemo.clear();
  clearStemCache();
}

/** Longer runs are base64 blobs, hashes or minified code: noise that would swamp the index. */
const MAX_IDENTIFIER = 64;
/** 200+ characters without a space: an embedded image, a data URI, a minified line. Not words. */
const MAX_CHUNK = 199;

/**
 * Each identifier (`[A-Za-z_$][A-Za-z0-9_$]+`, at most 64 characters) of the text,
 * in order, outside space-free runs longer than MAX_CHUNK, as its span and an
 * FNV-1a hash of its characters (computed during the scan, for `TermCounter`'s
 * table). A hand-written scan: the index's hottest loop, where regex match
 * objects and a blob-free copy of every file cost a third of the indexing time.
 */
export function forEachIdentifierSpan(text: string, emit: (start: number, end: number, hash: number) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    const start = i;
    while (i < n && !isSpace(text.charCodeAt(i))) i++;
    if (i - start > MAX_CHUNK) continue;
    for (let j = start; j < i; ) {
      let c = text.charCodeAt(j);
      if (!isIdentifierStart(c)) {
        j++;
        continue;
      }
      let hash = Math.imul(FNV_OFFSET ^ c, FNV_PRIME);
      let k = j + 1;
      while (k < i && isIdentifierPart((c = text.charCodeAt(k)))) {
        hash = Math.imul(hash ^ c, FNV_PRIME);
        k++;
      }
      if (k - j >= 2 && k - j <= MAX_IDENTIFIER) emit(j, k, hash);
      j = k;
    }
  }
}

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

function isIdentifierStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 36;
}
function isIdentifierPart(c: number): boolean {
  return isIdentifierStart(c) || (c >= 48 && c <= 57);
}
/** JavaScript's `\s`: ASCII and Unicode spaces, line terminators, BOM. */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * A copy of a substring that does not keep its source alive. V8 represents a
 * substring of 13+ characters as a view into the whole string, so a name cut
 * from a file and kept in the index (a term, a definition, an import) would
 * keep the whole file's text in memory: with this copy, each file's text can
 * be collected once the file is indexed.
 */
export function detach(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1);
}

/**
 * Counts terms file by file into `body` (term -> postings). Terms are
 * numbered as first seen; postings are appended in file order, and a term's
 * entry is added to `body` when the first file holding it is flushed, in the
 * order of first occurrence: the same map, in the same order, that counting
 * `termsOfIdentifier` of every identifier into a map per file would give.
 */
export class TermCounter {
  private readonly termIds = new Map<string, number>();
  private readonly termNames: string[] = [];
  private readonly postings: (Postings | undefined)[] = [];
  private readonly identifiers = new IdentifierTable();
  private tf = new Int32Array(1024);
  private readonly touched: number[] = [];
  private length = 0;

  constructor(private readonly body: Map<string, Postings>) {}

  /** Count the terms of one file's text; returns how many (the file's length). */
  countFile(text: string): number {
    this.length = 0;
    forEachIdentifierSpan(text, (start, end, hash) => {
      let entry = this.identifiers.find(text, start, end, hash);
      if (entry < 0) {
        const name = detach(text.slice(start, end));
        // The table is this part's memo: `termsOfIdentifier`'s map would only add an entry per identifier (5 % of a small tree's indexing).
        entry = this.identifiers.add(name, hash, identifierTerms(name).map((t) => this.termId(t)));
      }
      for (const t of this.identifiers.terms[entry]!) this.count(t);
    });
    forEachNonAsciiTerm(text, (term) => this.count(this.termId(term)));
    return this.length;
  }

  /** Append the counted file to the postings as file `id`, and start afresh. */
  flush(id: number): void {
    for (const t of this.touched) {
      let p = this.postings[t];
      if (p === undefined) {
        p = { files: [], tfs: [] };
        this.postings[t] = p;
        this.body.set(this.termNames[t]!, p);
      }
      p.files.push(id);
      p.tfs.push(this.tf[t]!);
      this.tf[t] = 0;
    }
    this.touched.length = 0;
  }

  private termId(term: string): number {
    let t = this.termIds.get(term);
    if (t === undefined) {
      t = this.termNames.length;
      this.termIds.set(term, t);
      this.termNames.push(term);
      if (t >= this.tf.length) {
        const grown = new Int32Array(this.tf.length * 2);
        grown.set(this.tf);
        this.tf = grown;
      }
    }
    return t;
  }

  private count(t: number): void {
    const n = this.tf[t]!;
    this.tf[t] = n + 1;
    if (n === 0) this.touched.push(t);
    this.length++;
  }
}

/**
 * Identifiers seen so far, by open addressing on their scan hash: a repeat is
 * recognized by comparing characters in place, so only new identifiers are
 * cut from the text. Each holds the numbers of its terms (whatever the owner numbers).
 */
export class IdentifierTable {
  private slots = new Int32Array(1 << 12).fill(-1);
  private readonly hashes: number[] = [];
  private readonly names: string[] = [];
  /** Term numbers of each identifier. */
  readonly terms: number[][] = [];

  find(text: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let s = hash & mask; ; s = (s + 1) & mask) {
      const e = this.slots[s]!;
      if (e < 0) return -1;
      if (this.hashes[e] === hash && sameChars(this.names[e]!, text, start, end)) return e;
    }
  }

  add(name: string, hash: number, terms: number[]): number {
    const e = this.names.length;
    this.names.push(name);
    this.hashes.push(hash);
    this.terms.push(terms);
    // Kept at most half full, so that a probe ends soon.
    if (this.names.length * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    else this.place(e);
    return e;
  }

  private place(e: number): void {
    const mask = this.slots.length - 1;
    let s = this.hashes[e]! & mask;
    while (this.slots[s]! >= 0) s = (s + 1) & mask;
    this.slots[s] = e;
  }

  private rehash(size: number): void {
    this.slots = new Int32Array(size).fill(-1);
    for (let e = 0; e < this.names.length; e++) this.place(e);
  }
}

function sameChars(name: string, text: string, start: number, end: number): boolean {
  if (name.length !== end - start) return false;
  for (let i = 0; i < name.length; i++) if (name.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  return true;
}
