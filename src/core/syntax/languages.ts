/**
 * What each grammar's syntax trees mean to us: which node types define a symbol
 * (and of what kind), which open a class-like scope that qualifies the names
 * inside it (`Table._convert_data_to_col`), which import a module, and which are
 * identifiers. Node type names are the grammars' own (tree-sitter `node-types.json`).
 */
import type { Node } from 'web-tree-sitter';
import type { Grammar } from './grammars.js';

export const SYMBOL_KINDS = ['function', 'method', 'class', 'struct', 'interface', 'type', 'enum', 'constant', 'variable', 'module', 'macro', 'unknown'] as const;
export type SymbolKind = (typeof SYMBOL_KINDS)[number];

export interface DefRule {
  /** Kind of the symbol; a function inside a class-like scope becomes a `method`. */
  kind: SymbolKind | ((n: Node) => SymbolKind | null);
  /** The symbol's name; default: the `name` field's text. Null: not a definition after all. */
  name?: (n: Node) => string | null;
  /** Class-like: names defined inside are qualified by this one. */
  container?: boolean;
  /** Function-like: its body is local, definitions inside are not symbols of the file. */
  local?: boolean;
  /** A scope only (Rust `impl`): qualifies what is inside, is not itself listed. */
  scopeOnly?: boolean;
  /** Qualifier named by the node itself (Go receiver type, C++ `Class::method`). */
  qualifier?: (n: Node) => string | null;
}

export interface LanguageSpec {
  defs: Readonly<Record<string, DefRule>>;
  /** Node type -> the module specifiers it imports, as written. */
  imports: Readonly<Record<string, (n: Node) => string[]>>;
  /** Node types whose text is an identifier (a reference when not a definition's name). */
  identifiers: ReadonlySet<string>;
}

