/**
 * One Action run: event -> permission check -> retrieval -> outputs, summary,
 * artifact, sticky comment, reactions. Everything outside comes in through `RunDeps`
 * so tests can hand in real small implementations.
 */
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { InputError } from '../core/errors.js';
import { redactSecrets } from '../core/redact.js';
import { renderMarkdown } from '../core/render-markdown.js';
import { retrieve } from '../core/retrieve.js';
import { tryUploadManifest, type ArtifactUploader } from './artifact.js';
import { readEvent, type RetrievalRequest, type Thread, type TriggerComment } from './event.js';
import { statusOf, type GitHubApi, type ReactionContent } from './github-client.js';
import { parseInputs, type ActionSettings, type InputReader } from './inputs.js';
import { checkPermission } from './permissions.js';
import { composeComment, composeRefusal, upsertStickyComment } from './publish-comment.js';
import { setManifestOutputs, tryWriteSummary, writeManifestFiles, type ActionsIO } from './publish.js';
import { OUTPUTS } from './registry.js';
import { buildRetrieveOptions, loadRepoConfig } from './retrieval-options.js';

export interface RunDeps {
  eventName: string;
  payload: unknown;
  readInput: InputReader;
  io: ActionsIO;
  /** Builds the API client; called only when the run talks to GitHub. */
  createApi: (token: string) => GitHubApi;
  artifacts: ArtifactUploader;
  /** GITHUB_WORKSPACE, RUNNER_TEMP, GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID and the artifact runtime variables. */
  env: Readonly<Record<string, string | undefined>>;
  /** The index worker script, to read trees over 16 MB on two threads (null or absent: one thread). */
  indexWorker?: URL | null;
}

export type RunOutcome = 'skipped' | 'refused' | 'done';

/** Most changed files of a pull request passed to the engine as hints. */
export const MAX_HINT_PATHS = 100;

/** A failure whose message is the whole story (no stack needed). */
export class ActionError extends Error {
  override name = 'ActionError';
}

export async function run(rawDeps: RunDeps): Promise<RunOutcome> {
  // Every log line may quote the issue or the comment: no credential reaches the log.
  const deps: RunDeps = { ...rawDeps, io: redactingIO(rawDeps.io) };
  const { io } = deps;
  const settings = parseInputs(deps.readInput);
  const outcome = readEvent(deps.eventName, deps.payload, settings);
  if (outcome.kind === 'skip') {
    io.notice(`iterative-retrieval: nothing to do: ${outcome.reason}.`);
    return 'skipped';
  }
  const req = outcome.request;
  const api = req.thread !== null || req.actor !== null ? lazyApi(deps, settings) : null;

  if (req.actor !== null && api !== null) {
    let decision;
    try {
      decision = await checkPermission(api(), req.actor, settings);
    } catch (e) {
      throw apiError(e, `could not check the repository permission of @${req.actor.login}`, 'metadata: read');
    }
    if (!decision.allowed) {
      io.notice(`iterative-retrieval: not running: ${decision.why}.`);
      // Only an explicit command gets a reply; an issue opened by a stranger is left alone.
      if (req.triggerComment !== null) await refuse(deps, settings, api(), req, decision.why);
      return 'refused';
    }
    io.info(`iterative-retrieval: ${decision.why}`);
  }
  if (api !== null && req.triggerComment !== null) await tryReact(io, api(), req.triggerComment, 'eyes');

  if (req.commandError !== null && api !== null) {
    io.warning(`iterative-retrieval: ${req.commandError}`);
    await refuse(deps, settings, api(), req, req.commandError);
    return 'refused';
  }

  try {
    await retrieveAndPublish(deps, settings, req, api);
  } catch (e) {
    if (api !== null && req.triggerComment !== null) await tryReact(io, api(), req.triggerComment, 'confused');
    throw e;
  }
  if (api !== null && req.triggerComment !== null) await tryReact(io, api(), req.triggerComment, 'rocket');
  return 'done';
}

async function retrieveAndPublish(deps: RunDeps, settings: ActionSettings, req: RetrievalRequest, api: (() => GitHubApi) | null): Promise<void> {
  const { io, env } = deps;
  const root = resolve(env['GITHUB_WORKSPACE'] ?? process.cwd(), settings.workingDirectory);
  if (!isDirectory(root)) {
    throw new InputError(`input "working-directory" is ${JSON.stringify(settings.workingDirectory)}, but ${root} is not a folder; give the repository's folder relative to GITHUB_WORKSPACE (check out the repository first, e.g. with actions/checkout)`);
  }
  const hintPaths = req.thread?.isPullRequest && api !== null ? await tryListPullFiles(io, api(), req.thread) : [];
  const { config, path: configPath } = loadRepoConfig(root, settings.configPath);
  if (configPath !== null) io.info(`iterative-retrieval: config ${configPath}`);
  const options = buildRetrieveOptions(settings, req.overrides, config, hintPaths, (line) => io.info(`iterative-retrieval: ${line}`));
  const manifest = await retrieve(root, { text: req.text, source: req.source, title: req.title }, { ...options, indexWorker: deps.indexWorker ?? null });
  const markdown = renderMarkdown(manifest);

  // Outputs and summary first: they must exist even when posting the comment fails.
  // Outside the workspace (never in the searched tree or a later commit), one folder per step (GITHUB_ACTION is the step's id).
  const step = (env['GITHUB_ACTION'] ?? '').replace(/[^\w.-]/g, '_');
  const outDir = join(env['RUNNER_TEMP'] || tmpdir(), step ? `iterative-retrieval-${step}` : 'iterative-retrieval');
  const files = writeManifestFiles(outDir, manifest, markdown);
  setManifestOutputs(io, manifest, files.json);
  await tryWriteSummary(io, markdown);

  let artifactName: string | null = null;
  if (settings.artifactName !== null) {
    const uploaded = await tryUploadManifest(deps.artifacts, settings.artifactName, files, env);
    if (uploaded.kind === 'uploaded') {
      artifactName = settings.artifactName;
      io.setOutput(OUTPUTS.artifactId, uploaded.id === null ? '' : String(uploaded.id));
      io.info(`iterative-retrieval: uploaded artifact ${settings.artifactName}`);
    } else {
      io.warning(`iterative-retrieval: artifact upload ${uploaded.kind === 'skipped' ? 'skipped' : 'failed'}: ${uploaded.why}`);
    }
  }

  if (settings.comment && req.thread !== null && api !== null) {
    const body = composeComment(markdown, { runUrl: runUrl(env), artifactName });
    try {
      const posted = await upsertStickyComment(api(), req.thread.number, body);
      io.setOutput(OUTPUTS.commentUrl, posted.url);
      io.info(`iterative-retrieval: ${posted.action} ${posted.url}`);
    } catch (e) {
      throw apiError(e, `could not post the context comment on #${req.thread.number}`, req.thread.isPullRequest ? 'pull-requests: write' : 'issues: write', true);
    }
  }
}

