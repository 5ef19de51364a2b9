import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Postings } from '../src/core/index-part.js';
import { forEachIdentifierSpan, TermCounter, termsOfIdentifier } from '../src/core/term-counter.js';
import { forEachNonAsciiTerm, termsOf } from '../src/core/tokenize.js';

/** Each identifier the scanner finds, as a string. */
function forEachIdentifier(text: string, emit: (identifier: string) => void): void {
  forEachIdentifierSpan(text, (start, end) => emit(text.slice(start, end)));
}

describe('TermCounter', () => {
  /** The definition the counter implements: each file's terms counted in a map, appended in first-seen order. */
  const reference = (texts: string[]): { body: Map<string, Postings>; lengths: number[] } => {
    const body = new Map<string, Postings>();
    const lengths = texts.map((text, id) => {
      const tf = new Map<string, number>();
      let length = 0;
      const count = (t: string): void => {
        tf.set(t, (tf.get(t) ?? 0) + 1);
        length++;
      };
      forEachIdentifier(text, (identifier) => termsOfIdentifier(identifier).forEach(count));
      forEachNonAsciiTerm(text, count);
      for (const [t, n] of tf) {
        const p = body.get(t) ?? { files: [], tfs: [] };
        body.set(t, p);
        p.files.push(id);
        p.tfs.push(n);
      }
      return length;
    });
    return { body, lengths };
  };
  const counted = (texts: string[]): { body: Map<string, Postings>; lengths: number[] } => {
    const body = new Map<string, Postings>();
    const counter = new TermCounter(body);
    const lengths = texts.map((text, id) => {
      const n = counter.countFile(text);
      counter.flush(id);
      return n;
    });
    return { body, lengths };
  };

  it('counts identifiers split into terms and non-ASCII words, per file', () => {
    const { body, lengths } = counted(['refreshToken refresh_token Straße', 'token token refreshToken']);
    // 3 + 3 terms, then `stra` (the ASCII run) and `straße`.
    expect(lengths).toEqual([8, 5]);
    expect(body.get('token')).toEqual({ files: [0, 1], tfs: [2, 3] });
    expect(body.get('refreshtoken')).toEqual({ files: [0, 1], tfs: [1, 1] });
    expect(body.get('refresh_token')).toEqual({ files: [0], tfs: [1] });
    expect(body.get('straße')).toEqual({ files: [0], tfs: [1] });
  });

  it('gives the same postings, in the same map order, as counting each file in a map', () => {
    // Few distinct names, so that repeats (found in the table) and new names (cut and split) both occur often.
    const word = fc.constantFrom('getUserName', 'user_name', 'HTTPServer', 'x', 'a1', '$el', 'token', 'Token', 'tokens', 'straße', 'ÄÖ', '中文字', 'v2Api', 'b'.repeat(70));
    const sep = fc.constantFrom(' ', '\n', '.', '(', ', ', '= ', '\u00a0');
    const file = fc.array(fc.tuple(word, sep), { maxLength: 40 }).map((ps) => ps.map(([w, s]) => w + s).join(''));
    fc.assert(
      fc.property(fc.array(file, { maxLength: 6 }), (texts) => {
        const got = counted(texts);
        const want = reference(texts);
        expect(got.lengths).toEqual(want.lengths);
        expect([...got.body]).toEqual([...want.body]);
      }),
      { numRuns: 300 },
    );
  });

  it('grows its table and counts past thousands of distinct names', () => {
    const texts = [Array.from({ length: 5000 }, (_, i) => `name${i}Part value_${i}`).join(' '), 'name7Part name4999Part'];
    expect([...counted(texts).body]).toEqual([...reference(texts).body]);
  });
});

describe('termsOfIdentifier', () => {
  it('gives the terms termsOf gives a plain identifier (what scoreSymbols relies on)', () => {
    const identifier = fc.stringMatching(/^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/);
    fc.assert(
      fc.property(identifier, (id) => {
        expect(new Set(termsOfIdentifier(id))).toEqual(new Set(termsOf(id)));
      }),
      { numRuns: 2000 },
    );
    expect(termsOfIdentifier('getHTTPServer_v2')).toEqual(termsOf('getHTTPServer_v2'));
  });
});

describe('forEachIdentifierSpan', () => {
  // The definition the scanner implements, as regular expressions.
  const reference = (text: string): string[] =>
    [...text.replace(/(?<!\S)\S{200,}/g, ' ').matchAll(/[A-Za-z_$][A-Za-z0-9_$]+/g)].map((m) => m[0]).filter((w) => w.length <= 64);
  const scanned = (text: string): string[] => {
    const out: string[] = [];
    forEachIdentifier(text, (w) => out.push(w));
    return out;
  };
  it('finds identifiers and drops space-free runs of 200+ characters and names over 64', () => {
    const blob = 'data:image/png;base64,' + 'iVBORw0KGgo'.repeat(30);
    expect(scanned(`const refreshToken = 1; ${blob} $el_2\u00a0x9y\u3000${'a'.repeat(65)} 9abc`)).toEqual(['const', 'refreshToken', '$el_2', 'x9y', 'abc']);
  });
  it('keeps a space-free run of 199 characters and drops one of 200', () => {
    expect(scanned(`${'ab.'.repeat(66)}c`)).toHaveLength(66);
    expect(scanned(`${'ab.'.repeat(66)}cd`)).toEqual([]);
  });
  it('agrees with the regular-expression definition on any text', () => {
    const alphabet = fc.constantFrom('a', 'Z', '_', '$', '7', ' ', '\n', '\t', '\u00a0', '\u2028', '\u3000', '.', '(', 'é', '中', '\uD83D\uDE00');
    // Minified-looking runs of short names around the 200-character limit, split by every kind of space.
    const run = fc.array(fc.constantFrom('ab', 'Cd9', '_$', 'x', '.', ';', '(', '7', 'é', '中'), { minLength: 60, maxLength: 110 }).map((ts) => ts.join(''));
    const space = fc.constantFrom(' ', '\n', '\t', '\r', '\u00a0', '\u2028', '\u3000', '\ufeff', '\u1680');
    const text = fc.oneof(
      fc.array(alphabet, { maxLength: 300 }).map((cs) => cs.join('')),
      fc.array(fc.tuple(run, space), { maxLength: 4 }).map((parts) => parts.map(([r, s]) => r + s).join('')),
    );
    fc.assert(
      fc.property(text, (t) => {
        expect(scanned(t)).toEqual(reference(t));
      }),
      { numRuns: 500 },
    );
  });
});
