import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anyGlobMatcher, bytesRead, describeReadInPart, describeSkipped, globMatcher, HARD_MAX_FILE_BYTES, isNumericHead, isSecretFile, listRepoFiles, NON_CODE_HEAD_BYTES, readTextFile, SECRET_FILES } from '../src/core/repo-files.js';
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
      // A committed build folder holds the build's own scripts (helmet's build/build-package.ts); its output is gitignored.
      'build/build-package.ts': 'export {}',
    });
    expect(listRepoFiles(root).files.map((f) => f.path).sort()).toEqual(['.gitignore', 'build/build-package.ts', 'src/.gitignore', 'src/a.ts']);
  });
  it("walks a folder named like output when it holds the project's own source, and skips real output", () => {
    const root = makeRepo({
      // coveragepy's package, and a Go package of that name.
      'coverage/__init__.py': '',
      'coverage/core.py': 'class Core: pass',
      'internal/coverage/cover.go': 'package coverage',
      // graphql-inspector's coverage module, in TypeScript: no build writes a .ts source.
      'packages/core/src/coverage/index.ts': 'export function coverage() {}',
      // pdm's `pdm venv` command.
      'src/pdm/cli/commands/venv/__init__.py': '',
      'src/pdm/cli/commands/venv/backends.py': 'class Backend: pass',
      // mpv's video outputs, in C: a build writes headers, not C sources.
      'video/out/vo_gpu.c': 'int vo_gpu;',
      'video/out/gpu/video.h': 'int video;',
      // A virtualenv: its modules are not at its top.
      'venv/pyvenv.cfg': 'home = /usr/bin',
      'venv/lib/python3.12/site-packages/six.py': 'x = 1',
      // A coverage report, a cargo target folder and a bundle: output.
      'web/coverage/index.html': '<html>',
      'web/coverage/prettify.js': 'x',
      'web/coverage/lcov.info': 'SF:x',
      'target/CACHEDIR.TAG': 'Signature',
      'target/debug/build.rs': 'fn main() {}',
      'out/main.d': 'main.o: main.c',
      'build/out/config.h': '#define X 1',
      'dist/index.js': 'x',
      // tsc's declarations beside its JavaScript: output.
      'lib/dist/index.d.ts': 'export declare function f(): void;',
      'lib/dist/index.js': 'x',
    });
    expect(listRepoFiles(root).files.map((f) => f.path).sort()).toEqual(['coverage/__init__.py', 'coverage/core.py', 'internal/coverage/cover.go', 'packages/core/src/coverage/index.ts', 'src/pdm/cli/commands/venv/__init__.py', 'src/pdm/cli/commands/venv/backends.py', 'video/out/gpu/video.h', 'video/out/vo_gpu.c']);
  });
  it("walks a dependency folder a .gitignore's `!` rule keeps (node-red's packages in `packages/node_modules`, nikola's installed `npm_assets/node_modules`), and no other folder", () => {
    const root = makeRepo({
      '.gitignore': 'node_modules\n!packages/node_modules\n!npm_assets/node_modules\n',
      'packages/node_modules/@app/editor/src/view.js': 'export function view() {}',
      'npm_assets/package.json': '{}',
      'npm_assets/node_modules/jquery/jquery.js': 'x',
      // Installed dependencies: at the root, and inside the kept folder.
      'node_modules/dep/index.js': 'x',
      'packages/node_modules/@app/editor/node_modules/dep/index.js': 'x',
      // Editor settings a `!` rule keeps stay out, as the default excludes say.
      'sub/.gitignore': '.vscode/*\n!.vscode/settings.json\n',
      'sub/.vscode/settings.json': '{}',
    });
    const listing = listRepoFiles(root);
    expect(listing.files.map((f) => f.path).sort()).toEqual(['.gitignore', 'npm_assets/node_modules/jquery/jquery.js', 'npm_assets/package.json', 'packages/node_modules/@app/editor/src/view.js', 'sub/.gitignore']);
    // Only the folder with no manifest beside it holds the project's own packages; nikola's was installed.
    expect(listing.ownPackageDirs).toEqual(['packages/node_modules']);
  });
  it('walks a package folder no install wrote (pouchdb keeps its packages in an unignored `packages/node_modules`), and not installed ones', () => {
    const pouch = makeRepo({
      '.gitignore': '/node_modules\n',
      'package.json': '{}',
      'packages/node_modules/pouchdb-find/package.json': '{}',
      'packages/node_modules/pouchdb-find/src/validateSelector.js': 'export function validateSelector() {}',
      // Installed beside a manifest or a lockfile, though no .gitignore rule covers them.
      'packages/node_modules/pouchdb-find/node_modules/dep/index.js': 'x',
      'site/yarn.lock': '',
      'site/node_modules/dep/index.js': 'x',
      'static/bower.json': '{}',
      'static/bower_components/jquery/jquery.js': 'x',
    });
    const listing = listRepoFiles(pouch);
    expect(listing.files.map((f) => f.path).sort()).toEqual([
      '.gitignore',
      'package.json',
      'packages/node_modules/pouchdb-find/package.json',
      'packages/node_modules/pouchdb-find/src/validateSelector.js',
      'static/bower.json',
    ]);
    expect(listing.ownPackageDirs).toEqual(['packages/node_modules']);
    // The root's stays out with no manifest beside it: a project keeps its own packages below the root.
    const bare = makeRepo({ 'main.py': 'x = 1', 'node_modules/dep/index.js': 'x' });
    expect(listRepoFiles(bare)).toMatchObject({ files: [{ path: 'main.py' }], ownPackageDirs: [] });
  });
  it("lists a tracked file a .gitignore rule matches, as git does (cherrypy's committed `cherrypy/lib/` under a `lib` line), and not an untracked one beside it", () => {
    const root = makeRepo({ '.gitignore': 'lib\n*.log\n', 'cherrypy/__init__.py': 'x = 1', 'cherrypy/lib/encoding.py': 'def gzip(): pass' });
    expect(listRepoFiles(root).files.map((f) => f.path)).toEqual(['.gitignore', 'cherrypy/__init__.py']);
    execFileSync('git', ['add', '-f', 'cherrypy/lib/encoding.py'], { cwd: root });
    writeFileSync(join(root, 'cherrypy/lib/local.py'), 'scratch = 1');
    writeFileSync(join(root, 'cherrypy/lib/debug.log'), 'x');
    const listing = listRepoFiles(root);
    expect(listing.files.map((f) => f.path)).toEqual(['.gitignore', 'cherrypy/__init__.py', 'cherrypy/lib/encoding.py']);
    expect(listing.skipped.gitignored).toBe(2);
  });
  it("leaves out Unity's metadata beside each asset and folder, and keeps a .meta file that describes nothing beside it", () => {
    const root = makeRepo({
      'Assets/Scripts/Player.cs': 'public class Player {}',
      'Assets/Scripts/Player.cs.meta': 'fileFormatVersion: 2\nguid: 4e12b66d6b9bd7845b04a594cbe386b4\n',
      'Assets/Scripts.meta': 'fileFormatVersion: 2\nguid: 5f23c77e7c0ce8956c15b605dcf497c5\n',
      'site/galleries/demo/exclude.meta': 'title: demo',
    });
    const listing = listRepoFiles(root);
    expect(listing.files.map((f) => f.path)).toEqual(['Assets/Scripts/Player.cs', 'site/galleries/demo/exclude.meta']);
    // The two metadata files and `.git`.
    expect(listing.skipped.excluded).toBe(3);
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
    const root = makeRepo({ 'src/big.ts': 'x'.repeat(5000), 'src/a.ts': 'a', 'src/b.py': 'b', 'lib/c.ts': 'c' });
    const l = listRepoFiles(root, { maxFileBytes: 1000, includes: ['src/**'], excludes: ['**/*.py'] });
    expect(l.files.map((f) => f.path)).toEqual(['src/a.ts']);
    expect(l.skipped['too-large']).toBe(1);
  });
  it('lists a code file up to four times the size cap on its head, and skips larger ones and other files', () => {
    const root = makeRepo({ 'src/Big.java': 'x'.repeat(3000), 'src/Huge.java': 'x'.repeat(5000), 'docs/big.md': 'x'.repeat(3000), 'src/a.ts': 'a' });
    const l = listRepoFiles(root, { maxFileBytes: 1000, maxTotalBytes: 2002 });
    expect(l.files).toEqual([{ path: 'src/Big.java', size: 3000, headBytes: 1000 }, { path: 'src/a.ts', size: 1 }]);
    expect(l.skipped['too-large']).toBe(2);
    expect(describeReadInPart(['src/Big.java'], 1000)).toBe('1 code file(s) over maxFileBytes searched on their first 1000 bytes only: src/Big.java.');
    expect(describeReadInPart(['a', 'b', 'c', 'd', 'e'], 10)).toMatch(/^5 code file\(s\) .*: a, b, c, and 2 more\.$/);
    expect(describeReadInPart([], 10)).toBe('');
    // Counted against the byte budget at what is read: 1,001 of 2,002 bytes here, so a second head still fits.
    const twice = makeRepo({ 'a/Big.java': 'x'.repeat(3000), 'b/Big.java': 'x'.repeat(3000), 'c/Big.java': 'x'.repeat(3000) });
    const budgeted = listRepoFiles(twice, { maxFileBytes: 1000, maxTotalBytes: 2002 });
    expect(budgeted.files.map((f) => f.path)).toEqual(['a/Big.java', 'b/Big.java']);
    expect(budgeted.skipped['byte-limit']).toBe(1);
  });
  it('counts prose and data against the byte budget at their indexed head, and translation catalogs at nothing', () => {
    const big = 'word '.repeat(NON_CODE_HEAD_BYTES / 2);
    const root = makeRepo({ 'a/data.json': big, 'b/notes.md': big, 'c/fr.po': big, 'd/main.py': 'x'.repeat(1000), 'e/last.py': 'y' });
    const files = listRepoFiles(root).files;
    expect(files.map(bytesRead)).toEqual([NON_CODE_HEAD_BYTES, NON_CODE_HEAD_BYTES, 0, 1000, 1]);
    // Two heads and the code fit; counted at their sizes (2.5 × the head each) they would stop the walk at b/.
    const budgeted = listRepoFiles(root, { maxTotalBytes: 2 * NON_CODE_HEAD_BYTES + 1000 });
    expect(budgeted.files.map((f) => f.path)).toEqual(['a/data.json', 'b/notes.md', 'c/fr.po', 'd/main.py']);
    expect(budgeted.skipped['byte-limit']).toBe(1);
  });
  it('reads binary files as null, whatever their extension', () => {
    const root = makeRepo({ 'fake.ts': Buffer.from([0x65, 0x00, 0x66]), 'ok.ts': 'é ok' });
    expect(readTextFile(root, 'fake.ts')).toBeNull();
    expect(readTextFile(root, 'ok.ts')).toBe('é ok');
  });
});

