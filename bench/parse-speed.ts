/**
 * Parsing throughput: parse + extract (definitions, imports, references) of the
 * files of a tree, cold (empty cache) then warm (every file a cache hit).
 *
 *   npx tsx bench/parse-speed.ts DIR [--ext ts,tsx] [--limit N]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { parseFiles } from '../src/core/syntax/parse-files.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { ext: { type: 'string', default: 'ts,tsx,py' }, limit: { type: 'string', default: '2000' } } });
const exts = new Set(values.ext!.split(','));
const root = positionals[0] ?? '.';
const files: { path: string; text: string }[] = [];
const walk = (dir: string): void => {
  for (const name of readdirSync(dir).sort()) {
    if (files.length >= Number(values.limit)) return;
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p);
    else if (exts.has(name.slice(name.lastIndexOf('.') + 1)) && st.size < 1_000_000) files.push({ path: relative(root, p), text: readFileSync(p, 'utf8') });
  }
};
walk(root);
const bytes = files.reduce((a, f) => a + f.text.length, 0);
await parseFiles(files.slice(0, 1)); // load the runtime and grammar outside the timing
const t0 = performance.now();
const out = await parseFiles(files);
const cold = (performance.now() - t0) / 1000;
const t1 = performance.now();
await parseFiles(files);
const warm = (performance.now() - t1) / 1000;
const defs = out.reduce((a, s) => a + s.definitions.length, 0);
console.log(`${files.length} files (${(bytes / 1e6).toFixed(1)} MB, ${defs} definitions): cold ${Math.round(files.length / cold)} files/s (${(bytes / 1e6 / cold).toFixed(2)} MB/s), cached ${Math.round(files.length / warm)} files/s`);
