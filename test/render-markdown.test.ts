import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeCell, renderMarkdown } from '../src/core/render-markdown.js';
import { retrieve } from '../src/core/retrieve.js';
import { makeRepo } from './helpers/repo.js';

describe('renderMarkdown', () => {
  it('no path or text can break a table cell or open/close an HTML comment', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        const cell = escapeCell(s);
        expect(cell).not.toMatch(/[|`<>\n\r]/);
        expect(cell).not.toContain('-->');
        expect(cell).not.toContain('<!--');
      }),
      { numRuns: 500 },
    );
  });

  it('renders a table row per selected file, hostile file names included', async () => {
    const name = 'src/a|b`c<d-->e.ts';
    const root = makeRepo({ [name]: 'export function tokenExpiry() {}\n', 'src/other.ts': 'export const tokenExpiry2 = 1;\n' });
    const m = await retrieve(root, { text: 'tokenExpiry is wrong', source: 'test' }, { now: () => 0 });
    const md = renderMarkdown(m);
    const rows = md.split('\n').filter((l) => /^\| \d+ \|/.test(l));
    expect(rows.length).toBe(m.files.length);
    for (const r of rows) expect(r.split(/(?<!\\)\|/).length).toBe(8); // 5 cells between 6 pipes
    expect(md).not.toContain('-->e.ts');
    expect(md).toContain('<details><summary>Cycle log</summary>');
  });

  it('gives a packed file\'s tokens as the part given, of the whole, so the column adds up to the total', async () => {
    const body = Array.from({ length: 120 }, (_, i) => `  const step${i} = refreshTokenExpiry(${i}) * weight${i};`).join('\n');
    const root = makeRepo({
      'src/tokens.ts': `export function tokenExpiry() {\n  return 1;\n}\nexport function renewTokenExpiry() {\n${body}\n}\n`,
      'src/expiry.ts': 'export const tokenExpiry = 2;\n',
    });
    const m = await retrieve(root, { text: 'tokenExpiry is wrong', source: 'test' }, { now: () => 0, budgetTokens: 120 });
    const packed = m.files.filter((f) => f.form !== 'file');
    expect(packed.length).toBeGreaterThan(0);
    const md = renderMarkdown(m);
    for (const f of packed) expect(md).toContain(`| ${f.givenTokens} of ${f.tokens} (${f.form}) |`);
    const column = md
      .split('\n')
      .filter((l) => /^\| \d+ \|/.test(l))
      .map((l) => Number(l.split('|')[4]!.trim().split(' ')[0]));
    expect(column.reduce((a, b) => a + b, 0)).toBe(m.totals.selectedTokens);
  });

  it('says no file matched when the ranking is empty, and points below only to a ranking that is there', async () => {
    const root = makeRepo({ 'src/tokens.ts': 'export function tokenExpiry() {}\n', 'src/session.ts': 'export function refreshSession() {}\n' });
    const none = renderMarkdown(await retrieve(root, { text: '🔥🔥 ✨', source: 'test' }, { now: () => 0 }));
    expect(none).toContain('_No file matched the task._');
    expect(none).not.toContain('ranking below');
    expect(none).toContain('- query: (no searchable words)');
    const weak = await retrieve(root, { text: 'session', source: 'test' }, { now: () => 0, maxFiles: 1 });
    const weakMd = renderMarkdown({ ...weak, files: [] });
    expect(weak.ranking.length).toBeGreaterThan(0);
    expect(weakMd).toContain('The ranking below lists the closest matches.');
    expect(weakMd).toContain('<details><summary>Next in the ranking</summary>');
    const starved = await retrieve(root, { text: 'tokenExpiry refreshSession', source: 'test' }, { now: () => 0, budgetTokens: 1 });
    expect(starved.files).toEqual([]);
    expect(starved.totals.droppedForBudget).toBeGreaterThan(0);
    expect(renderMarkdown(starved)).toContain('_No selected file fits the budget of 1 tokens, not even as signatures.');
  });
});

/** Strings a file name, a reason or an issue title may hold. */
const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('|', '`', '```', '<', '>', '-->', '<!--', '\n', '\r\n', '\u2028', '\\|', '&#124;', '<details>', '</details>', '<script>x</script>', '@octocat', '#1', '*', '_', '[x](javascript:alert(1))', '${{ github.token }}', '$(rm -rf /)'),
);
const hostileString = fc.array(hostile, { minLength: 1, maxLength: 6 }).map((xs) => xs.join(''));

