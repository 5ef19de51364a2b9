import { describe, expect, it } from 'vitest';
import { tryUploadManifest, type ArtifactUploader } from '../../src/action/artifact.js';

const files = { dir: '/tmp/out', json: '/tmp/out/manifest.json', markdown: '/tmp/out/manifest.md' };
const runtime = { ACTIONS_RUNTIME_TOKEN: 't', ACTIONS_RESULTS_URL: 'https://results.example' };

/** An uploader that fails with the given messages, then succeeds. */
function uploader(failures: string[]): ArtifactUploader & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    calls,
    async uploadArtifact(name, paths, root) {
      calls.push([name, ...paths, root]);
      const f = failures.shift();
      if (f) throw new Error(f);
      return { id: 77 };
    },
  };
}

describe('tryUploadManifest', () => {
  it('skips without the artifact runtime, naming the missing variables', async () => {
    const u = uploader([]);
    expect(await tryUploadManifest(u, 'ctx', files, {})).toEqual({ kind: 'skipped', why: expect.stringMatching(/ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL unset/) });
    expect(u.calls).toEqual([]);
  });

  it('uploads manifest.json and manifest.md from their folder', async () => {
    const u = uploader([]);
    expect(await tryUploadManifest(u, 'ctx', files, runtime)).toEqual({ kind: 'uploaded', id: 77 });
    expect(u.calls).toEqual([['ctx', files.json, files.markdown, files.dir]]);
  });

  it('tries once more after a failure, and reports a second failure', async () => {
    expect(await tryUploadManifest(uploader(['socket hang up']), 'ctx', files, runtime)).toEqual({ kind: 'uploaded', id: 77 });
    expect(await tryUploadManifest(uploader(['a', 'b']), 'ctx', files, runtime)).toEqual({ kind: 'failed', why: 'b' });
  });

  it('explains a name clash instead of retrying it', async () => {
    const u = uploader(['Conflict: an artifact with this name already exists on the workflow run']);
    expect(await tryUploadManifest(u, 'ctx', files, runtime)).toEqual({ kind: 'failed', why: expect.stringMatching(/its own "artifact-name"/) });
    expect(u.calls).toHaveLength(1);
  });
});
