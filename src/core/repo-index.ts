/**
 * The in-memory index every cycle reuses: the tree is walked, read and
 * tokenized once. Holds postings per field (body, path, definitions), the names
 * each file defines, and the import graph resolved to files.
 */
import { DECLARATION_FILE, extensionOf, isCodeLanguage, type Language } from './code-facts.js';
import { compiledTwins } from './compiled-twins.js';
import { indexPart, inOrder, type FileFacts, type IndexedPart, type PartOptions, type Postings, type TermPostings } from './index-part.js';
import { packageNames, projectNames } from './project-names.js';
import { termsOfIdentifier } from './term-counter.js';
import { nameKey, snakeCase } from './tokenize.js';
import { addSkipCounts, listRepoFiles, type Listing, type SkipCounts, type WalkOptions } from './repo-files.js';
import { aliasCandidates, readTsPaths, type TsPaths } from './ts-paths.js';

/** A file's facts (see `FileFacts`), its imports resolved to files. */
export interface IndexedFile extends Omit<FileFacts, 'imports'> {
  /** Files this file imports (ids into `RepoIndex.files`). */
  imports: number[];
  /** Imported module specifiers that resolve to no file in the repo but look project-internal. */
  unresolvedImports: string[];
}

export type { Postings };

export interface RepoIndex {
  root: string;
  files: IndexedFile[];
  /** Body postings by term. */
  body: TermPostings;
  /** Files whose path contains the term (directory or file name sub-words, stemmed). */
  pathTerms: Map<string, number[]>;
  /** Files whose file name (without extension) contains the term. */
  nameTerms: Map<string, number[]>;
  /** Files defining a name that contains the term. */
  defTerms: Map<string, number[]>;
  /** Files defining exactly this name (lower-cased). */
  defNames: Map<string, number[]>;
  /** Files importing each file (reverse of `imports`). */
  importedBy: number[][];
  /** Path (without extension) suffixes -> files, for resolving mentions and imports. */
  pathSuffixes: Map<string, number[]>;
  /** File names as a task would write them (see `nameKey`), alone and after their folder's (`ensure/symlink.js` as `ensureSymlink`) -> files. */
  nameKeys: Map<string, number[]>;
  /** Each indexed file's id by its path. */
  idOfPath: Map<string, number>;
  /** The project's own names, lower-cased (see `projectNames`). */
  projectNames: Set<string>;
  /** The names package managers know the project by, its own names among them (see `packageNames`). */
  packageNames: Set<string>;
  avgLength: number;
  totalBytes: number;
  skipped: SkipCounts;
  /** The walk's package folders that hold the project's own code (see `Listing.ownPackageDirs`). */
  ownPackageDirs: readonly string[];
}

export interface IndexOptions extends WalkOptions {
  /** Phrases to look for while each file is in memory (lower-cased match). */
  phrases: readonly string[];
}

/** Identifiers of paths and file names (file bodies go through `TermCounter`). */
const IDENTIFIER = /[A-Za-z_$][A-Za-z0-9_$]+/g;

function addPosting(map: Map<string, number[]>, term: string, id: number): void {
  const list = map.get(term);
  if (list === undefined) map.set(term, [id]);
  else if (list[list.length - 1] !== id) list.push(id);
}

/** The file a folder's module is: Rust's `mod.rs`, Python's `__init__.py`, JavaScript's and TypeScript's `index`. */
const MODULE_ENTRY = /^(?:mod\.rs|__init__\.pyi?|index\.[cm]?[jt]sx?)$/;
/** A module's entry file (`runtime/mod.rs`, `fits/__init__.py`, `router/index.ts`) is the module its folder names. Null for other files and for a source root's (`src/index.ts`). */
function moduleNameOfEntry(path: string): string | null {
  const parts = path.split('/');
  if (!MODULE_ENTRY.test(parts.at(-1)!)) return null;
  const folder = parts.at(-2);
  return folder === undefined || /^(?:src|lib|source|app|packages?)$/i.test(folder) ? null : folder;
}

/** The folder a path is in ('' at the root). */
function folderOf(path: string): string {
  return path.slice(0, Math.max(0, path.lastIndexOf('/')));
}

