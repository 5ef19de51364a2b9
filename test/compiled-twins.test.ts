import { describe, expect, it } from 'vitest';
import { compiledTwins } from '../src/core/compiled-twins.js';
import { buildIndex } from '../src/core/repo-index.js';
import { makeRepo } from './helpers/repo.js';

/** The paths `compiledTwins` picks out of a listing, sorted. */
function twinsOf(paths: string[]): string[] {
  return [...compiledTwins(paths)].map((i) => paths[i]!).sort();
}

describe('compiledTwins', () => {
  it('finds a compiled tree that mirrors its sources under another folder, at any depth', () => {
    expect(twinsOf(['fnl/conjure/log.fnl', 'fnl/conjure/eval.fnl', 'lua/conjure/log.lua', 'lua/conjure/eval.lua', 'plugin/conjure.vim'])).toEqual([
      'lua/conjure/eval.lua',
      'lua/conjure/log.lua',
    ]);
    expect(twinsOf(['packages/a/src/x.ts', 'packages/a/src/y.ts', 'packages/a/lib/x.js', 'packages/a/lib/y.js', 'packages/b/lib/x.js'])).toEqual([
      'packages/a/lib/x.js',
      'packages/a/lib/y.js',
    ]);
  });
  it('leaves output beside its sources in the same folder: which of the two a fix edits, paths cannot tell', () => {
    // luarocks keeps Teal's sources beside the Lua, and its fixes edit the Lua.
    expect(twinsOf(['src/luarocks/cmd/upload.tl', 'src/luarocks/cmd/config.tl', 'src/luarocks/cmd/upload.lua', 'src/luarocks/cmd/config.lua'])).toEqual([]);
    expect(twinsOf(['src/a.coffee', 'src/b.coffee', 'src/a.js', 'src/b.js'])).toEqual([]);
  });
  it('leaves hand-written namesakes: one file, shims of one name, a folder mostly without twins, declarations, sources', () => {
    expect(twinsOf(['src/marked.ts', 'bin/marked.js'])).toEqual([]);
    expect(twinsOf(['src/index.ts', 'shim/index.js', 'shim/index.mjs'])).toEqual([]);
    const lib = ['a', 'b', 'c', 'd', 'e'].map((n) => `lib/${n}.js`);
    expect(twinsOf([...lib, 'types/a.ts', 'types/b.ts'])).toEqual([]);
    expect(twinsOf(['lib/a.js', 'lib/b.js', 'lib/a.d.ts', 'lib/b.d.ts'])).toEqual([]);
    expect(twinsOf(['lib/a.js', 'lib/b.js', 'src/a.py', 'src/b.py'])).toEqual([]);
  });
  it('marks the index\'s twins as generated, so that they rank as auxiliary code', () => {
    const index = buildIndex(
      makeRepo({
        'fnl/tool/stdio.fnl': '(fn start [] (print "stdio"))\n{: start}\n',
        'fnl/tool/log.fnl': '(fn append [] nil)\n{: append}\n',
        'lua/tool/stdio.lua': 'local _2afile_2a = "fnl/tool/stdio.fnl"\nlocal function start() return print("stdio") end\nreturn {start = start}\n',
        'lua/tool/log.lua': 'local function append() return nil end\nreturn {append = append}\n',
        'lua/tool/hand.lua': 'return {}\n',
      }),
    );
    expect(index.files.filter((f) => f.generated).map((f) => f.path).sort()).toEqual(['lua/tool/log.lua', 'lua/tool/stdio.lua']);
  });
});
