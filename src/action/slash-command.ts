/**
 * The slash command in a comment: `/context [flags] [text that narrows the task]`.
 * Pure string work; the comment is data and is never evaluated.
 */
import { InputError } from '../core/errors.js';
import { LIMITS, parseLimit } from './inputs.js';

/** Limits a comment may set for its own run; they win over the workflow's inputs. */
export interface CommandOverrides {
  maxFiles?: number;
  maxCycles?: number;
  budgetTokens?: number;
}

export type ParsedCommand =
  | { kind: 'not-a-command' }
  | { kind: 'command'; text: string; overrides: CommandOverrides }
  | { kind: 'invalid'; message: string };

const FLAGS = {
  '--max-files': 'maxFiles',
  '--max-cycles': 'maxCycles',
  '--budget-tokens': 'budgetTokens',
} as const satisfies Record<string, keyof CommandOverrides>;

type FlagName = keyof typeof FLAGS;

function isFlag(s: string): s is FlagName {
  return Object.hasOwn(FLAGS, s);
}

/**
 * Whether `body` starts with `command` (then whitespace or the end), and if so the
 * narrowing text and the flags. Only the start of the comment counts: a command
 * quoted, fenced or indented as code anywhere does not trigger. Flags are read from the first line only, so prose
 * below may contain anything.
 */
export function parseSlashCommand(body: string, command: string): ParsedCommand {
  // Blank lines, then at most three spaces: four spaces or a tab make an indented code
  // block, and a command inside code or a quote (``` or >) is an example, not a request.
  const firstLine = /^(?:[ \t]*\r?\n)*( {0,3})(?! )/.exec(body);
  const trimmed = body.slice(firstLine?.[0].length ?? 0);
  if (!trimmed.startsWith(command)) return { kind: 'not-a-command' };
  const rest = trimmed.slice(command.length);
  if (rest !== '' && !/^\s/.test(rest)) return { kind: 'not-a-command' };
  const newline = rest.indexOf('\n');
  const commandLine = newline === -1 ? rest : rest.slice(0, newline);
  const below = newline === -1 ? '' : rest.slice(newline + 1);
  const words = commandLine.trim().split(/\s+/).filter((w) => w.length > 0);
  const overrides: CommandOverrides = {};
  const kept: string[] = [];
  try {
    for (let i = 0; i < words.length; i++) {
      const word = words[i] ?? '';
      if (!word.startsWith('--')) {
        kept.push(word);
        continue;
      }
      const eq = word.indexOf('=');
      const name = eq === -1 ? word : word.slice(0, eq);
      if (!isFlag(name)) {
        return { kind: 'invalid', message: `unknown flag ${JSON.stringify(name)}; known flags: ${Object.keys(FLAGS).join(', ')} (each takes a whole number)` };
      }
      const value = eq === -1 ? words[++i] ?? '' : word.slice(eq + 1);
      const key = FLAGS[name];
      const n = parseLimit(name, value, LIMITS[key]);
      if (n !== null) overrides[key] = n;
      else throw new InputError(`flag "${name}" needs a value, e.g. ${name} 5`);
    }
  } catch (e) {
    if (e instanceof InputError) return { kind: 'invalid', message: e.message.replace(/^input "/, 'flag "') };
    throw e;
  }
  const text = [kept.join(' '), below.trim()].filter((s) => s.length > 0).join('\n');
  return { kind: 'command', text, overrides };
}
