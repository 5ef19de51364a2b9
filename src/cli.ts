#!/usr/bin/env node
/** Process entry of the CLI: wires the real stdin/stdout/argv to `runCli`. */
import { readFileSync } from 'node:fs';
import { bundledIndexWorker } from './bundled-worker.js';
import { runCli } from './cli/main.js';

const code = await runCli({
  argv: process.argv.slice(2),
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  readStdin: () => (process.stdin.isTTY ? null : readFileSync(0, 'utf8')),
  stdoutIsTTY: process.stdout.isTTY === true,
  cwd: process.cwd(),
  indexWorker: bundledIndexWorker(),
});
process.exitCode = code;
