/**
 * Upload manifest.json and manifest.md as a workflow artifact, so a later job
 * (a coding agent) can download the manifest. Optional: any failure is a warning.
 */
import type { ManifestFiles } from './publish.js';

/** The slice of `@actions/artifact`'s client used here. */
export interface ArtifactUploader {
  uploadArtifact(name: string, files: string[], rootDirectory: string): Promise<{ id?: number | undefined }>;
}

/** The runner sets these for steps; without them (local runs, tests) no upload can work. */
export const ARTIFACT_RUNTIME_ENV = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL'] as const;

export type ArtifactOutcome = { kind: 'uploaded'; id: number | null } | { kind: 'skipped'; why: string } | { kind: 'failed'; why: string };

export async function tryUploadManifest(
  uploader: ArtifactUploader,
  name: string,
  files: ManifestFiles,
  env: Readonly<Record<string, string | undefined>>,
): Promise<ArtifactOutcome> {
  const missing = ARTIFACT_RUNTIME_ENV.filter((k) => !env[k]);
  if (missing.length > 0) return { kind: 'skipped', why: `the artifact runtime is not available (${missing.join(', ')} unset), as outside a workflow run` };
  try {
    const res = await uploadWithRetry(uploader, name, [files.json, files.markdown], files.dir);
    return { kind: 'uploaded', id: res.id ?? null };
  } catch (e) {
    return { kind: 'failed', why: `${(e as Error).message}` };
  }
}

async function uploadWithRetry(uploader: ArtifactUploader, name: string, paths: string[], root: string): Promise<{ id?: number | undefined }> {
  try {
    return await uploader.uploadArtifact(name, paths, root);
  } catch (e) {
    // An artifact name is unique per run: a rerun of the same step (or a second step) would clash.
    if (/already exists|conflict/i.test((e as Error).message)) throw new Error(`${(e as Error).message} (give each step that uploads one its own "artifact-name")`);
    // The client retries its own HTTP calls; one more try covers a failure between its steps.
    return await uploader.uploadArtifact(name, paths, root);
  }
}
