import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ENGINE_VERSION } from '../src/core/version.js';

it('engine version equals package.json version', () => {
  expect(ENGINE_VERSION).toBe(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version);
});
