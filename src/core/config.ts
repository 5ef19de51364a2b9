/**
 * The repository's configuration file (YAML or JSON) -> validated settings.
 * Pure: the caller reads the file. Errors name the key, the value and the expected form.
 */
import { Ajv, type ErrorObject } from 'ajv';
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

const validate = new Ajv({ allErrors: true }).compile<RepoConfig>(schema);

export function parseConfig(text: string, source: string): RepoConfig {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (e) {
    throw new InputError(`${source}: not valid YAML or JSON: ${(e as Error).message.split('\n')[0]}`);
  }
  if (data === null || data === undefined) return {};
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
  return `key "${key}" has ${JSON.stringify(value)}, expected ${err.keyword === 'type' ? `a value of type ${String((err.params as { type: string }).type)}` : err.message ?? 'a valid value'}`;
}
