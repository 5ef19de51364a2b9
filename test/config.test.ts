import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/core/config.js';

describe('parseConfig', () => {
  it('reads YAML', () => {
    expect(parseConfig('maxCycles: 2\nexclude: [docs/**]\nsynonyms:\n  - [rate, throttle]\n', 'c.yml')).toEqual({ maxCycles: 2, exclude: ['docs/**'], synonyms: [['rate', 'throttle']] });
  });
  it('treats an empty file as no settings', () => {
    expect(parseConfig('', 'c.yml')).toEqual({});
  });
  it('names the key, the value and the expected form', () => {
    expect(() => parseConfig('maxCycles: "three"', 'c.yml')).toThrow(/c\.yml: key "maxCycles" has "three", expected a value of type integer/);
    expect(() => parseConfig('maxFiles: 0', 'c.yml')).toThrow(/key "maxFiles" has 0, expected must be >= 1/);
    expect(() => parseConfig('maxCylces: 2', 'c.yml')).toThrow(/unknown key "maxCylces"/);
  });
  it('rejects text that is not YAML', () => {
    expect(() => parseConfig('a: [1, 2', 'c.yml')).toThrow(/c\.yml: not valid YAML or JSON/);
  });
});
