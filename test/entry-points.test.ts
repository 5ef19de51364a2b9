import { describe, expect, it } from 'vitest';
import { entryPoints } from '../src/core/entry-points.js';
import { buildIndex } from '../src/core/repo-index.js';
import { makeRepo } from './helpers/repo.js';

const pathsOf = (files: Record<string, string>): string[] => entryPoints(buildIndex(makeRepo(files))).map((e) => e.path);

describe('entryPoints', () => {
  it("reads package.json's main, exports, types and bin, resolved as Node resolves them", () => {
    const pkg = (fields: object): string => JSON.stringify({ name: 'meow', ...fields });
    expect(pathsOf({ 'package.json': pkg({ main: './lib/main', types: 'lib/main.d.ts' }), 'lib/main.js': 'module.exports = {}\n', 'lib/main.d.ts': 'export {}\n', 'index.js': '' })).toEqual(['lib/main.js', 'lib/main.d.ts']);
    expect(pathsOf({ 'package.json': pkg({ exports: { '.': { import: './source/index.js' } } }), 'source/index.js': 'export default 1\n' })).toEqual(['source/index.js']);
    expect(pathsOf({ 'package.json': pkg({ bin: { meow: 'cli.js' } }), 'cli.js': '#!/usr/bin/env node\n' })).toEqual(['cli.js']);
    // No main: Node loads index.js.
    expect(pathsOf({ 'package.json': pkg({}), 'index.js': 'module.exports = 1\n', 'readme.md': '# meow\n' })).toEqual(['index.js']);
    // Only files of the tree: a main outside it, or malformed JSON, names nothing.
    // (Two code files, so that the one-file fallback below does not apply.)
    const two = { 'lib/a.js': 'export const a = 1\n', 'lib/b.js': 'export const b = 2\n' };
    expect(pathsOf({ 'package.json': pkg({ main: '../../outside.js' }), ...two })).toEqual([]);
    expect(pathsOf({ 'package.json': '{ "main": ', ...two })).toEqual([]);
    // A main that points at a build output not in the tree names nothing.
    expect(pathsOf({ 'package.json': pkg({ main: 'dist/index.js' }), 'src/util.ts': 'export const a = 1\n', 'src/cli.ts': 'export const b = 2\n' })).toEqual([]);
    // ...and the source's usual entry name stands in for it.
    expect(pathsOf({ 'package.json': pkg({ main: 'dist/index.js' }), 'src/index.ts': 'export * from "./util"\n', 'src/util.ts': 'export const a = 1\n' })).toEqual(['src/index.ts']);
  });

  it("takes Cargo's and Python's defaults, and a root module named after the project", () => {
    expect(pathsOf({ 'Cargo.toml': '[package]\nname = "bytes"\n', 'src/lib.rs': 'pub mod buf;\n', 'src/buf.rs': 'pub struct Buf;\n' })).toEqual(['src/lib.rs']);
    expect(pathsOf({ 'pubspec.yaml': 'name: yaml\nversion: 3.1.0\n', 'lib/yaml.dart': "export 'src/loader.dart';\n", 'lib/src/loader.dart': 'class Loader {}\n', 'lib/src/parser.dart': 'class Parser {}\n' })).toEqual(['lib/yaml.dart']);
    expect(pathsOf({ 'setup.py': 'setup(name="itsdangerous", py_modules=["itsdangerous"])\n', 'itsdangerous.py': 'class Signer:\n    pass\n', 'docs/conf.py': 'project = "x"\n' })).toEqual(['itsdangerous.py']);
    expect(pathsOf({ 'setup.py': 'setup(name="MarkupSafe")\n', 'markupsafe/__init__.py': 'class Markup(str):\n    pass\n', 'markupsafe/_native.py': 'def escape(s):\n    pass\n' })).toEqual(['markupsafe/__init__.py']);
  });

  it('falls back on the usual entry names, never on tests, docs or data', () => {
    expect(pathsOf({ 'src/main.c': 'int main(void) { return 0; }\n', 'src/util.c': 'int f(void);\n' })).toEqual(['src/main.c']);
    expect(pathsOf({ 'index.test.js': 'it("works", () => {})\n', 'index.md': '# docs\n', 'config.json': '{}\n' })).toEqual([]);
    // A one-file library: the one code file at the root; with two there, neither is taken.
    expect(pathsOf({ 'inspect.lua': 'local inspect = {}\nreturn inspect\n', 'spec/inspect_spec.lua': 'describe("inspect", function() end)\n', 'rockspecs/inspect-1.0-1.rockspec': 'package = "inspect"\n' })).toEqual(['inspect.lua']);
    expect(pathsOf({ 'json.lua': 'local json = {}\n', 'bench.lua': 'require("json")\n' })).toEqual([]);
    expect(pathsOf({ 'setup.py': 'setup(name="x")\n', 'docs/conf.py': 'project = "x"\n' })).toEqual([]);
    // A one-file library under lib/ (Dart's `lib/path.dart`): the one code file outside the tests and docs.
    expect(pathsOf({ 'pubspec.yaml': 'name: pathos\n', 'lib/path.dart': 'library path;\n', 'test/path_test.dart': 'void main() {}\n', 'doc/example.dart': 'void main() {}\n' })).toEqual(['lib/path.dart']);
    expect(pathsOf({ 'lib/a.dart': 'library a;\n', 'lib/b.dart': 'library b;\n' })).toEqual([]);
  });
});
