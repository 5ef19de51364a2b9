import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildQuery, cleanTaskText, extractPaths, extractPhrases, splitMarkdown } from '../src/core/query.js';

describe('buildQuery', () => {
  it('reads Python stack frames as paths and functions', () => {
    const q = buildQuery('Crash\n```\nTraceback (most recent call last):\n  File "/env/lib/python3.7/site-packages/marshmallow/schema.py", line 628, in validate\n    x\nTypeError: \'NoneType\' object is not subscriptable\n```');
    expect(q.mentionedPaths).toContain('marshmallow/schema.py');
    expect(q.identifiers).toContain('validate');
    expect(q.phrases).toContain("'NoneType' object is not subscriptable");
  });
  it('reads JS and Java frames', () => {
    const { paths, frameFunctions } = extractPaths('at refreshSession (src/auth/session.ts:12:5)\n at com.acme.auth.TokenStore.load(TokenStore.java:88)');
    expect(paths).toEqual(expect.arrayContaining(['src/auth/session.ts', 'com/acme/auth/TokenStore.java']));
    expect(frameFunctions).toEqual(expect.arrayContaining(['refreshSession', 'load']));
  });
  it('splits identifiers into sub-words and keeps them whole', () => {
    const q = buildQuery('`refreshToken` fails in `session_manager`');
    const terms = q.keywords.map((k) => k.term);
    expect(terms).toEqual(expect.arrayContaining(['refresh', 'token', 'refreshtoken', 'session', 'manag', 'session_manager']));
  });
  it('turns dotted module names into path patterns', () => {
    expect(buildQuery('`sympy.printing.latex` ignores mul_symbol').patterns).toContain('sympy/printing/latex');
  });
  it('drops issue boilerplate and stopwords', () => {
    const terms = buildQuery('**Describe the bug**\nSteps to reproduce\nExpected behavior\nthe cache expiry').keywords.map((k) => k.term);
    expect(terms).toEqual(expect.arrayContaining(['cach', 'expiri']));
    for (const w of ['the', 'describ', 'step', 'expect', 'behavior']) expect(terms).not.toContain(w);
  });
  it('strips HTML comments, images and invisible characters', () => {
    const t = cleanTaskText('a<!-- secret: $(rm -rf /) -->b ![x](http://img) c\u200Bd');
    expect(t).not.toContain('secret');
    expect(t).not.toContain('http://img');
    expect(t).toContain('cd');
  });
  it('keeps quoted messages as phrases', () => {
    expect(extractPhrases('it says "connection reset by peer" then dies', [])).toEqual(['connection reset by peer']);
  });
  it('separates code blocks from prose', () => {
    const { prose, code } = splitMarkdown('text\n```py\nfoo_bar()\n```\nmore `baz`');
    expect(code).toEqual(['foo_bar()\n', 'baz']);
    expect(prose).not.toContain('foo_bar');
  });
  it('never throws and yields bounded terms for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (s) => {
        const q = buildQuery(s);
        expect(q.keywords.length).toBeLessThanOrEqual(400);
        for (const k of q.keywords) expect(k.weight).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});
