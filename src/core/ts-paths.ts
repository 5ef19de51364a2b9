/**
 * TypeScript path aliases (`compilerOptions.paths` and `baseUrl` of the root
 * tsconfig.json, jsconfig.json or tsconfig.base.json, through `extends`):
 * `@/auth/tokens` -> `src/auth/tokens`, so aliased imports link files like
 * relative ones do.
 */
import { readTextFile } from './repo-files.js';

export interface TsPaths {
  /** Folder non-relative imports resolve from, relative to the root (`''` for the root itself); null when unset. */
  baseUrl: string | null;
  /** Alias patterns in declaration order: `@/*` -> [`src/*`], targets relative to the root. */
  paths: { pattern: string; targets: string[] }[];
}

/** JSON with comments and trailing commas (as tsconfig allows) -> value, or undefined. */
export function parseJsonc(text: string): unknown {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      out += text.slice(start, i + 1);
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else out += c;
  }
  try {
    return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'));
  } catch {
    return undefined;
  }
}

/** `p` with `.` and `..` segments resolved, relative to the root; null when it climbs out of the root. */
function normalize(p: string): string | null {
  const parts: string[] = [];
  for (const seg of p.replace(/\\/g, '/').split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg !== '..') parts.push(seg);
    else if (parts.pop() === undefined) return null;
  }
  return parts.join('/');
}

/** What a config chain sets, each value already resolved against the file that set it. */
interface ConfigOptions {
  baseUrl?: string;
  paths?: { entries: Record<string, unknown>; dir: string };
}

/** Configs followed through `extends` at most this deep (a cycle ends here too). */
const MAX_EXTENDS = 8;

/**
 * `baseUrl` and `paths` of one config file after its `extends` chain (relative
 * parents only; a package's config lives in node_modules, outside the index):
 * parents first, the file's own options over theirs, as TypeScript merges them.
 * Null when the file is missing, unreadable or not an object.
 */
function readConfig(root: string, file: string, depth: number): ConfigOptions | null {
  const text = readTextFile(root, file);
  const config = text === null ? undefined : parseJsonc(text);
  if (typeof config !== 'object' || config === null) return null;
  const { extends: parents, compilerOptions: options } = config as { extends?: unknown; compilerOptions?: { baseUrl?: unknown; paths?: unknown } };
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  let merged: ConfigOptions = {};
  for (const parent of typeof parents === 'string' ? [parents] : Array.isArray(parents) ? parents : []) {
    if (typeof parent !== 'string' || !parent.startsWith('.') || depth >= MAX_EXTENDS) continue;
    const resolved = normalize(`${dir}/${parent}`);
    if (resolved === null) continue;
    const inherited = readConfig(root, resolved.endsWith('.json') ? resolved : `${resolved}.json`, depth + 1);
    if (inherited) merged = { ...merged, ...inherited };
  }
  if (typeof options?.baseUrl === 'string') {
    const baseUrl = normalize(`${dir}/${options.baseUrl}`);
    if (baseUrl !== null) merged.baseUrl = baseUrl;
  }
  if (options?.paths && typeof options.paths === 'object') merged.paths = { entries: options.paths as Record<string, unknown>, dir };
  return merged;
}

/**
 * The aliases of the repository's root tsconfig.json, else jsconfig.json, else
 * tsconfig.base.json (a monorepo's, where Nx and others keep the workspace's
 * paths): the first of them that sets `baseUrl` or `paths`, through its
 * `extends` chain. None when no config sets either.
 */
export function readTsPaths(root: string): TsPaths {
  for (const name of ['tsconfig.json', 'jsconfig.json', 'tsconfig.base.json']) {
    const options = readConfig(root, name, 0);
    if (options === null || (options.baseUrl === undefined && options.paths === undefined)) continue;
    const baseUrl = options.baseUrl ?? null;
    // Targets are relative to baseUrl when one is set, else to the config that declares them.
    const from = baseUrl ?? options.paths?.dir ?? '';
    const paths: TsPaths['paths'] = [];
    for (const [pattern, targets] of Object.entries(options.paths?.entries ?? {})) {
      if (!Array.isArray(targets)) continue;
      const resolved = targets.flatMap((t) => (typeof t === 'string' ? [normalize(`${from}/${t}`)] : [])).filter((t): t is string => t !== null);
      paths.push({ pattern, targets: resolved });
    }
    return { baseUrl, paths };
  }
  return { baseUrl: null, paths: [] };
}

/**
 * Candidate paths (relative to the root, no extension added) for a non-relative
 * specifier: each matching alias's targets (an exact pattern before `*` ones),
 * then the specifier under `baseUrl`.
 */
export function aliasCandidates(spec: string, ts: TsPaths): string[] {
  const out: string[] = [];
  const exact = ts.paths.find((p) => p.pattern === spec);
  if (exact) out.push(...exact.targets);
  for (const p of ts.paths) {
    const star = p.pattern.indexOf('*');
    if (star < 0) continue;
    const prefix = p.pattern.slice(0, star);
    const suffix = p.pattern.slice(star + 1);
    if (spec.length >= prefix.length + suffix.length && spec.startsWith(prefix) && spec.endsWith(suffix)) {
      const matched = spec.slice(prefix.length, spec.length - suffix.length);
      out.push(...p.targets.map((t) => t.replace('*', matched)));
    }
  }
  if (ts.baseUrl !== null) {
    const under = normalize(`${ts.baseUrl}/${spec}`);
    if (under !== null) out.push(under);
  }
  return out;
}