const SRC = new URL('../src/core/repo-files.ts', import.meta.url).pathname;
const paths = (root: string, o = {}) => listRepoFiles(root, o).files.map((f) => f.path);

/**
 * Run the walk and a read as an unprivileged user (uid 65534): root reads every
 * file whatever its mode, so a permission test run as root would observe nothing.
 */
function walkAsNobody(root: string, read: string): { listed: string[]; skipped: Record<string, number>; read: string | null } {
  const script = join(mkdtempSync(join(tmpdir(), 'ir-nobody-')), 'walk.mjs');
  writeFileSync(script, `const m = await import(${JSON.stringify(SRC)});\nconst l = m.listRepoFiles(process.argv[2]);\nconsole.log(JSON.stringify({ listed: l.files.map((f) => f.path), skipped: l.skipped, read: m.readTextFile(process.argv[2], process.argv[3]) }));\n`);
  chmodSync(join(script, '..'), 0o755);
  chmodSync(script, 0o644);
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, root, read], { uid: 65534, gid: 65534, encoding: 'utf8', cwd: new URL('..', import.meta.url).pathname });
  if (r.status !== 0) throw new Error(`walk as nobody failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

describe('listRepoFiles on hostile trees', () => {
  it('counts unreadable files and folders instead of failing (run as an unprivileged user when the tests run as root)', () => {
    /*
     * repo/
     * ├── b.ts
     * ├── locked.ts   mode 000
     * └── locked/     mode 000
     *     └── a.ts
     */
    const root = makeRepo({ 'locked/a.ts': 'a', 'b.ts': 'b', 'locked.ts': 'secret = 1' });
    chmodSync(root, 0o755);
    chmodSync(join(root, 'locked'), 0o000);
    chmodSync(join(root, 'locked.ts'), 0o000);
    const out = process.getuid?.() === 0 ? walkAsNobody(root, 'locked.ts') : (() => {
      const l = listRepoFiles(root);
      return { listed: l.files.map((f) => f.path), skipped: l.skipped as Record<string, number>, read: readTextFile(root, 'locked.ts') };
    })();
    chmodSync(join(root, 'locked'), 0o755);
    expect(out.listed).toEqual(['b.ts']);
    expect(out.skipped['unreadable']).toBe(2);
    expect(out.read).toBeNull();
  });

  it('never lists nor reads files that commonly hold secrets, even when include asks for everything', () => {
    const names = ['.env', '.env.production', 'prod.env', '.envrc', 'server.pem', 'tls.key', 'AuthKey_ABC.p8', 'store.p12', 'app.keystore', 'release.jks', 'id_rsa', 'id_ed25519.pub',
      '.npmrc', '.yarnrc.yml', '.pypirc', '.netrc', '.git-credentials', '.pgpass', 'credentials', 'credentials.json', 'aws.credentials', 'secrets.yaml', 'service-account-prod.json', 'prod.tfvars', 'terraform.tfstate', 'terraform.tfstate.backup', 'ID_RSA'];
    const files: Record<string, string> = { 'src/ok.ts': 'export const ok = 1;' };
    for (const n of names) files[`conf/${n}`] = 'TOKEN=x';
    const root = makeRepo(files);
    const l = listRepoFiles(root, { includes: ['**'] });
    expect(l.files.map((f) => f.path)).toEqual(['src/ok.ts']);
    expect(l.skipped.secret).toBe(names.length);
    for (const n of names) expect(isSecretFile(`a/b/${n}`)).toBe(true);
    for (const n of ['environment.ts', 'keys.ts', 'token.ts', 'credentials_test.py', 'secrets_manager.go', 'env.d.ts', 'monkey.py']) expect(isSecretFile(n)).toBe(false);
    // Code named for what it handles is code (grpc-go's credentials/credentials.go); data so named stays a secret.
    for (const n of ['credentials.go', 'Credentials.java', 'secrets.py', 'credentials.ts']) expect(isSecretFile(`a/${n}`)).toBe(false);
    for (const n of ['credentials.yml.enc', 'secrets.toml', 'credentials.csv', 'secrets.txt']) expect(isSecretFile(`a/${n}`)).toBe(true);
    expect(describeSkipped(l.skipped)).toBe(`Skipped files: ${names.length} that may hold secrets (never read).`);
    expect(SECRET_FILES).toContain('.env.*');
  });

  it('lists nothing behind a symlink: out of the root, dangling, looping, or a symlinked .gitignore', () => {
    const root = makeRepo({ 'src/a.py': 'a = 1' });
    const outside = mkdtempSync(join(tmpdir(), 'ir-outside-'));
    writeFileSync(join(outside, 'ignore-all'), '*\n');
    symlinkSync(join(outside, 'ignore-all'), join(root, '.gitignore'));
    symlinkSync(join(root, 'missing.py'), join(root, 'dangling.py'));
    symlinkSync('a-loop', join(root, 'a-loop'));
    symlinkSync('/etc/passwd', join(root, 'src/passwd.py'));
    const l = listRepoFiles(root);
    expect(l.files.map((f) => f.path)).toEqual(['src/a.py']);
    expect(l.skipped.symlink).toBe(4);
    expect(readTextFile(root, 'src/passwd.py')).toBeNull(); // O_NOFOLLOW: not even a direct read follows it
  });

  it('never reads a 2 GB file, and readTextFile refuses files over its cap without reading them', () => {
    const root = makeRepo({ 'src/a.ts': 'export const a = 1;' });
    const huge = join(root, 'src/huge.ts');
    closeSync(openSync(huge, 'w'));
    truncateSync(huge, 2 * 1024 ** 3); // sparse: takes no disk space
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const l = listRepoFiles(root);
    expect(l.files.map((f) => f.path)).toEqual(['src/a.ts']);
    expect(l.skipped['too-large']).toBe(1);
    expect(readTextFile(root, 'src/huge.ts')).toBeNull();
    expect(readTextFile(root, 'src/huge.ts', 10)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 ** 2);
    // Whatever maxFileBytes asks, no file over the hard cap is listed.
    expect(listRepoFiles(root, { maxFileBytes: Number.MAX_SAFE_INTEGER }).skipped['too-large']).toBe(1);
    expect(HARD_MAX_FILE_BYTES).toBeLessThan(2 * 1024 ** 3);
  });

  it('skips a 10 MB single-line file by default and reads it when the cap allows', () => {
    const root = makeRepo({ 'min.js': 'var a=1;'.repeat(1_250_000) });
    expect(listRepoFiles(root).skipped['too-large']).toBe(1);
    const l = listRepoFiles(root, { maxFileBytes: 20_000_000 });
    expect(l.files).toEqual([{ path: 'min.js', size: 10_000_000 }]);
    expect(readTextFile(root, 'min.js')?.length).toBe(10_000_000);
  });

  it('reads binary files with source extensions as null, and invalid UTF-8 as text with U+FFFD', () => {
    const controls = Buffer.alloc(4000, 0x01);
    const root = makeRepo({ 'nul.ts': Buffer.from([0x65, 0x00, 0x66]), 'ctl.py': controls, 'latin1.py': Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0xff, 0xfe, 0x3d, 0x31]), 'esc.ts': '\x1b[31mred\x1b[0m\f' });
    expect(readTextFile(root, 'nul.ts')).toBeNull();
    expect(readTextFile(root, 'ctl.py')).toBeNull();
    expect(readTextFile(root, 'latin1.py')).toBe('caf\uFFFD \uFFFD\uFFFD=1');
    expect(readTextFile(root, 'esc.ts')).toContain('red');
  });

  it('reads a file whose first NUL comes after a text head as binary (an Illustrator file behind its XMP header)', () => {
    const xmpHead = '%PDF-1.5\n<x:xmpmeta xmlns:x="adobe:ns:meta/"><xmp:CreatorTool>Adobe Illustrator</xmp:CreatorTool>\n'.repeat(200);
    const root = makeRepo({ 'logos/logo.ai': Buffer.concat([Buffer.from(xmpHead), Buffer.from([0x78, 0x9c, 0x00, 0x01])]), 'docs/long.md': xmpHead });
    expect(xmpHead.length).toBeGreaterThan(8192);
    expect(readTextFile(root, 'logos/logo.ai')).toBeNull();
    expect(readTextFile(root, 'docs/long.md')).toBe(xmpHead);
    // Read on its head only, the same file is text: what was not read cannot be judged.
    expect(readTextFile(root, 'logos/logo.ai', 4096)).toBe(xmpHead.slice(0, 4096));
  });
  it('reads a code file with a stray NUL past its head (a comment quoting `git diff -z` output)', () => {
    const body = '// Formats the files named on the command line.\nfun format(paths: List<String>) = paths\n'.repeat(120);
    const comment = '// The output looks like:\n//     src/main/kotlin/Foo.kt\0src/main/kotlin/Bar.kt\0\n';
    const root = makeRepo({ 'cli/Main.kt': body + comment, 'notes/diff.txt': body + comment });
    expect(body.length).toBeGreaterThan(8192);
    expect(readTextFile(root, 'cli/Main.kt')).toBe(body + comment);
    expect(readTextFile(root, 'notes/diff.txt')).toBeNull();
  });

  it('tells tables of numbers from text by their head, and reads no more of them when asked', () => {
    const table = 'time,ghi,dni\n' + Array.from({ length: 4000 }, (_, i) => `2019-01-01 ${i % 24}:00,${(i * 1.37).toFixed(2)},${(i * 0.71).toFixed(2)}`).join('\n');
    const prose = 'The rolling checksum of each block is compared with the manifest entry.\n'.repeat(200);
    const root = makeRepo({ 'data/irradiance.csv': table, 'docs/guide.md': prose, 'data/short.csv': '1,2\n3,4\n', 'config.json': '{"a": 1}' });
    expect(isNumericHead(readFileSync(join(root, 'data/irradiance.csv')).subarray(0, 8192))).toBe(true);
    expect(isNumericHead(Buffer.from(prose))).toBe(false);
    // Under 1 KiB there is too little to judge: a short file is read.
    expect(isNumericHead(Buffer.from('1,2\n3,4\n'))).toBe(false);
    expect(readTextFile(root, 'data/irradiance.csv', undefined, isNumericHead)).toBe('');
    expect(readTextFile(root, 'data/irradiance.csv')).toBe(table);
    expect(readTextFile(root, 'docs/guide.md', undefined, isNumericHead)).toBe(prose);
    expect(readTextFile(root, 'data/short.csv', undefined, isNumericHead)).toBe('1,2\n3,4\n');
    // Asked for a head, only that many bytes are read, whatever the file's size.
    expect(readTextFile(root, 'docs/guide.md', 100)).toBe(prose.slice(0, 100));
  });

  it('redacts credentials in file text before anything indexes it', () => {
    const root = makeRepo({ 'config.ts': `export const token = "ghp_${'Ab12'.repeat(9)}";\n` });
    expect(readTextFile(root, 'config.ts')).toBe('export const token = "[redacted]";\n');
  });

  it('survives a .gitignore with odd patterns and odd file names, agreeing with git', () => {
    const gitignore = ['\uFEFF# comment', '!', '\\', '[', '[z-a]', '**/nothing/***', '/', '*.log', '!/keep.log', 'trailing-space.ts   ', 'a'.repeat(100_000), '[' + 'b'.repeat(4000) + ']', '\\#hash.ts', 'dir/', '!dir/inner.ts', '\r'].join('\r\n');
    const root = makeRepo({ '.gitignore': gitignore, 'keep.log': 'k', 'drop.log': 'd', 'trailing-space.ts': 't', '#hash.ts': 'h', 'dir/inner.ts': 'i', 'src/ok.ts': 'o' });
    for (const name of ['...', '-->.ts', 'a|b.ts', 'new\nline.ts', '`tick`.ts', '<img>.ts', ' space.ts']) writeFileSync(join(root, 'src', name), 'x');
    writeFileSync(Buffer.concat([Buffer.from(join(root, 'src/bad')), Buffer.from([0xff]), Buffer.from('.ts')]), 'x'); // a name that is not UTF-8
    const listing = listRepoFiles(root);
    const listed = listing.files.map((f) => f.path);
    expect(listed).toEqual(expect.arrayContaining(['keep.log', 'src/ok.ts', 'src/...', 'src/-->.ts', 'src/a|b.ts', 'src/new\nline.ts', 'src/`tick`.ts', 'src/<img>.ts', 'src/ space.ts']));
    // Node decodes the name with U+FFFD, which names no file on disk: counted unreadable, not read.
    expect(listed.filter((p) => p.startsWith('src/bad'))).toEqual([]);
    expect(listing.skipped.unreadable).toBe(1);
    // git's verdict on the plain names: ignored ones are exactly those not listed.
    const gitIgnored = (p: string) => spawnSync('git', ['check-ignore', '-q', '--no-index', p], { cwd: root }).status === 0;
    for (const p of ['keep.log', 'drop.log', 'trailing-space.ts', '#hash.ts', 'dir/inner.ts', 'src/ok.ts']) expect([p, listed.includes(p)]).toEqual([p, !gitIgnored(p)]);
    expect(listed).not.toContain('drop.log');
  });

  it('does not block on a FIFO with a source extension', () => {
    const root = makeRepo({ 'a.ts': 'a' });
    execFileSync('mkfifo', [join(root, 'pipe.ts')]);
    expect(paths(root)).toEqual(['a.ts']);
    expect(readTextFile(root, 'pipe.ts')).toBeNull();
  });

  it('stops at the file limit, the byte limit and the deadline, and says the result is partial', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 600; i++) files[`src/f${String(i).padStart(3, '0')}.ts`] = 'x'.repeat(100);
    const root = makeRepo(files);
    const byFiles = listRepoFiles(root, { maxFiles: 10 });
    expect(byFiles.files).toHaveLength(10);
    expect(byFiles.skipped['file-limit']).toBe(1);
    const byBytes = listRepoFiles(root, { maxTotalBytes: 1_050 });
    expect(byBytes.files).toHaveLength(10);
    expect(byBytes.skipped['byte-limit']).toBe(1);
    let clock = 0;
    // The clock is read every 256 entries: the first reading is before the deadline, the second after.
    const byTime = listRepoFiles(root, { deadline: 1_000, now: () => (clock += 600) });
    expect(byTime.skipped['time-limit']).toBe(1);
    expect(byTime.files.length).toBeGreaterThan(0);
    expect(byTime.files.length).toBeLessThan(600);
    expect(describeSkipped(byTime.skipped)).toBe('Indexing stopped at the time limit: the rest of the tree was not searched, the result is partial.');
  });

  // Scale, not a unit test: 100,000 files in one folder (about 5-15 s on a shared 2-core machine).
  it('lists a 100,000-file folder in bounded time and memory', () => {
    const root = mkdtempSync(join(tmpdir(), 'ir-100k-'));
    mkdirSync(join(root, 'many'));
    for (let i = 0; i < 100_000; i++) writeFileSync(join(root, 'many', `f${i}.ts`), '');
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const l = listRepoFiles(root);
    expect(l.files).toHaveLength(100_000);
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 ** 2);
    const capped = listRepoFiles(root, { maxFiles: 50_000 });
    expect(capped.files).toHaveLength(50_000);
    expect(capped.skipped['file-limit']).toBe(1);
  }, 120_000);
});

describe('anyGlobMatcher', () => {
  it('means what each glob means to globMatcher: exact paths, bare names anywhere, real globs', () => {
    const globs = ['src/a.py', 'vendor', '.complete', 'docs/**/*.md', './lib/x.js', 'b?.ts'];
    const paths = ['src/a.py', 'src/a.pyc', 'x/src/a.py', 'vendor/y.js', 'p/vendor/q/r.js', 'vendors/z.js', '.complete', 'd/.complete', 'docs/a/b.md', 'docs/a.txt', 'lib/x.js', 'b1.ts', 'c/b2.ts', 'bb1.ts'];
    const any = anyGlobMatcher(globs);
    for (const p of paths) expect([p, any(p)]).toEqual([p, globs.some((g) => globMatcher(g)(p))]);
    expect(paths.filter(any)).toEqual(['src/a.py', 'vendor/y.js', 'p/vendor/q/r.js', '.complete', 'd/.complete', 'docs/a/b.md', 'lib/x.js', 'b1.ts', 'c/b2.ts']);
  });
});
