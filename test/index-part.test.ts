import { describe, expect, it } from 'vitest';
import { allPostings, AppendedPostings, endsWithSourceMap, indexPart, inOrder, NON_CODE_HEAD_BYTES, packPart } from '../src/core/index-part.js';
import { listRepoFiles } from '../src/core/repo-files.js';
import { makeRepo } from './helpers/repo.js';

const always = { deadline: Number.POSITIVE_INFINITY, now: () => 0 };

describe('indexPart', () => {
  const root = makeRepo({
    'pkg/core/numbers.py': 'class Rational:\n    def limit_denominator(self):\n        pass\n',
    'pkg/core/expr.py': 'from .numbers import Rational\n\ndef simplify(x):\n    """Simplify a rational expression: Rational, rational."""\n    return x\n',
    'docs/guide.md': '# Guide\nCall `simplify` on any Rational.\n',
    'blob.bin': Buffer.from([0, 1, 2, 3, 0, 0]),
    'web/auth.ts': "import { sign } from './jwt';\nexport function refreshToken() { return sign('Straße'); }\n",
  });
  const listed = listRepoFiles(root).files;

  it('reads each file once into facts and body postings, and counts binary files', () => {
    const part = indexPart(root, inOrder(listed), { ...always, phrases: ['limit_denominator'] });
    expect(part.skipped).toEqual({ binary: 1 });
    expect(part.taken).toBe(listed.length);
    const numbers = part.facts.find((f) => f.path === 'pkg/core/numbers.py')!;
    expect(numbers).toMatchObject({ lang: 'python', defs: ['Rational', 'limit_denominator'], phraseHits: [0] });
    const expr = part.facts.findIndex((f) => f.path === 'pkg/core/expr.py');
    expect(part.facts[expr]!.imports).toEqual(['.numbers', '.numbers.Rational']);
    const rational = part.body.get('ration')!;
    expect(rational.files).toContain(expr);
    expect(rational.tfs[rational.files.indexOf(expr)]).toBe(4);
    // Docs are searched, but define and import nothing.
    expect(part.facts.find((f) => f.path === 'docs/guide.md')).toMatchObject({ defs: [], imports: [] });
  });

  it('keeps tables of numbers outside code by path only, and reads code whatever it holds', () => {
    const numbers = 'time,value\n' + Array.from({ length: 500 }, (_, i) => `${i},${i * 2}.5`).join('\n');
    const root = makeRepo({ 'data/points.csv': numbers, 'gen/points.py': `POINTS = '''\n${numbers}\n'''\n` });
    const part = indexPart(root, inOrder(listRepoFiles(root).files), { ...always, phrases: [] });
    expect(part.facts.find((f) => f.path === 'data/points.csv')).toMatchObject({ length: 0, defs: [] });
    expect(part.facts.find((f) => f.path === 'gen/points.py')).toMatchObject({ defs: ['POINTS'] });
  });

  it("keeps translation catalogs by path only: their messages stay the source's", () => {
    const message = 'msgid "Cannot find the quarantine bucket"\nmsgstr "Impossible de trouver le seau de quarantaine"\n';
    const root = makeRepo({ 'app/locale/fr/LC_MESSAGES/app.po': message, 'app/locale/app.pot': message, 'app/locale/de/app.xliff': message, 'app/store.py': 'def find():\n    raise KeyError(_("Cannot find the quarantine bucket"))\n' });
    const part = indexPart(root, inOrder(listRepoFiles(root).files), { ...always, phrases: ['cannot find the quarantine bucket'] });
    expect(part.facts.map((f) => f.path).sort()).toEqual(['app/locale/app.pot', 'app/locale/de/app.xliff', 'app/locale/fr/LC_MESSAGES/app.po', 'app/store.py']);
    expect(part.facts.filter((f) => f.length > 0 || f.phraseHits.length > 0).map((f) => f.path)).toEqual(['app/store.py']);
    expect((part.body.get('quarantin')?.files ?? []).map((id) => part.facts[id]!.path)).toEqual(['app/store.py']);
  });

  it('marks compiled output (ending in a source map comment) as generated, and nothing else', () => {
    const root = makeRepo({
      'client-dist/socket.io.js': 'function lookup() { return new Manager(); }\n//# sourceMappingURL=socket.io.js.map\n',
      'dist-css/site.css': 'body { margin: 0 }\n/*# sourceMappingURL=site.css.map */\n',
      'lib/socket.ts': 'export class Socket {}\n// sourceMappingURL is written by the bundler, not here\n',
      'lib/manager.js': 'export class Manager {}\n',
    });
    const part = indexPart(root, inOrder(listRepoFiles(root).files), { ...always, phrases: [] });
    // Stylesheets are data, already below code: only code is marked.
    expect(part.facts.filter((f) => f.generated).map((f) => f.path)).toEqual(['client-dist/socket.io.js']);
    expect(endsWithSourceMap('a {}\n/*# sourceMappingURL=site.css.map */\n')).toBe(true);
  });

  it('indexes a prose file by its head, and code whole', () => {
    const filler = 'Released a minor version with small fixes.\n'.repeat(Math.ceil(NON_CODE_HEAD_BYTES / 40));
    const tail = 'The quarantineBucket option was removed.\n';
    const root = makeRepo({ 'CHANGELOG.md': filler + tail, 'src/history.py': `NOTES = """\n${filler}"""\n\ndef quarantineBucket():\n    pass\n` });
    const part = indexPart(root, inOrder(listRepoFiles(root).files), { ...always, phrases: ['quarantinebucket'] });
    const holders = (part.body.get('quarantinebucket')?.files ?? []).map((id) => part.facts[id]!.path);
    expect(holders).toEqual(['src/history.py']);
    expect(part.facts.find((f) => f.path === 'CHANGELOG.md')).toMatchObject({ phraseHits: [], size: filler.length + tail.length });
  });

  it('takes no file past the deadline, and says how many it took', () => {
    const many = Array.from({ length: 600 }, (_, i) => ({ path: `f${i}.txt`, size: 1 }));
    let clock = 0;
    const part = indexPart(makeRepo(Object.fromEntries(many.map((f) => [f.path, 'x y']))), inOrder(many), { phrases: [], deadline: 0.5, now: () => clock++ });
    expect(part.taken).toBe(511);
    expect(part.facts).toHaveLength(511);
  });

  it('packs into flat arrays and appends to give the postings of one pass over all the files', () => {
    const whole = indexPart(root, inOrder(listed), { ...always, phrases: [] });
    for (const cut of [0, 2, listed.length]) {
      const head = indexPart(root, inOrder(listed.slice(0, cut)), { ...always, phrases: [] });
      const tail = packPart(indexPart(root, inOrder(listed.slice(cut)), { ...always, phrases: [] }));
      // Structured clone is how a worker's part arrives.
      const body = new AppendedPostings(head.body, structuredClone(tail), head.facts.length);
      expect([...head.facts, ...tail.facts]).toEqual(whole.facts);
      expect(new Map([...allPostings(body)].sort())).toEqual(new Map([...whole.body].sort()));
    }
  });

  it('packs a part read last to first back into listing order', () => {
    const whole = indexPart(root, inOrder(listed), { ...always, phrases: [] });
    const backwards = indexPart(root, inOrder(listed.slice().reverse()), { ...always, phrases: [] });
    const packed = packPart(backwards, true);
    const body = new AppendedPostings(new Map(), packed, 0);
    expect(packed.facts).toEqual(whole.facts);
    expect(new Map([...allPostings(body)].sort())).toEqual(new Map([...whole.body].sort()));
  });

  it('appends a term\'s packed postings when it is first asked for, once', () => {
    const whole = indexPart(root, inOrder(listed), { ...always, phrases: [] });
    const head = indexPart(root, inOrder(listed.slice(0, 2)), { ...always, phrases: [] });
    const tail = packPart(indexPart(root, inOrder(listed.slice(2)), { ...always, phrases: [] }));
    const body = new AppendedPostings(head.body, tail, head.facts.length);
    const shared = [...head.body.keys()].find((t) => tail.terms.split('\n').includes(t))!;
    const before = head.body.get(shared)!.files.length;
    expect(body.has(shared)).toBe(true);
    // Nothing is appended until the term is read; then it is appended to the part's postings, and only once.
    expect(head.body.get(shared)!.files).toHaveLength(before);
    expect(body.get(shared)).toEqual(whole.body.get(shared));
    expect(body.get(shared)).toEqual(whole.body.get(shared));
    expect(body.has('qqqnotaterm')).toBe(false);
    expect(body.get('qqqnotaterm')).toBeUndefined();
  });

  it('packs an empty part', () => {
    const body = new AppendedPostings(new Map(), packPart({ facts: [], body: new Map(), taken: 0, skipped: {} }), 5);
    expect([...body.keys()]).toEqual([]);
  });
});
