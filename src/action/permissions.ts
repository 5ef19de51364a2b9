/**
 * Who may trigger a run. The repository role comes from the collaborator-permission
 * API; `author_association` in the payload is not trusted (it says nothing about
 * write access and is reported differently for organization members).
 */
import type { Actor } from './event.js';
import type { GitHubApi } from './github-client.js';
import { PERMISSION_LEVELS, isPermissionLevel, type PermissionLevel } from './inputs.js';

export type PermissionDecision = { allowed: true; why: string } | { allowed: false; why: string };

export interface PermissionPolicy {
  allowedPermission: PermissionLevel;
  /** Lower-cased logins allowed whatever their role. */
  allowedUsers: readonly string[];
}

/** True when `role` is at least `needed` (admin > maintain > write > triage > read). */
export function meetsPermission(role: string | null, needed: PermissionLevel): boolean {
  if (role === null || !isPermissionLevel(role)) return false;
  return PERMISSION_LEVELS.indexOf(role) >= PERMISSION_LEVELS.indexOf(needed);
}

export async function checkPermission(api: Pick<GitHubApi, 'getPermission'>, actor: Actor, policy: PermissionPolicy): Promise<PermissionDecision> {
  if (policy.allowedUsers.includes(actor.login.toLowerCase())) return { allowed: true, why: `@${actor.login} is listed in allowed-users` };
  if (actor.isBot) return { allowed: false, why: `@${actor.login} is a bot; bots trigger runs only when listed in allowed-users` };
  const role = await api.getPermission(actor.login);
  if (meetsPermission(role, policy.allowedPermission)) return { allowed: true, why: `@${actor.login} has ${role} access` };
  return {
    allowed: false,
    why: `@${actor.login} has ${role === null ? 'no' : role} access to this repository; this workflow needs ${policy.allowedPermission} access or a listing in allowed-users`,
  };
}
