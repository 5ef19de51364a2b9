/**
 * Credentials never reach output. Task text and file text pass through here
 * before they are searched, and the manifest passes through once more before it
 * is returned, so a token pasted into an issue or committed into a file is never
 * echoed into a comment, a summary or the manifest.
 *
 * Shapes follow the providers' documented formats (GitHub token prefixes, AWS
 * access key IDs, Slack `xox?-`, PEM private key blocks...; no word boundaries, so a
 * token glued to other text is still caught) plus one generic rule:
 * a random-looking value assigned to a key named like a secret. Every pattern is
 * linear in the text: bounded repeats, no nested quantifiers.
 */

/** What a redacted credential becomes in output. */
export const REDACTED = '[redacted]';

export interface SecretPattern {
  /** What it catches (tests and SECURITY.md use the name). */
  name: string;
  re: RegExp;
}

/**
 * Credential shapes, most specific first. Case-insensitive: the engine lower-cases
 * terms, and a lower-cased token must still be caught in the query log.
 */
export const SECRET_PATTERNS: readonly SecretPattern[] = [
  // The whole block, BEGIN to END (or to the end of the text when END is missing).
  { name: 'private key block', re: /-----BEGIN[A-Z0-9 ]{0,40} PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]{0,40} PRIVATE KEY(?: BLOCK)?-----|$)/gi },
  { name: 'GitHub token', re: /(?:gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{40,255})/gi },
  { name: 'AWS access key ID', re: /(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}/gi },
  { name: 'Slack token', re: /xox[abposr]-[A-Za-z0-9-]{10,250}/gi },
  { name: 'Slack webhook', re: /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9_/]{20,200}/gi },
  { name: 'Google API key', re: /AIza[0-9A-Za-z_-]{35}/gi },
  { name: 'Stripe key', re: /[rs]k_(?:live|test)_[0-9A-Za-z]{16,250}/gi },
  { name: 'npm token', re: /npm_[A-Za-z0-9]{36}/gi },
  { name: 'JSON Web Token', re: /eyJ[A-Za-z0-9_-]{8,2000}\.eyJ[A-Za-z0-9_-]{8,4000}\.[A-Za-z0-9_-]{8,2000}/gi },
];

/** `scheme://user:password@host`: group 1 up to the password, group 2 the password. */
export const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@]{1,200}:)([^\s@/]{1,200})@/gi;
/** The same, matched only where it is asked (sticky). */
const URL_CREDENTIALS_AT = new RegExp(URL_CREDENTIALS.source, 'iy');
/** A scheme is 2 to 21 characters: a match starts that far before its `://`. */
const MAX_SCHEME = 21;

/**
 * `text.replace(URL_CREDENTIALS, head + replacement + '@')`, trying the pattern
 * only just before each `://` instead of at every word: the global scan costs
 * more than all other patterns together on files full of URLs (license headers,
 * docs). Same matches, left to right, as the global replace.
 */
export function redactUrlCredentials(text: string, replacement: string): string {
  let out = '';
  let copied = 0;
  let p = text.indexOf('://');
  while (p >= 0) {
    let next = p + 3;
    for (let s = Math.max(copied, p - MAX_SCHEME); s <= p - 2; s++) {
      URL_CREDENTIALS_AT.lastIndex = s;
      const m = URL_CREDENTIALS_AT.exec(text);
      if (m === null) continue;
      out += text.slice(copied, s) + m[1]! + replacement + '@';
      copied = next = s + m[0].length;
      break;
    }
    p = text.indexOf('://', next);
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * `api_key = "..."`, `GITHUB_TOKEN: ...`, `"password": "..."`.
 * Group 1 is the key and separator (kept), group 2 the value (replaced when it looks random).
 */
const ASSIGNED_SECRET =
  /((?:secret|token|passw(?:or)?d|passwd|pwd|api[_-]?key|access[_-]?key|private[_-]?key|auth[_-]?key|credentials?)\w{0,30}["']?\s{0,5}[:=]\s{0,5}["']?)([A-Za-z0-9+/_.~=-]{16,512})/gi;

/**
 * Any credential shape at all: the union of SECRET_PATTERNS and ASSIGNED_SECRET
 * (not global: only asked whether it matches). A text matches it exactly when one
 * of them matches. One scan with it costs about half of their ten scans, and most
 * files hold no shape, so redactSecrets runs them one by one only on the few that do.
 * (Gating each pattern on its literal prefix instead saves little: V8 scans for
 * a short literal about as fast as for the pattern itself.)
 */
const ANY_SHAPE = new RegExp([...SECRET_PATTERNS.map((p) => p.re), ASSIGNED_SECRET].map((re) => `(?:${re.source})`).join('|'), 'i');

/** Shannon entropy of a string, in bits per character. */
export function entropyBits(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * Random-looking: high entropy, and not an identifier, a reference to where a
 * secret lives, or a lower-case path. `computeTokenHash`, `process.env.TOKEN` and
 * `src/auth/token.ts` stay: a reader needs them, and they are not credentials.
 */
export function looksRandom(value: string): boolean {
  if (entropyBits(value) < 3.5) return false;
  if (/^(?:process\.env|os\.environ|env|secrets|vars|inputs|github)\b/i.test(value)) return false;
  const digits = (value.match(/[0-9]/g) ?? []).length;
  // Letter-digit switches: random strings switch often, identifiers (`sha256Hash`) rarely.
  const switches = (value.match(/[A-Za-z](?=[0-9])|[0-9](?=[A-Za-z])/g) ?? []).length;
  if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(value)) return digits >= 2 && switches >= 3;
  if (/^[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)+$/.test(value) || /^\.{1,2}\//.test(value)) return false;
  return /[A-Za-z]/.test(value) && (digits > 0 || /[A-Z]/.test(value));
}

/** `text` with every credential-shaped string replaced by `replacement`. */
export function redactSecrets(text: string, replacement: string = REDACTED): string {
  const shaped = ANY_SHAPE.test(text);
  let out = text;
  if (shaped) for (const { re } of SECRET_PATTERNS) out = out.replace(re, replacement);
  out = redactUrlCredentials(out, replacement);
  // Without a shape in `text`, only a URL redaction can have made one (a replacement is any string).
  if (shaped || out !== text) out = out.replace(ASSIGNED_SECRET, (m, key: string, value: string) => (looksRandom(value) ? key + replacement : m));
  return out;
}

/** True when `text` holds something `redactSecrets` would replace. */
export function containsSecret(text: string): boolean {
  return redactSecrets(text, '\u0000') !== text;
}

/** A copy of `value` with every string in it redacted, except the values under the keys in `keep`. */
export function redactDeep<T>(value: T, keep: ReadonlySet<string> = new Set()): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return redactSecrets(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = keep.has(k) ? x : walk(x);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}

/** The manifest with every string redacted but the task's hash (hex, and needed to match the task). */
export function redactManifest<M extends object>(manifest: M): M {
  return redactDeep(manifest, new Set(['sha256']));
}
