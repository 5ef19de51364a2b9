/**
 * The selection as the manifest gives it: each selected file parsed (only these,
 * never the whole repository), its symbols scored against the final query, the
 * whole packed into the token budget, the links between the files and the tests
 * that exercise them.
 */
import { linkFiles, type FileLink } from './file-links.js';
import type { ManifestFile, ManifestTest } from './manifest.js';
import { packToBudget, type PackInput, type Packed } from './pack-budget.js';
import { findRelatedTests } from './related-tests.js';
import type { RepoIndex } from './repo-index.js';
import { readTextFile } from './repo-files.js';
import { scoreSymbols, type ScoredSymbol } from './score-symbols.js';
import { parseFiles } from './syntax/parse-files.js';
import type { Evaluation, WeightedTerm } from './types.js';

/** Symbols listed per file, and the least score that counts as relevant. */
export const SYMBOLS_PER_FILE = 10;
export const MIN_SYMBOL_SCORE = 0.05;
/** Test files listed in the manifest. */
const MAX_TESTS = 20;
/** Least relevance of a test listed on its own evidence. */
const MIN_TEST_RELEVANCE = 0.05;
/**
 * Share of the relevance a test still lacks that a link to a selected file (its
 * imports, its name) gives it. Small: ranked by their own evidence, which already
 * holds the import graph, the tests a fix changed come first far more often than
 * ranked by their links (BENCHMARKS.md, "The tests list, measured"); a link breaks ties and
 * lists a test no word of the task matched.
 */
const TEST_LINK_SHARE = 0.1;

export interface AssembledSelection {
  files: ManifestFile[];
  tests: ManifestTest[];
  links: FileLink[];
  /** Tokens and bytes of what is given (for the repository estimate). */
  selectedTokens: number;
  selectedBytes: number;
  droppedForBudget: number;
}

/** Fits files into a token budget: `packToBudget`, here or on another thread. */
export type Packer = (files: readonly PackInput[], budget: number | null) => Promise<Packed[]>;

const packHere: Packer = async (files, budget) => packToBudget(files, budget);

export async function assembleSelection(
  index: RepoIndex,
  selected: readonly Evaluation[],
  evaluations: readonly Evaluation[],
  keywords: readonly WeightedTerm[],
  budgetTokens: number | null,
  pack: Packer = packHere,
): Promise<AssembledSelection> {
  const texts = selected.map((e) => ({ path: e.path, text: readTextFile(index.root, e.path) ?? '' }));
  // With no budget every file is given whole, its symbols unused: its tokens are counted (on the helper) while it is parsed.
  const packedWhole = budgetTokens === null ? pack(texts.map((t) => ({ ...t, symbols: [] })), null) : undefined;
  const syntax = await parseFiles(texts);
  const symbols: ScoredSymbol[][] = syntax.map((s) => scoreSymbols(s, keywords).filter((x) => x.score >= MIN_SYMBOL_SCORE).slice(0, SYMBOLS_PER_FILE));
  const packed = await (packedWhole ?? pack(texts.map((t, i) => ({ ...t, symbols: symbols[i]! })), budgetTokens));

  const files: ManifestFile[] = [];
  let selectedTokens = 0;
  let selectedBytes = 0;
  let droppedForBudget = 0;
  packed.forEach((p, i) => {
    const e = selected[i]!;
    if (p.form === 'dropped') {
      droppedForBudget++;
      return;
    }
    selectedTokens += p.givenTokens;
    selectedBytes += Buffer.byteLength(texts[i]!.text);
    files.push({
      path: e.path,
      relevance: e.relevance,
      reason: e.reason,
      missingContext: e.missingContext.filter((m) => !selected.some((s) => s.path === m)),
      tokens: p.tokens,
      form: p.form,
      givenTokens: p.givenTokens,
      ...(p.form === 'file' ? {} : { ranges: p.ranges }),
      parser: syntax[i]!.parser,
      symbols: symbols[i]!,
    });
  });

  const given = files.map((f) => f.path);
  const links = linkFiles(index, given, syntax.filter((s) => given.includes(s.path)));
  return { files, tests: relatedTests(index, files, evaluations), links, selectedTokens, selectedBytes, droppedForBudget };
}

/** Tests by their own relevance, raised a little by a link to a given file (by imports or names), which also lists a test no evidence found. */
function relatedTests(index: RepoIndex, files: readonly ManifestFile[], evaluations: readonly Evaluation[]): ManifestTest[] {
  const own = new Map<string, number>();
  const tests = new Map<string, ManifestTest>();
  for (const e of evaluations) {
    if (!e.isTest) continue;
    own.set(e.path, e.relevance);
    if (e.relevance >= MIN_TEST_RELEVANCE && tests.size < MAX_TESTS) tests.set(e.path, { path: e.path, relevance: e.relevance, isTest: true, exercises: [] });
  }
  for (const r of findRelatedTests(index, files)) {
    const base = own.get(r.path) ?? 0;
    const relevance = Math.round((base + (1 - base) * TEST_LINK_SHARE * r.relevance) * 1000) / 1000;
    tests.set(r.path, { path: r.path, relevance, isTest: true, exercises: r.exercises });
  }
  return [...tests.values()].sort((a, b) => b.relevance - a.relevance || (a.path < b.path ? -1 : 1)).slice(0, MAX_TESTS);
}
