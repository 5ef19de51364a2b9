/**
 * Entry of the index worker (`dist/index-worker.js`): reads and tokenizes files
 * from the back of the listing it is sent, claiming them one at a time against
 * the main thread, and posts its part back packed, in listing order, its arrays
 * transferred rather than copied; the main thread then ends it, or keeps it
 * for the process's next run. See core/parallel-index.ts.
 */
import { parentPort } from 'node:worker_threads';
import { indexPart, packPart } from './core/index-part.js';
import { ListingCursor } from './core/listing-cursor.js';
import type { WorkerRequest } from './core/parallel-index.js';
import { clearVocabularyMemos } from './core/term-counter.js';

parentPort?.on('message', (req: WorkerRequest) => {
  const cursor = new ListingCursor(req.cursor);
  const deadline = performance.now() + req.remainingMs;
  const part = indexPart(req.root, () => req.files[cursor.claimBack()], { phrases: req.phrases, deadline, now: () => performance.now() });
  const packed = packPart(part, true);
  parentPort!.postMessage(packed, [packed.counts, packed.files, packed.tfs].map((a) => a.buffer as ArrayBuffer));
  // Kept idle, it holds no vocabulary: the next request starts from empty memos, as a run on the main thread does.
  clearVocabularyMemos();
});
