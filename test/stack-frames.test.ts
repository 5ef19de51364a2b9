import { describe, expect, it } from 'vitest';
import { readStackFrames } from '../src/core/stack-frames.js';

// Python's, JavaScript's, Java's, Go's and Rust's frames and compilers' error lines are read through
// `extractPaths` in query.test.ts, which normalizes what this module returns as written.
describe('readStackFrames', () => {
  it('reads PHP traces: where it was thrown, then the frames innermost first, with their methods', () => {
    const php = readStackFrames(
      "PHP Fatal error:  Uncaught GuzzleHttp\\Exception\\ConnectException: cURL error 28 in /var/www/vendor/guzzlehttp/guzzle/src/Handler/CurlFactory.php:210\nStack trace:\n#0 /var/www/vendor/guzzlehttp/promises/src/Promise.php(204): GuzzleHttp\\Handler\\CurlFactory::finish(Object(EasyHandle))\n#1 [internal function]: GuzzleHttp\\Promise\\Promise::callHandler(1)\n#2 /var/www/app/Http/Client.php(12): App\\Http\\Client->send(Array)\n#3 {main}\n  thrown in /var/www/vendor/guzzlehttp/guzzle/src/Handler/CurlFactory.php on line 210",
    );
    expect(php.files).toEqual(['/var/www/vendor/guzzlehttp/guzzle/src/Handler/CurlFactory.php', '/var/www/vendor/guzzlehttp/promises/src/Promise.php', '/var/www/app/Http/Client.php']);
    expect(php.functions).toEqual(['finish', 'send']);
    expect(readStackFrames('Warning: Undefined array key 1 in /app/src/Parser.php on line 88').files).toEqual(['/app/src/Parser.php']);
  });
  it('reads Ruby frames innermost first, the method without its owner or block', () => {
    const rb = readStackFrames(
      "/usr/local/bundle/gems/rack-2.2.3/lib/rack/lint.rb:21:in `assert': Content-Type header found (Rack::Lint::LintError)\n\tfrom /usr/local/bundle/gems/rack-2.2.3/lib/rack/lint.rb:735:in `block in check_content_type'\n\tfrom /app/lib/thor/base.rb:12:in 'Thor::Base#start'\n\tfrom bin/app:3:in '<main>'",
    );
    expect(rb.files).toEqual(['/usr/local/bundle/gems/rack-2.2.3/lib/rack/lint.rb', '/app/lib/thor/base.rb']);
    expect(rb.functions).toEqual(['assert', 'check_content_type', 'start']);
  });
  it("reads .NET frames: the file when the trace has it, else the type's file name, which is not a path the task wrote; never the runtime's", () => {
    const cs = readStackFrames(
      'System.InvalidOperationException: Handler was not found\n   at System.Diagnostics.StackTrace.CaptureStackTrace(Int32, Boolean)\n   at MediatR.Internal.RequestHandlerBase.GetHandler[THandler](ServiceFactory factory) in C:\\projects\\mediatr\\src\\MediatR\\Internal\\RequestHandler.cs:line 15\n   at MediatR.Mediator.<Send>d__5`1.MoveNext()\n   at Polly.Retry.RetryEngine`1.Implementation[TResult](Func`3 action, Context context)\n   at Acme.Outer+Inner.Run()\n   at com.acme.auth.TokenStore.load(TokenStore.java:88)\nLook at Object.keys() here',
    );
    // The JVM frame is read as Java's, the prose's `at Object.keys()` as nothing.
    expect(cs.files).toEqual(['com/acme/auth/TokenStore.java', 'C:\\projects\\mediatr\\src\\MediatR\\Internal\\RequestHandler.cs', 'Mediator.cs', 'RetryEngine.cs', 'Outer.cs']);
    expect(cs.written).toEqual(['com/acme/auth/TokenStore.java', 'C:\\projects\\mediatr\\src\\MediatR\\Internal\\RequestHandler.cs']);
    expect(cs.functions).toEqual(['load', 'GetHandler', 'Send', 'Implementation', 'Run']);
  });
  it("reads Elixir's and Dart's frames inside their package: Mix's deps/<app>/, a Dart package's lib/", () => {
    const ex = readStackFrames(
      '** (Ecto.Query.CastError) deps/ecto/lib/ecto/query/planner.ex:1890: value `"a"` cannot be dumped\n    (elixir 1.14.0) lib/enum.ex:1658: Enum."-map/2-lists^map/1-0-"/2\n    (ecto 3.9.0) lib/ecto/repo/queryable.ex:164: Ecto.Repo.Queryable.one/3\n    (my_app 0.1.0) lib/my_app/accounts.ex:12: MyApp.Accounts.get_user!/1',
    );
    expect(ex.files).toEqual(['deps/ecto/lib/ecto/query/planner.ex', 'deps/ecto/lib/ecto/repo/queryable.ex', 'deps/my_app/lib/my_app/accounts.ex']);
    expect(ex.functions).toEqual(['one', 'get_user!']);
    expect(ex.inPackage).toEqual(['deps/ecto/lib/ecto/repo/queryable.ex', 'deps/my_app/lib/my_app/accounts.ex']);
    const dart = readStackFrames(
      "E/flutter ( 7570): Unhandled Exception: 'package:riverpod/src/framework/scheduler.dart': Failed assertion: line 29 pos 12: '!_disposed'\nE/flutter ( 7570): #0      _AssertionError._doThrowNew (dart:core-patch/errors_patch.dart:46:39)\nE/flutter ( 7570): #1      DioMixin.fetch (package:dio/src/dio_mixin.dart:521:7)\n#2      _rootRunUnary (dart:async/zone.dart:1406:47)",
    );
    expect(dart.files).toEqual(['package:riverpod/src/framework/scheduler.dart', 'package:dio/src/dio_mixin.dart']);
    expect(dart.functions).toEqual(['fetch']);
    // As package:stack_trace prints a trace (the test runner, build_runner).
    const terse = readStackFrames('package:mockito/src/builder.dart 1348:11                   _MockClassInfo._matchingParameter.<fn>\npackage:code_builder/src/specs/method.g.dart 403:32        new _$Parameter\ndart:core');
    expect(terse.files).toEqual(['package:mockito/src/builder.dart', 'package:code_builder/src/specs/method.g.dart']);
    expect(terse.functions).toEqual(['_matchingParameter']);
  });
  it("reads Lua's error location and traceback in the order written, and Swift's runtime traps", () => {
    const lua = readStackFrames(
      "E5108: Error executing lua ...share/nvim/lazy/telescope.nvim/lua/telescope/pickers.lua:98: attempt to index a nil value\nstack traceback:\n\t[C]: in function 'error'\n\t...lazy/telescope.nvim/lua/telescope/finders.lua:12: in function 'find'\n\tlua/telescope/builtin/init.lua:40: in local 'run'",
    );
    expect(lua.files).toEqual(['...share/nvim/lazy/telescope.nvim/lua/telescope/pickers.lua', '...lazy/telescope.nvim/lua/telescope/finders.lua', 'lua/telescope/builtin/init.lua']);
    expect(lua.functions).toEqual(['find', 'run']);
    // Raised again by a wrapper: the wrapped location is the origin.
    const rethrown = readStackFrames("...nvim/lua/gitsigns/async.lua:85: The coroutine failed with this message: ...nvim/lua/gitsigns.lua:34: attempt to index local 'info'\nstack traceback:\n\t...nvim/lua/gitsigns/async.lua:127: in function 'on_exit'");
    expect(rethrown.files).toEqual(['...nvim/lua/gitsigns.lua', '...nvim/lua/gitsigns/async.lua']);
    expect(readStackFrames('Fatal error: Unexpectedly found nil while unwrapping an Optional value: file Kingfisher/ImageView.swift, line 42').files).toEqual(['Kingfisher/ImageView.swift']);
  });
  it('reads OCaml, Zig and Erlang traces innermost first, with their functions', () => {
    const ml = readStackFrames(
      'Fatal error: exception Not_found\nRaised at Stdlib__Map.Make.find in file "map.ml", line 137, characters 10-25\nCalled from Ocamlformat_lib__Fmt_ast.fmt_expression in file "lib/Fmt_ast.ml", line 2012, characters 4-40\nCalled from file "bin/main.ml", line 5, characters 2-8',
    );
    expect(ml.files).toEqual(['map.ml', 'lib/Fmt_ast.ml', 'bin/main.ml']);
    expect(readStackFrames('Raised at file "src/import0.ml" (inlined), line 351, characters 22-32').files).toEqual(['src/import0.ml']);
    expect(ml.functions).toEqual(['find', 'fmt_expression']);
    const zig = readStackFrames('thread 5 panic: reached unreachable code\n/home/u/zls/src/analysis.zig:1234:17: 0x2d4f1a in resolveTypeOfNode (zls)\n            unreachable;\n/home/u/zls/src/main.zig:40:5: 0x2d0000 in main (zls)');
    expect(zig.files).toEqual(['/home/u/zls/src/analysis.zig', '/home/u/zls/src/main.zig']);
    expect(zig.functions).toEqual(['resolveTypeOfNode', 'main']);
    const term = readStackFrames('{badmatch,{error,enoent}},[{rebar_app_utils,validate_application_info,2,[{file,"src/rebar_app_utils.erl"},{line,72}]},{rebar_app_discover,find_app,4,[{file,"src/rebar_app_discover.erl"},{line,301}]}]');
    expect(term.files).toEqual(['src/rebar_app_utils.erl', 'src/rebar_app_discover.erl']);
    expect(term.functions).toEqual(['validate_application_info', 'find_app']);
    const escript = readStackFrames('escript: exception error: no match of right hand side value error\n  in function  rebar_prv_compile:copy_app_dirs/3 (src/rebar_prv_compile.erl, line 241)\n  in call from rebar_prv_compile:compile/4 (src/rebar_prv_compile.erl, line 150)');
    expect(escript.files).toEqual(['src/rebar_prv_compile.erl']);
    expect(escript.functions).toEqual(['copy_app_dirs', 'compile']);
  });
  it("reads Haskell's pattern-match failures, Julia's stack traces (not Base's frames) and Clojure's", () => {
    const hs = readStackFrames('hakyll: src/Hakyll/Core/Item.hs:(12,5)-(14,9): Non-exhaustive patterns in function itemBody');
    expect(hs.files).toEqual(['src/Hakyll/Core/Item.hs']);
    expect(hs.functions).toEqual(['itemBody']);
    const jl = readStackFrames(
      'ERROR: BoundsError: attempt to access 2-element Vector{Int64} at index [3]\nStacktrace:\n [1] getindex\n   @ ./essentials.jl:13 [inlined]\n [2] throw_boundserror(A::Vector{Int64}, I::Tuple{Int64})\n   @ Base ./abstractarray.jl:744\n [3] getindex(df::DataFrame, row_ind::Int64, col_ind::Symbol)\n   @ DataFrames ~/.julia/packages/DataFrames/vuMM8/src/dataframe/dataframe.jl:535\n [4] top-level scope\n   @ REPL[3]:1',
    );
    expect(jl.files).toEqual(['~/.julia/packages/DataFrames/vuMM8/src/dataframe/dataframe.jl']);
    expect(jl.functions).toEqual(['getindex']);
    const clj = readStackFrames(
      'Execution error (NullPointerException) at clj-kondo.impl.analyzer/analyze-children (analyzer.clj:123).\n\tat clj_kondo.impl.analyzer$analyze_expression_STAR_.invokeStatic(analyzer.clj:2012)\n\tat clj_kondo.impl.analyzer$fn__1234.invoke(analyzer.clj:99)\n\tat clojure.core$map.invoke(core.clj:2618)\n\tat clj_kondo.core$run_BANG___5434.invokeStatic(core.clj:230)',
    );
    // clojure.core is the runtime's, though a project may have a `…/clojure/core.clj` of its own.
    expect(clj.files).toEqual(['clj_kondo/impl/analyzer.clj', 'clj_kondo/core.clj']);
    expect(clj.functions).toEqual(['analyze_children', 'analyze_expression_STAR_', 'run_BANG_']);
  });
});
