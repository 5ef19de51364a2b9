import { describe, expect, it } from 'vitest';
import { checkPermission, meetsPermission } from '../../src/action/permissions.js';

/** A permission source that answers from a table and records who was asked. */
function roles(table: Record<string, string | null>) {
  const asked: string[] = [];
  return { asked, getPermission: async (u: string) => (asked.push(u), table[u] ?? null) };
}

describe('meetsPermission', () => {
  it('orders read < triage < write < maintain < admin', () => {
    expect(meetsPermission('admin', 'write')).toBe(true);
    expect(meetsPermission('maintain', 'write')).toBe(true);
    expect(meetsPermission('write', 'write')).toBe(true);
    expect(meetsPermission('triage', 'write')).toBe(false);
    expect(meetsPermission('triage', 'triage')).toBe(true);
    expect(meetsPermission(null, 'read')).toBe(false);
    expect(meetsPermission('none', 'read')).toBe(false);
  });
});

describe('checkPermission', () => {
  const policy = { allowedPermission: 'write' as const, allowedUsers: ['trusted-bot[bot]', 'carol'] };

  it('allows writers and refuses readers, asking the API', async () => {
    const api = roles({ alice: 'write', bob: 'read' });
    expect(await checkPermission(api, { login: 'alice', isBot: false }, policy)).toEqual({ allowed: true, why: '@alice has write access' });
    expect(await checkPermission(api, { login: 'bob', isBot: false }, policy)).toEqual({ allowed: false, why: expect.stringMatching(/@bob has read access.*needs write access/) });
    expect(api.asked).toEqual(['alice', 'bob']);
  });

  it('refuses users without any access', async () => {
    expect(await checkPermission(roles({}), { login: 'mallory', isBot: false }, policy)).toMatchObject({ allowed: false, why: expect.stringMatching(/has no access/) });
  });

  it('allows listed users without asking, case-insensitively', async () => {
    const api = roles({});
    expect(await checkPermission(api, { login: 'Carol', isBot: false }, policy)).toMatchObject({ allowed: true });
    expect(api.asked).toEqual([]);
  });

  it('refuses bots unless listed, even bots with write access', async () => {
    const api = roles({ 'dependabot[bot]': 'write' });
    expect(await checkPermission(api, { login: 'dependabot[bot]', isBot: true }, policy)).toMatchObject({ allowed: false, why: expect.stringMatching(/is a bot/) });
    expect(await checkPermission(api, { login: 'trusted-bot[bot]', isBot: true }, policy)).toMatchObject({ allowed: true });
  });
});