/** Path without its extension: `src/a/b.py` -> `src/a/b`. */
export function stripExtension(path: string): string {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? path.slice(0, dot) : path;
}

/** A file name without its extension, and a declaration file's without its `.d` too: `utc.d.ts` is named `utc`. */
export function baseName(file: string): string {
  const name = stripExtension(file);
  return DECLARATION_FILE.test(file) ? name.replace(/\.d$/, '') : name;
}

/** Walk, read and tokenize the repository once, on this thread (`parallel-index.ts` uses two). */
export function buildIndex(root: string, options: Partial<IndexOptions> = {}): RepoIndex {
  return indexListing(root, listRepoFiles(root, options), options);
}

/** Read and tokenize the files of a listing, on this thread. */
export function indexListing(root: string, listing: Listing, options: Partial<IndexOptions>): RepoIndex {
  return assembleIndex(root, listing, indexPart(root, inOrder(listing.files), partOptionsOf(options)));
}

export function partOptionsOf(options: Partial<IndexOptions>): PartOptions {
  return {
    phrases: (options.phrases ?? []).map((p) => p.toLowerCase()),
    deadline: options.deadline ?? Number.POSITIVE_INFINITY,
    now: options.now ?? (() => performance.now()),
  };
}

/**
 * The index of a listing from its files read and tokenized (one part, or parts
 * appended in listing order): path and definition postings, file names, and
 * imports resolved to files. `body` is the part's postings, or (parts appended)
 * all of theirs.
 */
export function assembleIndex(root: string, listing: Listing, part: IndexedPart, body: TermPostings = part.body): RepoIndex {
  const files: IndexedFile[] = [];
  const pathTerms = new Map<string, number[]>();
  const nameTerms = new Map<string, number[]>();
  const defTerms = new Map<string, number[]>();
  const defNames = new Map<string, number[]>();
  const nameKeys = new Map<string, number[]>();
  const idOfPath = new Map<string, number>();
  const skipped: SkipCounts = { ...listing.skipped };
  addSkipCounts(skipped, part.skipped);
  // Files never taken: the deadline passed while reading.
  if (part.taken < listing.files.length) skipped['time-limit'] = (skipped['time-limit'] ?? 0) + listing.files.length - part.taken;
  let totalLength = 0;
  let totalBytes = 0;
  // Code files per folder: an entry file alone in its folder is that module's whole code.
  const codeFilesIn = new Map<string, number>();
  for (const f of part.facts) {
    if (f.isTest || !isCodeLanguage(f.lang) || DECLARATION_FILE.test(f.path)) continue;
    const folder = folderOf(f.path);
    codeFilesIn.set(folder, (codeFilesIn.get(folder) ?? 0) + 1);
  }
  for (const [id, f] of part.facts.entries()) {
    const fileName = baseName(f.path.slice(f.path.lastIndexOf('/') + 1));
    for (const m of f.path.matchAll(IDENTIFIER)) for (const t of termsOfIdentifier(m[0])) addPosting(pathTerms, t, id);
    for (const m of fileName.matchAll(IDENTIFIER)) {
      for (const t of termsOfIdentifier(m[0])) addPosting(nameTerms, t, id);
    }
    addPosting(nameKeys, nameKey(fileName), id);
    const moduleName = moduleNameOfEntry(f.path);
    const folder = folderOf(f.path);
    if (moduleName !== null && (codeFilesIn.get(folder) ?? 0) <= 1) addPosting(nameKeys, nameKey(moduleName), id);
    // A name can be the folder's and the file's together: `ensureSymlink` for `ensure/symlink.js`, `UnixStream` for `unix/stream.rs`.
    if (folder !== '') addPosting(nameKeys, nameKey(folder.slice(folder.lastIndexOf('/') + 1) + fileName), id);
    idOfPath.set(f.path, id);
    for (const d of f.defs) {
      addPosting(defNames, d.toLowerCase(), id);
      for (const t of termsOfIdentifier(d)) addPosting(defTerms, t, id);
    }
    files.push({ ...f, imports: [], unresolvedImports: [] });
    totalLength += f.length;
    totalBytes += f.size;
  }
  for (const id of compiledTwins(files.map((f) => f.path))) files[id]!.generated = true;
  const pathSuffixes = buildSuffixMap(files);
  const scope: ImportScope = { suffixes: pathSuffixes, files, tsPaths: readTsPaths(root), packageDirs: pythonPackageDirs(files) };
  const importedBy: number[][] = files.map(() => []);
  files.forEach((f, id) => {
    const resolved = new Set<number>();
    for (const spec of part.facts[id]!.imports) {
      const target = resolveImport(spec, f, scope);
      if (target === undefined) {
        if (isRelativeSpecifier(spec, f.lang)) f.unresolvedImports.push(spec);
      } else if (target !== id) resolved.add(target);
    }
    const controller = railsController(f, idOfPath);
    if (controller !== undefined && controller !== id) resolved.add(controller);
    f.imports = [...resolved].sort((a, b) => a - b);
    for (const t of f.imports) importedBy[t]!.push(id);
  });

  const own = projectNames(root, files);
  return {
    root,
    files,
    body,
    pathTerms,
    nameTerms,
    defTerms,
    defNames,
    importedBy,
    pathSuffixes,
    nameKeys,
    idOfPath,
    projectNames: own,
    packageNames: packageNames(root, files, own),
    avgLength: files.length > 0 ? totalLength / files.length : 1,
    totalBytes,
    skipped,
    ownPackageDirs: listing.ownPackageDirs,
  };
}

