import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchoredRelevance, DEFAULT_LOOP, iterate, summarize } from '../src/core/iterate.js';
import { buildQuery } from '../src/core/query.js';
import { buildIndex } from '../src/core/repo-index.js';
import { buildThesaurus } from '../src/core/synonyms.js';
import { retrieve } from '../src/core/retrieve.js';
import { repoParser } from '../src/core/syntax/parse-files.js';
import { fixtureRepo, makeRepo } from './helpers/repo.js';

const fixed = () => 0;

/*
 * auth-token-expiry/
 *   README.md
 *   src/auth.ts            authenticate(): decodes the bearer token, rejects expired ones
 *   src/tokens.ts          issueToken(), isTokenExpired() (the bug), TOKEN_TTL_SECONDS
 *   src/jwt-utils.ts       signJwt(), decodeJwt()
 *   src/session-manager.ts SessionManager.refresh(): authenticate + issueToken
 *   src/user.ts            User, displayName(), isValidEmail()  (unrelated)
 *   src/format.ts          formatDate(), pluralize()             (unrelated)
 */
describe('worked example 1: "Fix the authentication token expiry bug"', async () => {
  const root = fixtureRepo('auth-token-expiry');
  const m = await retrieve(root, { text: 'Fix the authentication token expiry bug', source: 'test' }, { now: fixed });
  const selected = m.files.map((f) => f.path);

  it('selects auth, tokens, session-manager and jwt-utils', () => {
    expect(selected).toEqual(expect.arrayContaining(['src/auth.ts', 'src/tokens.ts', 'src/session-manager.ts', 'src/jwt-utils.ts']));
  });
  it('leaves user.ts out of the context, scored irrelevant', () => {
    expect(selected).not.toContain('src/user.ts');
    const user = m.ranking.find((r) => r.path === 'src/user.ts');
    expect(user === undefined || user.relevance < 0.2).toBe(true);
  });
  it('stops after cycle 1: three files score 0.7 or more, and jwt-utils, which they import, is in the context already', () => {
    expect(m.stopReason).toBe('sufficient-context');
    expect(m.cycles).toHaveLength(1);
  });
  it('asked for more high-relevance files than that, learns the code base words (auth, jwt) in refinement and logs them', async () => {
    const more = await retrieve(root, { text: 'Fix the authentication token expiry bug', source: 'test' }, { now: fixed, sufficientFiles: 5 });
    const learned = more.cycles.flatMap((c) => c.refinements.filter((r) => r.kind === 'add-keyword').map((r) => r.value));
    expect(learned).toEqual(expect.arrayContaining(['auth', 'jwt']));
  });
});

/*
 * rate-limit/  (the code says "throttle", never "rate limit")
 *   README.md
 *   src/middleware/throttle.ts        throttle(): 429 past `max` requests per window
 *   src/middleware/index.ts           defaultMiddleware(): requestLogger + throttle
 *   src/middleware/request-logger.ts  requestLogger()
 *   src/router-setup.ts               setupRouter(): mounts middleware and routes
 *   src/routes/users.ts, src/routes/orders.ts, src/db.ts
 */
describe('worked example 2: "Add rate limiting to the API endpoints"', async () => {
  const root = fixtureRepo('rate-limit');
  const m = await retrieve(root, { text: 'Add rate limiting to the API endpoints', source: 'test' }, { now: fixed });
  const selected = m.files.map((f) => f.path);

  it('finds little in cycle 1: throttle.ts is not among its candidates', () => {
    expect(m.cycles[0]!.top.map((t) => t.path)).not.toContain('src/middleware/throttle.ts');
  });
  it('learns "throttle" in refinement', () => {
    const added = m.cycles[0]!.refinements.filter((r) => r.kind === 'add-keyword').map((r) => r.value);
    expect(added.some((v) => v.startsWith('throttl'))).toBe(true);
  });
  it('follows what the best function calls: setupRouter uses defaultMiddleware, defined in middleware/index.ts', () => {
    const focus = m.cycles.flatMap((c) => c.refinements).filter((r) => r.kind === 'add-focus' && r.value === 'defaultMiddleware');
    expect(focus).toHaveLength(1);
    expect(focus[0]!.why).toBe('used by setupRouter in src/router-setup.ts, defined in src/middleware/index.ts');
  });
  it('ends with throttle.ts, middleware/index.ts and router-setup.ts', () => {
    expect(selected).toEqual(expect.arrayContaining(['src/middleware/throttle.ts', 'src/middleware/index.ts', 'src/router-setup.ts']));
    expect(selected).not.toContain('README.md');
  });
});

