/**
 * One syntax tree -> what the file defines (with qualified names and line
 * ranges), imports and references. The lexical fallback gives the same shape
 * from regular expressions.
 */
import type { Tree } from 'web-tree-sitter';
import { extractDefinitionSites, extractImports, isCodeLanguage, type Language } from '../code-facts.js';
import type { Grammar } from './grammars.js';
import type { LanguageSpec, SymbolKind } from './languages.js';

export interface SymbolDef {
  kind: SymbolKind;
  /** The name as written (`_convert_data_to_col`). */
  name: string;
  /** Qualified by the enclosing class-like scopes (`Table._convert_data_to_col`). */
  qualifiedName: string;
  /** First line, 1-based. */
  startLine: number;
  /** Last line, 1-based, inclusive. */
  endLine: number;
  /** Identifiers used in the symbol's own body (nested symbols excluded), deduplicated. */
  identifiers: string[];
}

export interface FileSyntax {
  path: string;
  /** `tree-sitter` when a grammar parsed the file, `lexical` for the regular-expression fallback. */
  parser: 'tree-sitter' | 'lexical';
  grammar: Grammar | null;
  /** In source order. */
  definitions: SymbolDef[];
  /** Module specifiers imported, as written, deduplicated. */
  imports: string[];
  /** Identifiers the file uses that are not the names of its own definitions, deduplicated, sorted. */
  references: string[];
  lines: number;
}

/** Most identifiers kept per file and per symbol: enough for scoring, bounded for generated files. */
const MAX_REFERENCES = 5000;
const MAX_SYMBOL_IDENTIFIERS = 400;

interface Scope {
  /** Where the scope's node ends: in tree order, the first node starting there or later is outside it. */
  end: number;
  /** Index into the definitions, or -1 for a scope that is not listed (Rust `impl`). */
  def: number;
  qualifier: string | null;
  local: boolean;
}

function lineSpan(start: { row: number }, end: { row: number; column: number }): [number, number] {
  const s = start.row + 1;
  const e = end.column === 0 && end.row > start.row ? end.row : end.row + 1;
  return [s, e];
}

const wanted = new Map<LanguageSpec, string[]>();

/** The node types that may define a symbol, import a module or be an identifier. */
function wantedTypes(spec: LanguageSpec): string[] {
  let types = wanted.get(spec);
  if (!types) wanted.set(spec, (types = [...new Set([...Object.keys(spec.defs), ...Object.keys(spec.imports), ...spec.identifiers])]));
  return types;
}

/**
 * Read a syntax tree. One WebAssembly call lists the nodes of the wanted types
 * as a depth-first cursor walk meets them (a walk driven from JavaScript
 * crosses into WebAssembly several times at every node of the tree).
 */
export function extractFromTree(tree: Tree, spec: LanguageSpec, path: string, grammar: Grammar, lines: number): FileSyntax {
  const definitions: SymbolDef[] = [];
  const ownIds: Set<string>[] = [];
  const imports = new Set<string>();
  const refs = new Set<string>();
  const nameStarts = new Set<number>();
  const scopes: Scope[] = [];
  const typeNames = tree.language.types;
  let locals = 0;
  for (const node of tree.rootNode.descendantsOfType(wantedTypes(spec))) {
    const start = node.startIndex;
    while (scopes.length > 0 && scopes[scopes.length - 1]!.end <= start) if (scopes.pop()!.local) locals--;
    const type = typeNames[node.typeId] ?? '';
    const rule = spec.defs[type];
    if (rule && locals === 0) {
      const kind = typeof rule.kind === 'function' ? rule.kind(node) : rule.kind;
      const nameNode = rule.name ? null : node.childForFieldName('name');
      const name = rule.name ? rule.name(node) : nameNode?.text ?? null;
      if (kind !== null && name && name.length <= 200 && !/\s/.test(name)) {
        if (nameNode) nameStarts.add(nameNode.startIndex);
        const quals = scopes.map((s) => s.qualifier).filter((q): q is string => q !== null);
        const own = rule.qualifier?.(node);
        if (own) quals.push(own);
        let defIndex = -1;
        if (!rule.scopeOnly) {
          const [s, e] = lineSpan(node.startPosition, node.endPosition);
          const isMethod = kind === 'function' && quals.length > 0;
          definitions.push({ kind: isMethod ? 'method' : kind, name, qualifiedName: [...quals, name].join('.'), startLine: s, endLine: e, identifiers: [] });
          ownIds.push(new Set());
          defIndex = definitions.length - 1;
        }
        // Every symbol is a scope: identifiers inside it are its body terms.
        const local = rule.local === true || kind === 'function' || kind === 'method';
        scopes.push({ end: node.endIndex, def: defIndex, qualifier: rule.container ? name : null, local });
        if (local) locals++;
      }
    }
    const imp = spec.imports[type];
    if (imp) for (const s of imp(node)) if (s.length > 0 && s.length < 200) imports.add(s);
    if (spec.identifiers.has(type) && !nameStarts.has(start)) {
      const id = node.text;
      if (id.length >= 2 && id.length <= 64) {
        if (refs.size < MAX_REFERENCES) refs.add(id);
        for (let i = scopes.length - 1; i >= 0; i--) {
          const d = scopes[i]!.def;
          if (d >= 0) {
            const set = ownIds[d]!;
            if (set.size < MAX_SYMBOL_IDENTIFIERS) set.add(id);
            break;
          }
        }
      }
    }
  }
  definitions.forEach((d, i) => (d.identifiers = [...ownIds[i]!].filter((id) => id !== d.name)));
  const defined = new Set(definitions.map((d) => d.name));
  return { path, parser: 'tree-sitter', grammar, definitions, imports: [...imports], references: [...refs].filter((r) => !defined.has(r)).sort(), lines };
}

const IDENTIFIER = /[A-Za-z_$][A-Za-z0-9_$]{1,63}/g;

/**
 * The regular-expression path for files without a grammar (C, Kotlin, Swift...):
 * each definition runs to the line before the next one.
 */
export function lexicalSyntax(path: string, text: string, lang: Language): FileSyntax {
  const lines = text.split('\n');
  const sites = isCodeLanguage(lang) ? extractDefinitionSites(text, lang) : [];
  const definitions: SymbolDef[] = sites.map((site, i) => {
    const next = sites[i + 1]?.line ?? lines.length + 1;
    const endLine = Math.max(site.line, next - 1);
    const ids = new Set<string>();
    for (const m of lines.slice(site.line - 1, endLine).join('\n').matchAll(IDENTIFIER)) if (ids.size < MAX_SYMBOL_IDENTIFIERS) ids.add(m[0]);
    return { kind: 'unknown', name: site.name, qualifiedName: site.name, startLine: site.line, endLine, identifiers: [...ids] };
  });
  const defined = new Set(definitions.map((d) => d.name));
  const refs = new Set<string>();
  for (const m of text.matchAll(IDENTIFIER)) {
    if (refs.size >= MAX_REFERENCES) break;
    if (!defined.has(m[0])) refs.add(m[0]);
  }
  const imports = isCodeLanguage(lang) ? extractImports(text, lang) : [];
  return { path, parser: 'lexical', grammar: null, definitions, imports, references: [...refs].sort(), lines: lines.length };
}
