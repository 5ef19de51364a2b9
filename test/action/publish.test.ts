import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setManifestOutputs, tryWriteSummary, writeManifestFiles, type ActionsIO } from '../../src/action/publish.js';
import type { Manifest } from '../../src/core/manifest.js';

/** Just the fields the publishers read. */
const manifest = {
  files: [
    { path: 'src/tokens.ts', relevance: 0.9, reason: 'r', missingContext: [], tokens: 10 },
    { path: 'src/auth.ts', relevance: 0.7, reason: 'r', missingContext: [], tokens: 12 },
  ],
  cycles: [{}, {}],
  stopReason: 'sufficient-context',
} as unknown as Manifest;

function recorder() {
  const outputs: Record<string, string> = {};
  const warnings: string[] = [];
  const io: ActionsIO = {
    info: () => {},
    notice: () => {},
    warning: (m) => warnings.push(m),
    setOutput: (k, v) => void (outputs[k] = v),
    appendSummary: async () => {
      throw new Error('no summary file');
    },
  };
  return { io, outputs, warnings };
}

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('publish', () => {
  it('writes manifest.json and manifest.md and sets small outputs', () => {
    dir = mkdtempSync(join(tmpdir(), 'ir-publish-'));
    const files = writeManifestFiles(join(dir, 'out'), manifest, '# md\n');
    expect(JSON.parse(readFileSync(files.json, 'utf8'))).toMatchObject({ stopReason: 'sufficient-context' });
    expect(readFileSync(files.markdown, 'utf8')).toBe('# md\n');
    const { io, outputs } = recorder();
    setManifestOutputs(io, manifest, files.json);
    expect(outputs).toEqual({ 'manifest-path': files.json, files: '["src/tokens.ts","src/auth.ts"]', 'top-file': 'src/tokens.ts', 'stop-reason': 'sufficient-context', cycles: '2' });
  });

  it('turns a summary failure into a warning', async () => {
    const { io, warnings } = recorder();
    await tryWriteSummary(io, '# md');
    expect(warnings).toEqual(['could not write the job summary: no summary file']);
  });
});
