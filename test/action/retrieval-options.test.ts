/**
 * Fixture (built per test):
 *
 *   root/
 *   ├── .github/iterative-retrieval.yml   maxFiles: 4, exclude: [docs/**]
 *   └── other.yml                         maxCycles: 2
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseInputs } from '../../src/action/inputs.js';
import { buildRetrieveOptions, loadRepoConfig } from '../../src/action/retrieval-options.js';
import { InputError } from '../../src/core/errors.js';

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ir-options-'));
  mkdirSync(join(root, '.github'));
  writeFileSync(join(root, '.github/iterative-retrieval.yml'), 'maxFiles: 4\nexclude: [docs/**]\n');
  writeFileSync(join(root, 'other.yml'), 'maxCycles: 2\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const settings = (values: Record<string, string> = {}) => parseInputs((name) => values[name] ?? '');

describe('loadRepoConfig', () => {
  it('finds the default config, or reads the named one', () => {
    expect(loadRepoConfig(root, null)).toEqual({ config: { maxFiles: 4, exclude: ['docs/**'] }, path: join(root, '.github/iterative-retrieval.yml') });
    expect(loadRepoConfig(root, 'other.yml').config).toEqual({ maxCycles: 2 });
  });

  it('names a missing config file', () => {
    expect(() => loadRepoConfig(root, 'nope.yml')).toThrow(InputError);
    expect(() => loadRepoConfig(root, 'nope.yml')).toThrow(/input "config" is "nope.yml", but .* cannot be read \(ENOENT\)/);
  });
});

describe('buildRetrieveOptions', () => {
  it('lets comment flags win over inputs, and inputs over the config file', () => {
    const config = { maxFiles: 4, maxCycles: 2, budgetTokens: 900, exclude: ['docs/**'] };
    const o = buildRetrieveOptions(settings({ 'max-files': '6', exclude: 'dist/**' }), { maxCycles: 5 }, config, ['src/a.ts'], () => {});
    expect(o).toMatchObject({ maxFiles: 6, maxCycles: 5, budgetTokens: 900, excludes: ['docs/**', 'dist/**'], hintPaths: ['src/a.ts'] });
  });

  it('falls back to the engine defaults', () => {
    expect(buildRetrieveOptions(settings(), {}, {}, [], () => {})).toMatchObject({ maxFiles: 8, maxCycles: 3, budgetTokens: null, includes: [], excludes: [] });
  });
});
