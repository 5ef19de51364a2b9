/**
 * Everything but the comment: the manifest files on disk, the step outputs and
 * the job summary. Outputs stay small (paths, counts, a short JSON list); the
 * manifest itself travels as a file or an artifact.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestToJson, type Manifest } from '../core/manifest.js';
import { OUTPUTS, type OutputName } from './registry.js';

/** The runner-facing side effects, as `@actions/core` offers them. */
export interface ActionsIO {
  info(message: string): void;
  notice(message: string): void;
  warning(message: string): void;
  setOutput(name: OutputName, value: string): void;
  /** Append Markdown to the job summary. */
  appendSummary(markdown: string): Promise<void>;
}

export interface ManifestFiles {
  dir: string;
  json: string;
  markdown: string;
}

/** Write manifest.json and manifest.md into `dir` (created if needed). */
export function writeManifestFiles(dir: string, manifest: Manifest, markdown: string): ManifestFiles {
  mkdirSync(dir, { recursive: true });
  const json = join(dir, 'manifest.json');
  const md = join(dir, 'manifest.md');
  writeFileSync(json, manifestToJson(manifest));
  writeFileSync(md, markdown);
  return { dir, json, markdown: md };
}

/** The outputs that describe the manifest (comment-url and artifact-id are set where they are known). */
export function setManifestOutputs(io: Pick<ActionsIO, 'setOutput'>, manifest: Manifest, manifestPath: string): void {
  io.setOutput(OUTPUTS.manifestPath, manifestPath);
  io.setOutput(OUTPUTS.files, JSON.stringify(manifest.files.map((f) => f.path)));
  io.setOutput(OUTPUTS.topFile, manifest.files[0]?.path ?? '');
  io.setOutput(OUTPUTS.stopReason, manifest.stopReason);
  io.setOutput(OUTPUTS.cycles, String(manifest.cycles.length));
}

/** The job summary is a nicety: a failure to write it is a warning. */
export async function tryWriteSummary(io: ActionsIO, markdown: string): Promise<void> {
  try {
    await io.appendSummary(markdown);
  } catch (e) {
    io.warning(`could not write the job summary: ${(e as Error).message}`);
  }
}
