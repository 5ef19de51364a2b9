/**
 * The workflow event -> what to do: a retrieval request (task text, where to
 * answer, who asked) or a reason to skip. Pure: the payload comes in as data.
 * Issue and comment text are only ever searched (the engine cleans them), never evaluated.
 */
import { InputError } from '../core/errors.js';
import { cleanTaskText } from '../core/query.js';
import type { ActionSettings } from './inputs.js';
import { parseSlashCommand, type CommandOverrides } from './slash-command.js';

/** The issue or pull request the run answers on. */
export interface Thread {
  number: number;
  isPullRequest: boolean;
}

/** The comment that triggered the run, for reactions. */
export interface TriggerComment {
  id: number;
  /** `issue`: conversation comment (issues API); `review`: pull request review comment (pulls API). */
  kind: 'issue' | 'review';
}

export interface Actor {
  login: string;
  isBot: boolean;
}

export interface RetrievalRequest {
  /** Recorded in the manifest as the task's source. */
  source: 'issue' | 'comment' | 'review-comment' | 'workflow_dispatch';
  title: string;
  /** Task text as written (title, narrowing text, body); the engine cleans it. */
  text: string;
  overrides: CommandOverrides;
  /** Set when the slash command's flags are wrong; the run replies with it after the permission check. */
  commandError: string | null;
  /** Where to post; null for workflow_dispatch. */
  thread: Thread | null;
  triggerComment: TriggerComment | null;
  /** Whose permission decides; null when GitHub already requires write access (workflow_dispatch). */
  actor: Actor | null;
}

export type EventOutcome = { kind: 'run'; request: RetrievalRequest } | { kind: 'skip'; reason: string };

export const SUPPORTED_EVENTS = ['issues', 'issue_comment', 'pull_request_review_comment', 'workflow_dispatch'] as const;

const ISSUE_ACTIONS = ['opened', 'edited', 'labeled'];

type Obj = Record<string, unknown>;

function obj(v: unknown): Obj | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : null;
}
function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}
function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null;
}

function actorOf(user: unknown): Actor | null {
  const u = obj(user);
  const login = str(u?.['login']);
  if (!login) return null;
  return { login, isBot: str(u?.['type']) === 'Bot' || login.endsWith('[bot]') };
}

/**
 * Title, narrowing text and body, as written: the engine cleans the whole (and so
 * knows, and records in the manifest, when it had to cut it). Parts with nothing
 * visible are left out.
 */
function composeTask(title: string, focus: string, body: string): string {
  return [title, focus, body].filter((s) => cleanTaskText(s).trim().length > 0).map((s) => s.trim()).join('\n\n');
}

export function readEvent(eventName: string, payload: unknown, settings: ActionSettings): EventOutcome {
  const p = obj(payload) ?? {};
  switch (eventName) {
    case 'issues':
      return fromIssueEvent(p, settings);
    case 'issue_comment':
      return fromCommentEvent(p, settings, 'issue');
    case 'pull_request_review_comment':
      return fromCommentEvent(p, settings, 'review');
    case 'workflow_dispatch':
      return fromDispatch(settings);
    default:
      return { kind: 'skip', reason: `event "${eventName}" is not supported; use one of ${SUPPORTED_EVENTS.join(', ')}` };
  }
}

function fromIssueEvent(p: Obj, s: ActionSettings): EventOutcome {
  const action = str(p['action']);
  if (!ISSUE_ACTIONS.includes(action)) return { kind: 'skip', reason: `issues event "${action}" is ignored; the action runs on ${ISSUE_ACTIONS.join(', ')}` };
  const issue = obj(p['issue']);
  const number = num(issue?.['number']);
  if (!issue || number === null) return { kind: 'skip', reason: 'the issues event has no issue in its payload' };
  if (action === 'labeled') {
    const added = str(obj(p['label'])?.['name']);
    if (s.label === null) return { kind: 'skip', reason: `label "${added}" added, but no "label" input is set; labeled events run only for that label` };
    if (added !== s.label) return { kind: 'skip', reason: `label "${added}" added; this workflow runs for label "${s.label}"` };
  } else if (s.label !== null) {
    const labels = Array.isArray(issue['labels']) ? issue['labels'].map((l) => str(obj(l)?.['name'])) : [];
    if (!labels.includes(s.label)) return { kind: 'skip', reason: `issue #${number} does not carry the label "${s.label}"` };
  }
  const title = str(issue['title']);
  return {
    kind: 'run',
    request: {
      source: 'issue',
      title: cleanTaskText(title).trim(),
      text: composeTask(title, '', str(issue['body'])),
      overrides: {},
      commandError: null,
      thread: { number, isPullRequest: false },
      triggerComment: null,
      actor: actorOf(p['sender']),
    },
  };
}

function fromCommentEvent(p: Obj, s: ActionSettings, kind: 'issue' | 'review'): EventOutcome {
  const action = str(p['action']);
  if (action !== 'created') return { kind: 'skip', reason: `comment event "${action}" is ignored; only new comments run the command` };
  const comment = obj(p['comment']);
  const commentId = num(comment?.['id']);
  // issue_comment carries the issue (a pull request is an issue with `pull_request` set); review comments carry the pull request.
  const parent = obj(kind === 'issue' ? p['issue'] : p['pull_request']);
  const number = num(parent?.['number']);
  if (!comment || commentId === null || !parent || number === null) return { kind: 'skip', reason: 'the comment event has no comment or issue in its payload' };
  const parsed = parseSlashCommand(str(comment['body']), s.command);
  if (parsed.kind === 'not-a-command') return { kind: 'skip', reason: `the comment does not start with ${s.command}` };
  const isPullRequest = kind === 'review' || parent['pull_request'] !== undefined;
  const title = str(parent['title']);
  return {
    kind: 'run',
    request: {
      source: kind === 'issue' ? 'comment' : 'review-comment',
      title: cleanTaskText(title).trim(),
      text: composeTask(title, parsed.kind === 'command' ? parsed.text : '', str(parent['body'])),
      overrides: parsed.kind === 'command' ? parsed.overrides : {},
      commandError: parsed.kind === 'invalid' ? parsed.message : null,
      thread: { number, isPullRequest },
      triggerComment: { id: commentId, kind },
      actor: actorOf(comment['user']),
    },
  };
}

function fromDispatch(s: ActionSettings): EventOutcome {
  const cleaned = cleanTaskText(s.task).trim();
  if (cleaned === '') throw new InputError('workflow_dispatch needs the "task" input: the issue text (title on the first line, then the body) to find context for');
  return {
    kind: 'run',
    request: {
      source: 'workflow_dispatch',
      title: cleaned.split('\n', 1)[0] ?? '',
      text: s.task.trim(),
      overrides: {},
      commandError: null,
      thread: null,
      triggerComment: null,
      actor: null,
    },
  };
}
