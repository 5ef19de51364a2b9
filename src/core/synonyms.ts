/**
 * A small thesaurus of programming synonyms: the words an issue uses versus the
 * words code uses. Groups are symmetric; entries are stemmed when loaded so they
 * meet the index's terms. Repositories add their own groups in the config file.
 */
import { stem } from './tokenize.js';

/** Each group lists words that name the same idea in code. */
export const BUILTIN_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['rate', 'throttle', 'ratelimit', 'limiter', 'quota', 'debounce'],
  ['authentication', 'auth', 'authenticate', 'login', 'signin', 'credential'],
  ['authorization', 'permission', 'acl', 'role', 'policy'],
  ['token', 'jwt', 'bearer'],
  ['expiry', 'expire', 'expiration', 'ttl', 'lifetime'],
  ['config', 'configuration', 'settings', 'options', 'preferences'],
  ['delete', 'remove', 'destroy', 'drop', 'unlink'],
  ['create', 'insert', 'add', 'make', 'build'],
  ['update', 'modify', 'patch', 'mutate'],
  ['endpoint', 'route', 'router', 'handler', 'controller', 'api'],
  ['middleware', 'interceptor', 'hook', 'plugin', 'filter'],
  ['database', 'db', 'repository', 'store', 'storage', 'persistence'],
  ['cache', 'memo', 'memoize', 'lru'],
  ['log', 'logger', 'logging', 'trace'],
  ['error', 'exception', 'failure', 'fault'],
  ['user', 'account', 'member', 'principal'],
  ['session', 'cookie'],
  ['request', 'req'],
  ['response', 'res', 'reply'],
  ['retry', 'backoff', 'attempt'],
  ['timeout', 'deadline'],
  ['parse', 'parser', 'deserialize', 'decode'],
  ['serialize', 'encode', 'stringify', 'dump'],
  ['validate', 'validator', 'validation', 'check', 'verify'],
  ['email', 'mail', 'smtp'],
  ['notification', 'notify', 'alert'],
  ['schedule', 'scheduler', 'cron', 'job'],
  ['queue', 'worker', 'task'],
  ['password', 'passwd', 'secret'],
  ['encrypt', 'cipher', 'crypto'],
  ['hash', 'digest', 'checksum'],
  ['upload', 'attachment'],
  ['search', 'query', 'find', 'lookup'],
  ['pagination', 'paginate', 'page', 'cursor', 'offset'],
  ['signup', 'register', 'registration'],
  ['logout', 'signout'],
];

/** A synonym: its stemmed term, which the index is searched for, and the word a reader is shown. */
export interface Synonym {
  term: string;
  word: string;
}

/** Stemmed term -> the synonyms of its groups. */
export type Thesaurus = ReadonlyMap<string, readonly Synonym[]>;

export function buildThesaurus(extraGroups: readonly (readonly string[])[] = []): Thesaurus {
  // Each stem's synonyms: stem -> the first word written for it.
  const map = new Map<string, Map<string, string>>();
  for (const group of [...BUILTIN_SYNONYM_GROUPS, ...extraGroups]) {
    const members = group.map((w) => ({ term: stem(w.toLowerCase()), word: w.toLowerCase() }));
    for (const { term } of members) {
      const synonyms = map.get(term) ?? new Map<string, string>();
      for (const other of members) if (other.term !== term && !synonyms.has(other.term)) synonyms.set(other.term, other.word);
      map.set(term, synonyms);
    }
  }
  return new Map([...map].map(([k, v]) => [k, [...v].map(([term, word]) => ({ term, word })).sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))]));
}

/** Synonyms of the given terms, with the term that led to each. */
export function expandSynonyms(terms: readonly string[], thesaurus: Thesaurus): { synonym: Synonym; via: string }[] {
  return terms.flatMap((via) => (thesaurus.get(via) ?? []).map((synonym) => ({ synonym, via })));
}
