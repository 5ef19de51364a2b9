import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FileLink } from '../src/core/file-links.js';
import type { ManifestFile } from '../src/core/manifest.js';
import { mermaidLabel, renderMermaid } from '../src/core/render-mermaid.js';

/**
 * Mermaid's own flowchart parser (the `mermaid` package's grammar), run in Node.
 * `mermaid.parse()` needs a browser DOM for sanitizing labels, so the test loads the
 * flowchart diagram module and gives its database an identity sanitizer: the
 * grammar (lexer and parser) is the real one.
 */
interface FlowDiagram {
  parser: { parser: { yy: unknown }; parse: (text: string) => void };
  readonly db: { sanitizeText: (t: string) => string; getVertices: () => Map<string, { text: string }>; getEdges: () => { start: string; end: string }[] };
}
let flow: FlowDiagram;
beforeAll(async () => {
  const dir = join(dirname(createRequire(import.meta.url).resolve('mermaid/package.json')), 'dist/chunks/mermaid.core');
  const chunk = readdirSync(dir).find((f) => f.endsWith('.mjs') && /export \{[^}]*createFlowDiagram/.test(readFileSync(join(dir, f), 'utf8')));
  flow = ((await import(pathToFileURL(join(dir, chunk!)).href)) as { diagram: FlowDiagram }).diagram;
});

function parseMermaid(block: string) {
  const text = block.replace(/^```mermaid\n/, '').replace(/\n```$/, '');
  const db = flow.db;
  db.sanitizeText = (t) => t;
  flow.parser.parser.yy = db;
  flow.parser.parse(text);
  return db;
}

const file = (path: string): ManifestFile => ({ path, relevance: 0.9, reason: '', missingContext: [], tokens: 1, form: 'file', givenTokens: 1, parser: 'tree-sitter', symbols: [] });
const link = (from: string, to: string, kind: FileLink['kind'] = 'imports'): FileLink => ({ from, to, kind, names: [] });

describe('renderMermaid', () => {
  it('draws the selected files and their links with generated ids', () => {
    const md = renderMermaid({ files: [file('src/auth.ts'), file('src/tokens.ts'), file('src/x.ts')], links: [link('src/auth.ts', 'src/tokens.ts'), link('src/x.ts', 'src/auth.ts', 'references')] });
    expect(md).toBe(['```mermaid', 'flowchart LR', '  f0["src/auth.ts"]', '  f1["src/tokens.ts"]', '  f2["src/x.ts"]', '  f0 --> f1', '  f2 -.-> f0', '```'].join('\n'));
    const db = parseMermaid(md);
    expect([...db.getVertices().keys()]).toEqual(['f0', 'f1', 'f2']);
    expect(db.getEdges().map((e) => `${e.start}>${e.end}`)).toEqual(['f0>f1', 'f2>f0']);
    // The parser is a real one: an unescaped quote in a label is an error.
    expect(() => parseMermaid('```mermaid\nflowchart LR\n  f0["a"b"]\n```')).toThrow(/Parse error/);
  });

  it('is empty when no two drawn files are linked, and draws at most 12 files', () => {
    expect(renderMermaid({ files: [file('a.ts'), file('b.ts')], links: [] })).toBe('');
    const files = Array.from({ length: 20 }, (_, i) => file(`f${i}.ts`));
    const md = renderMermaid({ files, links: [link('f0.ts', 'f1.ts'), link('f0.ts', 'f15.ts')] });
    expect(md.split('\n').filter((l) => /\["/.test(l))).toHaveLength(12);
    expect(md).not.toContain('f15.ts');
  });

  it('any file name gives a valid diagram: quotes, brackets, pipes, backticks, <, newlines, unicode', () => {
    const hostile = ['a"b.ts', 'x[1]{2}(3).py', 'p|q.go', 'tick`s```.md', '<script>alert(1)</script>.js', 'line\nbreak.ts', 'ünï/日本語/🚀.rs', 'end', 'a --> b.ts', '#35;x;.ts', '%%comment.ts'];
    const md = renderMermaid({ files: hostile.map(file), links: hostile.slice(1).map((p) => link(hostile[0]!, p)) });
    expect(md.split('\n').slice(1, -1).join('\n')).not.toMatch(/`|<|\n\n/);
    const db = parseMermaid(md);
    expect(db.getVertices().size).toBe(hostile.length);
    expect(db.getEdges()).toHaveLength(hostile.length - 1);
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 40 }), { minLength: 2, maxLength: 4 }), (names) => {
        const paths = [...new Set(names.map((n, i) => `${i}${n}`))];
        const block = renderMermaid({ files: paths.map(file), links: [link(paths[0]!, paths[1]!)] });
        expect(() => parseMermaid(block)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  it('encodes every character outside a small safe set as an entity code', () => {
    expect(mermaidLabel('src/a b_c-d.ts')).toBe('src/a b_c-d.ts');
    expect(mermaidLabel('a"|`<\n')).toBe('a#34;#124;#96;#60; ');
    expect(mermaidLabel('🚀')).toBe('#128640;');
  });
});
