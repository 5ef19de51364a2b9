/**
 * The engine's options for one run, from three layers: the comment's flags win
 * over the workflow's inputs, which win over the repository's config file.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findDefaultConfig, parseConfig, type RepoConfig } from '../core/config.js';
import { InputError } from '../core/errors.js';
import { DEFAULT_RETRIEVE, type RetrieveOptions } from '../core/retrieve.js';
import type { ActionSettings } from './inputs.js';
import type { CommandOverrides } from './slash-command.js';

export interface LoadedConfig {
  config: RepoConfig;
  /** The file read, or null when there was none. */
  path: string | null;
}

/** Read the named config file (relative to `root`), or the first default path present; none is fine. */
export function loadRepoConfig(root: string, configPath: string | null): LoadedConfig {
  if (configPath !== null) {
    const path = resolve(root, configPath);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (e) {
      throw new InputError(`input "config" is ${JSON.stringify(configPath)}, but ${path} cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}); give a path relative to the working directory`);
    }
    return { config: parseConfig(text, configPath), path };
  }
  const found = findDefaultConfig(root);
  if (found === null) return { config: {}, path: null };
  const path = resolve(root, found);
  return { config: parseConfig(readFileSync(path, 'utf8'), found), path };
}

export function buildRetrieveOptions(
  settings: ActionSettings,
  overrides: CommandOverrides,
  config: RepoConfig,
  hintPaths: readonly string[],
  log: (line: string) => void,
): Partial<RetrieveOptions> {
  return {
    maxCycles: overrides.maxCycles ?? settings.maxCycles ?? config.maxCycles ?? 3,
    maxFiles: overrides.maxFiles ?? settings.maxFiles ?? config.maxFiles ?? DEFAULT_RETRIEVE.maxFiles,
    budgetTokens: overrides.budgetTokens ?? settings.budgetTokens ?? config.budgetTokens ?? null,
    includes: settings.include.length > 0 ? settings.include : config.include ?? [],
    excludes: [...(config.exclude ?? []), ...settings.exclude],
    patterns: config.patterns ?? [],
    synonyms: config.synonyms ?? [],
    maxFileBytes: config.maxFileBytes ?? 1_000_000,
    hintPaths,
    log,
  };
}
