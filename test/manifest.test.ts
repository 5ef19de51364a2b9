import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manifestToJson } from '../src/core/manifest.js';
import { retrieve } from '../src/core/retrieve.js';
import { STOP_REASONS } from '../src/core/types.js';
import { fixtureRepo, makeRepo } from './helpers/repo.js';

const schema = JSON.parse(readFileSync(new URL('../schema/manifest.schema.json', import.meta.url), 'utf8'));
const validate = new Ajv({ allErrors: true }).compile(schema);
const root = fixtureRepo('auth-token-expiry');
const fixed = () => 0;

describe('manifest', () => {
  it('validates against schema/manifest.schema.json for any task text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim().length > 0), async (text) => {
        let m;
        try {
          m = await retrieve(root, { text, source: 'test' }, { now: fixed });
        } catch (e) {
          // Only the empty-after-cleaning case may refuse, and it says so.
          expect((e as Error).message).toMatch(/task is empty/);
          return;
        }
        const ok = validate(JSON.parse(manifestToJson(m)));
        expect(validate.errors ?? []).toEqual([]);
        expect(ok).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('says which words matched nothing when no file is a candidate', async () => {
    const m = await retrieve(root, { text: 'quuxplorp frobnicates zorblax', source: 'test' }, { now: fixed });
    expect(m.stopReason).toBe('no-candidates');
    expect(m.files).toEqual([]);
    expect(m.notes.join('\n')).toContain("No file matches the task's words (quuxplorp, frobnicates, zorblax)");
    const found = await retrieve(root, { text: 'token expiry check', source: 'test' }, { now: fixed });
    expect(found.notes.join('\n')).not.toMatch(/No file matches/);
  });

  it('blames the include globs, not the words, when they leave no file to search', async () => {
    const m = await retrieve(root, { text: 'token expiry check', source: 'test' }, { now: fixed, includes: ['nomatch/**'] });
    expect(m.totals.filesScanned).toBe(0);
    expect(m.notes.join('\n')).toContain('No file was searched: no file of the repository matches the include globs (nomatch/**).');
    expect(m.notes.join('\n')).not.toMatch(/No file matches the task's words/);
    const empty = await retrieve(makeRepo({ 'logo.png': Buffer.alloc(64, 0) }), { text: 'token expiry check', source: 'test' }, { now: fixed });
    expect(empty.notes.join('\n')).toContain('No file was searched: the repository holds no readable text file outside its excludes.');
  });

  it('reads a file name the task misspells as the file it means, and says so', async () => {
    const repo = makeRepo({
      'ui/widgets/datepicker.js': 'export function datepicker(input) {\n  return attachCalendar(input);\n}\n',
      'ui/widgets/tooltip.js': '// adapt the tooltip for a11y: aria-describedby\nexport function tooltip(el) {\n  return el;\n}\n',
      'ui/widgets/menu.js': '// adapt menu items for a11y\nexport function menu(el) {\n  return el;\n}\n',
    });
    const m = await retrieve(repo, { text: 'Fix: Adapt datpicker.js for a11y', source: 'test' }, { now: fixed });
    expect(m.files[0]?.path).toBe('ui/widgets/datepicker.js');
    expect(m.notes).toContain('No file is named datpicker.js: read as datepicker.js.');
    expect(m.query.keywords).toContain('datepicker');
    const spelled = await retrieve(repo, { text: 'Fix: Adapt datepicker.js for a11y', source: 'test' }, { now: fixed });
    expect(spelled.notes.join('\n')).not.toMatch(/No file is named/);
    // A stack frame's file may be an installed library's: its name is not corrected.
    const traceback = 'Crash in the picker\n\nTraceback (most recent call last):\n  File "/venv/lib/site-packages/widgets/datpicker.js", line 3, in pick\nTypeError: bad';
    const framed = await retrieve(repo, { text: traceback, source: 'test' }, { now: fixed });
    expect(framed.notes.join('\n')).not.toMatch(/No file is named/);
  });

  it('is byte-identical for identical input', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('token expiry', 'Fix the authentication token expiry bug', 'session refresh `SessionManager.refresh`', 'email validation'), async (text) => {
        const a = manifestToJson(await retrieve(root, { text, source: 'test' }, { now: fixed }));
        const b = manifestToJson(await retrieve(root, { text, source: 'test' }, { now: fixed }));
        expect(a).toBe(b);
      }),
      { numRuns: 8 },
    );
  });

  it('keeps the schema stop reasons equal to the closed list in code', () => {
    expect(schema.definitions.stopReason.enum).toEqual([...STOP_REASONS]);
  });

  it('trims the selection to --budget-tokens', async () => {
    const full = await retrieve(root, { text: 'Fix the authentication token expiry bug', source: 'test' }, { now: fixed });
    const budget = full.files[0]!.tokens + 1;
    const trimmed = await retrieve(root, { text: 'Fix the authentication token expiry bug', source: 'test' }, { now: fixed, budgetTokens: budget });
    expect(trimmed.totals.selectedTokens).toBeLessThanOrEqual(budget);
    expect(trimmed.files.length).toBeLessThan(full.files.length);
    expect(trimmed.totals.droppedForBudget).toBe(full.files.length - trimmed.files.length);
  });

  it('counts tokens with o200k_base and records the task hash', async () => {
    const m = await retrieve(root, { text: 'token expiry', source: 'test' }, { now: fixed });
    expect(m.task.sha256).toBe(createHash('sha256').update('token expiry').digest('hex'));
    expect(m.files.every((f) => f.tokens > 0)).toBe(true);
    expect(m.totals.selectedTokens).toBe(m.files.reduce((a, f) => a + f.tokens, 0));
  });
});
