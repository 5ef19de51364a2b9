/**
 * Indexing on two cores. Reading and tokenizing is nearly all of a run's time
 * and each file is independent, so this thread reads the listing from the
 * front while a worker thread (`src/index-worker.ts`, bundled as
 * `dist/index-worker.js`) reads it from the back, until they meet (see
 * `ListingCursor`). The worker's part comes back packed and is appended after
 * this thread's, so the index holds exactly what `buildIndex` builds alone (the
 * same files, ids and postings; only terms first seen by the worker enter the
 * body map in another order, which nothing reads).
 */
import { Worker } from 'node:worker_threads';
import { appendPacked, indexPart, inOrder, packPart, type IndexedPart, type PackedPart } from './index-part.js';
import { ListingCursor } from './listing-cursor.js';
import { assembleIndex, indexListing, partOptionsOf, type IndexOptions, type RepoIndex } from './repo-index.js';
import { addSkipCounts, listRepoFiles, type ListedFile } from './repo-files.js';

/** What the worker is asked to index. */
export interface WorkerRequest {
  root: string;
  files: ListedFile[];
  /** The `ListingCursor` both threads claim files from. */
  cursor: SharedArrayBuffer;
  phrases: readonly string[];
  /** Time left before the deadline, in ms (each thread has its own clock origin). */
  remainingMs: number;
}

/**
 * Below this many bytes, a fresh worker (start-up, and its first files read in
 * unoptimized code) costs about what it saves: CLI runs measured even on
 * 4–13 MB trees, faster on a 30 MB one.
 */
export const MIN_PARALLEL_BYTES = 16_000_000;

export interface ParallelTuning {
  /** Trees under this many bytes are read on this thread alone. */
  minBytes: number;
  /** How long past the deadline the worker may take to answer before its share is read here (a hung read). */
  graceMs: number;
}

export const DEFAULT_TUNING: ParallelTuning = { minBytes: MIN_PARALLEL_BYTES, graceMs: 5_000 };

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
  const listing = listRepoFiles(root, options);
  const bytes = listing.files.reduce((sum, f) => sum + f.size, 0);
  if (bytes < tuning.minBytes) return { index: indexListing(root, listing, options), workerFiles: 0 };
  const partOptions = partOptionsOf(options);
  const cursor = new ListingCursor(listing.files.length);
  const theirs = askWorker(
    workerScript,
    { root, files: listing.files, cursor: cursor.buffer, phrases: partOptions.phrases, remainingMs: partOptions.deadline - partOptions.now() },
    tuning.graceMs,
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
  appendPacked(part.body, packed, part.facts.length);
  for (const f of packed.facts) part.facts.push(f);
  part.taken += packed.taken;
  addSkipCounts(part.skipped, packed.skipped);
  return { index: assembleIndex(root, listing, part), workerFiles };
}

/**
 * Run one request on a fresh worker, ended as soon as it answers: its heap
 * (half the tree's postings before packing) is freed before this thread
 * appends the part, which keeps the run's peak memory down. A worker silent
 * past the deadline (a hung read) is ended and counted as failed.
 */
function askWorker(script: URL, request: WorkerRequest, graceMs: number): Promise<PackedPart> {
  let worker: Worker;
  try {
    worker = new Worker(script);
  } catch (e) {
    return Promise.reject(e as Error);
  }
  return new Promise<PackedPart>((resolve, reject) => {
    let answered = false;
    const timer = Number.isFinite(request.remainingMs)
      ? setTimeout(() => {
          void worker.terminate();
          reject(new Error('index worker did not answer before the time limit'));
        }, Math.max(0, request.remainingMs + graceMs))
      : undefined;
    worker.once('message', (packed: PackedPart) => {
      answered = true;
      clearTimeout(timer);
      // Resolved once the worker is gone: its exit is then no failure.
      worker.terminate().then(
        () => resolve(packed),
        () => resolve(packed),
      );
    });
    worker.once('error', (e) => {
      clearTimeout(timer);
      void worker.terminate();
      reject(e);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      if (!answered) reject(new Error(`index worker exited with code ${code}`));
    });
    worker.postMessage(request);
  });
}
