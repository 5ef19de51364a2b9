import { describe, expect, it } from 'vitest';
import { isAuxiliaryPath } from '../src/core/auxiliary-paths.js';

describe('isAuxiliaryPath', () => {
  it('counts examples, sites, scripts, tools and benchmarks, not a word that only holds one of the names', () => {
    expect(isAuxiliaryPath('website/playground/duration.js') && isAuxiliaryPath('examples/duration.js') && !isAuxiliaryPath('src/duration.js')).toBe(true);
    // Go's `_examples/` (its tools skip `_` folders), Cargo's `benches/`, samples and a dotted .NET project's benchmarks;
    // not a `_` folder of another name.
    for (const p of ['_examples/rest/main.go', 'build/build-package.ts', 'scripts/build/cdn.ts', 'clap_bench/benches/ripgrep.rs', 'src/FluentValidation.Tests.Benchmarks/EngineOnlyBenchmark.cs', 'samples/Polly.Samples/Program.cs', 'sample/src/App.ts', 'example_dart/lib/main.dart', 'pkgs/flutter_http_example/lib/main.dart', 'watchOS Example/App/Main.swift', 'plugins/sqlfluff-plugin-example/src/rules.py']) expect(isAuxiliaryPath(p), p).toBe(true);
    for (const p of ['src/_internal/walk.go', 'src/benchmark_utils_impl.rs', 'lib/resample/filter.ts', 'src/System.Sampling/Rate.cs', 'lib/src/example.dart', 'src/demos.rs', 'lib/counterexamples/x.py']) expect(isAuxiliaryPath(p), p).toBe(false);
  });
  it('counts vendored libraries (a version in the name, minified, jQuery plugins, vendor and installed-package folders, top-level deps/), not versioned-looking source', () => {
    for (const p of ['sphinx/themes/basic/static/jquery-3.5.1.js', 'static/underscore-1.13.1.js', 'public/app.min.js', 'assets/lib.v2.1.css', 'astropy/extern/jquery/data/js/jquery.dataTables.js', 'src/third_party/zlib/inflate.c', 'vendor/github.com/x/y.go', 'lib/external/ply/yacc.py', 'deps/liburing/src/queue.c', 'dependencies/jsoncppdist/json/json.h', 'src/pip/_vendor/rich/console.py', 'botocore/vendored/six.py', 'isort/_vendored/tomli/_parser.py', 'npm_assets/node_modules/baguettebox.js/dist/baguetteBox.js', 'static/bower_components/angular/angular.js'])
      expect(isAuxiliaryPath(p), p).toBe(true);
    for (const p of ['src/es2015.js', 'src/v2/parser.ts', 'lib/utils-v2.ts', 'src/language-js/parse/babel.js', 'src/vendorize.ts', 'src/externals.ts', 'src/deps/graph.ts', 'lib/dependencies/resolve.js', 'src/vendoring/sync.py', 'lib/unvendored/x.js', 'src/node_modules_cache.ts', 'lib/modules/node/index.js']) expect(isAuxiliaryPath(p), p).toBe(false);
  });
  it("reads the package folders the walk found to be the project's own (node-red's, pouchdb's `packages/node_modules/`) as product, and what they vendor as vendored", () => {
    const own = ['packages/node_modules', 'libs/node_modules'];
    for (const p of ['packages/node_modules/pouchdb-find/src/validateSelector.js', 'packages/node_modules/@node-red/runtime/lib/flows/Subflow.js', 'libs/node_modules/core/index.js']) {
      expect(isAuxiliaryPath(p, [], own), p).toBe(false);
      // A package folder nobody showed to be the project's is installed code.
      expect(isAuxiliaryPath(p), p).toBe(true);
    }
    for (const p of ['packages/node_modules/@node-red/editor-client/src/vendor/jquery/jquery.js', 'packages/node_modules/pouchdb/node_modules/dep/index.js', 'packages/node_modules/pouchdb/examples/app.js', 'web/node_modules/dep/index.js', 'node_modules/dep/index.js'])
      expect(isAuxiliaryPath(p, [], own), p).toBe(true);
  });
  it("counts numbered or timestamped migration scripts, not the migration framework or a migration folder's helpers", () => {
    for (const p of ['db/migrate/20230101120000_add_email_to_users.rb', 'database/migrations/2023_12_25_115454_add_setting.php', 'shop/migrations/0002_auto_20200101.py', 'src/main/resources/db/migration/V2__add_email.sql', 'API/Data/Migrations/20241011143144_PeopleOverhaulPart1.Designer.cs', 'protected/modules/user/migrations/m240423_170311_profile_field.php', 'migrations/Version20240423170311.php'])
      expect(isAuxiliaryPath(p), p).toBe(true);
    for (const p of ['django/db/migrations/autodetector.py', 'lib/Doctrine/Migrations/Version/Version.php', 'src/migrations/runner.ts', 'migrate/migration.go']) expect(isAuxiliaryPath(p), p).toBe(false);
  });
  it('counts a folder the title names as product, unless another auxiliary folder holds it; vendored code never', () => {
    expect(isAuxiliaryPath('examples/server.js', ['example'])).toBe(false);
    expect(isAuxiliaryPath('db/migrate/20230101120000_add_email_to_users.rb', ['migration', 'migrate'])).toBe(false);
    expect(isAuxiliaryPath('sample/sample32-migrations/migrations/1481283582-first-release-changes.ts', ['migration', 'migrate'])).toBe(true);
    expect(isAuxiliaryPath('examples/scripts/setup.js', ['example'])).toBe(true);
    expect(isAuxiliaryPath('docs/_static/jquery-3.5.1.js', ['doc'])).toBe(true);
  });
});
