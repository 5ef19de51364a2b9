import { describe, expect, it } from 'vitest';
import { buildIndex, type RepoIndex } from '../src/core/repo-index.js';
import { nameKey } from '../src/core/tokenize.js';
import { makeRepo } from './helpers/repo.js';

/** The paths a file of the index imports, sorted. */
function importedPaths(index: RepoIndex, path: string): string[] {
  return index.files.find((f) => f.path === path)!.imports.map((i) => index.files[i]!.path).sort();
}

describe('buildIndex', () => {
  const root = makeRepo({
    'pkg/__init__.py': '',
    'pkg/core/numbers.py': 'class Rational:\n    def limit_denominator(self):\n        pass\n',
    'pkg/core/expr.py': 'from .numbers import Rational\nfrom pkg.util import helpers\n\ndef simplify(x):\n    return x\n',
    'pkg/util/helpers.py': 'MAX_DEPTH = 3\n',
    'web/src/auth.ts': "import { sign } from './jwt';\nexport function refreshToken() {}\n",
    'web/src/jwt.ts': 'export const sign = () => 1;\n',
    'web/src/auth.test.ts': "import { refreshToken } from './auth';\n",
    'bin.dat': Buffer.from([1, 0, 2]),
  });
  const index = buildIndex(root);
  const id = (p: string) => index.files.findIndex((f) => f.path === p);
  const pathsOf = (ids: number[]) => ids.map((i) => index.files[i]!.path);

  it('records definitions', () => {
    expect(index.files[id('pkg/core/numbers.py')]!.defs).toEqual(expect.arrayContaining(['Rational', 'limit_denominator']));
    expect(index.defNames.get('refreshtoken')).toEqual([id('web/src/auth.ts')]);
  });
  it('resolves relative and absolute Python imports and relative JS imports', () => {
    expect(pathsOf(index.files[id('pkg/core/expr.py')]!.imports)).toEqual(expect.arrayContaining(['pkg/core/numbers.py', 'pkg/util/helpers.py']));
    expect(pathsOf(index.files[id('web/src/auth.ts')]!.imports)).toEqual(['web/src/jwt.ts']);
    expect(pathsOf(index.importedBy[id('web/src/auth.ts')]!)).toEqual(['web/src/auth.test.ts']);
  });
  it('resolves Dart package and relative imports, and Scala package imports', () => {
    const dart = buildIndex(
      makeRepo({
        'packages/dio_pkg/lib/dio.dart': "export 'src/dio.dart';\n",
        'packages/dio_pkg/lib/src/dio.dart': "import 'dart:async';\nimport 'package:dio/src/options.dart';\nimport 'missing.dart';\nclass Dio {}\n",
        'packages/dio_pkg/lib/src/options.dart': 'class Options {}\n',
        'src/main/scala/scopt/OParser.scala': 'package scopt\nimport scopt.OptionDef\nimport scala.util.{Try => T}\ntrait OParser\n',
        'src/main/scala/scopt/OptionDef.scala': 'package scopt\nclass OptionDef\n',
        'src/main/java/acme/Util.java': 'package acme;\nimport static acme.Helpers.*;\nclass Util {}\n',
        'src/main/java/acme/Helpers.java': 'package acme;\nclass Helpers {}\n',
      }),
    );
    expect(importedPaths(dart, 'packages/dio_pkg/lib/dio.dart')).toEqual(['packages/dio_pkg/lib/src/dio.dart']);
    expect(importedPaths(dart, 'packages/dio_pkg/lib/src/dio.dart')).toEqual(['packages/dio_pkg/lib/src/options.dart']);
    expect(dart.files.find((f) => f.path === 'packages/dio_pkg/lib/src/dio.dart')!.unresolvedImports).toEqual(['missing.dart']);
    expect(importedPaths(dart, 'src/main/scala/scopt/OParser.scala')).toEqual(['src/main/scala/scopt/OptionDef.scala']);
    // Only Scala's trailing dot is dropped: a Java star import stays unresolved, as it was measured.
    expect(importedPaths(dart, 'src/main/java/acme/Util.java')).toEqual([]);
    expect(dart.defNames.get('options')?.map((i) => dart.files[i]!.path)).toEqual(['packages/dio_pkg/lib/src/options.dart']);
  });
  it("resolves an import to a file in the importer's language, or to any file whose extension it spells", () => {
    const tree = buildIndex(
      makeRepo({
        'astro/io.py': 'import warnings\nfrom . import units\n',
        'astro/units.py': 'METRE = 1\n',
        'docs/warnings.rst': 'Warnings\n========\n',
        'lib/compress.c': '#include "zstd.h"\n#include "flags.def"\n',
        'lib/zstd.h': 'int ZSTD_compress(void);\n',
        'lib/flags.def': 'FLAG(level)\n',
        'build/VS2008/zstd/zstd.vcproj': '<VisualStudioProject Name="zstd"/>\n',
        'web/app.ts': "import pkg from '../package.json';\nimport './theme.less';\nimport { theme } from './theme';\n",
        'web/theme.less': '@bg: #fff;\n',
        'package.json': '{"name": "web"}\n',
        'src/main/scala/acme/Run.scala': 'package acme\nimport acme.Util\nobject Run\n',
        'src/main/java/acme/Util.java': 'package acme;\npublic class Util {}\n',
      }),
    );
    expect(importedPaths(tree, 'astro/io.py')).toEqual(['astro/units.py']); // the standard library's `warnings`, not the page
    expect(importedPaths(tree, 'lib/compress.c')).toEqual(['lib/flags.def', 'lib/zstd.h']);
    expect(importedPaths(tree, 'web/app.ts')).toEqual(['package.json', 'web/theme.less']); // `./theme` spells no `.less`
    expect(importedPaths(tree, 'src/main/scala/acme/Run.scala')).toEqual(['src/main/java/acme/Util.java']);
  });
  it('resolves an absolute Python import to the module of that whole name, not to a module of a package named so at its end', () => {
    const tree = buildIndex(
      makeRepo({
        'pkg/__init__.py': '',
        'pkg/util/__init__.py': '',
        'pkg/util/typing.py': 'Alias = int\n',
        'pkg/core.py': 'import typing\n',
        'pkg/api.py': 'import pkg.util.typing\n',
        'src/flask/__init__.py': '',
        'src/flask/app.py': 'class Flask: pass\n',
        'tests/test_app.py': 'import flask.app\n',
        'tools/run.py': 'import helpers\n',
        'tools/helpers.py': 'def main(): pass\n',
      }),
    );
    expect(importedPaths(tree, 'pkg/core.py')).toEqual([]); // the standard library's
    expect(importedPaths(tree, 'pkg/api.py')).toEqual(['pkg/util/typing.py']);
    expect(importedPaths(tree, 'tests/test_app.py')).toEqual(['src/flask/app.py']); // `src/` is a source root, no package
    expect(importedPaths(tree, 'tools/run.py')).toEqual(['tools/helpers.py']); // a script's folder is on its path
  });
  it("resolves Elixir modules under lib/ by their snake-case path, and Lua requires to a module or its init.lua", () => {
    const tree = buildIndex(
      makeRepo({
        'lib/plug/conn.ex': 'defmodule Plug.Conn do\n  alias Plug.Conn.{Status, HTTPError}\n  require Logger\nend\n',
        'lib/plug/conn/status.ex': 'defmodule Plug.Conn.Status do\nend\n',
        'lib/plug/conn/http_error.ex': 'defmodule Plug.Conn.HTTPError do\nend\n',
        'lib/plug/logger.ex': 'defmodule Plug.Logger do\nend\n',
        'lua/telescope/init.lua': 'local builtin = require("telescope.builtin")\nlocal utils = require(\'telescope.utils\')\n',
        'lua/telescope/builtin/init.lua': 'local M = {}\nreturn M\n',
        'lua/telescope/utils.lua': 'local M = {}\nreturn M\n',
      }),
    );
    // `require Logger` is Elixir's own Logger: no file of the project ends in `lib/logger.ex`.
    expect(importedPaths(tree, 'lib/plug/conn.ex')).toEqual(['lib/plug/conn/http_error.ex', 'lib/plug/conn/status.ex']);
    expect(importedPaths(tree, 'lua/telescope/init.lua')).toEqual(['lua/telescope/builtin/init.lua', 'lua/telescope/utils.lua']);
  });
  it("resolves Haskell's module imports by path", () => {
    const tree = buildIndex(
      makeRepo({
        'src/ShellCheck/Checker.hs': 'module ShellCheck.Checker where\nimport ShellCheck.AST\nimport qualified ShellCheck.Parser as P\nimport Data.Map (Map)\n',
        'src/ShellCheck/AST.hs': 'module ShellCheck.AST where\n',
        'src/ShellCheck/Parser.hs': 'module ShellCheck.Parser where\n',
      }),
    );
    // `Data.Map` is a library's: no file of the project ends so.
    expect(importedPaths(tree, 'src/ShellCheck/Checker.hs')).toEqual(['src/ShellCheck/AST.hs', 'src/ShellCheck/Parser.hs']);
  });
  it("resolves Perl's, Groovy's, Solidity's, Nim's, Elm's and Bazel's imports to the project's files", () => {
    const tree = buildIndex(
      makeRepo({
        'lib/Mojo/UserAgent.pm': 'package Mojo::UserAgent;\nuse Mojo::Base -base;\nuse strict;\nuse Mojo::Util qw(term_escape);\n',
        'lib/Mojo/Base.pm': 'package Mojo::Base;\n1;\n',
        'lib/Mojo/Util.pm': 'package Mojo::Util;\n1;\n',
        'src/main/groovy/org/codenarc/Runner.groovy': 'import org.codenarc.rule.Rule\nimport java.util.List\nclass Runner {}\n',
        'src/main/groovy/org/codenarc/rule/Rule.groovy': 'interface Rule {}\n',
        'contracts/token/ERC20.sol': 'import {IERC20} from "./IERC20.sol";\nimport "@openzeppelin/contracts/utils/Context.sol";\nimport "forge-std/Test.sol";\n',
        'contracts/token/IERC20.sol': 'interface IERC20 {}\n',
        'contracts/utils/Context.sol': 'abstract contract Context {}\n',
        'chronos/asyncloop.nim': 'import std/os\nimport ./timer\nimport pkg/chronos/config\n',
        'chronos/timer.nim': 'proc now*(): int = 0\n',
        'chronos/config.nim': 'const debug* = false\n',
        'src/Review/Rule.elm': 'module Review.Rule exposing (Rule)\nimport Review.Project\nimport Dict\n',
        'src/Review/Project.elm': 'module Review.Project exposing (..)\n',
        'python/private/py_library.bzl': 'load("//python/private:common.bzl", "x")\nload(":attrs.bzl", "y")\nload("@bazel_skylib//lib:paths.bzl", "paths")\n',
        'python/private/common.bzl': 'x = 1\n',
        'python/private/attrs.bzl': 'y = 2\n',
      }),
    );
    // Pragmas (`strict`), the JDK, other packages (`forge-std`), Nim's `std/` and Elm's core (`Dict`) have no file here.
    expect(importedPaths(tree, 'lib/Mojo/UserAgent.pm')).toEqual(['lib/Mojo/Base.pm', 'lib/Mojo/Util.pm']);
    expect(importedPaths(tree, 'src/main/groovy/org/codenarc/Runner.groovy')).toEqual(['src/main/groovy/org/codenarc/rule/Rule.groovy']);
    expect(importedPaths(tree, 'contracts/token/ERC20.sol')).toEqual(['contracts/token/IERC20.sol', 'contracts/utils/Context.sol']);
    expect(importedPaths(tree, 'chronos/asyncloop.nim')).toEqual(['chronos/config.nim', 'chronos/timer.nim']);
    expect(importedPaths(tree, 'src/Review/Rule.elm')).toEqual(['src/Review/Project.elm']);
    expect(importedPaths(tree, 'python/private/py_library.bzl')).toEqual(['python/private/attrs.bzl', 'python/private/common.bzl']);
  });
  it("resolves Emacs Lisp's features, Vim's autoload calls, Nix's paths and Crystal's requires to the project's files", () => {
    const tree = buildIndex(
      makeRepo({
        'lisp/magit.el': "(require 'magit-git)\n(require 'cl-lib)\n(declare-function magit-tag \"magit-tag\")\n",
        'lisp/magit-git.el': '(defun magit-git-string ())\n',
        'lisp/magit-tag.el': '(defun magit-tag ())\n',
        'plugin/ale.vim': 'call ale#path#GetAbsPath(a, b)\ncall ale#Run()\ncall fzf#run({})\n',
        'autoload/ale.vim': 'function! ale#Run() abort\nendfunction\n',
        'autoload/ale/path.vim': 'function! ale#path#GetAbsPath(a, b) abort\nendfunction\n',
        'modules/default.nix': '{ imports = [ ./programs ./misc.nix ../lib/utils.nix ./missing.nix ]; }\n',
        'modules/programs/default.nix': '{ }\n',
        'modules/misc.nix': '{ }\n',
        'lib/utils.nix': '{ }\n',
        'src/http/request.cr': 'require "./common"\nrequire "http/headers"\nrequire "./rules/*"\nrequire "json"\n',
        'src/http/common.cr': 'module HTTP\nend\n',
        'src/http/headers.cr': 'struct HTTP::Headers\nend\n',
      }),
    );
    // Emacs' own `cl-lib`, another plugin's `fzf#run` and the JSON library have no file here.
    expect(importedPaths(tree, 'lisp/magit.el')).toEqual(['lisp/magit-git.el', 'lisp/magit-tag.el']);
    expect(importedPaths(tree, 'plugin/ale.vim')).toEqual(['autoload/ale.vim', 'autoload/ale/path.vim']);
    expect(importedPaths(tree, 'modules/default.nix')).toEqual(['lib/utils.nix', 'modules/misc.nix', 'modules/programs/default.nix']);
    expect(importedPaths(tree, 'src/http/request.cr')).toEqual(['src/http/common.cr', 'src/http/headers.cr']);
  });
  it("resolves Gleam's, Fortran's and D's imports to the project's files", () => {
    const tree = buildIndex(
      makeRepo({
        'src/gleam/dict.gleam': 'import gleam/option\nimport gleam/list\nimport lustre/element\n',
        'src/gleam/option.gleam': 'pub type Option(a)\n',
        'src/gleam/list.gleam': 'pub fn map() {}\n',
        'src/fpm.f90': "module fpm\n  use fpm_strings\n  use, intrinsic :: iso_fortran_env\n  use FPM_Error\n  include 'fpm_version.inc'\nend module fpm\n",
        'src/fpm_strings.f90': 'module fpm_strings\nend module\n',
        'src/fpm/error.f90': 'module fpm_error\nend module\n',
        'src/fpm_error.F90': 'module fpm_error\nend module\n',
        'src/fpm_version.inc': "character(*), parameter :: version = '1'\n",
        'source/dub/dub.d': 'module dub.dub;\nimport std.file;\nimport dub.internal.utils;\nimport dub.compilers;\n',
        'source/dub/internal/utils.d': 'module dub.internal.utils;\n',
        'source/dub/compilers/package.d': 'module dub.compilers;\n',
      }),
    );
    // Another package's (`lustre`), the compiler's (`iso_fortran_env`) and the runtime's (`std.file`) have no file here.
    expect(importedPaths(tree, 'src/gleam/dict.gleam')).toEqual(['src/gleam/list.gleam', 'src/gleam/option.gleam']);
    expect(importedPaths(tree, 'src/fpm.f90')).toEqual(['src/fpm_error.F90', 'src/fpm_strings.f90', 'src/fpm_version.inc']);
    expect(importedPaths(tree, 'source/dub/dub.d')).toEqual(['source/dub/compilers/package.d', 'source/dub/internal/utils.d']);
  });
  it("resolves Haxe's, Pascal's, CoffeeScript's and Racket's imports to the project's files", () => {
    const tree = buildIndex(
      makeRepo({
        'flixel/FlxCamera.hx': 'package flixel;\nimport flixel.math.FlxPoint;\nimport openfl.display.Sprite;\n',
        'flixel/math/FlxPoint.hx': 'class FlxPoint {}\n',
        'source/main.pas': "unit main;\ninterface\nuses SysUtils, AppHelpers, dbconnection in 'source/dbconnection.pas';\n",
        'source/apphelpers.pas': 'unit apphelpers;\n',
        'source/dbconnection.pas': 'unit dbconnection;\n',
        'src/ui/app.coffee': 'conv = require "./models/conv"\nipc = require "electron"\n',
        'src/ui/models/conv.coffee': 'module.exports = {}\n',
        'redex-lib/redex/private/judgment-form.rkt': '#lang racket/base\n(require "match-a-pattern.rkt" racket/list redex/private/term)\n',
        'redex-lib/redex/private/match-a-pattern.rkt': '#lang racket/base\n',
        'redex-lib/redex/private/term.rkt': '#lang racket/base\n',
      }),
    );
    // OpenFL's classes, Free Pascal's `SysUtils`, Electron and Racket's own `racket/list` have no file here.
    expect(importedPaths(tree, 'flixel/FlxCamera.hx')).toEqual(['flixel/math/FlxPoint.hx']);
    expect(importedPaths(tree, 'source/main.pas')).toEqual(['source/apphelpers.pas', 'source/dbconnection.pas']);
    expect(importedPaths(tree, 'src/ui/app.coffee')).toEqual(['src/ui/models/conv.coffee']);
    expect(importedPaths(tree, 'redex-lib/redex/private/judgment-form.rkt')).toEqual(['redex-lib/redex/private/match-a-pattern.rkt', 'redex-lib/redex/private/term.rkt']);
  });
  it("resolves Lean's and Astro's imports, and a C++ header's include of its same-named inline file", () => {
    const tree = buildIndex(
      makeRepo({
        'Batteries/Data/List/Lemmas.lean': 'import Batteries.Data.List.Basic\npublic import Batteries.Tactic.Alias\nimport Mathlib.Order.Basic\n',
        'Batteries/Data/List/Basic.lean': 'namespace List\n',
        'Batteries/Tactic/Alias.lean': 'namespace Batteries\n',
        'src/components/widgets/Header.astro': "---\nimport Logo from '~/components/Logo.astro';\nimport ToggleMenu from '../common/ToggleMenu.astro';\n---\n<header><Logo /></header>\n",
        'src/components/common/ToggleMenu.astro': '---\n---\n<button />\n',
        'glm/detail/type_vec3.hpp': '#pragma once\nstruct vec3;\n#include "type_vec3.inl"\n',
        'glm/detail/type_vec3.inl': 'namespace glm {}\n',
      }),
    );
    // Mathlib is another package; `~/` is an alias no tsconfig here declares.
    expect(importedPaths(tree, 'Batteries/Data/List/Lemmas.lean')).toEqual(['Batteries/Data/List/Basic.lean', 'Batteries/Tactic/Alias.lean']);
    expect(importedPaths(tree, 'src/components/widgets/Header.astro')).toEqual(['src/components/common/ToggleMenu.astro']);
    expect(importedPaths(tree, 'glm/detail/type_vec3.hpp')).toEqual(['glm/detail/type_vec3.inl']);
  });
  it("resolves Protocol Buffers', Ada's and SystemVerilog's imports to the project's files", () => {
    const tree = buildIndex(
      makeRepo({
        'opentelemetry/proto/trace/v1/trace.proto': 'syntax = "proto3";\nimport "opentelemetry/proto/common/v1/common.proto";\nimport "google/protobuf/any.proto";\n',
        'opentelemetry/proto/common/v1/common.proto': 'syntax = "proto3";\n',
        'src/alire/alire-solver.adb': 'with Alire.Utils, Ada.Text_IO;\npackage body Alire.Solver is\nend Alire.Solver;\n',
        'src/alire/alire-utils.ads': 'package Alire.Utils is\nend Alire.Utils;\n',
        'src/axi_xbar.sv': '`include "axi/typedef.svh"\nmodule axi_xbar;\n  import axi_pkg::*;\n  import uvm_pkg::*;\nendmodule\n',
        'src/axi_pkg.sv': 'package axi_pkg;\nendpackage\n',
        'include/axi/typedef.svh': '`define AXI_TYPEDEF_AW_CHAN_T(a)\n',
      }),
    );
    // Protobuf's own well-known types, Ada's runtime and UVM have no file here.
    expect(importedPaths(tree, 'opentelemetry/proto/trace/v1/trace.proto')).toEqual(['opentelemetry/proto/common/v1/common.proto']);
    expect(importedPaths(tree, 'src/alire/alire-solver.adb')).toEqual(['src/alire/alire-utils.ads']);
    expect(importedPaths(tree, 'src/axi_xbar.sv')).toEqual(['include/axi/typedef.svh', 'src/axi_pkg.sv']);
  });
  it("resolves VHDL's packages and entities and Scheme's includes to the project's files", () => {
    const tree = buildIndex(
      makeRepo({
        'rtl/core/neorv32_cpu.vhd': 'library ieee;\nuse ieee.std_logic_1164.all;\nuse neorv32.neorv32_package.all;\nentity neorv32_cpu is\nend;\narchitecture rtl of neorv32_cpu is\nbegin\n  u0: entity work.NEORV32_CPU_ALU port map (clk => clk);\nend;\n',
        'rtl/core/neorv32_package.vhd': 'package neorv32_package is\nend package;\n',
        'rtl/core/neorv32_cpu_alu.vhd': 'entity neorv32_cpu_alu is\nend;\n',
        'lib/chibi/string.sld': '(define-library (chibi string)\n  (include "string.scm" "missing.scm"))\n',
        'lib/chibi/string.scm': '(define (string-split s) s)\n',
        // Its own stem sorts first: the include must not take the includer itself.
        'lib/chibi/match.sch': '(include "match.scm")\n',
        'lib/chibi/match.scm': '(define (match x) x)\n',
      }),
    );
    // IEEE's library has no file here.
    expect(importedPaths(tree, 'rtl/core/neorv32_cpu.vhd')).toEqual(['rtl/core/neorv32_cpu_alu.vhd', 'rtl/core/neorv32_package.vhd']);
    expect(importedPaths(tree, 'lib/chibi/string.sld')).toEqual(['lib/chibi/string.scm']);
    expect(importedPaths(tree, 'lib/chibi/match.sch')).toEqual(['lib/chibi/match.scm']);
  });
  it("resolves Tcl's packages and sourced files, ReScript's modules and PureScript's imports to the project's files", () => {
    const tree = buildIndex(
      makeRepo({
        'modules/struct/pkgIndex.tcl': 'package ifneeded struct::list 1.8 [list source [file join $dir list.tcl]]\n',
        'modules/struct/list.tcl': 'package require Tcl 8.5\npackage require struct::set\nproc ::struct::list::Lmap {} {}\n',
        'modules/struct/set.tcl': 'proc ::struct::set::union {} {}\n',
        'src/App.res': 'open Belt\n@react.component\nlet make = () => <Button onClick={_ => Utils.log("x")} />\n',
        'src/components/Button.res': 'let make = () => Utils.noop()\n',
        'src/components/Button.resi': 'let make: unit => React.element\n',
        'src/Utils.res': 'let log = Js.log\nlet noop = () => ()\n',
        'src/Halogen/Query.purs': 'module Halogen.Query where\nimport Prelude\nimport Halogen.Query.Input (Input)\n',
        'src/Halogen/Query/Input.purs': 'module Halogen.Query.Input where\n',
      }),
    );
    // Tcl itself, ReScript's Belt and Js, PureScript's Prelude have no file here; a file never links to itself (Button.res and its .resi).
    expect(importedPaths(tree, 'modules/struct/pkgIndex.tcl')).toEqual(['modules/struct/list.tcl']);
    expect(importedPaths(tree, 'modules/struct/list.tcl')).toEqual(['modules/struct/set.tcl']);
    expect(importedPaths(tree, 'src/App.res')).toEqual(['src/Utils.res', 'src/components/Button.res']);
    expect(importedPaths(tree, 'src/components/Button.res')).toEqual(['src/Utils.res']);
    expect(importedPaths(tree, 'src/Halogen/Query.purs')).toEqual(['src/Halogen/Query/Input.purs']);
  });
  it("resolves Move's modules and Raku's packages to the project's files", () => {
    const tree = buildIndex(
      makeRepo({
        'packages/deepbook/sources/pool.move': 'module deepbook::pool;\nuse deepbook::{math, book::Book};\nuse sui::coin::{Self, Coin};\n',
        'packages/deepbook/sources/helper/math.move': 'module deepbook::math;\n',
        'packages/deepbook/sources/book/book.move': 'module deepbook::book;\n',
        'lib/Red/AST.rakumod': 'use CX::Red::Bool;\nuse Test;\nunit role Red::AST;\n',
        'lib/CX/Red/Bool.rakumod': 'unit class CX::Red::Bool;\n',
      }),
    );
    // Sui's framework and Raku's Test module have no file here.
    expect(importedPaths(tree, 'packages/deepbook/sources/pool.move')).toEqual(['packages/deepbook/sources/book/book.move', 'packages/deepbook/sources/helper/math.move']);
    expect(importedPaths(tree, 'lib/Red/AST.rakumod')).toEqual(['lib/CX/Red/Bool.rakumod']);
  });
  it("resolves Jsonnet's imports and COBOL's copybooks and calls to the project's files", () => {
    const tree = buildIndex(
      makeRepo({
        'dashboards/kubelet.libsonnet': "local utils = import '../lib/utils.libsonnet';\nlocal g = import 'grafonnet/grafana.libsonnet';\n{}\n",
        'lib/utils.libsonnet': '{ helper(x):: x }\n',
        'vendor-lib/grafonnet/grafana.libsonnet': '{}\n',
        'app/cbl/COACTUPC.cbl': "       PROGRAM-ID. COACTUPC.\n           COPY CVACT01Y.\n           CALL 'CSUTLDTC' USING WS-DATE\n           COPY DFHAID.\n",
        'app/cpy/cvact01y.cpy': '       01  ACCOUNT-RECORD.\n',
        'app/cbl/CSUTLDTC.cbl': '       PROGRAM-ID. CSUTLDTC.\n',
      }),
    );
    // CICS's DFHAID copybook has no file here.
    expect(importedPaths(tree, 'dashboards/kubelet.libsonnet')).toEqual(['lib/utils.libsonnet', 'vendor-lib/grafonnet/grafana.libsonnet']);
    expect(importedPaths(tree, 'app/cbl/COACTUPC.cbl')).toEqual(['app/cbl/CSUTLDTC.cbl', 'app/cpy/cvact01y.cpy']);
  });
  it("resolves CMake's includes, Thrift's includes and dbt's refs to the project's files", () => {
    const tree = buildIndex(
      makeRepo({
        'cmake/Project.cmake': 'include(CompilerWarnings.cmake)\ninclude(Sanitizers)\ninclude(GNUInstallDirs)\n',
        'cmake/CompilerWarnings.cmake': 'function(set_project_warnings target)\nendfunction()\n',
        'support/Sanitizers.cmake': 'function(enable_sanitizers target)\nendfunction()\n',
        'thrift/agent.thrift': 'include "jaeger.thrift"\nservice Agent {}\n',
        'thrift/jaeger.thrift': 'struct Span {}\n',
        'models/marts/orders.sql': "select * from {{ ref('stg_orders') }} join {{ ref('stg_missing') }}\n",
        'models/staging/stg_orders.sql': 'select 1\n',
      }),
    );
    // CMake's own GNUInstallDirs and a model not in the tree have no file here.
    expect(importedPaths(tree, 'cmake/Project.cmake')).toEqual(['cmake/CompilerWarnings.cmake', 'support/Sanitizers.cmake']);
    expect(importedPaths(tree, 'thrift/agent.thrift')).toEqual(['thrift/jaeger.thrift']);
    expect(importedPaths(tree, 'models/marts/orders.sql')).toEqual(['models/staging/stg_orders.sql']);
  });
  it("resolves Idris's and Agda's modules, Fennel's requires and Janet's imports to the project's files", () => {
    const tree = buildIndex(
      makeRepo({
        'src/Data/List.idr': 'module Data.List\nimport Data.Nat\nimport Prelude\n',
        'src/Data/Nat.idr': 'module Data.Nat\n',
        'src/Data/List/Base.agda': 'module Data.List.Base where\nopen import Data.Nat.Base using (ℕ)\nopen import Agda.Builtin.List\n',
        'src/Data/Nat/Base.agda': 'module Data.Nat.Base where\n',
        'fnl/conjure/main.fnl': '(local client (require :conjure.client))\n(import-macros {: def} :conjure.macros)\n',
        'fnl/conjure/client/init.fnl': '(fn setup [] nil)\n',
        'fnl/conjure/macros.fnl': '(fn def [] nil)\n',
        'spork/cli.janet': '(import ./util)\n(use spork/json)\n(import jpm/shutil)\n',
        'spork/util.janet': '(defn helper [x] x)\n',
        'spork/json.janet': '(defn encode [x] x)\n',
      }),
    );
    // Idris's Prelude, Agda's builtins and another package's Janet module have no file here.
    expect(importedPaths(tree, 'src/Data/List.idr')).toEqual(['src/Data/Nat.idr']);
    expect(importedPaths(tree, 'src/Data/List/Base.agda')).toEqual(['src/Data/Nat/Base.agda']);
    expect(importedPaths(tree, 'fnl/conjure/main.fnl')).toEqual(['fnl/conjure/client/init.fnl', 'fnl/conjure/macros.fnl']);
    expect(importedPaths(tree, 'spork/cli.janet')).toEqual(['spork/json.janet', 'spork/util.janet']);
  });
  it("resolves shaders' includes, WGSL's module imports, Razor's components and partials and ERB's partials to the project's files", () => {
    const tree = buildIndex(
      makeRepo({
        'lygia/color/blend.glsl': '#include "../math/const.glsl"\nvec3 blendAdd(vec3 a) { return a; }\n',
        'lygia/math/const.glsl': '#define PI 3.14159\n',
        'crates/bevy_pbr/src/render/pbr.wgsl': '#import bevy_pbr::mesh_functions\n#import bevy_pbr::{mesh_view_bindings::view, pbr_types}\n#import bevy_render::maths\n',
        'crates/bevy_pbr/src/render/mesh_functions.wgsl': 'fn get_model_matrix() {}\n',
        'crates/bevy_pbr/src/render/mesh_view_bindings.wgsl': 'var<uniform> view: View;\n',
        'crates/bevy_pbr/src/render/pbr_types.wgsl': 'struct StandardMaterial {}\n',
        'src/MudBlazor/Components/Chip/MudChip.razor': '@inherits MudComponentBase\n<MudIcon Icon="x" />\n<CascadingValue Value="this" />\n',
        'src/MudBlazor/Components/Icon/MudIcon.razor': '<svg></svg>\n',
        'src/MudBlazor/Base/MudComponentBase.cs': 'public abstract class MudComponentBase {}\n',
        'Views/Home/Index.cshtml': '<partial name="_Hero" />\n',
        'Views/Shared/_Hero.cshtml': '<div></div>\n',
        'app/views/users/edit.html.erb': "<%= render 'form' %>\n<%= render 'shared/nav' %>\n",
        'app/views/users/_form.html.erb': '<form></form>\n',
        'app/views/shared/_nav.html.erb': '<nav></nav>\n',
      }),
    );
    // Blazor's own CascadingValue and another crate's module have no file here.
    expect(importedPaths(tree, 'lygia/color/blend.glsl')).toEqual(['lygia/math/const.glsl']);
    expect(importedPaths(tree, 'crates/bevy_pbr/src/render/pbr.wgsl')).toEqual([
      'crates/bevy_pbr/src/render/mesh_functions.wgsl',
      'crates/bevy_pbr/src/render/mesh_view_bindings.wgsl',
      'crates/bevy_pbr/src/render/pbr_types.wgsl',
    ]);
    expect(importedPaths(tree, 'src/MudBlazor/Components/Chip/MudChip.razor')).toEqual(['src/MudBlazor/Base/MudComponentBase.cs', 'src/MudBlazor/Components/Icon/MudIcon.razor']);
    expect(importedPaths(tree, 'Views/Home/Index.cshtml')).toEqual(['Views/Shared/_Hero.cshtml']);
    expect(importedPaths(tree, 'app/views/users/edit.html.erb')).toEqual(['app/views/shared/_nav.html.erb', 'app/views/users/_form.html.erb']);
  });
  it("resolves templates' snippets, partials, components and includes to the project's files", () => {
    const tree = buildIndex(
      makeRepo({
        'sections/main-product.liquid': "{% render 'price' %}\n{{ 'component-card.css' | asset_url | stylesheet_tag }}\n{% render 'missing' %}\n",
        'snippets/price.liquid': '<span>{{ price }}</span>\n',
        'assets/component-card.css': '.card {}\n',
        'index.hbs': '{{!< default}}\n{{> post-card}}\n',
        'default.hbs': '<html>{{{body}}}</html>\n',
        'partials/post-card.hbs': '<article></article>\n',
        'addon/components/power-select.hbs': '<PowerSelect::Trigger />\n',
        'addon/components/power-select/trigger.hbs': '<div></div>\n',
        'templates/crud/index.html.twig': "{% extends '@EasyAdmin/layout.html.twig' %}\n{% import 'macros.html.twig' as m %}\n",
        'templates/layout.html.twig': '{% block body %}{% endblock %}\n',
        'templates/macros.html.twig': '{% macro field(f) %}{% endmacro %}\n',
      }),
    );
    expect(importedPaths(tree, 'sections/main-product.liquid')).toEqual(['assets/component-card.css', 'snippets/price.liquid']);
    expect(importedPaths(tree, 'index.hbs')).toEqual(['default.hbs', 'partials/post-card.hbs']);
    expect(importedPaths(tree, 'addon/components/power-select.hbs')).toEqual(['addon/components/power-select/trigger.hbs']);
    expect(importedPaths(tree, 'templates/crud/index.html.twig')).toEqual(['templates/layout.html.twig', 'templates/macros.html.twig']);
  });
  it("reads a shared extension's language from the file, and resolves Coq's requires and Prolog's modules", () => {
    const tree = buildIndex(
      makeRepo({
        'src/export_fig.m': 'function fig = export_fig(varargin)\nend\n',
        'AF/AFURLSessionManager.m': '#import "AFURLSessionManager.h"\n@implementation AFURLSessionManager\n@end\n',
        'theories/ssrnat.v': 'From mathcomp Require Import ssreflect.\nRequire Import Coq.Lists.List.\nLemma addnC : True.\n',
        'ssreflect/ssreflect.v': 'Definition id := 1.\n',
        'rtl/counter.v': 'module counter(input clk);\nendmodule\n',
        'http_json.pl': ':- module(http_json, []).\n:- use_module(library(http/json)).\n',
        'json.pl': ':- module(json, []).\njson_read(S, T) :- true.\n',
      }),
    );
    const langOf = (p: string) => tree.files.find((f) => f.path === p)!.lang;
    expect([langOf('src/export_fig.m'), langOf('AF/AFURLSessionManager.m'), langOf('theories/ssrnat.v'), langOf('rtl/counter.v'), langOf('json.pl')]).toEqual(['matlab', 'c', 'coq', 'verilog', 'prolog']);
    expect(tree.defNames.get('export_fig')).toEqual([tree.files.findIndex((f) => f.path === 'src/export_fig.m')]);
    // Coq's own `Coq.Lists.List` has no file here.
    expect(importedPaths(tree, 'theories/ssrnat.v')).toEqual(['ssreflect/ssreflect.v']);
    expect(importedPaths(tree, 'http_json.pl')).toEqual(['json.pl']);
  });
  it("resolves Pug's and EJS's includes, Haml's partials and a Rails view's controller to the project's files", () => {
    const tree = buildIndex(
      makeRepo({
        'layout/post.pug': 'extends includes/layout\ninclude ./mixins/card\n',
        'layout/includes/layout.pug': 'block content\n',
        'layout/mixins/card.pug': 'mixin card(post)\n',
        'layout/layout.ejs': "<%- partial('_partial/header') %>\n<%- include('footer') %>\n",
        'layout/_partial/header.ejs': '<header></header>\n',
        'layout/footer.ejs': '<footer></footer>\n',
        'app/views/users/edit.html.haml': "= render 'form'\n",
        'app/views/users/_form.html.haml': '%form\n',
        'app/controllers/users_controller.rb': 'class UsersController < ApplicationController\nend\n',
        'app/views/admin/posts/index.html.slim': 'h1 Posts\n',
        'app/controllers/admin/posts_controller.rb': 'class Admin::PostsController\nend\n',
      }),
    );
    expect(importedPaths(tree, 'layout/post.pug')).toEqual(['layout/includes/layout.pug', 'layout/mixins/card.pug']);
    expect(importedPaths(tree, 'layout/layout.ejs')).toEqual(['layout/_partial/header.ejs', 'layout/footer.ejs']);
    // A Rails view is its controller's, by Rails' convention: linked to it.
    expect(importedPaths(tree, 'app/views/users/edit.html.haml')).toEqual(['app/controllers/users_controller.rb', 'app/views/users/_form.html.haml']);
    expect(importedPaths(tree, 'app/views/admin/posts/index.html.slim')).toEqual(['app/controllers/admin/posts_controller.rb']);
  });
  it('indexes identifier sub-words and whole identifiers', () => {
    const auth = id('web/src/auth.ts');
    for (const t of ['refresh', 'token', 'refreshtoken']) expect(index.body.get(t)?.files).toContain(auth);
  });
  it('marks tests and skips binaries', () => {
    expect(index.files[id('web/src/auth.test.ts')]!.isTest).toBe(true);
    expect(id('bin.dat')).toBe(-1);
    expect(index.skipped.binary).toBe(1);
  });
  it('does not index embedded blobs (base64 images, minified lines) as words', () => {
    const blob = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB' + 'QmFzZTY0RW5jb2RlZERhdGFIZXJl'.repeat(12);
    const index = buildIndex(makeRepo({ 'notebook.ipynb': `{"cell": "plot the irradiance", "image/png": "${blob}"}\n` }));
    expect(index.body.has('irradi')).toBe(true);
    expect(index.body.has('qmfzzty')).toBe(false);
    expect([...index.body.keys()].some((t) => t.startsWith('ivbor'))).toBe(false);
  });
  it('maps file names as a task would write them', () => {
    const index = buildIndex(makeRepo({ 'src/KeepAlive.ts': 'x\n', 'lib/keep_alive.py': 'x\n' }));
    expect((index.nameKeys.get(nameKey('keep-alive')) ?? []).map((id) => index.files[id]!.path).sort()).toEqual(['lib/keep_alive.py', 'src/KeepAlive.ts']);
    // A declaration file is named as the module it declares, without its `.d`.
    const typed = buildIndex(makeRepo({ 'types/plugin/utc.d.ts': 'x\n', 'stubs/six.pyi': 'x\n' }));
    expect((typed.nameKeys.get('utc') ?? []).map((id) => typed.files[id]!.path)).toEqual(['types/plugin/utc.d.ts']);
    expect((typed.nameKeys.get('six') ?? []).map((id) => typed.files[id]!.path)).toEqual(['stubs/six.pyi']);
  });
  it("maps a file to its folder's name and its own together, as a task may write it", () => {
    const index = buildIndex(makeRepo({ 'lib/ensure/symlink.js': 'x\n', 'tokio/src/net/unix/stream.rs': 'x\n', 'symlink.js': 'x\n' }));
    const named = (name: string): string[] => (index.nameKeys.get(nameKey(name)) ?? []).map((id) => index.files[id]!.path).sort();
    expect(named('ensureSymlink')).toEqual(['lib/ensure/symlink.js']);
    expect(named('UnixStream')).toEqual(['tokio/src/net/unix/stream.rs']);
    // Only the nearest folder: not `netUnixStream`, and a file at the root has none.
    expect(named('netUnixStream')).toEqual([]);
    expect(named('symlink')).toEqual(['lib/ensure/symlink.js', 'symlink.js']);
  });
  it("maps a module's lone entry file (index.js, mod.rs, __init__.py) to its folder's name, not a source root's nor one beside other code", () => {
    const index = buildIndex(
      makeRepo({
        'src/plugin/utc/index.js': 'x\n',
        'src/plugin/utc/index.test.js': 'x\n',
        'tokio/src/runtime/mod.rs': 'x\n',
        'tokio/src/runtime/builder.rs': 'x\n',
        'pkg/fits/__init__.py': 'x\n',
        'src/index.ts': 'x\n',
        'src/other/mod.py': 'x\n',
      }),
    );
    const named = (name: string): string[] => (index.nameKeys.get(nameKey(name)) ?? []).map((id) => index.files[id]!.path).sort();
    // The test beside utc's index.js is not code of the module; runtime/mod.rs sits beside builder.rs.
    expect(named('utc')).toEqual(['src/plugin/utc/index.js']);
    expect(named('runtime')).toEqual([]);
    expect(named('fits')).toEqual(['pkg/fits/__init__.py']);
    expect(named('src')).toEqual([]);
    expect(named('other')).toEqual([]);
    expect(named('index')).toEqual(['src/index.ts', 'src/plugin/utc/index.js']);
  });
  it('stops reading at the deadline and counts what it left out', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 600; i++) files[`src/f${String(i).padStart(3, '0')}.py`] = `def f${i}(): pass\n`;
    const root = makeRepo(files);
    let clock = 0;
    // Each clock read advances time by 10: the first check while reading passes, the second stops.
    const index = buildIndex(root, { now: () => 10 * clock++, deadline: 5 });
    expect(index.files.length).toBeGreaterThan(0);
    expect(index.files.length).toBeLessThan(600);
    // Files listed but not read are counted: 600 listed at most, the rest of the walk skipped.
    expect(index.files.length).toBe(255);
    expect(index.skipped['time-limit']).toBeGreaterThan(0);
  });
});
