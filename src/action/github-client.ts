/**
 * The slice of the GitHub REST API the Action uses, as a narrow interface bound
 * to one repository, and its implementation on @octokit/rest with the retry and
 * throttling plugins. Tests talk to a real HTTP server through the same code.
 */
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';

export interface IssueComment {
  id: number;
  body: string;
  url: string;
  /** Author login and type (`Bot` for GitHub Apps such as github-actions). */
  author: { login: string; type: string } | null;
  /** The author's relation to the repository: OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE... */
  authorAssociation: string;
}

export type ReactionContent = 'eyes' | 'rocket' | 'hooray' | 'confused' | '+1' | '-1' | 'laugh' | 'heart';

export interface GitHubApi {
  /** The user's role on the repository (`admin`, `maintain`, `write`, `triage`, `read`), or null when they have none. */
  getPermission(username: string): Promise<string | null>;
  listIssueComments(issueNumber: number): Promise<IssueComment[]>;
  createIssueComment(issueNumber: number, body: string): Promise<IssueComment>;
  updateIssueComment(commentId: number, body: string): Promise<IssueComment>;
  /** React to a comment: `issue` conversation comments or pull request `review` comments. */
  addCommentReaction(commentId: number, kind: 'issue' | 'review', content: ReactionContent): Promise<void>;
  /** Paths a pull request changes (at most `limit`). */
  listPullFiles(pullNumber: number, limit: number): Promise<string[]>;
}

export interface ClientOptions {
  token: string;
  owner: string;
  repo: string;
  /** REST API root, from GITHUB_API_URL (GitHub Enterprise Server, or a test server). */
  baseUrl: string;
  /** Retries of a failed request (5xx, network errors). @default 3 */
  retries?: number;
  /** Base of the retry back-off in ms: waits are 1, 4, 9... times this. @default 1000 */
  retryBaseMs?: number;
  /** Longest wait for one HTTP request before it is aborted and retried (like a 5xx). @default 30000 */
  requestTimeoutMs?: number;
  /** Where the plugins report rate limits. */
  warn: (message: string) => void;
}

/** `fetch` with a fresh timeout per call: a request GitHub never answers cannot hang the run. */
export function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const signal = init?.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    return fetch(input, { ...init, signal }).catch((e: unknown) => {
      // Not an AbortError: Octokit passes those through unretried; any other error becomes a retried 500.
      if ((e as Error).name === 'TimeoutError') throw new Error(`no answer from GitHub within ${timeoutMs} ms`);
      throw e;
    });
  };
}

const RestClient = Octokit.plugin(retry, throttling);

export function createGitHubApi(o: ClientOptions): GitHubApi {
  const base = o.retryBaseMs ?? 1000;
  const octokit = new RestClient({
    auth: o.token,
    baseUrl: o.baseUrl.replace(/\/+$/, ''),
    userAgent: 'iterative-retrieval-action',
    // An aborted request surfaces as status 500, which the retry plugin retries.
    request: { fetch: fetchWithTimeout(o.requestTimeoutMs ?? 30_000) },
    retry: { retries: o.retries ?? 3, retryAfterBaseValue: base },
    throttle: {
      retryAfterBaseValue: base,
      onRateLimit: (after, options, _octokit, retryCount) => {
        o.warn(`rate limit hit on ${options.method} ${options.url}; retry ${retryCount + 1} in ${after} s`);
        return retryCount < 2;
      },
      onSecondaryRateLimit: (after, options, _octokit, retryCount) => {
        o.warn(`secondary rate limit hit on ${options.method} ${options.url}; retry ${retryCount + 1} in ${after} s`);
        return retryCount < 1;
      },
    },
    log: { debug: () => {}, info: () => {}, warn: o.warn, error: o.warn },
  });
  const repo = { owner: o.owner, repo: o.repo };
  return {
    async getPermission(username) {
      try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username });
        // role_name knows triage and maintain (permission folds them into read and write);
        // a custom organization role has its own name, so then fall back to permission.
        const roleName = (data as { role_name?: string }).role_name ?? '';
        const role = ['read', 'triage', 'write', 'maintain', 'admin'].includes(roleName) ? roleName : data.permission;
        return role === 'none' ? null : role;
      } catch (e) {
        if (statusOf(e) === 404) return null;
        throw e;
      }
    },
    async listIssueComments(issueNumber) {
      const all = await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: issueNumber, per_page: 100 });
      return all.map(toComment);
    },
    async createIssueComment(issueNumber, body) {
      const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body });
      return toComment(data);
    },
    async updateIssueComment(commentId, body) {
      const { data } = await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body });
      return toComment(data);
    },
    async addCommentReaction(commentId, kind, content) {
      if (kind === 'issue') await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: commentId, content });
      else await octokit.rest.reactions.createForPullRequestReviewComment({ ...repo, comment_id: commentId, content });
    },
    async listPullFiles(pullNumber, limit) {
      const paths: string[] = [];
      for await (const page of octokit.paginate.iterator(octokit.rest.pulls.listFiles, { ...repo, pull_number: pullNumber, per_page: 100 })) {
        for (const f of page.data) if (f.status !== 'removed') paths.push(f.filename);
        if (paths.length >= limit) break;
      }
      return paths.slice(0, limit);
    },
  };
}

function toComment(c: { id: number; body?: string | undefined; html_url: string; user: { login: string; type: string } | null; author_association: string }): IssueComment {
  return { id: c.id, body: c.body ?? '', url: c.html_url, author: c.user ? { login: c.user.login, type: c.user.type } : null, authorAssociation: c.author_association };
}

/** HTTP status of an Octokit error, or null for anything else. */
export function statusOf(e: unknown): number | null {
  const s = (e as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : null;
}
