/**
 * `packToBudget` on the kept helper thread (helper-thread.ts). Counting tokens
 * first loads the o200k tokenizer, ~0.2 s of a one-shot run; the helper loads it
 * while idle, as this thread runs the cycles, so the count waits for no load.
 * With no helper kept (none given, a tree too large to keep it) or one that
 * fails, the files are packed here: the same answer, later.
 */
import { askHelper, endHelper, keepHelper, takeKeptHelper } from './helper-thread.js';
import { packToBudget, type PackInput, type Packed } from './pack-budget.js';

/** Longest wait for the helper's answer before packing here (a load, then a count of at most a few MB). */
const PACK_TIMEOUT_MS = 5_000;

export async function packOnHelper(script: URL | null, files: readonly PackInput[], budget: number | null, timeoutMs = PACK_TIMEOUT_MS): Promise<Packed[]> {
  const worker = script === null ? undefined : takeKeptHelper(script);
  if (worker === undefined) return packToBudget(files, budget);
  try {
    const packed = await askHelper<Packed[]>(worker, { kind: 'pack', files, budget }, timeoutMs);
    if (!keepHelper(script!, worker, true)) endHelper(worker);
    return packed;
  } catch {
    return packToBudget(files, budget);
  }
}
