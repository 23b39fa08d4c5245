// The app as every benchmark starts it: production mode, demo data, a fresh admin password of its own.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../server/config';

export function benchAppConfig(where: { dataDir: string; databaseUrl?: string; staticDir?: string }) {
  const password = `Bench-${randomBytes(12).toString('base64url')}-1a`;
  return {
    password,
    config: {
      ...loadConfig({}),
      dataDir: where.dataDir,
      databaseUrl: where.databaseUrl,
      adminPassword: password,
      production: true,
      // The benches send their documents' text as well as ids (GRAPHQL_ARBITRARY_DOCUMENTS=allow); an id
      // takes the same path either way (server/graphql/trusted-documents.ts).
      arbitraryDocuments: true,
      staticDir: where.staticDir,
      // The scale seed builds on the reference data (locations, catalogue) that the demo seed brings.
      seedDemo: true,
    },
  };
}
