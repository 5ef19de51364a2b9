import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeRegExp, forEachNonAsciiTerm, forEachTerm, identifierTerms, isGrammarTerm, isStopTerm, splitIdentifier, termsOf } from '../src/core/tokenize.js';
import { termsOfIdentifier } from '../src/core/term-counter.js';

describe('identifierTerms', () => {
  it('gives sub-words stemmed, and the whole identifier only when two sub-words count', () => {
    expect(identifierTerms('getUserName')).toEqual(['get', 'user', 'name', 'getusername']);
    expect(identifierTerms('__refresh_tokens')).toEqual(['refresh', 'token', 'refresh_tokens']);
    // One-letter sub-words do not count: the index never holds `x_axis` whole, so the query must not ask for it.
    expect(identifierTerms('x_axis')).toEqual(['axi']);
    expect(identifierTerms('iCount')).toEqual(['count']);
  });
  it('says which word each term of a text stands for: the sub-word, the identifier as written, a non-ASCII word itself', () => {
    const pairs: [string, string][] = [];
    forEachTerm('mappingKeys Привет', (term, word) => pairs.push([term, word]));
    expect(pairs).toEqual([['map', 'mapping'], ['kei', 'keys'], ['mappingkeys', 'mappingKeys'], ['привет', 'привет']]);
  });
  it('is what the index counts and what the query searches', () => {
    for (const id of ['x_axis', 'iCount', 'HTTPServer', 'v2Api', 'PersonName3']) {
      expect(termsOfIdentifier(id)).toEqual(identifierTerms(id));
      expect(termsOf(id)).toEqual([...new Set(identifierTerms(id))]);
    }
  });
});

describe('tokenize', () => {
  it('splits camelCase, PascalCase, snake_case and acronyms', () => {
    expect(splitIdentifier('refreshToken')).toEqual(['refresh', 'token']);
    expect(splitIdentifier('HTTPServerError')).toEqual(['http', 'server', 'error']);
    expect(splitIdentifier('_check_required_columns')).toEqual(['check', 'required', 'columns']);
    expect(splitIdentifier('v2Api')).toEqual(['v', '2', 'api']);
  });
  it('splits exactly as the pattern it scans by hand, on any string', () => {
    const byPattern = (id: string): string[] =>
      id
        .split(/[_$]+/)
        .flatMap((part) => part.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+[a-z]*/g) ?? [])
        .map((w) => w.toLowerCase());
    const piece = fc.oneof(fc.constantFrom('a', 'z', 'A', 'Z', '0', '9', '_', '$', '-', 'é', 'İ', 'ab', 'AB', 'Ab', '2x'), fc.string());
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (ps) => {
        expect(splitIdentifier(ps.join(''))).toEqual(byPattern(ps.join('')));
      }),
      { numRuns: 5000 },
    );
  });
  it('emits stemmed sub-words and the whole identifier', () => {
    expect(termsOf('refreshTokens')).toEqual(['refresh', 'token', 'refreshtokens']);
    expect(termsOf('limiting limits')).toEqual(['limit']);
  });
  it('keeps words of other scripts whole and pairs Chinese characters', () => {
    const terms = termsOf("Replaces 'სტრინგი' with 'ველი'; Привет; 登录失败");
    expect(terms).toEqual(expect.arrayContaining(['სტრინგი', 'ველი', 'привет', '登录', '录失', '失败']));
    expect(termsOf('plain ascii only')).not.toContain('登录');
  });
  it('takes the whole run of letters around a non-ASCII letter, astral letters and marks included', () => {
    const words: string[] = [];
    forEachNonAsciiTerm('naïve café, x\u0301y 𐊧𐊨 𠀋𠀌 ab中c', (t) => words.push(t));
    // A combining mark alone is no non-ASCII letter; an astral script stays one word; CJK pairs span the run.
    expect(words).toEqual(['naïve', 'café', '𐊧𐊨', '𠀋𠀌', 'ab', 'b中', '中c']);
  });
  it('finds the words a search for non-ASCII letters by code points finds', () => {
    // The definition: each non-ASCII letter found by a global Unicode search, its run of letters and marks around it.
    const reference = (text: string): string[] => {
      const out: string[] = [];
      const letters = /[^\x00-\x7F\P{L}]/gu;
      const isWordChar = (c: string | undefined): c is string => c !== undefined && /^[\p{L}\p{M}]$/u.test(c);
      let m: RegExpExecArray | null;
      while ((m = letters.exec(text)) !== null) {
        let start = m.index;
        for (let c = [...text.slice(Math.max(0, start - 2), start)].at(-1); isWordChar(c); c = [...text.slice(Math.max(0, start - 2), start)].at(-1)) start -= c.length;
        let end = m.index + m[0].length;
        for (let c = [...text.slice(end, end + 2)][0]; isWordChar(c); c = [...text.slice(end, end + 2)][0]) end += c.length;
        letters.lastIndex = end;
        out.push(text.slice(start, end));
      }
      return out;
    };
    const lowered = (text: string): string[] => {
      const got: string[] = [];
      forEachNonAsciiTerm(text, (t) => got.push(t));
      return got;
    };
    const expected = (text: string): string[] => {
      const got: string[] = [];
      for (const word of reference(text).map((w) => w.toLowerCase())) {
        if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(word)) {
          const chars = [...word];
          if (chars.length === 1) got.push(word);
          for (let i = 0; i + 1 < chars.length; i++) got.push(chars[i]! + chars[i + 1]!);
        } else if (word.length >= 2 && word.length <= 40) got.push(word);
      }
      return got;
    };
    const piece = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.constantFrom('é', 'x\u0301', '\ud800', '\udc00', '𐊧', '𠀋', '中', 'ß', 'İ', ' ', 'ab', '\ud83d\ude00'));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (ps) => {
        expect(lowered(ps.join(''))).toEqual(expected(ps.join('')));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('isGrammarTerm', () => {
  it('is a stop term that names no thing in code', () => {
    for (const t of ['the', 'of', 'fix', 'bug', 'please', 'just']) expect([t, isStopTerm(t), isGrammarTerm(t)]).toEqual([t, true, true]);
    for (const t of ['step', 'none', 'error', 'class', 'line']) expect([t, isStopTerm(t), isGrammarTerm(t)]).toEqual([t, true, false]);
    expect(isGrammarTerm('parser')).toBe(false);
    // A contraction's head, which is what its words give once split at the apostrophe.
    for (const t of ['doesn', 'isn', 'wasn', 'couldn', 'don']) expect([t, isStopTerm(t), isGrammarTerm(t)]).toEqual([t, true, true]);
  });
});

describe('escapeRegExp', () => {
  it('makes a pattern that matches the text literally, and only it', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
      }),
    );
    expect(new RegExp(`^${escapeRegExp('a.js')}$`).test('abjs')).toBe(false);
  });
});
