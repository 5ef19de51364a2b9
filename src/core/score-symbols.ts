/**
 * How well each symbol of a file matches the query: so the manifest can point an
 * agent at the right function, and the budget can pack the relevant ranges.
 */
import type { FileSyntax, SymbolDef, SymbolKind } from './syntax/parse-files.js';
import { termsOfIdentifier } from './term-counter.js';
import { termsOf } from './tokenize.js';
import type { WeightedTerm } from './types.js';

export interface SymbolScoreParams {
  /** Weight of a query term in the symbol's own name (3 = a name hit is worth three body hits). @default 3 */
  name: number;
  /** Weight of a query term in the enclosing class's name (`Table` of `Table.read`). @default 1 */
  qualifier: number;
  /** Weight of a query term among the identifiers of the symbol's own body. @default 1 */
  body: number;
  /** Body identifiers at which a body hit starts to count less (longer bodies match more by chance). @default 30 */
  bodyLength: number;
  /** Half-saturation constant: the raw score at which the score is 0.5. @default 6 */
  saturation: number;
}

export const DEFAULT_SYMBOL_SCORE: SymbolScoreParams = { name: 3, qualifier: 1, body: 1, bodyLength: 30, saturation: 6 };

export interface ScoredSymbol {
  /** Qualified name (`Table._convert_data_to_col`). */
  name: string;
  kind: SymbolKind;
  startLine: number;
  endLine: number;
  /** Match with the query in [0, 1). */
  score: number;
}

interface SymbolTerms {
  def: SymbolDef;
  name: Set<string>;
  qualifier: Set<string>;
  body: Set<string>;
}

/** An ASCII identifier of at most 64 characters: its terms are `identifierTerms`, memoized by the index. */
const PLAIN_IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/;

/** `termsOf` one name, through the index's memo when the name is a plain identifier (most are, and they repeat). */
function termsOfName(name: string): readonly string[] {
  return PLAIN_IDENTIFIER.test(name) ? termsOfIdentifier(name) : termsOf(name);
}

function termsOfSymbol(def: SymbolDef): SymbolTerms {
  const qualifier = def.qualifiedName.slice(0, Math.max(0, def.qualifiedName.length - def.name.length - 1));
  const body = new Set<string>();
  for (const id of def.identifiers) for (const t of termsOfName(id)) body.add(t);
  return { def, name: new Set(termsOfName(def.name)), qualifier: new Set(termsOf(qualifier)), body };
}

/**
 * Every definition of the file with a score, best first (ties: source order).
 * score = raw / (raw + saturation), raw = Σ over query terms t of
 *   w(t) · idf(t) · (name·[t in name] + qualifier·[t in class name] + body·[t in body] / √max(1, |body| / bodyLength)),
 * the class-name part counting only when the rest is above zero;
 * idf(t) = ln(1 + symbols / symbols containing t), within the file (a term every symbol has tells them apart from nothing).
 */
export function scoreSymbols(syntax: Pick<FileSyntax, 'definitions'>, queryTerms: readonly WeightedTerm[], params: Partial<SymbolScoreParams> = {}): ScoredSymbol[] {
  const p = { ...DEFAULT_SYMBOL_SCORE, ...params };
  const weights = new Map<string, number>();
  for (const q of queryTerms) weights.set(q.term, Math.max(weights.get(q.term) ?? 0, q.weight));
  const symbols = syntax.definitions.map(termsOfSymbol);
  const df = new Map<string, number>();
  for (const s of symbols) {
    for (const t of new Set([...s.name, ...s.qualifier, ...s.body])) if (weights.has(t)) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const scored = symbols.map((s, order) => {
    const bodyNorm = 1 / Math.sqrt(Math.max(1, s.body.size / p.bodyLength));
    let own = 0;
    let qualifier = 0;
    for (const [t, w] of weights) {
      const idf = Math.log(1 + symbols.length / (df.get(t) ?? 1));
      const hit = (s.name.has(t) ? p.name : 0) + (s.body.has(t) ? p.body * bodyNorm : 0);
      if (hit > 0) own += w * idf * hit;
      if (s.qualifier.has(t)) qualifier += w * idf * p.qualifier;
    }
    // The class's name helps only a symbol that matches on its own: else every method of a relevant class would.
    const raw = own > 0 ? own + qualifier : 0;
    const score = Math.round((raw / (raw + p.saturation)) * 1000) / 1000;
    return { order, symbol: { name: s.def.qualifiedName, kind: s.def.kind, startLine: s.def.startLine, endLine: s.def.endLine, score } };
  });
  return scored.sort((a, b) => b.symbol.score - a.symbol.score || a.order - b.order).map((x) => x.symbol);
}
