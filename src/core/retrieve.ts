/**
 * The engine's one entry point: task text + repository -> context manifest.
 * Builds the first query, indexes the tree once, runs the loop, counts tokens of
 * the selection, trims it to the budget and assembles the manifest.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { assembleSelection } from './assemble-selection.js';
import { DEFAULT_LOOP, iterate, summarize, type LoopOptions } from './iterate.js';
import { SCHEMA_VERSION, type Manifest } from './manifest.js';
import { misspelledNames, withNamesMeant } from './misspelled-names.js';
import { cleanTaskText, MAX_TASK_CHARS, queryOfCleanText, TERM_WEIGHTS } from './query.js';
import { runtimeWordsToSearch } from './runtime-words.js';
import { buildIndexInParallel } from './parallel-index.js';
import { packOnHelper } from './pack-on-helper.js';
import { buildIndex, type IndexOptions } from './repo-index.js';
import { describeReadInPart, describeSkipped } from './repo-files.js';
import { redactManifest } from './redact.js';
import { buildThesaurus } from './synonyms.js';
import { clearVocabularyMemos } from './term-counter.js';
import { forEachTerm } from './tokenize.js';
import { repoParser } from './syntax/parse-files.js';
import { ENGINE_VERSION } from './version.js';
import { InputError } from './errors.js';
import type { Query } from './types.js';

export { InputError };

export interface Task {
  text: string;
  /** Where the task came from, recorded in the manifest (`cli`, `issue`, `comment`...). */
  source: string;
  /** Title; defaults to the first line of the text. */
  title?: string;
}

export interface RetrieveOptions extends LoopOptions {
  /** Most tokens the selected files may take together; null for no budget. @default null */
  budgetTokens: number | null;
  /** Only index paths matching these globs (empty: everything). */
  includes: readonly string[];
  /** Never index paths matching these globs (on top of the built-in excludes). */
  excludes: readonly string[];
  /** Paths known to matter (e.g. the files a pull request changes): treated like paths the task names. */
  hintPaths: readonly string[];
  /** Path globs always worth a look (from the repository config). */
  patterns: readonly string[];
  /** Extra synonym groups (the repository's own vocabulary). */
  synonyms: readonly (readonly string[])[];
  /** Largest file indexed, in bytes. @default 1000000 */
  maxFileBytes: number;
  /**
   * The helper thread's script (`dist/index-worker.js`), to read a large tree on
   * two threads and count the selection's tokens with a tokenizer loaded
   * meanwhile; null does both on this one. Either way the manifest is the same.
   */
  indexWorker: URL | null;
  /** Clock in ms; injected so identical input gives a byte-identical manifest in tests. */
  now: () => number;
  /** Progress lines (the CLI sends them to stderr). */
  log: (line: string) => void;
}

export const DEFAULT_RETRIEVE: RetrieveOptions = {
  ...DEFAULT_LOOP,
  budgetTokens: null,
  includes: [],
  excludes: [],
  hintPaths: [],
  patterns: [],
  synonyms: [],
  maxFileBytes: 1_000_000,
  indexWorker: null,
  now: () => performance.now(),
  log: () => {},
};

