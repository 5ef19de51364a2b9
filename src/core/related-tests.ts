/**
 * Which test files exercise a selected source file: tests that import it
 * (through the index's import graph), and tests named after it by the usual
 * conventions (`test_foo.py`, `foo_test.go`, `foo.test.ts`, `FooTest.java`,
 * `foo_spec.rb`...).
 */
import { languageOf } from './code-facts.js';
import type { RepoIndex } from './repo-index.js';

export interface RelatedTest {
  path: string;
  /** Derived from the relevance of the source files it exercises (naming ×0.8, import ×0.7). */
  relevance: number;
  /** The selected source files this test exercises, sorted. */
  exercises: string[];
}

/** Confidence of each kind of link, times the source file's relevance. */
export const TEST_LINK_WEIGHTS = { name: 0.8, import: 0.7 } as const;
/** Most tests linked to one source file by imports (a core module may be imported by hundreds). */
const MAX_IMPORTING_TESTS = 5;
/** Most tests linked to one source file by name (same-named files in other folders). */
const MAX_NAMED_TESTS = 3;

/** The subject a test file's name points at, lower-cased: `test_table.py` -> `table`, `FooTests.cs` -> `foo`. */
export function testSubject(path: string): string | null {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.indexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const rest = dot > 0 ? base.slice(dot + 1) : '';
  // foo.test.ts, foo.spec.js, foo.test.e2e.ts
  if (/^(test|spec)\b/.test(rest)) return stem.toLowerCase();
  const m =
    /^test_(.+)$/.exec(stem) ??
    /^(.+?)[_-](test|spec|tests)$/.exec(stem) ??
    /^(.+?)(Tests?|Spec)$/.exec(stem) ??
    /^Test([A-Z].*)$/.exec(stem);
  return m?.[1] ? m[1].toLowerCase() : null;
}

function sourceStem(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.indexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).toLowerCase();
}

function sharedPrefix(a: string, b: string): number {
  const pa = a.split('/');
  const pb = b.split('/');
  let n = 0;
  while (n < pa.length - 1 && n < pb.length - 1 && pa[n] === pb[n]) n++;
  return n;
}

/** Closest first (most leading folders in common with `to`), then by path. */
function byCloseness(to: string) {
  return (a: string, b: string): number => sharedPrefix(b, to) - sharedPrefix(a, to) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Tests exercising the selected files, by relevance then path. Naming links keep
 * only the closest same-named tests; import links the closest few.
 */
export function findRelatedTests(index: Pick<RepoIndex, 'files' | 'importedBy' | 'idOfPath'>, selected: readonly { path: string; relevance: number }[]): RelatedTest[] {
  const bySubject = new Map<string, string[]>();
  index.files.forEach((f) => {
    if (!f.isTest) return;
    const s = testSubject(f.path);
    if (s === null) return;
    const list = bySubject.get(s);
    if (list) list.push(f.path);
    else bySubject.set(s, [f.path]);
  });
  const found = new Map<string, RelatedTest>();
  const link = (test: string, source: { path: string; relevance: number }, weight: number): void => {
    if (test === source.path) return;
    const r = Math.round(source.relevance * weight * 100) / 100;
    const t = found.get(test);
    if (t === undefined) found.set(test, { path: test, relevance: r, exercises: [source.path] });
    else {
      t.relevance = Math.max(t.relevance, r);
      if (!t.exercises.includes(source.path)) t.exercises.push(source.path);
    }
  };
  for (const src of selected) {
    const lang = languageOf(src.path);
    const named = (bySubject.get(sourceStem(src.path)) ?? []).filter((t) => languageOf(t) === lang).sort(byCloseness(src.path));
    const best = named.length > 0 ? sharedPrefix(named[0]!, src.path) : 0;
    for (const t of named.filter((p) => sharedPrefix(p, src.path) === best).slice(0, MAX_NAMED_TESTS)) link(t, src, TEST_LINK_WEIGHTS.name);
    const id = index.idOfPath.get(src.path);
    if (id === undefined) continue;
    const importing = (index.importedBy[id] ?? []).map((i) => index.files[i]!).filter((f) => f.isTest).map((f) => f.path);
    for (const t of importing.sort(byCloseness(src.path)).slice(0, MAX_IMPORTING_TESTS)) link(t, src, TEST_LINK_WEIGHTS.import);
  }
  return [...found.values()]
    .map((t) => ({ ...t, exercises: [...t.exercises].sort() }))
    .sort((a, b) => b.relevance - a.relevance || (a.path < b.path ? -1 : 1));
}
