import { describe, expect, it } from 'vitest';
import { peakMemoryOf } from '../../bench/peak-memory.js';
import { makeRepo } from '../helpers/repo.js';

describe('peakMemoryOf', () => {
  it("measures a fresh process: BM25 indexing 4.5 MB of distinct words peaks well above one that runs nothing", () => {
    const floor = peakMemoryOf('bm25', []);
    expect(floor).toBeGreaterThan(20);
    // 5 source files of ~0.9 MB each (under the 1 MB a file is read to), distinct words so the index grows too.
    const files: Record<string, string> = {};
    for (let f = 0; f < 5; f++) {
      const lines: string[] = [];
      for (let i = 0, size = 0; size < 900_000; i += 50) {
        const line = Array.from({ length: 50 }, (_, k) => `word${f}x${i + k}`).join(' ');
        lines.push(line);
        size += line.length + 1;
      }
      files[`src/mod${f}.py`] = lines.join('\n');
    }
    const tree = makeRepo(files);
    const peak = peakMemoryOf('bm25', [{ tree, query: 'word3x100 word4x2000' }]);
    expect(peak).toBeGreaterThan(floor + 50);
  });
});
