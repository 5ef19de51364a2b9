/**
 * The project's own names: the Python package most of its code lives in
 * (`sphinx/`, `src/flask/`, `src/_pytest/`) and the name its manifest declares
 * (package.json, pyproject.toml, setup.cfg, setup.py). Nearly every issue says
 * the project's name ("Running Sphinx v4.1.2"), and the file that defines it
 * (the application object, the package entry) is not thereby the answer.
 * And the names package managers know it by, to tell its frames from its dependencies'.
 */
import { isCodeLanguage } from './code-facts.js';
import type { FileFacts } from './index-part.js';
import { readTextFile } from './repo-files.js';

/** Share of the source files a Python package must hold to be taken for the project's own. */
const PACKAGE_SHARE = 0.4;

/** Lower-cased names, leading `_` dropped (`_pytest` -> `pytest`); empty when none stands out. */
export function projectNames(root: string, files: readonly Pick<FileFacts, 'path' | 'lang' | 'isTest'>[]): Set<string> {
  const names = new Set<string>();
  const add = (name: string | undefined): void => {
    const n = normalizeName(name);
    if (n) names.add(n);
  };
  // A top-level package (`astropy/`, or `src/flask/`), known by its __init__.py.
  const packages = new Set<string>();
  for (const f of files) {
    const m = /^((?:src\/)?[A-Za-z_][\w]*)\/__init__\.py$/.exec(f.path);
    if (m) packages.add(m[1]!);
  }
  const counts = new Map<string, number>();
  let sources = 0;
  for (const f of files) {
    if (f.isTest || !isCodeLanguage(f.lang)) continue;
    sources++;
    for (const dir of packages) if (f.path.startsWith(dir + '/')) counts.set(dir, (counts.get(dir) ?? 0) + 1);
  }
  for (const [dir, n] of counts) if (n >= PACKAGE_SHARE * sources) add(dir.slice(dir.lastIndexOf('/') + 1));
  const declared = readPackageJson(root)?.name;
  add(typeof declared === 'string' ? declared : manifestName(root, files, PYTHON_DECLARATIONS));
  return names;
}

/**
 * The names package managers know the project by: its own names and those the other ecosystems'
 * manifests declare. A stack frame inside a dependency of that name is the project's own code.
 * Not its own names for ranking: those ecosystems name central modules after the project
 * (`Mockito.java`, `bytes.rs`, `oban.ex`), measured (BENCHMARKS.md, session 30).
 */
export function packageNames(root: string, files: readonly Pick<FileFacts, 'path'>[], own: ReadonlySet<string>): Set<string> {
  const names = new Set(own);
  const n = normalizeName(manifestName(root, files, OTHER_DECLARATIONS));
  if (n) names.add(n);
  return names;
}

/** A package's name as the sets above hold it: lower-cased, without an npm scope or leading `_`; undefined when not name-shaped. */
export function normalizeName(name: string | undefined): string | undefined {
  const n = name?.replace(/^@[^/]+\//, '').replace(/^_+/, '').toLowerCase();
  return n && /^[a-z][\w.-]*$/.test(n) ? n : undefined;
}

/** The root's package.json as an object; null when it is missing, not JSON, or not an object. */
export function readPackageJson(root: string): Record<string, unknown> | null {
  const text = readTextFile(root, 'package.json');
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Where Python's manifests declare the package's name. */
const PYTHON_DECLARATIONS: NameDeclarations = [
  ['pyproject.toml', /^\s*name\s*=\s*["']([^"'\n]+)["']/m],
  ['setup.cfg', /^\s*name\s*=\s*([^\s#]+)\s*$/m],
  ['setup.py', /\bname\s*=\s*["']([^"'\n]+)["']/],
];

/**
 * Where the other ecosystems' manifests declare it: a Go module's last path element, a Cargo
 * package, a Composer package without its vendor, a gem, a Mix app, a Dart package, a Swift
 * package, Gradle's root project, a Julia package.
 */
const OTHER_DECLARATIONS: NameDeclarations = [
  ['go.mod', /^module\s+(?:\S*\/)?(?!v\d+\s*$)([\w.-]+)(?:\/v\d+)?\s*$/m],
  ['Cargo.toml', /^\[package\][ \t]*$(?:\n(?!\[).*)*?\n\s*name\s*=\s*["']([^"'\n]+)["']/m],
  ['composer.json', /^\s*"name"\s*:\s*"(?:[^"/]+\/)?([^"]+)"/m],
  [/^[\w.-]+\.gemspec$/, /\.name\s*=\s*["']([^"'\n]+)["']/],
  ['mix.exs', /\bapp:\s*:(\w+)/],
  ['pubspec.yaml', /^name:\s*["']?([\w-]+)/m],
  ['Package.swift', /\bPackage\(\s*name:\s*"([^"]+)"/],
  ['settings.gradle', /\brootProject\.name\s*=\s*["']([^"'\n]+)["']/],
  ['settings.gradle.kts', /\brootProject\.name\s*=\s*["']([^"'\n]+)["']/],
  ['Project.toml', /^name\s*=\s*"([^"\n]+)"/m],
];

/** A manifest's file name (or a pattern for names such as `rack.gemspec`) and where it declares the name. */
type NameDeclarations = readonly (readonly [string | RegExp, RegExp])[];

/** The name the first of `declarations` found at the root declares, if any. */
function manifestName(root: string, files: readonly Pick<FileFacts, 'path'>[], declarations: NameDeclarations): string | undefined {
  // A named manifest is read even where the include globs leave it out of the listing; gemspecs are found in it
  // (listed once, and only when a declaration needs it: Python's never do).
  let atRoot: string[] | undefined;
  const rootFiles = (): string[] => (atRoot ??= files.map((f) => f.path).filter((p) => !p.includes('/')).sort());
  for (const [file, pattern] of declarations) {
    for (const path of typeof file === 'string' ? [file] : rootFiles().filter((p) => file.test(p))) {
      const text = readTextFile(root, path);
      const m = text === null ? null : pattern.exec(text);
      if (m) return m[1];
    }
  }
  return undefined;
}
