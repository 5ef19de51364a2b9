/** Process entry of the GitHub Action: wires the runner (inputs, outputs, API, artifacts) to `run`. */
import { DefaultArtifactClient } from '@actions/artifact';
import * as core from '@actions/core';
import { context } from '@actions/github';
import { createGitHubApi } from './action/github-client.js';
import { run } from './action/run.js';

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
      const retryBaseMs = Number(process.env['ITERATIVE_RETRIEVAL_RETRY_BASE_MS']) || 1000;
      return createGitHubApi({ token, owner, repo, baseUrl: context.apiUrl, retryBaseMs, warn: (m) => core.warning(m) });
    },
    artifacts: new DefaultArtifactClient(),
    env: process.env,
  });
} catch (e) {
  core.setFailed(e instanceof Error && (e.name === 'InputError' || e.name === 'ActionError') ? e.message : e instanceof Error ? (e.stack ?? e.message) : String(e));
}
