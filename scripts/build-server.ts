import { mkdir, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.resolve(root, process.argv[2] ?? 'dist-server');

/**
 * The server finds schema.graphql and its migrations relative to its own source file. Bundled into
 * dist-server/main.js, each file's `import.meta.url` becomes the URL its source had, computed from where the
 * bundle sits at run time, so the bundle keeps working wherever the checkout is moved.
 */
const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
      const fromBundle = path.relative(outDir, args.path).split(path.sep).join('/');
      const replaced = text.replaceAll(
        'import.meta.url',
        `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
      );
      return { contents: replaced, loader: 'ts' };
    });
  },
};

// Built beside the old bundle and each file swapped in by rename, so a server starting meanwhile (or a
// parallel build) never reads half a file.
const staging = path.join(outDir, `.build-${process.pid}`);
await rm(staging, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'server/main.ts')],
  outfile: path.join(staging, 'main.js'),
  bundle: true,
  // Dependencies stay in node_modules: native (argon2, sharp) and WASM (PGlite) packages load their own files.
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  alias: { '@': path.join(root, 'src') },
  plugins: [sourceUrls],
  logLevel: 'warning',
});
await mkdir(outDir, { recursive: true });
for (const file of await readdir(staging)) await rename(path.join(staging, file), path.join(outDir, file));
await rm(staging, { recursive: true, force: true });
console.log(`server built into ${path.relative(root, outDir) || '.'}/main.js`);
