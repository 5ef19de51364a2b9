/**
 * A loopback GitHub REST API for end-to-end runs of the bundled Action: the few
 * endpoints it uses, backed by in-memory state. Every request is first checked
 * against GitHub's OpenAPI description; a request GitHub would not understand
 * is answered 599 and recorded in `violations`, which the tests assert empty.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenApiChecker } from './openapi-check.js';

export interface RecordedRequest {
  method: string;
  path: string;
  operationId: string;
  body: unknown;
  status: number;
}

interface StoredComment {
  id: number;
  issue: number;
  body: string;
  user: { login: string; type: string };
}

/**
 * A planned failure: the next `times` requests of this operation get `status`
 * (with `headers`), or, with `delayMs`, an answer only after that long (a hang,
 * when longer than the client's timeout; the request is then served normally).
 */
export interface Fault {
  operationId: string;
  status: number;
  times: number;
  message?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly violations: string[] = [];
  readonly comments: StoredComment[] = [];
  readonly reactions: { subject: string; content: string }[] = [];
  /** login -> role_name; absent means not a collaborator (404). */
  roles: Record<string, string> = {};
  /** pull number -> changed files. */
  pullFiles: Record<number, string[]> = {};
  faults: Fault[] = [];
  private server: Server | null = null;
  private nextId = 1000;

  constructor(private readonly checker: OpenApiChecker, readonly owner = 'acme', readonly repo = 'widget') {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    // Bounded: no keep-alive sockets left behind, and no request may hang the test.
    this.server.keepAliveTimeout = 100;
    this.server.requestTimeout = 5000;
    await new Promise<void>((ok) => this.server!.listen(0, '127.0.0.1', ok));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((ok) => (this.server ? this.server.close(() => ok()) : ok()));
  }

  reset(): void {
    this.requests.length = 0;
    this.violations.length = 0;
    this.comments.length = 0;
    this.reactions.length = 0;
    this.faults = [];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of req) {
      size += (c as Buffer).length;
      if (size > 1_000_000) return this.send(res, 413, { message: 'too large' });
      chunks.push(c as Buffer);
    }
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    let body: unknown;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      this.violations.push(`${method} ${url.pathname}: body is not JSON`);
      return this.send(res, 599, { message: 'not JSON' });
    }
    const checked = this.checker.check(method, url, body);
    if ('error' in checked) {
      this.violations.push(checked.error);
      return this.send(res, 599, { message: checked.error });
    }
    if (req.headers.authorization !== 'token test-token') this.violations.push(`${checked.operationId}: missing or wrong Authorization header`);
    const record = (status: number) => this.requests.push({ method, path: url.pathname, operationId: checked.operationId, body, status });
    const fault = this.faults.find((f) => f.operationId === checked.operationId && f.times > 0);
    if (fault) {
      fault.times--;
      if (fault.delayMs !== undefined) {
        record(0);
        await new Promise((ok) => setTimeout(ok, fault.delayMs).unref());
        if (res.destroyed) return;
      } else {
        record(fault.status);
        return this.send(res, fault.status, { message: fault.message ?? `injected ${fault.status}`, documentation_url: 'https://docs.github.com/rest' }, fault.headers);
      }
    }
    const [status, data] = this.route(checked.operationId, url.pathname.split('/').slice(4), body as Record<string, string> | undefined);
    record(status);
    this.send(res, status, data);
  }

  /** `rest` is the path after /repos/{owner}/{repo}/. */
  private route(operationId: string, rest: string[], body: Record<string, string> | undefined): [number, unknown] {
    const n = Number(rest[1]);
    switch (operationId) {
      case 'repos/get-collaborator-permission-level': {
        const login = rest[1] ?? '';
        const role = this.roles[login];
        if (!role) return [404, { message: 'Not Found' }];
        const permission = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role;
        return [200, { permission, role_name: role, user: this.user(login, 'User') }];
      }
      case 'issues/list-comments':
        return [200, this.comments.filter((c) => c.issue === n).map((c) => this.commentJson(c))];
      case 'issues/create-comment': {
        const c = { id: this.nextId++, issue: n, body: body?.['body'] ?? '', user: { login: 'github-actions[bot]', type: 'Bot' } };
        this.comments.push(c);
        return [201, this.commentJson(c)];
      }
      case 'issues/update-comment': {
        const c = this.comments.find((x) => x.id === Number(rest[2]));
        if (!c) return [404, { message: 'Not Found' }];
        c.body = body?.['body'] ?? '';
        return [200, this.commentJson(c)];
      }
      case 'reactions/create-for-issue-comment':
      case 'reactions/create-for-pull-request-review-comment':
        this.reactions.push({ subject: `${rest[0]}/comments/${rest[2]}`, content: body?.['content'] ?? '' });
        return [201, { id: this.nextId++, content: body?.['content'], user: this.user('github-actions[bot]', 'Bot'), created_at: new Date(0).toISOString() }];
      case 'pulls/list-files':
        return [200, (this.pullFiles[n] ?? []).map((filename, i) => ({ sha: String(i), filename, status: 'modified', additions: 1, deletions: 0, changes: 1 }))];
      default:
        this.violations.push(`${operationId}: documented, but the fake does not serve it`);
        return [599, { message: 'not served' }];
    }
  }

  private user(login: string, type: string) {
    return { login, id: 1, type, site_admin: false };
  }

  private commentJson(c: StoredComment) {
    return {
      id: c.id,
      body: c.body,
      user: this.user(c.user.login, c.user.type),
      author_association: c.user.type === 'Bot' ? 'NONE' : 'MEMBER',
      html_url: `https://github.com/${this.owner}/${this.repo}/issues/${c.issue}#issuecomment-${c.id}`,
      created_at: new Date(0).toISOString(),
      updated_at: new Date(0).toISOString(),
    };
  }

  private send(res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}): void {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-ratelimit-remaining': '4999', connection: 'close', ...headers });
    res.end(JSON.stringify(data));
  }
}
