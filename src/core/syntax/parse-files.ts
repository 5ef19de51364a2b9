/**
 * Parse the files asked for (the candidate set, never the whole repository) into
 * definitions, imports and references. Results are cached per content hash, so
 * identical text is parsed once per process whatever its path or cycle.
 */
import { createHash } from 'node:crypto';
import { languageOfFile } from '../code-facts.js';
import { readTextFile } from '../repo-files.js';
import { extractFromTree, lexicalSyntax, type FileSyntax, type SymbolDef } from './extract.js';
import { grammarOf, sharedParser, tryLoadLanguage } from './grammars.js';
import { LANGUAGE_SPECS } from './languages.js';

export type { FileSyntax, SymbolDef };
export type { SymbolKind } from './languages.js';
export { grammarOf } from './grammars.js';

export interface SourceText {
  path: string;
  text: string;
}

/** Entries kept in the content cache; beyond it the oldest go first. */
const CACHE_LIMIT = 4000;
const cache = new Map<string, Omit<FileSyntax, 'path'>>();

function cacheKey(kind: string, text: string): string {
  return createHash('sha1').update(kind).update('\0').update(text).digest('hex');
}

/** How many parses the cache saved, for tests and benchmarks. */
export const parseStats = { parsed: 0, cached: 0 };

/** Empty the content cache: a benchmark's runs on one tree each start as cold as a CLI run. */
export function clearSyntaxCache(): void {
  cache.clear();
}

/**
 * Syntax of each file, in the order given. A file whose language has no grammar,
 * or whose grammar fails to load or parse, takes the lexical path: never an error.
 */
export async function parseFiles(files: readonly SourceText[]): Promise<FileSyntax[]> {
  const out: FileSyntax[] = [];
  for (const f of files) {
    const grammar = grammarOf(f.path);
    const lang = languageOfFile(f.path, f.text);
    const key = cacheKey(grammar ?? `lexical:${lang}`, f.text);
    const hit = cache.get(key);
    if (hit) {
      parseStats.cached++;
      cache.delete(key);
      cache.set(key, hit);
      out.push({ path: f.path, ...hit });
      continue;
    }
    parseStats.parsed++;
    let syntax: FileSyntax | null = null;
    const language = grammar ? await tryLoadLanguage(grammar) : null;
    if (grammar && language) {
      const parser = await sharedParser();
      parser.setLanguage(language);
      const tree = parser.parse(f.text);
      if (tree) {
        try {
          syntax = extractFromTree(tree, LANGUAGE_SPECS[grammar], f.path, grammar, f.text.split('\n').length);
        } finally {
          tree.delete();
        }
      }
    }
    syntax ??= lexicalSyntax(f.path, f.text, lang);
    const { path: _path, ...rest } = syntax;
    cache.set(key, rest);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    out.push(syntax);
  }
  return out;
}

/** A parser of repository files by path, for the loop's REFINE (reads each file as the index does). */
export function repoParser(root: string): (paths: string[]) => Promise<FileSyntax[]> {
  return (paths) => parseFiles(paths.map((path) => ({ path, text: readTextFile(root, path) ?? '' })));
}
