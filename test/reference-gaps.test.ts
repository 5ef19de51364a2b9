import { describe, expect, it } from 'vitest';
import { buildQuery } from '../src/core/query.js';
import { referenceGaps } from '../src/core/reference-gaps.js';
import { buildIndex } from '../src/core/repo-index.js';
import { parseFiles } from '../src/core/syntax/parse-files.js';
import { makeRepo } from './helpers/repo.js';

/*
 * src/auth.ts     login() calls isExpired() and logEvent(); logout() calls clearSession()
 * src/tokens.ts   defines isExpired
 * src/log/a.ts, src/log/b.ts, src/log/c.ts   each define logEvent (too common to point anywhere)
 * src/session.ts  defines clearSession
 */
const files = {
  'src/auth.ts': [
    "import { isExpired } from './tokens';",
    'export function login(token: string) {',
    '  if (isExpired(token)) throw new Error("expired");',
    '  logEvent("login");',
    '}',
    'export function logout() {',
    '  clearSession();',
    '}',
    '',
  ].join('\n'),
  'src/tokens.ts': 'export function isExpired(token: string) { return token.length === 0; }\n',
  'src/session.ts': 'export function clearSession() {}\n',
  'src/log/a.ts': 'export function logEvent(e: string) {}\n',
  'src/log/b.ts': 'export function logEvent(e: string) {}\n',
  'src/log/c.ts': 'export function logEvent(e: string) {}\n',
};
const root = makeRepo(files);
const index = buildIndex(root);
const keywords = buildQuery('login fails with an expired token').keywords;

describe('referenceGaps', () => {
  it('names what the best-matching function calls and where it is defined', async () => {
    const [auth] = await parseFiles([{ path: 'src/auth.ts', text: files['src/auth.ts'] }]);
    const gaps = referenceGaps(index, [auth!], keywords, new Set(['src/auth.ts']));
    expect(gaps).toEqual([{ name: 'isExpired', definedIn: 'src/tokens.ts', usedIn: 'src/auth.ts', usedBy: 'login' }]);
  });
  it('skips names defined in many files, names of unrelated functions, and files already in the context', async () => {
    const [auth] = await parseFiles([{ path: 'src/auth.ts', text: files['src/auth.ts'] }]);
    const names = referenceGaps(index, [auth!], keywords, new Set()).map((g) => g.name);
    expect(names).not.toContain('logEvent'); // three definers
    expect(names).not.toContain('clearSession'); // used by logout, which does not match the task
    expect(referenceGaps(index, [auth!], keywords, new Set(['src/tokens.ts']))).toEqual([]);
  });
});

/*
 * C, read on the lexical path: every identifier of a function counts, keywords too.
 * src/parser.h  Bison's token macros `ELSE` and `BREAK`: definitions named like keywords but for case
 * src/eval.c    eval_value() uses `else`, `break` and calls number_of()
 * src/number.c  defines number_of
 */
describe('referenceGaps on a case-sensitive language', () => {
  const c = {
    'src/parser.h': ['#define ELSE 276', '#define BREAK 286', ''].join('\n'),
    'src/eval.c': [
      '#include "parser.h"',
      'int eval_value(int token) {',
      '  while (token) {',
      '    if (token > 3) break;',
      '    else token = number_of(token);',
      '  }',
      '  return token;',
      '}',
      '',
    ].join('\n'),
    'src/number.c': 'int number_of(int t) {\n  return t - 1;\n}\n',
  };
  const cIndex = buildIndex(makeRepo(c));
  const cKeywords = buildQuery('eval value of a token is wrong').keywords;

  it('takes a keyword for no definition that differs from it in case', async () => {
    expect(cIndex.defNames.get('else')).toHaveLength(1); // `ELSE`: the index keys names lower-cased
    const [evalC] = await parseFiles([{ path: 'src/eval.c', text: c['src/eval.c'] }]);
    const gaps = referenceGaps(cIndex, [evalC!], cKeywords, new Set(['src/eval.c']));
    expect(gaps.map((g) => [g.name, g.definedIn])).toEqual([['number_of', 'src/number.c']]);
  });
});

/* Fortran ignores case: `call FLUX_ADD(...)` calls `subroutine flux_add`. */
describe('referenceGaps on a language that ignores case', () => {
  const f = {
    'src/solver.f90': ['subroutine solve_step(n)', '  integer :: n', '  call FLUX_ADD(n)', 'end subroutine solve_step', ''].join('\n'),
    'src/flux.f90': ['subroutine flux_add(n)', '  integer :: n', 'end subroutine flux_add', ''].join('\n'),
  };
  it('finds the definition whatever its case', async () => {
    const fIndex = buildIndex(makeRepo(f));
    const [solver] = await parseFiles([{ path: 'src/solver.f90', text: f['src/solver.f90'] }]);
    const gaps = referenceGaps(fIndex, [solver!], buildQuery('solve step diverges').keywords, new Set(['src/solver.f90']));
    expect(gaps.map((g) => [g.name, g.definedIn])).toEqual([['FLUX_ADD', 'src/flux.f90']]);
  });
});

/*
 * src/app/render.py   render_page() uses `template` and calls build_context()
 * src/app/context.py  defines build_context
 * static/vendor.js    a bundled library that happens to define `template` (as Sphinx's theme ships jQuery's `self`)
 */
describe('referenceGaps across languages', () => {
  const mixed = {
    'src/app/render.py': ['def render_page(name):', '    ctx = build_context(name)', '    return template.format(**ctx)', ''].join('\n'),
    'src/app/context.py': 'def build_context(name):\n    return {"name": name}\n',
    'static/vendor.js': 'function template(text) {\n  return text;\n}\n',
  };
  it('names only definitions in the language of the file that uses them', async () => {
    const mixedIndex = buildIndex(makeRepo(mixed));
    expect(mixedIndex.defNames.get('template')).toHaveLength(1);
    const [render] = await parseFiles([{ path: 'src/app/render.py', text: mixed['src/app/render.py'] }]);
    const gaps = referenceGaps(mixedIndex, [render!], buildQuery('render page shows the wrong name').keywords, new Set(['src/app/render.py']));
    expect(gaps.map((g) => [g.name, g.definedIn])).toEqual([['build_context', 'src/app/context.py']]);
  });
});