function lazyApi(deps: RunDeps, settings: ActionSettings): () => GitHubApi {
  let api: GitHubApi | null = null;
  return () => {
    if (api === null) {
      if (settings.githubToken === '') throw new ActionError('input "github-token" is empty; leave it at its default, ${{ github.token }}, or pass a token that can read the repository and write comments');
      api = deps.createApi(settings.githubToken);
    }
    return api;
  };
}

/**
 * A failed API call as a message saying what happened and what to do: the
 * permission the token lacks (403), a missing issue (404, 410), a rejected request
 * (422), or GitHub failing after the retries (5xx, timeouts).
 */
export function apiError(e: unknown, what: string, permission: string, manifestKept = false): ActionError {
  const status = statusOf(e);
  const detail = redactSecrets((e as Error)?.message ?? String(e));
  const kept = manifestKept ? ' The manifest is still in the step outputs, the job summary and the artifact.' : '';
  let why: string;
  if (status === 403 && /rate limit/i.test(detail)) why = `GitHub answered 403 (${detail}): the rate limit held after the retries; rerun the job later.`;
  else if (status === 403 || status === 401) why = `GitHub answered ${status} (${detail}). The token needs \`${permission}\`: add it under \`permissions:\` in the workflow job.`;
  else if (status === 404 || status === 410) why = `GitHub answered ${status} (${detail}): the issue or pull request was deleted or transferred, or the token cannot see it (it needs \`${permission}\`).`;
  else if (status === 422) why = `GitHub answered 422 (${detail}): it refused the request as invalid; this is a bug, please report it with the run log.`;
  else if (status !== null && status >= 500) why = `GitHub kept failing after the retries (last answer ${status}: ${detail}); rerun the job later.`;
  else why = `${detail}.`;
  return new ActionError(`${what}: ${why}${kept}`);
}

/** Redact every message before it reaches the log. */
function redactingIO(io: ActionsIO): ActionsIO {
  return {
    info: (m) => io.info(redactSecrets(m)),
    notice: (m) => io.notice(redactSecrets(m)),
    warning: (m) => io.warning(redactSecrets(m)),
    setOutput: (name, value) => io.setOutput(name, value),
    appendSummary: (md) => io.appendSummary(md),
  };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

async function refuse(deps: RunDeps, settings: ActionSettings, api: GitHubApi, req: RetrievalRequest, why: string): Promise<void> {
  if (req.triggerComment !== null) await tryReact(deps.io, api, req.triggerComment, 'confused');
  if (!settings.comment || req.thread === null) return;
  try {
    await api.createIssueComment(req.thread.number, composeRefusal(why, settings.command));
  } catch (e) {
    deps.io.warning(`iterative-retrieval: could not reply on #${req.thread.number}: ${(e as Error).message}`);
  }
}

/** Reactions acknowledge; a failure to add one is only a warning. */
async function tryReact(io: ActionsIO, api: GitHubApi, comment: TriggerComment, content: ReactionContent): Promise<void> {
  try {
    await api.addCommentReaction(comment.id, comment.kind, content);
  } catch (e) {
    io.warning(`iterative-retrieval: could not add the ${content} reaction: ${(e as Error).message}`);
  }
}

/** The changed files are a hint; without them the search still works. */
async function tryListPullFiles(io: ActionsIO, api: GitHubApi, thread: Thread): Promise<string[]> {
  try {
    const paths = await api.listPullFiles(thread.number, MAX_HINT_PATHS);
    io.info(`iterative-retrieval: ${paths.length} changed file(s) of #${thread.number} used as hints`);
    return paths;
  } catch (e) {
    io.warning(`iterative-retrieval: could not list the files of pull request #${thread.number}: ${(e as Error).message}`);
    return [];
  }
}

function runUrl(env: Readonly<Record<string, string | undefined>>): string | null {
  const server = env['GITHUB_SERVER_URL'];
  const repo = env['GITHUB_REPOSITORY'];
  const id = env['GITHUB_RUN_ID'];
  return server && repo && id ? `${server}/${repo}/actions/runs/${id}` : null;
}