describe('loop invariants', () => {
  const root = fixtureRepo('rate-limit');
  const index = buildIndex(root);
  const words = fc.constantFrom('rate', 'limit', 'throttle', 'api', 'router', 'orders', 'users', 'middleware', 'logger', 'database', 'window', 'request', 'zzz');

  it('never runs more than maxCycles cycles, scores stay in [0,1], and a file once at >= 0.7 stays in the result', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(words, { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 5 }), async (ws, maxCycles) => {
        const r = await iterate(index, buildQuery(ws.join(' ')), buildThesaurus(), { ...DEFAULT_LOOP, maxCycles }, fixed);
        expect(r.cycles.length).toBeLessThanOrEqual(maxCycles);
        for (const e of r.evaluations) expect(e.relevance >= 0 && e.relevance <= 1).toBe(true);
        const everHigh = new Set(r.cycles.flatMap((c) => c.top.filter((t) => t.relevance >= 0.7).map((t) => t.path)));
        for (const p of everHigh) expect(r.evaluations.find((e) => e.path === p)!.relevance).toBeGreaterThanOrEqual(0.7);
      }),
      { numRuns: 60 },
    );
  });
});

describe("a later cycle on cycle 1's scale", () => {
  // balances.ts matches the task's words only (weak evidence: 0.90 at most). Cycle 1 learns `balances` from its
  // own name, and in cycle 2 that name is a file-name match, strong evidence, which alone would lift its scale to 1.00.
  it('rates no file above cycle 1\'s ceiling by a strong match that only learned words made', async () => {
    const files: Record<string, string> = {
      'src/ledger/balances.ts': 'export function settleBalances(entries: number[]) {\n  // totals drift when a refund is applied twice\n  let totals = 0;\n  for (const e of entries) totals += e; // refund applied twice makes totals drift\n  return totals;\n}\n',
      'src/ledger/report.ts': 'export function printReport(totals: number) {\n  return `totals: ${totals}`;\n}\n',
    };
    for (const n of ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet']) files[`src/misc/${n}.ts`] = `export function ${n}Thing() { return '${n}'; }\n`;
    const index = buildIndex(makeRepo(files));
    const r = await iterate(index, buildQuery('totals drift after a refund is applied twice'), buildThesaurus(), { ...DEFAULT_LOOP, maxCycles: 3, sufficientFiles: 10 }, fixed);
    expect(r.cycles.length).toBeGreaterThan(1);
    expect(r.cycles[0]!.refinements.map((x) => x.value)).toContain('balances');
    expect(r.evaluations[0]).toMatchObject({ path: 'src/ledger/balances.ts', relevance: 0.9 });
  });
});

describe("a later cycle and cycle 1's judgment", () => {
  it('lifts a file cycle 1 judged part of the way, and judges a file only the learned words find by them alone', () => {
    expect(anchoredRelevance(0.5, 0.9, 0.3)).toBe(0.78);
    expect(anchoredRelevance(0.5, 0.9, 0)).toBe(0.9);
    expect(anchoredRelevance(0.5, 0.9, 1)).toBe(0.5);
    expect(anchoredRelevance(undefined, 0.9, 0.3)).toBe(0.9);
  });
  it('gives a later cycle part of a lift over cycle 1, and none when cycle 1 keeps all of its judgment', async () => {
    const index = buildIndex(fixtureRepo('auth-token-expiry'));
    const finalRelevance = async (firstCycleAnchor: number) => {
      const r = await iterate(index, buildQuery('Fix the authentication token expiry bug'), buildThesaurus(), { ...DEFAULT_LOOP, sufficientFiles: 5, firstCycleAnchor }, fixed);
      expect(r.cycles.length).toBeGreaterThan(1);
      return { first: r.cycles[0]!.top, final: new Map(r.evaluations.map((e) => [e.path, e.relevance])) };
    };
    const [free, anchored, kept] = await Promise.all([finalRelevance(0), finalRelevance(0.3), finalRelevance(1)]);
    for (const t of kept.first) expect(kept.final.get(t.path)).toBe(t.relevance);
    // A later cycle lifts auth.ts: all the way when free, part of it when anchored.
    const lifted = free.first.filter((t) => free.final.get(t.path)! > t.relevance);
    expect(lifted.length).toBeGreaterThan(0);
    for (const t of lifted) {
      expect(anchored.final.get(t.path)!).toBeGreaterThan(t.relevance);
      expect(anchored.final.get(t.path)!).toBeLessThan(free.final.get(t.path)!);
    }
  });
  it('still finds throttle.ts through the learned word when cycle 1 keeps all of its judgment of the files it saw', async () => {
    const index = buildIndex(fixtureRepo('rate-limit'));
    const r = await iterate(index, buildQuery('Add rate limiting to the API endpoints'), buildThesaurus(), { ...DEFAULT_LOOP, firstCycleAnchor: 1 }, fixed);
    expect(r.cycles.length).toBeGreaterThan(1);
    expect(r.selected.map((e) => e.path)).toContain('src/middleware/throttle.ts');
  });
});

describe('references in the loop', () => {
  // session.py calls is_expired() without importing it (a plugin registry fills it in): only a parse sees the call.
  const root = makeRepo({
    'app/session.py': 'def refresh_session(token):\n    if is_expired(token):\n        return renew(token)\n    return token\n',
    'app/expiry.py': 'def is_expired(token):\n    return token.age > 3600\n',
    'app/renewal.py': 'def renew(token):\n    return token\n',
    'app/other.py': 'def unrelated():\n    pass\n',
  });
  const index = buildIndex(root);
  const structure = repoParser(root);

  it('adds what the best function calls to its file\'s missing context, and not without a parser', async () => {
    const q = buildQuery('refresh_session returns a stale session token');
    const withParse = await iterate(index, q, buildThesaurus(), { ...DEFAULT_LOOP, structure }, fixed);
    const session = withParse.evaluations.find((e) => e.path === 'app/session.py')!;
    expect(session.missingContext).toEqual(expect.arrayContaining(['app/expiry.py', 'app/renewal.py']));
    const lexical = await iterate(index, q, buildThesaurus(), DEFAULT_LOOP, fixed);
    expect(lexical.evaluations.find((e) => e.path === 'app/session.py')!.missingContext).not.toContain('app/expiry.py');
  });
});

describe('a task none of whose words the code uses', () => {
  // The issue says "rate limit"; the code says throttle and nothing else matches.
  const root = makeRepo({
    'src/throttle.ts': 'export function throttle(fn: () => void, perSecond: number) {\n  let last = 0;\n  return () => { if (Date.now() - last >= 1000 / perSecond) { last = Date.now(); fn(); } };\n}\n',
    'src/server.ts': "import { throttle } from './throttle';\nexport function startServer(handle: () => void) { return throttle(handle, 10); }\n",
  });
  const index = buildIndex(root);

  it('tries the synonyms the code uses before giving up, and finds the file', async () => {
    const r = await iterate(index, buildQuery('rate limit: no cap on calls'), buildThesaurus(), DEFAULT_LOOP, fixed);
    expect(r.cycles[0]!.candidates).toBe(0);
    expect(r.cycles[0]!.refinements.map((x) => x.value)).toContain('throttle');
    expect(r.cycles[0]!.decision).toEqual({ action: 'continue' });
    expect(r.stopReason).not.toBe('no-candidates');
    expect(r.selected.map((e) => e.path)).toContain('src/throttle.ts');
  });
  it('stops at once, with no candidates, when no synonym is in the code either', async () => {
    const r = await iterate(index, buildQuery('frobnicate the wibble'), buildThesaurus(), DEFAULT_LOOP, fixed);
    expect(r.cycles).toHaveLength(1);
    expect(r.stopReason).toBe('no-candidates');
  });
  it('stops with no candidates after one cycle when only one is allowed', async () => {
    const r = await iterate(index, buildQuery('rate limit: no cap on calls'), buildThesaurus(), { ...DEFAULT_LOOP, maxCycles: 1 }, fixed);
    expect(r.stopReason).toBe('no-candidates');
  });
  it("ends the ranking with the project's entry point, never selected, only when no code file matched", async () => {
    const pkg = makeRepo({
      'package.json': JSON.stringify({ name: 'meow', main: 'lib/meow.js' }),
      'lib/meow.js': 'module.exports = function meow(argv) {\n  return parseArguments(argv);\n};\n',
      'lib/parse.js': 'module.exports = function parseArguments(argv) {\n  return argv.slice(2);\n};\n',
      'readme.md': '# meow\n\nWorks when bundled with the ncc compiler.\n',
    });
    const m = await retrieve(pkg, { text: 'Fix compatibility with `vercel/ncc`', source: 'test' }, { now: fixed });
    expect(m.ranking.map((r) => [r.path, r.relevance])).toEqual([...m.ranking.filter((r) => r.path === 'readme.md').map((r) => [r.path, r.relevance]), ['lib/meow.js', 0.2]]);
    expect(m.files).toEqual([]);
    expect(m.notes.join('\n')).toContain("the project's entry point(s), lib/meow.js, as a place to start");
    // A task whose words a code file holds ranks by them alone.
    const matched = await retrieve(pkg, { text: 'parseArguments drops the first argument', source: 'test' }, { now: fixed });
    expect(matched.ranking[0]!.path).toBe('lib/parse.js');
    expect(matched.notes.join('\n')).not.toContain('place to start');
  });
});

describe('summarize', () => {
  it('logs the words the terms stand for, learned ones marked, each once', () => {
    const q = buildQuery('Messages in the error queue are never readable');
    const learned = { term: 'polici', word: 'policy', weight: 1, origin: 'learned' as const };
    const logged = summarize({ ...q, keywords: [...q.keywords, learned] }).keywords;
    expect(logged).toEqual(expect.arrayContaining(['messages', 'queue', 'readable', 'policy (learned)']));
    expect(logged).not.toContain('messag');
    expect(new Set(logged).size).toBe(logged.length);
  });
});
