// Bundle the CLI (dist/cli.js) and the Action (dist/index.js) with esbuild, and
// copy the tree-sitter runtime and grammar .wasm files to dist/grammars/.
// Each bundle is self-contained: no npm install is needed to run it.
// Deterministic: the same sources give the same bytes from any clone path.
// (ncc broke web-tree-sitter at Parser.init: "createRequire is not a function".)
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const entries = [
  ['src/cli.ts', 'cli.js'],
  ['src/action.ts', 'index.js'],
  ['src/index-worker.ts', 'index-worker.js'],
];
/** Grammars the engine loads (src/core/syntax/grammars.ts GRAMMARS); only these are shipped. */
const GRAMMARS = ['typescript', 'tsx', 'javascript', 'python', 'go', 'rust', 'java', 'ruby', 'php', 'c-sharp', 'cpp'];
const WASM_PACKAGE = 'node_modules/@vscode/tree-sitter-wasm';

// CommonJS dependencies call require(); an ESM bundle has none unless given one.
const banner = "import { createRequire as __bundleCreateRequire } from 'node:module';\nconst require = __bundleCreateRequire(import.meta.url);";

mkdirSync('dist', { recursive: true });
for (const [entry, out] of entries) {
  if (!existsSync(entry)) continue;
  const result = await build({
    entryPoints: [entry],
    outfile: join('dist', out),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: banner },
    legalComments: 'none',
    charset: 'utf8',
    metafile: true,
    // Paths in the bundle's comments stay relative to the clone, whatever links lead there.
    preserveSymlinks: true,
    logLevel: 'warning',
  });
  writeFileSync(join('dist', out.replace(/\.js$/, '.licenses.txt')), licenses(Object.keys(result.metafile.inputs)));
}

rmSync('dist/grammars', { recursive: true, force: true });
mkdirSync('dist/grammars', { recursive: true });
copyFileSync('node_modules/web-tree-sitter/web-tree-sitter.wasm', 'dist/grammars/web-tree-sitter.wasm');
for (const g of GRAMMARS) copyFileSync(join(WASM_PACKAGE, 'wasm', `tree-sitter-${g}.wasm`), join('dist/grammars', `tree-sitter-${g}.wasm`));

// o200k_base's ranks as JSON beside the bundles (src/core/tokens.ts reads them when first counting): parsed
// as data, not compiled as code at every start.
const { default: o200kRanks } = await import('gpt-tokenizer/bpeRanks/o200k_base');
writeFileSync('dist/o200k_base.json', JSON.stringify(o200kRanks));

// The bundles are ESM; say so for any loader that looks beside them.
writeFileSync('dist/package.json', JSON.stringify({ type: 'module' }, null, 2) + '\n');
console.log(`built ${entries.filter(([e]) => existsSync(e)).map(([, o]) => 'dist/' + o).join(', ')}, dist/grammars (${GRAMMARS.length} grammars), dist/o200k_base.json`);

/** Third-party licenses of the packages bundled (plus the grammar package shipped beside), sorted by name. */
function licenses(inputs) {
  const dirs = new Set([WASM_PACKAGE]);
  for (const input of inputs) {
    const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m) dirs.add(m[1]);
  }
  const seen = new Map();
  for (const dir of dirs) {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const key = `${pkg.name}@${pkg.version}`;
    if (seen.has(key)) continue;
    const file = readdirSync(dir).sort().find((f) => /^(licen[cs]e|copying)/i.test(f));
    const text = file ? readFileSync(join(dir, file), 'utf8').trim() : '';
    const license = typeof pkg.license === 'string' ? pkg.license : (pkg.license?.type ?? 'UNKNOWN');
    seen.set(key, `${pkg.name}\n${license}\n${text}\n`);
  }
  return [...seen.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, t]) => t).join('\n');
}
