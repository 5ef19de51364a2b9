/**
 * Every input of the Action, read once, defaulted and validated into one typed
 * settings object. Errors quote the bad value and say the expected form.
 */
import { InputError } from '../core/errors.js';
import { INPUTS, type InputName } from './registry.js';

/** Repository permission levels, weakest first (the collaborator-permission API's `role_name`). */
export const PERMISSION_LEVELS = ['read', 'triage', 'write', 'maintain', 'admin'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

export interface ActionSettings {
  /** Token for the REST API. @default `${{ github.token }}` */
  githubToken: string;
  /** Task text for `workflow_dispatch` runs; empty for other events. @default "" */
  task: string;
  /** Slash command a comment must start with. @default "/context" */
  command: string;
  /** When set, `issues` events run only for issues carrying this label. @default null */
  label: string | null;
  /** Post (and update) the sticky comment and refusal replies. @default true */
  comment: boolean;
  /** Folder of the repository to search, relative to GITHUB_WORKSPACE. @default "." */
  workingDirectory: string;
  /** Config file relative to the working directory; null looks for the default paths. @default null */
  configPath: string | null;
  /** Most retrieval cycles (1-10); null leaves it to the config file, then the engine. @default null */
  maxCycles: number | null;
  /** Most files selected (1-200); null leaves it to the config file, then the engine. @default null */
  maxFiles: number | null;
  /** Token budget of the selection; null leaves it to the config file (no budget otherwise). @default null */
  budgetTokens: number | null;
  /** Only index paths matching these globs. @default [] */
  include: string[];
  /** Never index paths matching these globs. @default [] */
  exclude: string[];
  /** Least repository permission a user needs to trigger a run. @default "write" */
  allowedPermission: PermissionLevel;
  /** Logins allowed whatever their permission (bots must be listed here to trigger). Lower-cased. @default [] */
  allowedUsers: string[];
  /** Name of the uploaded artifact; null skips the upload. @default "context-manifest" */
  artifactName: string | null;
}

/** Reads one input by name, already trimmed, "" when unset (the shape of `core.getInput`). */
export type InputReader = (name: InputName) => string;

/** Numeric limits, shared with the slash-command flags. */
export const LIMITS = {
  maxCycles: { min: 1, max: 10 },
  maxFiles: { min: 1, max: 200 },
  budgetTokens: { min: 1, max: 100_000_000 },
} as const;

export function parseInputs(read: InputReader): ActionSettings {
  const command = read(INPUTS.command) || '/context';
  if (!/^\/[A-Za-z0-9][\w-]*$/.test(command)) {
    throw new InputError(`input "${INPUTS.command}" is ${JSON.stringify(command)}, expected a slash command such as "/context" (a slash, then letters, digits, "-" or "_")`);
  }
  const permission = (read(INPUTS.allowedPermission) || 'write').toLowerCase();
  if (!isPermissionLevel(permission)) {
    throw new InputError(`input "${INPUTS.allowedPermission}" is ${JSON.stringify(permission)}, expected one of ${PERMISSION_LEVELS.join(', ')}`);
  }
  const artifactName = read(INPUTS.artifactName);
  if (/[":<>|*?\\/\r\n]/.test(artifactName)) {
    throw new InputError(`input "${INPUTS.artifactName}" is ${JSON.stringify(artifactName)}, expected a name without " : < > | * ? \\ / or newlines (empty skips the upload)`);
  }
  const githubToken = read(INPUTS.githubToken);
  return {
    githubToken,
    task: read(INPUTS.task),
    command,
    label: read(INPUTS.label) || null,
    comment: parseBoolean(INPUTS.comment, read(INPUTS.comment), true),
    workingDirectory: read(INPUTS.workingDirectory) || '.',
    configPath: read(INPUTS.config) || null,
    maxCycles: parseLimit(INPUTS.maxCycles, read(INPUTS.maxCycles), LIMITS.maxCycles),
    maxFiles: parseLimit(INPUTS.maxFiles, read(INPUTS.maxFiles), LIMITS.maxFiles),
    budgetTokens: parseLimit(INPUTS.budgetTokens, read(INPUTS.budgetTokens), LIMITS.budgetTokens),
    include: parseList(read(INPUTS.include)),
    exclude: parseList(read(INPUTS.exclude)),
    allowedPermission: permission,
    allowedUsers: parseList(read(INPUTS.allowedUsers)).map((u) => u.replace(/^@/, '').toLowerCase()),
    artifactName: artifactName || null,
  };
}

export function isPermissionLevel(s: string): s is PermissionLevel {
  return (PERMISSION_LEVELS as readonly string[]).includes(s);
}

/** A whole number within `limit`, or null when the input is empty. `name` is how the caller calls it in messages. */
export function parseLimit(name: string, raw: string, limit: { min: number; max: number }): number | null {
  if (raw === '') return null;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < limit.min || n > limit.max) {
    throw new InputError(`input "${name}" is ${JSON.stringify(raw)}, expected a whole number from ${limit.min} to ${limit.max}`);
  }
  return n;
}

/** YAML 1.2 core booleans, as `core.getBooleanInput` accepts them; empty gives the default. */
export function parseBoolean(name: string, raw: string, fallback: boolean): boolean {
  if (raw === '') return fallback;
  if (['true', 'True', 'TRUE'].includes(raw)) return true;
  if (['false', 'False', 'FALSE'].includes(raw)) return false;
  throw new InputError(`input "${name}" is ${JSON.stringify(raw)}, expected true or false`);
}

/**
 * Items one per line, or separated by commas when the value is a single line
 * (so a multi-line glob list may use `{a,b}` braces). Trimmed, empties dropped.
 */
export function parseList(raw: string): string[] {
  return raw
    .split(raw.includes('\n') ? /\r?\n/ : ',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
