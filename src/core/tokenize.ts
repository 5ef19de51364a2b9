/**
 * Identifier-aware tokenization shared by the index and the query, so that both
 * sides agree: `refreshToken` yields `refresh`, `token` and `refreshtoken`.
 */
import { stemmer } from 'stemmer';

/** `text` as a regular expression's source that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A file or symbol name with case and separators dropped: `keep-alive`, `KeepAlive` and `keep_alive` meet. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[-_.]/g, '');
}

/** Elixir's `Macro.underscore` of one name, as Ruby's files are named too: `HTTPClient` → `http_client`, `Conn` → `conn`. */
export function snakeCase(name: string): string {
  return name.replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2').replace(/([a-z\d])([A-Z])/g, '$1_$2').toLowerCase();
}

/** A run of identifier characters (letters, digits, underscore, `$`). */
const IDENTIFIER = /[A-Za-z_$][A-Za-z0-9_$]*/g;

/**
 * Split one identifier into its lower-cased sub-words (camelCase, PascalCase,
 * snake_case, digits): HTTPServer -> http, server; refreshToken -> refresh, token;
 * v2Api -> v, 2, api. The matches of the pattern `[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+[a-z]*`
 * (any other character separates), scanned by hand: every new identifier of a
 * repository comes through here.
 */
export function splitIdentifier(identifier: string): string[] {
  const words: string[] = [];
  const n = identifier.length;
  let i = 0;
  while (i < n) {
    const c = identifier.charCodeAt(i);
    let end = i + 1;
    if (isUpper(c)) {
      while (end < n && isUpper(identifier.charCodeAt(end))) end++;
      if (end < n && isLower(identifier.charCodeAt(end))) {
        // An upper-case run before a lower-case letter: its last letter starts the next word (HTTPServer).
        if (end - i >= 2) end--;
        else while (end < n && isLower(identifier.charCodeAt(end))) end++;
      }
    } else if (isLower(c)) {
      while (end < n && isLower(identifier.charCodeAt(end))) end++;
    } else if (isDigit(c)) {
      while (end < n && isDigit(identifier.charCodeAt(end))) end++;
      while (end < n && isLower(identifier.charCodeAt(end))) end++;
    } else {
      i++;
      continue;
    }
    words.push(identifier.slice(i, end).toLowerCase());
    i = end;
  }
  return words;
}

function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}
function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

const stemCache = new Map<string, string>();

/** Empty the stem cache (see `clearVocabularyMemos`). */
export function clearStemCache(): void {
  stemCache.clear();
}

/** Porter stem with a cache: the same few thousand words recur in every file. */
export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = word.length <= 3 ? word : stemmer(word);
    if (stemCache.size < 500_000) stemCache.set(word, s);
  }
  return s;
}

/**
 * Terms of one identifier, the same for the index and the query: each sub-word
 * of 2 to 40 letters stemmed, plus the whole identifier (lower-cased, leading
 * `_`/`$` dropped) when two or more such sub-words count (`getUserName` -> `get`,
 * `user`, `name`, `getusername`; `x_axis` -> `axi` only).
 */
export function identifierTerms(id: string): string[] {
  const terms: string[] = [];
  forEachIdentifierTerm(id, (term) => terms.push(term));
  return terms;
}

/** `identifierTerms`, each with the word it stands for: the sub-word (`keys` for `kei`) or the identifier as written. */
function forEachIdentifierTerm(id: string, emit: (term: string, word: string) => void): void {
  let subWords = 0;
  for (const w of splitIdentifier(id)) {
    if (w.length < 2 || w.length > 40) continue;
    emit(stem(w), w);
    subWords++;
  }
  if (subWords > 1) emit(id.toLowerCase().replace(/^[_$]+/, ''), id.replace(/^[_$]+/, ''));
}

/**
 * Terms of a text for querying: `identifierTerms` of each identifier (up to 64
 * characters), then non-ASCII words, each with the word it stands for (a reader
 * is shown `keys`, not the stem `kei`). Calls `emit` per occurrence so callers can
 * count without building arrays.
 */
export function forEachTerm(text: string, emit: (term: string, word: string) => void): void {
  for (const match of text.matchAll(IDENTIFIER)) {
    const id = match[0];
    if (id.length > 64) continue;
    forEachIdentifierTerm(id, emit);
  }
  forEachNonAsciiTerm(text, (term) => emit(term, term));
}

const NON_ASCII = /[^\x00-\x7F]/;
const NON_ASCII_LETTER = /[^\x00-\x7F\P{L}]/u;
const WORD_CHAR = /^[\p{L}\p{M}]$/u;
const BIGRAM_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Words of scripts other than ASCII (Cyrillic, Georgian, Greek, Arabic...): kept
 * whole and lower-cased, unstemmed. Chinese, Japanese and Korean are written
 * without spaces, so their runs become overlapping character pairs, as in
 * Lucene's CJK bigram filter.
 */
export function forEachNonAsciiTerm(text: string, emit: (term: string) => void): void {
  const from = text.search(NON_ASCII);
  if (from < 0) return;
  for (const raw of nonAsciiWords(text, from)) {
    const word = raw.toLowerCase();
    if (BIGRAM_SCRIPT.test(word)) {
      const chars = [...word];
      if (chars.length === 1) emit(word);
      for (let i = 0; i + 1 < chars.length; i++) emit(chars[i]! + chars[i + 1]!);
    } else if (word.length >= 2 && word.length <= 40) emit(word);
  }
}

