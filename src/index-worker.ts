/**
 * Entry of the helper thread (`dist/index-worker.js`, see core/helper-thread.ts).
 * An index request reads and tokenizes files from the back of the listing it is
 * sent, claiming them one at a time against the main thread, and posts its part
 * back packed, in listing order, its arrays transferred rather than copied
 * (core/parallel-index.ts). Kept idle, it loads the tokenizer, then packs the
 * selection into the token budget on request (core/pack-on-helper.ts).
 */
import { parentPort } from 'node:worker_threads';
import type { HelperRequest } from './core/helper-thread.js';
import { indexPart, packPart } from './core/index-part.js';
import { ListingCursor } from './core/listing-cursor.js';
import { packToBudget } from './core/pack-budget.js';
import { clearVocabularyMemos } from './core/term-counter.js';
import { countTokens } from './core/tokens.js';

parentPort?.on('message', (req: HelperRequest) => {
  switch (req.kind) {
    case 'index': {
      const cursor = new ListingCursor(req.cursor);
      const deadline = performance.now() + req.remainingMs;
      const part = indexPart(req.root, () => req.files[cursor.claimBack()], { phrases: req.phrases, deadline, now: () => performance.now() });
      const packed = packPart(part, true);
      parentPort!.postMessage(packed, [packed.counts, packed.files, packed.tfs].map((a) => a.buffer as ArrayBuffer));
      // Kept idle, it holds no vocabulary: the next request starts from empty memos, as a run on the main thread does.
      clearVocabularyMemos();
      return;
    }
    case 'warm':
      // The first count loads the encoding; later ones find it loaded.
      countTokens('');
      return;
    case 'pack':
      parentPort!.postMessage(packToBudget(req.files, req.budget));
      return;
  }
});
