/**
 * Operating systems and processor architectures a task names, and the files written for them.
 * "Codec (Linux): fixes a crash" or "crash on Windows consoles" is fixed in the platform's own code,
 * which projects name or folder for it (`codec_linux.c`, `WindowImplAndroid.cpp`, `src/macos/…`,
 * Kotlin's `iosMain/`), while the shared file beside it (`codec.c`) matches the task as well and
 * collects the links of every platform's file.
 */
import { splitIdentifier } from './tokenize.js';

interface Platform {
  /** The platform, as the manifest's reason names it. */
  name: string;
  /** Lower-cased words a task names it by. */
  taskWords: readonly string[];
  /** Lower-cased words of a path that mark a file or folder as its code. */
  pathWords: readonly string[];
}

const PLATFORMS: readonly Platform[] = [
  { name: 'Linux', taskWords: ['linux'], pathWords: ['linux'] },
  { name: 'Windows', taskWords: ['windows', 'win32', 'win64'], pathWords: ['windows', 'win32', 'win64', 'win'] },
  // fastfetch's `_apple.c` and AppKit's Cocoa are macOS code.
  { name: 'macOS', taskWords: ['macos', 'osx', 'darwin'], pathWords: ['macos', 'osx', 'darwin', 'mac', 'apple', 'cocoa'] },
  { name: 'iOS', taskWords: ['ios'], pathWords: ['ios'] },
  { name: 'Android', taskWords: ['android'], pathWords: ['android'] },
  { name: 'BSD', taskWords: ['freebsd', 'openbsd', 'netbsd'], pathWords: ['freebsd', 'openbsd', 'netbsd', 'bsd'] },
  { name: 'WebAssembly', taskWords: ['wasm', 'webassembly', 'wasi', 'emscripten'], pathWords: ['wasm', 'wasi', 'emscripten'] },
  { name: 'x86', taskWords: ['x86', 'x86_64', 'amd64', 'x64'], pathWords: ['x86', 'x64', 'amd64'] },
  { name: 'ARM', taskWords: ['arm64', 'aarch64'], pathWords: ['arm64', 'aarch64', 'arm'] },
];

/**
 * Words that name a platform only as a proper noun: "windows" in lower case is as often a user
 * interface's windows ("all windows flicker"), and "mac" a MAC address unless written "Mac".
 */
const PROPER_NOUNS: ReadonlyMap<string, string> = new Map([
  ['Windows', 'windows'],
  ['WINDOWS', 'windows'],
  ['Mac', 'macos'],
]);

/**
 * A line of an issue template's environment section (`- OS: Windows 11`, `**Platform**: macOS`,
 * `| Operating system | Linux |`): the reporter's machine, which most bugs do not depend on.
 */
const ENVIRONMENT_LINE = /^\s*(?:[-*|]\s*)?(?:\*\*|__)?(?:os|operating system|platform|system|environment|device|arch(?:itecture)?)(?:\s+version)?(?:\*\*|__)?\s*[:|=]/i;

/**
 * A git trailer below the title (`Signed-off-by: …`, openssh's `OpenBSD-Commit-ID: …`): its key is metadata,
 * not the task. A title's `x86-64: fix …` is a scope, and stays.
 */
const TRAILER_LINE = /^\s*[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+:\s/;

/** The platforms a task's prose names outside its environment lines and trailers, in the order of `PLATFORMS`. */
export function platformsNamedIn(prose: string): string[] {
  const words = new Set<string>();
  const text = prose
    .split('\n')
    .filter((line, i) => !ENVIRONMENT_LINE.test(line) && !(i > 0 && TRAILER_LINE.test(line)))
    .join('\n');
  for (const [word] of text.matchAll(/[A-Za-z0-9_]+/g)) {
    const proper = PROPER_NOUNS.get(word);
    if (proper !== undefined) words.add(proper);
    else if (word.toLowerCase() !== 'windows') words.add(word.toLowerCase());
  }
  return PLATFORMS.filter((p) => p.taskWords.some((w) => words.has(w))).map((p) => p.name);
}

/**
 * The words of a path's folder and file names: each name whole and split at `.`, `_`, `-` and `+`
 * (`cpu_x86.c` -> `x86`), and each part's camelCase words (`WindowImplAndroid` -> `android`, `macOS` -> `mac`).
 */
function pathWordsOf(path: string): Set<string> {
  const words = new Set<string>();
  for (const name of path.split('/')) {
    for (const part of name.split(/[._\-+ ]+/)) {
      if (part === '') continue;
      words.add(part.toLowerCase());
      for (const w of splitIdentifier(part)) words.add(w);
    }
  }
  return words;
}

/** The first of `platforms` (names from `platformsNamedIn`) whose code the file is, by its path; undefined when none. */
export function platformOfPath(path: string, platforms: readonly string[]): string | undefined {
  if (platforms.length === 0) return undefined;
  const words = pathWordsOf(path);
  return PLATFORMS.find((p) => platforms.includes(p.name) && p.pathWords.some((w) => words.has(w)))?.name;
}
