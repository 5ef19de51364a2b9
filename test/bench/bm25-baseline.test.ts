import { describe, expect, it } from 'vitest';
import { runBm25 } from '../../bench/bm25-baseline.js';
import { listRepoFiles } from '../../src/core/repo-files.js';
import { makeRepo } from '../helpers/repo.js';

describe('runBm25', () => {
  it('ranks source files by words and leaves out those over the size cap, which the engine reads on their head', () => {
    const root = makeRepo({
      'src/throttle.py': 'def throttle(key):\n    return key\n',
      'src/big_throttle.py': 'def throttle_all(keys):\n    return keys\n' + '# throttle every request\n'.repeat(50_000),
      'docs/throttle.md': '# throttle\n',
    });
    expect(listRepoFiles(root).files.find((f) => f.path === 'src/big_throttle.py')?.headBytes).toBe(1_000_000);
    expect(runBm25(root, 'throttle request')).toEqual(['src/throttle.py']);
    expect(runBm25(root, 'throttle request', 'all')).toEqual(['docs/throttle.md', 'src/throttle.py']);
  });
});