/** A Rails view's folder under `app/views/` names its controller (`users/edit.html.erb` is `UsersController`'s). */
const RAILS_VIEW = /^(.*?\/)?app\/views\/(.+)\/[^/]+$/;

/** The controller that renders a Rails view, by Rails' convention: `app/views/admin/users/edit.html.haml` → `app/controllers/admin/users_controller.rb`. */
function railsController(f: IndexedFile, idOfPath: ReadonlyMap<string, number>): number | undefined {
  if (f.lang !== 'erb') return undefined;
  const m = RAILS_VIEW.exec(f.path);
  return m ? idOfPath.get(`${m[1] ?? ''}app/controllers/${m[2]}_controller.rb`) : undefined;
}

/** Every suffix of every path (without extension, by whole components) -> files. */
function buildSuffixMap(files: IndexedFile[]): Map<string, number[]> {
  const map = new Map<string, number[]>();
  files.forEach((f, id) => {
    const parts = stripExtension(f.path).split('/');
    for (let i = parts.length - 1; i >= 0; i--) addPosting(map, parts.slice(i).join('/'), id);
  });
  return map;
}

/** Files whose path ends with `suffix` (by whole components, extension optional). */
export function filesBySuffix(index: Pick<RepoIndex, 'pathSuffixes' | 'files'>, suffix: string): number[] {
  const clean = suffix.replace(/^\/+|\/+$/g, '');
  const exact = index.pathSuffixes.get(stripExtension(clean)) ?? [];
  if (!/\.\w+$/.test(clean)) return exact;
  // With an extension given, keep files that have it (a `.py` mention never means the `.pyi`).
  return exact.filter((id) => index.files[id]!.path.endsWith(clean));
}

function isRelativeSpecifier(spec: string, lang: Language): boolean {
  if (lang === 'dart') return !spec.includes(':');
  return spec.startsWith('.') && (lang === 'js' || lang === 'python' || lang === 'ruby');
}

function dirOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

function joinPath(dir: string, rel: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const seg of rel.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') parts.pop();
    else parts.push(seg);
  }
  return parts.join('/');
}

/** Choose among same-suffix files the one closest to the importer (longest shared directory prefix). */
function closest(ids: number[], from: IndexedFile, files: IndexedFile[]): number | undefined {
  let best: number | undefined;
  let bestShared = -1;
  for (const id of ids) {
    const p = files[id]!.path;
    let shared = 0;
    while (shared < p.length && p[shared] === from.path[shared]) shared++;
    if (shared > bestShared) {
      bestShared = shared;
      best = id;
    }
  }
  return best;
}