/**
 * Runs of letters and marks (any script) holding at least one non-ASCII letter,
 * from `from` (the first non-ASCII character) on.
 * Found from each non-ASCII letter outward: one regular expression spanning the
 * whole run backtracks over every ASCII word and cost a tenth of indexing time.
 * Non-ASCII letters are looked for where a non-ASCII character is, stepping over
 * ASCII in a plain loop: a Unicode-aware search steps slower, and in a file with
 * one accent every other character is ASCII.
 */
function* nonAsciiWords(text: string, from: number): Generator<string> {
  // A regex of its own: the generator pauses between words, and a shared lastIndex would not survive a nested call.
  const letter = new RegExp(NON_ASCII_LETTER.source, 'uy');
  for (let i = from; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      i++;
      continue;
    }
    letter.lastIndex = i;
    if (!letter.test(text)) {
      // Step over the whole code point, as the search by code points does.
      i += isSurrogatePair(text, i) ? 2 : 1;
      continue;
    }
    let start = i;
    for (let ch = charBefore(text, start); ch !== '' && WORD_CHAR.test(ch); ch = charBefore(text, start)) start -= ch.length;
    let end = letter.lastIndex;
    for (let ch = charAt(text, end); ch !== '' && WORD_CHAR.test(ch); ch = charAt(text, end)) end += ch.length;
    yield text.slice(start, end);
    i = end;
  }
}

function isSurrogatePair(text: string, i: number): boolean {
  const high = text.charCodeAt(i);
  const low = text.charCodeAt(i + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

/** The code point at or just before a UTF-16 index, as a string ('' at the ends). */
function charAt(text: string, i: number): string {
  const cp = text.codePointAt(i);
  return cp === undefined ? '' : String.fromCodePoint(cp);
}
function charBefore(text: string, i: number): string {
  if (i <= 0) return '';
  const low = text.charCodeAt(i - 1);
  const pair = low >= 0xdc00 && low <= 0xdfff && i >= 2 ? text.codePointAt(i - 2) : undefined;
  return pair !== undefined && pair > 0xffff ? String.fromCodePoint(pair) : text[i - 1]!;
}

/** Distinct terms of a text, in first-seen order. */
export function termsOf(text: string): string[] {
  const seen = new Set<string>();
  forEachTerm(text, (t) => seen.add(t));
  return [...seen];
}

/**
 * Stop words that name things code has (an error, a line, a step, `None`, a class): too common in
 * an issue's prose to search for, yet much of what a short title says ("Fix step being None"). Not the
 * reporter's setup ("on OS X", "in Python 2.6"): every file of a Python project is Python's.
 */
const CODE_THING_WORDS = new Set(
  `result results step steps example examples code time case cases
error errors exception traceback warning line lines file files run running runs ran call called calls
true false none null undefined return returns returned def self cls var let const function class import`.split(/\s+/),
);

/** An issue template's section words ("Expected behavior", "Environment", "Version"): no template in a one-line title. */
const TEMPLATE_WORDS = new Set(`expected behavior behaviour actual reproduce reproduction describe description version versions environment`.split(' '));

/** English function words, contractions written whole ("doesn't"). */
const ENGLISH_STOPWORDS = `a about above after again against all also am an and any are aren't as at be because been before being below
between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for
from further had hadn't has hasn't have haven't having he her here hers herself him himself his how i if in into is
isn't it it's its itself let's me more most mustn't my myself no nor not of off on once only or other ought our ours
ourselves out over own same shan't she should shouldn't so some such than that that's the their theirs them themselves
then there there's these they this those through to too under until up very was wasn't we were weren't what when where
which while who whom why with won't would wouldn't you your yours yourself yourselves`.split(/\s+/);

/**
 * English and issue-template words that carry no signal about code, and the words of code's things.
 * A contraction's head is one too: words split at the apostrophe, so "isn't" reaches here as `isn`.
 */
export const STOPWORDS = new Set([
  ...ENGLISH_STOPWORDS,
  ...ENGLISH_STOPWORDS.filter((w) => w.includes("'")).map((w) => w.slice(0, w.indexOf("'"))),
  ...`just like get got seem seems seemed think thing things way want wanted wants need needs needed use used using
make makes made one two also would could might may will shall still even however thus therefore instead since
add adding implement implementing support supporting allow allowing please thanks thank hi hello issue issues bug bugs problem problems fix fixes fixed work works working worked
system os python node npm yarn pnpm current currently following
see look new old now something anything everything nothing happen happens happened
`.split(/\s+/).filter(Boolean),
  ...CODE_THING_WORDS,
  ...TEMPLATE_WORDS,
]);

/** Is this (stemmed or raw) term too common in issue prose to search for? */
export function isStopTerm(term: string): boolean {
  return term.length < 2 || STOPWORDS.has(term) || /^\d+$/.test(term);
}

/** A stop term even in a short task: grammar, filler and the words of fixing. */
export function isGrammarTerm(term: string): boolean {
  return isStopTerm(term) && !CODE_THING_WORDS.has(term) && !TEMPLATE_WORDS.has(term);
}
