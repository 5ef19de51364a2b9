import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSlashCommand } from '../../src/action/slash-command.js';

describe('parseSlashCommand', () => {
  it('ignores comments that do not start with the command', () => {
    expect(parseSlashCommand('please run /context', '/context')).toEqual({ kind: 'not-a-command' });
    expect(parseSlashCommand('/contextual thing', '/context')).toEqual({ kind: 'not-a-command' });
    expect(parseSlashCommand('', '/context')).toEqual({ kind: 'not-a-command' });
  });

  it('accepts the bare command, after leading whitespace', () => {
    expect(parseSlashCommand('  \n/context', '/context')).toEqual({ kind: 'command', text: '', overrides: {} });
  });

  it('keeps the narrowing text and reads flags from the first line', () => {
    expect(parseSlashCommand('/context focus on the session refresh path --max-files 5 --max-cycles=2\nmore --detail below', '/context')).toEqual({
      kind: 'command',
      text: 'focus on the session refresh path\nmore --detail below',
      overrides: { maxFiles: 5, maxCycles: 2 },
    });
    expect(parseSlashCommand('/context --budget-tokens 8000', '/context')).toEqual({ kind: 'command', text: '', overrides: { budgetTokens: 8000 } });
  });

  it('reports unknown flags and bad values', () => {
    expect(parseSlashCommand('/context --rm -rf', '/context')).toEqual({ kind: 'invalid', message: expect.stringMatching(/unknown flag "--rm"; known flags: --max-files, --max-cycles, --budget-tokens/) });
    expect(parseSlashCommand('/context --max-files 500', '/context')).toEqual({ kind: 'invalid', message: expect.stringMatching(/flag "--max-files" is "500", expected a whole number from 1 to 200/) });
    expect(parseSlashCommand('/context --max-files', '/context')).toMatchObject({ kind: 'invalid' });
  });

  it('treats $(...) and backticks as plain words', () => {
    expect(parseSlashCommand('/context $(curl evil) `id`', '/context')).toEqual({ kind: 'command', text: '$(curl evil) `id`', overrides: {} });
  });
});

describe('parseSlashCommand on untrusted comments', () => {
  it.each([
    ['a fenced code block', '```\n/context --max-files 1\n```'],
    ['a tilde fence', '~~~sh\n/context\n~~~'],
    ['a quote', '> /context please'],
    ['an indented code block (4 spaces)', '    /context'],
    ['an indented code block (tab)', '\t/context'],
    ['an HTML comment', '<!-- -->/context'],
    ['inline code', '`/context`'],
    ['a later line', 'see below\n/context'],
    ['a zero-width space before it', '\u200B/context'],
    ['a look-alike slash', '\u2215context'],
  ])('does not trigger from %s', (_where, body) => {
    expect(parseSlashCommand(body, '/context')).toEqual({ kind: 'not-a-command' });
  });

  it('triggers after blank lines and up to three spaces, as Markdown renders it as text', () => {
    expect(parseSlashCommand('\n  \n   /context x', '/context')).toEqual({ kind: 'command', text: 'x', overrides: {} });
  });

  it('keeps injection attempts as plain text: nothing is evaluated', () => {
    const body = '/context ${{ secrets.GITHUB_TOKEN }} $(rm -rf /)\n```sh\n/context --max-files 1\n```';
    expect(parseSlashCommand(body, '/context')).toEqual({ kind: 'command', text: '${{ secrets.GITHUB_TOKEN }} $(rm -rf /)\n```sh\n/context --max-files 1\n```', overrides: {} });
  });

  it('never throws on any comment', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        const r = parseSlashCommand(`/context ${s}`, '/context');
        expect(['command', 'invalid', 'not-a-command']).toContain(r.kind);
      }),
      { numRuns: 300 },
    );
  });
});
