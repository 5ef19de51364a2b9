import { describe, expect, it } from 'vitest';
import { buildIndex } from '../src/core/repo-index.js';
import { aliasCandidates, parseJsonc, readTsPaths } from '../src/core/ts-paths.js';
import { makeRepo } from './helpers/repo.js';

/*
 * tsconfig.json      baseUrl ".", paths "@/*" -> "src/*", "#config" -> "config/index.ts" (with comments, trailing commas)
 * src/auth/tokens.ts
 * src/app.ts         imports "@/auth/tokens", "#config", "lib/log" (via baseUrl), "react" (external)
 * config/index.ts, lib/log.ts
 */
const TSCONFIG = `{
  // aliases
  "compilerOptions": {
    "baseUrl": ".", /* the root */
    "paths": { "@/*": ["src/*"], "#config": ["config/index.ts"], },
  },
}`;

describe('TypeScript path aliases', () => {
  it('reads tsconfig with comments and trailing commas', () => {
    expect(parseJsonc('{"a": "// not a comment", /* c */ "b": [1,],}')).toEqual({ a: '// not a comment', b: [1] });
  });

  it('expands wildcard and exact aliases, then baseUrl', () => {
    const ts = { baseUrl: 'web', paths: [{ pattern: '@/*', targets: ['web/src/*'] }, { pattern: '~lib', targets: ['web/lib/index'] }] };
    expect(aliasCandidates('@/a/b', ts)).toEqual(['web/src/a/b', 'web/@/a/b']);
    expect(aliasCandidates('~lib', ts)).toEqual(['web/lib/index', 'web/~lib']);
  });

  it('resolves aliased imports to files in the index', () => {
    const root = makeRepo({
      'tsconfig.json': TSCONFIG,
      'src/auth/tokens.ts': 'export const t = 1;\n',
      'config/index.ts': 'export const c = 1;\n',
      'lib/log.ts': 'export const l = 1;\n',
      'src/app.ts': "import { t } from '@/auth/tokens';\nimport { c } from '#config';\nimport { l } from 'lib/log';\nimport React from 'react';\n",
    });
    expect(readTsPaths(root)).toEqual({ baseUrl: '', paths: [{ pattern: '@/*', targets: ['src/*'] }, { pattern: '#config', targets: ['config/index.ts'] }] });
    const index = buildIndex(root);
    const app = index.files.find((f) => f.path === 'src/app.ts')!;
    expect(app.imports.map((id) => index.files[id]!.path).sort()).toEqual(['config/index.ts', 'lib/log.ts', 'src/auth/tokens.ts']);
  });

  it('has no aliases without a tsconfig', () => {
    expect(readTsPaths(makeRepo({ 'a.ts': '' }))).toEqual({ baseUrl: null, paths: [] });
  });
});
