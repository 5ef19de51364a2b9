/**
 * The project's own names: the Python package most of its code lives in
 * (`sphinx/`, `src/flask/`, `src/_pytest/`) and the name its manifest declares
 * (package.json, pyproject.toml, setup.cfg, setup.py). Nearly every issue says
 * the project's name ("Running Sphinx v4.1.2"), and the file that defines it
 * (the application object, the package entry) is not thereby the answer.
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
    const n = name?.replace(/^@[^/]+\//, '').replace(/^_+/, '').toLowerCase();
    if (n && /^[a-z][\w.-]*$/.test(n)) names.add(n);
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
  add(manifestName(root));
  return names;
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

/** The name the root's package manifest declares, if any. */
function manifestName(root: string): string | undefined {
  const name = readPackageJson(root)?.name;
  if (typeof name === 'string') return name;
  for (const [file, pattern] of [
    ['pyproject.toml', /^\s*name\s*=\s*["']([^"'\n]+)["']/m],
    ['setup.cfg', /^\s*name\s*=\s*([^\s#]+)\s*$/m],
    ['setup.py', /\bname\s*=\s*["']([^"'\n]+)["']/],
  ] as const) {
    const text = readTextFile(root, file);
    const m = text === null ? null : pattern.exec(text);
    if (m) return m[1];
  }
  return undefined;
}
