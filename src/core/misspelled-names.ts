/**
 * File names the task misspells: "Adapt datpicker.js for a11y" means `datepicker.js`, and
 * "reponse.js" means `response.js`. A mentioned name that no file or folder of the tree has is
 * read as the one file name a single typo away (one letter added, dropped, changed, or two
 * adjacent letters swapped) with the same extension. Short names and digits are left alone:
 * `day.js` is one letter from a `da.js` locale, and `2673.bugfix.rst` from `2670.bugfix.rst`,
 * and neither is a typo.
 */

import { escapeRegExp } from './tokenize.js';

/** Fewest characters before the extension for a name to be read as misspelled. */
const MIN_STEM = 6;

/** A file name as the task wrote it, and the name of the file it meant. */
export interface Misspelling {
  written: string;
  meant: string;
}

/** Whether `a` and `b` differ by one typo: a letter added, dropped or changed, or two adjacent letters swapped. */
export function oneTypoApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return /[a-z]/.test(a[i]!) && /[a-z]/.test(b[i]!);
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return /[a-z]/.test(long[i]!) && short.slice(i) === long.slice(i + 1);
}

/** A file name as the task wrote it, lower-cased and split at its extension. */
interface WrittenName {
  name: string;
  lower: string;
  stem: string;
  extension: string;
}

/** A written file name a task may have misspelled: a letter, then MIN_STEM or more word characters or `-` in all before its extension. */
function writtenName(name: string): WrittenName | undefined {
  const lower = name.toLowerCase();
  const dot = lower.lastIndexOf('.');
  const stem = lower.slice(0, dot);
  return dot >= MIN_STEM && /^[a-z][\w-]*$/.test(stem) ? { name, lower, stem, extension: lower.slice(dot) } : undefined;
}

/**
 * The mentioned paths whose file name is one typo from exactly one name of the `files` with the
 * same extension, with that file's name. A name is left alone when it is short or has no extension,
 * when a file or folder has it (`plugin/utc.js` may be `plugin/utc/index.js`), or when several
 * file names are that close.
 */
export function misspelledNames(mentions: readonly string[], files: readonly { readonly path: string }[]): Misspelling[] {
  const written = [...new Set(mentions.map((m) => m.slice(m.lastIndexOf('/') + 1)))].map(writtenName).filter((w) => w !== undefined);
  if (written.length === 0) return [];
  const taken = new Set<string>();
  const close = new Map<string, Set<string>>(written.map((w) => [w.name, new Set()]));
  // One pass over the tree, for the few names the task wrote.
  for (const { path } of files) {
    const lower = `/${path.toLowerCase()}`;
    const fileName = lower.slice(lower.lastIndexOf('/') + 1);
    for (const w of written) {
      if (fileName.startsWith(`${w.stem}.`) || lower.includes(`/${w.stem}/`)) taken.add(w.name);
      else if (fileName.endsWith(w.extension) && oneTypoApart(w.lower, fileName)) close.get(w.name)!.add(path.slice(path.lastIndexOf('/') + 1));
    }
  }
  return written.flatMap(({ name }) => {
    const names = close.get(name)!;
    return !taken.has(name) && names.size === 1 ? [{ written: name, meant: [...names][0]! }] : [];
  });
}

/** The task text with each misspelled name, where it stands as a whole name, written as meant. */
export function withNamesMeant(text: string, misspellings: readonly Misspelling[]): string {
  let out = text;
  for (const { written, meant } of misspellings) {
    out = out.replace(new RegExp(`(?<![\\w.-])${escapeRegExp(written)}(?![\\w-])`, 'g'), meant);
  }
  return out;
}
