/**
 * The sticky comment: one comment per issue or pull request, found again by a
 * hidden marker and edited in place on every rerun, kept under GitHub's limit.
 */
import { redactSecrets } from '../core/redact.js';
import { escapeCell } from '../core/render-markdown.js';
import type { GitHubApi, IssueComment } from './github-client.js';

/** First line of every sticky comment; how a rerun finds it. */
export const MARKER = '<!-- iterative-retrieval:context -->';
/** GitHub rejects comment bodies longer than this (characters). */
export const MAX_COMMENT_CHARS = 65_536;

export interface CommentFooter {
  /** Link to the workflow run, when known. */
  runUrl: string | null;
  /** Artifact holding the full manifest, when uploaded (or about to be). */
  artifactName: string | null;
}

/** Marker + Markdown + footer, cut (at a line break) to fit `limit` with a note saying where the rest is. */
export function composeComment(markdown: string, footer: CommentFooter, limit = MAX_COMMENT_CHARS): string {
  const where = footer.artifactName ? `artifact \`${footer.artifactName}\`` : 'job summary';
  const tail = `\n---\n<sub>iterative-retrieval${footer.runUrl ? ` · [workflow run](${footer.runUrl})` : ''} · full manifest in the ${where}</sub>\n`;
  const head = `${MARKER}\n`;
  const room = limit - head.length - tail.length;
  if (markdown.length <= room) return head + markdown + tail;
  const note = `\n\n> Truncated to fit a comment: the full manifest is in the ${where}${footer.runUrl ? ` of the [workflow run](${footer.runUrl})` : ''}.\n`;
  let cut = markdown.slice(0, Math.max(0, room - note.length));
  const lastBreak = cut.lastIndexOf('\n');
  if (lastBreak > 0) cut = cut.slice(0, lastBreak);
  // An open <details> would swallow the note; close it.
  const opened = (cut.match(/<details>/g) ?? []).length - (cut.match(/<\/details>/g) ?? []).length;
  const closing = opened > 0 ? '\n</details>' : '';
  cut = cut.slice(0, Math.max(0, room - note.length - closing.length));
  return head + cut + closing + note + tail;
}

/**
 * Ours: starts with the marker and was written by a bot or someone with a stake in the
 * repository, so a stranger's comment quoting the marker is never overwritten.
 */
export function isStickyComment(c: IssueComment): boolean {
  return c.body.startsWith(MARKER) && (c.author?.type === 'Bot' || ['OWNER', 'MEMBER', 'COLLABORATOR'].includes(c.authorAssociation));
}

export interface PublishedComment {
  url: string;
  id: number;
  action: 'created' | 'updated';
}

/** Update the existing sticky comment (the oldest one if several) or create it. */
export async function upsertStickyComment(api: Pick<GitHubApi, 'listIssueComments' | 'createIssueComment' | 'updateIssueComment'>, issueNumber: number, body: string): Promise<PublishedComment> {
  const existing = (await api.listIssueComments(issueNumber)).filter(isStickyComment).sort((a, b) => a.id - b.id)[0];
  if (existing) {
    const c = await api.updateIssueComment(existing.id, body);
    return { url: c.url, id: c.id, action: 'updated' };
  }
  const c = await api.createIssueComment(issueNumber, body);
  return { url: c.url, id: c.id, action: 'created' };
}

/** A short reply explaining why the command did not run; `why` may quote the comment, so it is redacted and escaped. */
export function composeRefusal(why: string, command: string): string {
  return `<!-- iterative-retrieval:refusal -->\n\`${command}\` did not run: ${escapeCell(redactSecrets(why))}.\n`;
}
