import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression } from 'vite-plugin-compression2';
import { build as esbuild } from 'esbuild';

// The API runs on its own port in development; the built SPA is served by the API itself.
const apiTarget = process.env.VITE_DEV_API ?? 'http://localhost:4000';

const AUTH_ZOD = '?kar-auth-zod';

/**
 * The login route validates with `zod/mini` (src/rules/auth.ts), the admin area with classic zod, and
 * both reach zod's core modules. One shared copy of those modules keeps every schema type classic zod
 * uses, and the login route would download all of it (~14 KB gzip). So the auth rules get their own
 * copy of the zod modules they reach, tree-shaken to what they use (docs/bundle.md). Build only.
 */
function authRulesOwnZod(): Plugin {
  return {
    name: 'kar-auth-rules-own-zod',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromCopy = importer.endsWith(AUTH_ZOD);
      if (!fromCopy && !(importer.endsWith('/src/rules/auth.ts') && source.startsWith('zod'))) return null;
      const resolved = await this.resolve(source, importer.replace(AUTH_ZOD, ''), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external || !/[\\/]node_modules[\\/]zod[\\/]/.test(resolved.id))
        return resolved;
      return { ...resolved, id: `${resolved.id}${AUTH_ZOD}` };
    },
    load(id) {
      if (!id.endsWith(AUTH_ZOD)) return null;
      return { code: readFileSync(id.slice(0, -AUTH_ZOD.length), 'utf8'), moduleType: 'js' };
    },
  };
}

/**
 * graphql-request's `graphql` import resolves to src/lib/graphql-request-graphql.ts in the browser build:
 * it never parses or prints a document there (the admin client sends ids, graphql-client.ts), and the
 * real package is about 11 KB gzip (docs/bundle.md). Build only; any other importer gets the package.
 */
function graphqlRequestWithoutParser(): Plugin {
  const stand = fileURLToPath(new URL('./src/lib/graphql-request-graphql.ts', import.meta.url));
  return {
    name: 'kar-graphql-request-without-parser',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'graphql' || !importer || !/[\\/]node_modules[\\/]graphql-request[\\/]/.test(importer))
        return null;
      return stand;
    },
  };
}

const BOOT_SCRIPT = 'src/boot.ts';

/**
 * src/boot.ts as a classic script at the top of <head>: it must run before the body is parsed, so that
 * the frame index.html paints before the app (docs/deploying.md) already has the admin's sider width.
 * The Content-Security-Policy allows no inline script, so it is a file of its own, hashed for caching.
 * Development serves the source as a module (run after parsing; the dev server paints no frame first).
 */
function bootScript(): Plugin {
  let fileName = '';
  let code = '';
  let building = false;
  return {
    name: 'kar-boot-script',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      const result = await esbuild({
        entryPoints: [fileURLToPath(new URL(`./${BOOT_SCRIPT}`, import.meta.url))],
        bundle: true,
        minify: true,
        write: false,
        format: 'iife',
        target: 'es2020',
        logLevel: 'silent',
      });
      code = result.outputFiles[0]?.text ?? '';
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8).replace(/[-_]/g, 'x');
      fileName = `assets/boot-${hash}.js`;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        {
          tag: 'script',
          // `vite-ignore`: the file is emitted by this plugin, not bundled; without it every build warned
          // that a classic script cannot be bundled. Vite drops the attribute from the page.
          attrs: building
            ? { src: `/${fileName}`, 'vite-ignore': true }
            : { type: 'module', src: `/${BOOT_SCRIPT}` },
          injectTo: 'head-prepend',
        },
      ],
    },
    generateBundle() {
      if (building) this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}

/** Where the build lists each chunk's modules (beside Vite's manifest; the server serves no dot-folder). */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Writes which source modules each JS chunk holds, with their rendered size, so a test can tell what the
 * login page's first script is made of (tests/e2e/session.test.ts, docs/bundle.md) from the very build
 * it serves, without a second build or source maps.
 */
function chunkModules(): Plugin {
  return {
    name: 'kar-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL('.', import.meta.url));
      const chunks: Record<string, { id: string; bytes: number }[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks[item.fileName] = Object.entries(item.modules).map(([id, info]) => ({
          id: id.startsWith(root) ? id.slice(root.length) : id,
          bytes: info.renderedLength,
        }));
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(chunks) });
    },
  };
}

/** The meta tag that tells the server which Firebase database the build talks to (server/http/spa.ts). */
const FIREBASE_DATABASE_META = 'kar-firebase-database-url';

/**
 * Writes the origin of VITE_FIREBASE_DATABASE_URL, as this build resolved it (.env files included), into
 * index.html, so the server's Content-Security-Policy allows connections to that database alone
 * (docs/deploying.md, Security headers). Only a parsed origin is written: it holds no quote or markup.
 */
function firebaseDatabaseMeta(): Plugin {
  let origin: string | undefined;
  return {
    name: 'kar-firebase-database-meta',
    apply: 'build',
    configResolved(config) {
      const raw = String(config.env.VITE_FIREBASE_DATABASE_URL ?? '').trim();
      origin = URL.canParse(raw) ? new URL(raw).origin : undefined;
    },
    transformIndexHtml() {
      if (!origin || origin === 'null') return [];
      return [{ tag: 'meta', attrs: { name: FIREBASE_DATABASE_META, content: origin }, injectTo: 'head' }];
    },
  };
}

export default defineConfig({
  plugins: [
    firebaseDatabaseMeta(),
    bootScript(),
    chunkModules(),
    authRulesOwnZod(),
    graphqlRequestWithoutParser(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The loader too (the plugin's default keeps it in the route tree): a record route's loader reaches
      // the query hooks, and through them TanStack Query, the GraphQL client and every document, which
      // the entry, and so the login page, must not load (docs/bundle.md).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
    }),
    react(),
    tailwindcss(),
    // Brotli and gzip copies next to each file, made once at build time; the server sends the one the
    // browser accepts (server/http/spa.ts) instead of compressing on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    manifest: true,
    sourcemap: false,
    // The one chunk above 1.5 MB is heic-to (about 3 MB), which loads only when an admin picks a HEIC file
    // (docs/media.md; tests/e2e/media-upload.test.ts checks it is not fetched before). The warning said that
    // on every build; the limit sits just above it, so any other chunk this large still warns.
    chunkSizeWarningLimit: 3200,
    rolldownOptions: {
      // Rolldown reports plugin timings whenever plugins take most of a build, which on a busy machine is
      // every build; it is profiling advice, not a problem with the output (`npm run bench` measures that).
      checks: { bundlerTimings: false },
    },
  },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/graphql': apiTarget,
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
});
