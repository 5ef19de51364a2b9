import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findDefaultConfig, parseConfig } from '../src/core/config.js';
import { HARD_MAX_FILE_BYTES } from '../src/core/repo-files.js';
import schema from '../schema/config.schema.json' with { type: 'json' };
import { makeRepo } from './helpers/repo.js';

describe('parseConfig', () => {
  it('reads YAML', () => {
    expect(parseConfig('maxCycles: 2\nexclude: [docs/**]\nsynonyms:\n  - [rate, throttle]\n', 'c.yml')).toEqual({ maxCycles: 2, exclude: ['docs/**'], synonyms: [['rate', 'throttle']] });
  });
  it('treats an empty file as no settings', () => {
    expect(parseConfig('', 'c.yml')).toEqual({});
    expect(parseConfig('# only a comment\n', 'c.yml')).toEqual({});
  });
  it.each([
    ['maxCycles: "three"', /c\.yml: key "maxCycles" has "three", expected a whole number from 1 to 10/],
    ['maxFiles: 0', /c\.yml: key "maxFiles" has 0, expected a whole number from 1 to 200/],
    ['maxFiles: 2.5', /key "maxFiles" has 2\.5, expected a whole number from 1 to 200/],
    ['maxFileBytes: 10000000000', /key "maxFileBytes" has 10000000000, expected a whole number from 1 to 50000000/],
    ['budgetTokens: -5', /key "budgetTokens" has -5, expected a whole number of at least 1/],
    ['exclude: docs/**', /key "exclude" has "docs\/\*\*", expected a list/],
    ['exclude: [""]', /key "exclude\.0" has "", expected a non-empty string/],
    ['synonyms: [[rate]]', /key "synonyms\.0" has \["rate"\], expected a list of at least 2 items/],
    ['synonyms: [[rate, 5]]', /key "synonyms\.0\.1" has 5, expected a string/],
    ['maxCylces: 2', /unknown key "maxCylces" \(known keys: maxCycles, maxFiles/],
    ['- a\n- b', /key "\(top level\)" has \["a","b"\], expected a mapping of keys to values/],
    ['just a string', /key "\(top level\)" has "just a string", expected a mapping/],
    [`exclude: ["${'x'.repeat(500)}", 3]`, /key "exclude\.1" has 3, expected a string/],
  ])('names the key, the value and the expected form: %s', (text, message) => {
    expect(() => parseConfig(text, 'c.yml')).toThrow(message);
  });
  it('cuts a long bad value short in the message', () => {
    expect(() => parseConfig(`maxFiles: "${'9'.repeat(500)}"`, 'c.yml')).toThrow(/has "9{70,}\.\.\., expected/);
  });
  it('rejects text that is not YAML', () => {
    expect(() => parseConfig('a: [1, 2', 'c.yml')).toThrow(/c\.yml: not valid YAML or JSON/);
  });
  it('refuses a YAML alias bomb instead of expanding it', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...'bcdefghi'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`), 'exclude: *i'].join('\n');
    expect(() => parseConfig(bomb, 'c.yml')).toThrow(/c\.yml: not valid YAML or JSON: .*alias/i);
  });
  it('caps maxFileBytes at the size the walker will ever read', () => {
    expect(schema.properties.maxFileBytes.maximum).toBe(HARD_MAX_FILE_BYTES);
  });
});

describe('findDefaultConfig', () => {
  it('finds the first default config file present, by the documented order', () => {
    expect(findDefaultConfig(makeRepo({ 'src/a.ts': 'x' }))).toBeNull();
    expect(findDefaultConfig(makeRepo({ '.iterative-retrieval.json': '{}' }))).toBe('.iterative-retrieval.json');
    expect(findDefaultConfig(makeRepo({ '.iterative-retrieval.json': '{}', '.github/iterative-retrieval.yaml': '' }))).toBe('.github/iterative-retrieval.yaml');
    expect(findDefaultConfig(makeRepo({ '.github/iterative-retrieval.yaml': '', '.github/iterative-retrieval.yml': '' }))).toBe('.github/iterative-retrieval.yml');
  });
  it("finds this repository's own config, which keeps the benchmark's data out of the quick start's search", () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const found = findDefaultConfig(root);
    expect(found).toBe('.github/iterative-retrieval.yml');
    expect(parseConfig(readFileSync(`${root}/${found}`, 'utf8'), found!).exclude).toEqual(['bench/heldout/**']);
  });
});
