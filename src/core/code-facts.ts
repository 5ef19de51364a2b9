/**
 * What a file says about itself, read with a handful of regular expressions per
 * language: the names it defines and the modules it imports. Cheap and
 * dependency-free; good enough to link files and weigh definitions over mentions.
 */

export type Language = 'python' | 'js' | 'go' | 'rust' | 'java' | 'ruby' | 'php' | 'c' | 'other' | 'doc';

const LANGUAGE_BY_EXT: Record<string, Language> = {
  py: 'python', pyi: 'python', pyx: 'python',
  ts: 'js', tsx: 'js', mts: 'js', cts: 'js', js: 'js', jsx: 'js', mjs: 'js', cjs: 'js', vue: 'js', svelte: 'js',
  go: 'go', rs: 'rust', java: 'java', kt: 'java', kts: 'java', scala: 'java', cs: 'java', swift: 'java', dart: 'java',
  rb: 'ruby', php: 'php',
  c: 'c', h: 'c', cc: 'c', cpp: 'c', cxx: 'c', hpp: 'c', hh: 'c', m: 'c', mm: 'c',
  md: 'doc', mdx: 'doc', rst: 'doc', txt: 'doc', adoc: 'doc', json: 'doc', yml: 'doc', yaml: 'doc', toml: 'doc',
  ini: 'doc', cfg: 'doc', csv: 'doc', lock: 'doc', xml: 'doc', html: 'doc', css: 'doc', scss: 'doc', snap: 'doc',
};

export function languageOf(path: string): Language {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return 'other';
  return LANGUAGE_BY_EXT[path.slice(dot + 1).toLowerCase()] ?? 'other';
}

/** A programming language the regular expressions here read definitions and imports of (not docs, data or unknown files). */
export function isCodeLanguage(lang: Language): boolean {
  return lang !== 'doc' && lang !== 'other';
}

/** Test files are ranked in their own section: by folder or by name, in the usual conventions. */
export function isTestPath(path: string): boolean {
  const p = path.toLowerCase();
  return (
    /(^|\/)(tests?|__tests__|spec|specs|testing|e2e|fixtures?|__mocks__|__snapshots__)\//.test(p) ||
    /(^|\/)test_[^/]*$/.test(p) ||
    /[._-](test|spec)\.[a-z0-9]+$/.test(p) ||
    /_test\.(py|go|rb|exs?)$/.test(p) ||
    /(^|\/)conftest\.py$/.test(p) ||
    /tests?\.(java|kt|cs|php|swift)$/.test(path) ||
    /[a-z0-9]Tests?\.(java|kt|cs|php|swift)$/.test(path)
  );
}

const KEYWORDS = new Set([
  'if', 'for', 'while', 'switch', 'catch', 'return', 'function', 'new', 'typeof', 'await', 'super', 'constructor',
  'else', 'do', 'try', 'with', 'import', 'export', 'from', 'case', 'throw', 'delete', 'void', 'yield', 'in', 'of',
]);

const DEFINITION_PATTERNS: Record<Language, RegExp[]> = {
  python: [/^[ \t]*(?:async[ \t]+)?(?:def|class)[ \t]+([A-Za-z_]\w*)/gm, /^([A-Za-z_]\w*)[ \t]*(?::[^=\n]+)?=(?!=)/gm],
  js: [
    /\b(?:function\*?|class|interface|enum|namespace|module)[ \t]+([A-Za-z_$][\w$]*)/g,
    /\b(?:type)[ \t]+([A-Za-z_$][\w$]*)[ \t]*(?:<[^=]*>)?[ \t]*=/g,
    /^[ \t]*(?:export[ \t]+)?(?:declare[ \t]+)?(?:const|let|var)[ \t]+([A-Za-z_$][\w$]*)/gm,
    /^[ \t]+(?:(?:public|private|protected|static|async|readonly|override|abstract|get|set)[ \t]+)*\*?([A-Za-z_$][\w$]*)[ \t]*(?:<[^>\n]*>)?\([^)\n]*\)?[^;\n]*\{[ \t]*$/gm,
    /^[ \t]*([A-Za-z_$][\w$]*)[ \t]*:[ \t]*(?:async[ \t]+)?(?:function\b|\([^)\n]*\)[ \t]*=>)/gm,
  ],
  go: [/^func[ \t]+(?:\([^)]*\)[ \t]*)?([A-Za-z_]\w*)/gm, /^type[ \t]+([A-Za-z_]\w*)/gm, /^[ \t]*(?:const|var)[ \t]+([A-Za-z_]\w*)/gm],
  rust: [/\b(?:fn|struct|enum|trait|type|mod|union|macro_rules!)[ \t]+([A-Za-z_]\w*)/g, /\b(?:const|static)[ \t]+([A-Z_][A-Z0-9_]*)/g],
  java: [
    /\b(?:class|interface|enum|record|struct|object|trait|protocol|extension)[ \t]+([A-Za-z_]\w*)/g,
    /^[ \t]*(?:(?:public|private|protected|internal|static|final|abstract|override|virtual|async|synchronized|open|suspend|fun|func)[ \t]+)+[\w<>\[\],.? \t]*?([A-Za-z_]\w*)[ \t]*\(/gm,
  ],
  ruby: [/^[ \t]*(?:def)[ \t]+(?:self\.)?([A-Za-z_]\w*[?!=]?)/gm, /^[ \t]*(?:class|module)[ \t]+([A-Z]\w*)/gm],
  php: [/\b(?:function|class|interface|trait|enum)[ \t]+([A-Za-z_]\w*)/g, /\bconst[ \t]+([A-Z_][A-Z0-9_]*)/g],
  c: [
    /^(?:[A-Za-z_][\w \t*&:<>,]*?[ \t*&])?([A-Za-z_][\w:~]*)[ \t]*\([^;]*$/gm,
    /\b(?:struct|class|enum|union|typedef[^;]*?)[ \t]+([A-Za-z_]\w*)[ \t]*[{;]/g,
    /^#define[ \t]+([A-Za-z_]\w*)/gm,
  ],
  other: [],
  doc: [],
};

/** Names defined in the file (functions, methods, classes, types, module-level constants). */
export function extractDefinitions(text: string, lang: Language): string[] {
  const names = new Set<string>();
  for (const re of DEFINITION_PATTERNS[lang]) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const name = m[1]!;
      if (name.length >= 2 && !KEYWORDS.has(name)) names.add(name);
    }
  }
  return [...names];
}

