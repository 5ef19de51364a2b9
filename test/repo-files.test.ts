import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listRepoFiles, readTextFile } from '../src/core/repo-files.js';
import { makeRepo } from './helpers/repo.js';

describe('listRepoFiles', () => {
  it('applies .gitignore per directory and the default excludes', () => {
    const root = makeRepo({
      '.gitignore': 'generated/\n*.log\n',
      'src/a.ts': 'export const a = 1;',
      'src/.gitignore': 'local.ts\n',
      'src/local.ts': 'x',
      'generated/out.ts': 'x',
      'debug.log': 'x',
      'node_modules/dep/index.js': 'x',
      'dist/bundle.js': 'x',
      'app.min.js': 'x',
      'package-lock.json': '{}',
    });
    expect(listRepoFiles(root).files.map((f) => f.path).sort()).toEqual(['.gitignore', 'src/.gitignore', 'src/a.ts']);
  });
  it('never reads secrets', () => {
    const root = makeRepo({ '.env': 'TOKEN=x', '.env.local': 'x', 'certs/server.pem': 'x', 'id_rsa': 'x', '.npmrc': 'x', 'src/ok.py': 'x = 1' });
    expect(listRepoFiles(root).files.map((f) => f.path)).toEqual(['src/ok.py']);
  });
  it('does not follow symlinks, even ones leading out of the repo or in a loop', () => {
    const root = makeRepo({ 'src/a.py': 'a = 1' });
    const outside = join(tmpdir(), `outside-${process.pid}`);
    mkdirSync(outside, { recursive: true });
    writeFileSync(join(outside, 'secret.py'), 'password = 1');
    symlinkSync(outside, join(root, 'escape'));
    symlinkSync(join(outside, 'secret.py'), join(root, 'src/link.py'));
    symlinkSync(root, join(root, 'loop'));
    const listing = listRepoFiles(root);
    expect(listing.files.map((f) => f.path)).toEqual(['src/a.py']);
    expect(listing.skipped.symlink).toBe(3);
  });
  it('skips files over the size cap and honours include/exclude globs', () => {
    const root = makeRepo({ 'src/big.ts': 'x'.repeat(2000), 'src/a.ts': 'a', 'src/b.py': 'b', 'lib/c.ts': 'c' });
    const l = listRepoFiles(root, { maxFileBytes: 1000, includes: ['src/**'], excludes: ['**/*.py'] });
    expect(l.files.map((f) => f.path)).toEqual(['src/a.ts']);
    expect(l.skipped['too-large']).toBe(1);
  });
  it('reads binary files as null, whatever their extension', () => {
    const root = makeRepo({ 'fake.ts': Buffer.from([0x65, 0x00, 0x66]), 'ok.ts': 'é ok' });
    expect(readTextFile(root, 'fake.ts')).toBeNull();
    expect(readTextFile(root, 'ok.ts')).toBe('é ok');
  });
  it('counts unreadable folders instead of failing', () => {
    if (process.getuid?.() === 0) return; // root reads everything: nothing to observe
    const root = makeRepo({ 'locked/a.ts': 'a', 'b.ts': 'b' });
    chmodSync(join(root, 'locked'), 0o000);
    const l = listRepoFiles(root);
    chmodSync(join(root, 'locked'), 0o755);
    expect(l.skipped.unreadable).toBe(1);
  });
});
