/**
 * Check that a change to the index leaves it identical: build the index of a tree
 * with a saved copy of the sources (--base, e.g. a `cp -r src` taken before the
 * change) and with the current sources, compare every field and posting list, and
 * time both builds (alternating, --repeat times; each from empty vocabulary memos, as an engine run starts).
 *
 *   npx tsx bench/index-diff.ts --base /tmp/scale-base/src [--head src] --root .bench-scale/trees/medium [--repeat 2] [--phrases "a b,c d"]
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { allPostings } from '../src/core/index-part.js';
import type { RepoIndex } from '../src/core/repo-index.js';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    head: { type: 'string', default: 'src' },
    root: { type: 'string' },
    repeat: { type: 'string', default: '1' },
    phrases: { type: 'string', default: '' },
  },
});
type Build = (root: string, o: { phrases: string[] }) => RepoIndex | Promise<RepoIndex>;
/** A build from `src`'s sources, starting from empty vocabulary memos as every engine run does. */
const load = async (src: string): Promise<Build> => {
  const { buildIndex } = (await import(pathToFileURL(resolve(src, 'core/repo-index.ts')).href)) as { buildIndex: Build };
  const { clearVocabularyMemos } = (await import(pathToFileURL(resolve(src, 'core/term-counter.ts')).href)) as { clearVocabularyMemos: () => void };
  return (root, o) => {
    clearVocabularyMemos();
    return buildIndex(root, o);
  };
};
const baseBuild = await load(values.base!);
const headBuild = await load(values.head!);
const root = resolve(values.root!);
const phrases = values.phrases ? values.phrases.split(',') : [];

function compare(a: RepoIndex, b: RepoIndex): string[] {
  const diffs: string[] = [];
  if (a.files.length !== b.files.length) diffs.push(`files: ${a.files.length} vs ${b.files.length}`);
  a.files.forEach((f, i) => {
    const g = b.files[i];
    if (JSON.stringify(f) !== JSON.stringify(g) && diffs.length < 20) diffs.push(`file ${i}: ${JSON.stringify(f).slice(0, 300)} vs ${JSON.stringify(g).slice(0, 300)}`);
  });
  for (const key of ['body', 'pathTerms', 'nameTerms', 'defTerms', 'defNames', 'pathSuffixes'] as const) {
    const ma: Map<string, unknown> = key === 'body' ? allPostings(a.body) : a[key];
    const mb: Map<string, unknown> = key === 'body' ? allPostings(b.body) : b[key];
    if (ma.size !== mb.size) diffs.push(`${key}: ${ma.size} vs ${mb.size} terms`);
    const ka = [...ma.keys()];
    const kb = [...mb.keys()];
    if (ka.join('\0') !== kb.join('\0')) diffs.push(`${key}: key order differs`);
    let n = 0;
    for (const [k, v] of ma) {
      if (JSON.stringify(v) !== JSON.stringify(mb.get(k)) && n++ < 5) diffs.push(`${key}[${k}]: ${JSON.stringify(v).slice(0, 200)} vs ${JSON.stringify(mb.get(k)).slice(0, 200)}`);
    }
  }
  if (JSON.stringify(a.importedBy) !== JSON.stringify(b.importedBy)) diffs.push('importedBy differs');
  for (const key of ['avgLength', 'totalBytes'] as const) if (a[key] !== b[key]) diffs.push(`${key}: ${a[key]} vs ${b[key]}`);
  if (JSON.stringify(a.skipped) !== JSON.stringify(b.skipped)) diffs.push(`skipped: ${JSON.stringify(a.skipped)} vs ${JSON.stringify(b.skipped)}`);
  return diffs;
}

const times: { base: number[]; head: number[] } = { base: [], head: [] };
let last: { base?: RepoIndex; head?: RepoIndex } = {};
for (let r = 0; r < Number(values.repeat); r++) {
  for (const which of ['base', 'head'] as const) {
    last = { ...last, [which]: undefined };
    global.gc?.();
    const t0 = performance.now();
    const index = await (which === 'base' ? baseBuild : headBuild)(root, { phrases });
    times[which].push(performance.now() - t0);
    last[which] = index;
    console.error(`${which}: ${index.files.length} files in ${(times[which].at(-1)! / 1000).toFixed(2)} s`);
  }
}
const diffs = compare(last.base!, last.head!);
console.log(JSON.stringify({ root, files: last.head!.files.length, terms: allPostings(last.head!.body).size, baseMs: times.base.map(Math.round), headMs: times.head.map(Math.round), identical: diffs.length === 0, diffs }, null, 1));
