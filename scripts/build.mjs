// Bundle the CLI (dist/cli.js) and the Action (dist/index.js) with @vercel/ncc.
// Each bundle is self-contained: no npm install is needed to run it.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const entries = [
  ['src/cli.ts', 'cli.js'],
  ['src/action.ts', 'index.js'],
];
mkdirSync('dist', { recursive: true });
for (const [entry, out] of entries) {
  if (!existsSync(entry)) continue;
  const tmp = mkdtempSync(join(tmpdir(), 'ncc-'));
  execFileSync(process.execPath, ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', entry, '-o', tmp, '-q', '--license', 'licenses.txt', '--target', 'es2022'], { stdio: 'inherit' });
  copyFileSync(join(tmp, 'index.js'), join('dist', out));
  const licenses = join(tmp, 'licenses.txt');
  if (existsSync(licenses)) copyFileSync(licenses, join('dist', out.replace(/\.js$/, '.licenses.txt')));
  rmSync(tmp, { recursive: true, force: true });
}
// The bundles are ESM; say so for any loader that looks beside them.
writeFileSync('dist/package.json', JSON.stringify({ type: 'module' }, null, 2) + '\n');
console.log(`built ${entries.filter(([e]) => existsSync(e)).map(([, o]) => 'dist/' + o).join(', ')}`);
