import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { loadConfig, StartupError } from './config';
import { warmUp } from './warm-up';
import { createApp } from './http/app';
import { listenAddress } from './http/listen-address';

/** Signalled, the server stops within this: in-flight requests that take longer are cut off. */
export const SHUTDOWN_DEADLINE_MS = 9_000;

const config = loadConfig();
const started = await createApp(config, { logger: true }).catch((e: unknown) => {
  // A refused setting is the whole story: its message alone, no stack.
  if (e instanceof StartupError) {
    console.error(`KAR Admin cannot start: ${e.message}`);
    process.exit(1);
  }
  throw e;
});
if (started.generatedPassword) {
  // A password never goes to a log: it is written once to a file only this user can read.
  const file = path.join(config.dataDir, 'first-admin-password.txt');
  await writeFile(file, `${started.generatedPassword}\n`, { mode: 0o600 });
  console.log(
    `\n  First admin created: ${config.adminEmail}\n  Its generated password is in ${file}\n  (read it, then delete the file; set ADMIN_PASSWORD to choose it yourself)\n`,
  );
}
// Before the port opens, so no request waits on PGlite compiling itself (server/warm-up.ts).
if (started.dbKind === 'pglite') await warmUp(started.db, started.auth);
await started.app.listen({ host: config.host, port: config.port });
// The address it really listens on, with the port it really got (PORT=0 takes any free one; tests read
// this line), never the wildcard 0.0.0.0, which no browser opens.
const address = started.app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(
  `KAR Admin on ${listenAddress(config.host, port)} (${config.production ? 'production' : 'development'}, database: ${started.dbKind})`,
);

/*
 * On SIGTERM or SIGINT: stop listening, answer 503 on connections that stay open, let in-flight requests
 * finish, close idle keep-alive sockets, close the database, exit 0. Past the deadline the process exits 1
 * whatever is still running, so an orchestrator's own kill never has to.
 */
closeWithGrace({ delay: SHUTDOWN_DEADLINE_MS, logger: started.app.log }, async ({ signal, err }) => {
  if (err) started.app.log.error({ err }, 'stopping after an uncaught error');
  else started.app.log.warn(`${String(signal)}: draining requests, then stopping`);
  // A keep-alive socket that goes idle after its last answer is closed too, not only the ones idle now.
  const idle = setInterval(() => started.app.server.closeIdleConnections(), 100);
  try {
    await started.close();
  } finally {
    clearInterval(idle);
  }
});
