/**
 * Indexing on two cores. Reading and tokenizing is nearly all of a run's time
 * and each file is independent, so this thread reads the listing from the
 * front while a worker thread (`src/index-worker.ts`, bundled as
 * `dist/index-worker.js`) reads it from the back, until they meet (see
 * `ListingCursor`). The worker's part comes back packed and is appended after
 * this thread's, a term's postings when the engine first asks for it
 * (`AppendedPostings`), so the index holds exactly what `buildIndex` builds
 * alone (the same files, ids and postings; only terms first seen by the worker
 * are listed in another order, which nothing reads).
 */
import { Worker } from 'node:worker_threads';
import { AppendedPostings, indexPart, inOrder, packPart, type IndexedPart, type PackedPart } from './index-part.js';
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
 * 4–13 MB trees, faster on a 30 MB one (and, started with the walk, still no
 * faster on 3–13 MB ones). A worker kept from an earlier run of the process is
 * warm, and reads any tree.
 */
export const MIN_PARALLEL_BYTES = 16_000_000;

/**
 * After a tree of at most this many bytes the worker is kept, idle, for the
 * process's next run (after a tree too small for it too: it booted meanwhile);
 * after a larger one it is ended, so that its heap (half the tree's postings,
 * until collected) does not add to the peak memory of the run that goes on here.
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
  const warm = kept?.script === workerScript.href;
  const worker = warm ? takeKeptWorker() : startWorker(workerScript);
  const listing = listRepoFiles(root, options);
  const bytes = listing.files.reduce((sum, f) => sum + f.size, 0);
  if (worker === undefined) return { index: indexListing(root, listing, options), workerFiles: 0 };
  if (bytes < tuning.minBytes && !warm) {
    // Too small a tree for a cold worker: read here, the worker kept (booted meanwhile) for the process's next run.
    if (!keepWorker(workerScript, worker, bytes <= tuning.maxKeepBytes)) endWorker(worker);
    return { index: indexListing(root, listing, options), workerFiles: 0 };
  }
  const partOptions = partOptionsOf(options);
  const cursor = new ListingCursor(listing.files.length);
  const theirs = askWorker(
    workerScript,
    worker,
    { root, files: listing.files, cursor: cursor.buffer, phrases: partOptions.phrases, remainingMs: partOptions.deadline - partOptions.now() },
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

/** The worker is a self-contained bundle: a loader the parent was started with (`--import`) would only slow its start. */
const WORKER_OPTIONS = { execArgv: [] };

/** A worker kept between runs (see MAX_KEEP_BYTES): idle, unreferenced, so it never holds the process open. */
let kept: { script: string; worker: Worker; forget: () => void } | undefined;

/**
 * Keep `worker` for the process's next run, when `worthKeeping` and no worker is
 * kept already (one of another script stays kept: overwritten, it would idle and
 * never be ended). False when it was not kept: the caller ends it.
 */
function keepWorker(script: URL, worker: Worker, worthKeeping: boolean): boolean {
  if (!worthKeeping || kept !== undefined) return false;
  // Should the idle worker fail or exit, the next run starts a fresh one.
  const forget = (): void => {
    if (kept?.worker === worker) kept = undefined;
  };
  worker.on('error', forget).once('exit', forget);
  worker.unref();
  kept = { script: script.href, worker, forget };
  return true;
}

function takeKeptWorker(): Worker {
  const { worker, forget } = kept!;
  kept = undefined;
  worker.off('error', forget).off('exit', forget);
  worker.ref();
  return worker;
}

/** A fresh worker, or undefined when it cannot be started (this thread then reads alone). */
function startWorker(script: URL): Worker | undefined {
  try {
    return new Worker(script, WORKER_OPTIONS);
  } catch {
    return undefined;
  }
}

/** End a worker; an error it reports on the way out (a script that failed to load) is of no interest. */
function endWorker(worker: Worker): void {
  worker.on('error', () => {});
  void worker.terminate();
}

/**
 * Run one request on `worker`. Answered, the worker is kept when `keep` says so
 * (see keepWorker), else ended before this thread appends its part. A worker
 * silent past the deadline (a hung read) is ended and counted as failed.
 */
function askWorker(script: URL, worker: Worker, request: WorkerRequest, graceMs: number, keep: boolean): Promise<PackedPart> {
  return new Promise<PackedPart>((resolve, reject) => {
    const done = (): void => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    };
    const onMessage = (packed: PackedPart): void => {
      done();
      if (keepWorker(script, worker, keep)) {
        resolve(packed);
        return;
      }
      // Resolved once the worker is gone: its heap is freed before the part is appended.
      worker.terminate().then(
        () => resolve(packed),
        () => resolve(packed),
      );
    };
    const onError = (e: Error): void => {
      done();
      endWorker(worker);
      reject(e);
    };
    const onExit = (code: number): void => {
      done();
      reject(new Error(`index worker exited with code ${code}`));
    };
    const timer = Number.isFinite(request.remainingMs)
      ? setTimeout(() => {
          done();
          endWorker(worker);
          reject(new Error('index worker did not answer before the time limit'));
        }, Math.max(0, request.remainingMs + graceMs))
      : undefined;
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(request);
  });
}
