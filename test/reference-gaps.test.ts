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
