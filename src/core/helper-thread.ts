/**
 * The helper thread: one worker (`src/index-worker.ts`, bundled as
 * `dist/index-worker.js`) that reads part of a large tree (parallel-index.ts)
 * and, kept idle between jobs, loads the o200k tokenizer so that the selection's
 * tokens are counted there (pack-on-helper.ts) while this thread runs the cycles.
 * This module starts, keeps, hands out and ends it; it knows no job.
 */
import { Worker } from 'node:worker_threads';
import type { PackInput } from './pack-budget.js';
import type { ListedFile } from './repo-files.js';

/** Read files from the back of a listing, claiming each against this thread. */
export interface IndexRequest {
  kind: 'index';
  root: string;
  files: ListedFile[];
  /** The `ListingCursor` both threads claim files from. */
  cursor: SharedArrayBuffer;
  phrases: readonly string[];
  /** Time left before the deadline, in ms (each thread has its own clock origin). */
  remainingMs: number;
}

/** Fit files into a token budget (`packToBudget`). */
export interface PackRequest {
  kind: 'pack';
  files: readonly PackInput[];
  budget: number | null;
}

/** Load the tokenizer now, while idle (no answer). */
export interface WarmRequest {
  kind: 'warm';
}

export type HelperRequest = IndexRequest | PackRequest | WarmRequest;

/** The worker is a self-contained bundle: a loader the parent was started with (`--import`) would only slow its start. */
const WORKER_OPTIONS = { execArgv: [] };

/** A worker kept between jobs: idle, unreferenced, so it never holds the process open. */
let kept: { script: string; worker: Worker; forget: () => void } | undefined;

/** Whether a worker of `script` is kept, ready for a job. */
export function hasKeptHelper(script: URL): boolean {
  return kept?.script === script.href;
}

/**
 * Keep `worker` for a later job, when `worthKeeping` and no worker is kept
 * already (one of another script stays kept: overwritten, it would idle and
 * never be ended), and have it load the tokenizer meanwhile. False when it was
 * not kept: the caller ends it.
 */
export function keepHelper(script: URL, worker: Worker, worthKeeping: boolean): boolean {
  if (!worthKeeping || kept !== undefined) return false;
  // Should the idle worker fail or exit, the next job starts a fresh one.
  const forget = (): void => {
    if (kept?.worker === worker) kept = undefined;
  };
  worker.on('error', forget).once('exit', forget);
  worker.postMessage({ kind: 'warm' } satisfies WarmRequest);
  worker.unref();
  kept = { script: script.href, worker, forget };
  return true;
}

/** The kept worker of `script`, no longer kept (the caller keeps or ends it again), or undefined. */
export function takeKeptHelper(script: URL): Worker | undefined {
  if (!hasKeptHelper(script)) return undefined;
  const { worker, forget } = kept!;
  kept = undefined;
  worker.off('error', forget).off('exit', forget);
  worker.ref();
  return worker;
}

/** A fresh worker, or undefined when it cannot be started. */
export function startHelper(script: URL): Worker | undefined {
  try {
    return new Worker(script, WORKER_OPTIONS);
  } catch {
    return undefined;
  }
}

/** End a worker; an error it reports on the way out (a script that failed to load) is of no interest. */
export function endHelper(worker: Worker): void {
  worker.on('error', () => {});
  void worker.terminate();
}

/**
 * Post `request` and resolve with the worker's one answer. A worker that fails,
 * exits or stays silent for `timeoutMs` is ended and the promise rejected; once
 * answered, the worker is the caller's to keep or end.
 */
export function askHelper<T>(worker: Worker, request: HelperRequest, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const done = (): void => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    };
    const onMessage = (answer: T): void => {
      done();
      resolve(answer);
    };
    const onError = (e: Error): void => {
      done();
      endHelper(worker);
      reject(e);
    };
    const onExit = (code: number): void => {
      done();
      reject(new Error(`helper thread exited with code ${code}`));
    };
    const timer = Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          done();
          endHelper(worker);
          reject(new Error('helper thread did not answer in time'));
        }, Math.max(0, timeoutMs))
      : undefined;
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(request);
  });
}
