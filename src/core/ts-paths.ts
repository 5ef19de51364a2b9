/**
 * TypeScript path aliases (`compilerOptions.paths` and `baseUrl` of the root
 * tsconfig.json or jsconfig.json): `@/auth/tokens` -> `src/auth/tokens`, so
 * aliased imports link files like relative ones do.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

function normalize(p: string): string {
  const parts: string[] = [];
  for (const seg of p.replace(/\\/g, '/').split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') parts.pop();
    else parts.push(seg);
  }
  return parts.join('/');
}

/** The aliases of the repository's root tsconfig.json (else jsconfig.json); none when absent or unreadable. */
export function readTsPaths(root: string): TsPaths {
  for (const name of ['tsconfig.json', 'jsconfig.json']) {
    let text: string;
    try {
      text = readFileSync(join(root, name), 'utf8');
    } catch {
      continue;
    }
    const options = (parseJsonc(text) as { compilerOptions?: { baseUrl?: unknown; paths?: unknown } } | undefined)?.compilerOptions;
    if (!options) return { baseUrl: null, paths: [] };
    const baseUrl = typeof options.baseUrl === 'string' ? normalize(options.baseUrl) : null;
    const from = baseUrl ?? '';
    const paths: TsPaths['paths'] = [];
    if (options.paths && typeof options.paths === 'object') {
      for (const [pattern, targets] of Object.entries(options.paths as Record<string, unknown>)) {
        if (!Array.isArray(targets)) continue;
        paths.push({ pattern, targets: targets.filter((t): t is string => typeof t === 'string').map((t) => normalize(`${from}/${t}`)) });
      }
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
  if (ts.baseUrl !== null) out.push(normalize(`${ts.baseUrl}/${spec}`));
  return out;
}
