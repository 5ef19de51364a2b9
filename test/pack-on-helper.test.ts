import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endHelper, hasKeptHelper, keepHelper, startHelper, takeKeptHelper } from '../src/core/helper-thread.js';
import { packToBudget, type PackInput } from '../src/core/pack-budget.js';
import { MAX_HELPER_CHARS, packOnHelper } from '../src/core/pack-on-helper.js';

// The real bundled worker (npm test builds dist/ first).
const WORKER = new URL('../dist/index-worker.js', import.meta.url);

const body = (n: number): string => Array.from({ length: n }, (_, i) => `    total_${i} = compute(${i}) * weight_${i}  # Straße ✓`).join('\n');
/** Whole, as ranges, as signatures and dropped under a budget of 120 tokens. */
const FILES: PackInput[] = [
  { path: 'small.py', text: 'x = 1\n', symbols: [] },
  { path: 'ranges.py', text: ['class A:', '    def f(self):', '        return 1', body(60)].join('\n'), symbols: [{ name: 'A.f', kind: 'method', startLine: 2, endLine: 3, score: 0.6 }] },
  { path: 'sig.py', text: ['def g():', body(80)].join('\n'), symbols: [{ name: 'g', kind: 'function', startLine: 1, endLine: 81, score: 0.5 }] },
  { path: 'dropped.py', text: body(90), symbols: [] },
];

function keepFresh(script: URL): void {
  const old = takeKeptHelper(script);
  if (old) endHelper(old);
  expect(keepHelper(script, startHelper(script)!, true)).toBe(true);
}

describe('packOnHelper', () => {
  const here = packToBudget(FILES, 120);

  it('packs on the kept worker exactly as this thread does, and keeps the worker', async () => {
    expect(here.map((p) => p.form)).toEqual(['file', 'ranges', 'signatures', 'dropped']);
    keepFresh(WORKER);
    expect(await packOnHelper(WORKER, FILES, 120)).toEqual(here);
    expect(hasKeptHelper(WORKER)).toBe(true);
    expect(await packOnHelper(WORKER, FILES, null)).toEqual(packToBudget(FILES, null));
    endHelper(takeKeptHelper(WORKER)!);
  });

  it('packs a selection too large to copy here, a smaller one on the worker', async () => {
    // A worker that answers every pack with nothing: its answer shows it was asked.
    const dir = mkdtempSync(join(tmpdir(), 'ir-pack-'));
    const empty = pathToFileURL(join(dir, 'empty.mjs'));
    writeFileSync(empty, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', (m) => { if (m.kind === 'pack') parentPort.postMessage([]); });\n");
    keepFresh(empty);
    expect(await packOnHelper(empty, FILES, 120)).toEqual([]);
    const big: PackInput[] = [{ path: 'big.py', text: 'x = 1\n'.repeat(Math.ceil(MAX_HELPER_CHARS / 6) + 1), symbols: [] }];
    expect(await packOnHelper(empty, big, null)).toEqual(packToBudget(big, null));
    endHelper(takeKeptHelper(empty)!);
  });

  it('packs here with no worker given or kept', async () => {
    expect(await packOnHelper(null, FILES, 120)).toEqual(here);
    expect(hasKeptHelper(WORKER)).toBe(false);
    expect(await packOnHelper(WORKER, FILES, 120)).toEqual(here);
  });

  it('packs here when the worker fails or stays silent, and keeps no failed worker', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ir-pack-'));
    const crashing = join(dir, 'crash.mjs');
    writeFileSync(crashing, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', (m) => { if (m.kind === 'pack') throw new Error('boom'); });\n");
    const silent = join(dir, 'silent.mjs');
    writeFileSync(silent, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => setInterval(() => {}, 1000));\n");
    for (const file of [crashing, silent]) {
      const script = pathToFileURL(file);
      keepFresh(script);
      expect(await packOnHelper(script, FILES, 120, 300)).toEqual(here);
      expect(hasKeptHelper(script)).toBe(false);
    }
  });
});
