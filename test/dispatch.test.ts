import { describe, expect, it } from 'vitest';
import { dispatch, filesForPattern, type Evidence } from '../src/core/dispatch.js';
import { buildQuery } from '../src/core/query.js';
import { buildIndex, type RepoIndex } from '../src/core/repo-index.js';
import { makeRepo } from './helpers/repo.js';

/*
 * src/marshmallow/schema.py   class Schema: def _do_load
 * src/marshmallow/fields.py   class Nested
 * docs/usage.md               mentions Schema
 */
const root = makeRepo({
  'src/marshmallow/schema.py': 'class Schema:\n    def _do_load(self, data):\n        raise ValueError("not subscriptable thing")\n',
  'src/marshmallow/fields.py': 'class Nested:\n    pass\n',
  'docs/usage.md': 'Use Schema to load data.\n',
});

/** The files dispatch finds for a task with the given evidence, in dispatch's order. */
function pathsWith(index: RepoIndex, task: string, has: (e: Evidence) => boolean): string[] {
  return [...dispatch(index, buildQuery(task)).values()].filter(has).map((e) => index.files[e.id]!.path);
}

describe('dispatch', () => {
  it('weighs a learned term at its lower weight for the files it was learned from', () => {
    const index = buildIndex(makeRepo({
      'src/cache/store.ts': 'export function evictEntry(key: string) { return key; }\n',
      'src/cache/reader.ts': 'import { evictEntry } from "./store";\nexport const readEntry = (k: string) => evictEntry(k);\n',
    }));
    const base = buildQuery('cache reads go stale');
    const learned = { term: 'evict', weight: 0.6, origin: 'learned' as const };
    const evidenceWith = (taught?: { paths: string[]; weight: number }) => {
      const query = { ...base, keywords: [...base.keywords, taught ? { ...learned, taught } : learned] };
      const byPath = new Map([...dispatch(index, query).values()].map((e) => [index.files[e.id]!.path, e]));
      return { store: byPath.get('src/cache/store.ts')!, reader: byPath.get('src/cache/reader.ts')! };
    };
    const plain = evidenceWith();
    const halved = evidenceWith({ paths: ['src/cache/store.ts'], weight: 0.3 });
    const without = evidenceWith({ paths: ['src/cache/store.ts'], weight: 0 });
    // The teacher's gain from the term halves; the other file's is untouched.
    expect(halved.store.defs).toBeCloseTo(plain.store.defs / 2, 9);
    expect(halved.store.body - without.store.body).toBeCloseTo((plain.store.body - without.store.body) / 2, 9);
    expect(halved.reader).toEqual(plain.reader);
    expect(without.store.defs).toBe(0);
  });
  it("takes the project's own name for no evidence: not its package path, nor the file defining it", () => {
    const files = (pkg: string): Record<string, string> => ({
      [`${pkg}/__init__.py`]: '',
      [`${pkg}/application.py`]: 'class Sphinx:\n    def build(self):\n        pass\n',
      [`${pkg}/extension.py`]: 'def verify_needs_extensions(app, config):\n    pass\n',
    });
    const q = buildQuery('needs_extensions compares versions as strings\n\n```\nRunning Sphinx v4.1.2\n```\n');
    const evidenceOf = (repo: string, path: string) => {
      const index = buildIndex(repo);
      return [...dispatch(index, q).values()].find((e) => index.files[e.id]!.path === path)!;
    };
    const own = evidenceOf(makeRepo(files('sphinx')), 'sphinx/application.py');
    expect(own).toMatchObject({ definedIdentifiers: [], path: 0, defs: 0 });
    // A name whose term is stemmed (`requests` -> `request`) is matched as a term too.
    const requests = makeRepo({ 'requests/__init__.py': '', 'requests/sessions.py': 'class Session:\n    pass\n', 'requests/api.py': 'def request(method, url):\n    pass\n' });
    const index = buildIndex(requests);
    const api = [...dispatch(index, buildQuery('requests hangs on a redirect loop')).values()].find((e) => index.files[e.id]!.path === 'requests/api.py');
    expect(api?.path ?? 0).toBe(0);
    // Where Sphinx is not the project's name, defining it is evidence.
    expect(evidenceOf(makeRepo(files('docbuild')), 'docbuild/application.py').definedIdentifiers).toEqual(['Sphinx']);
  });
  it("credits a focus area that is a file's path to that file, not to every file defining its extension", () => {
    // The index can hold a name `java` (read off a message: "class java.sql.Clob not found"); the path's extension is no name.
    const index = buildIndex(makeRepo({
      'src/main/java/app/JSONFactory.java': 'package app;\npublic class JSONFactory { }\n',
      'src/main/java/app/Holder.java': 'package app;\npublic class Holder {\n  void clob() {\n    throw new IllegalStateException("class java.sql.Clob not found");\n  }\n}\n',
      'src/main/java/app/Reader.java': 'package app;\npublic class Reader { void read() { } }\n',
    }));
    expect(index.defNames.get('java')?.map((id) => index.files[id]!.path)).toEqual(['src/main/java/app/Holder.java']);
    const focused = (focus: string): string[] => {
      const query = { ...buildQuery('reader reads'), focusAreas: [focus] };
      return [...dispatch(index, query).values()].filter((e) => e.focusHits.length > 0).map((e) => index.files[e.id]!.path).sort();
    };
    expect(focused('src/main/java/app/JSONFactory.java')).toEqual(['src/main/java/app/JSONFactory.java']);
    // A symbol's name still reaches whoever defines its last part.
    expect(focused('app.Reader')).toEqual(['src/main/java/app/Reader.java']);
  });
  it('matches stack-frame paths by their longest suffix in the repo', () => {
    const q = buildQuery('  File "/env/lib/python3.7/site-packages/marshmallow/schema.py", line 670, in _do_load');
    const index = buildIndex(root, { phrases: q.phrases });
    const ev = [...dispatch(index, q).values()];
    const schema = ev.find((e) => index.files[e.id]!.path === 'src/marshmallow/schema.py')!;
    expect(schema.mentionDepth).toBe(2);
    expect(schema.definedIdentifiers).toContain('_do_load');
  });
  it('marks the innermost frame inside the repository, passing over library and test frames', () => {
    const repo = makeRepo({
      'src/app/cli.py': 'def main():\n    run()\n',
      'src/app/core.py': 'def run():\n    raise ValueError\n',
      'tests/test_cli.py': 'def test_main():\n    main()\n',
    });
    const trace = (innermost: string) =>
      buildQuery(`Traceback (most recent call last):\n  File "tests/test_cli.py", line 2, in test_main\n  File "/site-packages/app/cli.py", line 2, in main\n  File "/site-packages/app/core.py", line 2, in run\n  File "${innermost}", line 9, in f\nValueError`);
    const index = buildIndex(repo);
    const innermost = (q: ReturnType<typeof buildQuery>): string[] => [...dispatch(index, q).values()].filter((e) => e.innermostFrame).map((e) => index.files[e.id]!.path);
    // `click/core.py` is a library's file that shares only its name with the project's `core.py`.
    expect(innermost(trace('/site-packages/click/core.py'))).toEqual(['src/app/core.py']);
    expect(innermost(trace('/site-packages/app/core.py'))).toEqual(['src/app/core.py']);
    // A test as the innermost frame gives way to the project code it called.
    const fromTest = buildQuery('Traceback (most recent call last):\n  File "app/cli.py", line 2, in main\n  File "tests/test_cli.py", line 2, in test_main\nAssertionError');
    expect(innermost(fromTest)).toEqual(['src/app/cli.py']);
  });
  it("finds a built bundle's frame in the module named like it when no frame names a file", () => {
    const repo = makeRepo({
      'src/index.js': 'export default function dayjs(date) { return new Dayjs(date) }\n',
      'src/plugin/objectSupport/index.js': 'export default (o, c) => { c.prototype.parse = function (cfg) { return cfg.date.constructor } }\n',
      'src/plugin/customParse.ts': 'export default (o: object, c: any) => { c.prototype.parse = (cfg: any) => cfg.date }\n',
      'types/plugin/customParse.d.ts': 'declare const plugin: PluginFunc\nexport = plugin\n',
      'test/plugin/customParse.test.js': 'it("parses", () => {})\n',
    });
    const index = buildIndex(repo);
    const innermost = (text: string): string[] => pathsWith(index, text, (e) => e.innermostFrame);
    const bundled = "Uncaught TypeError: Cannot read properties of null (reading 'date')\n    at M.r (customParse.js:1:412)\n    at u.parse (utc.js:1:692)\n    at new M (dayjs.min.js:1:2038)";
    // Built from TypeScript: no `customParse.js` here, but the module named so. Neither its test nor its declaration runs.
    expect(innermost(bundled)).toEqual(['src/plugin/customParse.ts']);
    // The built file of a folder's module is its entry file.
    expect(innermost(bundled.replace('customParse.js', 'objectSupport.js'))).toEqual(['src/plugin/objectSupport/index.js']);
    // A frame that names a file here wins over an inner one that only names a module.
    expect(innermost(bundled.replace('utc.js', 'src/index.js'))).toEqual(['src/index.js']);
    // A frame in a folder is a path, not a bundle's name: the caller's own `vendor/customParse.js`.
    expect(innermost(bundled.replace('(customParse.js', '(/home/me/app/vendor/customParse.js'))).toEqual([]);
  });
  it("takes a frame under node_modules for the project's own when the package is the project, never another dependency's", () => {
    const repo = makeRepo({
      'package.json': JSON.stringify({ name: 'axios', main: 'index.js' }),
      'lib/utils.js': 'export function merge(a, b) { return { ...a, ...b } }\n',
      'lib/defaults/index.js': "import { merge } from '../utils.js'\nexport default merge({}, {})\n",
      'lib/core/dispatchRequest.js': "import defaults from '../defaults/index.js'\nexport default function dispatchRequest(config) { return defaults }\n",
    });
    const index = buildIndex(repo);
    const innermost = (text: string): string[] => pathsWith(index, text, (e) => e.innermostFrame);
    const trace = (pkg: string) => `TypeError: Cannot convert undefined or null to object\n    at merge (/app/node_modules/${pkg}/lib/utils.js:336:13)\n    at Object.<anonymous> (/app/node_modules/${pkg}/lib/defaults/index.js:70:3)\n    at main (/app/index.js:3:1)`;
    expect(innermost(trace('axios'))).toEqual(['lib/utils.js']);
    // `lodash/lib/utils.js` is not this project's `lib/utils.js`, though the path is the same.
    expect(innermost(trace('lodash'))).toEqual([]);
    // A package inside another is the inner one.
    expect(innermost(trace('axios/node_modules/lodash'))).toEqual([]);
    expect(innermost(trace('lodash/node_modules/axios'))).toEqual(['lib/utils.js']);
  });
  it("takes a frame inside Composer's, Bundler's, Mix's or pub's packages for the project's own only when the package is the project", () => {
    const innermostIn = (files: Record<string, string>, text: string): string[] => pathsWith(buildIndex(makeRepo(files)), text, (e) => e.innermostFrame);
    const guzzle = { 'composer.json': '{\n  "name": "guzzlehttp/guzzle"\n}\n', 'src/Handler/CurlFactory.php': '<?php\nclass CurlFactory { public function finish() {} }\n', 'src/Client.php': '<?php\nclass Client {}\n' };
    const php = (pkg: string) => `#0 /var/www/vendor/${pkg}/src/Handler/CurlFactory.php(158): CurlFactory::finish()\n#1 /var/www/vendor/${pkg}/src/Client.php(12): Client->send()`;
    expect(innermostIn(guzzle, php('guzzlehttp/guzzle'))).toEqual(['src/Handler/CurlFactory.php']);
    expect(innermostIn(guzzle, php('acme/http'))).toEqual([]);
    const rack = { 'rack.gemspec': 'Gem::Specification.new do |s|\n  s.name = "rack"\nend\n', 'lib/rack/lint.rb': 'module Rack\n  class Lint\n    def assert(m)\n    end\n  end\nend\n' };
    const rb = (gem: string) => `/usr/local/bundle/gems/${gem}/lib/rack/lint.rb:21:in 'Rack::Lint#assert': bad (Rack::Lint::LintError)`;
    expect(innermostIn(rack, rb('rack-2.2.3'))).toEqual(['lib/rack/lint.rb']);
    expect(innermostIn(rack, rb('rack-test-2.1.0'))).toEqual([]);
    const ecto = { 'mix.exs': 'defmodule Ecto.MixProject do\n  def project do\n    [app: :ecto, version: "3.9.0"]\n  end\nend\n', 'lib/ecto/repo/queryable.ex': 'defmodule Ecto.Repo.Queryable do\n  def one(q), do: q\nend\n' };
    expect(innermostIn(ecto, '    (ecto 3.9.0) lib/ecto/repo/queryable.ex:164: Ecto.Repo.Queryable.one/3')).toEqual(['lib/ecto/repo/queryable.ex']);
    expect(innermostIn(ecto, '    (ecto_sql 3.9.0) lib/ecto/repo/queryable.ex:164: Ecto.Repo.Queryable.one/3')).toEqual([]);
    // A monorepo keeps the package in a folder of its name, under a workspace's own name.
    const dio = { 'pubspec.yaml': 'name: dio_workspace\n', 'dio/pubspec.yaml': 'name: dio\n', 'dio/lib/src/dio_mixin.dart': 'mixin DioMixin {\n  Future fetch() async {}\n}\n' };
    expect(innermostIn(dio, '#0      DioMixin.fetch (package:dio/src/dio_mixin.dart:521:7)')).toEqual(['dio/lib/src/dio_mixin.dart']);
    expect(innermostIn(dio, '#0      Client.send (package:http/src/dio_mixin.dart:12:7)')).toEqual([]);
    const dataframes = { 'Project.toml': 'name = "DataFrames"\nuuid = "a93c6f00"\n', 'src/dataframe/dataframe.jl': 'function getindex(df, i, j)\nend\n' };
    const jl = (pkg: string) => ` [3] getindex(df::DataFrame, row_ind::Int64)\n   @ ${pkg} ~/.julia/packages/${pkg}/vuMM8/src/dataframe/dataframe.jl:535`;
    expect(innermostIn(dataframes, jl('DataFrames'))).toEqual(['src/dataframe/dataframe.jl']);
    expect(innermostIn(dataframes, jl('Tables'))).toEqual([]);
  });
  it("reads a module's file name as its folder's entry file too: plugin/utc.js, pkg/io.py, src/fmt.rs", () => {
    const repo = makeRepo({
      'src/plugin/utc/index.js': 'export default (o, c) => { c.prototype.utc = function () { return this } }\n',
      'src/plugin/utc/index.d.ts': 'export {}\n',
      'pkg/io/__init__.py': 'def read(path):\n    pass\n',
      'crate/src/fmt/mod.rs': 'pub fn write() {}\n',
      'docs/utc/index.md': '# utc\n',
    });
    const index = buildIndex(repo);
    const named = (text: string): string[] => pathsWith(index, text, (e) => e.namedOutsideFrames);
    expect(named('The error occurs in dayjs/plugin/utc.js when parsing')).toEqual(['src/plugin/utc/index.js']);
    expect(named('see pkg/io.py, which reads the file twice')).toEqual(['pkg/io/__init__.py']);
    expect(named('`src/fmt.rs` writes nothing')).toEqual(['crate/src/fmt/mod.rs']);
    // A file the mention names exactly is the file meant.
    expect(named('The error occurs in plugin/utc/index.js')).toEqual(['src/plugin/utc/index.js']);
  });
  it('tells a path written in the text from one only a stack frame gives', () => {
    const q = buildQuery('Traceback (most recent call last):\n  File "src/marshmallow/fields.py", line 2, in load\nValueError\n\nThe problem is in `schema.py` at line 3.');
    const index = buildIndex(root, { phrases: q.phrases });
    const ev = [...dispatch(index, q).values()];
    const byPath = (p: string) => ev.find((e) => index.files[e.id]!.path === p)!;
    expect(byPath('src/marshmallow/schema.py').namedOutsideFrames).toBe(true);
    expect(byPath('src/marshmallow/fields.py').namedOutsideFrames).toBe(false);
    expect(byPath('src/marshmallow/fields.py').mentionDepth).toBeGreaterThan(0);
    // A library's path that matches only by file name still counts as a mention, but does not name the file.
    const lib = buildQuery('a warning from `/usr/lib/python3/site-packages/other/schema.py` appears');
    const fromLib = [...dispatch(index, lib).values()].find((e) => index.files[e.id]!.path === 'src/marshmallow/schema.py')!;
    expect([fromLib.mentionDepth, fromLib.namedOutsideFrames]).toEqual([1, false]);
  });
  it('finds exact phrases read during indexing', () => {
    const q = buildQuery('ValueError: "not subscriptable thing" raised');
    const index = buildIndex(root, { phrases: q.phrases });
    const hits = [...dispatch(index, q).values()].filter((e) => e.phraseHits > 0).map((e) => index.files[e.id]!.path);
    expect(hits).toEqual(['src/marshmallow/schema.py']);
  });
  it('never returns excluded paths', () => {
    const q = { ...buildQuery('Schema Nested'), excludes: ['src/marshmallow/fields.py'] };
    const index = buildIndex(root);
    expect([...dispatch(index, q).values()].map((e) => index.files[e.id]!.path)).not.toContain('src/marshmallow/fields.py');
  });
  it("points a PHP namespace's qualified name at its class's file, and not at a namesake elsewhere", () => {
    const index = buildIndex(makeRepo({ 'src/Query/Builder.php': '<?php class Builder {}\n', 'src/Eloquent/Builder.php': '<?php class Builder {}\n' }));
    const hits = [...dispatch(index, buildQuery('Fix `Query\\Builder::pluck` with a key')).values()].filter((e) => e.patternHits.length > 0);
    expect(hits.map((e) => index.files[e.id]!.path)).toEqual(['src/Query/Builder.php']);
  });
  it("reads a module path the prose writes to a file's last part as that file's path, and one in a code block as a pattern only", () => {
    const index = buildIndex(root);
    const fields = (task: string) => [...dispatch(index, buildQuery(task)).values()].find((e) => index.files[e.id]!.path === 'src/marshmallow/fields.py')!;
    const written = fields('Nested loses its options in marshmallow.fields');
    expect([written.mentionDepth, written.mentioned, written.namedOutsideFrames]).toEqual([2, 'marshmallow.fields', true]);
    // Dropping a trailing name (`marshmallow.fields.Nested`) points at the file, but does not write its path.
    expect(fields('marshmallow.fields.Nested loses its options').mentionDepth).toBe(0);
    const imported = fields('Nested loses its options\n\n```\nfrom marshmallow.fields import Nested\nimport marshmallow.fields\n```');
    expect([imported.mentionDepth, imported.patternHits]).toEqual([0, ['marshmallow/fields']]);
  });
  it('takes a module path the prose writes for the one of the namesakes it names', () => {
    const index = buildIndex(makeRepo({ 'web/_cptools.py': 'class Tool:\n    pass\n', 'web/lib/cptools.py': 'def flatten():\n    pass\n' }));
    const namedAfter = (task: string) => pathsWith(index, task, (e) => e.namedAfter.length > 0).sort();
    expect(namedAfter('Fix indents in web.lib.cptools')).toEqual(['web/lib/cptools.py']);
    // Without the module's path, both files are named after `cptools`.
    expect(namedAfter('Fix indents in `cptools`')).toEqual(['web/_cptools.py', 'web/lib/cptools.py']);
  });
  it('resolves module paths by dropping trailing names', () => {
    const index = buildIndex(root);
    expect(filesForPattern(index, 'marshmallow/fields/Nested').map((i) => index.files[i]!.path)).toEqual(['src/marshmallow/fields.py']);
  });
  it('marks files named after a task identifier, whatever the case or separators', () => {
    const repo = makeRepo({
      'lib/rules/no-var.js': 'module.exports = {};\n',
      'docs/rules/no-var.md': 'no var\n',
      'tests/lib/rules/no-var.js': 'test();\n',
      'src/components/KeepAlive.ts': 'export const KeepAlive = 1;\n',
    });
    const index = buildIndex(repo);
    const named = (task: string): string[] =>
      [...dispatch(index, buildQuery(task)).values()].filter((e) => e.namedAfter.length > 0).map((e) => index.files[e.id]!.path).sort();
    // The rule's docs and tests share its name without making it ambiguous.
    expect(named('autofix recursive functions in no-var')).toEqual(['docs/rules/no-var.md', 'lib/rules/no-var.js', 'tests/lib/rules/no-var.js']);
    expect(named('fix keep-alive when used in templates')).toEqual(['src/components/KeepAlive.ts']);
  });
  it('falls back from a version-suffixed name nothing defines to the name without it', () => {
    const repo = makeRepo({ 'pkg/values.py': 'class PersonName:\n    pass\n', 'pkg/matrix2.py': 'class Matrix2:\n    pass\nclass Matrix:\n    pass\n', 'pkg/utf.py': 'def utf():\n    pass\n' });
    const idx = buildIndex(repo);
    const defined = (task: string): string[] => [...dispatch(idx, buildQuery(task)).values()].flatMap((e) => e.definedIdentifiers.map((d) => `${idx.files[e.id]!.path}:${d}`));
    expect(defined('Make `PersonName3` iterable')).toEqual(['pkg/values.py:PersonName']);
    // A suffixed name that is defined stays itself; a short base (`utf` of `utf8`) is no fallback.
    expect(defined('`Matrix2` fails')).toEqual(['pkg/matrix2.py:Matrix2']);
    expect(defined('`utf8` text breaks')).toEqual([]);
  });
  it('drops a name shared by many source files', () => {
    const files: Record<string, string> = {};
    for (const d of ['a', 'b', 'c', 'd']) files[`${d}/helper_utils.py`] = 'x = 1\n';
    const index = buildIndex(makeRepo(files));
    expect([...dispatch(index, buildQuery('`helper_utils` is slow')).values()].some((e) => e.namedAfter.length > 0)).toBe(false);
  });
  it('excludes thousands of exact paths without treating them as globs', () => {
    const q = { ...buildQuery('Schema Nested'), excludes: ['src/marshmallow/fields.py', 'docs/*.md', ...Array.from({ length: 5000 }, (_, i) => `gen/f${i}.py`)] };
    const index = buildIndex(root);
    const paths = [...dispatch(index, q).values()].map((e) => index.files[e.id]!.path);
    expect(paths).toEqual(['src/marshmallow/schema.py']);
  });
  it("reads a package folder as the project's own only where the walk found no install beside it", () => {
    const index = buildIndex(makeRepo({
      '.gitignore': 'node_modules\n!libs/node_modules\n!assets/node_modules\n',
      'libs/node_modules/throttle/index.js': 'export function throttle(fn) { return fn; }\n',
      'assets/package.json': '{}',
      'assets/node_modules/lodash/throttle.js': 'export function throttle(fn) { return fn; }\n',
    }));
    expect(index.ownPackageDirs).toEqual(['libs/node_modules']);
    const auxiliary = pathsWith(index, 'throttle drops the last call', (e) => e.auxiliary);
    expect(auxiliary).toEqual(['assets/node_modules/lodash/throttle.js']);
  });
});
