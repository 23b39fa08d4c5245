import { loadConfig } from './config';
import { createApp } from './http/app';

const config = loadConfig();
const started = await createApp(config, { logger: true });
if (started.generatedPassword) {
  // Printed once, on the start that created the admin; it is stored only as an argon2id hash.
  console.log(
    `\n  First admin created: ${config.adminEmail}\n  Generated password: ${started.generatedPassword}\n  (set ADMIN_PASSWORD to choose it yourself)\n`,
  );
}
await started.app.listen({ host: config.host, port: config.port });
console.log(`KAR Admin on http://localhost:${config.port} (database: ${started.dbKind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void started.close().finally(() => process.exit(0));
  });
}
