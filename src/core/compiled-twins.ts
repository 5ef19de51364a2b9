/**
 * Compiled twins: a committed tree of compiler output that mirrors a tree of sources,
 * file for file (Fennel's `fnl/conjure/log.fnl` compiled by aniseed to
 * `lua/conjure/log.lua`, TypeScript's `src/a/b.ts` to `lib/a/b.js`). The output repeats
 * every name of its source, often without a generator's mark, so it competes with the
 * file a fix edits; it ranks as generated code. Output beside its source in the same folder
 * is not a twin: which of the two a fix edits, the paths cannot tell (luarocks keeps Teal's
 * `cmd/upload.tl` beside `cmd/upload.lua`, and its fixes edit the Lua).
 */
import { DECLARATION_FILE, extensionOf } from './code-facts.js';

/** Source extensions by the language their compiler writes. */
const COMPILES_TO = new Map<string, string>([
  ['ts', 'js'], ['tsx', 'js'], ['mts', 'js'], ['cts', 'js'], ['coffee', 'js'], ['litcoffee', 'js'], ['civet', 'js'],
  ['fnl', 'lua'], ['moon', 'lua'], ['yue', 'lua'], ['tl', 'lua'],
]);
/** Output extensions by their language. */
const OUTPUT_OF = new Map<string, string>([['js', 'js'], ['mjs', 'js'], ['cjs', 'js'], ['lua', 'lua']]);

/**
 * A folder of output is a compiled tree when at least this share of its output files have a
 * source twin, of at least MIN_TWINS names: one hand-written `bin/marked.js` beside a
 * `src/marked.ts` is not a compiled tree, nor are `index.js` and `index.mjs` shims beside `src/index.ts`.
 */
const MIN_TWIN_SHARE = 0.5;
const MIN_TWINS = 2;

/** A file's name without folders or extension: `log` for `lua/conjure/log.lua`. */
function fileStem(path: string): string {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return path.slice(slash + 1, dot > slash ? dot : path.length);
}

/**
 * The indexes of `paths` that are compiled twins: output files whose path, with one folder
 * renamed (`lua/` for `fnl/`, `lib/` for `src/`), names a source
 * of the language that compiles to it, in a folder where most output files have such a twin.
 */
export function compiledTwins(paths: readonly string[]): Set<number> {
  // Only names that occur as both an output and a source can pair; most files are neither, or unpaired.
  const outputNames = new Set<string>();
  for (const path of paths) {
    const language = OUTPUT_OF.get(extensionOf(path) ?? '');
    if (language !== undefined) outputNames.add(`${language}:${fileStem(path)}`);
  }
  if (outputNames.size === 0) return new Set();
  // Each source under every key one renamed folder could give it, with that folder (`fnl/conjure/log.fnl`: `lua:/?/conjure/log` for `fnl`…).
  const sources = new Map<string, Set<string>>();
  const sourceNames = new Set<string>();
  for (const path of paths) {
    const target = COMPILES_TO.get(extensionOf(path) ?? '');
    if (target === undefined || DECLARATION_FILE.test(path) || !outputNames.has(`${target}:${fileStem(path)}`)) continue;
    sourceNames.add(`${target}:${fileStem(path)}`);
    for (const [key, folder] of twinKeys(target, path)) {
      const folders = sources.get(key) ?? new Set<string>();
      folders.add(folder);
      sources.set(key, folders);
    }
  }
  if (sources.size === 0) return new Set();

  // Output files under each folder, and the twins each (output folder → source folder) pairing finds.
  const outputsUnder = new Map<string, number>();
  const pairings = new Map<string, { folder: string; ids: number[]; names: Set<string> }>();
  paths.forEach((path, id) => {
    const language = OUTPUT_OF.get(extensionOf(path) ?? '');
    if (language === undefined) return;
    for (const folder of ancestors(path)) outputsUnder.set(folder, (outputsUnder.get(folder) ?? 0) + 1);
    if (!sourceNames.has(`${language}:${fileStem(path)}`)) return;
    for (const [key, folder] of twinKeys(language, path)) {
      for (const sourceFolder of sources.get(key) ?? []) {
        if (sourceFolder === folder) continue;
        const pairing = `${folder}\n${sourceFolder}`;
        const entry = pairings.get(pairing) ?? { folder, ids: [], names: new Set<string>() };
        entry.ids.push(id);
        entry.names.add(key.slice(key.lastIndexOf('/') + 1));
        pairings.set(pairing, entry);
      }
    }
  });
  const twins = new Set<number>();
  for (const { folder, ids, names } of pairings.values()) {
    if (names.size >= MIN_TWINS && ids.length >= MIN_TWIN_SHARE * (outputsUnder.get(folder) ?? 0)) for (const id of ids) twins.add(id);
  }
  return twins;
}

/**
 * The keys a file is found under, each with the folder the key renames: one per folder of its
 * path, that folder wildcarded (`lua/conjure/log.lua`: `lua:/?/conjure/log` for `lua`,
 * `lua:lua/?/log` for `lua/conjure`).
 */
function twinKeys(language: string, path: string): [string, string][] {
  const stem = path.slice(0, path.lastIndexOf('.'));
  const parts = stem.split('/');
  const keys: [string, string][] = [];
  for (let i = 0; i < parts.length - 1; i++) {
    const prefix = parts.slice(0, i).join('/');
    keys.push([`${language}:${prefix}/?/${parts.slice(i + 1).join('/')}`, parts.slice(0, i + 1).join('/')]);
  }
  return keys;
}

/** Every folder a path lies under (`a`, `a/b` for `a/b/c.js`; `` for a file at the root). */
function ancestors(path: string): string[] {
  const parts = path.split('/').slice(0, -1);
  const out = [''];
  for (let i = 1; i <= parts.length; i++) out.push(parts.slice(0, i).join('/'));
  return out;
}
