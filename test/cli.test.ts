import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { fixtureRepo, largeRepo } from './helpers/repo.js';

// The bundle as shipped; `npm test` rebuilds it first (pretest) and CI checks it matches src/.
const CLI = join(import.meta.dirname, '..', 'dist', 'cli.js');
const run = (args: string[], input?: string) => spawnSync(process.execPath, [CLI, ...args], { input: input ?? '', encoding: 'utf8' });

describe('dist/cli.js as a process', () => {
  const root = fixtureRepo('auth-token-expiry');

  it('prints a JSON manifest to stdout and progress to stderr', () => {
    const r = run(['--root', root, 'Fix the authentication token expiry bug']);
    expect(r.status).toBe(0);
    const m = JSON.parse(r.stdout);
    expect(m.files.map((f: { path: string }) => f.path)).toContain('src/tokens.ts');
    expect(r.stderr).toMatch(/indexed \d+ files/);
  });
  it('reads a large tree on two threads with the bundled worker', () => {
    // ~17 MB: over MIN_PARALLEL_BYTES.
    const r = run(['--root', largeRepo(640), 'The rolling_checksum of a block is wrong']);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/indexed 322 files in \d+ ms \([1-9]\d* read by a worker thread\)/);
    expect(JSON.parse(r.stdout).files[0].path).toBe('pkg/checksum.py');
  });
  it('counts each file\'s tokens with the o200k_base ranks shipped beside the bundle, as the tokenizer package does', () => {
    // A copy of dist/ with no node_modules above it: what the bundle reads must be beside it.
    const shipped = mkdtempSync(join(tmpdir(), 'dist-'));
    cpSync(dirname(CLI), shipped, { recursive: true });
    const r = spawnSync(process.execPath, [join(shipped, 'cli.js'), '--root', root, '--quiet', 'Fix the authentication token expiry bug'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    const files = JSON.parse(r.stdout).files as { path: string; tokens: number }[];
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(f.tokens).toBe(countO200k(readFileSync(join(root, f.path), 'utf8'), { disallowedSpecial: new Set<string>() }));
  });
  it('reads the task from stdin and from --task-file, writes --out, renders markdown', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-'));
    writeFileSync(join(dir, 'task.md'), '# Token expiry\nTokens never expire');
    const r = run(['--root', root, '--task-file', join(dir, 'task.md'), '--format', 'markdown', '--out', join(dir, 'm.md'), '--quiet']);
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, 'm.md'), 'utf8')).toMatch(/\| 1 \| <code>src\//);
    const s = run(['--root', root, '--quiet'], 'session refresh');
    expect(JSON.parse(s.stdout).task.source).toBe('stdin');
  });
  it('applies --max-files, --max-cycles and --exclude', () => {
    const r = run(['--root', root, '--quiet', '--max-files', '1', '--max-cycles', '1', '--exclude', 'src/tokens.ts', 'token expiry']);
    const m = JSON.parse(r.stdout);
    expect(m.files.length).toBe(1);
    expect(m.cycles.length).toBe(1);
    expect(m.ranking.map((f: { path: string }) => f.path)).not.toContain('src/tokens.ts');
  });
  it('fails with a clear message and exit 2 on bad input', () => {
    const binaryFile = join(mkdtempSync(join(tmpdir(), 'cli-')), 'logo.png');
    writeFileSync(binaryFile, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]));
    const cases: [string[], string | undefined, RegExp][] = [
      [['--root', root], undefined, /task is empty/],
      [['--root', root, '   '], undefined, /task is empty/],
      [['--root', '/nonexistent/dir', 'x'], undefined, /is not a directory/],
      [['--root', root, '--config', '/nonexistent.yml', 'x'], undefined, /cannot read config file/],
      [['--root', root, '--wat', 'x'], undefined, /Unknown option '--wat'/],
      [['--root', root, '--max-depth is ignored with --files'], undefined, /A task that starts with "-" goes after "--": node dist\/cli\.js \[options\] -- "--max-depth is ignored with --files"/],
      [['--root', root, '--max-cycles', '0', 'x'], undefined, /--max-cycles takes a whole number from 1 to 10/],
      [['--root', root, '--budget-tokens', '-5', 'x'], undefined, /^iterative-retrieval: error: --budget-tokens is followed by a word starting with "-": give --budget-tokens its value, or write --budget-tokens=VALUE for a value that starts with "-"\. See --help\.\n$/],
      [['--root', root, '--budget-tokens=-5', 'x'], undefined, /--budget-tokens takes a whole number from 1 to \d+, got "-5"/],
      [['--root', root, '--max-files'], undefined, /^iterative-retrieval: error: Option '--max-files <value>' argument missing\. See --help\.\n$/],
      [['--root', root, '--format', 'xml', 'x'], undefined, /--format takes json or markdown/],
      [['--root', root, '--out', '/nonexistent/dir/m.json', 'x'], undefined, /--out "\/nonexistent\/dir\/m.json": "\/nonexistent\/dir" does not exist/],
      [['--root', root, '--out', tmpdir(), 'x'], undefined, /is a folder: give a file path/],
      [['--root', root, '--task-file', binaryFile], undefined, /the task file ".*logo\.png" is binary \(it holds NUL bytes\): give the issue's text/],
      [['--root', root], 'Crash in\u0000parser', /the task on stdin is binary/],
    ];
    for (const [args, input, msg] of cases) {
      const r = run(args, input);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(msg);
    }
  });
  it('refuses an --out under a file before searching, and puts the manifest on stdout when the write fails after it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-'));
    writeFileSync(join(dir, 'blocker'), 'not a folder');
    const under = run(['--root', root, '--quiet', '--out', join(dir, 'blocker', 'm.json'), 'token expiry']);
    expect(under.status).toBe(2);
    expect(under.stderr).toMatch(/blocker" is not a folder/);
    expect(under.stdout).toBe('');
    // A file no one may write, even root (Linux's /proc): the search runs, the write fails, nothing is lost.
    if (process.platform !== 'linux') return;
    const r = run(['--root', root, '--quiet', '--out', '/proc/version', 'token expiry']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/cannot write --out "\/proc\/version": E[A-Z]+; the manifest went to stdout instead/);
    expect(JSON.parse(r.stdout).files.map((f: { path: string }) => f.path)).toContain('src/tokens.ts');
  });
  it('reads the repository config file and reports its errors with the key', () => {
    const repo = fixtureRepo('auth-token-expiry');
    writeFileSync(join(repo, 'bad.yml'), 'maxFiles: lots\n');
    const r = run(['--root', repo, '--config', join(repo, 'bad.yml'), 'token']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/key "maxFiles" has "lots"/);
  });
  it('--help explains the options', () => {
    const r = run(['--help']);
    expect(r.status).toBe(0);
    for (const opt of ['--root', '--format', '--out', '--max-cycles', '--max-files', '--budget-tokens', '--include', '--exclude', '--config', '--task-file']) expect(r.stdout).toContain(opt);
  });
});
