/**
 * The context manifest: the versioned JSON document the engine hands to the
 * next agent. `schema/manifest.schema.json` describes it; keep the two in step.
 */
import type { FileLink } from './file-links.js';
import type { SkipCounts } from './repo-files.js';
import type { FileForm, LineRange } from './pack-budget.js';
import type { RelatedTest } from './related-tests.js';
import type { SymbolKind } from './syntax/parse-files.js';
import type { CycleLog, QuerySummary, StopReason } from './types.js';

export const SCHEMA_VERSION = '1.1.0';

/** A symbol of a selected file that matches the task, so an agent can open the right function. */
export interface ManifestSymbol {
  /** Qualified by its class-like scopes: `Table._convert_data_to_col`. */
  name: string;
  kind: SymbolKind;
  /** 1-based, inclusive. */
  startLine: number;
  endLine: number;
  /** Match of the symbol's name and body with the final query, in [0, 1). */
  score: number;
}

export interface ManifestFile {
  path: string;
  relevance: number;
  reason: string;
  missingContext: string[];
  /** o200k_base tokens of the whole file. */
  tokens: number;
  /** How the file is given: whole, or (to fit `--budget-tokens`) as its relevant symbols' ranges or signatures. */
  form: FileForm;
  /** Tokens of the form given (equals `tokens` for `file`). */
  givenTokens: number;
  /** The line ranges given, for `ranges` and `signatures`. */
  ranges?: LineRange[];
  /** How the file was read: a tree-sitter grammar, or the regular-expression fallback. */
  parser: 'tree-sitter' | 'lexical';
  /** Symbols matching the query, best first (at most 10). */
  symbols: ManifestSymbol[];
}

/** A test file related to the task: ranked by the engine, or linked to a selected file by imports or name. */
export interface ManifestTest extends RankedFile {
  /** The selected files it exercises (empty when it was only ranked). */
  exercises: RelatedTest['exercises'];
}

export interface RankedFile {
  path: string;
  relevance: number;
  isTest: boolean;
}

export interface Manifest {
  schemaVersion: typeof SCHEMA_VERSION;
  engine: { name: 'iterative-retrieval'; version: string };
  task: {
    /** Where the task came from: `cli`, `issue`, `comment`, `workflow_dispatch`, `stdin`... */
    source: string;
    title: string;
    /** sha256 of the task text as given, hex. */
    sha256: string;
    /** Characters of the task text read (after cleaning and truncation). */
    chars: number;
    truncated: boolean;
  };
  query: QuerySummary;
  /** The selected context, by relevance then path. */
  files: ManifestFile[];
  /** The top evaluated non-test files (at least 50 where there are that many), selected or not. */
  ranking: RankedFile[];
  /** Test files related to the task or exercising the selection, by relevance. */
  tests: ManifestTest[];
  /** Imports and references between the selected files. */
  links: FileLink[];
  cycles: CycleLog[];
  stopReason: StopReason;
  totals: {
    filesScanned: number;
    filesSkipped: SkipCounts;
    /** Tokens of the selected files, in the form each is given. */
    selectedTokens: number;
    /** Tokens of every indexed file, estimated from bytes at the selection's tokens-per-byte ratio. */
    repoTokensEstimate: number;
    /** Files dropped from the selection to fit `budgetTokens` (not even their signatures fit). */
    droppedForBudget: number;
    budgetTokens: number | null;
    elapsedMs: number;
  };
  /** Things the reader should know: truncated task, skipped files, partial results. */
  notes: string[];
}

/** Stable JSON: same manifest, same bytes. */
export function manifestToJson(m: Manifest): string {
  return JSON.stringify(m, null, 2) + '\n';
}
