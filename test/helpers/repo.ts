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

/** A repository of 322 text files, ~2.4 MB (`fillerLines` 90) or more: modules that import each other, docs and a binary file. */
export function largeRepo(fillerLines = 90): string {
  const files: Record<string, string | Buffer> = {};
  const filler = 'compute the rolling checksum of each block and compare it with the manifest entry\n'.repeat(fillerLines);
  for (let i = 0; i < 320; i++) {
    files[`pkg/mod${i}.py`] = `from pkg.mod${(i + 1) % 320} import helper_${(i + 1) % 320}\n\ndef helper_${i}(x):\n    """Block ${i}: Straße ${i % 7}."""\n    return x\n# ${filler}`;
  }
  files['pkg/checksum.py'] = 'def rolling_checksum(block):\n    """The rolling checksum of a block."""\n    return sum(block) % 65521\n';
  files['docs/guide.md'] = `# Guide\n${filler}`;
  files['data/blob.bin'] = Buffer.alloc(4096, 0);
  return makeRepo(files);
}
