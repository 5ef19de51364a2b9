import { describe, expect, it } from 'vitest';
import { clearSyntaxCache, grammarOf, parseFiles, parseStats, repoParser, type FileSyntax } from '../src/core/syntax/parse-files.js';
import { makeRepo } from './helpers/repo.js';

const names = (s: FileSyntax): string[] => s.definitions.map((d) => `${d.kind} ${d.qualifiedName}`);

/** One small file per language, with what each must yield. */
const SAMPLES: { path: string; text: string; defs: string[]; imports: string[] }[] = [
  {
    path: 'src/table.py',
    text: ['import os, a.b', 'from .column import (Column, MaskedColumn)', 'MAX_ROWS = 10', 'class Table(Base):', '    def _convert_data_to_col(self, data):', '        def helper():', '            pass', '        return Column(data)', '', '    @property', '    def rows(self):', '        return os.sep', 'def read(path):', '    return Table()'].join('\n'),
    defs: ['constant MAX_ROWS', 'class Table', 'method Table._convert_data_to_col', 'method Table.rows', 'function read'],
    imports: ['os', 'a.b', '.column', '.column.Column', '.column.MaskedColumn'],
  },
  {
    path: 'src/auth.ts',
    text: "import { decode } from './jwt';\nexport interface Claims { exp: number }\nexport type Id = string;\nexport const TTL = 60;\nexport const isExpired = (c: Claims) => decode(c).exp < TTL;\nexport class Session extends Base {\n  refresh(): void { const inner = () => 1; }\n}\nenum Role { Admin }\nconst r = require('./legacy');\n",
    defs: ['interface Claims', 'type Id', 'constant TTL', 'function isExpired', 'class Session', 'method Session.refresh', 'enum Role', 'constant r'],
    imports: ['./jwt', './legacy'],
  },
  { path: 'web/App.tsx', text: "import React from 'react';\nexport function App() { return <div>{1}</div>; }\n", defs: ['function App'], imports: ['react'] },
  { path: 'lib/x.js', text: "const fs = require('fs');\nclass A { static m() {} }\nmodule.exports = { A };\n", defs: ['constant fs', 'class A', 'method A.m'], imports: ['fs'] },
  {
    path: 'pkg/s.go',
    text: 'package pkg\nimport (\n  "fmt"\n  x "a/b"\n)\nconst Limit = 1\ntype Server struct { n int }\ntype Handler interface { Serve() }\nfunc (s *Server) Serve() { fmt.Println(x.Y) }\nfunc New() *Server { return nil }\n',
    defs: ['constant Limit', 'struct Server', 'interface Handler', 'method Server.Serve', 'function New'],
    imports: ['fmt', 'a/b'],
  },
  {
    path: 'src/lib.rs',
    text: 'use crate::a::b;\nconst MAX: u32 = 1;\nstruct Pool;\nimpl Pool { fn get(&self) {} }\ntrait Get { fn get(&self); }\nfn main() {}\n',
    defs: ['constant MAX', 'struct Pool', 'method Pool.get', 'interface Get', 'method Get.get', 'function main'],
    imports: ['crate::a::b'],
  },
  {
    path: 'src/Main.java',
    text: 'package a;\nimport a.b.C;\npublic class Main {\n  static final int LIMIT = 1;\n  public Main() {}\n  void run() { go(); }\n}\n',
    defs: ['class Main', 'constant Main.LIMIT', 'method Main.Main', 'method Main.run'],
    imports: ['a.b.C'],
  },
  { path: 'lib/m.rb', text: "require 'json'\nmodule Shop\n  class Cart\n    def total; end\n  end\nend\n", defs: ['module Shop', 'class Shop.Cart', 'method Shop.Cart.total'], imports: ['json'] },
  { path: 'src/C.php', text: "<?php\nuse A\\B;\nclass Cart { const MAX = 1; public function total() {} }\nfunction helper() {}\n", defs: ['class Cart', 'constant Cart.MAX', 'method Cart.total', 'function helper'], imports: ['A\\B'] },
  { path: 'src/C.cs', text: 'using System.IO;\nnamespace N { class Cart { const int Max = 1; public void Total() {} } }\n', defs: ['class Cart', 'constant Cart.Max', 'method Cart.Total'], imports: ['System.IO'] },
  {
    path: 'src/cart.cpp',
    text: '#include "cart.h"\n#include <vector>\nclass Cart { public: int total(); };\nint Cart::total() { return 0; }\nint main() { return 0; }\n',
    defs: ['class Cart', 'method Cart.total', 'method Cart.total', 'function main'],
    imports: ['cart.h'],
  },
];

