/**
 * Words that name a language's runtime or package manager ("python", "node", "npm"). They are stop words
 * (`STOPWORDS`): in a Python project "in Python 2.6" is the reporter's setup, and every file is Python's.
 * Outside one they name the feature: "Fix Python paths in subfolders" in a TypeScript extension means its
 * Python scaffolding, "node" in a C++ or Go project is a tree's or a cluster's node, and "npm" in a Go
 * scanner its npm cataloger.
 */
import { isCodeLanguage, type Language } from './code-facts.js';
import type { FileFacts } from './index-part.js';

/** Each runtime word (a stemmed term) and the language whose projects it says nothing to. */
const RUNTIME_WORDS: ReadonlyMap<string, Language> = new Map([
  ['python', 'python'],
  ['node', 'js'],
  ['npm', 'js'],
  ['yarn', 'js'],
  ['pnpm', 'js'],
]);

/** What the count needs of an indexed file. */
type CodeFile = Pick<FileFacts, 'lang' | 'isTest' | 'generated'>;

/** The language most of the tree's own code files are written in, or null for a tree without code. */
export function mainLanguageOf(files: readonly CodeFile[]): Language | null {
  const counts = new Map<Language, number>();
  for (const f of files) if (!f.isTest && !f.generated && isCodeLanguage(f.lang)) counts.set(f.lang, (counts.get(f.lang) ?? 0) + 1);
  let best: Language | null = null;
  let bestCount = 0;
  for (const [lang, n] of counts) {
    if (n > bestCount) [best, bestCount] = [lang, n];
  }
  return best;
}

/**
 * The runtime words `text` uses that name something other than the project's own language: the terms
 * the task's query searches for although they are stop words.
 */
export function runtimeWordsToSearch(text: string, files: readonly CodeFile[]): Set<string> {
  const used = [...RUNTIME_WORDS.keys()].filter((word) => new RegExp(`\\b${word}s?\\b`, 'i').test(text));
  if (used.length === 0) return new Set();
  const main = mainLanguageOf(files);
  return new Set(used.filter((word) => RUNTIME_WORDS.get(word) !== main));
}
