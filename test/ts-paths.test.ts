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

  it('follows extends: paths relative to the config declaring them, baseUrl to the one setting it, the child over its parents', () => {
    const root = makeRepo({
      // A monorepo: the workspace's aliases live in a shared base config, extended without the extension.
      'tsconfig.json': '{ "extends": "./configs/tsconfig.base", "compilerOptions": { "strict": true } }',
      'configs/tsconfig.base.json': '{ "extends": ["./paths.json", "./other.json"], "compilerOptions": { "paths": { "@org/*": ["libs/*/src"] } } }',
      'configs/paths.json': '{ "compilerOptions": { "baseUrl": "..", "paths": { "@old/*": ["old/*"] } } }',
      'configs/other.json': '{ "compilerOptions": { "target": "es2022" } }',
    });
    // `paths` from the base replaces its parent's; baseUrl (`..` from configs/, the root) is inherited and anchors the targets.
    expect(readTsPaths(root)).toEqual({ baseUrl: '', paths: [{ pattern: '@org/*', targets: ['libs/*/src'] }] });
    const noBase = makeRepo({ 'tsconfig.json': '{ "extends": "./cfg/base.json" }', 'cfg/base.json': '{ "compilerOptions": { "paths": { "~/*": ["../src/*"] } } }' });
    expect(readTsPaths(noBase)).toEqual({ baseUrl: null, paths: [{ pattern: '~/*', targets: ['src/*'] }] });
  });

  it('reads tsconfig.base.json when the root config sets no aliases (Nx workspaces), and resolves through it', () => {
    const root = makeRepo({
      'tsconfig.json': '{ "files": [], "references": [{ "path": "./apps/web" }] }',
      'tsconfig.base.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@acme/billing": ["libs/billing/src/index.ts"] } } }',
      'libs/billing/src/index.ts': 'export const charge = 1;\n',
      'apps/web/src/main.ts': "import { charge } from '@acme/billing';\n",
    });
    const index = buildIndex(root);
    const main = index.files.find((f) => f.path === 'apps/web/src/main.ts')!;
    expect(main.imports.map((id) => index.files[id]!.path)).toEqual(['libs/billing/src/index.ts']);
  });

  it('ignores extends that leave the repository, packages, cycles and configs that are not objects', () => {
    const root = makeRepo({
      'tsconfig.json': '{ "extends": ["../outside.json", "@tsconfig/node20/tsconfig.json", "./a.json"], "compilerOptions": { "baseUrl": "../.." } }',
      'a.json': '{ "extends": "./b.json", "compilerOptions": { "paths": { "#a": ["a.ts"] } } }',
      'b.json': '{ "extends": "./a.json", "compilerOptions": { "paths": { "#b": ["b.ts"] } } }',
    });
    expect(readTsPaths(root)).toEqual({ baseUrl: null, paths: [{ pattern: '#a', targets: ['a.ts'] }] });
    expect(readTsPaths(makeRepo({ 'tsconfig.json': '[1, 2]', 'jsconfig.json': '{ "compilerOptions": { "baseUrl": "src" } }' }))).toEqual({ baseUrl: 'src', paths: [] });
  });

  it('has no aliases without a tsconfig', () => {
    expect(readTsPaths(makeRepo({ 'a.ts': '' }))).toEqual({ baseUrl: null, paths: [] });
  });
});
