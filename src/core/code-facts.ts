/**
 * What a file says about itself, read with a handful of regular expressions per
 * language: the names it defines and the modules it imports. Cheap and
 * dependency-free; good enough to link files and weigh definitions over mentions.
 */

export type Language =
  | 'python' | 'js' | 'go' | 'rust' | 'java' | 'scala' | 'dart' | 'elixir' | 'lua' | 'ruby' | 'php' | 'c'
  | 'haskell' | 'ocaml' | 'zig' | 'julia' | 'clojure' | 'erlang' | 'r'
  | 'perl' | 'groovy' | 'hcl' | 'fsharp' | 'solidity' | 'nim' | 'elm' | 'starlark' | 'elisp' | 'vim'
  | 'nix' | 'crystal' | 'gdscript' | 'gleam' | 'fortran' | 'd' | 'haxe' | 'pascal' | 'coffee' | 'racket'
  | 'lean' | 'proto' | 'lisp' | 'ada' | 'verilog' | 'vhdl' | 'scheme' | 'apex' | 'tcl' | 'rescript'
  | 'odin' | 'move' | 'cairo' | 'raku' | 'jsonnet' | 'smalltalk' | 'cobol' | 'graphql' | 'thrift' | 'cmake' | 'sql'
  | 'idris' | 'agda' | 'fennel' | 'janet' | 'wgsl' | 'razor' | 'erb' | 'liquid' | 'handlebars' | 'jinja'
  | 'matlab' | 'coq' | 'prolog' | 'pug' | 'ejs'
  | 'other' | 'doc';

/** A Map, not an object: an extension such as `constructor` must not read a prototype key. */
const LANGUAGE_BY_EXT = new Map<string, Language>(Object.entries({
  py: 'python', pyi: 'python', pyx: 'python',
  ts: 'js', tsx: 'js', mts: 'js', cts: 'js', js: 'js', jsx: 'js', mjs: 'js', cjs: 'js', vue: 'js', svelte: 'js',
  go: 'go', rs: 'rust', java: 'java', kt: 'java', kts: 'java', cs: 'java', swift: 'java', scala: 'scala', sc: 'scala', dart: 'dart', ex: 'elixir', exs: 'elixir', lua: 'lua',
  rb: 'ruby', php: 'php',
  hs: 'haskell', lhs: 'haskell', ml: 'ocaml', mli: 'ocaml', zig: 'zig', jl: 'julia',
  clj: 'clojure', cljs: 'clojure', cljc: 'clojure', erl: 'erlang', hrl: 'erlang', r: 'r',
  pl: 'perl', pm: 'perl', groovy: 'groovy', gvy: 'groovy',
  tf: 'hcl', hcl: 'hcl', fs: 'fsharp', fsi: 'fsharp', fsx: 'fsharp',
  sol: 'solidity', nim: 'nim', nims: 'nim', elm: 'elm', bzl: 'starlark', el: 'elisp', vim: 'vim',
  nix: 'nix', cr: 'crystal', gd: 'gdscript', gleam: 'gleam',
  f90: 'fortran', f95: 'fortran', f03: 'fortran', f08: 'fortran', f: 'fortran', for: 'fortran', fpp: 'fortran', d: 'd', di: 'd',
  hx: 'haxe', pas: 'pascal', pp: 'pascal', lpr: 'pascal', dpr: 'pascal', coffee: 'coffee', rkt: 'racket',
  c: 'c', h: 'c', cc: 'c', cpp: 'c', cxx: 'c', hpp: 'c', hh: 'c', m: 'c', mm: 'c',
  // C++'s other spellings: inline and template implementation files a header includes, modules, CUDA, Arduino sketches.
  hxx: 'c', 'c++': 'c', 'h++': 'c', inl: 'c', ipp: 'c', tpp: 'c', txx: 'c', ixx: 'c', cppm: 'c', cu: 'c', cuh: 'c', ino: 'c',
  astro: 'js', lean: 'lean', proto: 'proto', lisp: 'lisp', asd: 'lisp', adb: 'ada', ads: 'ada', ada: 'ada',
  sv: 'verilog', svh: 'verilog', v: 'verilog', vhd: 'vhdl', vhdl: 'vhdl',
  scm: 'scheme', sld: 'scheme', ss: 'scheme', sls: 'scheme', sch: 'scheme',
  // Vala reads as C# does (classes, methods after modifiers).
  vala: 'java', vapi: 'java',
  // PureScript reads as Haskell does (signatures, `data`, `import A.B` → `A/B.purs`).
  purs: 'haskell',
  cls: 'apex', trigger: 'apex', tcl: 'tcl', tm: 'tcl', res: 'rescript', resi: 'rescript',
  odin: 'odin', move: 'move', cairo: 'cairo', raku: 'raku', rakumod: 'raku', pm6: 'raku', p6: 'raku', pl6: 'raku',
  // Mojo reads as Python does (its `fn`, `struct` and `trait` among Python's definitions).
  mojo: 'python', '🔥': 'python',
  jsonnet: 'jsonnet', libsonnet: 'jsonnet', st: 'smalltalk', cbl: 'cobol', cob: 'cobol', cpy: 'cobol', cobol: 'cobol', pco: 'cobol',
  graphql: 'graphql', gql: 'graphql', graphqls: 'graphql', thrift: 'thrift', cmake: 'cmake', sql: 'sql',
  idr: 'idris', lidr: 'idris', agda: 'agda', fnl: 'fennel', janet: 'janet',
  // Shaders read as C does (functions by their return type, structs, `#define`s, `#include "lighting.glsl"`): GLSL's, HLSL's, Metal's.
  glsl: 'c', vert: 'c', frag: 'c', comp: 'c', geom: 'c', tesc: 'c', tese: 'c', hlsl: 'c', hlsli: 'c', metal: 'c',
  // Rails views: ERB's, and Haml's and Slim's (their partials are rendered alike).
  wgsl: 'wgsl', razor: 'razor', cshtml: 'razor', erb: 'erb', haml: 'erb', slim: 'erb',
  pug: 'pug', jade: 'pug', ejs: 'ejs',
  // Templates: Liquid (Shopify's themes), Handlebars (Ghost's themes, Ember's components), and Jinja's family (Jinja,
  // Twig, Nunjucks: one syntax of blocks, macros, includes and extends).
  liquid: 'liquid', hbs: 'handlebars', handlebars: 'handlebars', j2: 'jinja', jinja: 'jinja', jinja2: 'jinja', njk: 'jinja', twig: 'jinja',
  md: 'doc', mdx: 'doc', rst: 'doc', txt: 'doc', adoc: 'doc', json: 'doc', yml: 'doc', yaml: 'doc', toml: 'doc',
  ini: 'doc', cfg: 'doc', csv: 'doc', lock: 'doc', xml: 'doc', html: 'doc', css: 'doc', scss: 'doc', snap: 'doc',
  // Property lists, Xcode's project file among them (written by Xcode, it matched every word of a Swift task).
  plist: 'doc', pbxproj: 'doc',
}) as [string, Language][]);

/** A man page's section is its extension (`tmux.1`, `zstd.1`, `fd.1`): roff documentation. */
const MAN_PAGE_SECTION = /^[1-8]$/;

/** Prose by its name alone, with no extension: a project's licence, changelog, authors and notices. */
const PROSE_NAME = /^(licen[cs]e|copying|changes|changelog|news|authors|contributors|maintainers|notice|history|readme|thanks|todo)$/i;

/** A file name's extension, lower-cased (`tmux.1` → `1`); null when the name has none. */
export function extensionOf(path: string): string | null {
  const dot = path.lastIndexOf('.');
  return dot < 0 || dot < path.lastIndexOf('/') ? null : path.slice(dot + 1).toLowerCase();
}

export function languageOf(path: string): Language {
  const ext = extensionOf(path);
  if (ext === null) return PROSE_NAME.test(path.slice(path.lastIndexOf('/') + 1)) ? 'doc' : 'other';
  return LANGUAGE_BY_EXT.get(ext) ?? (MAN_PAGE_SECTION.test(ext) ? 'doc' : 'other');
}

