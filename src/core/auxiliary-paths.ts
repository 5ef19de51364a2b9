/**
 * Paths of code around the product rather than in it (examples, sites, scripts, benchmarks, database
 * migration scripts) or copied into it (vendored libraries). EVALUATE ranks them below product code
 * that matches as well.
 */
import { folderScope } from './query.js';

/**
 * Folders of code around the product rather than in it: examples, samples, demos, sites, benchmarks
 * (Cargo's `benches/` too), scripts, tools. A leading `_` too: Go's tools skip `_examples/`; and
 * a dotted project name before it, .NET's `Polly.Benchmarks/` and `MyLib.Samples/`.
 */
const AUXILIARY_DIR = /(^|\/)(?:[^/]*\.)?_?(examples?|samples?|demos?|playgrounds?|website|site|docs?|benchmarks?|bench|benches|scripts|tools|build|sandbox)\//i;
/** An example app named for what it shows: `example_dart/`, `flutter_http_example/`, `watchOS Example/`, `sample-android-compose/`. */
const EXAMPLE_APP_DIR = /(^|\/)(?:[^/]*[_ -])?(examples?|samples?|demos?)(?:[_ -][^/]*)?\//i;
/**
 * A database migration script, numbered or timestamped in a `migrations/` or `migrate/` folder (Rails'
 * `db/migrate/20230101_add_x.rb`, Laravel's, Django's `0002_auto.py`, Flyway's `V2__x.sql`, Yii's
 * `m240423_170311_x.php`, Doctrine's `Version20240423170311.php`): the schema's
 * history, named for what it changed, and left alone once applied; a fix changes the code that uses the
 * schema. Not the migration framework itself (`django/db/migrations/autodetector.py`).
 */
const MIGRATION_SCRIPT = /(?:^|\/)(?:migrations?|migrate)\/(?:[^/]+\/)*(?:\d{3,}|V\d+__|m\d{6}_\d{6}_|Version\d{8,})[^/]*$/i;

/**
 * Third-party code copied into the tree, after linguist's vendor rules: a version in the
 * file name (`jquery-3.5.1.js`), minified, a bundled jQuery plugin, or a vendor folder
 * (anywhere, or at the top: C projects' `deps/`, `dependencies/`). Python packages vendor
 * under `_vendor/` (pip, setuptools), `vendored/` (botocore) or `_vendored/` (isort). An installed
 * package folder the walk enters because a .gitignore keeps it is one too (nikola's
 * `npm_assets/node_modules/`, pika's `assets/node_modules/` of angular and highcharts).
 */
const VENDORED_FILE = /(?:[-.]v?\d+\.\d+(?:\.\d+)?(?:\.min)?|\.min)\.(?:js|mjs|css)$|(?:^|\/)jquery[^/]*\.js$/i;
const VENDORED_DIR = /(?:^|\/)(?:node_modules|bower_components|third[-_]?party|3rd[-_]?party|_?vendor(?:s|ed)?|extern(?:al)?)\/|^(?:dependencies|deps)\//i;

/**
 * The path read without its own package folders (the walk's `Listing.ownPackageDirs`): a monorepo's
 * packages kept in `packages/node_modules/` so that they require each other by name (node-red,
 * pouchdb) read as if the folder were `packages/`. What they vendor or install stays vendored.
 */
function withoutOwnPackageDirs(path: string, ownPackageDirs: readonly string[]): string {
  if (ownPackageDirs.length === 0) return path;
  const parts = path.split('/');
  return parts.filter((_, i) => !ownPackageDirs.includes(parts.slice(0, i + 1).join('/'))).join('/');
}

/**
 * `namedScopes`: the auxiliary folders the task's title names (`Query.auxiliaryScopes`, singular: `example`,
 * `migration`). A folder the title names counts as product, unless another auxiliary folder holds it too
 * (typeorm's `sample/sample32-migrations/migrations/` stays a sample when the title names migrations).
 * Vendored code never counts as product. `ownPackageDirs`: the package folders that hold the project's own code.
 */
export function isAuxiliaryPath(fullPath: string, namedScopes: readonly string[] = [], ownPackageDirs: readonly string[] = []): boolean {
  const path = withoutOwnPackageDirs(fullPath, ownPackageDirs);
  if (VENDORED_FILE.test(path) || VENDORED_DIR.test(path)) return true;
  const unnamed = namedScopes.length === 0 ? path : withoutFoldersNamed(path, namedScopes);
  return AUXILIARY_DIR.test(unnamed) || EXAMPLE_APP_DIR.test(unnamed) || MIGRATION_SCRIPT.test(unnamed);
}

function withoutFoldersNamed(path: string, scopes: readonly string[]): string {
  const parts = path.split('/');
  const file = parts.pop()!;
  return [...parts.filter((folder) => !scopes.includes(folderScope(folder))), file].join('/');
}
