/**
 * One temporary folder for the whole test run: every fixture repository, CLI output
 * and spawned process's temp file lands under it (os.tmpdir() reads TMPDIR, which the
 * test workers and their child processes inherit), and it is removed when the run ends,
 * so a run leaves nothing behind in the system's temp folder.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'ir-test-run-'));
  // As /tmp is: the tests that walk a tree as an unprivileged user must reach it.
  chmodSync(root, 0o1777);
  for (const name of ['TMPDIR', 'TMP', 'TEMP']) process.env[name] = root;
  return () => rmSync(root, { recursive: true, force: true });
}