/** Objective-C's marks in a `.m` file's head: without one, it is MATLAB's (or Octave's). */
const OBJC_MARK = /^[ \t]*(?:#[ \t]*(?:import|include|define|if|pragma)\b|@(?:interface|implementation|protocol|end|class|import)\b)/m;
/** Verilog's marks in a `.v` file: without one, a file with Coq's vernacular is Coq's. */
const VERILOG_MARK = /\bendmodule\b|^[ \t]*(?:module|primitive|`timescale|`define|`include)\b/m;
const COQ_MARK = /^[ \t]*(?:(?:From[ \t]+\S+[ \t]+)?Require\b|Theorem|Lemma|Definition|Inductive|Fixpoint|Module|Section|Proof\.|Set[ \t]+Implicit)/m;
/** Prolog's directives in a `.pl` file, or clauses with no Perl in sight. */
const PROLOG_DIRECTIVE = /^:-[ \t]*(?:module|use_module|ensure_loaded|dynamic|multifile|discontiguous|set_prolog_flag|initialization|license)\b/m;
const PERL_MARK = /^[ \t]*(?:use|my|our|sub|package|require)\b|^#!.*\bperl\b|\$[A-Za-z_{]/m;
const PROLOG_CLAUSE = /^[a-z]\w*(?:\([^\n]*\))?[ \t]*(?::-|-->)/m;
/** What is read of a file's head to tell a shared extension's languages apart. */
const SNIFF_BYTES = 8192;

/**
 * A file's language by its extension and, where languages share one, by its head: a `.m` is
 * MATLAB's unless it reads as Objective-C, a `.v` Coq's when it reads as Coq and not Verilog, a
 * `.pl` Prolog's when it has Prolog's directives, or clauses and no Perl.
 */
export function languageOfFile(path: string, text: string): Language {
  const lang = languageOf(path);
  const ext = extensionOf(path);
  if (ext !== 'm' && ext !== 'v' && ext !== 'pl') return lang;
  const head = text.length > SNIFF_BYTES ? text.slice(0, SNIFF_BYTES) : text;
  if (ext === 'm') return OBJC_MARK.test(head) ? lang : 'matlab';
  if (ext === 'v') return !VERILOG_MARK.test(head) && COQ_MARK.test(head) ? 'coq' : lang;
  return PROLOG_DIRECTIVE.test(head) || (PROLOG_CLAUSE.test(head) && !PERL_MARK.test(head)) ? 'prolog' : lang;
}

/** A C, C++ or Objective-C source file, not a header: both read as `c`. */
export const C_SOURCE = /\.(?:c|cc|cpp|cxx|mm?)$/;

/** Files that declare types only: TypeScript's declaration files and Python's stubs. */
export const DECLARATION_FILE = /\.d\.[cm]?ts$|\.pyi$/;

/** A programming language the regular expressions here read definitions and imports of (not docs, data or unknown files). */
export function isCodeLanguage(lang: Language): boolean {
  return lang !== 'doc' && lang !== 'other';
}

/**
 * Languages whose names ignore case (`CALL Foo` calls `foo`): Fortran, Pascal, Ada, VHDL, SQL,
 * COBOL, Common Lisp (its reader folds symbols), Apex, CMake's commands, and Nim past the first letter.
 */
const CASE_INSENSITIVE = new Set<Language>(['fortran', 'pascal', 'ada', 'vhdl', 'sql', 'cobol', 'lisp', 'apex', 'cmake', 'nim']);

/** Whether `lang` names a definition whatever the case it is written in. */
export function ignoresCase(lang: Language): boolean {
  return CASE_INSENSITIVE.has(lang);
}

/** Test files are ranked in their own section: by folder or by name, in the usual conventions. */
export function isTestPath(path: string): boolean {
  const p = path.toLowerCase();
  return (
    // Type tests too: tsd's `test-d/` and `index.test-d.ts`, Vitest's `*.test-d.ts`, `test-dts/`, `type-tests/`;
    // and Go's `testdata/`, the fixtures its tools skip, as others spell it (`test_data/`, `test-data/`).
    /(^|\/)(tests?|__tests__|spec|specs|testing|e2e|fixtures?|__mocks__|__snapshots__|test-d|test-dts|test-tsd|type-?tests?|testdata|test[_-]data)\//.test(p) ||
    // Test projects and source sets named for what they test: .NET's `Newtonsoft.Json.Tests/` and
    // `Polly.Core.UnitTests/`, `integration-tests/`, Xcode's `AppTests/` and `AppUITests/`, Gradle's `src/jvmTest/`.
    // Not a `-test` folder: in JVM builds that is a library for tests (`kotlinx-coroutines-test`).
    /(^|\/)[^/]*[._-](unit|integration|functional|acceptance|ui|e2e)?(tests|specs)\//.test(p) ||
    /(^|\/)[^/]+\.(unit|integration|functional|acceptance)?(test|spec)\//.test(p) ||
    /(^|\/)[A-Za-z0-9]*(?:[a-z0-9]|UI)(Tests|Specs)\//.test(path) ||
    /(^|\/)src\/(?:[a-z][A-Za-z0-9]*Test|testFixtures)\//.test(path) ||
    /(^|\/)test_[^/]*$/.test(p) ||
    // A module named for its tests: Django's `tests.py`. Not `test.py` (werkzeug's test client) nor `spec.py`.
    /(^|\/)tests\.[a-z0-9]+$/.test(p) ||
    /[._-](test|spec)(-d)?\.[a-z0-9]+$/.test(p) ||
    // Chromium's and LevelDB's `_unittest.cc`; not Python's (astroid's `brain_unittest.py` models the module).
    /_unittest\.(c|cc|cpp|cxx|m|mm)$/.test(p) ||
    /_test\.(py|go|rb|exs?|dart)$/.test(p) ||
    /(^|\/)conftest\.py$/.test(p) ||
    // Test scripts by their extension: Perl's (`t/basic.t`), Tcl's tcltest (`modules/struct/list.test`), Raku's
    // (`t/basic.rakutest`); Perl's helpers in `t/lib/`, and Pester's tests (`Get-Thing.Tests.ps1`).
    /\.(?:t|test|rakutest)$/.test(p) ||
    /(^|\/)t\/.*\.p[lm]$/.test(p) ||
    // Gherkin scenarios, the specifications Cucumber, Behat, SpecFlow and behave run (`features/login.feature`).
    /\.feature$/.test(p) ||
    /\.tests\.ps1$/.test(p) ||
    /tests?\.(java|kt|cs|php|swift|cls)$/.test(path) ||
    /[a-z0-9]Tests?\.(java|kt|cs|php|swift|cls)$/.test(path) ||
    // ScalaTest's and MUnit's suites.
    /[a-z0-9](Tests?|Spec|Suite)\.scala$/.test(path)
  );
}

const KEYWORDS = new Set([
  'if', 'for', 'while', 'switch', 'catch', 'return', 'function', 'new', 'typeof', 'await', 'super', 'constructor',
  'else', 'do', 'try', 'with', 'import', 'export', 'from', 'case', 'throw', 'delete', 'void', 'yield', 'in', 'of',
]);

/** A pattern tried only near its needles: at each (`lineStart` false), or at the start of each line holding one. */
interface Sought { sticky: RegExp; needles: string[]; lineStart: boolean }

const SOUGHT = new Map<RegExp, Sought>();

/** Marks `re` (/g, not /m) as matching only where one of `needles` starts. */
function atNeedle(re: RegExp, needles: string[]): RegExp {
  SOUGHT.set(re, { sticky: new RegExp(re.source, re.flags + 'y'), needles, lineStart: false });
  return re;
}

/**
 * Marks `re` (`^`-anchored, /gm) as matching only from the start of a line that holds one of `needles`
 * (its first line, if it runs over more; no `\r` or `\n` in a needle), and never at a `\n`.
 */
function atLineOf(re: RegExp, needles: string[]): RegExp {
  SOUGHT.set(re, { sticky: new RegExp(re.source, re.flags + 'y'), needles, lineStart: true });
  return re;
}

/** `^`/`$` under /m also break at a lone `\r`, U+2028 and U+2029: texts with one take the plain regexes. */
function hasOddLineBreak(text: string): boolean {
  // includes first: a regex over the whole text costs much of the time saved (and one-byte strings hold no U+2028)
  return (text.includes('\r') && /\r(?!\n)/.test(text)) || text.includes('\u2028') || text.includes('\u2029');
}

/**
 * Every match of each pattern in turn, as `text.matchAll` gives them. V8 tries a regex at every
 * character (a /m `^` too); a marked pattern runs sticky only at its candidates instead, found with
 * `indexOf`. For `atLineOf` the same matches when every line ends in `\n` or `\r\n`: `^` is then at 0
 * or after a `\n` (or at the `\n` of a `\r\n`, where no such pattern matches).
 */
export function matchesOf(text: string, patterns: readonly RegExp[]): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  let plain: boolean | undefined;
  for (const re of patterns) {
    const sought = SOUGHT.get(re);
    if (sought && !(sought.lineStart && (plain ??= hasOddLineBreak(text)))) {
      matchSought(text, sought, out);
      continue;
    }
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      out.push(m);
      if (m[0] === '') re.lastIndex++;
    }
  }
  return out;
}

function matchSought(text: string, { sticky, needles, lineStart }: Sought, out: RegExpExecArray[]): void {
  const next = needles.map((needle) => text.indexOf(needle));
  let from = 0; // where to look for needles: past the candidates tried
  let resume = 0; // where the last match ended (a match may run over lines)
  for (;;) {
    let at = -1;
    for (let k = 0; k < next.length; k++) {
      let p = next[k]!;
      if (p >= 0 && p < from) next[k] = p = text.indexOf(needles[k]!, from);
      if (p >= 0 && (at < 0 || p < at)) at = p;
    }
    if (at < 0) return;
    let start = at;
    from = at + 1;
    if (lineStart) {
      start = text.lastIndexOf('\n', at) + 1;
      const end = text.indexOf('\n', at);
      from = end < 0 ? text.length + 1 : end + 1;
    }
    if (start < resume) continue;
    sticky.lastIndex = start;
    const m = sticky.exec(text);
    if (m) {
      out.push(m);
      resume = sticky.lastIndex;
    }
  }
}

/**
 * A Java, Kotlin, C#, Swift or Vala method after its modifiers, and the C# of a Razor component. Bounded: a long
 * line of modifiers (`public public …`) must not cost quadratic time.
 */
const DEFINITION_JAVA_METHOD =
  /^[ \t]*(?:(?:public|private|protected|internal|static|final|abstract|override|virtual|async|synchronized|open|suspend|fun|func)[ \t]+){1,8}[\w<>\[\],.? \t]{0,200}?\b([A-Za-z_]\w{0,255})[ \t]*\(/gm;

/** Exported for tests. */
export const DEFINITION_PATTERNS: Record<Language, RegExp[]> = {
  python: [
    // Mojo's too (read as Python): `fn f(`, `struct S[T](Trait):`, `trait T:`; the name's `(`, `[` or `:` tells them
    // from a docstring's line ("fn is a function that…").
    atLineOf(
      /^[ \t]*(?:async[ \t]+)?(?:def|class|(?:fn|struct|trait)(?=[ \t]+[A-Za-z_]\w*[ \t]*[(\[:]))[ \t]+([A-Za-z_]\w*)/gm,
      ['def', 'class', 'fn', 'struct', 'trait'],
    ),
    atLineOf(/^([A-Za-z_]\w*)[ \t]*(?::[^=\n]+)?=(?!=)/gm, ['=']),
  ],
  js: [
    /\b(?:function\*?|class|interface|enum|namespace|module)[ \t]+([A-Za-z_$][\w$]*)/g,
    atNeedle(/\b(?:type)[ \t]+([A-Za-z_$][\w$]*)[ \t]*(?:<[^=]*>)?[ \t]*=/g, ['type']),
    atLineOf(/^[ \t]*(?:export[ \t]+)?(?:declare[ \t]+)?(?:const|let|var)[ \t]+([A-Za-z_$][\w$]*)/gm, ['const', 'let', 'var']),
    atLineOf(
      /^[ \t]+(?:(?:public|private|protected|static|async|readonly|override|abstract|get|set)[ \t]+)*\*?([A-Za-z_$][\w$]*)[ \t]*(?:<[^>\n]*>)?\([^)\n]*\)?[^;\n]*\{[ \t]*$/gm,
      ['{'],
    ),
    atLineOf(
      /^[ \t]*([A-Za-z_$][\w$]*)[ \t]*:[ \t]*(?:async[ \t]+)?(?:function\b|\([^)\n]*\)[ \t]*=>)/gm,
      ['function', '=>'],
    ),
  ],
  go: [/^func[ \t]+(?:\([^)]*\)[ \t]*)?([A-Za-z_]\w*)/gm, /^type[ \t]+([A-Za-z_]\w*)/gm, /^[ \t]*(?:const|var)[ \t]+([A-Za-z_]\w*)/gm],
  rust: [/\b(?:fn|struct|enum|trait|type|mod|union|macro_rules!)[ \t]+([A-Za-z_]\w*)/g, /\b(?:const|static)[ \t]+([A-Z_][A-Z0-9_]*)/g],
  java: [/\b(?:class|interface|enum|record|struct|object|trait|protocol|extension)[ \t]+([A-Za-z_]\w*)/g, DEFINITION_JAVA_METHOD],
  // Scala's methods are `def`s. Not its `val`s: a member's and a body's local look alike (measured: BENCHMARKS.md, session 18).
  scala: [
    /\b(?:class|object|trait|enum)[ \t]+([A-Za-z_]\w*)/g,
    /^[ \t]*(?:(?:private|protected|override|final|implicit|lazy|inline|transparent|abstract|sealed|case|open|infix)(?:\[[\w.]*\])?[ \t]+)*(?:def|type)[ \t]+([A-Za-z_]\w*)/gm,
  ],
  // Dart declares a function by its return type alone (`Future<void> fetch(`, `Widget build(`): a type, a name and `(`
  // at the start of a line, where a statement's first word (`return`, `await`, `final`…) is never a type.
  dart: [
    /\b(?:class|mixin|enum|typedef)[ \t]+(?!class\b)([A-Za-z_$][\w$]*)/g,
    /\bextension[ \t]+(?!on\b)([A-Za-z_$][\w$]*)/g,
    /^[ \t]*(?:(?:static|external|factory|abstract|covariant)[ \t]+)*(?!(?:return|await|throw|else|new|yield|case|assert|const|final|var|late)\b)[A-Za-z_$][\w$]*(?:<[^>\n]*>)?\??[ \t]+(?:(?:get|set|operator)[ \t]+)?(?!Function\b)([A-Za-z_$][\w$]*)[ \t]*(?:<[^>\n]*>)?\(/gm,
    /^[ \t]*(?:(?:static|external|abstract)[ \t]+)*(?:[A-Za-z_$][\w$]*(?:<[^>\n]*>)?\??[ \t]+)?get[ \t]+([A-Za-z_$][\w$]*)/gm,
    /^(?:final|const|var|late)[ \t]+(?:[A-Za-z_$][\w$<>?,]*[ \t]+)?([A-Za-z_$][\w$]*)[ \t]*=/gm,
  ],
  // A module by its last name (`defmodule Plug.Conn.Adapter` defines `Adapter`), and its functions, macros and guards.
  elixir: [
    /^[ \t]*(?:defmodule|defprotocol)[ \t]+(?:[A-Z]\w*\.)*([A-Z]\w*)/gm,
    /^[ \t]*(?:def|defp|defmacro|defmacrop|defguard|defguardp|defdelegate)[ \t]+([a-z_]\w*[?!]?)/gm,
  ],
  // `function M.find(`, `function M:find(`, `local function find(` and `M.find = function`: the name after the table's.
  lua: [
    /^[ \t]*(?:local[ \t]+)?function[ \t]+(?:[A-Za-z_][\w]*[.:])*([A-Za-z_]\w*)/gm,
    /^[ \t]*(?:local[ \t]+)?(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)[ \t]*=[ \t]*function\b/gm,
  ],
  ruby: [/^[ \t]*(?:def)[ \t]+(?:self\.)?([A-Za-z_]\w*[?!=]?)/gm, /^[ \t]*(?:class|module)[ \t]+([A-Z]\w*)/gm],
  php: [/\b(?:function|class|interface|trait|enum)[ \t]+([A-Za-z_]\w*)/g, /\bconst[ \t]+([A-Z_][A-Z0-9_]*)/g],
  c: [
    /^(?:[A-Za-z_][\w \t*&:<>,]*?[ \t*&])?([A-Za-z_][\w:~]*)[ \t]*\([^;]*$/gm,
    /\b(?:struct|class|enum|union|typedef[^;]*?)[ \t]+([A-Za-z_]\w*)[ \t]*[{;]/g,
    /^#define[ \t]+([A-Za-z_]\w*)/gm,
    // Objective-C's classes and protocols, and the methods an `@implementation` defines (`- (void)setImageWithURL:(NSURL *)url {`:
    // the selector's first part); a header's declarations end in `;` and are left out, as its prototypes are.
    atLineOf(/^@(?:interface|implementation|protocol)[ \t]+([A-Za-z_]\w*)/gm, ['@interface', '@implementation', '@protocol']),
    atLineOf(/^[-+][ \t]*\([^)\n]*\)[ \t]*([A-Za-z_]\w*)[^;\n]*$/gm, ['- (', '-(', '+ (', '+(']),
  ],
  // Top-level type signatures (`name :: Type`, one per function by convention) and type declarations.
  haskell: [
    /^([a-z_][\w']*)[ \t]*::/gm,
    // PureScript's FFI (`foreign import fetchImpl :: …`, `foreign import data Element :: Type`).
    /^foreign[ \t]+import[ \t]+(?:data[ \t]+)?([A-Za-z_][\w']*)[ \t]*::/gm,
    /^(?:data|newtype|type(?:[ \t]+family)?|class)[ \t]+(?:[^=\n]*=>[ \t]*)?([A-Z][\w']*)/gm,
  ],
  // Top-level `let`s (a body's locals are indented), signatures of `.mli` files, types, modules, exceptions.
  ocaml: [
    /^(?:let|and)(?:[ \t]+rec)?[ \t]+([a-z_][\w']*)/gm,
    /^[ \t]*val[ \t]+([a-z_][\w']*)/gm,
    /^[ \t]*type(?:[ \t]+nonrec)?[ \t]+(?:(?:'\w+|\([^)\n]*\))[ \t]+)?([a-z_][\w']*)/gm,
    /^[ \t]*(?:module(?:[ \t]+type)?(?:[ \t]+rec)?|exception)[ \t]+([A-Z][\w']*)/gm,
  ],
  // Functions, and containers bound to a name (`const Parser = struct {`).
  zig: [
    /\bfn[ \t]+([A-Za-z_]\w*)[ \t]*\(/g,
    /^[ \t]*(?:pub[ \t]+)?const[ \t]+([A-Za-z_]\w*)[ \t]*=[ \t]*(?:(?:packed|extern)[ \t]+)?(?:struct|enum|union|opaque|error)\b/gm,
  ],
  // `function Base.show(`, the short form `area(r) = π * r^2` at a line's start, types, macros and modules.
  julia: [
    /^[ \t]*(?:function|macro)[ \t]+(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*!?)/gm,
    /^(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*!?)(?:\{[^}\n]*\})?\([^)\n]*\)[ \t]*(?:where[^=\n]*)?=(?!=)/gm,
    /^[ \t]*(?:(?:mutable[ \t]+)?struct|abstract[ \t]+type|primitive[ \t]+type|module|baremodule)[ \t]+([A-Za-z_]\w*)/gm,
  ],
  clojure: [/\((?:defn-?|defmacro|defmulti|defmethod|defprotocol|defrecord|deftype|definterface|defonce|def)[ \t]+(?:\^\S+[ \t]+)*([A-Za-z_*+!?<>=-][\w*+!?<>=.-]*)/g],
  // A function's clauses start at a line's start; records, types, specs and macros are attributes.
  erlang: [/^([a-z][\w]*)\(/gm, /^-(?:record|type|opaque|callback|spec)\(?[ \t]*([a-z][\w]*)/gm, /^-define\([ \t]*([A-Za-z_]\w*)/gm],
  r: [/^[ \t]*([A-Za-z.][\w.]*)[ \t]*(?:<-|<<-|=)[ \t]*function\b/gm],
  // Subroutines (`sub Foo::bar` defines `bar`), packages by their last name, Moose's and Mojo's attributes, constants.
  perl: [
    /^[ \t]*sub[ \t]+(?:\w+::)*([A-Za-z_]\w*)/gm,
    /^[ \t]*package[ \t]+(?:\w+::)*([A-Za-z_]\w*)/gm,
    /^has[ \t]+['"]?\+?([A-Za-z_]\w*)/gm,
    /^[ \t]*use[ \t]+constant[ \t]+([A-Z_][A-Z0-9_]*)/gm,
  ],
  // Java's types; methods by a return type or `def` alone (Groovy needs no modifier): a statement never starts so.
  groovy: [
    /\b(?:class|interface|enum|trait|record)[ \t]+([A-Za-z_]\w*)/g,
    /^[ \t]*(?:(?:public|private|protected|static|final|abstract|synchronized|@\w+(?:\([^)\n]*\))?)[ \t]+)*(?:def|void|boolean|int|long|double|float|char|byte|short|[A-Z][\w.]*(?:<[^>\n]*>)?(?:\[\])*)[ \t]+([A-Za-z_]\w*)[ \t]*\(/gm,
  ],
  // Terraform's blocks by their labels: variables, outputs, modules, providers; resources and data by type and name.
  hcl: [
    /^[ \t]*(?:variable|output|module|provider)[ \t]+"([\w-]+)"/gm,
    /^[ \t]*(?:resource|data)[ \t]+"([\w-]+)"/gm,
    /^[ \t]*(?:resource|data)[ \t]+"[\w-]+"[ \t]+"([\w-]+)"/gm,
  ],
  // `let`s at most one indent deep (a nested module's; deeper ones are a body's locals), members, types, modules, exceptions.
  fsharp: [
    /^(?:  |    )?let[ \t]+(?:(?:rec|inline|private|internal|public|mutable)[ \t]+)*([A-Za-z_][\w']*)/gm,
    /^[ \t]*(?:static[ \t]+)?(?:member|override|default|abstract(?:[ \t]+member)?)[ \t]+(?:(?:inline|private|internal)[ \t]+)?(?:[a-z_]\w*\.)?([A-Za-z_]\w*)/gm,
    /^[ \t]*(?:type|and|exception)[ \t]+(?:(?:private|internal|public)[ \t]+)?(?:\[<[^>\n]*>\][ \t]*)?([A-Za-z_][\w']*)/gm,
    /^[ \t]*module[ \t]+(?:(?:private|internal|public|rec)[ \t]+)*(?:\w+\.)*([A-Za-z_]\w*)/gm,
  ],
  // Contracts, libraries, interfaces and their members: functions, modifiers, events, errors, types, state variables.
  solidity: [
    /^[ \t]*(?:abstract[ \t]+)?(?:contract|interface|library|struct|enum|event|error|modifier)[ \t]+([A-Za-z_$][\w$]*)/gm,
    /^[ \t]*function[ \t]+([A-Za-z_$][\w$]*)/gm,
    /^[ \t]*(?:mapping[ \t]*\([^;\n]*\)|[\w$.\[\]]+)[ \t]+(?:(?:public|private|internal|constant|immutable|override)[ \t]+)+([A-Za-z_$][\w$]*)[ \t]*[=;]/gm,
  ],
  // Routines (an exported one marks its name with `*`) and the object, enum and tuple types of a `type` section.
  nim: [
    /^[ \t]*(?:proc|func|method|iterator|template|macro|converter)[ \t]+`?([A-Za-z_]\w*)/gm,
    /^[ \t]*([A-Z]\w*)\*?(?:\[[^\]\n]*\])?(?:[ \t]*\{\.[^}\n]*\.\})?[ \t]*=[ \t]*(?:(?:ref|ptr)[ \t]+)?(?:object|enum|tuple|concept|distinct)\b/gm,
  ],
  // Top-level type annotations (one per function, as elm-format writes them), types, ports and the module.
  elm: [
    /^([a-z][\w']*)[ \t]*:/gm,
    /^type[ \t]+(?:alias[ \t]+)?([A-Z]\w*)/gm,
    /^port[ \t]+([a-z]\w*)/gm,
    /^(?:port[ \t]+|effect[ \t]+)?module[ \t]+(?:[A-Z]\w*\.)*([A-Z]\w*)/gm,
  ],
  // Bazel's extensions: top-level functions, and the rules, providers and constants bound at the top level.
  starlark: [/^def[ \t]+([A-Za-z_]\w*)/gm, /^([A-Za-z_]\w*)[ \t]*=(?!=)/gm],
  // Top-level `def` forms, a package's own among them (`cl-defmethod`, `transient-define-prefix`, `evil-define-command`):
  // the name after the form's head, quoted or not (`(defalias 'name`, `(cl-defstruct (name ...)`). Not `define-key`,
  // nor a bare `(defvar other-package-var)`, a declaration that silences the byte compiler.
  elisp: [/^\((?![\w-]*define-key)(?:[a-z][\w-]*-)?def[\w-]*\*?[ \t]+['(]?(?![^\s()'"\[\];#]+[ \t]*\))([^\s()'"\[\];#]+)/gm],
  // Functions by their last name (`ale#path#GetAbsPath`, `s:Run`, `dict.method`) and user commands.
  vim: [
    /^[ \t]*(?:export[ \t]+)?(?:fu|fun|func|funct|functi|functio|function|def)!?[ \t]+(?:[gslbwt]:|<SID>)?(?:\w+[#.:])*(\w+)[ \t]*\(/gm,
    /^[ \t]*com(?:m|ma|man|mand)?!?[ \t]+(?:-[\w=*%+-]+[ \t]+)*([A-Z]\w*)/gm,
  ],
  // Functions bound to a name (`mkFoo = { lib, ... }:`, `toINI = attrs:`) and the options a module declares.
  nix: [
    /^[ \t]*([A-Za-z_][\w'-]*)[ \t]*=[ \t]*(?:\{[^}\n]*\}|[a-z_][\w'-]*)[ \t]*:/gm,
    /^[ \t]*(?:[\w'-]+\.)*([A-Za-z_][\w'-]*)[ \t]*=[ \t]*(?:lib\.)?mk(?:Option|EnableOption|PackageOption)\b/gm,
  ],
  // Ruby's methods, its types (and `struct`, `lib`, `enum`, `annotation`, `alias`), macros and generated accessors.
  crystal: [
    /^[ \t]*(?:(?:private|protected|abstract)[ \t]+)*def[ \t]+(?:self\.)?([A-Za-z_]\w*[?!=]?)/gm,
    /^[ \t]*(?:(?:private|abstract)[ \t]+)*(?:class|struct|module|enum|lib|annotation|alias)[ \t]+(?:[A-Z]\w*::)*([A-Z]\w*)/gm,
    /^[ \t]*macro[ \t]+([a-z_]\w*)/gm,
    /^[ \t]*(?:class_)?(?:getter|setter|property)[?!]?[ \t]+([a-z_]\w*)/gm,
  ],
  // Godot's scripts: functions, classes (`class_name` gives a script a global name), signals, enums, constants and a
  // script's own variables (at a line's start, after annotations such as `@export`; a function's are indented).
  gdscript: [
    /^[ \t]*(?:static[ \t]+)?func[ \t]+([A-Za-z_]\w*)/gm,
    /^(?:class_name|class|signal|enum|const)[ \t]+([A-Za-z_]\w*)/gm,
    /^(?:@\w+(?:\([^)\n]*\))?[ \t]+)*(?:static[ \t]+)?var[ \t]+([A-Za-z_]\w*)/gm,
  ],
  gleam: [
    /^[ \t]*(?:pub[ \t]+)?fn[ \t]+([a-z_]\w*)/gm,
    /^(?:pub[ \t]+)?(?:opaque[ \t]+)?type[ \t]+([A-Z]\w*)/gm,
    /^(?:pub[ \t]+)?const[ \t]+([a-z_]\w*)/gm,
  ],
  // Keywords in any case: procedures (after their prefixes and result type), modules, programs, submodules,
  // named interfaces and derived types; not `module procedure`, `end subroutine` or `type(t) :: x`.
  fortran: [
    /^[ \t]*(?:(?:pure|elemental|recursive|impure|non_recursive|module|integer|real|logical|character|complex|double[ \t]+precision|(?:type|class)[ \t]*\([^)\n]*\))(?:[ \t]*\([^)\n]*\)|[ \t]*\*[ \t]*\d+)?[ \t]+)*(?:subroutine|function)[ \t]+([a-z_]\w*)/gim,
    /^[ \t]*(?:module(?![ \t]+(?:procedure|subroutine|function)\b)|program|submodule[ \t]*\([^)\n]*\)|(?:abstract[ \t]+)?interface)[ \t]+([a-z_]\w*)/gim,
    /^[ \t]*type[ \t]*(?:,[^:\n]*)?::[ \t]*([a-z_]\w*)/gim,
    /^[ \t]*type[ \t]+(?!is\b)([a-z_]\w*)[ \t]*$/gim,
  ],
  // Types and templates; functions by a return type (or attribute) before the name and a parameter list not
  // ended by `;` (a declaration or a call statement is); aliases.
  d: [
    /^[ \t]*(?:(?:public|private|protected|package|export|static|final|abstract|shared|immutable|const|extern\([^)\n]*\)|@\w+)[ \t]+)*(?:class|struct|interface|union|enum|template|mixin[ \t]+template)[ \t]+([A-Za-z_]\w*)/gm,
    /^[ \t]*(?:(?:public|private|protected|package|export|static|final|override|abstract|pure|nothrow|ref|auto|const|immutable|inout|shared|scope|extern\([^)\n]*\)|@\w+(?:\([^)\n]*\))?)[ \t]+)*[A-Za-z_][\w.\[\]*]*(?:!\([^)\n]*\)|![\w.]+)?[ \t]+([A-Za-z_]\w*)[ \t]*\([^;\n]*$/gm,
    /^[ \t]*(?:(?:public|private|protected|package)[ \t]+)?alias[ \t]+([A-Za-z_]\w*)[ \t]*=/gm,
  ],
  // Functions and types after their modifiers and metadata (`@:noCompletion`); fields only with a modifier (a local has none).
  haxe: [
    /^[ \t]*(?:(?:public|private|static|override|inline|macro|extern|final|dynamic|abstract|@:[\w.]+(?:\([^)\n]*\))?)[ \t]+)*function[ \t]+([A-Za-z_]\w*)/gm,
    /^[ \t]*(?:(?:private|extern|final|@:[\w.]+(?:\([^)\n]*\))?)[ \t]+)*(?:enum[ \t]+abstract|class|interface|enum|abstract|typedef)[ \t]+([A-Za-z_]\w*)/gm,
    /^[ \t]*(?:(?:public|private|static|override|inline|@:[\w.]+(?:\([^)\n]*\))?)[ \t]+)+(?:var|final)[ \t]+([A-Za-z_]\w*)/gm,
  ],
  // Keywords in any case: routines by their own name (`procedure TForm1.Button1Click` defines `Button1Click`),
  // types (`TFoo = class(TObject)`, records, enumerations) and the unit.
  pascal: [
    /^[ \t]*(?:class[ \t]+)?(?:procedure|function|constructor|destructor|operator)[ \t]+(?:\w+(?:<[^>\n]*>)?\.)*(\w+)/gim,
    /^[ \t]*(\w+)(?:<[^>\n]*>)?[ \t]*=[ \t]*(?:packed[ \t]+)?(?:class|record|object|interface|dispinterface|\()/gim,
    /^[ \t]*(?:unit|program|library)[ \t]+(?:\w+\.)*(\w+)/gim,
  ],
  // Functions bound to a name or a class's key (`parse = (text) ->`, `render: ->`, `@create: =>`) and classes.
  coffee: [
    /^[ \t]*(?:@|this\.)?([A-Za-z_$][\w$]*)[ \t]*[:=][ \t]*(?:\([^)\n]*\)[ \t]*)?[-=]>/gm,
    /^[ \t]*class[ \t]+(?:[\w$]+\.)*([A-Za-z_$][\w$]*)/gm,
  ],
  // Top-level `define` forms and structs (`(define (f x)`, `(define-syntax-rule (m`), and Typed Racket's `(: name Type)`.
  racket: [
    /^\((?:define(?:-[\w/-]+)?|struct)\*?[ \t]+[(\[]*([^\s()\[\]]+)/gm,
    /^\(:[ \t]+([^\s()\[\]]+)/gm,
  ],
  // Declarations after their attributes and modifiers, by their own name (`theorem List.length_append` defines
  // `length_append`); an anonymous `instance : Monad M` has none.
  lean: [
    /^[ \t]*(?:@\[[^\]\n]*\][ \t]*)?(?:(?:private|protected|public|noncomputable|partial|unsafe|nonrec|scoped|local)[ \t]+)*(?:theorem|lemma|def|abbrev|structure|inductive|class(?:[ \t]+inductive)?|instance(?:[ \t]*\([^)\n]*\))?|opaque|axiom)[ \t]+(?:[A-Za-z_][\w'!?]*\.)*([A-Za-z_][\w'!?]*)/gm,
  ],
  // Protocol Buffers: messages, enums, services and their methods (fields measured no different: BENCHMARKS.md, session 33).
  proto: [
    /^[ \t]*(?:message|enum|service)[ \t]+([A-Za-z_]\w*)/gm,
    /^[ \t]*rpc[ \t]+([A-Za-z_]\w*)/gm,
  ],
  // Common Lisp: every top-level `def` form, a library's own among them (`define-command`), by its name;
  // `(defmethod (setf name) …)` defines `name`.
  lisp: [/^\((?:[a-z][\w-]*:{1,2})?def[\w-]*\*?[ \t]+['(]?(?:setf[ \t]+)?([^\s()'"\[\];#|]+)/gim],
  // Ada (keywords in any case): subprograms and entries, packages by their own name (`package body Alire.Utils`
  // defines `Utils`), types and subtypes, tasks and protected objects.
  ada: [
    /^[ \t]*(?:(?:not[ \t]+)?overriding[ \t]+)?(?:procedure|function|entry)[ \t]+([A-Za-z]\w*)/gim,
    /^[ \t]*(?:private[ \t]+)?(?:generic[ \t]+)?package[ \t]+(?:body[ \t]+)?(?:[A-Za-z]\w*\.)*([A-Za-z]\w*)/gim,
    /^[ \t]*(?:sub)?type[ \t]+([A-Za-z]\w*)/gim,
    /^[ \t]*(?:task|protected)[ \t]+(?:(?:type|body)[ \t]+)?([A-Za-z]\w*)/gim,
  ],
  // (System)Verilog: modules, interfaces, packages, classes; functions and tasks by the name before their
  // `(` or `;` (after a return type); typedefs; macros. Bounded: a long line without `(` must not cost quadratic time.
  verilog: [
    /^[ \t]*(?:(?:virtual|static|automatic)[ \t]+)*(?:module|macromodule|interface|program|package|class|checker|primitive)[ \t]+(?:(?:automatic|static)[ \t]+)?([A-Za-z_]\w{0,127})/gm,
    /^[ \t]*(?:(?:virtual|pure|extern|static|protected|local)[ \t]+)*(?:function|task)[ \t]+(?:[^;(\n]{0,200}?[ \t\]])?([A-Za-z_]\w{0,127})[ \t]*[;(]/gm,
    /^[ \t]*typedef[ \t]+(?:[^;{\n]{0,200}\{[^}\n]{0,2000}\}|[^;{\n]{0,400}?[ \t\]])[ \t]*([A-Za-z_]\w{0,127})[ \t]*;/gm,
    /^[ \t]*\}[ \t]*([A-Za-z_]\w{0,127})[ \t]*;/gm, // a multi-line `typedef struct packed { … } req_t;`
    /^[ \t]*`define[ \t]+([A-Za-z_]\w*)/gm,
  ],
  // VHDL (keywords in any case): entities, packages, components, subprograms and types.
  vhdl: [
    /^[ \t]*(?:entity|component)[ \t]+([A-Za-z]\w*)/gim,
    /^[ \t]*package[ \t]+(?:body[ \t]+)?([A-Za-z]\w*)[ \t]+is\b/gim,
    /^[ \t]*(?:(?:pure|impure)[ \t]+)?(?:function|procedure)[ \t]+([A-Za-z]\w*)/gim,
    /^[ \t]*(?:sub)?type[ \t]+([A-Za-z]\w*)[ \t]+is\b/gim,
  ],
  // Scheme: top-level `define` forms (`define-record-type`, `define-syntax`, `define-library`…) by their name.
  scheme: [/^\(define[\w*-]*[ \t]+[(\[]*([^\s()\[\]]+)/gm],
  // Apex (keywords in any case): classes, interfaces and enums after their modifiers and sharing; methods and
  // properties after at least one modifier (as Java's, bounded as Java's); triggers.
  apex: [
    /^[ \t]*(?:(?:@\w+(?:\([^)\n]*\))?|public|private|protected|global|static|virtual|abstract|(?:with|without|inherited)[ \t]+sharing)[ \t]+)*(?:class|interface|enum)[ \t]+([A-Za-z]\w*)/gim,
    /^[ \t]*(?:@\w+(?:\([^)\n]*\))?[ \t]+)*(?:(?:public|private|protected|global|static|final|abstract|virtual|override|webservice|testmethod)[ \t]+){1,8}(?!(?:class|interface|enum)\b)[\w<>\[\],.? \t]{0,200}?\b([A-Za-z]\w{0,255})[ \t]*(?:\(|\{[ \t]*(?:get|set)\b)/gim,
    /^[ \t]*trigger[ \t]+([A-Za-z]\w*)[ \t]+on\b/gim,
  ],
  // Tcl: procs and methods by their own name (`proc ::struct::list::Lmap` defines `Lmap`), namespaces, and the
  // classes of TclOO, Itcl, snit and NX.
  tcl: [
    /^[ \t]*(?:(?:public|private|protected)[ \t]+)?(?:proc|method|classmethod|typemethod)[ \t]+[{"]?(?:[^\s:{}"\[\]]*::)*([^\s:{}"\[\]]+)/gm,
    /^[ \t]*namespace[ \t]+eval[ \t]+(?:[^\s:{}\[\]]*::)*([^\s:{}\[\]]+)/gm,
    /^[ \t]*(?:::)?(?:oo::class[ \t]+create|itcl::class|itcl::type|snit::(?:type|widget|widgetadaptor)|nx::Class[ \t]+create)[ \t]+(?:[^\s:{}\[\]]*::)*([^\s:{}\[\]]+)/gm,
  ],
  // ReScript: top-level `let`s (a nested module's look like a function's locals: left out), types, modules and externals.
  rescript: [
    /^(?:@[\w.]+(?:\([^)\n]*\))?[ \t]+)*(?:export[ \t]+)?(?:let|and)[ \t]+(?:rec[ \t]+)?([a-z_][\w']*)/gm,
    /^[ \t]*(?:@[\w.]+(?:\([^)\n]*\))?[ \t]+)*(?:export[ \t]+)?(?:type|and)[ \t]+(?:rec[ \t]+)?([a-z_][\w']*)(?=[ \t]*(?:[=<]|$))/gm,
    /^[ \t]*module[ \t]+(?:type[ \t]+)?([A-Z][\w']*)/gm,
    /^[ \t]*(?:@[\w.]+(?:\([^)\n]*\))?[ \t]+)*external[ \t]+([a-z_][\w']*)/gm,
  ],
  // Odin: every constant declaration (`document_get :: proc(`, `Document :: struct {`, `MAX :: 8`), after its attributes.
  odin: [/^[ \t]*(?:@(?:\([^)\n]*\)|\w+)[ \t]*)*([A-Za-z_]\w*)[ \t]*::/gm],
  // Move: modules by their own name (`module deepbook::pool;` defines `pool`), functions after their visibility, structs,
  // enums and constants.
  move: [
    /^[ \t]*module[ \t]+(?:\w+::)*(\w+)/gm,
    /^[ \t]*(?:public(?:\([\w]+\))?[ \t]+)?(?:(?:entry|native|inline|macro)[ \t]+)*fun[ \t]+(\w+)/gm,
    /^[ \t]*(?:public[ \t]+)?(?:struct|enum)[ \t]+(\w+)/gm,
    /^[ \t]*const[ \t]+(\w+)/gm,
  ],
  // Cairo: functions, modules, traits, impls, types and constants after their visibility (Cairo 0's `func` too).
  cairo: [
    /^[ \t]*(?:pub(?:\([\w]+\))?[ \t]+)?(?:(?:extern|const|unsafe)[ \t]+)?(?:fn|func|mod|trait|impl|struct|enum|type|const|namespace)[ \t]+([A-Za-z_]\w*)/gm,
  ],
  // Raku: subs, methods, grammar rules (names may hold `-` and `'`: `find-column-name`) and packages by their own
  // name (`unit role Red::AST` defines `AST`).
  raku: [
    /^[ \t]*(?:(?:my|our|multi|proto|only|unit)[ \t]+)*(?:sub|method|submethod|token|rule|regex|macro)[ \t]+[!^.]?([A-Za-z_][\w'-]*)/gm,
    /^[ \t]*(?:(?:my|our|unit)[ \t]+)?(?:class|role|grammar|module|package|enum|subset)[ \t]+(?:[\w'-]+::)*([A-Za-z_][\w'-]*)/gm,
  ],
  // Jsonnet: locals, and an object's functions and hidden fields (`withTitle(value)::`, `_config::`); a plain field
  // (`title: 'x'`) is data.
  jsonnet: [
    /^[ \t]*local[ \t]+([A-Za-z_]\w*)[ \t]*(?:\([^)\n]*\))?[ \t]*=/gm,
    /^[ \t]*['"]?([A-Za-z_]\w*)['"]?[ \t]*(?:\([^)\n]*\)[ \t]*\+?:{1,3}|\+?::)/gm,
  ],
  // Smalltalk in Pharo's Tonel files: the class (`#name : #SpPresenter` or `'SpPresenter'`) and each method by its
  // selector's first part (`SpPresenter >> adapter [`, `SpPresenter class >> on: aModel [`).
  smalltalk: [/^[ \t]*#name[ \t]*:[ \t]*#?'?([A-Za-z_]\w*)/gm, /^[A-Za-z_]\w*(?:[ \t]+class)?[ \t]*>>[ \t]*([A-Za-z_]\w*)/gm],
  // COBOL (any case, fixed or free format): programs, and paragraphs and sections (a name alone on its line, in
  // area A: after the sequence area and indicator, before column 12).
  cobol: [
    /\bprogram-id\.?[ \t]+['"]?([a-z0-9][\w-]*)/gi,
    /^(?:[0-9 ]{6}[ \t])?[ \t]{0,3}([a-z0-9][\w-]{1,30})(?:[ \t]+section)?[ \t]*\.[ \t]*$/gim,
  ],
  // GraphQL: types, inputs, interfaces, enums, unions, scalars and directives; named operations and fragments.
  graphql: [
    /^[ \t]*(?:extend[ \t]+)?(?:type|input|interface|enum|union|scalar)[ \t]+([A-Za-z_]\w*)/gm,
    /^[ \t]*directive[ \t]+@([A-Za-z_]\w*)/gm,
    /^[ \t]*(?:query|mutation|subscription|fragment)[ \t]+([A-Za-z_]\w*)/gm,
  ],
  // Thrift: structs, unions, exceptions, enums, services and their (indented) functions, typedefs and constants.
  // Bounded: a long line without `(` must not cost quadratic time.
  thrift: [
    /^[ \t]*(?:struct|union|exception|enum|senum|service)[ \t]+([A-Za-z_]\w*)/gm,
    /^[ \t]{1,32}(?:oneway[ \t]+)?[\w.<>, ]{1,200}?[ \t]([A-Za-z_]\w{0,127})[ \t]*\(/gm,
    /^[ \t]*typedef[ \t]+[^\n;]{1,200}?[ \t]([A-Za-z_]\w{0,127})[ \t]*;?[ \t]*$/gm,
    /^[ \t]*const[ \t]+[\w.<>, ]{1,200}?[ \t]([A-Za-z_]\w{0,127})[ \t]*=/gm,
  ],
  // CMake's scripts and modules (commands in any case): functions, macros, and the targets they add. Not its
  // `CMakeLists.txt`, a doc as `.txt`: read as code, a project's root list (naming every source) rose above the code
  // of C, C++ and Fortran fixes (BENCHMARKS.md, session 34).
  cmake: [
    /^[ \t]*(?:function|macro)[ \t]*\([ \t]*([A-Za-z_][\w.+-]*)/gim,
    /^[ \t]*add_(?:library|executable|custom_target)[ \t]*\([ \t]*([A-Za-z_][\w.+-]*)/gim,
  ],
  // SQL (any case): what a script creates (`CREATE OR REPLACE FUNCTION auth.uid()` defines `uid`), and dbt's macros.
  sql: [
    /\bcreate[ \t]+(?:or[ \t]+replace[ \t]+)?(?:(?:temp|temporary|materialized|unique|recursive)[ \t]+)?(?:table|view|function|procedure|trigger|type|index|sequence|schema|macro)[ \t]+(?:if[ \t]+not[ \t]+exists[ \t]+)?(?:["`\[]?\w{1,128}["`\]]?\.){0,3}["`\[]?(\w{1,128})/gi,
    /\{%-?[ \t]*(?:macro|test|materialization)[ \t]+(\w+)/g,
  ],
  // Idris 2: top-level signatures (`length : List a -> Nat`, after `export`, `public export`, `total`…), and data types,
  // records and interfaces.
  idris: [
    /^(?:(?:public[ \t]+export|export|private|partial|total|covering)[ \t]+)*([a-z_][\w']*)[ \t]*:(?!:)/gm,
    /^[ \t]*(?:(?:public[ \t]+export|export|private)[ \t]+)?(?:data|record|interface)[ \t]+([A-Z][\w']*)/gm,
  ],
  // Agda: signatures (names are any run of non-space, `_++_` and `≤-refl` among them; a data type's constructors and a
  // record's fields too), data types and records.
  agda: [
    /^[ \t]*([^\s:;(){}.@"\\]+)[ \t]+:[ \t]/gm,
    /^[ \t]*(?:data|record)[ \t]+([^\s:;(){}.@"\\]+)/gm,
  ],
  // Fennel: top-level functions, macros and bindings, by their last name (`(fn M.setup [opts]` defines `setup`).
  fennel: [/^\((?:fn|lambda|λ|macro|local|global|var|defn|defmacro)[ \t]+(?:[\w-]+[.:])*([^\s()\[\]{}.:]+)/gm],
  // Janet: top-level `def` forms (`defn-` private), variables and macros.
  janet: [/^\((?:defn-?|defmacro-?|def-?|var-?|varfn|defglobal)[ \t]+([^\s()\[\]{}]+)/gm],
  // WGSL: functions after their attributes (`@vertex fn vs_main(`), structs, and module-scope constants, overrides,
  // aliases and variables (`var<uniform> config: Config;`).
  wgsl: [
    /^[ \t]*(?:@\w+(?:\([^)\n]{0,200}\))?[ \t]*){0,8}fn[ \t]+(\w+)/gm,
    /^[ \t]*struct[ \t]+(\w+)/gm,
    /^(?:@\w+(?:\([^)\n]{0,200}\))?[ \t]*){0,8}(?:const|override|alias|var(?:<[^>\n]{0,100}>)?)[ \t]+(\w+)/gm,
  ],
  // Razor: the C# of a component's `@code { }` block (methods as C#'s), and its properties (a Blazor component's
  // `[Parameter] public bool Dense { get; set; }` is what an issue names).
  razor: [
    DEFINITION_JAVA_METHOD,
    /^[ \t]*(?:\[[^\]\n]{0,200}\][ \t]*){0,4}(?:(?:public|private|protected|internal|static|override|virtual|required)[ \t]+){1,6}[\w<>\[\],.?]{1,200}[ \t]+(\w{1,255})[ \t]*\{[ \t]*(?:get|set|init)\b/gm,
  ],
  erb: [],
  liquid: [],
  // Pug's mixins (`mixin postCard(post)`).
  pug: [/^[ \t]*mixin[ \t]+([\w-]+)/gm],
  ejs: [],
  // Inline partials (`{{#*inline "post-card"}}`).
  handlebars: [/\{\{#\*inline[ \t]+["']([\w.\/-]+)["']/g],
  // Macros and blocks (`{% macro render_field(field) %}`, `{%- block body %}`).
  jinja: [/\{%-?[ \t]*(?:macro|block)[ \t]+(\w+)/g],
  // MATLAB: functions (`function [a, b] = name(x)`, a nested or local one too) and classes.
  matlab: [
    /^[ \t]*function\b[ \t]*(?:(?:\[[^\]\n]{0,200}\]|\w+)[ \t]*=[ \t]*)?([A-Za-z]\w*)/gm,
    /^[ \t]*classdef\b[ \t]*(?:\([^)\n]{0,200}\)[ \t]*)?([A-Za-z]\w*)/gm,
  ],
  // Coq: definitions, proofs' statements, types, classes, tactics and modules, after their attributes and flags.
  coq: [
    /^[ \t]*(?:#\[[^\]\n]{0,200}\][ \t]*)?(?:(?:Local|Global|Polymorphic|Monomorphic|Program|Private|Declare)[ \t]+){0,3}(?:Theorem|Lemma|Fact|Remark|Corollary|Proposition|Definition|Fixpoint|CoFixpoint|Inductive|CoInductive|Variant|Record|Structure|Class|Instance|Let|Ltac|Axiom|Parameter|Canonical|Module(?:[ \t]+Type)?|Section|Equations|Hypothesis|Variable)[ \t]+([A-Za-z_][\w']*)/gm,
  ],
  // Prolog: the predicates a file's clauses define (each head at a line's start), and a module's name.
  prolog: [/^([a-z]\w*)(?=[ \t]*(?:\(|:-|-->|\.))/gm, /^:-[ \t]*module\([ \t]*([a-z]\w*)/gm],
  other: [],
  doc: [],
};

/** Names defined in the file (functions, methods, classes, types, module-level constants). */
export function extractDefinitions(text: string, lang: Language): string[] {
  const names = new Set<string>();
  for (const m of matchesOf(text, DEFINITION_PATTERNS[lang])) {
    const name = m[1]!;
    if (name.length >= 2 && !KEYWORDS.has(name)) names.add(name);
  }
  return [...names];
}

/** Where each name is defined: the 1-based line of its first definition, in line order. */
export function extractDefinitionSites(text: string, lang: Language): { name: string; line: number }[] {
  const first = new Map<string, number>();
  for (const m of matchesOf(text, DEFINITION_PATTERNS[lang])) {
    const name = m[1]!;
    if (name.length < 2 || KEYWORDS.has(name)) continue;
    const at = m.index + m[0].indexOf(name);
    if (!first.has(name) || first.get(name)! > at) first.set(name, at);
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

/** Java's, Kotlin's, C#'s and Swift's (read as Java) and Groovy's: `import [static] a.b.C`. */
const JVM_IMPORTS = [/^[ \t]*import[ \t]+(?:static[ \t]+)?([\w.]+)/gm];

/** Exported for tests. */
export const IMPORT_PATTERNS: Partial<Record<Language, RegExp[]>> = {
  python: [
    atLineOf(/^[ \t]*from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+(?:\(([^)]*)\)|([^\n#]*))/gm, ['from']),
    atLineOf(/^[ \t]*import[ \t]+([\w.]+(?:[ \t]*,[ \t]*[\w.]+)*)/gm, ['import']),
  ],
  js: [
    // V8 finds its two words as fast as indexOf; a scan stops at the next `import` or `export`, so a run of them
    // without a `from` costs linear time, not quadratic.
    /\b(?:import|export)(?:(?!\b(?:import|export)\b)[^'"`;])*?from[ \t]*['"]([^'"]+)['"]/g,
    atNeedle(/\bimport[ \t]*\(?[ \t]*['"]([^'"]+)['"]/g, ['import']),
    atNeedle(/\brequire[ \t]*\([ \t]*['"]([^'"]+)['"][ \t]*\)/g, ['require']),
  ],
  go: [/^[ \t]*(?:import[ \t]+)?(?:[\w.]+[ \t]+)?"([\w./-]+)"$/gm],
  rust: [/^[ \t]*(?:pub[ \t]+)?(?:use|mod)[ \t]+([\w:]+)/gm],
  java: JVM_IMPORTS,
  scala: [/^[ \t]*import[ \t]+([\w.]+)/gm],
  dart: [/^[ \t]*(?:import|export|part)[ \t]+['"]([^'"]+)['"]/gm],
  // `alias Foo.{Bar, Baz}` gives `Foo.` and its braces' names (see extractImports).
  elixir: [/^[ \t]*(?:alias|import|use|require)[ \t]+([A-Z][\w.]*)(?:\{([^}\n]*)\})?/gm],
  lua: [/\brequire[ \t]*\(?[ \t]*['"]([\w./-]+)['"]/g],
  ruby: [/\brequire(?:_relative)?[ \t(]+['"]([^'"]+)['"]/g],
  php: [/^[ \t]*use[ \t]+([\w\\]+)/gm, /\b(?:require|include)(?:_once)?[ \t(]+['"]([^'"]+)['"]/g],
  c: [/^#(?:include|import)[ \t]+"([^"]+)"/gm],
  haskell: [/^import[ \t]+(?:qualified[ \t]+)?([A-Z][\w.]*)/gm],
  // `use Mojo::Base -base;` (a pragma such as `strict` is lower-case).
  perl: [/^[ \t]*(?:use|require)[ \t]+([A-Z]\w*(?:::\w+)*)/gm],
  groovy: JVM_IMPORTS,
  solidity: [/^[ \t]*import[ \t]+(?:[^'";]*?[ \t]from[ \t]+)?["']([^"']+)["']/gm],
  nim: [/^[ \t]*(?:import|include|from)[ \t]+([\w./]+)/gm],
  elm: [/^import[ \t]+([A-Z][\w.]*)/gm],
  starlark: [/\bload\([ \t]*"([^"]+)"/g],
  // `(require 'magit-core)`, and the file a `declare-function` names (`(declare-function magit-git-string "magit-git")`).
  elisp: [/\(require[ \t]+'([\w.+/-]+)/g, /\(declare-function[ \t]+[^\s()]+[ \t]+"(?:ext:)?([\w.+/-]+)"/g],
  // A call into an autoload script names its file: `ale#path#GetAbsPath(` is `autoload/ale/path.vim`'s.
  // Bounded, and started at a name's first part only: `a#a#a#…` without a call must not cost quadratic time.
  vim: [/(?<![\w#])([A-Za-z_]\w{0,63}(?:#\w{1,64}){0,8})#\w{1,64}[ \t]*\(/g],
  // A path literal (`imports = [ ./git.nix ]`, `import ../lib { }`, `callPackage ./pkg { }`).
  nix: [/(?:^|[\s\[(=])(\.{1,2}\/[\w.\/+-]+)/g],
  crystal: [/^[ \t]*require[ \t]+"([^"]+)"/gm],
  gleam: [/^import[ \t]+([a-z][\w/]*)/gm],
  // `use fpm_strings, only: string_t` names a module (usually its file's name); `include 'x.inc'` a file.
  fortran: [/^[ \t]*use[ \t]*(?:,[ \t]*(?:non_)?intrinsic[ \t]*)?(?:::)?[ \t]*([a-z_]\w*)/gim, /^[ \t]*#?include[ \t]+["']([^"'\n]+)["']/gim],
  d: [/^[ \t]*(?:(?:public|private|static|package)[ \t]+)*import[ \t]+(?:[A-Za-z_]\w*[ \t]*=[ \t]*)?([\w.]+)/gm],
  haxe: [/^[ \t]*(?:import|using)[ \t]+(\w+(?:\.\w+)*)/gm],
  // A `uses` clause's units (see extractImports), up to its `;`.
  pascal: [/^[ \t]*uses\b([^;]{1,4000});/gim],
  coffee: [/\brequire[ \t(]+['"]([^'"]+)['"]/g, /^[ \t]*import\b[^'"\n]*['"]([^'"]+)['"]/gm],
  // Files a module requires by path (`"private/utils.rkt"`) and collection paths (`typed-racket/utils/tc-utils`).
  racket: [/"((?:\.\.?\/)?[\w./-]+\.rkt)"/g, /(?<=[\s(\[])([a-z][\w-]*(?:\/[\w.-]+)+)(?=[\s)\]])/g],
  // `import Mathlib.Data.List.Basic` (and the module system's `public import`, `import all`).
  lean: [/^(?:(?:public|private|meta)[ \t]+)*import[ \t]+(?:all[ \t]+)?([A-Za-z_][\w.']*)/gm],
  proto: [/^[ \t]*import[ \t]+(?:(?:public|weak)[ \t]+)?"([^"\n]+)"/gm],
  // `with Alire.Utils, Ada.Text_IO;` names units (see extractImports).
  ada: [/^[ \t]*(?:limited[ \t]+)?(?:private[ \t]+)?with[ \t]+([\w.]+(?:[ \t]*,[ \t]*[\w.]+)*)[ \t]*;/gim],
  // `` `include "axi_typedef.svh" `` names a file; `import axi_pkg::*;` a package, by convention its file's name.
  verilog: [/^[ \t]*`include[ \t]+"([^"\n]+)"/gm, /\bimport[ \t]+([A-Za-z_]\w{0,127})::/g],
  // `use work.neorv32_package.all;` names a package, `entity work.neorv32_cpu` an entity: each by convention its file's name.
  vhdl: [/^[ \t]*use[ \t]+\w+\.(\w+)/gim, /\bentity[ \t]+work\.(\w+)/gi],
  // `(include "sort.scm")`, from the including file's folder.
  scheme: [/\(include(?:-ci)?[ \t]+"([^"\n]+)"/g],
  // `package require struct::list` names a package (tcllib's `modules/struct/list.tcl`); `source [file join $dir x.tcl]` a file.
  tcl: [
    /^[ \t]*package[ \t]+require[ \t]+(?:-exact[ \t]+)?([A-Za-z_][\w:]*)/gm,
    /\bsource[ \t]+(?:\[file[ \t]+join[ \t]+[^\]\n]{0,200}?[ \t])?["{]?([\w.\/-]+\.tcl)\b/g,
  ],
  // `use deepbook::pool;`, `use deepbook::{math, order_info::OrderInfo};`, `friend deepbook::vault;`: modules (see extractImports).
  move: [/^[ \t]*(?:public[ \t]+)?(?:use|friend)[ \t]+\w+::(?:(\w+)|\{([^}]{0,2000})\})/gm],
  // `use Red::AST;` → `lib/Red/AST.rakumod`.
  raku: [/^[ \t]*(?:use|need|require)[ \t]+([A-Z][\w'-]*(?:::[\w'-]+)*)/gm],
  // `import 'lib/utils.libsonnet'` (and `importstr`, `importbin`).
  jsonnet: [/\bimport(?:str|bin)?[ \t]+['"]([^'"\n]+)['"]/g],
  // `COPY CUSTREC.` names a copybook, `CALL 'SUBPGM'` a program: each by convention its file's name.
  cobol: [/\bcopy[ \t]+['"]?([a-z0-9][\w-]*)/gi, /\bcall[ \t]+['"]([a-z0-9][\w-]*)['"]/gi],
  // `include "shared.thrift"`.
  thrift: [/^[ \t]*(?:include|cpp_include)[ \t]+["']([^"'\n]+)["']/gm],
  // `include(CompilerWarnings)` → `cmake/CompilerWarnings.cmake`, `include(${CMAKE_CURRENT_LIST_DIR}/deps.cmake)`.
  cmake: [/^[ \t]*include[ \t]*\([ \t]*"?(?:\$\{\w+\}\/)?([\w.\/-]+?)"?[ \t]*[)\s]/gim],
  // dbt's `{{ ref('stg_orders') }}` (or `ref('package', 'stg_orders')`): a model is its file.
  sql: [/\bref\([ \t]*(?:['"][\w-]+['"][ \t]*,[ \t]*)?['"]([\w.-]+)['"]/g],
  // `import public Data.List` (Idris), `open import Data.Nat.Base` (Agda): modules, each a path (as Haskell's).
  idris: [/^import[ \t]+(?:public[ \t]+)?([A-Z][\w.]*)/gm],
  agda: [/^[ \t]*(?:open[ \t]+)?import[ \t]+([^\s;(){}]+)/gm],
  // `(require :conjure.client)`, `(import-macros {: def} :conjure.macros)`: Lua's module paths. Bounded: a long line of
  // `(import-macros {` must not cost quadratic time.
  fennel: [/\((?:require|include|require-macros)[ \t]+[:"]([\w.\/-]+)/g, /\(import-macros[ \t]+(?:\{[^}\n]{0,200}\}|[\w-]+)[ \t]+[:"]([\w.\/-]+)/g],
  // `(import ./util)` beside the importer, `(use spork/json)` a collection's module.
  janet: [/\((?:import|use)[ \t]+"?([\w.\/-]+)/g],
  // naga_oil's `#import bevy_pbr::mesh_functions` and `#import bevy_pbr::{mesh_view_bindings::view, pbr_types}`, vello's
  // `#import bbox`: modules, each its file (see extractImports).
  wgsl: [/^[ \t]*#import[ \t]+"?([\w./-]+(?:::\w+)*)(?:::\{([^}\n]{0,2000})\})?/gm],
  // A component is its file: the components a Razor file renders (`<MudButton`), inherits (`@inherits MudBaseInput`) or
  // lays out in; an MVC view's partials (`<partial name="_LoginPartial" />`, `Html.PartialAsync("_Nav")`).
  razor: [
    // Two letters at least: a generic's `<T>` is not a component.
    /<([A-Z]\w{1,63})(?=[\s/>])/g,
    /^@(?:inherits|layout)[ \t]+(?:[\w.]*\.)?(\w+)/gm,
    /<partial[ \t]+name=["'](?:~\/)?([\w.\/-]+)["']/g,
    /\bPartial(?:Async)?\([ \t]*["'](?:~\/)?([\w.\/-]+)["']/g,
  ],
  // Rails partials: `render 'form'`, `render partial: "users/row"`, `render(:partial => 'shared/nav')`.
  erb: [/\brender[ \t(]+(?:(?::partial[ \t]*=>|partial:)[ \t]*)?["']([\w\/.-]+)["']/g],
  // `include includes/head.pug`, `extends ../layout` (from the including file, or from the root when written `/x`).
  pug: [/^[ \t]*(?:include|extends)(?::[\w-]+)?[ \t]+([^\s]+)/gm],
  // `<%- include('partials/header') %>`, Hexo's `<%- partial('_partial/header') %>`, EJS 1's `<% include header %>`.
  ejs: [/\b(?:include|partial)\([ \t]*["']([^"'\n]+)["']/g, /<%-?[ \t]*include[ \t]+([\w.\/-]+)/g],
  // A Shopify theme's snippets, sections and layout (`{% render 'card-product' %}` → `snippets/card-product.liquid`),
  // a Jekyll include (`{% include head.html %}`), and the assets a template links (`'base.css' | asset_url`).
  liquid: [
    /\{%-?[ \t]*(?:render|include|section|sections|layout)[ \t]+["']?([\w.\/-]+)/g,
    /["']([\w.-]+\.(?:css|js))["'][ \t]*\|[ \t]*asset_url/g,
  ],
  // Partials (`{{> post-card}}`, `{{#> layout}}`), a Ghost layout (`{{!< default}}`), and Ember's components by their
  // angle-bracket names (`<PowerSelect::Trigger` is `power-select/trigger`; see extractImports).
  handlebars: [/\{\{(?:#?>|!<)[ \t]*["']?([\w.\/-]+)/g, /<([A-Z][A-Za-z0-9]{0,63}(?:::[A-Z][A-Za-z0-9]{0,63}){0,8})(?=[\s/>])/g],
  // Templates a template includes, extends, embeds or imports (`{% extends 'base.html.twig' %}`,
  // `{% from "macros.j2" import field %}`, Twig's `@EasyAdmin/crud/index.html.twig`).
  jinja: [/\{%-?[ \t]*(?:include|extends|embed|import|from|use)[ \t]+["'](@?[\w.\/-]+)["']/g],
  // `Require Import Coq.Lists.List.`, `From mathcomp Require Import ssreflect ssrbool.`: modules (see extractImports).
  // Bounded, up to the sentence's closing dot: nested repeats of names and spaces cost exponential time on a long line.
  coq: [/^[ \t]*(?:From[ \t]+[\w.]{1,200}[ \t]+)?Require[ \t]+(?:(?:Import|Export)[ \t]+)?([\w'. \t]{1,1000}?)\.(?=\s|$)/gm],
  // `:- use_module(library(http/json)).`, `:- ensure_loaded('util.pl').`, `:- include(x).`
  prolog: [/\b(?:use_module|ensure_loaded|include|consult|reexport)\([ \t]*(?:library\([ \t]*)?['"]?([\w\/.-]+)/g],
  // A module is its file (`Button.res` is `Button`): the modules a file opens, uses (`Button.make`) or renders (`<Button`).
  rescript: [
    /^[ \t]*(?:open|include)!?[ \t]+([A-Z]\w{0,63})/gm,
    /(?<![\w.])([A-Z]\w{0,63})\.(?=[A-Za-z_])/g,
    /<([A-Z]\w{0,63})(?=[\s/>.])/g,
  ],
};

/**
 * Module specifiers the file imports, as written. Python `from a.b import c, d`
 * yields `a.b`, `a.b.c`, `a.b.d` (a name imported may be a module).
 */
export function extractImports(text: string, lang: Language): string[] {
  const out = new Set<string>();
  for (const m of matchesOf(text, IMPORT_PATTERNS[lang] ?? [])) {
    if (lang === 'wgsl' && m[2] !== undefined) {
      // A group's items, each a module (`pbr_types`) or a module's item (`mesh_view_bindings::view`) under the path before it.
      for (const item of m[2].split(',')) if (/^\w+(?:::\w+)*$/.test(item.trim())) out.add(`${m[1]}::${item.trim()}`);
      continue;
    }
    if (lang === 'coq') {
      // One `Require` names several modules.
      for (const name of m[1]!.split(/[ \t]+/)) if (name !== '') out.add(name);
      continue;
    }
    if (lang === 'handlebars' && /^[A-Z]/.test(m[1]!)) {
      // An Ember component's file: `PowerSelect::Trigger` → `power-select/trigger`.
      out.add(m[1]!.split('::').map((part) => part.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase()).join('/'));
      continue;
    }
    if (lang === 'move' && m[2] !== undefined) {
      // A group's modules, each before its own `::` (`Self` and items of a module named before the braces are not one).
      for (const item of m[2].split(',')) {
        const name = item.trim().split('::')[0]!;
        if (/^[a-z_]\w*$/.test(name)) out.add(name);
      }
      continue;
    }
    const spec = m[1]!;
    const names = m[2] ?? m[3];
    if (lang === 'python' && names !== undefined) {
      out.add(spec);
      for (const name of names.split(/[\s,\\()]+/)) {
        if (/^\w+$/.test(name) && name !== 'as') out.add(spec.endsWith('.') ? spec + name : `${spec}.${name}`);
      }
    } else if (lang === 'python' || lang === 'ada') {
      for (const s of spec.split(',')) out.add(s.trim());
    } else if (lang === 'pascal') {
      // `uses SysUtils, CastleUtils in 'src/castleutils.pas' {comment}, Foo.Bar;`: the units' names.
      for (const unit of spec.replace(/\{[^}]*\}|\(\*[\s\S]*?\*\)|\/\/[^\n]*|\bin[ \t]+'[^']*'/g, '').split(',')) {
        const name = unit.trim();
        if (/^\w+(?:\.\w+)*$/.test(name)) out.add(name);
      }
    } else if (lang === 'elixir' && names !== undefined) {
      for (const name of names.split(/[\s,]+/)) if (/^[A-Z][\w.]*$/.test(name)) out.add(spec + name);
    } else {
      out.add(spec);
    }
  }
  return [...out].filter((s) => s.length > 0 && s.length < 200).slice(0, 300);
}
