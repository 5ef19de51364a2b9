import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dispatch } from '../src/core/dispatch.js';
import { evaluate } from '../src/core/evaluate.js';
import { buildQuery } from '../src/core/query.js';
import { DEFAULT_REFINE, refine } from '../src/core/refine.js';
import { buildIndex } from '../src/core/repo-index.js';
import { buildThesaurus } from '../src/core/synonyms.js';
import { fixtureRepo, makeRepo } from './helpers/repo.js';

describe('refine', () => {
  const root = fixtureRepo('rate-limit');
  const index = buildIndex(root);
  const thesaurus = buildThesaurus();

  it('learns synonyms the code uses, folders of the best files, and excludes irrelevant files', () => {
    const q = buildQuery('Add rate limiting to the API endpoints');
    const ev = evaluate(index, dispatch(index, q), new Set());
    const { query, refinements } = refine(index, q, ev, new Set(), thesaurus);
    expect(query.keywords.some((k) => k.term === 'throttl' && k.word === 'throttle' && k.origin === 'synonym')).toBe(true);
    // The log names words, not stems: the code's `throttle`, the task's `limiting`.
    expect(refinements).toContainEqual({ kind: 'add-keyword', value: 'throttle', why: 'synonym of "limiting" used in this codebase' });
    // a synonym the code never uses is not added
    expect(query.keywords.some((k) => k.term === 'quota')).toBe(false);
    expect(refinements.every((r) => r.why.length > 0)).toBe(true);
  });
  it('records the files each learned term came from, with the lower weight it keeps for them', () => {
    const files: Record<string, string> = {
      'src/cache/store.ts': 'export function evictStaleEntry(key: string) { return key; }\nexport class CacheStore {}\n',
    };
    for (const name of ['orders', 'users', 'billing', 'mailer', 'router', 'logger', 'metrics', 'session', 'search', 'upload'])
      files[`src/${name}/${name}.ts`] = `export function ${name}Handler() { return '${name}'; }\n`;
    const repo = buildIndex(makeRepo(files));
    const q = buildQuery('The cache store keeps stale entries');
    const ev = evaluate(repo, dispatch(repo, q), new Set());
    const { query } = refine(repo, q, ev, new Set(), thesaurus);
    const learned = query.keywords.filter((k) => k.origin === 'learned');
    expect(learned.length).toBeGreaterThan(0);
    for (const k of learned) {
      expect(k.taught!.weight).toBeCloseTo(k.weight * DEFAULT_REFINE.teacherShare, 9);
      expect(k.taught!.paths.length).toBeGreaterThan(0);
      for (const path of k.taught!.paths) expect(ev.find((e) => e.path === path)!.relevance).toBeGreaterThanOrEqual(DEFAULT_REFINE.high);
    }
    // Terms from the task itself are the task's at every file.
    expect(query.keywords.filter((k) => k.origin === 'task').every((k) => k.taught === undefined)).toBe(true);
  });
  it("keeps the code's own word for a learned term", () => {
    const files: Record<string, string> = { 'src/cache/store.ts': 'export function applyRetentionPolicy(key: string) { return key; }\n' };
    for (const name of ['orders', 'users', 'billing', 'mailer', 'router', 'logger', 'metrics', 'session', 'search', 'upload'])
      files[`src/${name}/${name}.ts`] = `export function ${name}Handler() { return '${name}'; }\n`;
    const repo = buildIndex(makeRepo(files));
    const q = buildQuery('The cache store keeps stale entries');
    const { query, refinements } = refine(repo, q, evaluate(repo, dispatch(repo, q), new Set()), new Set(), thesaurus);
    const learned = new Map(query.keywords.filter((k) => k.origin === 'learned').map((k) => [k.term, k.word]));
    expect(learned.get('polici')).toBe('policy');
    expect(learned.get('retent')).toBe('retention');
    // The log names them so too.
    const logged = refinements.filter((r) => r.kind === 'add-keyword').map((r) => r.value);
    expect(logged).toEqual(expect.arrayContaining(['policy', 'retention']));
    expect(logged).not.toContain('polici');
  });
  it('turns reference gaps into focus areas, once each, saying who uses what', () => {
    const q = buildQuery('Add rate limiting to the API endpoints');
    const ev = evaluate(index, dispatch(index, q), new Set());
    const gap = { name: 'defaultMiddleware', definedIn: 'src/middleware/index.ts', usedIn: 'src/router-setup.ts', usedBy: 'setupRouter' };
    const { query, refinements } = refine(index, q, ev, new Set(), thesaurus, undefined, [gap, gap]);
    expect(query.focusAreas.filter((f) => f === 'defaultMiddleware')).toHaveLength(1);
    expect(refinements.find((r) => r.value === 'defaultMiddleware')?.why).toBe('used by setupRouter in src/router-setup.ts, defined in src/middleware/index.ts');
  });
  it('never excludes a file scored at or above 0.7', () => {
    const words = fc.constantFrom('rate', 'throttle', 'router', 'orders', 'users', 'middleware', 'logger', 'window');
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 5 }), (ws) => {
        const q = buildQuery(ws.join(' '));
        const ev = evaluate(index, dispatch(index, q), new Set());
        const { query } = refine(index, q, ev, new Set(), thesaurus);
        for (const e of ev) if (e.relevance >= 0.7) expect(query.excludes).not.toContain(e.path);
      }),
      { numRuns: 50 },
    );
  });
});