/** Where each name is defined: the 1-based line of its first definition, in line order. */
export function extractDefinitionSites(text: string, lang: Language): { name: string; line: number }[] {
  const first = new Map<string, number>();
  for (const re of DEFINITION_PATTERNS[lang]) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const name = m[1]!;
      if (name.length < 2 || KEYWORDS.has(name)) continue;
      const at = m.index + m[0].indexOf(name);
      if (!first.has(name) || first.get(name)! > at) first.set(name, at);
    }
  }
  const starts: number[] = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const lineOf = (offset: number): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  return [...first].map(([name, at]) => ({ name, line: lineOf(at) })).sort((a, b) => a.line - b.line || (a.name < b.name ? -1 : 1));
}

const IMPORT_PATTERNS: Partial<Record<Language, RegExp[]>> = {
  python: [/^[ \t]*from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+(?:\(([^)]*)\)|([^\n#]*))/gm, /^[ \t]*import[ \t]+([\w.]+(?:[ \t]*,[ \t]*[\w.]+)*)/gm],
  js: [
    /\b(?:import|export)[^'"`;]*?from[ \t]*['"]([^'"]+)['"]/g,
    /\bimport[ \t]*\(?[ \t]*['"]([^'"]+)['"]/g,
    /\brequire[ \t]*\([ \t]*['"]([^'"]+)['"][ \t]*\)/g,
  ],
  go: [/^[ \t]*(?:import[ \t]+)?(?:[\w.]+[ \t]+)?"([\w./-]+)"$/gm],
  rust: [/^[ \t]*(?:pub[ \t]+)?(?:use|mod)[ \t]+([\w:]+)/gm],
  java: [/^[ \t]*import[ \t]+(?:static[ \t]+)?([\w.]+)/gm],
  ruby: [/\brequire(?:_relative)?[ \t(]+['"]([^'"]+)['"]/g],
  php: [/^[ \t]*use[ \t]+([\w\\]+)/gm, /\b(?:require|include)(?:_once)?[ \t(]+['"]([^'"]+)['"]/g],
  c: [/^#include[ \t]+"([^"]+)"/gm],
};

/**
 * Module specifiers the file imports, as written. Python `from a.b import c, d`
 * yields `a.b`, `a.b.c`, `a.b.d` (a name imported may be a module).
 */
export function extractImports(text: string, lang: Language): string[] {
  const out = new Set<string>();
  for (const re of IMPORT_PATTERNS[lang] ?? []) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const spec = m[1]!;
      const names = m[2] ?? m[3];
      if (lang === 'python' && names !== undefined) {
        out.add(spec);
        for (const name of names.split(/[\s,\\()]+/)) {
          if (/^\w+$/.test(name) && name !== 'as') out.add(spec.endsWith('.') ? spec + name : `${spec}.${name}`);
        }
      } else if (lang === 'python') {
        for (const s of spec.split(',')) out.add(s.trim());
      } else {
        out.add(spec);
      }
    }
  }
  return [...out].filter((s) => s.length > 0 && s.length < 200).slice(0, 300);
}
