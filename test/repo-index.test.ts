import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIndex, forEachIdentifier, nameKey } from '../src/core/repo-index.js';
import { makeRepo } from './helpers/repo.js';

describe('buildIndex', () => {
  const root = makeRepo({
    'pkg/__init__.py': '',
    'pkg/core/numbers.py': 'class Rational:\n    def limit_denominator(self):\n        pass\n',
    'pkg/core/expr.py': 'from .numbers import Rational\nfrom pkg.util import helpers\n\ndef simplify(x):\n    return x\n',
    'pkg/util/helpers.py': 'MAX_DEPTH = 3\n',
    'web/src/auth.ts': "import { sign } from './jwt';\nexport function refreshToken() {}\n",
    'web/src/jwt.ts': 'export const sign = () => 1;\n',
    'web/src/auth.test.ts': "import { refreshToken } from './auth';\n",
    'bin.dat': Buffer.from([1, 0, 2]),
  });
  const index = buildIndex(root);
  const id = (p: string) => index.files.findIndex((f) => f.path === p);
  const pathsOf = (ids: number[]) => ids.map((i) => index.files[i]!.path);

  it('records definitions', () => {
    expect(index.files[id('pkg/core/numbers.py')]!.defs).toEqual(expect.arrayContaining(['Rational', 'limit_denominator']));
    expect(index.defNames.get('refreshtoken')).toEqual([id('web/src/auth.ts')]);
  });
  it('resolves relative and absolute Python imports and relative JS imports', () => {
    expect(pathsOf(index.files[id('pkg/core/expr.py')]!.imports)).toEqual(expect.arrayContaining(['pkg/core/numbers.py', 'pkg/util/helpers.py']));
    expect(pathsOf(index.files[id('web/src/auth.ts')]!.imports)).toEqual(['web/src/jwt.ts']);
    expect(pathsOf(index.importedBy[id('web/src/auth.ts')]!)).toEqual(['web/src/auth.test.ts']);
  });
  it('indexes identifier sub-words and whole identifiers', () => {
    const auth = id('web/src/auth.ts');
    for (const t of ['refresh', 'token', 'refreshtoken']) expect(index.body.get(t)?.files).toContain(auth);
  });
  it('marks tests and skips binaries', () => {
    expect(index.files[id('web/src/auth.test.ts')]!.isTest).toBe(true);
    expect(id('bin.dat')).toBe(-1);
    expect(index.skipped.binary).toBe(1);
  });
  it('does not index embedded blobs (base64 images, minified lines) as words', () => {
    const blob = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB' + 'QmFzZTY0RW5jb2RlZERhdGFIZXJl'.repeat(12);
    const index = buildIndex(makeRepo({ 'notebook.ipynb': `{"cell": "plot the irradiance", "image/png": "${blob}"}\n` }));
    expect(index.body.has('irradi')).toBe(true);
    expect(index.body.has('qmfzzty')).toBe(false);
    expect([...index.body.keys()].some((t) => t.startsWith('ivbor'))).toBe(false);
  });
  it('maps file names as a task would write them', () => {
    const index = buildIndex(makeRepo({ 'src/KeepAlive.ts': 'x\n', 'lib/keep_alive.py': 'x\n' }));
    expect((index.nameKeys.get(nameKey('keep-alive')) ?? []).map((id) => index.files[id]!.path).sort()).toEqual(['lib/keep_alive.py', 'src/KeepAlive.ts']);
  });
  it('stops reading at the deadline and counts what it left out', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 600; i++) files[`src/f${String(i).padStart(3, '0')}.py`] = `def f${i}(): pass\n`;
    const root = makeRepo(files);
    let clock = 0;
    // Each clock read advances time by 10: the first check while reading passes, the second stops.
    const index = buildIndex(root, { now: () => 10 * clock++, deadline: 5 });
    expect(index.files.length).toBeGreaterThan(0);
    expect(index.files.length).toBeLessThan(600);
    // Files listed but not read are counted: 600 listed at most, the rest of the walk skipped.
    expect(index.files.length).toBe(255);
    expect(index.skipped['time-limit']).toBeGreaterThan(0);
  });
});

describe('forEachIdentifier', () => {
  // The definition the scanner implements, as regular expressions.
  const reference = (text: string): string[] =>
    [...text.replace(/(?<!\S)\S{200,}/g, ' ').matchAll(/[A-Za-z_$][A-Za-z0-9_$]+/g)].map((m) => m[0]).filter((w) => w.length <= 64);
  const scanned = (text: string): string[] => {
    const out: string[] = [];
    forEachIdentifier(text, (w) => out.push(w));
    return out;
  };
  it('finds identifiers and drops space-free runs of 200+ characters and names over 64', () => {
    const blob = 'data:image/png;base64,' + 'iVBORw0KGgo'.repeat(30);
    expect(scanned(`const refreshToken = 1; ${blob} $el_2\u00a0x9y\u3000${'a'.repeat(65)} 9abc`)).toEqual(['const', 'refreshToken', '$el_2', 'x9y', 'abc']);
  });
  it('keeps a space-free run of 199 characters and drops one of 200', () => {
    expect(scanned(`${'ab.'.repeat(66)}c`)).toHaveLength(66);
    expect(scanned(`${'ab.'.repeat(66)}cd`)).toEqual([]);
  });
  it('agrees with the regular-expression definition on any text', () => {
    const alphabet = fc.constantFrom('a', 'Z', '_', '$', '7', ' ', '\n', '\t', '\u00a0', '\u2028', '\u3000', '.', '(', 'é', '中', '\uD83D\uDE00');
    // Minified-looking runs of short names around the 200-character limit, split by every kind of space.
    const run = fc.array(fc.constantFrom('ab', 'Cd9', '_$', 'x', '.', ';', '(', '7', 'é', '中'), { minLength: 60, maxLength: 110 }).map((ts) => ts.join(''));
    const space = fc.constantFrom(' ', '\n', '\t', '\r', '\u00a0', '\u2028', '\u3000', '\ufeff', '\u1680');
    const text = fc.oneof(
      fc.array(alphabet, { maxLength: 300 }).map((cs) => cs.join('')),
      fc.array(fc.tuple(run, space), { maxLength: 4 }).map((parts) => parts.map(([r, s]) => r + s).join('')),
    );
    fc.assert(
      fc.property(text, (t) => {
        expect(scanned(t)).toEqual(reference(t));
      }),
      { numRuns: 500 },
    );
  });
});
