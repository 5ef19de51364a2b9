import { describe, expect, it } from 'vitest';
import { retrieve } from '../src/core/retrieve.js';
import { mainLanguageOf, runtimeWordsToSearch } from '../src/core/runtime-words.js';
import { makeRepo } from './helpers/repo.js';

const code = (lang: 'python' | 'js' | 'c' | 'doc', n: number, isTest = false) =>
  Array.from({ length: n }, () => ({ lang, isTest, generated: false }));

describe('mainLanguageOf', () => {
  it('is the language of most own code files, not of tests, docs or generated files', () => {
    expect(mainLanguageOf([...code('js', 3), ...code('python', 2), ...code('python', 5, true), ...code('doc', 9)])).toBe('js');
    expect(mainLanguageOf([...code('c', 1), { lang: 'python', isTest: false, generated: true }])).toBe('c');
    expect(mainLanguageOf(code('doc', 4))).toBeNull();
  });
});

describe('runtimeWordsToSearch', () => {
  it('searches "python" and "node" outside the projects written in their language', () => {
    expect([...runtimeWordsToSearch('Fix Python paths in subfolders', code('js', 3))]).toEqual(['python']);
    expect([...runtimeWordsToSearch('Crash when a node has no children', code('c', 3))]).toEqual(['node']);
    expect([...runtimeWordsToSearch('Skip empty nodes', code('python', 3))]).toEqual(['node']);
    expect([...runtimeWordsToSearch('Read pnpm lockfiles v9', code('c', 3))]).toEqual(['pnpm']);
  });
  it('leaves them stop words in their own projects, and words inside other words alone', () => {
    expect(runtimeWordsToSearch('Fails on Python 3.12', code('python', 3)).size).toBe(0);
    expect(runtimeWordsToSearch('Breaks with node 20', code('js', 3)).size).toBe(0);
    expect(runtimeWordsToSearch('npm install fails', code('js', 3)).size).toBe(0);
    expect(runtimeWordsToSearch('Fix micropython build', code('c', 3)).size).toBe(0);
  });
});

describe('retrieve with a runtime word', () => {
  it('finds the Python scaffolding of a TypeScript project, which "python" alone names', async () => {
    const root = makeRepo({
      'src/wizard/python/PythonGatherStep.ts': 'export class PythonGatherStep {\n  // python module paths\n  run(python: string) { return python; }\n}\n',
      'src/wizard/node/NodeGatherStep.ts': 'export class NodeGatherStep {\n  run(paths: string[]) { return paths.join("/"); }\n}\n',
      'src/utils/pathNormalize.ts': 'export function normalize(paths: string[]) { return paths.map((p) => p.replace(/\\\\/g, "/")); }\n',
      'src/commands/build.ts': 'export function build(paths: string[], subfolders: string[]) { return [...paths, ...subfolders]; }\n',
    });
    const m = await retrieve(root, { text: 'Fix Python paths in subfolders', source: 'test' });
    expect(m.query.keywords).toContain('python');
    expect(m.ranking[0]?.path).toBe('src/wizard/python/PythonGatherStep.ts');
  });
  it('does not search "python" in a Python project', async () => {
    const root = makeRepo({
      'pkg/paths.py': 'def subfolders(paths):\n    return [p for p in paths]\n',
      'pkg/python_compat.py': 'PYTHON = "python"\n',
    });
    const m = await retrieve(root, { text: 'Fix Python paths in subfolders', source: 'test' });
    expect(m.query.keywords).not.toContain('python');
  });
});
