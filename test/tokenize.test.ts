import { describe, expect, it } from 'vitest';
import { forEachNonAsciiTerm, identifierTerms, splitIdentifier, termsOf } from '../src/core/tokenize.js';
import { termsOfIdentifier } from '../src/core/term-counter.js';

describe('identifierTerms', () => {
  it('gives sub-words stemmed, and the whole identifier only when two sub-words count', () => {
    expect(identifierTerms('getUserName')).toEqual(['get', 'user', 'name', 'getusername']);
    expect(identifierTerms('__refresh_tokens')).toEqual(['refresh', 'token', 'refresh_tokens']);
    // One-letter sub-words do not count: the index never holds `x_axis` whole, so the query must not ask for it.
    expect(identifierTerms('x_axis')).toEqual(['axi']);
    expect(identifierTerms('iCount')).toEqual(['count']);
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
});