describe('parseFiles', () => {
  it('chooses a grammar by extension; C and unknown languages have none', () => {
    expect(grammarOf('a/b.tsx')).toBe('tsx');
    expect(grammarOf('a/b.pyi')).toBe('python');
    expect(grammarOf('a/b.c')).toBeNull();
    expect(grammarOf('a/b.h')).toBeNull();
    expect(grammarOf('Makefile')).toBeNull();
    // An extension that is an Object.prototype key names no grammar (it crashed a run that selected such a file).
    for (const p of ['limiter.constructor', 'a.toString', 'b.__proto__', 'c.hasOwnProperty']) expect(grammarOf(p), p).toBeNull();
  });

  it('extracts definitions with qualified names, and imports, in every supported language', async () => {
    const out = await parseFiles(SAMPLES.map(({ path, text }) => ({ path, text })));
    out.forEach((s, i) => {
      const want = SAMPLES[i]!;
      expect(s.path).toBe(want.path);
      expect(s.parser, want.path).toBe('tree-sitter');
      expect(names(s), want.path).toEqual(want.defs);
      expect(s.imports, want.path).toEqual(want.imports);
    });
  });

  it('gives 1-based inclusive line ranges, nested functions inside their method', async () => {
    const [py] = await parseFiles([SAMPLES[0]!]);
    const method = py!.definitions.find((d) => d.qualifiedName === 'Table._convert_data_to_col')!;
    expect([method.startLine, method.endLine]).toEqual([5, 8]);
    expect(py!.definitions.find((d) => d.name === 'Table')).toMatchObject({ startLine: 4, endLine: 12 });
    expect(method.identifiers).toEqual(expect.arrayContaining(['data', 'Column', 'helper']));
    expect(py!.definitions.some((d) => d.name === 'helper')).toBe(false);
  });

  it('gives each identifier to the innermost symbol holding it, also after a nested symbol ends', async () => {
    const [py, ts] = await parseFiles([
      { path: 'src/scope.py', text: 'class Table:\n    def first(self):\n        return alpha\n    register(gamma)\ndef second():\n    return delta\n' },
      // Adjacent symbols: the function starts where the class ends.
      { path: 'src/scope.ts', text: 'class A{m(){return xx}}function f(){return yy}' },
    ]);
    const ids = (s: FileSyntax, q: string): string[] => s.definitions.find((d) => d.qualifiedName === q)!.identifiers;
    expect(ids(py!, 'Table.first')).toEqual(['self', 'alpha']);
    expect(ids(py!, 'Table')).toEqual(['register', 'gamma']);
    expect(ids(py!, 'second')).toEqual(['delta']);
    expect(ids(ts!, 'A.m')).toEqual(['xx']);
    expect(ids(ts!, 'A')).toEqual([]);
    expect(ids(ts!, 'f')).toEqual(['yy']);
  });

  it('lists references once each, without the names the file defines', async () => {
    const [ts] = await parseFiles([SAMPLES[1]!]);
    expect(ts!.references).toEqual(expect.arrayContaining(['decode', 'Base', 'exp']));
    expect(ts!.references).not.toContain('Session');
    expect(new Set(ts!.references).size).toBe(ts!.references.length);
  });

  it('falls back to the lexical path for C and other languages, with no error', async () => {
    const [c, kt, txt] = await parseFiles([
      { path: 'src/pool.c', text: '#include "pool.h"\nint pool_get(int n) {\n  return n;\n}\n\nstatic void pool_free(void) {\n}\n' },
      { path: 'app/Main.kt', text: 'class Cart {\n  fun total(): Int = 0\n}\n' },
      { path: 'notes.txt', text: 'hello world' },
    ]);
    expect(c!.parser).toBe('lexical');
    expect(c!.definitions.map((d) => [d.name, d.startLine, d.endLine])).toEqual([['pool_get', 2, 5], ['pool_free', 6, 8]]);
    expect(c!.imports).toEqual(['pool.h']);
    expect(kt!.definitions.map((d) => d.name)).toContain('Cart');
    expect(txt!.definitions).toEqual([]);
  });

  it('survives broken syntax: a half-written file still yields what parses', async () => {
    const [s] = await parseFiles([{ path: 'src/broken.ts', text: 'export function ok() { return 1 }\nexport class {{{ (\n' }]);
    expect(s!.parser).toBe('tree-sitter');
    expect(s!.definitions.map((d) => d.name)).toContain('ok');
  });

  it('parses identical text once: the second call is a cache hit, whatever the path', async () => {
    const text = 'export function cachedOnce(): number { return 42; }\n';
    await parseFiles([{ path: 'a.ts', text }]);
    const before = { ...parseStats };
    const [again] = await parseFiles([{ path: 'b/other.ts', text }]);
    expect(parseStats.parsed).toBe(before.parsed);
    expect(parseStats.cached).toBe(before.cached + 1);
    expect(again!.path).toBe('b/other.ts');
    expect(again!.definitions[0]!.name).toBe('cachedOnce');
    // Emptied, the cache parses the text anew.
    clearSyntaxCache();
    await parseFiles([{ path: 'a.ts', text }]);
    expect(parseStats.parsed).toBe(before.parsed + 1);
  });
});

describe('repoParser', () => {
  it('reads repository files by path and parses them; a missing file parses as empty', async () => {
    const root = makeRepo({ 'app/expiry.py': 'def is_expired(token):\n    return token.age > 3600\n' });
    const [expiry, missing] = await repoParser(root)(['app/expiry.py', 'app/gone.py']);
    expect(expiry!.definitions.map((d) => d.name)).toEqual(['is_expired']);
    expect(missing!.definitions).toEqual([]);
  });
});
