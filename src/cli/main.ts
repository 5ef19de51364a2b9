/**
 * The command line: a thin shell around the engine. Reads the task (arguments,
 * --task-file or stdin), options and the repository config, prints progress to
 * stderr and the manifest to stdout (or --out).
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findDefaultConfig, parseConfig, type RepoConfig } from '../core/config.js';
import { InputError } from '../core/errors.js';
import { manifestToJson } from '../core/manifest.js';
import { renderMarkdown } from '../core/render-markdown.js';
import { DEFAULT_RETRIEVE, retrieve, type RetrieveOptions } from '../core/retrieve.js';
import { ENGINE_VERSION } from '../core/version.js';

export const HELP = `iterative-retrieval ${ENGINE_VERSION}: find the files a task needs, by iterative retrieval.

Usage:
  node dist/cli.js [options] [TASK TEXT...]
  node dist/cli.js [options] --task-file issue.md
  echo "Fix the token expiry bug" | node dist/cli.js [options]

The task is an issue's text (title on the first line, then the body, Markdown welcome).
The engine runs DISPATCH -> EVALUATE -> REFINE cycles over the repository and prints a
context manifest: the selected files with relevance scores and reasons, a longer ranking,
related tests and the cycle log. Progress goes to stderr, the manifest to stdout.

Options:
  --root DIR            repository to search (default: .)
  --task-file FILE      read the task from FILE ("-" for stdin)
  --format FORMAT       json or markdown (default: markdown on a terminal, json otherwise)
  --out FILE            write the manifest to FILE instead of stdout
  --max-cycles N        most retrieval cycles, 1-10 (default: 3)
  --max-files N         most files in the selected context, 1-200 (default: 8)
  --budget-tokens N     most o200k_base tokens the selected files may take together
  --include GLOB        only index paths matching GLOB (repeatable)
  --exclude GLOB        never index paths matching GLOB (repeatable)
  --config FILE         repository config (default: .github/iterative-retrieval.yml under --root, if present)
  --quiet               no progress on stderr
  -h, --help            show this help
  -v, --version         print the version

Config file keys (YAML or JSON): maxCycles, maxFiles, budgetTokens, include, exclude,
patterns, synonyms (groups of words, e.g. [[rate, throttle]]), maxFileBytes.
Command-line options win over the config file.

Exit codes: 0 success, 2 bad input (the message says what to fix), 1 unexpected failure.`;

export interface CliIO {
  argv: string[];
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  /** Standard input as text, or null when it is a terminal. */
  readStdin: () => string | null;
  stdoutIsTTY: boolean;
  cwd: string;
  /** The index worker script, to read trees over 16 MB on two threads (null: one thread). */
  indexWorker?: URL | null;
}

function positiveInt(name: string, raw: string | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new InputError(`--${name} takes a whole number from 1 to ${max}, got ${JSON.stringify(raw)}`);
  return n;
}

