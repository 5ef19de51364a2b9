/**
 * Symbol-level evidence for a shortlist of files: how strongly the query's terms
 * meet inside one definition (its name and its own body), rather than anywhere in
 * the file. A file where the task's words gather in one function is more likely
 * the one to change than a file that mentions them here and there.
 */
import type { FileSyntax } from './syntax/parse-files.js';
import { termsOf } from './tokenize.js';
import type { WeightedTerm } from './types.js';

export interface SymbolMatch {
  /** Σ over query terms in the best definition of weight · idf · (name hit × 2 + body hit). */
  score: number;
  /** Qualified name of the best definition, if any matched. */
  symbol: string | undefined;
}

const NAME_HIT = 2;

/** The file's best-matching definition. `idf` gives a term's rarity in the repository. */
export function bestSymbolMatch(syntax: Pick<FileSyntax, 'definitions'>, keywords: readonly WeightedTerm[], idf: (term: string) => number): SymbolMatch {
  const weights = new Map<string, number>();
  for (const k of keywords) weights.set(k.term, Math.max(weights.get(k.term) ?? 0, k.weight));
  let best: SymbolMatch = { score: 0, symbol: undefined };
  for (const def of syntax.definitions) {
    const name = new Set(termsOf(def.name));
    const body = new Set<string>();
    for (const id of def.identifiers) for (const t of termsOf(id)) body.add(t);
    let score = 0;
    for (const [t, w] of weights) {
      const hit = (name.has(t) ? NAME_HIT : 0) + (body.has(t) ? 1 : 0);
      if (hit > 0) score += w * idf(t) * hit;
    }
    if (score > best.score) best = { score, symbol: def.qualifiedName };
  }
  return best;
}
