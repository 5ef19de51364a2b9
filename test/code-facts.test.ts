import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFINITION_PATTERNS,
  IMPORT_PATTERNS,
  extractDefinitionSites,
  extractDefinitions,
  extractImports,
  isTestPath,
  languageOf,
  languageOfFile,
  matchesOf,
  type Language,
} from '../src/core/code-facts.js';

const LANGS: Language[] = ['python', 'js', 'go', 'rust', 'java', 'scala', 'dart', 'elixir', 'lua', 'ruby', 'php', 'c', 'haskell', 'ocaml', 'zig', 'julia', 'clojure', 'erlang', 'r'];

/** What each pattern alone gives through `matchAll`: the reference the needle search must reproduce. */
function plainMatches(text: string, patterns: readonly RegExp[]): unknown[] {
  return patterns.flatMap((re) => [...text.matchAll(re)].map((m) => [m.index, ...m]));
}

const fast = (text: string, patterns: readonly RegExp[]): unknown[] => matchesOf(text, patterns).map((m) => [m.index, ...m]);

// Pieces of code and every line terminator; strung together they make lines the patterns nearly match.
const PIECES = [
  '\n', '\r\n', '\r', '\u2028', '\u2029', ' ', '  ', '\t', '{', '}', '(', ')', '<T>', ';', ':', '=', '==', ',', '.', '#', '*', "'m'", '"./a"',
  'def ', 'class ', 'async ', 'from ', 'import ', 'export ', 'declare ', 'const ', 'let ', 'var ', 'function', 'function ', '=>', 'type ',
  'require(', 'static ', 'get ', 'public ', 'foo', 'Bar', '_x', '$y', 'if ', 'a.b', '...', 'x: int ',
  '  run(a) {', 'on: (e) => ', 'from .a import (', "import('./c')", '#define X', 'func (r T) Do(',
  'def ', 'val ', 'lazy ', 'Future<void> ', 'return ', 'final ', ' get ', 'mixin ', 'extension ', 'on ', "import 'package:a/b.dart'",
  'defmodule ', 'defp ', 'alias ', 'A.B', '.{C, D}', 'local ', 'function ', 'M.x = function', 'require("a.b")',
];

const ODD = new Set(['\r', '\u2028', '\u2029']); // texts with these take the plain regexes: keep most texts free of them
const textOf = (pieces: string[]) => fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((parts) => parts.join(''));
const texts = fc.oneof({ arbitrary: textOf(PIECES.filter((p) => !ODD.has(p))), weight: 4 }, { arbitrary: textOf(PIECES), weight: 1 });

