/**
 * Indexing on two cores. Reading and tokenizing is nearly all of a run's time
 * and each file is independent, so this thread reads the listing from the
 * front while the helper thread (helper-thread.ts) reads it from the back,
 * until they meet (see `ListingCursor`). The worker's part comes back packed and is appended after
 * this thread's, a term's postings when the engine first asks for it
 * (`AppendedPostings`), so the index holds exactly what `buildIndex` builds
 * alone (the same files, ids and postings; only terms first seen by the worker
 * are listed in another order, which nothing reads).
 */
import type { Worker } from 'node:worker_threads';
import { askHelper, endHelper, keepHelper, startHelper, takeKeptHelper, type IndexRequest } from './helper-thread.js';
import { AppendedPostings, indexPart, inOrder, packPart, type IndexedPart, type PackedPart } from './index-part.js';
import { ListingCursor } from './listing-cursor.js';
import { assembleIndex, indexListing, partOptionsOf, type IndexOptions, type RepoIndex } from './repo-index.js';
import { addSkipCounts, listRepoFiles } from './repo-files.js';

/**
 * Below this many bytes, a fresh worker (start-up, and its first files read in
 * unoptimized code) costs about what it saves: CLI runs measured even on
 * 4–13 MB trees, faster on a 30 MB one (and, started with the walk, still no
 * faster on 3–13 MB ones). A worker kept from an earlier run of the process is
 * warm, and reads any tree.
 */
export const MIN_PARALLEL_BYTES = 16_000_000;

/**
 * After a tree of at most this many bytes the worker is kept, idle, to count the
 * selection's tokens (pack-on-helper.ts) and for the process's next run (after a
 * tree too small for it too: it booted meanwhile); after a larger one it is
 * ended, so that its heap (half the tree's postings, until collected) does not
 * add to the peak memory of the run that goes on here.
 */
export const MAX_KEEP_BYTES = 64_000_000;

export interface ParallelTuning {
  /** Trees under this many bytes are read on this thread alone, unless a worker is kept. */
  minBytes: number;
  /** Trees over this many bytes end their worker; smaller ones keep it for the next run. */
  maxKeepBytes: number;
  /** How long past the deadline the worker may take to answer before its share is read here (a hung read). */
  graceMs: number;
}

export const DEFAULT_TUNING: ParallelTuning = { minBytes: MIN_PARALLEL_BYTES, maxKeepBytes: MAX_KEEP_BYTES, graceMs: 5_000 };

export interface ParallelIndex {
  index: RepoIndex;
  /** Files the worker read (0 when the tree was too small for it, or it failed). */
  workerFiles: number;
}

/**
 * `buildIndex` with a worker running `workerScript` reading part of the tree,
 * when the walk shows the tree is worth it. Should the worker fail, this
 * thread reads what it had claimed: the index loses nothing, only time.
 */
export async function buildIndexInParallel(root: string, options: Partial<IndexOptions>, workerScript: URL, tuning: ParallelTuning = DEFAULT_TUNING): Promise<ParallelIndex> {
  // Taken or started before the walk, so that a fresh worker boots while this thread lists the tree.
  const keptWorker = takeKeptHelper(workerScript);
  const warm = keptWorker !== undefined;
  const worker = keptWorker ?? startHelper(workerScript);
  const listing = listRepoFiles(root, options);
  const bytes = listing.files.reduce((sum, f) => sum + f.size, 0);
  if (worker === undefined) return { index: indexListing(root, listing, options), workerFiles: 0 };
  if (bytes < tuning.minBytes && !warm) {
    // Too small a tree for a cold worker: read here, the worker kept (booted meanwhile) for the process's next run.
    if (!keepHelper(workerScript, worker, bytes <= tuning.maxKeepBytes)) endHelper(worker);
    return { index: indexListing(root, listing, options), workerFiles: 0 };
  }
  const partOptions = partOptionsOf(options);
  const cursor = new ListingCursor(listing.files.length);
  const theirs = indexOnHelper(
    workerScript,
    worker,
    { kind: 'index', root, files: listing.files, cursor: cursor.buffer, phrases: partOptions.phrases, remainingMs: partOptions.deadline - partOptions.now() },
    tuning.graceMs,
    bytes <= tuning.maxKeepBytes,
  );
  const part: IndexedPart = indexPart(root, () => listing.files[cursor.claimFront()], partOptions);
  const met = cursor.front;
  let packed: PackedPart;
  let workerFiles = 0;
  try {
    packed = await theirs;
    workerFiles = packed.facts.length;
  } catch {
    // The worker's claims, from where the ends met, are read here instead.
    packed = packPart(indexPart(root, inOrder(listing.files.slice(met)), partOptions));
  }
  const body = new AppendedPostings(part.body, packed, part.facts.length);
  for (const f of packed.facts) part.facts.push(f);
  part.taken += packed.taken;
  addSkipCounts(part.skipped, packed.skipped);
  return { index: assembleIndex(root, listing, part, body), workerFiles };
}

/**
 * Run one index request on `worker`. Answered, the worker is kept when `keep` says so
 * (see keepHelper), else ended before this thread appends its part, so that its heap is
 * freed first. A worker silent past the deadline and its grace (a hung read) is ended and
 * counted as failed.
 */
async function indexOnHelper(script: URL, worker: Worker, request: IndexRequest, graceMs: number, keep: boolean): Promise<PackedPart> {
  const packed = await askHelper<PackedPart>(worker, request, request.remainingMs + graceMs);
  if (!keepHelper(script, worker, keep)) await worker.terminate().catch(() => {});
  return packed;
}
