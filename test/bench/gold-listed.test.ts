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
      'src/view.js': 'export function view() {}',
      // Committed in a folder the walk skips by its name: on disk, never listed.
      'vendor/table.js': 'export const table = [];',
    });
    const base_commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    const work = mkdtempSync(join(tmpdir(), 'ir-work-'));
    const inst = { id: 'acme__app-1', repo: 'acme/app', base_commit, query: 'fix the table', gold_files: ['src/view.js', 'vendor/table.js', 'src/gone.js'] };
    const notKept = { ...inst, id: 'acme__other-1', repo: 'acme/other' };
    materializeInstance(inst, join(repo, '.git'), work);

    expect(goldListing([inst, notKept], work)).toEqual({ trees: 1, gold: 3, absent: 1, unlisted: [{ id: 'acme__app-1', path: 'vendor/table.js' }] });
  });
});
