import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { askHelper, endHelper, hasKeptHelper, keepHelper, startHelper, takeKeptHelper } from '../src/core/helper-thread.js';

/** Worker scripts of one behaviour each, written as real files. */
function script(name: string, body: string): URL {
  const dir = mkdtempSync(join(tmpdir(), 'ir-helper-'));
  const file = join(dir, name);
  writeFileSync(file, `import { parentPort } from 'node:worker_threads';\n${body}\n`);
  return pathToFileURL(file);
}

/** Answers each request with the kinds of every message it has seen. */
const RECORDING = script('recording.mjs', "const seen = [];\nparentPort.on('message', (m) => { seen.push(m.kind); if (m.kind !== 'warm') parentPort.postMessage(seen); });");
const PACK = { kind: 'pack', files: [], budget: null } as const;

afterEach(() => {
  // Leave no worker kept for the next test.
  const w = takeKeptHelper(RECORDING);
  if (w) endHelper(w);
});

describe('helper thread', () => {
  it('keeps one worker, hands it out once, and has it load the tokenizer while kept', async () => {
    const worker = startHelper(RECORDING)!;
    expect(hasKeptHelper(RECORDING)).toBe(false);
    expect(keepHelper(RECORDING, worker, true)).toBe(true);
    expect(hasKeptHelper(RECORDING)).toBe(true);
    // A second worker is not kept over the first: the caller ends it.
    const other = startHelper(RECORDING)!;
    expect(keepHelper(RECORDING, other, true)).toBe(false);
    endHelper(other);

    const taken = takeKeptHelper(RECORDING);
    expect(taken).toBe(worker);
    expect(takeKeptHelper(RECORDING)).toBeUndefined();
    expect(await askHelper<string[]>(taken!, PACK, 5_000)).toEqual(['warm', 'pack']);
    expect(keepHelper(RECORDING, taken!, true)).toBe(true);
  });

  it('keeps nothing not worth keeping, and no worker of another script is handed out', () => {
    const worker = startHelper(RECORDING)!;
    expect(keepHelper(RECORDING, worker, false)).toBe(false);
    endHelper(worker);
    expect(hasKeptHelper(RECORDING)).toBe(false);
    expect(keepHelper(RECORDING, startHelper(RECORDING)!, true)).toBe(true);
    expect(takeKeptHelper(new URL('file:///elsewhere/index-worker.js'))).toBeUndefined();
    expect(hasKeptHelper(RECORDING)).toBe(true);
  });

  it('rejects when the worker throws, exits, cannot load or stays silent', async () => {
    const throwing = script('throw.mjs', "parentPort.on('message', () => { throw new Error('boom'); });");
    const exiting = script('exit.mjs', "parentPort.on('message', () => process.exit(3));");
    const silent = script('silent.mjs', "parentPort.on('message', () => setInterval(() => {}, 1000));");
    const missing = new URL('file:///nonexistent/helper.mjs');
    await expect(askHelper(startHelper(throwing)!, PACK, 5_000)).rejects.toThrow('boom');
    await expect(askHelper(startHelper(exiting)!, PACK, 5_000)).rejects.toThrow('exited with code 3');
    await expect(askHelper(startHelper(missing)!, PACK, 5_000)).rejects.toThrow();
    const started = performance.now();
    await expect(askHelper(startHelper(silent)!, PACK, 300)).rejects.toThrow('did not answer in time');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('forgets a kept worker that dies while idle', async () => {
    const dying = script('dying.mjs', "parentPort.on('message', (m) => { if (m.kind === 'warm') process.exit(1); });");
    const worker = startHelper(dying)!;
    expect(keepHelper(dying, worker, true)).toBe(true);
    await new Promise((resolve) => worker.once('exit', resolve));
    expect(hasKeptHelper(dying)).toBe(false);
  });
});
