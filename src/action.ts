/** Process entry of the GitHub Action: wires the runner (inputs, outputs, API, artifacts) to `run`. */
import { DefaultArtifactClient } from '@actions/artifact';
import * as core from '@actions/core';
import { context } from '@actions/github';
import { createGitHubApi } from './action/github-client.js';
import { run } from './action/run.js';
import { bundledIndexWorker } from './bundled-worker.js';
import { redactSecrets } from './core/redact.js';

try {
  await run({
    eventName: context.eventName,
    payload: context.payload,
    readInput: (name) => core.getInput(name),
    io: {
      info: (m) => core.info(m),
      notice: (m) => core.notice(m),
      warning: (m) => core.warning(m),
      setOutput: (name, value) => core.setOutput(name, value),
      appendSummary: async (md) => void (await core.summary.addRaw(md, true).write()),
    },
    createApi: (token) => {
      core.setSecret(token);
      const { owner, repo } = context.repo;
      // Test knobs (the end-to-end tests shorten waits); unset on a runner.
      const retryBaseMs = Number(process.env['ITERATIVE_RETRIEVAL_RETRY_BASE_MS']) || 1000;
      const requestTimeoutMs = Number(process.env['ITERATIVE_RETRIEVAL_REQUEST_TIMEOUT_MS']) || 30_000;
      return createGitHubApi({ token, owner, repo, baseUrl: context.apiUrl, retryBaseMs, requestTimeoutMs, warn: (m) => core.warning(redactSecrets(m)) });
    },
    artifacts: new DefaultArtifactClient(),
    env: process.env,
    indexWorker: bundledIndexWorker(),
  });
} catch (e) {
  core.setFailed(redactSecrets(e instanceof Error && (e.name === 'InputError' || e.name === 'ActionError') ? e.message : e instanceof Error ? (e.stack ?? e.message) : String(e)));
}
