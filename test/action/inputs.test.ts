import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { parseInputs, parseList } from '../../src/action/inputs.js';
import type { InputName } from '../../src/action/registry.js';

const read = (values: Partial<Record<InputName, string>>) => (name: InputName) => values[name] ?? '';

describe('parseInputs', () => {
  it('applies the defaults when every input is empty', () => {
    expect(parseInputs(read({}))).toEqual({
      githubToken: '',
      task: '',
      command: '/context',
      label: null,
      comment: true,
      workingDirectory: '.',
      configPath: null,
      maxCycles: null,
      maxFiles: null,
      budgetTokens: null,
      include: [],
      exclude: [],
      allowedPermission: 'write',
      allowedUsers: [],
      artifactName: null,
    });
  });

  it('parses numbers, lists, booleans and permission levels', () => {
    const s = parseInputs(
      read({ 'max-files': '5', 'max-cycles': '2', 'budget-tokens': '4000', include: 'src/**\nlib/{a,b}/**', exclude: 'dist/**, vendor/**', comment: 'false', 'allowed-permission': 'Triage', 'allowed-users': '@Alice, renovate[bot]', 'artifact-name': 'ctx' }),
    );
    expect(s).toMatchObject({ maxFiles: 5, maxCycles: 2, budgetTokens: 4000, include: ['src/**', 'lib/{a,b}/**'], exclude: ['dist/**', 'vendor/**'], comment: false, allowedPermission: 'triage', allowedUsers: ['alice', 'renovate[bot]'], artifactName: 'ctx' });
  });

  it.each([
    ['max-files', '0', /"max-files" is "0", expected a whole number from 1 to 200/],
    ['max-files', '2.5', /"max-files" is "2.5"/],
    ['max-cycles', '11', /from 1 to 10/],
    ['budget-tokens', 'lots', /"budget-tokens" is "lots"/],
    ['comment', 'yes', /"comment" is "yes", expected true or false/],
    ['allowed-permission', 'owner', /"allowed-permission" is "owner", expected one of read, triage, write, maintain, admin/],
    ['command', 'context', /"command" is "context", expected a slash command/],
    ['artifact-name', 'a/b', /"artifact-name" is "a\/b"/],
  ] as const)('rejects %s=%j quoting the value and the expected form', (name, value, message) => {
    expect(() => parseInputs(read({ [name]: value }))).toThrow(InputError);
    expect(() => parseInputs(read({ [name]: value }))).toThrow(message);
  });
});

describe('parseList', () => {
  it('splits one line on commas and several lines on newlines only', () => {
    expect(parseList(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(parseList('src/{a,b}/**\r\n\n  docs/**  ')).toEqual(['src/{a,b}/**', 'docs/**']);
    expect(parseList('')).toEqual([]);
  });
});
