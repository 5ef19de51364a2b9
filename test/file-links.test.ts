import { describe, expect, it } from 'vitest';
import { linkFiles } from '../src/core/file-links.js';
import { buildIndex } from '../src/core/repo-index.js';
import { parseFiles } from '../src/core/syntax/parse-files.js';
import { makeRepo } from './helpers/repo.js';

/*
 * src/auth.ts     imports ./tokens
 * src/tokens.ts   defines isTokenExpired
 * src/session.ts  calls isTokenExpired without importing it (a global or re-export)
 * src/other.ts    not selected
 */
const files = {
  'src/auth.ts': "import { isTokenExpired } from './tokens';\nexport function authenticate() { return isTokenExpired(); }\n",
  'src/tokens.ts': 'export function isTokenExpired() { return false; }\nexport class Token { get() {} }\n',
  'src/session.ts': 'export function refresh() { return isTokenExpired() && authenticate(); }\n',
  'src/other.ts': "import { isTokenExpired } from './tokens';\n",
};

describe('linkFiles', () => {
  it('links imports, then references by top-level names, only between the given files', async () => {
    const root = makeRepo(files);
    const index = buildIndex(root);
    const paths = ['src/auth.ts', 'src/tokens.ts', 'src/session.ts'];
    const syntax = await parseFiles(paths.map((p) => ({ path: p, text: files[p as keyof typeof files] })));
    expect(linkFiles(index, paths, syntax)).toEqual([
      { from: 'src/auth.ts', to: 'src/tokens.ts', kind: 'imports', names: [] },
      { from: 'src/session.ts', to: 'src/auth.ts', kind: 'references', names: ['authenticate'] },
      { from: 'src/session.ts', to: 'src/tokens.ts', kind: 'references', names: ['isTokenExpired'] },
    ]);
  });
});
