/**
 * Links between the selected files: one imports the other (the index's resolved
 * imports), or uses a name the other defines (references from the syntax). The
 * manifest carries them; the Markdown draws them as a diagram.
 */
import type { RepoIndex } from './repo-index.js';
import type { FileSyntax } from './syntax/parse-files.js';

export interface FileLink {
  from: string;
  to: string;
  kind: 'imports' | 'references';
  /** For `references`: the names used (at most 5, sorted). */
  names: string[];
}

/** Most names listed per reference link. */
const MAX_NAMES = 5;

/** Imports first; a pair linked by an import is not linked again by references. Sorted by from, to. */
export function linkFiles(index: Pick<RepoIndex, 'files' | 'idOfPath'>, paths: readonly string[], syntax: readonly FileSyntax[]): FileLink[] {
  const chosen = new Set(paths);
  const links: FileLink[] = [];
  const linked = new Set<string>();
  for (const from of paths) {
    const id = index.idOfPath.get(from);
    if (id === undefined) continue;
    for (const t of index.files[id]!.imports) {
      const to = index.files[t]!.path;
      if (chosen.has(to) && to !== from) {
        links.push({ from, to, kind: 'imports', names: [] });
        linked.add(`${from}\0${to}`);
      }
    }
  }
  const bySyntax = new Map(syntax.map((s) => [s.path, s] as const));
  for (const from of paths) {
    const refs = new Set(bySyntax.get(from)?.references ?? []);
    if (refs.size === 0) continue;
    for (const to of paths) {
      if (to === from || linked.has(`${from}\0${to}`)) continue;
      const target = bySyntax.get(to);
      if (!target) continue;
      // Top-level names only: a method name like `get` would link everything to everything.
      const names = [...new Set(target.definitions.filter((d) => d.qualifiedName === d.name && d.name.length >= 3 && refs.has(d.name)).map((d) => d.name))].sort();
      if (names.length > 0) links.push({ from, to, kind: 'references', names: names.slice(0, MAX_NAMES) });
    }
  }
  return links.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.to < b.to ? -1 : a.to > b.to ? 1 : 0));
}
