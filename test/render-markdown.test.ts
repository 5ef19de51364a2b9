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

  it('renders a table row per selected file, hostile file names included', () => {
    const name = 'src/a|b`c<d-->e.ts';
    const root = makeRepo({ [name]: 'export function tokenExpiry() {}\n', 'src/other.ts': 'export const tokenExpiry2 = 1;\n' });
    const m = retrieve(root, { text: 'tokenExpiry is wrong', source: 'test' }, { now: () => 0 });
    const md = renderMarkdown(m);
    const rows = md.split('\n').filter((l) => /^\| \d+ \|/.test(l));
    expect(rows.length).toBe(m.files.length);
    for (const r of rows) expect(r.split(/(?<!\\)\|/).length).toBe(7); // 5 cells between 6 pipes
    expect(md).not.toContain('-->e.ts');
    expect(md).toContain('<details><summary>Cycle log</summary>');
  });
});
