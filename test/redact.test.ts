import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsSecret, looksRandom, REDACTED, redactDeep, redactManifest, redactSecrets, redactUrlCredentials, SECRET_PATTERNS, URL_CREDENTIALS } from '../src/core/redact.js';

// Built at run time so no scanner mistakes this file for a leak.
const gh = (prefix: string) => prefix + 'R8fKq2Lm9Xz4Tb7Wc1Vn5Hy3Pd6Js0Ga2Eu';
const samples: Record<string, string> = {
  'GitHub classic token': gh('ghp_'),
  'GitHub OAuth token': gh('gho_'),
  'GitHub app token': gh('ghs_'),
  'GitHub fine-grained token': 'github_pat_' + '11ABCDEFG0' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9fG1hJ3kL5mN7pQ9rS1tU3vW5xY7z',
  'AWS access key ID': 'AKIA' + 'IOSFODNN7EXAMPLE',
  'Slack token': 'xoxb-' + '123456789012-123456789012-abcdefghijklmnopqrstuvwx',
  'Slack webhook': 'https://hooks.slack.com/services/' + 'T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX',
  'Google API key': 'AIza' + 'SyA-abcdefghijklmnopqrstuvwxyz01234',
  'Stripe key': 'sk_live_' + '4eC39HqLyjWDarjtT1zdp7dc',
  'npm token': 'npm_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8',
  'JSON Web Token': 'eyJhbGciOiJIUzI1NiJ9' + '.eyJzdWIiOiIxMjM0NTY3ODkwIn0' + '.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  'private key block': '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7V\nq1w2e3r4\n-----END RSA PRIVATE KEY-----',
};