function resolveImport(spec: string, from: IndexedFile, scope: ImportScope): number | undefined {
  // Read by plain functions, not closures made for each of a tree's tens of thousands of imports; written out,
  // not spread from `scope`: V8 copies a spread object slowly (a twentieth of a small tree's indexing).
  const at: ImportSite = { suffixes: scope.suffixes, files: scope.files, tsPaths: scope.tsPaths, packageDirs: scope.packageDirs, from, spec };
  const { tsPaths } = scope;
  switch (from.lang) {
    case 'js': {
      if (!spec.startsWith('.')) {
        // tsconfig `paths` / `baseUrl`: `@/auth/tokens` -> `src/auth/tokens`.
        for (const c of aliasCandidates(spec, tsPaths)) {
          const target = exactlyAt(at, stripExtension(c)) ?? exactlyAt(at, `${c}/index`);
          if (target !== undefined) return target;
        }
        return undefined;
      }
      const target = stripExtension(joinPath(dirOf(from.path), spec));
      return exactlyAt(at, target) ?? exactlyAt(at, `${target}/index`);
    }
    case 'python': {
      let modPath: string;
      if (spec.startsWith('.')) {
        const dots = spec.match(/^\.+/)![0].length;
        let dir = dirOf(from.path);
        for (let i = 1; i < dots; i++) dir = dirOf(dir);
        modPath = joinPath(dir, spec.slice(dots).replace(/\./g, '/'));
        return exactlyAt(at, modPath) ?? exactlyAt(at, `${modPath}/__init__`);
      }
      // An absolute import names a module from a source root: `typing` is the standard library's, not `sphinx/util/typing.py`.
      modPath = spec.replace(/\./g, '/');
      return rootedAt(at, modPath) ?? rootedAt(at, `${modPath}/__init__`);
    }
    case 'perl':
    case 'raku':
      // `Mojo::Base` → `lib/Mojo/Base.pm`, `Red::AST` → `lib/Red/AST.rakumod`.
      return closestAt(at, spec.replace(/::/g, '/'));
    case 'solidity':
      // `./IERC20.sol` from the importer's folder; `@openzeppelin/contracts/access/Ownable.sol` is the package's own when
      // its path without the scope is here (`contracts/access/Ownable.sol`).
      return spec.startsWith('.') ? besideImporter(at, spec) : closestAt(at, stripExtension(spec.replace(/^@[^/]+\//, '')));
    case 'nim':
      // `./utils` beside the importer; `pkg/chronos/timer` the package's own when here (`std/os` is the standard library's).
      if (spec.startsWith('std/')) return undefined;
      return spec.startsWith('.') ? exactlyAt(at, joinPath(dirOf(from.path), spec)) : closestAt(at, spec.replace(/^pkg\//, ''));
    case 'starlark': {
      // Bazel labels: `//pkg/path:file.bzl` from the workspace's root, `:file.bzl` beside the loader; `@repo` dropped.
      const label = spec.replace(/^@[^/]*/, '');
      if (label.startsWith('//')) return exactlyAt(at, stripExtension(label.slice(2).replace(':', '/').replace(/^\//, '')));
      return besideImporter(at, label.replace(/^:/, '').replace(':', '/'));
    }
    case 'elisp':
      // A feature is its file's name (`magit-core` → `lisp/magit-core.el`).
      return closestAt(at, spec.replace(/\.elc?$/, ''));
    case 'vim':
      return closestAt(at, `autoload/${spec.replace(/#/g, '/')}`);
    case 'nix':
      // A folder's module is its `default.nix`.
      return besideImporter(at, spec) ?? besideImporter(at, `${spec.replace(/\/$/, '')}/default`);
    case 'crystal':
      // `require "./parser"` beside the requirer, `require "http/request"` under a source folder; `"./rules/*"` is many files.
      if (spec.endsWith('*')) return undefined;
      return spec.startsWith('.') ? besideImporter(at, spec) : closestAt(at, spec);
    // A module's path or name is its file: Gleam's `import gleam/dict` → `src/gleam/dict.gleam`, Move's `use deepbook::pool`
    // → `sources/pool.move`, dbt's `ref('stg_orders')` → `models/staging/stg_orders.sql`; another package's has no file here.
    case 'gleam':
    case 'move':
    case 'sql':
      return closestAt(at, spec);
    // An included file beside the includer, else by its path's end anywhere: a Jsonnet library's (`-J lib`, `vendor/`),
    // a CMake script or module (`include(Warnings)` → `cmake/Warnings.cmake`).
    case 'jsonnet':
    case 'cmake':
      return besideImporter(at, spec) ?? closestAt(at, stripExtension(spec));
    case 'fortran':
      return /\.\w+$/.test(spec) ? closestAt(at, stripExtension(spec)) : closestAt(at, spec.toLowerCase());
    case 'd': {
      // `import dub.internal.utils` → `source/dub/internal/utils.d`, or a package's `package.d`.
      const modPath = spec.replace(/\./g, '/');
      return closestAt(at, modPath) ?? closestAt(at, `${modPath}/package`);
    }
    // A unit, package or entity is its file, named as written or lower-cased (`CastleUtils` → `castleutils.pas` as often
    // as `CastleUtils.pas`; VHDL's `use work.neorv32_package.all`, `entity work.NEORV32_CPU_ALU`; COBOL's copybooks and programs).
    case 'pascal':
    case 'vhdl':
    case 'cobol':
      return closestAt(at, spec) ?? closestAt(at, spec.toLowerCase());
    case 'coffee':
      return spec.startsWith('.') ? besideImporter(at, spec) : undefined;
    case 'racket':
      // A string is a path from the requiring file (`"private/utils.rkt"`); a bare path a collection's module.
      return spec.endsWith('.rkt') ? besideImporter(at, spec) : closestAt(at, spec);
    case 'haxe':
    case 'java':
    case 'groovy':
    case 'elm':
    // Lean's `import Mathlib.Data.List.Basic` → `Mathlib/Data/List/Basic.lean`.
    case 'lean':
    // Haskell's `import Data.Map.Strict` → `Data/Map/Strict.hs` under any source folder (Idris's and Agda's alike); a
    // library's module has no file here.
    case 'haskell':
    case 'idris':
    case 'agda':
      return closestAt(at, spec.replace(/\./g, '/'));
    case 'scala':
      // Scala's `import a.b.{C, D}` and `a.b.*` end in a dot, dropped (as measured on sets K and L, session 18).
      return closestAt(at, spec.replace(/\.$/, '').replace(/\./g, '/'));
    case 'dart': {
      if (spec.startsWith('dart:')) return undefined;
      // `package:name/src/x.dart` is `lib/src/x.dart` of the package called name, whatever its folder is called.
      const packaged = /^package:[^/]+\/(.+)$/.exec(spec);
      if (packaged) return closestAt(at, `lib/${stripExtension(packaged[1]!)}`);
      return besideImporter(at, spec);
    }
    case 'elixir':
      // A module's file is its whole name in snake case under a `lib/` (`Plug.Conn.Adapter` → `lib/plug/conn/adapter.ex`),
      // as Mix lays them out; not any file ending so: `require Logger` is Elixir's, not `lib/phoenix/logger.ex`.
      return closestAt(at, `lib/${spec.split('.').map(snakeCase).join('/')}`);
    case 'lua':
    case 'fennel': {
      // `require('telescope.builtin')` → `telescope/builtin.lua` or `telescope/builtin/init.lua` (Fennel's, `.fnl`).
      const modPath = spec.replace(/\.lua$/, '').replace(/\./g, '/');
      return closestAt(at, modPath) ?? closestAt(at, `${modPath}/init`);
    }
    case 'c': {
      // A relative include names a file in one folder; any other, a path under any folder.
      const path = spec.replace(/\\/g, '/');
      return path.startsWith('.') ? includedFile(at, joinPath(dirOf(from.path), path), true) : includedFile(at, path, false);
    }
    // A path from a proto root (`import "opentelemetry/proto/common/v1/common.proto"`), a Thrift or SystemVerilog include's from
    // any folder; a template by its path from the templates' root or by its name (a Shopify snippet, a Handlebars partial, an
    // Ember component): the closest file so named.
    case 'proto':
    case 'thrift':
    case 'verilog':
    case 'liquid':
    case 'handlebars':
      return closestAt(at, stripExtension(spec));
    case 'ada':
      // GNAT names a unit's files by its name, lower-cased, dots as hyphens: `Alire.Utils` → `alire-utils.ads`.
      return closestAt(at, spec.toLowerCase().replace(/\./g, '-'));
    case 'scheme':
      // `string.sld`'s `(include "string.scm")`.
      return includedFile(at, joinPath(dirOf(from.path), spec), true);
    case 'tcl':
      // A sourced file's path; a package by its namespaces' folders (`struct::list` → `modules/struct/list.tcl`).
      return spec.endsWith('.tcl') ? closestAt(at, stripExtension(spec)) : closestAt(at, spec.replace(/::/g, '/'));
    // A module or component is its file, wherever it is: ReScript's `Button` → `src/components/Button.res` (or its `.resi`),
    // Razor's `MudButton` → `MudButton.razor`, or a view's path (`Shared/_Nav.cshtml`).
    case 'rescript':
    case 'razor':
      return includedFile(at, spec, false);
    // A relative path beside the requirer, else a library path (Ruby's, PHP's, Janet's `(import ./util)`, `(use spork/json)`).
    case 'ruby':
    case 'php':
    case 'janet':
      return spec.startsWith('.') ? besideImporter(at, spec) : closestAt(at, stripExtension(spec.replace(/\\/g, '/')));
    case 'wgsl': {
      // A module path's file (`bevy_pbr::mesh_functions` → `crates/bevy_pbr/src/render/mesh_functions.wgsl`): the whole path,
      // else its last name, else the one before (the last may be an item: `mesh_view_bindings::view`); a quoted path's file.
      if (spec.includes('/') || spec.endsWith('.wgsl')) return besideImporter(at, spec) ?? closestAt(at, stripExtension(spec));
      const names = spec.split('::');
      return closestAt(at, names.join('/')) ?? closestAt(at, names.at(-1)!) ?? (names.length > 1 ? closestAt(at, names.at(-2)!) : undefined);
    }
    case 'erb': {
      // `render 'form'` is `_form.html.erb` beside the view; `render 'users/row'` is `users/_row.html.erb` under a views folder.
      const slash = spec.lastIndexOf('/');
      const partial = `${spec.slice(0, slash + 1)}_${stripExtension(spec.slice(slash + 1))}`;
      if (slash < 0) return exactlyAt(at, joinPath(dirOf(from.path), `${partial}.html`)) ?? exactlyAt(at, joinPath(dirOf(from.path), partial));
      return closestAt(at, `${partial}.html`) ?? closestAt(at, partial);
    }
    // A template beside the including one (`include ./mixins/card`), else from the templates' root (`/layout`, Hexo's
    // `partial('_partial/header')` from the theme's `layout/`).
    case 'pug':
    case 'ejs':
      return (spec.startsWith('/') ? undefined : besideImporter(at, spec)) ?? closestAt(at, stripExtension(spec.replace(/^\//, '')));
    // As a template above; Twig's `@Bundle/` namespace is the bundle's templates folder.
    case 'jinja':
      return closestAt(at, stripExtension(spec.replace(/^@[\w-]*\//, '')));
    // Coq's `Coq.Lists.List` and Prolog's `library(http/json)`: the module's path, else its file's name (a library's
    // logical path need not be its folder's: mathcomp's `ssreflect` is `ssreflect/ssreflect.v`).
    case 'coq':
    case 'prolog': {
      const path = from.lang === 'coq' ? spec.replace(/\./g, '/') : stripExtension(spec);
      return closestAt(at, path) ?? closestAt(at, path.slice(path.lastIndexOf('/') + 1));
    }
    case 'rust':
      return undefined;
    default:
      return undefined;
  }
}

/** What resolving a tree's imports reads, built once per index. */
interface ImportScope {
  suffixes: Map<string, number[]>;
  files: IndexedFile[];
  tsPaths: TsPaths;
  /** Folders holding an `__init__.py`: Python packages, whose modules' names begin with theirs. */
  packageDirs: ReadonlySet<string>;
}

interface ImportSite extends ImportScope {
  from: IndexedFile;
  /** The import as written. */
  spec: string;
}

function pythonPackageDirs(files: readonly IndexedFile[]): Set<string> {
  const dirs = new Set<string>();
  for (const f of files) if (f.path === '__init__.py' || f.path.endsWith('/__init__.py')) dirs.add(dirOf(f.path));
  // The tree's root is where imports start, whatever it holds.
  dirs.delete('');
  return dirs;
}

/**
 * Languages that import another's modules natively, by the one they share a runtime with: the JVM's and .NET's
 * (`java` also reads Kotlin and C#; Razor's components are C# classes) and the BEAM's.
 */
const IMPORT_FAMILY = new Map<Language, Language>([
  ['scala', 'java'], ['groovy', 'java'], ['clojure', 'java'], ['razor', 'java'],
  ['erlang', 'elixir'], ['gleam', 'elixir'],
]);

function importFamilyOf(lang: Language): Language {
  return IMPORT_FAMILY.get(lang) ?? lang;
}

/**
 * Whether an import can name `target`: a file in the importer's language (or its family), or any file whose
 * extension the import spells (`./package.json`, `"FuzzerExtFunctions.def"`, `./theme.less`). By its name alone,
 * Python's `import warnings` is not `docs/warnings.rst`, nor `#include "zstd.h"` a Visual Studio `zstd.vcproj`.
 */
function importable(at: ImportSite, target: IndexedFile): boolean {
  if (importFamilyOf(target.lang) === importFamilyOf(at.from.lang)) return true;
  const ext = extensionOf(target.path);
  const spec = at.spec.toLowerCase();
  // `a.b.c` is a dotted module path, not a file `a.b` spelled `.c`.
  return ext !== null && spec.endsWith(`.${ext}`) && (spec.includes('/') || spec.split('.').length === 2);
}

/** The files an import can name whose path (without extension) ends with `key`. */
function candidatesAt(at: ImportSite, key: string): number[] {
  return (at.suffixes.get(key) ?? []).filter((id) => importable(at, at.files[id]!));
}

/** The file whose path (without extension) ends with `key`, closest to the importer. */
function closestAt(at: ImportSite, key: string): number | undefined {
  return closest(candidatesAt(at, key), at.from, at.files);
}

/**
 * As `closestAt`, for a module path that must be the file's whole module name: the folder above `key` is no
 * package (`sphinx/util/typing.py` is the module `sphinx.util.typing`; `src/flask/app.py` is `flask.app`).
 */
function rootedAt(at: ImportSite, key: string): number | undefined {
  const ids = candidatesAt(at, key).filter((id) => {
    const stem = stripExtension(at.files[id]!.path);
    return !at.packageDirs.has(stem.slice(0, Math.max(0, stem.length - key.length - 1)));
  });
  return closest(ids, at.from, at.files);
}

/** The file at `relative` from the importer's folder (its extension ignored). */
function besideImporter(at: ImportSite, relative: string): number | undefined {
  return exactlyAt(at, stripExtension(joinPath(dirOf(at.from.path), relative)));
}

/**
 * The file an include names, by its path without extension (`exact`) or a suffix of it, closest to the includer;
 * never the includer itself: `type_vec3.hpp`'s `#include "type_vec3.inl"` is the other same-stem file.
 * (Preferring the written extension everywhere lost: `#include "foo.h"` reaching `foo.c` helps. BENCHMARKS.md, session 33.)
 */
function includedFile(at: ImportSite, path: string, exact: boolean): number | undefined {
  const { from, files } = at;
  const key = stripExtension(path);
  const ids = candidatesAt(at, key).filter((id) => files[id] !== from && (!exact || stripExtension(files[id]!.path) === key));
  return closest(ids, from, files);
}

/** The file whose path (without extension) is `key`. */
function exactlyAt(at: ImportSite, key: string): number | undefined {
  return candidatesAt(at, key).find((id) => stripExtension(at.files[id]!.path) === key);
}
