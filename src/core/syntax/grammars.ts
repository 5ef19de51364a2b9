/**
 * Which tree-sitter grammar parses a file, and loading the runtime and grammars
 * (WebAssembly, once per process). Grammars come from `@vscode/tree-sitter-wasm`;
 * the bundle carries copies in `dist/grammars/` (scripts/build.mjs), found beside
 * the running module first, then in node_modules when running from source.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Language, Parser } from 'web-tree-sitter';
import { extensionOf } from '../code-facts.js';

/** The grammars shipped; C has none in the package (its files stay on the lexical path). */
export const GRAMMARS = ['typescript', 'tsx', 'javascript', 'python', 'go', 'rust', 'java', 'ruby', 'php', 'c-sharp', 'cpp'] as const;
export type Grammar = (typeof GRAMMARS)[number];

/** A Map, not an object: an extension such as `constructor` must not read a prototype key. */
const GRAMMAR_BY_EXT = new Map<string, Grammar>(Object.entries({
  ts: 'typescript', mts: 'typescript', cts: 'typescript', tsx: 'tsx',
  js: 'javascript', jsx: 'javascript', mjs: 'javascript', cjs: 'javascript',
  py: 'python', pyi: 'python', go: 'go', rs: 'rust', java: 'java', rb: 'ruby', php: 'php', cs: 'c-sharp',
  cpp: 'cpp', cc: 'cpp', cxx: 'cpp', hpp: 'cpp', hh: 'cpp', hxx: 'cpp',
  'c++': 'cpp', 'h++': 'cpp', inl: 'cpp', ipp: 'cpp', tpp: 'cpp', txx: 'cpp', ixx: 'cpp', cppm: 'cpp', cu: 'cpp', cuh: 'cpp', ino: 'cpp',
}) as [string, Grammar][]);

/** The grammar for a path, or null when the file takes the lexical path (`.h` is C or C++: lexical). */
export function grammarOf(path: string): Grammar | null {
  const ext = extensionOf(path);
  return ext === null ? null : (GRAMMAR_BY_EXT.get(ext) ?? null);
}

/** Folder of the `.wasm` files: `grammars/` beside the bundle, else the installed packages. */
function wasmLocations(): { runtime: string; grammars: string } {
  const beside = fileURLToPath(new URL('./grammars/', import.meta.url));
  if (existsSync(join(beside, 'web-tree-sitter.wasm'))) return { runtime: beside, grammars: beside };
  const require = createRequire(import.meta.url);
  return {
    runtime: dirname(require.resolve('web-tree-sitter/web-tree-sitter.wasm')),
    grammars: join(dirname(require.resolve('@vscode/tree-sitter-wasm/package.json')), 'wasm'),
  };
}

let runtime: Promise<{ grammars: string }> | undefined;
const languages = new Map<Grammar, Promise<Language | null>>();

function initRuntime(): Promise<{ grammars: string }> {
  runtime ??= (async () => {
    const where = wasmLocations();
    await Parser.init({ locateFile: (name: string) => join(where.runtime, name) });
    return { grammars: where.grammars };
  })();
  return runtime;
}

/**
 * The loaded grammar, or null when it cannot be loaded (missing or incompatible
 * `.wasm`): the caller falls back to the lexical path. Memoized per process.
 */
export function tryLoadLanguage(grammar: Grammar): Promise<Language | null> {
  let p = languages.get(grammar);
  if (p === undefined) {
    p = (async () => {
      try {
        const { grammars } = await initRuntime();
        return await Language.load(readFileSync(join(grammars, `tree-sitter-${grammar}.wasm`)));
      } catch {
        return null;
      }
    })();
    languages.set(grammar, p);
  }
  return p;
}

let parser: Parser | undefined;

/** One parser for the process (parsing is synchronous once the grammar is loaded). */
export async function sharedParser(): Promise<Parser> {
  await initRuntime();
  parser ??= new Parser();
  return parser;
}
