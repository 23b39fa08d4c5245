import { defineConfig } from 'drizzle-kit';

// casing must match the runtime client (server/db/client.ts) so generated SQL names agree.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
});
