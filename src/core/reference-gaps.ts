/**
 * Gaps from references: what the best-matching functions of the best files call
 * that is defined elsewhere in the repository and not in the context yet. REFINE
 * turns them into focus areas, so the next cycle looks at the code a relevant
 * function depends on (a file that defines what a relevant file calls is context).
 */
import { ignoresCase } from './code-facts.js';
import type { RepoIndex } from './repo-index.js';
import { scoreSymbols } from './score-symbols.js';
import type { FileSyntax } from './syntax/parse-files.js';
import type { WeightedTerm } from './types.js';

export interface ReferenceGap {
  /** The name used (`isExpired`): the focus area. */
  name: string;
  /** The file that defines it. */
  definedIn: string;
  /** The file and symbol that use it. */
  usedIn: string;
  usedBy: string;
}

export interface ReferenceGapLimits {
  /** Symbols per file whose references count: the file's best matches with the query. @default 2 */
  symbolsPerFile: number;
  /** Least symbol score (see `scoreSymbols`) for a symbol's references to count. @default 0.2 */
  minSymbolScore: number;
  /** A name defined in more files than this is too common to point anywhere (`get`, `run`). @default 2 */
  maxDefiners: number;
  /** Most gaps per cycle. @default 6 */
  maxGaps: number;
}

export const DEFAULT_REFERENCE_GAPS: ReferenceGapLimits = { symbolsPerFile: 2, minSymbolScore: 0.2, maxDefiners: 2, maxGaps: 6 };

export function referenceGaps(
  index: Pick<RepoIndex, 'files' | 'defNames' | 'idOfPath'>,
  syntaxes: readonly FileSyntax[],
  keywords: readonly WeightedTerm[],
  context: ReadonlySet<string>,
  limits: ReferenceGapLimits = DEFAULT_REFERENCE_GAPS,
): ReferenceGap[] {
  const gaps: ReferenceGap[] = [];
  const seen = new Set<string>();
  for (const syntax of syntaxes) {
    const lang = index.files[index.idOfPath.get(syntax.path) ?? -1]?.lang;
    const ownNames = new Set(syntax.definitions.map((d) => d.name));
    const best = scoreSymbols(syntax, keywords).filter((s) => s.score >= limits.minSymbolScore).slice(0, limits.symbolsPerFile);
    for (const symbol of best) {
      const def = syntax.definitions.find((d) => d.qualifiedName === symbol.name && d.startLine === symbol.startLine);
      for (const name of def?.identifiers ?? []) {
        if (name.length < 4 || ownNames.has(name) || seen.has(name)) continue;
        const definers = (index.defNames.get(name.toLowerCase()) ?? []).map((id) => index.files[id]!).filter((f) => !f.isTest && f.path !== syntax.path);
        if (definers.length === 0 || definers.length > limits.maxDefiners || definers.some((f) => context.has(f.path))) continue;
        // A call names a definition in its own language, as written: Python's `self` is not jQuery's, C's `else`
        // is not the Bison token `ELSE`, nor `char` a typedef's `Char`.
        const definer = definers.find((f) => f.lang === lang && (f.defs.includes(name) || ignoresCase(f.lang)));
        if (definer === undefined) continue;
        seen.add(name);
        gaps.push({ name, definedIn: definer.path, usedIn: syntax.path, usedBy: symbol.name });
        if (gaps.length >= limits.maxGaps) return gaps;
      }
    }
  }
  return gaps;
}