/** Replace every string of `value` (but enum-like fields) with the next of `pool`. */
function injectStrings<T>(value: T, pool: string[]): T {
  let i = 0;
  const keep = new Set(['schemaVersion', 'stopReason', 'action', 'reason', 'kind', 'form', 'parser', 'sha256', 'source']);
  const walk = (v: unknown, key: string): unknown => {
    if (typeof v === 'string') return keep.has(key) && key !== 'reason' ? v : pool[i++ % pool.length];
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'decision' ? x : walk(x, k)]));
    return v;
  };
  return walk(value, '') as T;
}

describe('renderMarkdown on hostile manifests', async () => {
  // A real manifest (every field the renderer reads is present), then hostile strings everywhere.
  const root = makeRepo({ 'src/auth.ts': "import { isExpired } from './tokens.js';\nexport function login() { return isExpired(); }\n", 'src/tokens.ts': 'export function isExpired() { return true; }\n', 'test/tokens.test.ts': "import { isExpired } from '../src/tokens.js';\n" });
  const base = await retrieve(root, { text: 'login fails when isExpired is wrong in tokens', source: 'test' }, { now: () => 0 });

  it('shows where in each file to look: the best symbols with their lines', () => {
    const md = renderMarkdown(base);
    const row = md.split('\n').find((l) => l.includes('<code>src/tokens.ts</code>'))!;
    expect(row).toMatch(/<code>isExpired<\/code> L1–1/);
    // GitHub renders a table only when the header, the delimiter row and every row have as many cells.
    const lines = md.split('\n');
    const header = lines.findIndex((l) => l.startsWith('| # |'));
    const cells = (l: string): number => l.split(/(?<!\\)\|/).length;
    expect(cells(lines[header + 1]!)).toBe(cells(lines[header]!));
    expect(cells(row)).toBe(cells(lines[header]!));
  });
  it('keeps the table, the details blocks and the comment marker intact for any strings', () => {
    expect(base.files.length).toBeGreaterThan(0);
    expect(base.files.some((f) => f.symbols.length > 0)).toBe(true);
    expect(base.cycles.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.array(hostileString, { minLength: 1, maxLength: 40 }), (pool) => {
        const m = injectStrings(base, pool);
        const md = renderMarkdown(m);
        const rows = md.split('\n').filter((l) => /^\| \d+ \|/.test(l));
        expect(rows).toHaveLength(m.files.length);
        for (const r of rows) expect(r.split('|')).toHaveLength(8);
        expect(md).not.toContain('<!--');
        const outsideFences = md.replace(/^```mermaid\n[\s\S]*?^```$/gm, '');
        expect(outsideFences).not.toContain('-->');
        expect(outsideFences).not.toContain('```');
        const tags = [...outsideFences.matchAll(/<\/?([A-Za-z][\w-]*)/g)].map((t) => t[1]);
        for (const t of tags) expect(['code', 'details', 'summary']).toContain(t);
        expect((md.match(/<details>/g) ?? []).length).toBe((md.match(/<\/details>/g) ?? []).length);
        expect(outsideFences).not.toMatch(/(?:^|[^\w&`])@[A-Za-z0-9](?![^<]*<\/code>)/);
      }),
      { numRuns: 200 },
    );
  });

  it('escapeCell leaves no live mention or issue reference', () => {
    fc.assert(
      fc.property(hostileString, (s) => {
        expect(escapeCell(s)).not.toMatch(/(?:^|[^\w&])[@#][A-Za-z0-9]/);
      }),
      { numRuns: 500 },
    );
    expect(escapeCell('ping @octocat and #12, mail a@b.c')).toBe('ping @\u2060octocat and #\u206012, mail a@b.c');
  });
});