describe('redactSecrets', () => {
  it.each(Object.entries(samples))('replaces a %s, alone, in prose, lower-cased and glued to other text', (_name, secret) => {
    expect(redactSecrets(secret)).toBe(REDACTED);
    expect(redactSecrets(`see ${secret} here`)).toBe(`see ${REDACTED} here`);
    expect(redactSecrets(`x${secret}`)).not.toContain(secret.slice(4, 20));
    if (!secret.includes('PRIVATE KEY') && !secret.startsWith('https')) expect(containsSecret(secret.toLowerCase())).toBe(true);
  });

  it('has a sample above for every pattern', () => {
    for (const { name } of SECRET_PATTERNS) expect(Object.keys(samples).some((k) => k.startsWith(name.replace(/ token$/, '')))).toBe(true);
  });

  it('replaces a private key block whose END line is missing, to the end of the text', () => {
    expect(redactSecrets('key:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA')).toBe(`key:\n${REDACTED}`);
  });

  it('replaces a URL password and a random value assigned to a secret-named key', () => {
    expect(redactSecrets('git clone https://bob:hunter2pass@github.com/o/r')).toBe(`git clone https://bob:${REDACTED}@github.com/o/r`);
    expect(redactSecrets('API_KEY=Zx81kQp0Lw3Nv7Rt2Ym5')).toBe(`API_KEY=${REDACTED}`);
    expect(redactSecrets('"password": "c2VjcmV0LXBhc3N3b3JkLTEyMzQ1"')).toBe(`"password": "${REDACTED}"`);
    expect(redactSecrets('aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY')).toBe(`aws_secret_access_key = ${REDACTED}`);
  });

  it('keeps identifiers, references to where secrets live, paths and prose', () => {
    for (const text of [
      'const token = computeTokenHash(user);',
      'token: process.env.GITHUB_TOKEN',
      'GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}',
      'password = src/auth/password_reset.py',
      'the token refresh fails after expiry',
      'tokenExpiresAt = refreshTokenExpiry',
      'sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 is the digest',
    ]) {
      expect(redactSecrets(text)).toBe(text);
    }
  });

  it('looksRandom: random mixes yes, identifiers and words no', () => {
    expect(looksRandom('Zx81kQp0Lw3Nv7Rt2Ym5')).toBe(true);
    expect(looksRandom('computeTokenHash')).toBe(false);
    expect(looksRandom('aaaaaaaaaaaaaaaaaaaa')).toBe(false);
  });

  it('never throws, and is idempotent, on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
        const once = redactSecrets(s);
        expect(redactSecrets(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('runs in linear time on text built to make patterns backtrack', () => {
    for (const text of ['token='.repeat(40_000), '-----BEGIN RSA PRIVATE KEY-----'.repeat(8_000), 'https://a:'.repeat(25_000), 'ghp_'.repeat(60_000), 'eyJaaaaaaaaa.'.repeat(20_000)]) {
      const started = performance.now();
      redactSecrets(text);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });
});

/**
 * The straightforward redaction, every pattern over the whole text in turn: the
 * oracle for redactSecrets, which skips the patterns on texts that hold no shape.
 */
const ASSIGNED_ORACLE =
  /((?:secret|token|passw(?:or)?d|passwd|pwd|api[_-]?key|access[_-]?key|private[_-]?key|auth[_-]?key|credentials?)\w{0,30}["']?\s{0,5}[:=]\s{0,5}["']?)([A-Za-z0-9+/_.~=-]{16,512})/gi;
function oracleRedact(text: string, replacement: string = REDACTED): string {
  let out = text;
  for (const { re } of SECRET_PATTERNS) out = out.replace(re, replacement);
  out = out.replace(URL_CREDENTIALS, (_m, head: string) => head + replacement + '@');
  return out.replace(ASSIGNED_ORACLE, (m, key: string, value: string) => (looksRandom(value) ? key + replacement : m));
}

describe('redactSecrets against the straightforward oracle', () => {
  const tail = (n: number) => 'Zx81kQp0Lw3Nv7Rt2Ym5Bc4Df6Gh8Jk0Mn2Pq4St6Uv8Wx0Yz1Ab3Cd5Ef7'.repeat(9).slice(0, n);
  // Real shapes, shapes one character short, and their prefixes and key names alone.
  const shapes = [
    ...Object.values(samples),
    gh('ghp_').slice(0, 33), 'ghx_' + tail(36), 'github_pat_' + tail(39), 'github_pat_' + tail(40),
    'AKIA' + tail(15), 'AKIA' + tail(16).toUpperCase(), 'A3TX' + tail(16), 'ASIA', 'acca',
    'xoxb-' + tail(9), 'xoxq-' + tail(12), 'xoxp-' + tail(10),
    'https://hooks.slack.com/services/' + tail(19), 'https://hooks.slack.com/services/' + tail(20),
    'AIza' + tail(34), 'AIza' + tail(35), 'sk_live_' + tail(15), 'rk_test_' + tail(16), 'pk_live_' + tail(20),
    'npm_' + tail(35), 'npm_' + tail(36), 'eyJ' + tail(8) + '.eyJ' + tail(8) + '.' + tail(7), 'eyJ' + tail(8) + '.eyJ' + tail(8) + '.' + tail(8),
    '-----BEGIN RSA PRIVATE KEY-----', '-----END RSA PRIVATE KEY-----', '-----BEGIN PUBLIC KEY-----', '-----BEGIN PRIVATE KEY BLOCK-----',
    'api_key=', 'API-KEY: "', 'password = ', "'secret': '", 'access_key', 'auth_key=', 'credentials:', 'pwd=', 'token', 'passwd',
    'https://bob:', 'ftp://u:p@h', '://', '@host', 'process.env.TOKEN', 'computeTokenHash',
    tail(15), tail(16), tail(40), 'a'.repeat(20), '9f86d081884c7d659a2feaa0c55ad015',
  ];
  const piece = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...shapes) },
    { weight: 2, arbitrary: fc.constantFrom(' ', '\n', '=', ':', '"', "'", '.', '_', '-', '/', '@', 'x', 'K', 'é', 'İ', '\u212a', '\ud83d\ude00') },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  );
  // Each piece in its own case: upper, lower or as written.
  const cased = fc.tuple(piece, fc.constantFrom<'as' | 'upper' | 'lower'>('as', 'upper', 'lower')).map(([p, c]) => (c === 'upper' ? p.toUpperCase() : c === 'lower' ? p.toLowerCase() : p));
  const text = fc.array(cased, { maxLength: 12 }).map((ps) => ps.join(''));
  // A replacement may itself hold a shape: each pattern must see what the ones before left.
  const replacement = fc.constantFrom(REDACTED, '\u0000', '', 'token=' + tail(20), 'AKIA' + tail(16), 'https://a:b@c');

  it('gives the oracle\'s output on generated texts with real and near-miss shapes in mixed case', () => {
    fc.assert(
      fc.property(text, replacement, (t, r) => {
        expect(redactSecrets(t, r)).toBe(oracleRedact(t, r));
      }),
      { numRuns: 5000 },
    );
  });

  it('gives the oracle\'s output on the real files of this repository', () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name));
        else if (/\.(?:ts|md|json|yml|mjs)$/.test(e.name)) files.push(join(dir, e.name));
      }
    };
    for (const dir of ['src', 'test', 'docs', 'bench', 'schema']) walk(new URL(`../${dir}`, import.meta.url).pathname);
    expect(files.length).toBeGreaterThan(50);
    let changed = 0;
    for (const f of files) {
      const t = readFileSync(f, 'utf8');
      expect(redactSecrets(t), f).toBe(oracleRedact(t));
      if (oracleRedact(t) !== t) changed++;
    }
    // Some of these files (this one among them) hold shapes, so both paths are taken.
    expect(changed).toBeGreaterThan(0);
  });
});

