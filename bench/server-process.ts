// The API as its own process (as deployed), so the load driver never shares its event loop.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

const built = new Set<string>();

/** `npm run build:server` once per checkout per bench run, so the figures are the code as it stands. */
function buildOnce(root: string) {
  if (built.has(root)) return;
  const result = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build:server failed:\n${result.stdout}\n${result.stderr}`);
  built.add(root);
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Resident set size in MiB, from /proc. */
  rssMiB(): number;
  /** CPU time the process has used so far (all its threads, user and system), in ms. */
  cpuMs(): number;
  /**
   * Time its main thread (the event loop) has spent ready to run but waiting for a CPU, in ms: on a
   * machine shared with other work this is latency no change to the API can remove.
   */
  runQueueWaitMs(): number;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startServer(
  root: string,
  env: Record<string, string | undefined>,
  log: (m: string) => void,
  /** Extra node flags, e.g. --cpu-prof (which NODE_OPTIONS refuses). */
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  buildOnce(root);
  const port = await freePort();
  // As `npm run serve` runs it (package.json): the compiled bundle, not the TypeScript through tsx.
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--enable-source-maps', path.join(root, 'dist-server/main.js')],
    {
      cwd: root,
      // The benches send their documents' text (the members list part compares it with the id the SPA
      // sends, bench/trusted-documents.ts), which production answers with the switch on.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        GRAPHQL_ARBITRARY_DOCUMENTS: 'allow',
        HOST: '127.0.0.1',
        PORT: String(port),
        ...env,
      },
      // The request log goes nowhere: it is the operator's choice, not the API's cost.
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const origin = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${String(child.exitCode)}: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`server did not answer in 10 minutes: ${stderr}`);
    const up = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-kar-csrf': '1' },
      body: '{"query":"{ __typename }"}',
    }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  log(`server up at ${origin} (pid ${String(child.pid)})`);
  return {
    origin,
    child,
    rssMiB() {
      const status = readFileSync(`/proc/${String(child.pid)}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
    },
    cpuMs() {
      const fields =
        readFileSync(`/proc/${String(child.pid)}/stat`, 'utf8')
          .split(') ')[1]
          ?.split(' ') ?? [];
      // utime and stime, in clock ticks of 10 ms (USER_HZ on Linux).
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    runQueueWaitMs() {
      const [, wait] = readFileSync(`/proc/${String(child.pid)}/schedstat`, 'utf8').split(' ');
      return Number(wait) / 1e6;
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}
