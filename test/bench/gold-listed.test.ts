import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goldListing } from '../../bench/gold-listed.js';
import { materializeInstance } from '../../bench/materialize.js';
import { makeRepo } from '../helpers/repo.js';

describe('goldListing', () => {
  it('finds the gold files a kept tree holds but the walk does not list, and skips trees not kept', () => {
    const repo = makeRepo({
      '.gitignore': 'generated/\n',
      'src/view.js': 'export function view() {}',
      // Committed although a .gitignore rule names it: on disk, never listed.
      'generated/table.js': 'export const table = [];',
    });
    execFileSync('git', ['add', '-f', 'generated/table.js'], { cwd: repo });
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'table'], { cwd: repo });
    const base_commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    const work = mkdtempSync(join(tmpdir(), 'ir-work-'));
    const inst = { id: 'acme__app-1', repo: 'acme/app', base_commit, query: 'fix the table', gold_files: ['src/view.js', 'generated/table.js', 'src/gone.js'] };
    const notKept = { ...inst, id: 'acme__other-1', repo: 'acme/other' };
    materializeInstance(inst, join(repo, '.git'), work);

    expect(goldListing([inst, notKept], work)).toEqual({ trees: 1, gold: 3, absent: 1, unlisted: [{ id: 'acme__app-1', path: 'generated/table.js' }] });
  });
});
