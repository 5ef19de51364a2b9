/**
 * `packToBudget` on the kept helper thread (helper-thread.ts). Counting tokens
 * first loads the o200k tokenizer, ~0.2 s of a one-shot run; the helper loads it
 * while idle, as this thread runs the cycles, so the count waits for no load.
 * With no helper kept (none given, a tree too large to keep it), a selection
 * too large to copy, or a helper that fails, the files are packed here: the
 * same answer.
 */
import { askHelper, endHelper, keepHelper, takeKeptHelper } from './helper-thread.js';
import { packToBudget, type PackInput, type Packed } from './pack-budget.js';

/** Longest wait for the helper's answer before packing here (a load, then a count of at most MAX_HELPER_CHARS). */
const PACK_TIMEOUT_MS = 5_000;

/**
 * Larger selections are packed here: sent to the helper, their text would be held
 * twice (a selection may be 200 files of up to 50 MB each), to save a load (~0.2 s)
 * that is small beside counting them (~0.3 s per 4M characters).
 */
export const MAX_HELPER_CHARS = 4_000_000;

export async function packOnHelper(script: URL | null, files: readonly PackInput[], budget: number | null, timeoutMs = PACK_TIMEOUT_MS): Promise<Packed[]> {
  if (script === null || files.reduce((n, f) => n + f.text.length, 0) > MAX_HELPER_CHARS) return packToBudget(files, budget);
  const worker = takeKeptHelper(script);
  if (worker === undefined) return packToBudget(files, budget);
  try {
    const packed = await askHelper<Packed[]>(worker, { kind: 'pack', files, budget }, timeoutMs);
    if (!keepHelper(script, worker, true)) endHelper(worker);
    return packed;
  } catch {
    return packToBudget(files, budget);
  }
}