/** Async since the symbol phase loads tree-sitter grammars (WebAssembly). */
export async function retrieve(root: string, task: Task, partial: Partial<RetrieveOptions> = {}): Promise<Manifest> {
  const o: RetrieveOptions = { ...DEFAULT_RETRIEVE, ...partial };
  const started = o.now();
  clearVocabularyMemos();
  let isDir = false;
  try {
    isDir = statSync(root).isDirectory();
  } catch {
    isDir = false;
  }
  if (!isDir) throw new InputError(`root ${JSON.stringify(root)} is not a directory: pass the repository's folder`);
  const cleaned = cleanTaskText(task.text).trim();
  if (cleaned.length === 0) throw new InputError('the task is empty: give the issue text (title and body) to search for');

  const withOptions = (built: Query): Query => ({ ...built, patterns: [...built.patterns, ...o.patterns], mentionedPaths: [...built.mentionedPaths, ...o.hintPaths] });
  const built = queryOfCleanText(cleaned);
  let query = withOptions(built);
  const notes: string[] = [];
  const truncated = task.text.length > MAX_TASK_CHARS;
  if (truncated) notes.push(`The task text was cut to its first ${MAX_TASK_CHARS} characters.`);
  if (query.keywords.length === 0 && query.mentionedPaths.length === 0) notes.push('The task has no searchable words; the context is likely empty.');

  o.log(`indexing ${root}`);
  const indexOptions: Partial<IndexOptions> = { phrases: query.phrases, includes: o.includes, excludes: o.excludes, maxFileBytes: o.maxFileBytes, maxFiles: 200_000, deadline: started + o.timeLimitMs, now: o.now };
  const { index, workerFiles } = o.indexWorker === null ? { index: buildIndex(root, indexOptions), workerFiles: 0 } : await buildIndexInParallel(root, indexOptions, o.indexWorker);
  o.log(`indexed ${index.files.length} files in ${Math.round(o.now() - started)} ms${workerFiles > 0 ? ` (${workerFiles} read by a worker thread)` : ''}`);
  // A file name the task misspells is read as the file it means, by its words as well as its name. A stack
  // frame's file may be a library's, whatever its name.
  const misspellings = misspelledNames(built.mentionedPaths.filter((p) => !built.frames.includes(p)), index.files);
  if (misspellings.length > 0) notes.push(`No file is named ${misspellings.map((m) => m.written).join(', ')}: read as ${misspellings.map((m) => m.meant).join(', ')}.`);
  // A language's runtime words ("python", "node", "npm") are searched where it is not the project's own.
  const runtimeWords = runtimeWordsToSearch(cleaned, index.files);
  if (misspellings.length > 0 || runtimeWords.size > 0) {
    // The index counted the first query's phrases, so they stay: a corrected name seldom sits inside one.
    query = { ...withOptions(queryOfCleanText(withNamesMeant(cleaned, misspellings), TERM_WEIGHTS, runtimeWords)), phrases: query.phrases };
  }
  const skippedNote = describeSkipped(index.skipped);
  if (skippedNote) notes.push(skippedNote);
  const readInPart = describeReadInPart(index.files.filter((f) => f.size > o.maxFileBytes).map((f) => f.path), o.maxFileBytes);
  if (readInPart) notes.push(readInPart);

  // REFINE parses the few best files of a cycle for what their functions call.
  const loop = await iterate(index, query, buildThesaurus(o.synonyms), { ...o, structure: repoParser(root) }, o.now);
  for (const c of loop.cycles) o.log(`cycle ${c.cycle}: ${c.candidates} candidates, ${c.highRelevance} high-relevance, ${c.decision.action === 'stop' ? `stop (${c.decision.reason})` : 'refine'}`);
  if (loop.stopReason === 'time-limit') notes.push('The time limit was reached: the result is partial.');
  // Nothing was searched: the words are not the problem, the include globs or the tree are.
  if (index.files.length === 0)
    notes.push(
      o.includes.length > 0
        ? `No file was searched: no file of the repository matches the include globs (${o.includes.join(', ')}).`
        : 'No file was searched: the repository holds no readable text file outside its excludes.',
    );
  // Words the repository never uses: say which, so that the reader can rephrase rather than trust an empty context.
  else if (loop.stopReason === 'no-candidates' && query.keywords.length > 0) {
    const words = wordsOfTerms(cleaned, new Set(query.keywords.map((k) => k.term))).slice(0, 8);
    notes.push(`No file matches the task's words (${words.join(', ')}): name a file, a function or an error message the code contains.`);
  }
  if (loop.startingPoints.length > 0) notes.push(`No code file matches the task's words: the ranking ends with the project's entry point(s), ${loop.startingPoints.join(', ')}, as a place to start.`);

  const { files, tests, links, selectedTokens, selectedBytes, droppedForBudget } = await assembleSelection(index, loop.selected, loop.evaluations, loop.finalQuery.keywords, o.budgetTokens, (files, budget) =>
    packOnHelper(o.indexWorker, files, budget),
  );
  const packedCount = files.filter((f) => f.form !== 'file').length;
  if (packedCount > 0) notes.push(`${packedCount} selected file(s) given as symbol ranges or signatures to fit the budget of ${o.budgetTokens} tokens.`);
  if (droppedForBudget > 0) notes.push(`${droppedForBudget} selected file(s) left out to fit the budget of ${o.budgetTokens} tokens.`);
  // Whole-repo tokens are estimated: tokenizing every file would cost more than the whole search.
  const tokensPerByte = selectedBytes > 0 ? selectedTokens / selectedBytes : 0.25;

  // Credentials that slipped into names or learned terms never leave the engine.
  return redactManifest({
    schemaVersion: SCHEMA_VERSION,
    engine: { name: 'iterative-retrieval', version: ENGINE_VERSION },
    task: {
      source: task.source,
      title: (task.title ?? cleaned.split('\n', 1)[0] ?? '').trim().slice(0, 300),
      sha256: createHash('sha256').update(task.text).digest('hex'),
      chars: Math.min(task.text.length, MAX_TASK_CHARS),
      truncated,
    },
    query: summarize(loop.finalQuery),
    files,
    ranking: loop.evaluations.filter((e) => !e.isTest).slice(0, 50).map((e) => ({ path: e.path, relevance: e.relevance, isTest: false })),
    tests,
    links,
    cycles: loop.cycles,
    stopReason: loop.stopReason,
    totals: {
      filesScanned: index.files.length,
      filesSkipped: index.skipped,
      selectedTokens,
      repoTokensEstimate: Math.round(index.totalBytes * tokensPerByte),
      droppedForBudget,
      budgetTokens: o.budgetTokens,
      elapsedMs: Math.round(o.now() - started),
    },
    notes,
  });
}

/** The task's words as written for the query's terms (stems: `frobnic`), in the order the task first wrote them. */
function wordsOfTerms(text: string, terms: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  forEachTerm(text, (term, word) => {
    if (terms.has(term)) out.add(word);
  });
  return [...out];
}