describe('matchesOf', () => {
  it('gives every pattern the matches matchAll gives, on any line terminators', () => {
    fc.assert(
      fc.property(texts, fc.constantFrom(...LANGS), (text, lang) => {
        for (const patterns of [DEFINITION_PATTERNS[lang], IMPORT_PATTERNS[lang] ?? []]) {
          expect(fast(text, patterns)).toEqual(plainMatches(text, patterns));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on real-looking code with LF, CRLF, lone CR and U+2028 line ends', () => {
    const js = [
      "import { a } from './a';",
      "const b = require('./b');",
      'export const cc = 1, dd = 2;',
      'export type Ee<T> = T[];',
      'class Ff {',
      '  private async *gen<T>(x: T): Promise<void> {',
      '    if (x) {',
      '  }',
      '  handler: async (e) => {},',
      '  on: function () {',
      '}',
    ].join('\n');
    const py = ['from .g import (h,', '    i as j)', 'import k, l.m', 'Nn: int = 3', 'class Oo:', '    async def pp(self):', '        q = 1'].join('\n');
    for (const [lang, text] of [['js', js], ['python', py]] as const) {
      for (const end of ['\n', '\r\n', '\r', '\u2028', '\r\r\n']) {
        const t = text.replaceAll('\n', end);
        expect(fast(t, DEFINITION_PATTERNS[lang])).toEqual(plainMatches(t, DEFINITION_PATTERNS[lang]));
        expect(fast(t, IMPORT_PATTERNS[lang]!)).toEqual(plainMatches(t, IMPORT_PATTERNS[lang]!));
      }
    }
    expect(extractDefinitions(js, 'js')).toEqual(['Ff', 'Ee', 'cc', 'gen', 'handler', 'on']);
    expect(extractImports(js, 'js')).toEqual(['./a', './b']);
    expect(extractDefinitions(py, 'python')).toEqual(['Oo', 'pp', 'Nn']);
    expect(extractImports(py, 'python')).toEqual(['.g', '.g.h', '.g.i', '.g.j', 'k', 'l.m']);
    expect(extractDefinitionSites(py, 'python')).toEqual([
      { name: 'Nn', line: 4 },
      { name: 'Oo', line: 5 },
      { name: 'pp', line: 6 },
    ]);
  });
});

describe('Scala and Dart definitions and imports', () => {
  it('reads Scala defs and types, not values', () => {
    const scala = [
      'import scala.collection.{mutable => m}',
      'import scopt.OptionDef',
      'sealed trait OParser[A, C] {',
      '  private[scopt] def toList: List[OptionDef[_, _]] = {',
      '    val result = m.ListBuffer.empty',
      '    result.toList',
      '  }',
      '  lazy val parsed = 3',
      '}',
      'object OParser {',
      '  implicit def builder[C]: OParserBuilder[C] = new OParserBuilder[C]',
      '  case class Config(verbose: Boolean = false)',
      '  type Setup = Int',
      '}',
    ].join('\n');
    expect(extractDefinitions(scala, 'scala').sort()).toEqual(['Config', 'OParser', 'Setup', 'builder', 'toList']);
    expect(extractImports(scala, 'scala')).toEqual(['scala.collection.', 'scopt.OptionDef']);
  });

  it('reads Dart functions by their return type, getters, top-level values and types, not statements', () => {
    const dart = [
      "import 'dart:async';",
      "import 'package:dio/src/options.dart';",
      "export 'src/adapter.dart';",
      'const kDefaultTimeout = Duration(seconds: 5);',
      'abstract class HttpClientAdapter {',
      '  Future<ResponseBody> fetch(RequestOptions options) async {',
      '    final result = await compute(options);',
      '    return Foo(result);',
      '  }',
      '  String get baseUrl => _baseUrl;',
      '  static List<int>? parse(String s) {',
      "    throw ArgumentError('x');",
      '    setState(() {',
      '    });',
      '  }',
      '  void Function(int) onProgress;',
      '}',
      'mixin OptionsMixin on Object {}',
      'extension on String {}',
      'extension ResponseX on Response {}',
    ].join('\n');
    expect(extractDefinitions(dart, 'dart').sort()).toEqual(['HttpClientAdapter', 'OptionsMixin', 'ResponseX', 'baseUrl', 'fetch', 'kDefaultTimeout', 'parse']);
    expect(extractImports(dart, 'dart')).toEqual(['dart:async', 'package:dio/src/options.dart', 'src/adapter.dart']);
  });
});

describe('Elixir and Lua definitions and imports', () => {
  it('reads Elixir modules by their last name, functions, macros and guards, and aliases with their braces', () => {
    const ex = [
      'defmodule Plug.Conn.Adapter do',
      '  alias Plug.Conn.{Status, Utils}',
      '  import Plug.Conn',
      '  require Logger',
      '  alias __MODULE__.Cookies',
      '  def send_resp(conn, status, body) do',
      '    x = 1',
      '  end',
      '  defp valid?(x), do: true',
      '  defguard is_status(s) when is_integer(s)',
      '  defstruct [:a, :b]',
      'end',
      'defprotocol Plug.Exception do',
      'end',
    ].join('\n');
    expect(extractDefinitions(ex, 'elixir').sort()).toEqual(['Adapter', 'Exception', 'is_status', 'send_resp', 'valid?']);
    expect(extractImports(ex, 'elixir')).toEqual(['Plug.Conn.Status', 'Plug.Conn.Utils', 'Plug.Conn', 'Logger']);
  });

  it("reads Lua's functions by the name after their table's, and its requires", () => {
    const lua = [
      'local M = {}',
      'local utils = require("telescope.utils")',
      'local actions = require "telescope.actions"',
      'function M.find_files(opts) end',
      'function M:close() end',
      'local function helper(a) end',
      'M.grep_string = function(opts) end',
      'return M',
    ].join('\n');
    expect(extractDefinitions(lua, 'lua').sort()).toEqual(['close', 'find_files', 'grep_string', 'helper']);
    expect(extractImports(lua, 'lua')).toEqual(['telescope.utils', 'telescope.actions']);
  });

  it("reads the definitions of Haskell, OCaml, Zig, Julia, Clojure, Erlang and R, and Haskell's imports", () => {
    const cases: [Language, string, string[]][] = [
      ['haskell', ['module ShellCheck.Checks (checkQuotes) where', 'data Severity = Error | Warning', 'newtype Id = Id Int', 'class Monad m => MonadCheck m where', 'checkQuotes :: Params -> Token -> [Note]', "checkQuotes' params t =", '  let local = 1', '  where helper :: Int'].join('\n'), ['MonadCheck', 'Severity', 'Id', 'checkQuotes']],
      ['ocaml', ['let rec fmt_expression c x =', '  let local = 1 in', 'and fmt_pattern c p = ()', 'val parse : string -> t', "type 'a node = { v : 'a }", 'module Conf = struct end', 'exception Invalid_config'].join('\n'), ['Conf', 'Invalid_config', 'fmt_expression', 'fmt_pattern', 'node', 'parse']],
      ['zig', ['pub fn getCompletions(arena: Allocator) !void {', '    const local = 1;', '}', 'pub const Builder = struct {', 'const Kind = enum { a, b };', 'const max_len = 4;'].join('\n'), ['Builder', 'Kind', 'getCompletions']],
      ['julia', ['function Base.show(io::IO, m::Chain)', 'function train!(loss, ps)', 'area(r) = pi * r^2', 'mutable struct Dense{F}', 'abstract type AbstractOptimiser end', 'macro functor(ex)', '    x = 1', 'if a == b'].join('\n'), ['AbstractOptimiser', 'Dense', 'area', 'functor', 'show', 'train!']],
      ['clojure', ['(ns clj-kondo.impl.analyzer)', '(defn- analyze-children [ctx children])', '(defn ^:private lint-var! [x])', '(def config-default {})', '(defmulti analyze-call :type)'].join('\n'), ['analyze-call', 'analyze-children', 'config-default', 'lint-var!']],
      ['erlang', ['-module(rebar_prv_compile).', '-record(state, {dir}).', '-define(PROVIDER, compile).', '-spec compile(rebar_state:t()) -> ok.', 'compile(State) ->', '    run(State).', 'compile(_, _) -> ok.'].join('\n'), ['PROVIDER', 'compile', 'state']],
      ['r', ['mutate <- function(.data, ...) {', '  local <- 1', '}', 'across = function(.cols) NULL'].join('\n'), ['across', 'mutate']],
    ];
    for (const [lang, text, names] of cases) {
      expect(extractDefinitions(text, lang).sort(), lang).toEqual([...names].sort());
      if (lang !== 'haskell') expect(extractImports(text, lang), lang).toEqual([]);
    }
    expect(extractImports('module A where\nimport qualified Data.Map as M\nimport ShellCheck.AST\n', 'haskell')).toEqual(['Data.Map', 'ShellCheck.AST']);
    expect(['a.hs', 'b.mli', 'c.zig', 'd.jl', 'e.cljc', 'f.erl', 'g.R', 'h.sh'].map(languageOf)).toEqual(['haskell', 'ocaml', 'zig', 'julia', 'clojure', 'erlang', 'r', 'other']);
  });
});

describe('Perl, Groovy, Terraform, F#, Objective-C, Solidity, Nim, Elm and Starlark definitions and imports', () => {
  it('reads each language by its own declarations, not its statements or locals', () => {
    const cases: [string, string, string[]][] = [
      ['lib/Mojo/Util.pm', ['package Mojo::Util;', 'use Mojo::Base -strict;', 'use strict;', 'use constant DEBUG => 0;', "has 'max_redirects' => 0;", 'has ua => sub { };', 'sub b64_decode { }', 'sub Mojo::Util::_private { }', '  my $local = sub { };', 'b64_decode($x);'].join('\n'), ['DEBUG', 'Util', '_private', 'b64_decode', 'max_redirects', 'ua']],
      ['src/main/groovy/Rule.groovy', ['class AbstractRule implements Rule {', '    def applyTo(SourceCode code) {', '    private List<Violation> violations(node) {', '    void setName(String n) { name = n }', '    int priority(', '    @Override String toString() {', '        def x = helper(1)', '        return check(x)', '        println foo(x)', '        new Violation(rule: this)', '    }', '}', 'trait Named {}'].join('\n'), ['AbstractRule', 'Named', 'applyTo', 'priority', 'setName', 'toString', 'violations']],
      ['main.tf', ['variable "cluster_name" {', '  type = string', '}', 'resource "aws_eks_cluster" "this" {', '  name = var.cluster_name', '}', 'data "aws_iam_policy_document" "assume_role" {}', 'output "cluster_id" {', 'module "node_group" {', '  source = "./modules/node-group"', '}', 'locals {', '  create = true', '}'].join('\n'), ['assume_role', 'aws_eks_cluster', 'aws_iam_policy_document', 'cluster_id', 'cluster_name', 'node_group', 'this']],
      ['src/CodePrinter.fs', ['module internal Fantomas.Core.CodePrinter', 'let rec genExpr (e: Expr) =', '    let local = 1', '        let deeper = 2', 'and genPat p = ()', 'let private indent = 4', 'type Context =', '    { Config: Config }', '    member this.WithConfig c = this', '    static member Default = { Config = Config.Default }', '    abstract Format: string -> string', 'module Nested =', '    let helper x = x', 'exception FormatException of string'].join('\n'), ['CodePrinter', 'Context', 'Default', 'Format', 'FormatException', 'Nested', 'WithConfig', 'genExpr', 'genPat', 'helper', 'indent', 'local']],
      ['contracts/token/ERC20.sol', ['abstract contract ERC20 is Context, IERC20 {', '    mapping(address => uint256) private _balances;', '    uint256 public constant MAX_SUPPLY = 1e27;', '    error ERC20InsufficientBalance(address sender);', '    event Transfer(address indexed from, address indexed to, uint256 value);', '    modifier onlyOwner() {', '    function transfer(address to, uint256 value) public virtual returns (bool) {', '        uint256 fromBalance = _balances[from];', '        return true;', '    }', 'struct Checkpoint { uint32 key; }', '// an error occurs when the balance is low'].join('\n'), ['Checkpoint', 'ERC20', 'ERC20InsufficientBalance', 'MAX_SUPPLY', 'Transfer', '_balances', 'onlyOwner', 'transfer']],
      ['chronos/asyncloop.nim', ['type', '  Future*[T] = ref object of RootObj', '  State* {.pure.} = enum', '  Moment* = distinct int64', 'proc newFuture*[T](): Future[T] =', '  let local = 1', 'template `check`*(f: untyped): untyped =', 'iterator items*(x: Future): int =', 'func isZero(m: Moment): bool = true'].join('\n'), ['Future', 'Moment', 'State', 'check', 'isZero', 'items', 'newFuture']],
      ['src/Review/Rule.elm', ['module Review.Rule exposing (Rule, newModuleRuleSchema)', 'type Rule', '    = Rule String', 'type alias Error = { message : String }', 'newModuleRuleSchema : String -> Schema', 'newModuleRuleSchema name =', '    let', '        local : Int', '        local = 1', '    in', '    Schema name', 'port sendMessage : String -> Cmd msg'].join('\n'), ['Error', 'Rule', 'newModuleRuleSchema', 'sendMessage']],
      ['python/private/py_library.bzl', ['load(":attrs.bzl", "ATTRS")', 'PyInfo = provider(fields = ["sources"])', 'def _py_library_impl(ctx):', '    local = ctx.attr.srcs', '    return [PyInfo()]', 'py_library = rule(', '    implementation = _py_library_impl,', ')', 'if x == 1:', '    pass'].join('\n'), ['PyInfo', '_py_library_impl', 'py_library']],
    ];
    for (const [path, text, names] of cases) expect(extractDefinitions(text, languageOf(path)).sort(), path).toEqual([...names].sort());
    // PowerShell read as code lost on both held-out sets it was measured on (BENCHMARKS.md, session 31).
    expect(['a.pl', 'b.pm', 'c.groovy', 'f.tf', 'g.hcl', 'h.fs', 'i.fsi', 'j.m', 'k.sol', 'l.nim', 'm.elm', 'n.bzl', 'd.ps1', 'Module.psd1', 'build.gradle', 'BUILD.bazel'].map(languageOf)).toEqual(['perl', 'perl', 'groovy', 'hcl', 'hcl', 'fsharp', 'fsharp', 'c', 'solidity', 'nim', 'elm', 'starlark', 'other', 'other', 'other', 'other']);
    // Objective-C: classes, protocols and the methods an implementation defines; a header's `;`-ended declarations are not definitions.
    const implementation = ['#import "SDWebImageManager.h"', '@interface SDWebImageManager ()', '@implementation SDWebImageManager', '- (nullable id)loadImageWithURL:(NSURL *)url options:(int)options {', '    int x = a - (b);', '}', '+(instancetype)sharedManager', '{', 'static void SDCallback(int code) {'].join('\n');
    expect(extractDefinitions(implementation, 'c').sort()).toEqual(['SDCallback', 'SDWebImageManager', 'loadImageWithURL', 'sharedManager']);
    const header = ['@protocol SDWebImageOperation <NSObject>', '- (void)cancel;', '@end', '@interface SDWebImageManager : NSObject', '+ (nonnull instancetype)sharedManager;', '@end'].join('\n');
    expect(extractDefinitions(header, 'c').sort()).toEqual(['SDWebImageManager', 'SDWebImageOperation']);
    expect(extractImports('#import "SDWebImageManager.h"\n#import <Foundation/Foundation.h>\n#include "sd.h"\n', 'c')).toEqual(['SDWebImageManager.h', 'sd.h']);
    expect(extractImports('use strict;\nuse Mojo::Base -base;\nrequire Mojo::Util;\n', 'perl')).toEqual(['Mojo::Base', 'Mojo::Util']);
    expect(extractImports('import org.codenarc.rule.AbstractRule\nimport static java.lang.Math.max\n', 'groovy')).toEqual(['org.codenarc.rule.AbstractRule', 'java.lang.Math.max']);
  });
});

describe('Emacs Lisp, Vim script, Nix and Crystal definitions and imports', () => {
  it('reads each language by its own declarations, not its calls or locals', () => {
    const cases: [string, string, string[]][] = [
      ['lisp/magit-git.el', ["(require 'magit-base)", '(defvar helm-comp-read-use-marked)', '(defvar magit-git-debug nil)', '(defcustom magit-git-executable "git"', '(defun magit-git-string (&rest args)', '  (let ((local 1))', '    (defvar not-top-level)))', "(defalias 'magit-tag-p #'magit-annotated-tag-p)", '(cl-defmethod magit-section-ident ((section magit-section)))', '(cl-defstruct (magit-worktree (:constructor nil)))', '(transient-define-prefix magit-tag ()', '(define-key magit-mode-map "t" #\'magit-tag)', '(define-minor-mode magit-auto-revert-mode'].join('\n'), ['magit-auto-revert-mode', 'magit-git-debug', 'magit-git-executable', 'magit-git-string', 'magit-section-ident', 'magit-tag', 'magit-tag-p', 'magit-worktree']],
      ['autoload/ale/path.vim', ['function! ale#path#GetAbsPath(base, filename) abort', '    let l:x = ale#util#Strip(a:filename)', '    call s:Helper(l:x)', 'endfunction', 'fun s:Helper(x)', 'function! s:obj.Method() dict', 'def g:Vim9Thing(): number', 'command! -nargs=* -bang ALEFix call ale#fix#Fix(<bang>0)', 'let g:ale_enabled = 1'].join('\n'), ['ALEFix', 'GetAbsPath', 'Helper', 'Method', 'Vim9Thing']],
      ['modules/programs/kitty.nix', ['{ config, lib, ... }:', 'let', '  mkKeyValue = key: value: "${key} ${value}";', '  toKittyConfig = { settings, ... }: settings;', '  cfg = config.programs.kitty;', 'in {', '  options.programs.kitty = {', '    enable = lib.mkEnableOption "kitty";', '    font = mkOption { type = types.str; };', '    settings = lib.mkIf cfg.enable { };', '  };', '}'].join('\n'), ['enable', 'font', 'mkKeyValue', 'toKittyConfig']],
      ['src/http/request.cr', ['require "./common"', 'class HTTP::Request', '  getter method : String', '  property? keep_alive : Bool', '  def body=(body : String)', '    local = body', '  end', '  def self.from_io(io)', '  private def parse_headers', '  macro def_header(name)', '  alias Headers = Hash(String, String)', '  struct Line', 'end'].join('\n'), ['Headers', 'Line', 'Request', 'body=', 'def_header', 'from_io', 'keep_alive', 'method', 'parse_headers']],
    ];
    for (const [path, text, names] of cases) expect(extractDefinitions(text, languageOf(path)).sort(), path).toEqual([...names].sort());
    expect(['a.el', 'plugin/b.vim', 'flake.nix', 'src/c.cr', '.vimrc', 'init.elc'].map(languageOf)).toEqual(['elisp', 'vim', 'nix', 'crystal', 'other', 'other']);
    expect(extractImports("(require 'magit-core)\n(declare-function magit-git-string \"magit-git\" (&rest args))\n(declare-function f \"ext:other\")\n", 'elisp')).toEqual(['magit-core', 'magit-git', 'other']);
    expect(extractImports('let l:x = ale#path#GetAbsPath(a, b)\ncall ale#Run()\nlet s:y = s:Helper(1)\n', 'vim')).toEqual(['ale#path', 'ale']);
    expect(extractImports('{\n  imports = [ ./git.nix ../lib ];\n  x = import ./pkgs { };\n  url = "https://a/./b";\n}\n', 'nix')).toEqual(['./git.nix', '../lib', './pkgs']);
    expect(extractImports('require "./common"\nrequire "http/headers"\nrequire "./rules/*"\n', 'crystal')).toEqual(['./common', 'http/headers', './rules/*']);
  });
});

describe('GDScript, Gleam, Fortran and D definitions and imports', () => {
  it('reads each language by its own declarations, not its statements or locals', () => {
    const cases: [string, string, string[]][] = [
      ['addons/dialogic/Modules/Jump/subsystem_jump.gd', ['extends DialogicSubsystem', 'class_name DialogicJumpSubsystem', 'signal switched_timeline(info:Dictionary)', 'enum States {IDLE, JUMPING}', 'const MAX_DEPTH = 8', '@export var stack_size := 0', '@onready var label: Label = $Label', 'var _stack := []', 'func jump_to_label(label: String) -> void:', '	var local := label', '	if local.is_empty(): return', 'static func is_jump_stack_empty() -> bool:', 'class Frame:', '	func resume():'].join('\n'), ['DialogicJumpSubsystem', 'Frame', 'MAX_DEPTH', 'States', '_stack', 'is_jump_stack_empty', 'jump_to_label', 'label', 'resume', 'stack_size', 'switched_timeline']],
      ['src/gleam/dict.gleam', ['import gleam/option.{type Option}', 'pub opaque type Dict(key, value)', 'pub type Pair {', '  Pair(a: Int)', '}', 'const max_size = 32', 'pub fn insert(into dict: Dict(k, v), for key: k) -> Dict(k, v) {', '  let local = 1', '  do_insert(key, dict)', '}', '@external(erlang, "maps", "put")', 'fn do_insert(key: k, dict: Dict(k, v)) -> Dict(k, v)'].join('\n'), ['Dict', 'Pair', 'do_insert', 'insert', 'max_size']],
      ['src/fpm_strings.f90', ['module fpm_strings', '  use iso_fortran_env, only: int64', '  implicit none', '  type :: string_t', '    character(len=:), allocatable :: s', '  end type string_t', '  type, extends(string_t) :: name_t', '  interface str_ends_with', '    module procedure str_ends_with_str', '  end interface', 'contains', '  pure logical function str_ends_with_str(s, e) result(r)', '    type(string_t), intent(in) :: s', '  end function str_ends_with_str', '  elemental pure function lower(str) result(lcstr)', '  SUBROUTINE Split(input_line, array)', '    call helper(array)', '  end subroutine split', '  character(len=:) function join(a)', 'end module fpm_strings', 'TYPE node', 'end type'].join('\n'), ['Split', 'fpm_strings', 'join', 'lower', 'name_t', 'node', 'str_ends_with', 'str_ends_with_str', 'string_t']],
      ['source/dub/internal/utils.d', ['module dub.internal.utils;', 'import std.file;', 'struct LockFile {', '    private int fd;', '    this(string path) {', '    }', '}', 'class PackageManager : Base {', 'enum Bits = 8;', 'alias PathSep = char;', 'string exeName() @safe {', '    auto x = foo(1);', '    writeln(x);', '    return bar(x);', '}', 'static bool isWritableDir(NativePath p, bool create_if_missing = false)', 'void download(string url, string filename);', 'T[] filterArgs(T)(T[] args) {', 'Json jsonFromFile(NativePath file, bool silent_fail = false) @trusted {'].join('\n'), ['Bits', 'LockFile', 'PackageManager', 'PathSep', 'exeName', 'filterArgs', 'isWritableDir', 'jsonFromFile']],
    ];
    for (const [path, text, names] of cases) expect(extractDefinitions(text, languageOf(path)).sort(), path).toEqual([...names].sort());
    expect(['a.gd', 'b.gleam', 'c.f90', 'd.F90', 'e.f', 'f.d', 'g.di', 'h.fypp'].map(languageOf)).toEqual(['gdscript', 'gleam', 'fortran', 'fortran', 'fortran', 'd', 'd', 'other']);
    expect(extractImports('import gleam/dict\nimport gleam/option.{type Option, Some}\n', 'gleam')).toEqual(['gleam/dict', 'gleam/option']);
    expect(extractImports("  use fpm_strings, only: string_t\n  USE, intrinsic :: iso_c_binding\n  use :: fpm_error\n#include \"fpm.h\"\n  include 'mpif.inc'\n", 'fortran')).toEqual(['fpm_strings', 'iso_c_binding', 'fpm_error', 'fpm.h', 'mpif.inc']);
    expect(extractImports('import std.file;\npublic import dub.internal.utils : exeName;\nstatic import x = dub.compilers.compiler;\n', 'd')).toEqual(['std.file', 'dub.internal.utils', 'dub.compilers.compiler']);
  });
});

describe('Haxe, Pascal, CoffeeScript and Racket definitions and imports', () => {
  it('reads each language by its own declarations, not its statements or locals', () => {
    const cases: [string, string, string[]][] = [
      ['flixel/FlxCamera.hx', ['package flixel;', 'import flixel.math.FlxPoint;', '@:allow(flixel.FlxG)', 'class FlxCamera extends FlxBasic {', '	public static var defaultZoom:Float = 1;', '	@:noCompletion var _scrollRect:Sprite;', '	public var zoom(default, set):Float;', '	public function new(x:Int = 0) {', '		var local = 1;', '		function inner() {}', '	}', '	override public function update(elapsed:Float):Void {}', '	@:noCompletion inline function set_zoom(z:Float):Float return z;', '}', 'typedef FlxCameraFollowStyle = Int;', 'enum abstract Align(Int) {}'].join('\n'), ['Align', 'FlxCamera', 'FlxCameraFollowStyle', '_scrollRect', 'defaultZoom', 'inner', 'set_zoom', 'update', 'zoom']],
      ['source/loaddata.pas', ['unit loaddata;', 'interface', 'uses Classes, SysUtils;', 'type', '  TloaddataForm = class(TExtForm)', '    procedure btnOpenFileClick(Sender: TObject);', '  TColumnInfo = record', '  TState = (stIdle, stBusy);', 'implementation', 'procedure TloaddataForm.btnOpenFileClick(Sender: TObject);', 'var', '  i: Integer;', 'begin', '  i := 1;', 'end;', 'FUNCTION ParseLine(const s: String): Boolean;', 'class function TColumnInfo.Create: TColumnInfo;'].join('\n'), ['Create', 'ParseLine', 'TColumnInfo', 'TState', 'TloaddataForm', 'btnOpenFileClick', 'loaddata']],
      ['src/ui/models/conv.coffee', ['{ throttle } = require "../util"', 'class Conv extends Base', '  constructor: (@id) ->', '  add: (conv) =>', '    local = conv.id', '    lookup = (id) -> id', '  @create: -> new Conv', 'unread = (conv) ->', 'module.exports = { add: add }'].join('\n'), ['Conv', 'add', 'create', 'lookup', 'unread']],
      ['redex-lib/redex/private/judgment-form.rkt', ['#lang racket/base', '(require "match-a-pattern.rkt" racket/list (only-in "../term.rkt" term))', '(provide judgment-holds)', '(define (judgment-holds stx) stx)', '(define-syntax (define-judgment-form stx)', '  (define local 1)', '  stx)', '(define-syntax-rule (check-mode m) m)', '(define default-depth 4)', '(struct judgment-form (name mode))', '(: count-derivations (-> Any Natural))'].join('\n'), ['check-mode', 'count-derivations', 'default-depth', 'define-judgment-form', 'judgment-form', 'judgment-holds']],
    ];
    for (const [path, text, names] of cases) expect(extractDefinitions(text, languageOf(path)).sort(), path).toEqual([...names].sort());
    expect(['a.hx', 'b.pas', 'c.pp', 'd.lpr', 'e.coffee', 'f.rkt', 'g.scrbl'].map(languageOf)).toEqual(['haxe', 'pascal', 'pascal', 'pascal', 'coffee', 'racket', 'other']);
    expect(extractImports('import flixel.math.FlxPoint;\nimport flixel.util.*;\nusing flixel.util.FlxStringUtil;\n', 'haxe')).toEqual(['flixel.math.FlxPoint', 'flixel.util', 'flixel.util.FlxStringUtil']);
    expect(extractImports("uses\n  Classes, SysUtils, {comment, here} CastleUtils in 'src/castleutils.pas',\n  (* old, unit *) Foo.Bar // trailing, note\n  ;\n", 'pascal')).toEqual(['Classes', 'SysUtils', 'CastleUtils', 'Foo.Bar']);
    expect(extractImports('Base = require "./base"\n{ throttle } = require("../util")\nimport x from "./x"\n', 'coffee')).toEqual(['./base', '../util', './x']);
    expect(extractImports('(require "match-a-pattern.rkt" racket/list (only-in "../term.rkt" term)\n  typed-racket/utils/tc-utils)\n(/ a b)\n', 'racket')).toEqual(['match-a-pattern.rkt', '../term.rkt', 'racket/list', 'typed-racket/utils/tc-utils']);
  });
});

describe("C++'s other spellings, CUDA, Astro and Lean", () => {
  it('reads inline, template and CUDA files as C++, Astro components as JavaScript, and Lean by its declarations', () => {
    const cpp = ['glm/detail/type_vec3.inl', 'asio/impl/io_context.ipp', 'itkImage.hxx', 'x.tpp', 'y.txx', 'glm/glm.cppm', 'm.ixx', 'llmc/matmul.cuh', 'train_gpt2.cu', 'Blink.ino', 'a.c++', 'b.h++'];
    expect(cpp.map((p) => [p, languageOf(p)])).toEqual(cpp.map((p) => [p, 'c']));
    expect(['src/components/Header.astro', 'Mathlib/Data/List/Basic.lean', 'x.olean'].map(languageOf)).toEqual(['js', 'lean', 'other']);
    expect(extractDefinitions('template <typename T>\n__global__ void matmul_backward_bias_kernel(T* dbias, const T* dout) {\n  int idx = 0;\n}\n', 'c')).toEqual(['matmul_backward_bias_kernel']);
    const lean = [
      'import Mathlib.Data.List.Basic',
      'public import Lean.Elab',
      'import all Std.Tactic',
      'namespace List',
      "@[simp] theorem length_append' (as bs : List α) : (as ++ bs).length = as.length + bs.length := by",
      '  simp',
      'protected def Nat.half.{u} (x : Nat) : Nat := x / 2',
      'noncomputable def choose? : Nat := 0',
      'instance : Monad Foo := sorry',
      'instance (priority := 100) instFooBar : Foo Bar := sorry',
      "class inductive Decidable' (p : Prop)",
      'structure Point where',
      '  x : Nat',
      'lemma foo_bar : True := trivial',
      'private abbrev Baz := Nat',
      '  let local := 1',
    ].join('\n');
    expect(extractDefinitions(lean, 'lean').sort()).toEqual(["Decidable'", 'Baz', 'Point', 'choose?', 'foo_bar', 'half', 'instFooBar', "length_append'"].sort());
    expect(extractImports(lean, 'lean')).toEqual(['Mathlib.Data.List.Basic', 'Lean.Elab', 'Std.Tactic']);
  });
});

describe('Protocol Buffers, Common Lisp, Ada and SystemVerilog definitions and imports', () => {
  it('reads each language by its own declarations, not its statements or locals', () => {
    const cases: [string, string, string[]][] = [
      ['opentelemetry/proto/trace/v1/trace.proto', ['syntax = "proto3";', 'import "opentelemetry/proto/common/v1/common.proto";', 'message ResourceSpans {', '  Resource resource = 1;', '  repeated ScopeSpans scope_spans = 2;', '  map<string, string> labels = 3;', '  enum SpanKind {', '    SPAN_KIND_UNSPECIFIED = 0;', '  }', '  reserved 1000;', '}', 'service TraceService {', '  rpc Export(ExportTraceServiceRequest) returns (ExportTraceServiceResponse) {}', '}'].join('\n'), ['Export', 'ResourceSpans', 'SpanKind', 'TraceService']],
      ['src/buffer/buffer.lisp', ['(in-package :lem-core)', '(defun buffer-name (buffer)', '  (let ((x 1))', '    (defun inner () x)))', '(defmethod (setf buffer-name) (name buffer) name)', '(define-command find-file (filename) (:file) filename)', '(defvar *current-buffer* nil)', '(lem:defclass window () ())'].join('\n'), ['*current-buffer*', 'buffer-name', 'find-file', 'window']],
      ['src/alire/alire-solver.adb', ['with Alire.Utils, Ada.Text_IO;', 'package body Alire.Solver is', '   procedure Solve (X : Integer) is', '      Count : Integer := 0;', '   begin', '      Helper (X);', '   end Solve;', '   FUNCTION Is_Valid return Boolean;', '   type State is (Idle, Busy);', '   subtype Small is Integer range 0 .. 9;', '   task type Worker;', '   overriding procedure Finalize (This : in out T);', 'end Alire.Solver;'].join('\n'), ['Finalize', 'Is_Valid', 'Small', 'Solve', 'Solver', 'State', 'Worker']],
      ['rtl/ibex_alu.sv', ['`include "prim_assert.sv"', 'module ibex_alu #(parameter int W = 32) (', '  input logic clk_i', ');', '  import ibex_pkg::*;', '  logic [31:0] result;', '  function automatic logic [31:0] shuffle_data(logic [31:0] d);', '  endfunction', '  task wait_cycles(int n);', '  endtask', '  typedef enum logic [1:0] { A, B } state_e;', '  typedef struct packed {', '    logic a;', '  } req_t;', '  assign result = shuffle_data(x);', 'endmodule', '`define AXI_ASSIGN(a, b) assign a = b;'].join('\n'), ['AXI_ASSIGN', 'ibex_alu', 'req_t', 'shuffle_data', 'state_e', 'wait_cycles']],
    ];
    for (const [path, text, names] of cases) expect(extractDefinitions(text, languageOf(path)).sort(), path).toEqual([...names].sort());
    expect(['a.proto', 'b.lisp', 'c.asd', 'd.ads', 'e.adb', 'f.sv', 'g.svh', 'h.v', 'i.cl', 'j.gpr'].map(languageOf)).toEqual(['proto', 'lisp', 'lisp', 'ada', 'ada', 'verilog', 'verilog', 'verilog', 'other', 'other']);
    expect(extractImports('import "opentelemetry/proto/common/v1/common.proto";\nimport public "a/b.proto";\n', 'proto')).toEqual(['opentelemetry/proto/common/v1/common.proto', 'a/b.proto']);
    expect(extractImports('with Alire.Utils, Ada.Text_IO;\nlimited private with Alire.Roots;\nWITH GNAT.OS_Lib;\n', 'ada')).toEqual(['Alire.Utils', 'Ada.Text_IO', 'Alire.Roots', 'GNAT.OS_Lib']);
    expect(extractImports('`include "axi/typedef.svh"\nmodule m;\n  import axi_pkg::*;\n  import cf_math_pkg::idx_width;\nendmodule\n', 'verilog')).toEqual(['axi/typedef.svh', 'axi_pkg', 'cf_math_pkg']);
  });
});

describe('VHDL, Scheme and Vala definitions and imports', () => {
  it('reads each language by its own declarations, not its statements or locals', () => {
    const cases: [string, string, string[]][] = [
      ['rtl/core/neorv32_cpu.vhd', ['library ieee;', 'use ieee.std_logic_1164.all;', 'use neorv32.neorv32_package.all;', 'ENTITY neorv32_cpu IS', 'end neorv32_cpu;', 'architecture rtl of neorv32_cpu is', '  type state_t is (S0, S1);', '  subtype word_t is std_ulogic_vector(31 downto 0);', '  signal s : state_t;', '  component foo_comp is', '  end component;', '  impure function read_file(name : string) return boolean;', '  procedure do_it(x : in integer) is', 'begin', '  u0: entity work.neorv32_cpu_alu port map (clk => clk);', 'end architecture;'].join('\n'), ['do_it', 'foo_comp', 'neorv32_cpu', 'read_file', 'state_t', 'word_t']],
      ['lib/chibi/string.scm', ['(define (string-split s) (let ((x 1)) x))', '(define-record-type point (make-point x y) point?)', '(define-syntax unless (syntax-rules ()))', '(define pi 3.14)', '  (define (inner) 1)'].join('\n'), ['pi', 'point', 'string-split', 'unless']],
      ['main/src/ui/conversation_view.vala', ['using Gtk;', 'namespace Dino.Ui {', 'public class ConversationView : Box {', '    public signal void changed ();', '    private async void load_file (File file) throws Error {', '        var x = foo (1);', '    }', '}', '}'].join('\n'), ['ConversationView', 'changed', 'load_file']],
    ];
    for (const [path, text, names] of cases) expect(extractDefinitions(text, languageOf(path)).sort(), path).toEqual([...names].sort());
    expect(['a.vhd', 'b.VHDL', 'c.scm', 'd.sld', 'e.ss', 'f.vala', 'g.vapi'].map(languageOf)).toEqual(['vhdl', 'vhdl', 'scheme', 'scheme', 'scheme', 'java', 'java']);
    expect(extractImports('use ieee.std_logic_1164.all;\nUSE neorv32.neorv32_package.all;\n  u0: entity work.neorv32_cpu_alu port map (clk => clk);\n', 'vhdl')).toEqual(['std_logic_1164', 'neorv32_package', 'neorv32_cpu_alu']);
    expect(extractImports('(define-library (chibi string)\n  (include "string.scm")\n  (include-ci "../ci.scm"))\n', 'scheme')).toEqual(['string.scm', '../ci.scm']);
  });
});

describe('Apex, Tcl, ReScript and PureScript definitions and imports', () => {
  it('reads each language by its own declarations, not its statements or locals', () => {
    const cases: [string, string, string[]][] = [
      ['force-app/main/default/classes/AccountService.cls', ['public with sharing class AccountService implements Queueable {', '    @AuraEnabled(cacheable=true)', '    Public Static List<Account> getAccounts(String name) {', '        Integer count = helper(name);', '    }', '    global virtual Map<Id, Account> byId(Set<Id> ids) {', '    public String label { get; set; }', '    public enum Mode { A, B }', '    void noModifier() {'].join('\n'), ['AccountService', 'Mode', 'byId', 'getAccounts', 'label']],
      ['triggers/AccountTrigger.trigger', 'trigger AccountTrigger on Account (before insert) {\n    new AccountHandler().run();\n}', ['AccountTrigger']],
      ['modules/struct/list.tcl', ['namespace eval ::struct::list {}', 'proc ::struct::list::Lmap {cmdprefix list} {', '    set res {}', '}', 'oo::class create ::tcl::Cache {', '    method lookup {key} {', '}', 'snit::widget scrolledwindow {'].join('\n'), ['Cache', 'Lmap', 'list', 'lookup', 'scrolledwindow']],
      ['src/components/Button.res', ['open Belt', '@react.component', 'let make = (~title) => {', '  let local = 1', '  <Icon name="x" />', '}', 'let rec loop = x => Utils.go(x)', 'type props = {a: int}', 'module Inner = {', '  let nested = 1', '}', '@module("x") external fetchData: string => promise<t> = "fetch"'].join('\n'), ['Inner', 'fetchData', 'loop', 'make', 'props']],
      ['src/Halogen/Query/Input.purs', ['module Halogen.Query.Input where', 'import Prelude', 'data Input msg = Action msg', 'foreign import fetchImpl :: String -> Effect Unit', 'foreign import data Element :: Type', 'render :: forall m. State -> HTML', 'render state = x'].join('\n'), ['Element', 'Input', 'fetchImpl', 'render']],
    ];
    for (const [path, text, names] of cases) expect(extractDefinitions(text, languageOf(path)).sort(), path).toEqual([...names].sort());
    expect(['a.cls', 'b.trigger', 'c.tcl', 'd.tm', 'e.res', 'f.resi', 'g.purs'].map(languageOf)).toEqual(['apex', 'apex', 'tcl', 'tcl', 'rescript', 'rescript', 'haskell']);
    expect(extractImports('package require Tcl 8.5\npackage require -exact struct::list 1.2\nsource [file join $dir util.tcl]\n', 'tcl')).toEqual(['Tcl', 'struct::list', 'util.tcl']);
    expect(extractImports('open Belt\nlet x = Utils.go(Js.Array2.map)\n<Button.Group onClick />\n// a.B.c\n', 'rescript')).toEqual(['Belt', 'Utils', 'Js', 'Button']);
  });
});

describe('Odin, Move, Cairo and Raku definitions and imports', () => {
  it('reads each language by its own declarations, not its statements or locals', () => {
    const cases: [string, string, string[]][] = [
      ['src/server/documents.odin', ['package server', 'import "core:fmt"', '@(private)', 'ParserError :: struct {', 'document_get :: proc(uri_string: string) -> ^Document {', '\tlocal := 5', '}', '@(private="file") helper :: #force_inline proc() {}', 'MAX_DOCS :: 8'].join('\n'), ['MAX_DOCS', 'ParserError', 'document_get', 'helper']],
      ['packages/deepbook/sources/pool.move', ['module deepbook::pool;', 'use sui::coin::{Self, Coin};', 'const EInvalidFee: u64 = 1;', 'public struct Pool has key {', 'public fun place_limit_order<B, Q>(', 'public(package) fun settle(', 'entry fun go() {', 'fun private_one() {', '    let amount = 1;'].join('\n'), ['EInvalidFee', 'Pool', 'go', 'place_limit_order', 'pool', 'private_one', 'settle']],
      ['packages/governance/src/timelock.cairo', ['use crate::timelock::OperationState;', 'pub mod interface;', '#[starknet::interface]', 'pub trait ITimelock<TState> {', '    fn is_operation(self: @TState, id: felt252) -> bool;', '}', 'impl TimelockImpl of ITimelock<ContractState> {', 'pub const PROPOSER_ROLE: felt252 = 1;', '    let delay = 5;', 'func old_cairo{syscall_ptr: felt*}(x: felt) -> (y: felt) {'].join('\n'), ['ITimelock', 'PROPOSER_ROLE', 'TimelockImpl', 'interface', 'is_operation', 'old_cairo']],
      ['lib/Red/AST.rakumod', ['use CX::Red::Bool;', 'unit role Red::AST;', 'method find-column-name { ... }', 'multi method WHICH(::?CLASS:D:) {', '    my $x = 1;', '}', 'my sub helper($x) { }', 'token ident { \\w+ }', 'class Foo::Bar is Baz { }'].join('\n'), ['AST', 'Bar', 'WHICH', 'find-column-name', 'helper', 'ident']],
    ];
    for (const [path, text, names] of cases) expect(extractDefinitions(text, languageOf(path)).sort(), path).toEqual([...names].sort());
    expect(['a.odin', 'b.move', 'c.cairo', 'd.raku', 'e.rakumod', 'f.pm6', 'g.p6'].map(languageOf)).toEqual(['odin', 'move', 'cairo', 'raku', 'raku', 'raku', 'raku']);
    // A group's modules; `Self` and a module's items are not modules.
    expect(extractImports('use deepbook::{math, order_info::OrderInfo, Self};\nuse sui::coin::{Self, Coin};\nfriend deepbook::vault;\n', 'move')).toEqual(['math', 'order_info', 'coin', 'vault']);
    expect(extractImports('use CX::Red::Bool;\nneed Zef::Utils;\nuse v6.d;\n', 'raku')).toEqual(['CX::Red::Bool', 'Zef::Utils']);
  });
});

describe('Mojo, Jsonnet, Smalltalk and COBOL definitions and imports', () => {
  it('reads each language by its own declarations, not its statements, data or prose', () => {
    const cases: [string, string, string[]][] = [
      ['lightbug_http/http/request.mojo', ['from lightbug_http.io.bytes import Bytes', '@value', 'struct HTTPRequest(Movable):', '    fn __init__(inout self, uri: URI):', '    def helper(self):', 'trait Shape:', 'fn parse[T: Stringable](s: T) -> Int:', 'alias N = 5', '    """fn is a function of one argument."""'].join('\n'), ['HTTPRequest', 'Shape', '__init__', 'helper', 'parse']],
      ['mixins/dashboards/kubelet.libsonnet', ['local g = import "g.libsonnet";', 'local utils = import "../lib/utils.libsonnet";', '{', '  _config+:: {', "    namespace: 'default',", '  },', '  withTitle(value):: { title: value },', '  prometheusAlerts+:: {},', '  local helper(x) = x + 1,', "  plain: 'data',", '}'].join('\n'), ['_config', 'helper', 'prometheusAlerts', 'utils', 'withTitle']],
      ['src/Spec2-Core/SpPresenter.class.st', ['Class {', "\t#name : 'SpPresenter',", '\t#superclass : #Model,', "\t#category : 'Spec2-Core'", '}', '', "{ #category : 'accessing' }", 'SpPresenter >> adapter [', '\t^ adapter', ']', '', 'SpPresenter class >> on: aModel [', ']'].join('\n'), ['SpPresenter', 'adapter', 'on']],
      ['app/cbl/COACTUPC.cbl', ['000100 IDENTIFICATION DIVISION.', '000200 PROGRAM-ID. COACTUPC.', '       WORKING-STORAGE SECTION.', '       01  WS-ARGS PIC X(500).', '           COPY CVACT01Y.', '       PROCEDURE DIVISION.', '       0000-MAIN.', '           PERFORM 1000-EDIT', '           GOBACK.', '       1000-EDIT.', '           EXIT.'].join('\n'), ['0000-MAIN', '1000-EDIT', 'COACTUPC', 'WORKING-STORAGE']],
    ];
    for (const [path, text, names] of cases) expect(extractDefinitions(text, languageOf(path)).sort(), path).toEqual([...names].sort());
    expect(['a.mojo', 'b.🔥', 'c.jsonnet', 'd.libsonnet', 'e.class.st', 'f.CBL', 'g.cpy'].map(languageOf)).toEqual(['python', 'python', 'jsonnet', 'jsonnet', 'smalltalk', 'cobol', 'cobol']);
    expect(extractImports("local g = import 'grafonnet/grafana.libsonnet';\nlocal raw = importstr './query.promql';\n", 'jsonnet')).toEqual(['grafonnet/grafana.libsonnet', './query.promql']);
    expect(extractImports("           COPY CVACT01Y.\n           copy 'ZUTZCWS'.\n           CALL 'CSUTLDTC' USING WS-DATE\n", 'cobol')).toEqual(['CVACT01Y', 'ZUTZCWS', 'CSUTLDTC']);
  });
});

describe('GraphQL, Thrift, CMake and SQL definitions and imports', () => {
  it('reads each language by its own declarations, not its fields, statements or data', () => {
    const cases: [string, string, string[]][] = [
      ['schema.graphql', ['type Pool @entity {', '  id: ID!', '  token0: Token!', '}', 'extend type Query {', 'enum Status { A B }', 'input PoolFilter {', 'directive @auth(requires: Role) on FIELD', 'query GetPools($first: Int) {', 'fragment PoolFields on Pool {'].join('\n'), ['GetPools', 'Pool', 'PoolFields', 'PoolFilter', 'Query', 'Status', 'auth']],
      ['thrift/jaeger.thrift', ['include "shared.thrift"', 'namespace java io.jaegertracing', 'typedef i64 Timestamp', 'const i32 MAX_SPANS = 100', 'struct Span {', '  1: required i64 traceId,', '}', 'exception QueryException {', 'service Collector {', '  list<BatchSubmitResponse> submitBatches(1: list<Batch> batches)', '  oneway void emit(1: Span s)', '}'].join('\n'), ['Collector', 'MAX_SPANS', 'QueryException', 'Span', 'Timestamp', 'emit', 'submitBatches']],
      ['cmake/Warnings.cmake', ['cmake_minimum_required(VERSION 3.14)', 'set(SOURCES a.cpp)', 'function(set_project_warnings target)', 'MACRO(my_macro)', 'add_library(mylib STATIC a.cpp)', 'add_executable(app main.cpp)'].join('\n'), ['app', 'my_macro', 'mylib', 'set_project_warnings']],
      ['macros/sql/star.sql', ['{% macro star(from, relation_alias=False) -%}', "CREATE OR REPLACE FUNCTION auth.uid() RETURNS uuid AS $$ select 1 $$;", 'create table if not exists "public"."orders" (id int);', 'CREATE MATERIALIZED VIEW stats AS select 1;', "select * from {{ ref('stg_orders') }}", '{% test not_null_proportion(model) %}'].join('\n'), ['not_null_proportion', 'orders', 'star', 'stats', 'uid']],
    ];
    for (const [path, text, names] of cases) expect(extractDefinitions(text, languageOf(path)).sort(), path).toEqual([...names].sort());
    // CMake's `CMakeLists.txt` stays a doc (see the cmake patterns).
    expect(['cmake/Warnings.cmake', 'CMakeLists.txt', 'a.graphql', 'b.gql', 'c.thrift', 'd.sql', 'notes.txt'].map(languageOf)).toEqual(['cmake', 'doc', 'graphql', 'graphql', 'thrift', 'sql', 'doc']);
    expect(extractImports('include(cmake/CompilerWarnings.cmake)\nINCLUDE(GNUInstallDirs)\ninclude(${CMAKE_CURRENT_LIST_DIR}/deps.cmake)\nadd_subdirectory(src)\n', 'cmake')).toEqual(['cmake/CompilerWarnings.cmake', 'GNUInstallDirs', 'deps.cmake']);
    expect(extractImports("select * from {{ ref('stg_orders') }} join {{ ref('pkg', 'dim_customers') }}", 'sql')).toEqual(['stg_orders', 'dim_customers']);
  });
});

describe('Idris, Agda, Fennel and Janet definitions and imports', () => {
  it('reads each language by its own declarations, not its clauses, locals or expressions', () => {
    const cases: [string, string, string[]][] = [
      ['src/Data/List.idr', ['module Data.List', 'import public Data.Nat', 'public export', 'data Vect : Nat -> Type -> Type where', '  Nil : Vect Z a', 'export', 'length : List a -> Nat', 'length [] = 0', 'public export total', 'zipWith : (a -> b -> c) -> List a -> List b -> List c', 'record Point where', 'interface Functor f where', 'x :: xs'].join('\n'), ['Functor', 'Point', 'Vect', 'length', 'zipWith']],
      ['src/Data/List/Base.agda', ['module Data.List.Base where', 'open import Data.Nat.Base using (ℕ; zero; suc)', 'data List {a} (A : Set a) : Set a where', '  _∷_ : (x : A) (xs : List A) → List A', 'length : List A → ℕ', '_++_ : List A → List A → List A', '≤-refl : ∀ {n} → n ≤ n', '  (x : A) → B x'].join('\n'), ['List', '_++_', '_∷_', 'length', '≤-refl']],
      ['fnl/conjure/client.fnl', ['(local {: autoload} (require :conjure.nfnl.module))', '(local client (require "conjure.client"))', '(fn M.setup [opts]', '  (local inner 1))', '(fn helper [x] x)', '(macro when-let [x] x)'].join('\n'), ['client', 'helper', 'setup', 'when-let']],
      ['spork/json.janet', ['(import ./util)', '(defn- helper [x] x)', '(defn parse [s]', '  (def local 1))', '(defmacro with-x [& body])', '(var counter 0)'].join('\n'), ['counter', 'helper', 'parse', 'with-x']],
    ];
    for (const [path, text, names] of cases) expect(extractDefinitions(text, languageOf(path)).sort(), path).toEqual([...names].sort());
    expect(extractImports('import public Data.Nat\nimport Data.Maybe\n', 'idris')).toEqual(['Data.Nat', 'Data.Maybe']);
    expect(extractImports('open import Data.Nat.Base using (ℕ)\nimport Relation.Binary as B\n', 'agda')).toEqual(['Data.Nat.Base', 'Relation.Binary']);
    expect(extractImports('(local m (require :conjure.nfnl.module))\n(import-macros {: def} :conjure.macros)\n', 'fennel')).toEqual(['conjure.nfnl.module', 'conjure.macros']);
    expect(extractImports('(import ./util)\n(use spork/json)\n(import "./misc" :as m)\n', 'janet')).toEqual(['./util', 'spork/json', './misc']);
  });
});

describe('shader, WGSL, Razor and ERB definitions and imports', () => {
  it('reads each language by its own declarations, not its statements, markup or locals', () => {
    const cases: [string, string, string[]][] = [
      ['color/blend.glsl', ['#include "../math/const.glsl"', 'uniform vec2 u_resolution;', 'vec3 blendAdd(vec3 base, vec3 blend) {', '  vec3 local = base;', '  return min(base + blend, vec3(1.0));', '}', '#define BLEND_ADD'].join('\n'), ['BLEND_ADD', 'blendAdd']],
      ['shaders/post.hlsl', ['struct PSInput {', '  float4 pos : SV_POSITION;', '};', 'float4 PSMain(PSInput input) : SV_TARGET', '{', '  return input.pos;', '}'].join('\n'), ['PSInput', 'PSMain']],
      ['shader/coarse.wgsl', ['#import bump', '@group(0) @binding(0) var<uniform> config: Config;', 'const WG_SIZE = 256u;', 'struct Tile {', '  backdrop: i32,', '}', '@compute @workgroup_size(256)', 'fn main(@builtin(global_invocation_id) id: vec3<u32>) {', '  let local = 1;', '  var acc = 0u;', '}', 'fn read_tile(ix: u32) -> Tile {}'].join('\n'), ['Tile', 'WG_SIZE', 'config', 'main', 'read_tile']],
      ['src/Components/MudChip.razor', ['@inherits MudComponentBase', '<MudIcon Icon="@Icon" />', '@code {', '    [Parameter] public bool Dense { get; set; }', '    protected override void OnInitialized() { }', '    private async Task OnCloseHandler(MouseEventArgs ev) { var local = 1; }', '}'].join('\n'), ['Dense', 'OnCloseHandler', 'OnInitialized']],
      ['app/views/users/edit.html.erb', ['<% def_later = 1 %>', "<%= render 'form' %>"].join('\n'), []],
    ];
    for (const [path, text, names] of cases) expect(extractDefinitions(text, languageOf(path)).sort(), path).toEqual([...names].sort());
    expect(extractImports('#import bevy_pbr::mesh_functions\n#import bevy_pbr::{mesh_view_bindings::view, pbr_types}\n#import bbox\n', 'wgsl')).toEqual([
      'bevy_pbr::mesh_functions',
      'bevy_pbr::mesh_view_bindings::view',
      'bevy_pbr::pbr_types',
      'bbox',
    ]);
    expect(extractImports('@inherits MudBaseInput<T>\n<MudButton Color="Color.Primary">Hi</MudButton>\n<MudIcon/>\n<div class="x"></div>\n', 'razor')).toEqual(['MudButton', 'MudIcon', 'MudBaseInput']);
    expect(extractImports('<partial name="_LoginPartial" />\n@await Html.PartialAsync("~/Views/Shared/_Nav.cshtml")\n', 'razor')).toEqual(['_LoginPartial', 'Views/Shared/_Nav.cshtml']);
    expect(extractImports("<%= render 'form', user: @user %>\n<%= render partial: \"users/row\" %>\n<%= render(:partial => 'shared/nav') %>\n<%= render @users %>\n", 'erb')).toEqual(['form', 'users/row', 'shared/nav']);
  });
});

describe('Liquid, Handlebars and Jinja (Twig, Nunjucks) templates', () => {
  it('reads their macros, blocks and inline partials, and the templates, partials, components and assets they use', () => {
    expect(extractDefinitions('{% macro render_field(field) %}{% endmacro %}\n{%- block body %}{% endblock %}\n{% set local = 1 %}\n', languageOf('templates/base.html.twig')).sort()).toEqual(['body', 'render_field']);
    expect(extractDefinitions('{{#*inline "card"}}x{{/inline}}\n{{> post-card}}\n', languageOf('partials/loop.hbs'))).toEqual(['card']);
    expect(extractDefinitions("{% assign local = 1 %}\n{% render 'price' %}\n", languageOf('snippets/card.liquid'))).toEqual([]);
    expect(extractImports("{%- render 'card-product', card_product: product -%}\n{% section 'header' %}\n{% include head.html %}\n{{ 'component-card.css' | asset_url | stylesheet_tag }}\n", 'liquid')).toEqual([
      'card-product',
      'header',
      'head.html',
      'component-card.css',
    ]);
    expect(extractImports('{{!< default}}\n{{> post-card}}\n{{> "icons/twitter"}}\n<PowerSelect::Trigger @select={{this}} />\n<BsButton>\n<div>\n', 'handlebars')).toEqual([
      'default',
      'post-card',
      'icons/twitter',
      'power-select/trigger',
      'bs-button',
    ]);
    expect(extractImports("{% extends '@EasyAdmin/page/content.html.twig' %}\n{% from \"macros.j2\" import field %}\n{% include ['a.html', 'b.html'] %}\n", languageOf('roles/web/templates/site.conf.j2'))).toEqual([
      '@EasyAdmin/page/content.html.twig',
      'macros.j2',
    ]);
  });
});

describe('MATLAB, Coq and Prolog, told apart from Objective-C, Verilog and Perl by their heads', () => {
  it('reads a shared extension by the file: `.m`, `.v` and `.pl`', () => {
    expect(languageOfFile('src/export_fig.m', 'function fig = export_fig(varargin)\n% EXPORT_FIG\nend\n')).toBe('matlab');
    expect(languageOfFile('AFNetworking/AFHTTPSessionManager.m', '// Copyright\n#import "AFHTTPSessionManager.h"\n@implementation AFHTTPSessionManager\n@end\n')).toBe('c');
    expect(languageOfFile('theories/ssrnat.v', 'From mathcomp Require Import ssreflect.\nLemma addnC m n : m + n = n + m.\n')).toBe('coq');
    expect(languageOfFile('rtl/counter.v', '`timescale 1ns/1ps\nmodule counter(input clk);\nendmodule\n')).toBe('verilog');
    expect(languageOfFile('rtl/defs.v', 'localparam WIDTH = 8;\n')).toBe('verilog');
    expect(languageOfFile('json.pl', ':- module(json, [json_read/2]).\njson_read(S, T) :- true.\n')).toBe('prolog');
    expect(languageOfFile('lists.pl', 'append([], L, L).\nappend([H|T], L, [H|R]) :- append(T, L, R).\n')).toBe('prolog');
    expect(languageOfFile('script/build.pl', '#!/usr/bin/perl\nuse strict;\nmy %opts = (a => 1);\nsub main :prototype() { }\n')).toBe('perl');
    expect(languageOfFile('src/app.ts', 'function f() {}\n')).toBe('js');
  });
  it('reads their definitions and imports', () => {
    expect(extractDefinitions('function [fig, h] = export_fig(varargin)\n  x = foo(1);\nend\nfunction out = local_helper(a)\nend\n', 'matlab')).toEqual(['export_fig', 'local_helper']);
    expect(extractDefinitions('classdef (Sealed) Chebfun < handle\n  methods\n    function obj = Chebfun(x)\n    end\n  end\nend\n', 'matlab')).toEqual(['Chebfun']);
    expect(extractDefinitions('#[global] Instance eq_dec : EqDec nat.\nLemma addnC m n : m + n = n + m.\nProof. by []. Qed.\nLocal Definition foo := 1.\nModule Type ORDER.\n  have H : True.\n', 'coq').sort()).toEqual(['ORDER', 'addnC', 'eq_dec', 'foo']);
    expect(extractImports('From mathcomp Require Import ssreflect ssrfun.\nRequire Export Coq.Lists.List.\n', 'coq')).toEqual(['ssreflect', 'ssrfun', 'Coq.Lists.List']);
    expect(extractDefinitions(':- module(http_json, [reply_json/1]).\nreply_json(Term) :-\n    reply_json(Term, []).\nis_json(_).\n', 'prolog').sort()).toEqual(['http_json', 'is_json', 'reply_json']);
    expect(extractImports(':- use_module(library(http/json)).\n:- ensure_loaded(\'util.pl\').\n', 'prolog')).toEqual(['http/json', 'util.pl']);
  });
});

describe('Pug, EJS, Haml and Slim templates', () => {
  it("reads Pug's mixins, and the templates each includes, extends or renders", () => {
    expect(extractDefinitions('extends ../layout\nmixin postCard(post)\n  div\nblock content\n  +postCard(p)\n', languageOf('layout/index.pug'))).toEqual(['postCard']);
    expect(extractImports('extends ../layout\ninclude ./includes/head.pug\ninclude:markdown-it article.md\n', 'pug')).toEqual(['../layout', './includes/head.pug', 'article.md']);
    expect(extractImports("<%- include('partials/header') %>\n<%- partial('_partial/header', {post: page}) %>\n<% include footer %>\n", languageOf('layout/layout.ejs'))).toEqual(['partials/header', '_partial/header', 'footer']);
    expect([languageOf('app/views/users/_form.html.haml'), languageOf('app/views/users/show.html.slim')]).toEqual(['erb', 'erb']);
  });
});

describe('patterns on hostile lines', () => {
  it("starts a JS import's scan at the last `import` of a run, so a run without `from` is passed word by word", () => {
    const text = `${'import '.repeat(50)}{ a } from './a';`;
    const [m] = matchesOf(text, IMPORT_PATTERNS.js!.slice(0, 1));
    expect([m?.index, m?.[1]]).toEqual([text.lastIndexOf('import'), './a']);
  });
  it("bounds a Java method's name, and takes it from a word's start, never a long name's tail", () => {
    const long = `A${'b'.repeat(300)}`;
    expect(extractDefinitions(`    public void ${long}() {\n    public void ${long.slice(0, 200)}() {`, 'java')).toEqual([long.slice(0, 200)]);
  });
});

describe('languageOf', () => {
  it('reads man pages, property lists and prose named without an extension as docs; settings, project files and build scripts stay other', () => {
    const docs = ['tmux.1', 'doc/fd.1', 'man/zstd.8', 'LICENSE', 'license', 'pkg/ChangeLog', 'CHANGES', 'AUTHORS', 'THANKS', 'NEWS', 'App.xcodeproj/project.pbxproj', 'Info.plist'];
    expect(docs.map((p) => [p, languageOf(p)])).toEqual(docs.map((p) => [p, 'doc']));
    // A fix can change these, and measured as docs they fell (bench/heldout/other_files.jsonl: a .csproj from 2nd to 13th).
    const other = ['Makefile', 'Dockerfile', 'build.ps1', 'scripts/release.sh', 'build.gradle', 'bin/cli', 'configure', '.gitignore', 'src/Polly/Polly.csproj', 'phpstan.neon', 'CODEOWNERS', 'v1.10'];
    expect(other.map((p) => [p, languageOf(p)])).toEqual(other.map((p) => [p, 'other']));
    // An extension that is an Object.prototype key names no language.
    expect(['a.constructor', 'b.toString', 'c.__proto__'].map(languageOf)).toEqual(['other', 'other', 'other']);
  });
});

describe('isTestPath', () => {
  it('knows unit tests, fixtures and type tests, and not the code they test', () => {
    for (const p of ['tests/test_api.py', 'src/__tests__/a.ts', 'lib/auth.test.ts', 'pkg/conftest.py', 'test-d/index.test-d.ts', 'packages/pinia/test-dts/store.test-d.ts', 'src/types.test-d.ts', 'src/util.spec-d.ts', 'test-tsd/tsd-tests3.test-d.ts', 'type-tests/options.ts', 'markupsafe/tests.py', 'app/tests.js', 'testdata/protoexample/test.pb.go', 'binding/testdata/form.go', 'test_data/rules/prefer_final_locals.dart', 'plugin/federation/test_data/model2/federation.go', 'crates/cast/test-data/decode.rs', 'Src/Newtonsoft.Json.Tests/Issues/Issue2768.cs', 'src/Polly.Core.UnitTests/Helpers.cs', 'src/UnitTests/OpenGenerics.cs', 'src/IntegrationTests/Db.cs', 'src/MediatR.Test/Pinged.cs', 'e2e-tests/server/app.py', 'moshi-kotlin-tests/src/main/kotlin/Dto.kt', 'App/AppTests/Helpers.swift', 'MaccyUITests/MaccyUITests.swift', 'Example/UITests/ChatExampleUITests.swift', 'core/src/commonTest/kotlin/ModuleTest.kt', 'lib/src/jvmTest/kotlin/Io.kt', 'mockito-core/src/testFixtures/java/Util.java', 'db/version_set_unittest.cc', 'lib/src/adapter_test.dart', 'modules/hygiene/jvm/src/main/scala/HygieneTests.scala', 'core/src/main/scala/ParserSpec.scala', 'core/DecoderSuite.scala', 'spec/inspect_spec.lua', 'test/plug/conn_test.exs', 't/mojo/user_agent.t', 't/lib/TestHelper.pm', 'tests/Pester.Tests.ps1', 'force-app/main/default/classes/AccountServiceTest.cls', 'src/classes/ACCT_Accounts_TEST.cls', 'modules/struct/list.test', 't/basic.rakutest', 'features/filtering/inclusion_filters.feature'])
      expect(isTestPath(p), p).toBe(true);
    for (const p of ['src/testing-library.ts', 'lib/contest.py', 'src/latest.ts', 'types/index.d.ts', 'src/test-data.ts', 'lib/attest.js', 'numpy/testing.py', 'sympy/utilities/runtests.py', 'src/latest.py', 'src/werkzeug/test.py', 'lib/commands/test.js', 'openapi/spec.py', 'internal/testdatautil/load.go', 'astroid/brain/brain_unittest.py', 'koin-test/src/main/kotlin/KoinApplication.kt', 'kotlinx-coroutines-test/src/TestBuilders.kt', 'src/Polly.Testing/Extensions.cs', 'src/contests/Entry.java', 'core/src/main/scala/Spec.scala', 'lib/Mojo/Transaction.pm', 'src/Functions/It.ps1', 'script/gist.t.sh', 'src/classes/TestDataFactory.cls', 'library/tcltest/tcltest.tcl', 'lib/feature.rb', 'src/features/flags.ts']) expect(isTestPath(p), p).toBe(false);
  });
});
