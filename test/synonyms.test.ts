import { describe, expect, it } from 'vitest';
import { buildThesaurus, expandSynonyms } from '../src/core/synonyms.js';
import { stem } from '../src/core/tokenize.js';

describe('thesaurus', () => {
  it('maps issue words to code words, both ways, stemmed', () => {
    const t = buildThesaurus();
    expect(t.get(stem('rate'))).toContainEqual({ term: stem('throttle'), word: 'throttle' });
    expect(t.get(stem('throttle'))).toContainEqual({ term: stem('rate'), word: 'rate' });
  });
  it('takes repository groups from the config', () => {
    const t = buildThesaurus([['checkout', 'basket']]);
    expect(expandSynonyms([stem('checkout')], t).map((x) => x.synonym)).toContainEqual({ term: stem('basket'), word: 'basket' });
  });
});
