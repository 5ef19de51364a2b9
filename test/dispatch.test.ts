import { describe, expect, it } from 'vitest';
import { dispatch, filesForPattern } from '../src/core/dispatch.js';
import { buildQuery } from '../src/core/query.js';
import { buildIndex } from '../src/core/repo-index.js';
import { makeRepo } from './helpers/repo.js';

/*
 * src/marshmallow/schema.py   class Schema: def _do_load
 * src/marshmallow/fields.py   class Nested
 * docs/usage.md               mentions Schema
 */
const root = makeRepo({
  'src/marshmallow/schema.py': 'class Schema:\n    def _do_load(self, data):\n        raise ValueError("not subscriptable thing")\n',
  'src/marshmallow/fields.py': 'class Nested:\n    pass\n',
  'docs/usage.md': 'Use Schema to load data.\n',
});

describe('dispatch', () => {
  it('matches stack-frame paths by their longest suffix in the repo', () => {
    const q = buildQuery('  File "/env/lib/python3.7/site-packages/marshmallow/schema.py", line 670, in _do_load');
    const index = buildIndex(root, { phrases: q.phrases });
    const ev = [...dispatch(index, q).values()];
    const schema = ev.find((e) => index.files[e.id]!.path === 'src/marshmallow/schema.py')!;
    expect(schema.mentionDepth).toBe(2);
    expect(schema.definedIdentifiers).toContain('_do_load');
  });
  it('finds exact phrases read during indexing', () => {
    const q = buildQuery('ValueError: "not subscriptable thing" raised');
    const index = buildIndex(root, { phrases: q.phrases });
    const hits = [...dispatch(index, q).values()].filter((e) => e.phraseHits > 0).map((e) => index.files[e.id]!.path);
    expect(hits).toEqual(['src/marshmallow/schema.py']);
  });
  it('never returns excluded paths', () => {
    const q = { ...buildQuery('Schema Nested'), excludes: ['src/marshmallow/fields.py'] };
    const index = buildIndex(root);
    expect([...dispatch(index, q).values()].map((e) => index.files[e.id]!.path)).not.toContain('src/marshmallow/fields.py');
  });
  it('resolves module paths by dropping trailing names', () => {
    const index = buildIndex(root);
    expect(filesForPattern(index, 'marshmallow/fields/Nested').map((i) => index.files[i]!.path)).toEqual(['src/marshmallow/fields.py']);
  });
});
