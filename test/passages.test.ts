import { describe, expect, it } from 'vitest';
import { dispatch } from '../src/core/dispatch.js';
import { evaluate, scoreEvidence, DEFAULT_WEIGHTS } from '../src/core/evaluate.js';
import { addPassageEvidence, bestPassage, DEFAULT_PASSAGES, PassageScorer, passageTermValues, TermLineScanner } from '../src/core/passages.js';
import { buildQuery } from '../src/core/query.js';
import { buildIndex } from '../src/core/repo-index.js';
import { stem } from '../src/core/tokenize.js';
import { makeRepo } from './helpers/repo.js';

// Keyed by the index's terms: stemmed words.
const values = new Map([
  [stem('cache'), 1],
  [stem('evict'), 2],
  [stem('ttl'), 4],
]);
const filler = (n: number): string => 'x = 1\n'.repeat(n);
const linesOf = (text: string, terms: ReadonlyMap<string, number>) => new TermLineScanner(terms.keys()).linesOf(text);

describe('bestPassage', () => {
  it('sums the distinct query terms within one passage', () => {
    expect(bestPassage(linesOf(`cache()\nevict()\nttl = 3\n${filler(100)}`, values), values, 40).score).toBe(7);
  });
  it('counts a term once per passage however often it repeats', () => {
    expect(bestPassage(linesOf('cache cache cache\ncache\ncache', values), values, 40).score).toBe(1);
  });
  it('gives spread-out terms only the best single passage', () => {
    expect(bestPassage(linesOf(`cache()\n${filler(60)}evict()\n${filler(60)}ttl = 3\n`, values), values, 40).score).toBe(4);
  });
  it('holds terms `lines - 1` lines apart in one passage, not `lines` apart', () => {
    expect(bestPassage(linesOf(`evict\n${filler(8)}ttl\n`, values), values, 10).score).toBe(6);
    expect(bestPassage(linesOf(`evict\n${filler(9)}ttl\n`, values), values, 10).score).toBe(4);
  });
  it('matches the terms of identifiers, as the index splits them', () => {
    expect(bestPassage(linesOf('function evictCacheEntry(ttlMs) {}', values), values, 40).score).toBe(7);
  });
  it('names the terms of the best passage, most valuable first', () => {
    expect(bestPassage(linesOf(`cache()\n${filler(60)}evict()\nttl = 3\n`, values), values, 40).terms).toEqual([stem('ttl'), stem('evict')]);
  });
  it('scales by the share of the file\'s query terms the passage holds, with `concentration`', () => {
    const spread = linesOf(`cache()\n${filler(60)}evict()\n${filler(60)}ttl = 3\n`, values);
    // Best passage: ttl (4) of the 7 the file holds.
    expect(bestPassage(spread, values, 40, 1).score).toBeCloseTo((4 * 4) / 7);
    expect(bestPassage(linesOf('cache evict ttl', values), values, 40, 1).score).toBe(7);
  });
  it('finds each text\'s own lines when one scanner reads several (identifiers recognized by hash)', () => {
    const scanner = new TermLineScanner(values.keys());
    expect(scanner.linesOf('evictCache()\nx\nevictCache()').get(stem('evict'))).toEqual([0, 2]);
    expect(scanner.linesOf('y\nevictCache() ttl').get(stem('evict'))).toEqual([1]);
    expect(scanner.linesOf('y\nevictCache() ttl').get(stem('ttl'))).toEqual([1]);
    expect(scanner.linesOf('evictcache xevict').size).toBe(0);
  });
  it('is 0 for text without query terms', () => {
    expect(bestPassage(linesOf('', values), values, 40).score).toBe(0);
    expect(bestPassage(linesOf(filler(10), values), values, 40).score).toBe(0);
  });
});

describe('passage evidence', () => {
  // A hub names every term somewhere, more often than the file that implements the
  // task does; only the latter names them together.
  const hub = ['export function cacheStats() { return 0 }', filler(80), 'export function evictAll() { return 0 }', filler(80), 'export const ttlDefault = 5', filler(80), 'export function cacheSize() { return 0 }', filler(80), 'export function evictOne() {}', filler(80), 'export const ttlMax = 9'].join('\n');
  const focused = ['export function expireEntries(cache, ttl) {', '  for (const k of cache.keys()) if (cache.age(k) > ttl) evict(k)', '}', filler(20)].join('\n');
  const root = makeRepo({ 'src/hub.ts': hub, 'src/expiry.ts': focused, 'src/other.ts': 'export const unrelated = 1\n' });
  const index = buildIndex(root);
  const query = buildQuery('Entries are not evicted from the cache after their ttl');

  it('scores the file that names the terms together above a hub that spreads them', () => {
    const evidence = dispatch(index, query);
    addPassageEvidence(index, evidence, new PassageScorer(index, query.keywords, DEFAULT_PASSAGES), (e) => scoreEvidence(e, index));
    const passage = (path: string): number => evidence.get(index.idOfPath.get(path)!)!.passage;
    expect(passage('src/expiry.ts')).toBeGreaterThan(passage('src/hub.ts'));
    const ranked = evaluate(index, evidence, new Set(), DEFAULT_WEIGHTS);
    const paths = ranked.map((e) => e.path);
    expect(paths.indexOf('src/expiry.ts')).toBeLessThan(paths.indexOf('src/hub.ts'));
    expect(ranked.find((e) => e.path === 'src/expiry.ts')!.reason).toMatch(/uses `\w+`, `\w+`.* close together/);
    // Without passage evidence the hub wins: the test depends on it.
    const lexical = evaluate(index, dispatch(index, query), new Set(), DEFAULT_WEIGHTS).map((e) => e.path);
    expect(lexical.indexOf('src/hub.ts')).toBeLessThan(lexical.indexOf('src/expiry.ts'));
  });
  it('scores only the best `candidates` files', () => {
    const evidence = dispatch(index, query);
    addPassageEvidence(index, evidence, new PassageScorer(index, query.keywords, { ...DEFAULT_PASSAGES, candidates: 1 }), (e) => scoreEvidence(e, index));
    expect([...evidence.values()].filter((e) => e.passage > 0)).toHaveLength(1);
  });
  it('values a term by its weight and its rarity in the repository', () => {
    const v = passageTermValues(index, [
      { term: 'ttl', weight: 2, origin: 'task' },
      { term: 'absent', weight: 9, origin: 'task' },
    ]);
    expect([...v.keys()]).toEqual(['ttl']);
    expect(v.get('ttl')).toBeGreaterThan(0);
  });
  it('scores each file once per run, whatever the cycle asks', () => {
    const scorer = new PassageScorer(index, query.keywords, DEFAULT_PASSAGES);
    const id = index.idOfPath.get('src/expiry.ts')!;
    expect(scorer.passageOf(id).terms).toEqual(expect.arrayContaining(['ttl', stem('evict')]));
    expect(scorer.passageOf(id)).toBe(scorer.passageOf(id));
  });
});
