/*
 * Runs before every browser test file (the e2e project's setupFiles): global-setup.ts builds the SPA,
 * prepares the database and starts the server in the background while the unit and server files run, and
 * writes its status file once the server answers. A file that starts earlier (a run of browser files
 * alone) waits here; one that finds the start failed fails with its reason.
 */
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

// The build, the seed and the server's start; on a loaded machine they take minutes, not seconds.
const WAIT_MS = 600_000;

async function serverStatus(): Promise<string> {
  const file = inject('serverStatusFile');
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (existsSync(file)) return readFileSync(file, 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return `failed: the e2e server was not ready within ${String(WAIT_MS / 1000)} s`;
}

const status = await serverStatus();
if (status !== 'ready') throw new Error(status);
