import { describe, expect, it } from 'vitest';
import type { IssueComment } from '../../src/action/github-client.js';
import { composeComment, composeRefusal, isStickyComment, MARKER, upsertStickyComment } from '../../src/action/publish-comment.js';

/** An in-memory comment thread with the API's shape. */
function thread(initial: IssueComment[] = []) {
  const comments = [...initial];
  const calls: string[] = [];
  let next = 100;
  return {
    comments,
    calls,
    listIssueComments: async () => (calls.push('list'), [...comments]),
    createIssueComment: async (_n: number, body: string) => {
      calls.push('create');
      const c = { id: next++, body, url: `u${next}`, author: { login: 'github-actions[bot]', type: 'Bot' }, authorAssociation: 'NONE' };
      comments.push(c);
      return c;
    },
    updateIssueComment: async (id: number, body: string) => {
      calls.push(`update ${id}`);
      const c = comments.find((x) => x.id === id)!;
      c.body = body;
      return c;
    },
  };
}

describe('composeComment', () => {
  it('starts with the marker and names where the full manifest is', () => {
    const body = composeComment('### Context\n', { runUrl: 'https://github.com/o/r/actions/runs/1', artifactName: 'context-manifest' });
    expect(body.startsWith(MARKER + '\n### Context')).toBe(true);
    expect(body).toContain('artifact `context-manifest`');
  });

  it('stays under the limit, closes an open details block and adds a note', () => {
    const md = '### Context\n<details><summary>Cycle log</summary>\n' + 'line of text\n'.repeat(10_000) + '</details>\n';
    const body = composeComment(md, { runUrl: null, artifactName: 'ctx' }, 65_536);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toMatch(/<\/details>\n\n> Truncated to fit a comment: the full manifest is in the artifact `ctx`/);
  });
});

describe('upsertStickyComment', () => {
  it('creates once, then updates the same comment', async () => {
    const t = thread();
    expect(await upsertStickyComment(t, 1, `${MARKER}\nfirst`)).toMatchObject({ action: 'created', id: 100 });
    expect(await upsertStickyComment(t, 1, `${MARKER}\nsecond`)).toMatchObject({ action: 'updated', id: 100 });
    expect(t.comments).toHaveLength(1);
    expect(t.calls).toEqual(['list', 'create', 'list', 'update 100']);
  });

  it('never overwrites a stranger quoting the marker', async () => {
    const stranger = { id: 5, body: `${MARKER}\nfake`, url: 'x', author: { login: 'mallory', type: 'User' }, authorAssociation: 'NONE' };
    expect(isStickyComment(stranger)).toBe(false);
    const t = thread([stranger]);
    expect(await upsertStickyComment(t, 1, `${MARKER}\nreal`)).toMatchObject({ action: 'created' });
    expect(stranger.body).toBe(`${MARKER}\nfake`);
  });
});

describe('composeRefusal', () => {
  it('escapes what it quotes', () => {
    expect(composeRefusal('unknown flag "--<img src=x>"', '/context')).toContain('&lt;img src=x&gt;');
  });
});
