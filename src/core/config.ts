/**
 * The repository's configuration file (YAML or JSON) -> validated settings.
 * Parsing is pure (the caller reads the file; `findDefaultConfig` only looks for it).
 * Errors name the key, the value and the expected form.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { parse as parseYaml } from 'yaml';
import schema from '../../schema/config.schema.json' with { type: 'json' };
import { InputError } from './errors.js';

export interface RepoConfig {
  maxCycles?: number;
  maxFiles?: number;
  budgetTokens?: number;
  include?: string[];
  exclude?: string[];
  patterns?: string[];
  synonyms?: string[][];
  maxFileBytes?: number;
}

/** Where the CLI and the Action look for a config file when none is named. */
export const DEFAULT_CONFIG_PATHS = ['.github/iterative-retrieval.yml', '.github/iterative-retrieval.yaml', '.iterative-retrieval.json'] as const;

/** The first of the default config files present under `root` (relative to it), or null: the CLI and the Action look alike. */
export function findDefaultConfig(root: string): string | null {
  return DEFAULT_CONFIG_PATHS.find((p) => existsSync(join(root, p))) ?? null;
}

/** Compiled on first use: most runs have no config file, and compiling the schema is ~20 ms of a cold start. */
let validator: ValidateFunction<RepoConfig> | undefined;

export function parseConfig(text: string, source: string): RepoConfig {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (e) {
    throw new InputError(`${source}: not valid YAML or JSON: ${(e as Error).message.split('\n')[0]}`);
  }
  if (data === null || data === undefined) return {};
  const validate = (validator ??= new Ajv({ allErrors: true }).compile<RepoConfig>(schema));
  if (validate(data)) return data;
  throw new InputError(`${source}: ${(validate.errors ?? []).map((err) => describeError(err, data)).join('; ')}`);
}

function describeError(err: ErrorObject, data: unknown): string {
  const key = err.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(top level)';
  if (err.keyword === 'additionalProperties') {
    const extra = (err.params as { additionalProperty: string }).additionalProperty;
    return `unknown key "${extra}" (known keys: ${Object.keys(schema.properties).join(', ')})`;
  }
  const value = err.instancePath.split('/').slice(1).reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], data);
  return `key "${key}" has ${quote(value)}, expected ${expectedForm(err)}`;
}

/** The expected form, in words: "a whole number from 1 to 10", "a list of strings"... */
function expectedForm(err: ErrorObject): string {
  const p = err.params as Record<string, unknown>;
  const range = (prop: Record<string, unknown> | undefined): string => {
    if (!prop) return '';
    const min = prop['minimum'];
    const max = prop['maximum'];
    return typeof min === 'number' && typeof max === 'number' ? ` from ${min} to ${max}` : typeof min === 'number' ? ` of at least ${min}` : typeof max === 'number' ? ` of at most ${max}` : '';
  };
  const prop = (schema.properties as Record<string, Record<string, unknown>>)[err.instancePath.split('/')[1] ?? ''];
  switch (err.keyword) {
    case 'type': {
      const t = String(p['type']);
      const words: Record<string, string> = { integer: 'a whole number', number: 'a number', string: 'a string', array: 'a list', object: 'a mapping of keys to values', boolean: 'true or false' };
      return `${words[t] ?? `a value of type ${t}`}${t === 'integer' && err.instancePath.split('/').length === 2 ? range(prop) : ''}`;
    }
    case 'minimum':
    case 'maximum':
      return `a whole number${range(prop)}`;
    case 'minItems':
      return `a list of at least ${String(p['limit'])} items`;
    case 'minLength':
      return 'a non-empty string';
    default:
      return err.message ?? 'a valid value';
  }
}

/** A value as it would be written in the file, cut short when long. */
function quote(value: unknown): string {
  const s = JSON.stringify(value) ?? String(value);
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}
