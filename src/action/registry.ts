/**
 * The Action's input and output names, in one place. `action.yml` declares the
 * same names; test/action/registry.test.ts keeps the two equal.
 */

/** Every input `action.yml` declares, by its name there. */
export const INPUTS = {
  githubToken: 'github-token',
  task: 'task',
  command: 'command',
  label: 'label',
  comment: 'comment',
  workingDirectory: 'working-directory',
  config: 'config',
  maxCycles: 'max-cycles',
  maxFiles: 'max-files',
  budgetTokens: 'budget-tokens',
  include: 'include',
  exclude: 'exclude',
  allowedPermission: 'allowed-permission',
  allowedUsers: 'allowed-users',
  artifactName: 'artifact-name',
} as const;

/** Every output `action.yml` declares. Values stay small: paths, counts, short JSON. */
export const OUTPUTS = {
  manifestPath: 'manifest-path',
  files: 'files',
  topFile: 'top-file',
  stopReason: 'stop-reason',
  cycles: 'cycles',
  commentUrl: 'comment-url',
  artifactId: 'artifact-id',
} as const;

export type InputName = (typeof INPUTS)[keyof typeof INPUTS];
export type OutputName = (typeof OUTPUTS)[keyof typeof OUTPUTS];
