/** Where the index worker is, for the CLI and Action entries. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The index worker shipped beside the running bundle (`dist/index-worker.js`),
 * or null when running from source, where the tree is then read on one thread.
 */
export function bundledIndexWorker(): URL | null {
  const url = new URL('./index-worker.js', import.meta.url);
  return existsSync(fileURLToPath(url)) ? url : null;
}
