/** Tiny real repositories on disk for tests: copy a fixture or write files, then `git init` and commit. */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

function git(dir: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=test', ...args], { cwd: dir, stdio: 'ignore' });
}

/** A git repository holding `files` (path -> content), committed. */
export function makeRepo(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ir-repo-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'fixture', '--allow-empty');
  return dir;
}

/** A git repository made from a fixture folder under test/fixtures. */
export function fixtureRepo(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `ir-${name}-`));
  cpSync(join(FIXTURES, name), dir, { recursive: true });
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'fixture');
  return dir;
}