const text = (n: Node | null | undefined): string | null => (n ? n.text : null);
const field = (f: string) => (n: Node): string | null => text(n.childForFieldName(f));
const unquote = (s: string): string => s.replace(/^[`'"]|[`'"]$/g, '');
/** The text of the first named child of one of `types`, searching depth-first. */
function firstOfType(n: Node, types: readonly string[]): Node | null {
  for (const c of n.namedChildren) {
    if (c === null) continue;
    if (types.includes(c.type)) return c;
    const d = firstOfType(c, types);
    if (d) return d;
  }
  return null;
}
const isConstName = (s: string): boolean => /^[A-Z][A-Z0-9_]*$/.test(s) && s.length > 1;
const valueKind = (n: Node): SymbolKind => {
  const v = n.childForFieldName('value')?.type ?? '';
  if (/^(arrow_function|function_expression|function|generator_function)$/.test(v)) return 'function';
  if (v === 'class') return 'class';
  return 'constant';
};
/** Text of a string node without its quotes (`string_fragment`, `string_content` or the whole literal). */
function stringValue(n: Node | null): string | null {
  if (!n) return null;
  const inner = firstOfType(n, ['string_fragment', 'string_content', 'interpreted_string_literal_content']);
  return inner ? inner.text : unquote(n.text);
}

// --- JavaScript, TypeScript, TSX -------------------------------------------------
const jsImports: LanguageSpec['imports'] = {
  import_statement: (n) => [stringValue(n.childForFieldName('source'))].filter((s): s is string => s !== null),
  export_statement: (n) => [stringValue(n.childForFieldName('source'))].filter((s): s is string => s !== null),
  call_expression: (n) => {
    const f = n.childForFieldName('function');
    if (!f || (f.text !== 'require' && f.type !== 'import')) return [];
    const arg = n.childForFieldName('arguments')?.namedChildren[0];
    return arg && (arg.type === 'string' || arg.type === 'template_string') ? [stringValue(arg) ?? ''] : [];
  },
};
const jsDefs: LanguageSpec['defs'] = {
  function_declaration: { kind: 'function', local: true },
  generator_function_declaration: { kind: 'function', local: true },
  class_declaration: { kind: 'class', container: true },
  abstract_class_declaration: { kind: 'class', container: true },
  class: { kind: 'class', container: true },
  method_definition: { kind: 'method', local: true },
  method_signature: { kind: 'method' },
  abstract_method_signature: { kind: 'method' },
  interface_declaration: { kind: 'interface', container: true },
  type_alias_declaration: { kind: 'type' },
  enum_declaration: { kind: 'enum' },
  internal_module: { kind: 'module', container: true },
  variable_declarator: {
    kind: valueKind,
    name: (n) => (n.childForFieldName('name')?.type === 'identifier' ? text(n.childForFieldName('name')) : null),
  },
  public_field_definition: { kind: (n) => (valueKind(n) === 'function' ? 'method' : null), local: true },
  field_definition: { kind: (n) => (valueKind(n) === 'function' ? 'method' : null), name: field('property'), local: true },
};
const JS: LanguageSpec = {
  defs: jsDefs,
  imports: jsImports,
  identifiers: new Set(['identifier', 'property_identifier', 'type_identifier', 'shorthand_property_identifier']),
};

// --- Python ----------------------------------------------------------------------
const PYTHON: LanguageSpec = {
  defs: {
    function_definition: { kind: 'function', local: true },
    class_definition: { kind: 'class', container: true },
    assignment: {
      kind: (n) => (n.parent?.type === 'expression_statement' ? (isConstName(n.childForFieldName('left')?.text ?? '') ? 'constant' : 'variable') : null),
      name: (n) => (n.childForFieldName('left')?.type === 'identifier' ? text(n.childForFieldName('left')) : null),
    },
  },
  imports: {
    import_statement: (n) => n.childrenForFieldName('name').flatMap((c) => (c ? [text(c.type === 'aliased_import' ? c.childForFieldName('name') : c) ?? ''] : [])),
    import_from_statement: (n) => {
      const mod = text(n.childForFieldName('module_name')) ?? '';
      const names = n.childrenForFieldName('name').flatMap((c) => (c ? [text(c.type === 'aliased_import' ? c.childForFieldName('name') : c) ?? ''] : []));
      return [mod, ...names.map((x) => (mod.endsWith('.') ? mod + x : `${mod}.${x}`))];
    },
  },
  identifiers: new Set(['identifier']),
};

// --- Go --------------------------------------------------------------------------
const GO: LanguageSpec = {
  defs: {
    function_declaration: { kind: 'function', local: true },
    method_declaration: {
      kind: 'method',
      local: true,
      qualifier: (n) => text(firstOfType(n.childForFieldName('receiver') ?? n, ['type_identifier'])),
    },
    type_spec: { kind: (n) => ({ struct_type: 'struct', interface_type: 'interface' } as Record<string, SymbolKind>)[n.childForFieldName('type')?.type ?? ''] ?? 'type' },
    type_alias: { kind: 'type' },
    const_spec: { kind: 'constant' },
    var_spec: { kind: 'variable' },
  },
  imports: { import_spec: (n) => [stringValue(n.childForFieldName('path')) ?? ''] },
  identifiers: new Set(['identifier', 'field_identifier', 'type_identifier', 'package_identifier']),
};

// --- Rust ------------------------------------------------------------------------
const rustType = (n: Node): string | null => {
  const t = n.childForFieldName('type');
  return t ? text(t.type === 'generic_type' ? t.childForFieldName('type') : t) : null;
};
const RUST: LanguageSpec = {
  defs: {
    function_item: { kind: 'function', local: true },
    function_signature_item: { kind: 'method' },
    struct_item: { kind: 'struct', container: true },
    union_item: { kind: 'struct' },
    enum_item: { kind: 'enum' },
    trait_item: { kind: 'interface', container: true },
    impl_item: { kind: 'class', container: true, scopeOnly: true, name: rustType },
    type_item: { kind: 'type' },
    const_item: { kind: 'constant' },
    static_item: { kind: 'constant' },
    mod_item: { kind: 'module', container: true },
    macro_definition: { kind: 'macro' },
  },
  imports: {
    use_declaration: (n) => [(text(n.childForFieldName('argument')) ?? '').replace(/::\{[\s\S]*$/, '').replace(/\s+as\s+\w+$/, '')],
    mod_item: (n) => (n.childForFieldName('body') ? [] : [text(n.childForFieldName('name')) ?? '']),
  },
  identifiers: new Set(['identifier', 'field_identifier', 'type_identifier']),
};

// --- Java, C# --------------------------------------------------------------------
const declaratorName = (n: Node): string | null => text(firstOfType(n, ['variable_declarator'])?.childForFieldName('name'));
const JAVA: LanguageSpec = {
  defs: {
    class_declaration: { kind: 'class', container: true },
    interface_declaration: { kind: 'interface', container: true },
    enum_declaration: { kind: 'enum', container: true },
    record_declaration: { kind: 'class', container: true },
    annotation_type_declaration: { kind: 'interface', container: true },
    method_declaration: { kind: 'method', local: true },
    constructor_declaration: { kind: 'method', local: true },
    field_declaration: { kind: (n) => (/\bstatic\b/.test(n.text) && /\bfinal\b/.test(n.text.split('=')[0] ?? '') ? 'constant' : null), name: declaratorName },
  },
  imports: { import_declaration: (n) => [text(n.namedChildren.find((c) => c !== null && c.type !== 'asterisk')) ?? ''] },
  identifiers: new Set(['identifier', 'type_identifier']),
};
const CSHARP: LanguageSpec = {
  defs: {
    class_declaration: { kind: 'class', container: true },
    struct_declaration: { kind: 'struct', container: true },
    interface_declaration: { kind: 'interface', container: true },
    record_declaration: { kind: 'class', container: true },
    enum_declaration: { kind: 'enum' },
    method_declaration: { kind: 'method', local: true },
    constructor_declaration: { kind: 'method', local: true },
    property_declaration: { kind: 'method', local: true },
    delegate_declaration: { kind: 'type' },
    field_declaration: { kind: (n) => (/\bconst\b|\bstatic\s+readonly\b|\breadonly\s+static\b/.test(n.text.split('=')[0] ?? '') ? 'constant' : null), name: declaratorName },
  },
  imports: { using_directive: (n) => [text(n.namedChildren.find((c) => c !== null && /name|identifier/.test(c.type))) ?? ''] },
  identifiers: new Set(['identifier']),
};

// --- Ruby, PHP -------------------------------------------------------------------
const RUBY: LanguageSpec = {
  defs: {
    method: { kind: 'function', local: true },
    singleton_method: { kind: 'method', local: true },
    class: { kind: 'class', container: true, name: (n) => (text(n.childForFieldName('name')) ?? '').split('::').pop() ?? null },
    module: { kind: 'module', container: true, name: (n) => (text(n.childForFieldName('name')) ?? '').split('::').pop() ?? null },
    assignment: { kind: 'constant', name: (n) => (n.childForFieldName('left')?.type === 'constant' ? text(n.childForFieldName('left')) : null) },
  },
  imports: {
    call: (n) => {
      const m = n.childForFieldName('method')?.text ?? '';
      if (n.childForFieldName('receiver') || !/^(require|require_relative|load|autoload)$/.test(m)) return [];
      const arg = n.childForFieldName('arguments')?.namedChildren.find((c) => c !== null && c.type === 'string');
      return arg ? [stringValue(arg) ?? ''] : [];
    },
  },
  identifiers: new Set(['identifier', 'constant']),
};
const PHP: LanguageSpec = {
  defs: {
    function_definition: { kind: 'function', local: true },
    method_declaration: { kind: 'method', local: true },
    class_declaration: { kind: 'class', container: true },
    interface_declaration: { kind: 'interface', container: true },
    trait_declaration: { kind: 'interface', container: true },
    enum_declaration: { kind: 'enum', container: true },
    const_element: { kind: 'constant', name: (n) => text(n.namedChildren.find((c) => c !== null && c.type === 'name')) },
  },
  imports: {
    namespace_use_clause: (n) => [text(n.namedChildren.find((c) => c !== null && /name/.test(c.type))) ?? ''],
    require_expression: (n) => [stringValue(n.namedChildren[0] ?? null) ?? ''],
    require_once_expression: (n) => [stringValue(n.namedChildren[0] ?? null) ?? ''],
    include_expression: (n) => [stringValue(n.namedChildren[0] ?? null) ?? ''],
    include_once_expression: (n) => [stringValue(n.namedChildren[0] ?? null) ?? ''],
  },
  identifiers: new Set(['name']),
};

// --- C++ -------------------------------------------------------------------------
/** The declared name of a C++ declarator chain: `Foo::bar`, `~Foo`, `operator==`... */
function cppDeclared(n: Node | null): Node | null {
  let d = n;
  while (d && /declarator$/.test(d.type) && d.type !== 'qualified_identifier') d = d.childForFieldName('declarator') ?? d.namedChildren.find((c) => c !== null && /identifier|name|declarator/.test(c.type)) ?? null;
  return d;
}
const cppName = (n: Node): string | null => {
  const d = cppDeclared(n.childForFieldName('declarator'));
  if (!d) return null;
  return d.type === 'qualified_identifier' ? (d.text.split('::').pop() ?? null) : d.text;
};
const cppQualifier = (n: Node): string | null => {
  const d = cppDeclared(n.childForFieldName('declarator'));
  if (d?.type !== 'qualified_identifier') return null;
  const parts = d.text.split('::');
  return parts.length > 1 ? (parts[parts.length - 2] ?? null) : null;
};
const withBody = (kind: SymbolKind) => (n: Node): SymbolKind | null => (n.childForFieldName('body') ? kind : null);
const CPP: LanguageSpec = {
  defs: {
    function_definition: { kind: 'function', local: true, name: cppName, qualifier: cppQualifier },
    field_declaration: { kind: (n) => (n.childForFieldName('declarator')?.type === 'function_declarator' ? 'method' : null), name: cppName },
    class_specifier: { kind: withBody('class'), container: true },
    struct_specifier: { kind: withBody('struct'), container: true },
    union_specifier: { kind: withBody('struct'), container: true },
    enum_specifier: { kind: withBody('enum') },
    type_definition: { kind: 'type', name: (n) => text(n.childForFieldName('declarator')) },
    alias_declaration: { kind: 'type' },
  },
  imports: { preproc_include: (n) => (n.childForFieldName('path')?.type === 'string_literal' ? [stringValue(n.childForFieldName('path')) ?? ''] : []) },
  identifiers: new Set(['identifier', 'field_identifier', 'type_identifier', 'namespace_identifier']),
};

export const LANGUAGE_SPECS: Readonly<Record<Grammar, LanguageSpec>> = {
  typescript: JS,
  tsx: JS,
  javascript: JS,
  python: PYTHON,
  go: GO,
  rust: RUST,
  java: JAVA,
  ruby: RUBY,
  php: PHP,
  'c-sharp': CSHARP,
  cpp: CPP,
};