function readFileOrFail(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new InputError(`cannot read ${what} ${JSON.stringify(path)}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/** Run the CLI; resolves to the exit code. */
export async function runCli(io: CliIO): Promise<number> {
  try {
    let parsed;
    try {
      parsed = parseArgs({
        args: io.argv,
        allowPositionals: true,
        options: {
          root: { type: 'string', default: '.' },
          'task-file': { type: 'string' },
          format: { type: 'string' },
          out: { type: 'string' },
          'max-cycles': { type: 'string' },
          'max-files': { type: 'string' },
          'budget-tokens': { type: 'string' },
          include: { type: 'string', multiple: true },
          exclude: { type: 'string', multiple: true },
          config: { type: 'string' },
          quiet: { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
          version: { type: 'boolean', short: 'v', default: false },
        },
      });
    } catch (e) {
      const message = (e as Error).message.replace(/\. To specify a positional.*$/s, '');
      // An "option" with spaces in it is task text that starts with a dash (`--max-depth is ignored`).
      const taskLike = /^Unknown option '(-[^']*\s[^']*)'/.exec(message)?.[1];
      if (taskLike !== undefined) throw new InputError(`${message}. A task that starts with "-" goes after "--": node dist/cli.js [options] -- ${JSON.stringify(taskLike)}`);
      // Node's three-sentence advice here names a placeholder (`--x=-XYZ`); say it in one line.
      const dashValue = /^Option '(--[\w-]+)' argument is ambiguous/.exec(message)?.[1];
      if (dashValue !== undefined) throw new InputError(`${dashValue} is followed by a word starting with "-": give ${dashValue} its value, or write ${dashValue}=VALUE for a value that starts with "-". See --help.`);
      throw new InputError(`${message.replace(/\.$/, '')}. See --help.`);
    }
    const { values: v, positionals } = parsed;
    if (v.help) {
      io.stdout(HELP + '\n');
      return 0;
    }
    if (v.version) {
      io.stdout(ENGINE_VERSION + '\n');
      return 0;
    }
    const format = v.format ?? (io.stdoutIsTTY && !v.out ? 'markdown' : 'json');
    if (format !== 'json' && format !== 'markdown') throw new InputError(`--format takes json or markdown, got ${JSON.stringify(format)}`);

    const root = resolve(io.cwd, v.root);
    // Checked before the search, so that a mistyped path does not cost the run.
    if (v.out !== undefined) checkOutPath(resolve(io.cwd, v.out), v.out);
    let config: RepoConfig = {};
    if (v.config !== undefined) {
      config = parseConfig(readFileOrFail(resolve(io.cwd, v.config), 'config file'), v.config);
    } else {
      const found = findDefaultConfig(root);
      const path = found === null ? null : join(root, found);
      if (path !== null) config = parseConfig(readFileOrFail(path, 'config file'), path);
    }

    let text: string;
    let source = 'cli';
    if (v['task-file'] !== undefined) {
      if (positionals.length > 0) throw new InputError('give the task either as arguments or with --task-file, not both');
      text = v['task-file'] === '-' ? io.readStdin() ?? '' : readFileOrFail(resolve(io.cwd, v['task-file']), 'task file');
      source = v['task-file'] === '-' ? 'stdin' : 'file';
    } else if (positionals.length > 0) {
      text = positionals.join(' ');
    } else {
      const stdin = io.readStdin();
      if (stdin === null) throw new InputError('no task given: pass the issue text as arguments, with --task-file FILE, or on stdin. See --help.');
      text = stdin;
      source = 'stdin';
    }

    // A binary file or stream (a NUL byte: no editor or issue form writes one) is not an issue's text.
    // Arguments cannot hold a NUL, so the task came from a file or stdin.
    if (text.includes('\u0000')) throw new InputError(`the task ${source === 'file' ? `file ${JSON.stringify(v['task-file'])}` : 'on stdin'} is binary (it holds NUL bytes): give the issue's text`);

    const options: Partial<RetrieveOptions> = {
      maxCycles: positiveInt('max-cycles', v['max-cycles'], 10) ?? config.maxCycles ?? 3,
      maxFiles: positiveInt('max-files', v['max-files'], 200) ?? config.maxFiles ?? DEFAULT_RETRIEVE.maxFiles,
      budgetTokens: positiveInt('budget-tokens', v['budget-tokens']) ?? config.budgetTokens ?? null,
      includes: v.include ?? config.include ?? [],
      excludes: [...(config.exclude ?? []), ...(v.exclude ?? [])],
      patterns: config.patterns ?? [],
      synonyms: config.synonyms ?? [],
      maxFileBytes: config.maxFileBytes ?? 1_000_000,
      indexWorker: io.indexWorker ?? null,
      log: v.quiet ? () => {} : (line) => io.stderr(`iterative-retrieval: ${line}\n`),
    };
    const manifest = await retrieve(root, { text, source }, options);
    const output = format === 'json' ? manifestToJson(manifest) : renderMarkdown(manifest);
    if (v.out) {
      try {
        writeFileSync(resolve(io.cwd, v.out), output);
      } catch (e) {
        // The search is done: its manifest goes to stdout rather than being lost.
        io.stdout(output);
        throw new InputError(`cannot write --out ${JSON.stringify(v.out)}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}; the manifest went to stdout instead`);
      }
      if (!v.quiet) io.stderr(`iterative-retrieval: wrote ${v.out}\n`);
    } else {
      io.stdout(output);
    }
    return 0;
  } catch (e) {
    if (e instanceof InputError) {
      io.stderr(`iterative-retrieval: error: ${e.message}\n`);
      return 2;
    }
    io.stderr(`iterative-retrieval: unexpected failure: ${(e as Error).stack ?? String(e)}\n`);
    return 1;
  }
}

/** `--out` must name a file in an existing folder: say so before the search, not after it. */
function checkOutPath(abs: string, given: string): void {
  const kind = (p: string): 'dir' | 'other' | null => {
    try {
      return statSync(p).isDirectory() ? 'dir' : 'other';
    } catch {
      return null;
    }
  };
  if (kind(abs) === 'dir') throw new InputError(`--out ${JSON.stringify(given)} is a folder: give a file path, e.g. ${JSON.stringify(join(given, 'manifest.json'))}`);
  const folder = kind(dirname(abs));
  if (folder !== 'dir') throw new InputError(`--out ${JSON.stringify(given)}: ${JSON.stringify(dirname(abs))} ${folder === null ? 'does not exist' : 'is not a folder'}`);
}
