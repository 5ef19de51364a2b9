/**
 * Trees of growing size for the scale benchmark, built from the git mirrors:
 * each snapshot (a repository at a commit) is written once under
 * `<work>/snap/`, and each size is a folder of hard links to its snapshots,
 * side by side (`<work>/trees/<size>/<owner>+<name>@<sha12>/`). Hard links keep
 * the disk cost at one copy, and the engine (which never follows symlinks)
 * sees ordinary files.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeTree } from './materialize.js';

export interface Snapshot {
  repo: string;
  /** A commit (full or abbreviated sha) or `HEAD` of the mirror. */
  commit: string;
}

const HEADS = [
  'astropy/astropy', 'colinhacks/zod', 'eslint/eslint', 'fastify/fastify', 'marshmallow-code/marshmallow',
  'mwaskom/seaborn', 'pallets/flask', 'prettier/prettier', 'psf/requests', 'pvlib/pvlib-python', 'pydata/xarray',
  'pydicom/pydicom', 'pylint-dev/astroid', 'pylint-dev/pylint', 'pytest-dev/pytest', 'sphinx-doc/sphinx',
  'sqlfluff/sqlfluff', 'sympy/sympy', 'typeorm/typeorm', 'vitejs/vite', 'vuejs/core',
];

/**
 * small: one repository; medium: six side by side (~10k files); large: every
 * mirror at HEAD plus older snapshots (base commits of benchmark instances) of
 * the largest, to pass 45,000 files and ~500 MB.
 */
export const SIZES: Record<string, Snapshot[]> = {
  small: [{ repo: 'pytest-dev/pytest', commit: 'HEAD' }],
  medium: ['pytest-dev/pytest', 'sympy/sympy', 'astropy/astropy', 'sphinx-doc/sphinx', 'eslint/eslint', 'pydata/xarray'].map((repo) => ({ repo, commit: 'HEAD' })),
  large: [
    ...HEADS.map((repo) => ({ repo, commit: 'HEAD' })),
    { repo: 'astropy/astropy', commit: '298ccb478e' },
    { repo: 'astropy/astropy', commit: 'b750a0e6ee' },
    { repo: 'sympy/sympy', commit: 'a36caf5c74' },
    { repo: 'sphinx-doc/sphinx', commit: '31eba1a76d' },
    { repo: 'pvlib/pvlib-python', commit: '04a523fafb' },
    { repo: 'pvlib/pvlib-python', commit: '27a3a07ebc' },
    { repo: 'colinhacks/zod', commit: 'cc9139d209' },
  ],
};

export function mirrorDir(mirrors: string, repo: string): string {
  return join(mirrors, repo.replace('/', '+'), 'repo');
}

function snapshotName(mirrors: string, s: Snapshot): string {
  const sha = execFileSync('git', ['--git-dir', mirrorDir(mirrors, s.repo), 'rev-parse', `${s.commit}^{commit}`]).toString().trim();
  return `${s.repo.replace('/', '+')}@${sha.slice(0, 12)}`;
}

/** Write (once) every snapshot of a size and link them side by side; returns the tree's folder. */
export function buildTree(work: string, mirrors: string, size: string, log: (line: string) => void): string {
  const snaps = SIZES[size];
  if (!snaps) throw new Error(`unknown size ${size}: one of ${Object.keys(SIZES).join(', ')}`);
  const tree = join(work, 'trees', size);
  if (existsSync(join(work, 'trees', `${size}.complete`))) return tree;
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  for (const s of snaps) {
    const name = snapshotName(mirrors, s);
    const snap = join(work, 'snap', name);
    if (!existsSync(join(snap, '.complete'))) {
      rmSync(snap, { recursive: true, force: true });
      mkdirSync(snap, { recursive: true });
      const t0 = performance.now();
      const { written, missing } = writeTree(mirrorDir(mirrors, s.repo), name.split('@')[1]!, snap);
      log(`  wrote ${name}: ${written} files (${missing} missing from the mirror) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      writeFileSync(join(snap, '.complete'), '');
    }
    execFileSync('cp', ['-al', snap, join(tree, name)]);
    rmSync(join(tree, name, '.complete'));
  }
  writeFileSync(join(work, 'trees', `${size}.complete`), '');
  return tree;
}

/** Every regular file under a folder (nothing excluded): count and bytes. */
export function treeStats(root: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) {
        files++;
        bytes += lstatSync(p).size;
      }
    }
  };
  walk(root);
  return { files, bytes };
}
