/**
 * The whole engine on a hostile repository, as the shipped CLI bundle in a child
 * process with a 256 MB heap cap: the run completes, the manifest is valid and
 * says what was skipped, and nothing outside the root, no secret file and no
 * token reaches the output.
 *
 *   repo/
 *   ├── .gitignore            odd patterns (a 100,000-character line, "[z-a]", "!")
 *   ├── .env, deploy.pem, id_rsa, .npmrc       secrets (never read)
 *   ├── escape -> <outside>/  symlink out of the root (holds session.ts)
 *   ├── loop -> .             symlink loop
 *   ├── src/
 *   │   ├── session.ts        the answer: refreshSession()
 *   │   ├── config.ts         a GitHub token in a string
 *   │   ├── huge.ts           2 GB, sparse
 *   │   ├── minified.js       10 MB on one line
 *   │   ├── image.ts          binary with a source extension
 *   │   └── latin1.ts         invalid UTF-8
 *   └── many/                 2,000 small files
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { retrieve } from '../src/core/retrieve.js';
import { makeRepo } from './helpers/repo.js';

const CLI = join(import.meta.dirname, '..', 'dist', 'cli.js');
const schema = JSON.parse(readFileSync(new URL('../schema/manifest.schema.json', import.meta.url), 'utf8'));
const token = 'ghp_' + 'Wq3Er5Ty7Ui9Op1As2Df4Gh6Jk8Lz0Xc3Vb';

describe('a hostile repository, end to end', () => {
  it('completes under a 256 MB heap with a valid manifest that says what was skipped', () => {
    const outside = mkdtempSync(join(tmpdir(), 'ir-outside-'));
    writeFileSync(join(outside, 'session.ts'), 'export function refreshSessionOutside() {}\n');
    const many: Record<string, string> = {};
    for (let i = 0; i < 2_000; i++) many[`many/m${i}.ts`] = `export const m${i} = ${i};\n`;
    const root = makeRepo({
      ...many,
      '.gitignore': ['!', '[z-a]', 'a'.repeat(100_000), '*.log'].join('\n'),
      '.env': `GITHUB_TOKEN=${token}\n`,
      'deploy.pem': '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n',
      id_rsa: 'x',
      '.npmrc': `//registry.npmjs.org/:_authToken=${token}\n`,
      'src/session.ts': 'export function refreshSession(token: string): string {\n  return token;\n}\n',
      'src/config.ts': `export const defaultToken = "${token}";\nexport function loadSessionConfig() { return defaultToken; }\n`,
      'src/minified.js': 'var s=1;'.repeat(1_250_000),
      'src/legacy.ts': 'export function legacySession() {}\n' + '// kept for old clients\n'.repeat(60_000),
      'src/image.ts': Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00]), Buffer.alloc(1000, 7)]),
      'src/latin1.ts': Buffer.from([0x2f, 0x2f, 0x20, 0x63, 0x61, 0x66, 0xe9, 0x0a, 0x65, 0x78, 0x70, 0x6f, 0x72, 0x74, 0x20, 0x63, 0x6f, 0x6e, 0x73, 0x74, 0x20, 0x73, 0x65, 0x73, 0x73, 0x69, 0x6f, 0x6e, 0x4c, 0x61, 0x74, 0x69, 0x6e, 0x20, 0x3d, 0x20, 0x31, 0x3b, 0x0a]),
    });
    symlinkSync(outside, join(root, 'escape'));
    symlinkSync('.', join(root, 'loop'));
    mkdirSync(join(root, 'src'), { recursive: true });
    closeSync(openSync(join(root, 'src/huge.ts'), 'w'));
    truncateSync(join(root, 'src/huge.ts'), 2 * 1024 ** 3);

    const r = spawnSync(process.execPath, ['--max-old-space-size=256', CLI, '--root', root, '--format', 'json', `refreshSession fails; session config token ${token}`], { encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 ** 2 });
    expect(r.status, r.stderr).toBe(0);
    const manifest = JSON.parse(r.stdout);
    const validate = new Ajv({ allErrors: true }).compile(schema);
    expect(validate(manifest), JSON.stringify(validate.errors)).toBe(true);
    expect(manifest.files.map((f: { path: string }) => f.path)).toContain('src/session.ts');
    expect(manifest.totals.filesSkipped).toMatchObject({ secret: 4, symlink: 2, 'too-large': 2, binary: 1 });
    expect(manifest.notes.join(' ')).toMatch(/Skipped files: 4 that may hold secrets \(never read\), 2 symlink\(s\) \(never followed\), 2 too large, 1 binary/);
    expect(manifest.notes).toContain('1 code file(s) over maxFileBytes searched on their first 1000000 bytes only: src/legacy.ts.');
    const everything = r.stdout + r.stderr;
    expect(everything).not.toContain(token);
    expect(everything.toLowerCase()).not.toContain(token.toLowerCase());
    expect(everything).not.toMatch(/\.env"|deploy\.pem|id_rsa|\.npmrc|refreshSessionOutside|escape\//);
  }, 150_000);

  it('runs on files whose extension is an Object.prototype key, and ranks them as files of no language', async () => {
    const root = makeRepo({
      'limiter.constructor': 'function throttleRequests() { return "throttle the rate limit of requests"; }\n',
      'notes.toString': 'throttle requests when the rate limit is reached\n',
      'src/throttle.ts': 'export function throttle(requests: number): number {\n  return requests;\n}\n',
    });
    const m = await retrieve(root, { text: 'throttle requests rate limit limiter', source: 'test' });
    const ranked = m.ranking.map((f) => f.path);
    expect(ranked).toEqual(expect.arrayContaining(['limiter.constructor', 'src/throttle.ts']));
    const validate = new Ajv({ allErrors: true }).compile(schema);
    expect(validate(JSON.parse(JSON.stringify(m))), JSON.stringify(validate.errors)).toBe(true);
  });

  it('marks the result partial when the time limit stops indexing, instead of hanging', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 1_500; i++) files[`src/f${String(i).padStart(4, '0')}.ts`] = `export function refreshSession${i}() {}\n`;
    const root = makeRepo(files);
    let clock = 0;
    // Every reading of the clock moves it 1 s: the walk (reading it every 256 entries) passes the 3 s limit before the 1,500th file.
    const m = await retrieve(root, { text: 'refreshSession fails', source: 'test' }, { now: () => (clock += 1_000), timeLimitMs: 3_000 });
    // The walk counts where it stopped; reading counts the listed files it did not get to.
    expect(m.totals.filesSkipped['time-limit']).toBeGreaterThanOrEqual(1);
    expect(m.totals.filesScanned).toBeLessThan(1_500);
    expect(m.notes.join(' ')).toMatch(/Indexing stopped at the time limit: the rest of the tree was not searched, the result is partial\./);
    const validate = new Ajv({ allErrors: true }).compile(schema);
    expect(validate(JSON.parse(JSON.stringify(m))), JSON.stringify(validate.errors)).toBe(true);
  });
});