describe('redactUrlCredentials', () => {
  const reference = (t: string): string => t.replace(URL_CREDENTIALS, (_m, head: string) => `${head}X@`);
  it('replaces passwords in URLs, left to right, as the global pattern does', () => {
    const t = 'clone https://bob:hunter2@example.com/x and ftp://a:b@h, not mailto:x@y or http://host/p:q@r; git+ssh://u:p@g';
    expect(redactUrlCredentials(t, 'X')).toBe(reference(t));
    expect(redactUrlCredentials(t, 'X')).toContain('https://bob:X@example.com');
    expect(redactUrlCredentials('no urls here', 'X')).toBe('no urls here');
    // Schemes of 21 characters are the longest the pattern takes.
    expect(redactUrlCredentials('s abcdefghijklmnopqrstu://u:p@h', 'X')).toBe('s abcdefghijklmnopqrstu://u:X@h');
    expect(redactUrlCredentials('s abcdefghijklmnopqrstuv://u:p@h', 'X')).toBe('s abcdefghijklmnopqrstuv://u:p@h');
  });
  it('agrees with the global pattern on any text', () => {
    const piece = fc.constantFrom('a', 'Z', '9', ':', '/', '//', '://', '@', ' ', '\n', '.', '+', '-', '_', 'https', 'u:p@', 'x'.repeat(19), 'x'.repeat(20), 'é');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }).map((ps) => ps.join('')), (t) => {
        expect(redactUrlCredentials(t, 'X')).toBe(reference(t));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('redactDeep and redactManifest', () => {
  it('redacts every string at any depth but the kept keys, without touching the input', () => {
    const secret = samples['GitHub classic token']!;
    const input = { title: `leak ${secret}`, sha256: 'a'.repeat(64), n: 3, list: [secret, { why: secret }], flag: true, none: null };
    const out = redactDeep(input, new Set(['sha256']));
    expect(out).toEqual({ title: `leak ${REDACTED}`, sha256: 'a'.repeat(64), n: 3, list: [REDACTED, { why: REDACTED }], flag: true, none: null });
    expect(input.title).toContain(secret);
    expect(redactManifest({ task: { sha256: 'ghp_' + 'a'.repeat(36) } }).task.sha256).toBe('ghp_' + 'a'.repeat(36));
  });
});
