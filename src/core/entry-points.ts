/**
 * The project's entry points: where a reader starts when the task's words match
 * no code file ("Fix compatibility with `vercel/ncc`" in a one-file package).
 * Read from what the package manifests declare, then from the conventions their
 * tools fall back on, never from the task.
 */
import { isAuxiliaryPath } from './auxiliary-paths.js';
import { isCodeLanguage } from './code-facts.js';
import { readPackageJson } from './project-names.js';
import { readTextFile } from './repo-files.js';
import type { RepoIndex } from './repo-index.js';

/** A pubspec names its package near the top. */
const PUBSPEC_HEAD_BYTES = 4096;
/** At most this many entry points: a manifest's `main`, `types` and `bin` may all differ. */
const MAX_ENTRY_POINTS = 3;
/** Files that build or configure a project rather than being it (`setup.py`, `vite.config.ts`, in any folder); `conftest.py` is a test already. */
const BUILD_SCRIPT = /(?:^|\/)(?:setup|noxfile|build|[Gg]ulpfile|[Gg]runtfile)\.\w+$|\.config\.\w+$/;

export interface EntryPoint {
  path: string;
  /** What declares it: `package.json main`, `Cargo.toml`, `the project's package`… */
  source: string;
}

/** Entry points of the indexed project, in the order a reader would open them; empty when none is known. */
export function entryPoints(index: RepoIndex): EntryPoint[] {
  const found: EntryPoint[] = [];
  const add = (path: string, source: string): boolean => {
    const id = index.idOfPath.get(path);
    if (id === undefined || found.some((e) => e.path === path)) return false;
    const f = index.files[id]!;
    if (f.isTest || !isCodeLanguage(f.lang)) return false;
    found.push({ path, source });
    return true;
  };
  // A specifier as Node resolves it: the file, the file with an extension, or the folder's index.
  const addModule = (spec: string, source: string): void => {
    const base = spec.replace(/^\.\//, '').replace(/\/$/, '');
    if (base === '' || base.startsWith('../')) return;
    for (const path of [base, ...['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].flatMap((ext) => [`${base}.${ext}`, `${base}/index.${ext}`])]) if (add(path, source)) return;
  };

  const pkg = readPackageJson(index.root);
  if (pkg !== null) {
    for (const [field, spec] of packageEntries(pkg)) addModule(spec, `package.json ${field}`);
    // Node's default for a package without `main`.
    if (found.length === 0) addModule('index', 'package.json (Node\'s default index.js)');
  }
  if (index.idOfPath.has('Cargo.toml')) for (const path of ['src/lib.rs', 'src/main.rs']) add(path, 'Cargo.toml (Cargo\'s default)');
  for (const name of index.projectNames) {
    for (const path of [`${name}/__init__.py`, `src/${name}/__init__.py`, `${name}.py`, `src/${name}.py`]) add(path, "the project's package");
  }
  if (index.idOfPath.has('go.mod')) add('main.go', 'go.mod');
  // A Dart package's library is `lib/<name>.dart`, named in pubspec.yaml.
  if (index.idOfPath.has('pubspec.yaml')) {
    const name = /^name:\s*([A-Za-z_]\w*)\s*$/m.exec(readTextFile(index.root, 'pubspec.yaml', PUBSPEC_HEAD_BYTES) ?? '')?.[1];
    if (name !== undefined) add(`lib/${name}.dart`, "pubspec.yaml (Dart's library)");
  }
  // No manifest says: the names every ecosystem's tools look for first.
  if (found.length === 0) {
    for (const dir of ['', 'src/', 'lib/']) {
      for (const f of index.files) {
        if (f.path.startsWith(dir) && !f.path.slice(dir.length).includes('/') && /^(?:index|main|lib|mod|app)\.\w+$/.test(f.path.slice(dir.length))) add(f.path, 'its name');
      }
    }
  }
  // A one-file library (`inspect.lua`, `json.lua` beside their specs): its one code file at the root.
  if (found.length === 0) {
    const code = index.files.filter((f) => !f.isTest && isCodeLanguage(f.lang) && !BUILD_SCRIPT.test(f.path) && !isAuxiliaryPath(f.path, [], index.ownPackageDirs));
    const atRoot = code.filter((f) => !f.path.includes('/'));
    if (atRoot.length === 1) add(atRoot[0]!.path, 'the one code file at the root');
    // A one-file library kept under `lib/` or `src/` (Dart's `lib/path.dart` beside its tests).
    else if (code.length === 1) add(code[0]!.path, 'the one code file outside the tests');
  }
  return found.slice(0, MAX_ENTRY_POINTS);
}

/** The module paths package.json names, with the field naming each: main, module, exports['.'], types, bin. */
function packageEntries(pkg: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  const take = (field: string, value: unknown): void => {
    if (typeof value === 'string') out.push([field, value]);
  };
  take('main', pkg.main);
  take('module', pkg.module);
  const exports = pkg.exports;
  const root = typeof exports === 'object' && exports !== null && !Array.isArray(exports) && '.' in exports ? (exports as Record<string, unknown>)['.'] : exports;
  take('exports', root);
  if (typeof root === 'object' && root !== null && !Array.isArray(root)) for (const [condition, value] of Object.entries(root)) take(`exports ${condition}`, value);
  take('types', pkg.types ?? pkg.typings);
  const bin = pkg.bin;
  take('bin', bin);
  if (typeof bin === 'object' && bin !== null && !Array.isArray(bin)) for (const value of Object.values(bin)) take('bin', value);
  return out;
}
