/**
 * The context manifest: the versioned JSON document the engine hands to the
 * next agent. `schema/manifest.schema.json` describes it; keep the two in step.
 */
import type { SkipCounts } from './repo-files.js';
import type { CycleLog, QuerySummary, StopReason } from './types.js';

export const SCHEMA_VERSION = '1.0.0';

export interface ManifestFile {
  path: string;
  relevance: number;
  reason: string;
  missingContext: string[];
  /** o200k_base tokens of the whole file. */
  tokens: number;
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
  /** Test files related to the task, by relevance. */
  tests: RankedFile[];
  cycles: CycleLog[];
  stopReason: StopReason;
  totals: {
    filesScanned: number;
    filesSkipped: SkipCounts;
    /** Tokens of the selected files. */
    selectedTokens: number;
    /** Tokens of every indexed file, estimated from bytes at the selection's tokens-per-byte ratio. */
    repoTokensEstimate: number;
    /** Files dropped from the selection to fit `budgetTokens`. */
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
