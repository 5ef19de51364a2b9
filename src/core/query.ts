/**
 * Task text (an issue in Markdown) -> the first query.
 * Paths, stack frames and identifiers are the strongest signals an issue carries;
 * prose words come last.
 */
import { localesNamedIn } from './locales.js';
import { platformsNamedIn } from './platforms.js';
import { redactSecrets } from './redact.js';
import { readStackFrames } from './stack-frames.js';
import { forEachTerm, isGrammarTerm, isStopTerm, nameKey, snakeCase, stem, STOPWORDS } from './tokenize.js';
import type { Query, WeightedTerm } from './types.js';

/** Longest task text we read; the rest is dropped (and said so by the caller). */
export const MAX_TASK_CHARS = 200_000;

/** Weights of where a term was seen in the task. */
export type TermWeights = { title: number; longTaskTitle: number; prose: number; identifier: number; frame: number };
export const TERM_WEIGHTS: TermWeights = {
  /** A word of the title (first line). */
  title: 2,
  /** A word of the title of a task longer than `LONG_TASK_WORDS`, whose many prose words would drown the title's subject. */
  longTaskTitle: 3,
  /** A word of the prose. */
  prose: 1,
  /** An identifier in a code span or code block, or shaped like one in prose (on top of its prose weight where it is in prose). */
  identifier: 1,
  /** A function or file named by a stack frame. */
  frame: 2.5,
};

const SOURCE_EXT =
  'py|pyi|pyx|ts|tsx|mts|cts|js|jsx|mjs|cjs|vue|svelte|go|rs|java|kt|kts|scala|rb|php|cs|cpp|cc|cxx|c|h|hpp|hh|m|mm|swift|dart|lua|ex|exs|erl|hs|ml|clj|sh|bash|pl|r|jl|sql|json|ya?ml|toml|ini|cfg|md|rst|txt|css|scss|less|html|xml|proto|graphql|gradle';
const PATH_RE = new RegExp(
  String.raw`(?:[A-Za-z]:)?(?:[\w@.+-]*[\\/])*[\w@+-][\w@.+-]*\.(?:${SOURCE_EXT})(?![\w])`,
  'g',
);
const DOTTED = /\b[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)+\b/g;
const QUALIFIED = /\b[A-Za-z_][\w]*(?:::[A-Za-z_~][\w]*)+/g;
const IDENT = /[A-Za-z_$][\w$]*/g;
const KEBAB = /(?<![\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w-])/g;
/** A class's member as Ruby, Javadoc and JSDoc write it: `Page#encoding_error?`, `Output#writeBytes` (not C#'s or F#'s name). */
const MEMBER_REFERENCE = /(?<![\w#&/])[A-Z]\w+(?:::[A-Z]\w*)*#[a-z_]\w*/g;

/**
 * Longest run of non-space characters kept (longer runs are cut). Identifiers are at
 * most 64 characters and paths rarely pass 200; a 65,536-character "word" carries no
 * signal and would make the path and frame patterns quadratic.
 */
export const MAX_WORD_CHARS = 256;
/** Lines longer than this are broken at a space: the frame and phrase patterns scan along a line. */
export const MAX_LINE_CHARS = 1_000;

/** Characters a reader does not see: zero-width, bidirectional controls, fillers, tag characters (used to smuggle hidden text). */
const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
/** A run of non-space characters over MAX_WORD_CHARS, matched from its start only. */
const LONG_WORD = new RegExp(`(?<!\\S)\\S{${MAX_WORD_CHARS + 1},}`, 'g');
/** C0 and C1 control characters except tab and newline. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * Untrusted task text -> what the engine searches. Removes what a reader does not
 * see or that carries no signal (HTML comments, images, badges, invisible and
 * control characters), replaces credentials, and bounds word and line lengths so
 * every later pattern runs in time linear in the text. The result is only ever
 * searched and echoed escaped, never executed.
 */
export function cleanTaskText(raw: string): string {
  const text = raw
    .slice(0, MAX_TASK_CHARS)
    .replace(/\r\n?/g, '\n')
    // Invisible characters first, so `<\u200B!--` cannot become a comment opener after cleaning.
    .replace(INVISIBLE, '')
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    // Badges first (a link around an image), then images. Brackets and parentheses are
    // excluded inside so each attempt stops at the next one: linear, whatever the input.
    .replace(/\[!\[[^[\]]*\]\([^()]*\)\]\([^()]*\)/g, ' ')
    .replace(/!\[[^[\]]*\]\([^()]*\)/g, ' ')
    .replace(/<img\b[^<>]*>/gi, ' ')
    .replace(CONTROL, ' ');
  const bounded = redactSecrets(text).replace(LONG_WORD, (w) => w.slice(0, MAX_WORD_CHARS));
  return wellFormed(boundLines(bounded));
}

/** Break overlong lines at a space and fold runs of blank lines into two. */
function boundLines(text: string): string {
  const out: string[] = [];
  let blank = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      if (++blank <= 2) out.push('');
      continue;
    }
    blank = 0;
    let from = 0;
    while (line.length - from > MAX_LINE_CHARS) {
      let cut = from + MAX_LINE_CHARS;
      while (cut > from && !/\s/.test(line[cut]!)) cut--;
      if (cut === from) cut = from + MAX_LINE_CHARS;
      out.push(line.slice(from, cut));
      from = cut + (/\s/.test(line[cut] ?? '') ? 1 : 0);
    }
    out.push(line.slice(from));
  }
  return out.join('\n');
}

