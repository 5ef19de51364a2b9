import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { INPUTS, OUTPUTS } from '../../src/action/registry.js';

const actionYml = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
  runs: { using: string; main: string };
};

describe('registry', () => {
  it('lists exactly the inputs action.yml declares', () => {
    expect(Object.values(INPUTS).sort()).toEqual(Object.keys(actionYml.inputs).sort());
  });
  it('lists exactly the outputs action.yml declares', () => {
    expect(Object.values(OUTPUTS).sort()).toEqual(Object.keys(actionYml.outputs).sort());
  });
  it('runs the bundle on node24', () => {
    expect(actionYml.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });
});
