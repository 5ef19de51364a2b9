/**
 * The stack traces and compilers' error lines of a task's text, each as its runtime prints it: the
 * files of the frames, innermost (where the error was raised) first, and the functions they name.
 * Python, Java, Kotlin, Scala and Clojure, JavaScript, Go, Rust, PHP, Ruby, .NET, Elixir, Dart, Lua,
 * Swift, OCaml, Zig, Erlang, Haskell and Julia; then GCC's, Clang's, MSVC's and rustc's error lines.
 */

const PY_FRAME = /File "([^"]+)", line (\d+)(?:, in ([\w<>.]+))?/g;
const JS_FRAME = /\bat (?:(?:async )?([\w$.<>\[\] ]+?) \()?((?:file:\/\/)?[^\s()]+?):(\d+)(?::\d+)?\)?/g;
const JAVA_FRAME = /\bat ([\w$.]+)\.([\w$<>]+)\(([\w$]+\.(?:java|kt|scala|clj[cs]?)):\d+\)/g;
/** Clojure's own report of where it failed: `Execution error (NullPointerException) at clj-kondo.impl.analyzer/analyze (analyzer.clj:123).` */
const CLOJURE_AT = /\bat ([\w.-]+)\/([^\s/()]+) \(([\w-]+\.clj[cs]?):\d+\)/g;
/** Clojure's own namespaces (`clojure.core$map`) are the runtime's frames, never a project's, though a project may mirror their names. */
const CLOJURE_RUNTIME = /^clojure\./;
/** A goroutine's frame: the function's line, then its file indented on the next (`\t/src/app/server.go:182 +0x26`). */
const GO_FRAME = /^[ \t]*(?:[\w./-]+\/)?[\w-]+\.(?:\(\*?\w+\)\.)?([\w]+)\([^\n]*\)\n[ \t]+(\S+\.go):\d+(?: \+0x[0-9a-f]+)?$/gm;
/** Where Rust panicked: `panicked at src/buf.rs:9:5:` (Rust 1.73 on), `panicked at 'message', src/buf.rs:9:5`. */
const RUST_PANIC = /\bpanicked at (?:'[^\n]*', )?([^\s:'"]+\.rs):\d+:\d+/g;
/**
 * A compiler's error line: GCC's and Clang's `path:line[:col]: error:`, MSVC's `path(line[,col]): error`,
 * rustc's `error[E…]: …` then `--> path:line:col`. The file named is where compiling failed.
 */
const COMPILER_ERROR = /(?<![^\s'"([])((?:[A-Za-z]:)?[^\s:()'"<>]+\.\w+)(?::\d+(?::\d+)?:|\(\d+(?:,\d+)?\)\s*:)\s+(?:fatal\s+)?error\b|^error(?:\[E\d+\])?:[^\n]*\n\s*--> ([^\s:]+\.rs):\d+/gm;
/**
 * PHP: where an uncaught error was thrown (`… in /app/src/Foo.php:42`, `… in /app/src/Foo.php on line 42`),
 * then the trace's frames, innermost first (`#0 /app/src/Foo.php(42): Foo->bar()`).
 */
const PHP_THROWN = /\bin ((?:[A-Za-z]:)?[^\s:()'"]+\.php)(?::\d+\b| on line \d+)/g;
const PHP_FRAME = /^[ \t]*#\d+ ((?:[A-Za-z]:)?[^\s()'"]+\.php)\(\d+\): (?:[\w\\]+(?:->|::))?(\w+)?/gm;
/** Ruby, innermost first: `lib/rack/lint.rb:12:in 'Rack::Lint#call'` (before Ruby 3.4 `` `call' ``), then `from …` lines. */
const RUBY_FRAME = /(?<![^\s'"(])((?:[A-Za-z]:)?[^\s:'"`()]+\.(?:rb|rake|ru)):\d+:in [`']([^'`\n]+)'/g;
/**
 * .NET, innermost first: `at Ns.Type.Method(args) in C:\src\Type.cs:line 42`, or without ` in …`
 * in a release build. An async method runs as `Ns.Type.<Method>d__5.MoveNext()`.
 */
const DOTNET_FRAME = /^[ \t]*at ((?:[\w`+]+\.)+[\w`+]+)\.(?:<(\w+)>[\w`]*\.MoveNext|([\w`]+))(?:\[[^\]\n]*\])?\(([^)\n]*)\)(?: in ((?:[A-Za-z]:)?[^\n:*?"<>|]+?\.(?:cs|fs|vb)):line \d+)?/gm;
/**
 * Elixir: where it was raised (`** (Ecto.Query.CastError) lib/ecto/query/planner.ex:1890: …`), then the frames,
 * innermost first: `(ecto 3.9.0) lib/ecto/repo.ex:164: Ecto.Repo.one/3`, a path inside the app named first.
 */
const ELIXIR_RAISED = /^\*\* \([\w.]+\) ([^\s:]+\.exs?):\d+:/gm;
const ELIXIR_FRAME = /^[ \t]*\((\w+)(?: [\w.+-]+)?\) ([^\s:]+\.exs?):\d+: (?:[\w.]+\.)?([\w!?]+)\/\d+/gm;
/**
 * Dart: a failed assertion's file (`'package:riverpod/src/scheduler.dart': Failed assertion: line 29`), then the
 * frames, innermost first, as the VM prints them (`#0  Dio.fetch (package:dio/src/dio_mixin.dart:521:7)`) or as
 * package:stack_trace does (`package:mockito/src/builder.dart 1348:11  _MockClassInfo.build.<fn>`); the path is inside the package's `lib/`.
 */
const DART_ASSERTION = /'package:(\w+)\/([^\s:()']+\.dart)': Failed assertion/g;
const DART_FRAME = /#\d+[ \t]+(?:[\w$<>]+\.)*([\w$<>]+=?)[ \t]+\(package:(\w+)\/([^\s:()]+\.dart):\d+/g;
const DART_TERSE_FRAME = /^[ \t]*package:(\w+)\/(\S+\.dart) \d+(?::\d+)?[ \t]+(?:new )?([\w$.<>]+)/gm;
/**
 * Lua: where it was raised (`lua/telescope/pickers.lua:98: attempt to index nil`), then the traceback's frames,
 * innermost first (`lua/x.lua:12: in function 'find'`). An error raised again carries the first one's location
 * after its own (`async.lua:85: The coroutine failed with this message: gitsigns.lua:34: attempt…`): the last is the origin.
 */
const LUA_LOCATION = /(?<![^\s'"(<])((?:[A-Za-z]:)?[^\s:'"()[\]<>]+\.lua):\d+:( in (?:(?:local|upvalue|field|method|function) )*'?([\w.:]+)?)?/g;
/** Swift's runtime traps: `Fatal error: Unexpectedly found nil…: file MyApp/ViewController.swift, line 42`. */
const SWIFT_TRAP = /\bfile ((?:[A-Za-z]:)?[^\s,]+\.swift), line \d+/g;
/** OCaml, innermost first: `Raised at Stdlib__Map.find in file "map.ml", line 137, …`, `Called from Lib__Fmt.f in file "lib/fmt.ml", line 12, …`. */
const OCAML_FRAME = /\b(?:Raised at|Re-raised at|Called from|Raised by primitive operation at)(?: ([\w.$']+) in)? file "([^"\n]+\.mli?)"(?: \(inlined\))?, line \d+/g;
/** Zig, innermost first: `/home/u/zls/src/analysis.zig:1234:17: 0x2d4f1a in resolveType (zls)`. */
const ZIG_FRAME = /(?<![^\s'"(])((?:[A-Za-z]:)?[^\s:'"()]+\.zig):\d+:\d+: 0x[0-9a-f]+ in ([\w.]+)/g;
/**
 * Erlang, innermost first: a stack in the error term (`{rebar_app_utils,validate,2,[{file,"src/rebar_app_utils.erl"},{line,72}]}`),
 * or as an escript prints it (`in function  rebar_app_utils:validate/2 (src/rebar_app_utils.erl, line 72)`).
 */
const ERLANG_TERM_FRAME = /\{'?[a-z][\w@]*'?,'?([^',{}\s]+)'?,(?:\d+|\[[^\]\n]*\]),\[\{file,"([^"\n]+\.[eh]rl)"\},\{line,\d+\}/g;
const ERLANG_CALL_FRAME = /\bin (?:function|call from)\s+'?[a-z][\w@]*'?:'?([^'\s/]+)'?\/\d+ \(([^,()\s]+\.[eh]rl), line \d+\)/g;
/** Haskell's pattern-match failures name where: `src/Hakyll/Core/Item.hs:(12,5)-(14,9): Non-exhaustive patterns in function itemBody`. */
const HASKELL_PATTERN = /(?<![^\s'"(:])((?:[A-Za-z]:)?[^\s:'"()]+\.hs):(?:\(\d+,\d+\)-\(\d+,\d+\)|\d+:\d+(?:-\d+)?): (?:Non-exhaustive patterns|Irrefutable pattern failed|Missing field)(?:[^\n]*? in function ([\w']+))?/g;
/**
 * Julia 1.6 on, innermost first: ` [2] getindex(df::DataFrame, …)` then `   @ DataFrames ~/.julia/packages/DataFrames/vuMM8/src/x.jl:535`.
 * Base's and Core's frames (`@ Base ./array.jl:924`) are the runtime's; the REPL's are the caller's.
 */
const JULIA_FRAME = /^[ \t]*\[\d+\] (?:[\w.]+\.)?(?:([\w!]+)[({][^\n]*|[^\n]*)\n[ \t]+@ (\w+) (\S+\.jl):\d+/gm;

export interface StackFrames {
  /** The frames' files, innermost first, then the files of compiler errors, in order; as written (not normalized), each once. */
  files: string[];
  /** The paths the text writes in them, in the order written (not a .NET type's file name, nor a frame under node_modules). */
  written: string[];
  /** The functions the frames name. */
  functions: string[];
  /** Paths written inside a package (Elixir's `deps/<app>/…`, Dart's `package:<name>/…`): a path-shaped token inside one is that frame. */
  inPackage: string[];
}

export function readStackFrames(text: string): StackFrames {
  const functions: string[] = [];
  const pyFrames: string[] = [];
  for (const m of text.matchAll(PY_FRAME)) {
    pyFrames.push(m[1]!);
    if (m[3] && !m[3].startsWith('<')) functions.push(m[3]);
  }
  const written = [...pyFrames];
  // Python prints the most recent call last; Java and JavaScript print it first.
  const files = pyFrames.reverse();
  // A Clojure namespace is a path, its dashes underscores in the file's name (`clj-kondo.impl.analyzer`: `clj_kondo/impl/analyzer.clj`).
  for (const m of text.matchAll(CLOJURE_AT)) {
    if (CLOJURE_RUNTIME.test(m[1]!)) continue;
    const p = [...m[1]!.replace(/-/g, '_').split('.').slice(0, -1), m[3]!].join('/');
    written.push(p);
    files.push(p);
    functions.push(m[2]!.replace(/-/g, '_'));
  }
  for (const m of text.matchAll(JAVA_FRAME)) {
    const pkg = m[1]!.split('.');
    const file = m[3]!;
    const clojure = /\.clj[cs]?$/.test(file);
    if (clojure && CLOJURE_RUNTIME.test(m[1]!)) continue;
    const p = [...pkg.slice(0, -1), file].join('/');
    written.push(p);
    files.push(p);
    // Clojure compiles a function to a class named after it (`analyzer$analyze_expression.invokeStatic`).
    const fn = clojure ? m[1]!.split('$').slice(1).find((n) => !/^fn__\d+$/.test(n))?.replace(/__\d+$/, '') : m[2];
    if (fn) functions.push(fn);
  }
  // Go prints the innermost call first, as Java does; Rust's panic location is where it was raised.
  for (const m of text.matchAll(GO_FRAME)) {
    written.push(m[2]!);
    files.push(m[2]!);
    functions.push(m[1]!);
  }
  for (const m of text.matchAll(RUST_PANIC)) {
    written.push(m[1]!);
    files.push(m[1]!);
  }
  for (const m of text.matchAll(JS_FRAME)) {
    const p = m[2]!.replace(/^file:\/\//, '');
    if (!/\.\w+$/.test(p) || p.startsWith('node:')) continue;
    // A dependency's frame is a frame only if the dependency is the project itself (dispatch decides).
    if (p.includes('node_modules/')) {
      files.push(p);
      continue;
    }
    written.push(p);
    files.push(p);
    const fn = m[1]?.trim().split(/[.\s]/).pop();
    if (fn && /^[\w$]+$/.test(fn) && fn !== 'new') functions.push(fn);
  }
  // A frame inside a dependency keeps the package manager's folder (`deps/ecto/…`, `package:dio/…`), so that dispatch
  // takes it for the project's own only when the package is the project. Not `written`: a path the text does not hold.
  const frame = (path: string, fn?: string, writtenAs = true): void => {
    if (writtenAs) written.push(path);
    files.push(path);
    if (fn && /^[A-Za-z_]\w*[!?]?$/.test(fn)) functions.push(fn);
  };
  for (const m of text.matchAll(PHP_THROWN)) frame(m[1]!);
  for (const m of text.matchAll(PHP_FRAME)) frame(m[1]!, m[2]);
  for (const m of text.matchAll(RUBY_FRAME)) frame(m[1]!, m[2]!.replace(/^(?:block|rescue|ensure)(?: \(\d+ levels\))? in /, '').split(/[#.]|::/).pop());
  for (const m of text.matchAll(DOTNET_FRAME)) {
    const [, type, asyncMethod, method, args, file] = m;
    const name = asyncMethod ?? method!.replace(/`\d+$/, '');
    if (file !== undefined) frame(file, name);
    // Without its file: a JVM frame has this shape too, its file in the parentheses (read above); the runtime's
    // own frames are not the project's; else the file named after the type (one type a file, by convention),
    // which is where the type likely is, not a path the task wrote.
    else if (!args!.includes(':') && !/^(?:System|Microsoft)\./.test(type!)) frame(`${type!.split('+')[0]!.split('.').pop()!.replace(/`\d+$/, '')}.cs`, name, false);
  }
  for (const m of text.matchAll(ELIXIR_RAISED)) frame(m[1]!);
  // Elixir and Dart write a frame's path inside its package; the path as written there is the frame, not a path named besides.
  const inPackage: string[] = [];
  const packageFrame = (path: string, fn?: string): void => {
    inPackage.push(path);
    frame(path, fn);
  };
  for (const m of text.matchAll(ELIXIR_FRAME)) packageFrame(`deps/${m[1]}/${m[2]}`, m[3]);
  for (const m of text.matchAll(DART_ASSERTION)) packageFrame(`package:${m[1]}/${m[2]}`);
  for (const m of text.matchAll(DART_FRAME)) packageFrame(`package:${m[2]}/${m[3]}`, m[1]);
  for (const m of text.matchAll(DART_TERSE_FRAME)) packageFrame(`package:${m[1]}/${m[2]}`, m[3]!.replace(/\.<fn>/g, '').split('.').pop());
  for (const line of text.split('\n')) {
    const found = [...line.matchAll(LUA_LOCATION)];
    for (const m of found.filter((m) => m[2] === undefined).reverse()) frame(m[1]!);
    for (const m of found.filter((m) => m[2] !== undefined)) frame(m[1]!, m[3]?.split(/[.:]/).pop());
  }
  for (const m of text.matchAll(SWIFT_TRAP)) frame(m[1]!);
  for (const m of text.matchAll(OCAML_FRAME)) frame(m[2]!, m[1]?.split('.').pop());
  for (const m of text.matchAll(ZIG_FRAME)) frame(m[1]!, m[2]!.split('.').pop());
  for (const m of text.matchAll(ERLANG_TERM_FRAME)) frame(m[2]!, m[1]);
  for (const m of text.matchAll(ERLANG_CALL_FRAME)) frame(m[2]!, m[1]);
  for (const m of text.matchAll(HASKELL_PATTERN)) frame(m[1]!, m[2]);
  for (const m of text.matchAll(JULIA_FRAME)) if (!/^(?:Base|Core|Main)$/.test(m[2]!)) frame(m[3]!, m[1]);
  // After the stack frames: a trace says where the error was raised, a compiler's error line where a build failed.
  for (const m of text.matchAll(COMPILER_ERROR)) {
    const p = m[1] ?? m[2]!;
    written.push(p);
    files.push(p);
  }
  const unique = (xs: string[]): string[] => [...new Set(xs)];
  return { files: unique(files), written: unique(written), functions: unique(functions), inPackage: unique(inPackage) };
}