/** Lone surrogates (from a cut or from the input) become U+FFFD, so the text is valid Unicode and valid JSON for any consumer. */
function wellFormed(s: string): string {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * One line of an environment report: a name and a version (`pandas: 1.0.3`,
 * `seaborn: None`, `numpy==1.18.1`, `Node: 14.17.0 - /usr/bin/node`, pip's and
 * conda's `numpy   1.18.1   py37h...`, npm's `├── react@17.0.2`), then the rest
 * of the line in group 1. A version has a dot: a plain number (`timeout: 30`)
 * is a setting, not a version.
 */
const VERSION_LINE =
  /^\s*(?:[-*]\s+)?(?:[A-Za-z][\w.+-]{0,40}(?::[ \t]*|==|[ \t]+)|[│├└─┬+`| \t-]*[├└+`][─┬-]*\s*@?[\w./-]{1,60}@)(?:v?\d+\.\d+[^\s,;]*|none|n\/a|not installed|installed|unknown)(\s.*)?$/i;
/** A number standing alone: a table of values (`ID0001   70.99   38.51`), not a report line. */
const LONE_NUMBER = /(?:^|\s)[-+]?\d+(?:\.\d+)?(?=\s|$)/;

function isVersionLine(line: string): boolean {
  if (line.length > 300 || line.trim() === '') return false;
  const m = VERSION_LINE.exec(line);
  return m !== null && !LONE_NUMBER.test(m[1] ?? '');
}

/** Version lines a run needs before it is taken for a report (a sentence may give one or two). */
const MIN_REPORT_LINES = 4;
/** Other lines a report may hold between two version lines (`machine: x86_64`, `[GCC 7.3.0]`). */
const MAX_REPORT_GAP = 2;

/**
 * The text without its environment reports (`show_versions()`, `pip freeze`,
 * `envinfo`, `npm ls`): their words name the dependencies installed, not the
 * code to change, and they make the module that prints versions look like the
 * answer. A report is a run of at least MIN_REPORT_LINES version lines, at most
 * MAX_REPORT_GAP other non-blank lines apart; its lines become blank.
 */
export function withoutVersionReports(text: string): string {
  const lines = text.split('\n');
  const isVersion = lines.map(isVersionLine);
  let dropped = false;
  for (let i = 0; i < lines.length; ) {
    if (!isVersion[i]) {
      i++;
      continue;
    }
    // Extend the run from this version line while the next one is close enough.
    let count = 1;
    let end = i;
    for (let j = i + 1, gap = 0; j < lines.length && gap <= MAX_REPORT_GAP; j++) {
      if (isVersion[j]) {
        count++;
        end = j;
        gap = 0;
      } else if (lines[j]!.trim() !== '') gap++;
    }
    if (count >= MIN_REPORT_LINES) {
      for (let k = i; k <= end; k++) lines[k] = '';
      dropped = true;
    }
    i = end + 1;
  }
  return dropped ? lines.join('\n') : text;
}

/**
 * A shell command that sets up a reproduction (`$ git clone ...`, `$ cd docs`,
 * `$ pip install -e .`, `$ make html`): the words of the reporter's machine and
 * project, not of the code to change. Commands that run something (`$ pytest -x`,
 * `$ python -c "..."`, `$ npx eslint --fix`) stay: their options name the feature.
 */
const SETUP_COMMAND =
  /^[ \t]*[$%][ \t]+(?![^\n]*\|)(?:sudo[ \t]+)?(?:#|(?:git|cd|pushd|pip3?|pipx|conda|mamba|virtualenv|source|\.(?=[ \t])|export|set|mkdir|cp|mv|rm|ls|cat|touch|open|xdg-open|firefox|chrome|curl|wget|docker|make|brew|apt|apt-get|(?:npm|yarn|pnpm)[ \t]+(?:i|ci|install|add)|python3?[ \t]+-m[ \t]+(?:pip|venv))(?![\w-])).*$/gm;

/** The text without the shell commands that only set up a reproduction (see SETUP_COMMAND). */
export function withoutSetupCommands(text: string): string {
  return text.replace(SETUP_COMMAND, '');
}

/**
 * A task-list item (`- [x] I have searched the existing issues`) with its wrapped lines: issue and
 * pull-request templates' checklists, whose words are the template's, not the task's.
 */
const CHECKLIST_ITEM = /^([ \t]*)[-*+][ \t]+\[[ xX]\][^\n]*(?:\n\1[ \t]+(?![ \t]|[-*+][ \t])[^\n]*)*/gm;

/** The text without its checklists (see CHECKLIST_ITEM). */
export function withoutChecklists(text: string): string {
  return text.replace(CHECKLIST_ITEM, '');
}

/**
 * Lines git writes into a commit message rather than its author: `git cherry-pick -x`'s
 * `(cherry picked from commit …)` and attribution trailers (`Signed-off-by:`, `Co-authored-by:`).
 * A pasted commit message keeps them, and their words (`picked` → `PageImagePickActivity.kt`, the
 * authors' names) are not the task's. Never the title.
 */
const GIT_LINE = /(?<=\n)[ \t]*(?:\(cherry picked from commit [0-9a-f]{7,40}\)|[A-Z][A-Za-z]*(?:-[A-Za-z]+)*-by:[^\n]*)[ \t]*$/gm;

/**
 * A trailer line: a hyphenated key of letters and a value of a few words, as tools and mirrors append them to a
 * commit message (`PiperOrigin-RevId: 5120…`, `git-svn-id: …`, `Claude-Session: …`, `Pull-Request: …`). Their words
 * (`session`, `request`, `svn`) name the tooling, not the task. A key with a number is an issue's (`JENKINS-63056: …`),
 * and a longer value a sentence (`Changelog-Fixed: Fix the picker's grid selecting the adjacent item`): prose.
 */
const TRAILER_LINE = /^[ \t]*[A-Za-z]+(?:-[A-Za-z]+)+:(?:[ \t]+\S+){0,3}[ \t]*$/;

/**
 * The text without the lines git wrote into it (see GIT_LINE), and without a last paragraph made only of trailer
 * lines: git's own test for a trailer block, which keeps a `Key-Word:` line of the author's prose. Never the title.
 */
export function withoutGitLines(text: string): string {
  const lines = text.replace(GIT_LINE, '').split('\n');
  let end = lines.length;
  while (end > 0 && lines[end - 1]!.trim() === '') end--;
  let start = end;
  while (start > 0 && lines[start - 1]!.trim() !== '') start--;
  const hasParagraphAbove = lines.slice(0, start).some((line) => line.trim() !== '');
  const isTrailerBlock = start < end && hasParagraphAbove && lines.slice(start, end).every((line) => TRAILER_LINE.test(line));
  return (isTrailerBlock ? lines.slice(0, start) : lines).join('\n');
}

/**
 * A hexadecimal run standing alone, with or without `0x`: a commit (`fa4818ced582…`, `abc1234f`),
 * a checksum, a UUID's long parts, an object's address (`<Foo object at 0x7f8b8c0d0e10>`). The
 * tokenizer cuts it at every digit-letter change into junk terms (`fa`, `8d`, `3b`, `0e`) that
 * match hex anywhere. A name is not one: it needs a digit and a letter, and at least 8 characters
 * or 3 letters, so `ed25519`, `E0425` and `CA1063` stay.
 */
const HEX_RUN = /(?<![\w$])(?:0[xX])?[0-9a-fA-F]{7,}(?![\w$])/g;

function isHexId(run: string): boolean {
  const hex = run.replace(/^0[xX]/, '');
  const letters = hex.replace(/\d/g, '').length;
  return letters > 0 && letters < hex.length && (hex.length >= 8 || letters >= 3);
}

/**
 * A generated id in another alphabet: Nix's store hashes (`g5jmc5pr1ayim5s7mbjvk7xz9a61n9ac-libavif`),
 * macOS's temporary folders (`kq0vw6sj3ssd914z55j1qmzc0000gn`), a diff's anchor (`…fcfR52`). Cut like
 * hex, it gives terms such as `5jmc` and `1ayim`. A name is not one: 16 letters and digits with digits in
 * five or more places; `Base64Url2Sha256V3` has four.
 */
const ALNUM_RUN = /(?<![\w$])[0-9A-Za-z]{16,}(?![\w$])/g;
const MIN_DIGIT_GROUPS = 5;

function isGeneratedId(run: string): boolean {
  return /[A-Za-z]/.test(run) && (run.match(/\d+/g)?.length ?? 0) >= MIN_DIGIT_GROUPS;
}

/** The text without commits, checksums, addresses (see HEX_RUN) and other generated ids (see ALNUM_RUN). */
export function withoutGeneratedIds(text: string): string {
  return text.replace(HEX_RUN, (run) => (isHexId(run) ? ' ' : run)).replace(ALNUM_RUN, (run) => (isGeneratedId(run) ? ' ' : run));
}

/** Markdown split into prose and code (fenced blocks and inline spans). */
export function splitMarkdown(text: string): { prose: string; code: string[] } {
  const code: string[] = [];
  let prose = text.replace(/^(```|~~~)[^\n]*\n([\s\S]*?)(^\1[ \t]*$|$(?![\s\S]))/gm, (_m, _f, body: string) => {
    code.push(body);
    return '\n';
  });
  prose = prose.replace(/`([^`\n]+)`/g, (_m, span: string) => {
    code.push(span);
    return ` ${span} `;
  });
  return { prose, code };
}

/**
 * File paths named in the text: stack frames and compilers' error lines first (see `readStackFrames`),
 * then any path-shaped token. `frames` holds the stack frames' files, innermost first (where the error
 * was raised), then the files of compiler errors, in order.
 */
export function extractPaths(text: string): { paths: string[]; frames: string[]; frameFunctions: string[] } {
  const trace = readStackFrames(text);
  const paths = [...trace.written];
  for (const m of text.matchAll(PATH_RE)) {
    const p = m[0];
    // a.b.c dotted names end in an "extension" too often: require a slash or a source extension
    if (!p.includes('/') && !p.includes('\\') && /\.(?:json|txt|md|rst|cfg|ini|html|xml|c|h|m|r)$/i.test(p)) continue;
    if (/^\d/.test(p) || /^[\d.]+$/.test(p.replace(/\.\w+$/, ''))) continue;
    const written = normalizeMentionedPath(p);
    if (trace.inPackage.some((f) => f.endsWith(written) && /[/:]$/.test(f.slice(0, -written.length)))) continue;
    paths.push(p);
  }
  const clean = (ps: string[]): string[] => dedupe(ps.map(normalizeMentionedPath).filter((p) => p.length > 0));
  return { paths: clean(paths), frames: clean(trace.files), frameFunctions: trace.functions };
}

function normalizeMentionedPath(p: string): string {
  let s = p.replace(/\\/g, '/').replace(/^[A-Za-z]:/, '');
  const site = s.lastIndexOf('-packages/');
  if (site >= 0) s = s.slice(site + '-packages/'.length);
  return s.replace(/^(?:\.\.?\/)+/, '').replace(/^\/+/, '');
}

/** Quoted error messages and log lines, kept as exact phrases. */
export function extractPhrases(prose: string, code: string[]): string[] {
  const phrases: string[] = [];
  for (const m of prose.matchAll(/["“]([^"”\n]{12,160})["”]/g)) {
    if (m[1]!.trim().split(/\s+/).length >= 2) phrases.push(m[1]!.trim());
  }
  for (const block of code) {
    for (const m of block.matchAll(/^\s*(?:[\w.]+(?:Error|Exception|Warning)|ERROR|FATAL|panic):\s*(.{8,160})$/gm)) {
      phrases.push(m[1]!.trim());
    }
  }
  return dedupe(phrases.map((p) => p.replace(/\s+/g, ' '))).slice(0, 20);
}

/** Identifiers in code, and identifier-shaped words in prose (camelCase, snake_case, dotted, `::`). */
export function extractIdentifiers(prose: string, code: string[]): string[] {
  const out: string[] = [];
  const codeText = code.join('\n');
  for (const m of codeText.matchAll(IDENT)) out.push(m[0]);
  for (const m of prose.matchAll(DOTTED)) out.push(...m[0].split('.'));
  for (const m of prose.matchAll(QUALIFIED)) out.push(...m[0].split('::'));
  for (const m of prose.matchAll(MEMBER_REFERENCE)) out.push(...m[0].split(/::|#/));
  // kebab-case names (rule, option and file names: `no-var`, `keep-alive`)
  for (const m of prose.matchAll(KEBAB)) out.push(m[0]);
  for (const m of prose.matchAll(IDENT)) {
    const w = m[0];
    if (looksLikeIdentifier(w) || /^\s*\(/.test(prose.slice(m.index! + w.length, m.index! + w.length + 2))) out.push(w);
  }
  return dedupe(out.filter((w) => w.length >= 3 && w.length <= 64 && !isStopTerm(w.toLowerCase())));
}

/**
 * Adjacent prose words joined the way code joins them: "lazy guard" -> `lazyguard`
 * and `lazy_guard`, "number lists" also -> `numberlist`. They match only where the
 * code has that compound name (the index keeps whole identifiers), and rarely by chance.
 * Each with the words as the task wrote them (`budget-tokens` for `budgettokens`), in first-occurrence order.
 */
export function compoundsOf(prose: string): Map<string, string> {
  const out = new Map<string, string>();
  const plain = (w: string): boolean => w.length >= 3 && !STOPWORDS.has(w) && !STOP_STEMS.has(stem(w));
  for (const m of prose.matchAll(/(?<![\w.])([A-Za-z]{3,})(?:[ \t]+|-)(?=([A-Za-z]{3,})(?![\w.]))/g)) {
    const a = m[1]!.toLowerCase();
    const b = m[2]!.toLowerCase();
    if (!plain(a) || !plain(b)) continue;
    const written = m[0] + m[2]!;
    const terms = [a + b, `${a}_${b}`, ...(/[^s]s$/.test(b) ? [a + b.slice(0, -1)] : [])];
    for (const t of terms) if (!out.has(t) && out.size < 200) out.set(t, written);
  }
  return out;
}

/**
 * Words written whole in lower case that may be a compound name so written ("race condition in bsonmapper" for
 * `BsonMapper`): unstemmed, they match the index's whole identifiers (`bsonmapper`), which their stem (`bsonmapp`)
 * does not. A word whose stem is itself is searched already.
 */
export function lowerCaseNamesOf(prose: string): string[] {
  const out = new Set<string>();
  for (const m of prose.matchAll(/(?<![\w.-])[a-z]{6,40}(?![\w.-])/g)) if (stem(m[0]) !== m[0]) out.add(m[0]);
  return [...out];
}

/** Those of `identifiers` written as a word of `text` (`xr.where` writes `xr` and `where`; `no-var` writes itself). */
function identifiersIn(text: string, identifiers: readonly string[]): string[] {
  const words = new Set<string>();
  for (const w of text.match(/[\w$]+(?:-[\w$]+)*/g) ?? []) {
    words.add(w);
    if (w.includes('-')) for (const part of w.split('-')) words.add(part);
  }
  return identifiers.filter((id) => words.has(id));
}

function looksLikeIdentifier(w: string): boolean {
  return /[a-z][A-Z]/.test(w) || /[A-Za-z]_[A-Za-z]/.test(w) || /^_[a-z]/.test(w) || /^[A-Z][a-z]+[A-Z]/.test(w);
}

/**
 * Qualified names with `::` (C++, Rust, Ruby, Perl) and PHP's namespaces with `\`: `Faraday::Connection`,
 * `Query\Builder`. A language's roots (`crate::`, `std::`) name no file of the project and are dropped.
 */
const QUALIFIED_PATH = /(?<![\w\\])(?:[A-Za-z_]\w*::)+[A-Za-z_]\w*|(?<![\w\\])[A-Z]\w*(?:\\[A-Za-z_]\w*)+/g;
const QUALIFIED_ROOTS = new Set(['crate', 'self', 'super', 'Self', 'std', 'core', 'alloc']);

/**
 * Dotted module names (`sympy.printing.latex`) as path globs (`**\/sympy/printing/latex*`); after them, qualified names
 * (`Query\Builder::pluck` as `Query/Builder`), and where the name is capitalized, as Ruby names its files too
 * (`Faraday::RackBuilder` as `faraday/rack_builder`).
 */
function modulePatterns(prose: string, code: string[]): string[] {
  const out: string[] = [];
  const qualified: string[] = [];
  for (const text of [prose, ...code]) {
    for (const m of text.matchAll(DOTTED)) {
      const parts = m[0].split('.');
      if (parts.length < 2 || parts.some((p) => p.length === 0)) continue;
      if (/^(self|this|np|pd|os|sys|re|math|json|console|window|document|process)$/.test(parts[0]!)) continue;
      out.push(parts.join('/'));
    }
    for (const m of text.matchAll(QUALIFIED_PATH)) {
      const parts = m[0].split(/::|\\/);
      while (parts.length > 0 && QUALIFIED_ROOTS.has(parts[0]!)) parts.shift();
      if (parts.length < 2) continue;
      qualified.push(parts.join('/'));
      if (/[A-Z]/.test(m[0])) qualified.push(parts.map(snakeCase).join('/'));
    }
  }
  return dedupe([...out, ...qualified]).slice(0, 50);
}

/** Past this many words (code blocks included), a task's title weighs `longTaskTitle`. */
const LONG_TASK_WORDS = 150;

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** The term with the word it stands for, where that word is not the term itself (`keys` for `kei`). */
export function withWord(keyword: WeightedTerm, word: string | undefined): WeightedTerm {
  return word === undefined || word === keyword.term ? keyword : { ...keyword, word };
}

/** Build the first query from the task text. */
export function buildQuery(rawTask: string, weights: TermWeights = TERM_WEIGHTS): Query {
  return queryOfCleanText(cleanTaskText(rawTask), weights);
}

/** Build the first query from text `cleanTaskText` already cleaned (callers that need the clean text too clean it once). */
export function queryOfCleanText(cleanText: string, termWeights: TermWeights = TERM_WEIGHTS, searched: ReadonlySet<string> = new Set()): Query {
  const withIds = withoutChecklists(withoutSetupCommands(withoutVersionReports(withoutGitLines(cleanText))));
  // Frames are read with their addresses (Zig's `file.zig:128:35: 0x7ff6e7fa36fd in fn`); words without.
  const { paths, frames, frameFunctions } = extractPaths(withIds);
  const text = withoutGeneratedIds(withIds);
  const { prose, code } = splitMarkdown(text);
  const title = text.trimStart().split('\n', 1)[0] ?? '';
  const identifiers = extractIdentifiers(prose, code);

  const taskText: TaskText = { text, prose: withoutContractionTails(prose), title: withoutContractionTails(title), identifiers, frameFunctions, paths };
  // `searched`: stop words this repository's tasks use as words of its own (runtime-words.ts).
  const strict = taskKeywords(taskText, termWeights, (t) => isStopTerm(t) && !searched.has(t), STOP_STEMS);
  // A short task ("Fix step being None", "Fix wrong import xxhash") and a task of one line, however long ("fixed file
  // field settings variable name"), keep the words that name code's things, a template's among them: a line has no template.
  const oneLine = !text.trim().includes('\n');
  const keywords = strict.length >= MIN_TASK_KEYWORDS && !oneLine ? strict : taskKeywords(taskText, termWeights, (t) => isGrammarTerm(t) && !searched.has(t), FILLER_STEMS);

  return {
    keywords,
    patterns: modulePatterns(prose, code),
    modulePaths: modulePatterns(prose, []),
    excludes: [],
    phrases: extractPhrases(prose, code),
    focusAreas: [],
    identifiers,
    titleIdentifiers: identifiersIn(title, identifiers),
    auxiliaryScopes: auxiliaryScopesOf(title),
    titleScope: titleScopeOf(title),
    locales: localesNamedIn(prose),
    platforms: platformsNamedIn(prose),
    aboutTypeDeclarations: TYPE_DECLARATION_TOPIC.test(title),
    titleMentionsTypes: TYPE_WORD.test(title),
    mentionedPaths: paths,
    frames,
  };
}

/**
 * Fewer task keywords than this (a short title over a body) and the query keeps the stop words that
 * name code's things, as it does for a task of one line. A longer task has words enough: there they
 * would only add noise (measured: they help where the task is a line and hurt where it is an issue).
 * A compound's forms count as keywords (`hostsstarting`, `hosts_starting`): the six was measured so,
 * and counting words alone lost runs (BENCHMARKS.md "Session 56").
 */
const MIN_TASK_KEYWORDS = 6;

/**
 * Prose with its contractions' tails dropped ("we're" → "we", "isn't" → "isn", "parser's" → "parser"):
 * split at the apostrophe they would be words of their own, and `re`, `ll` and `ve` match code's names.
 * A contraction's head ("isn", "doesn") is a stop word (`STOPWORDS`).
 */
export function withoutContractionTails(prose: string): string {
  // English contractions, so an ASCII letter before the apostrophe: a pattern without Unicode classes compiles in a third of the time.
  return prose.replace(/(?<=[A-Za-z])['’](?:ll|re|ve|d|m|s|t)(?![A-Za-z0-9_\u00C0-\uFFFF])/gi, '');
}

/** The parts of a cleaned task that its keywords are read from. */
type TaskText = { text: string; prose: string; title: string; identifiers: string[]; frameFunctions: string[]; paths: string[] };

/** The task's weighted keywords, leaving out the terms `isStop` names. */
function taskKeywords(task: TaskText, termWeights: TermWeights, isStop: (term: string) => boolean, stopStems: ReadonlySet<string>): WeightedTerm[] {
  const weights = new Map<string, number>();
  // Each term's word as the task first wrote it: what a reader is shown (`keys`, not `kei`).
  const words = new Map<string, string>();
  const add = (term: string, w: number, word = term): void => {
    if (isStop(term)) return;
    weights.set(term, (weights.get(term) ?? 0) + w);
    if (!words.has(term)) words.set(term, word);
  };
  const addText = (t: string, w: number): void =>
    forEachTerm(t, (term, word) => {
      if (!stopStems.has(term)) add(term, w, word);
    });

  const titleWeight = wordCount(task.text) > LONG_TASK_WORDS ? termWeights.longTaskTitle : termWeights.title;
  addText(task.prose, termWeights.prose);
  addText(task.title, titleWeight - termWeights.prose);
  for (const [compound, written] of compoundsOf(task.prose)) add(compound, termWeights.prose, written);
  for (const whole of lowerCaseNamesOf(task.prose)) add(whole, termWeights.prose);
  for (const id of task.identifiers) addText(id, termWeights.identifier);
  for (const fn of task.frameFunctions) addText(fn, termWeights.frame);
  for (const p of task.paths) addText(withoutGeneratedIds(p.replace(/\.\w+$/, '')), termWeights.frame);

  // Query term frequency saturates: a word said ten times is not ten times as important.
  return [...weights]
    .map(([term, w]) => withWord({ term, weight: round(Math.min(6, 1 + Math.log2(w))), origin: 'task' }, words.get(term)))
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
    .slice(0, 400);
}

/**
 * Folder names of evaluate.ts's auxiliary code (`AUXILIARY_DIR`) that a title uses for that code
 * alone. Not "docs" (in "doesn't show up in docs" the rendered pages), "script" or "tool" (the
 * reporter's own, or the product), nor a domain or a dotted name (`http://example.com`).
 */
const AUXILIARY_WORD = /(?<![.\w])(examples?|samples?|demos?|playgrounds?|website|benchmarks?|sandbox|migrations?)(?![.\w])/gi;

/**
 * A title about the declared types rather than the code: a `(types)` scope, "typings", "type
 * definitions / declarations / annotations / hints", "missing types", a `.d.ts` or `.pyi`. Not
 * "type" alone ("improve the type inference" is about the code's types).
 */
const TYPE_DECLARATION_TOPIC = /\((?:types?|typings?|typescript|ts|dts)\)|\btypings?\b|\btype[ -](?:definitions?|declarations?|annotations?|hints?)\b|\b(?:missing|typescript|ts)[ -]types\b|\.d\.ts\b|\.pyi\b/i;

/** Any word of types in a title ("add compressed to ResponseObject type", "allow typed server methods", Python's "stubs"). */
const TYPE_WORD = /\btyp(?:es?|ed|ings?)\b|\btypescript\b|\bts\b|\bstubs?\b/i;

/**
 * Names projects give the same folder of runnable illustrations: a title's "example" is MediatR's and
 * zipline's `samples/` ("Fix worldclock host example", its code in `samples/world-clock/`).
 */
const ILLUSTRATION_SCOPES = ['example', 'sample', 'demo'];
/** A title's "migration" names Rails' `db/migrate/` as well as the `migrations/` folders of the others. */
const MIGRATION_SCOPES = ['migration', 'migrate'];
/** Folder names a title's one word names together. */
const SCOPE_GROUPS = [ILLUSTRATION_SCOPES, MIGRATION_SCOPES];

/** The auxiliary folders a title names: "fix(examples): ..." and "search example fails" give `example`, `sample` and `demo`. */
function auxiliaryScopesOf(title: string): string[] {
  const named = [...title.matchAll(AUXILIARY_WORD)].map((m) => folderScope(m[1]!));
  return dedupe(named.flatMap((scope) => [scope, ...(SCOPE_GROUPS.find((group) => group.includes(scope)) ?? [])]));
}

/** Conventional-commit types and issue-title labels: a prefix that names a kind of change, not a module. */
const CHANGE_KINDS = new Set(['fix', 'fixes', 'fixed', 'feat', 'feature', 'chore', 'docs', 'doc', 'refactor', 'perf', 'test', 'tests', 'build', 'ci', 'style', 'revert', 'bug', 'bugfix', 'hotfix', 'release', 'deps', 'wip', 'breaking', 'security', 'question', 'proposal', 'rfc', 'help', 'request', 'issue', 'enhancement', 'improvement', 'regression', 'note', 'update']);

/**
 * A title's leading `[component]` (Symfony's `[Console] Fix …`, javalin's `[websocket]`, flutter packages'
 * `[flutter_local_notifications_windows]`): a word or path that starts with a letter and is not all capitals
 * (labels: `[BUG]`, `[ENH]`), a version (`[7.x]`) or a ticket (`[IO-891]`).
 */
const BRACKETED_SCOPE = /^\s*\[((?=[\w./@-]*[a-z])[A-Za-z@][\w./@-]*)\]\s/;

/**
 * The module a title's prefix names: the scope of `fix(router): …` or, Go's and Rust's
 * convention, the package of `globset: fix …` (one lower-case word, not a change kind), or a leading
 * `[component]`; the last segment of a path scope (`fix(core/router)`, `[ie/tiktok]`). As a name key (`nameKey`), as
 * file and folder names are compared.
 */
export function titleScopeOf(title: string): string | null {
  const conventional = /^\s*[a-z]+\(([\w./@-]+)\)!?:/i.exec(title);
  const bare = conventional ? null : /^\s*([a-z][\w.-]*):\s/.exec(title);
  const bracketed = conventional || bare ? null : BRACKETED_SCOPE.exec(title);
  const scope = (conventional?.[1] ?? bare?.[1] ?? bracketed?.[1])?.split('/').pop();
  if (!scope || CHANGE_KINDS.has(scope.toLowerCase())) return null;
  const key = nameKey(scope);
  return key.length >= 2 ? key : null;
}

/** A folder name or a title's word for it, compared as a scope: lower case, singular (`Examples`, `example`). */
export function folderScope(name: string): string {
  return name.toLowerCase().replace(/s$/, '');
}

// Stems of an issue template's section words ("Expected behavior", "Steps to reproduce", "Environment",
// "Version"), so "expected" and "expects" drop like "expect"; and of a report's filler ("doesn't work", "tried").
const FILLER_STEMS = new Set(['work', 'happen', 'tri', 'thank', 'pleas'].map(stem));
const STOP_STEMS = new Set([...['expect', 'reproduc', 'behavior', 'behaviour', 'environ', 'version', 'describ', 'descript', 'actual'].map(stem), ...FILLER_STEMS]);

function dedupe<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
