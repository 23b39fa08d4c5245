// Bundle report: what the browser downloads for the login screen and for the dashboard, gzipped,
// and proof that the heavy libraries (firebase, xlsx, visx) and the admin area's GraphQL client
// (graphql-request) stay out of the entry's static graph.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest, type Rolldown } from 'vite';
import { chunkBreakdown, type ModuleSize } from './source-map-sizes';

export const LOGIN_JS_BUDGET_KB = 120;

/** Route files whose chunks a screen loads, besides the entry; layouts first. Missing ones are skipped. */
const SCREENS: Record<string, readonly string[]> = {
  'login (/auth/login)': ['src/routes/auth.tsx', 'src/routes/auth/login.tsx'],
  'dashboard (/home)': [
    'src/routes/_admin.tsx',
    // Imported by the admin layout's beforeLoad (a dynamic import, so not in its static graph).
    'src/lib/query-client.ts',
    'src/routes/_admin/home.tsx',
    'src/routes/_admin/home/index.tsx',
    // The charts (visx), which the dashboard's code asks for as it runs (a dynamic import).
    'src/components/charts/time-series-chart.tsx',
  ],
};

const HEAVY: Record<string, RegExp> = {
  firebase: /[\\/]node_modules[\\/](firebase|@firebase)[\\/]/,
  xlsx: /[\\/]node_modules[\\/](xlsx|@e965[\\/]xlsx)[\\/]/,
  visx: /[\\/]node_modules[\\/]@visx[\\/]/,
  // The signed-in app's transport (src/lib/graphql-client.ts); the login route sends its few calls with a
  // plain fetch, so the entry must not hold it (docs/bundle.md).
  'graphql-request': /[\\/]node_modules[\\/]graphql-request[\\/]/,
};

export type ScreenSize = {
  screen: string;
  files: string[];
  jsGzip: number;
  cssGzip: number;
  jsRaw: number;
  /** Where the screen's JS comes from, largest first (from the source maps). */
  modules: ModuleSize[];
  /** Gzip size of each JS file the screen loads. */
  chunks: { file: string; gzip: number; raw: number }[];
};
/**
 * Packages no client chunk may hold at all: documents travel as ids, so graphql-request's import of the
 * `graphql` parser is resolved to a stand-in (vite.config.ts), and `cn` merges classes without
 * tailwind-merge (docs/bundle.md).
 */
const NOT_IN_CLIENT: Record<string, RegExp> = {
  graphql: /[\\/]node_modules[\\/]graphql[\\/]/,
  'tailwind-merge': /[\\/]node_modules[\\/]tailwind-merge[\\/]/,
};

export type HeavyHit = { library: string; chunk: string; modules: number };
export type BundleReport = {
  screens: ScreenSize[];
  /** Heavy libraries found in chunks the entry loads statically: must be empty. */
  entryHeavy: HeavyHit[];
  /** Where the heavy libraries do live (lazy chunks), for the record. */
  lazyHeavy: HeavyHit[];
  /** Packages found in any client chunk that none may hold: must be empty. */
  forbidden: HeavyHit[];
  totalJsGzip: number;
};

function isChunk(item: Rolldown.OutputChunk | Rolldown.OutputAsset): item is Rolldown.OutputChunk {
  return item.type === 'chunk';
}

/** Manifest keys reachable from `keys` through static imports only (what modulepreload fetches). */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (key === undefined || seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

function filesOf(manifest: Manifest, keys: Set<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

function gzipSize(distDir: string, file: string): { raw: number; gzip: number } {
  const bytes = readFileSync(path.join(distDir, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

function routeKeys(manifest: Manifest, routeFile: string): string[] {
  // The router plugin splits a route into `file?tsr-split=…` chunks; the unsplit part lives in the entry.
  return Object.keys(manifest).filter((key) => key === routeFile || key.startsWith(`${routeFile}?`));
}

function heavyIn(
  chunks: readonly Rolldown.OutputChunk[],
  libraries: Record<string, RegExp> = HEAVY,
): HeavyHit[] {
  const hits: HeavyHit[] = [];
  for (const chunk of chunks) {
    for (const [library, pattern] of Object.entries(libraries)) {
      const modules = chunk.moduleIds.filter((id) => pattern.test(id)).length;
      if (modules > 0) hits.push({ library, chunk: chunk.fileName, modules });
    }
  }
  return hits;
}

/**
 * Runs the production build (the config of `npm run build`, plus hidden source maps for the module
 * breakdown, which change no emitted byte of code) into a temporary folder, so the shared `dist/` that
 * the browser tests serve is never touched, and measures it.
 */
export async function bundleReport(root: string): Promise<BundleReport> {
  const distDir = mkdtempSync(path.join(tmpdir(), 'kar-bench-dist-'));
  try {
    return await measure(root, distDir);
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
}

async function measure(root: string, distDir: string): Promise<BundleReport> {
  const output = await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir, emptyOutDir: true, sourcemap: 'hidden' },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const chunks = outputs.flatMap((o) => ('output' in o ? o.output.filter(isChunk) : []));
  if (chunks.length === 0) throw new Error('bench: vite build returned no chunks');

  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error('bench: dist/.vite/manifest.json missing (build.manifest must be true)');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entryKeys.length === 0) throw new Error('bench: the manifest has no entry chunk');
  const entryClosure = staticClosure(manifest, entryKeys);

  const screens: ScreenSize[] = [];
  for (const [screen, routeFiles] of Object.entries(SCREENS)) {
    const keys = routeFiles.flatMap((file) => routeKeys(manifest, file));
    if (!routeFiles.some((file) => existsSync(path.join(root, file)))) {
      throw new Error(`bench: none of ${routeFiles.join(', ')} exists for ${screen}`);
    }
    const closure = staticClosure(manifest, [...entryKeys, ...keys]);
    const { js, css } = filesOf(manifest, closure);
    const jsSizes = js.map((file) => ({ file, ...gzipSize(distDir, file) }));
    screens.push({
      screen,
      files: [...js, ...css].sort(),
      jsGzip: jsSizes.reduce((sum, s) => sum + s.gzip, 0),
      jsRaw: jsSizes.reduce((sum, s) => sum + s.raw, 0),
      cssGzip: css.reduce((sum, file) => sum + gzipSize(distDir, file).gzip, 0),
      modules: chunkBreakdown(distDir, js),
      chunks: jsSizes.sort((a, b) => b.gzip - a.gzip),
    });
  }

  const entryFiles = new Set(filesOf(manifest, entryClosure).js);
  const allHeavy = heavyIn(chunks);
  return {
    screens,
    entryHeavy: allHeavy.filter((hit) => entryFiles.has(hit.chunk)),
    lazyHeavy: allHeavy.filter((hit) => !entryFiles.has(hit.chunk)),
    forbidden: heavyIn(chunks, NOT_IN_CLIENT),
    totalJsGzip: chunks.reduce((sum, chunk) => sum + gzipSize(distDir, chunk.fileName).gzip, 0),
  };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The libraries the design card fixes for every screen, the login form included: React and its renderer,
 * TanStack Router, and react-hook-form + zod for the form's rules. Their share of a screen is a floor no
 * app code can go under.
 */
const DESIGN_CARD_LIBRARIES =
  /^(react|react-dom|scheduler|use-sync-external-store|@tanstack\/.+|react-hook-form|@hookform\/resolvers|zod)$/;

/** Gzip share of the design card's libraries in a screen's JS, and which packages they were. */
export function designCardFloor(s: ScreenSize): { gzip: number; packages: string[] } {
  const hits = s.modules.filter((m) => DESIGN_CARD_LIBRARIES.test(m.group));
  return {
    gzip: hits.reduce((sum, m) => sum + m.gzipShare, 0),
    packages: [...new Set(hits.map((m) => m.group))].sort(),
  };
}

const BREAKDOWN_ROWS = 30;

/** Per chunk, then per package or source file summed over the screen's chunks. */
function breakdownMarkdown(s: ScreenSize): string[] {
  const groups = new Map<string, { raw: number; gzip: number; chunks: Set<string> }>();
  for (const m of s.modules) {
    const g = groups.get(m.group) ?? { raw: 0, gzip: 0, chunks: new Set<string>() };
    g.raw += m.raw;
    g.gzip += m.gzipShare;
    g.chunks.add(path.basename(m.chunk));
    groups.set(m.group, g);
  }
  const sorted = [...groups.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
  const shown = sorted.slice(0, BREAKDOWN_ROWS);
  const rest = sorted.slice(BREAKDOWN_ROWS);
  const lines = [
    `**${s.screen}**: JS per chunk (gzip, minified).`,
    '',
    '| chunk | gzip | minified |',
    '|---|---:|---:|',
    ...s.chunks.map((c) => `| \`${c.file}\` | ${kb(c.gzip)} | ${kb(c.raw)} |`),
    '',
    `<details><summary>${s.screen}: JS per package or source file (gzip shared out by minified bytes)</summary>`,
    '',
    '| package / file | gzip (share) | minified | chunks |',
    '|---|---:|---:|---|',
    ...shown.map(
      ([group, g]) => `| ${group} | ${kb(g.gzip)} | ${kb(g.raw)} | ${[...g.chunks].sort().join(', ')} |`,
    ),
  ];
  if (rest.length > 0) {
    const raw = rest.reduce((sum, [, g]) => sum + g.raw, 0);
    const gzip = rest.reduce((sum, [, g]) => sum + g.gzip, 0);
    lines.push(`| ${String(rest.length)} smaller ones | ${kb(gzip)} | ${kb(raw)} | |`);
  }
  lines.push('', '</details>');
  return lines;
}

export function bundleMarkdown(report: BundleReport): string {
  const lines = [
    '## Bundle (production build, gzip level 9)',
    '',
    '| screen | JS gzip | JS raw | CSS gzip | files | target | verdict |',
    '|---|---:|---:|---:|---:|---|---|',
  ];
  for (const s of report.screens) {
    const isLogin = s.screen.startsWith('login');
    const target = isLogin ? `JS ≤ ${String(LOGIN_JS_BUDGET_KB)} KB` : '—';
    const verdict = isLogin ? (s.jsGzip <= LOGIN_JS_BUDGET_KB * 1024 ? 'PASS' : 'FAIL') : '—';
    lines.push(
      `| ${s.screen} | ${kb(s.jsGzip)} | ${kb(s.jsRaw)} | ${kb(s.cssGzip)} | ${String(s.files.length)} | ${target} | ${verdict} |`,
    );
  }
  lines.push('', `All JS chunks together: ${kb(report.totalJsGzip)} gzip.`);
  const login = report.screens.find((s) => s.screen.startsWith('login'));
  if (login) {
    const floor = designCardFloor(login);
    const left = LOGIN_JS_BUDGET_KB * 1024 - floor.gzip;
    lines.push(
      '',
      `Of the login route's ${kb(login.jsGzip)}, the design card's fixed libraries (${floor.packages.join(', ')}) ` +
        `are ${kb(floor.gzip)} gzip by themselves, ` +
        (left >= 0
          ? `which leaves ${kb(left)} of the ${String(LOGIN_JS_BUDGET_KB)} KB target for everything else (the route tree, the class merge, the app's code).`
          : `${kb(-left)} over the ${String(LOGIN_JS_BUDGET_KB)} KB target before any app code: the target cannot be met while the login form uses them.`),
    );
  }
  lines.push('');
  lines.push(
    report.entryHeavy.length === 0
      ? `**PASS**: no chunk loaded by the entry contains ${Object.keys(HEAVY).join(', ')} (checked against every module id of every chunk).`
      : `**FAIL**: the entry loads ${report.entryHeavy.map((h) => `${h.library} (${h.chunk}, ${String(h.modules)} modules)`).join(', ')}.`,
  );
  lines.push(
    '',
    report.forbidden.length === 0
      ? `**PASS**: no client chunk contains ${Object.keys(NOT_IN_CLIENT).join(', ')}.`
      : `**FAIL**: client chunks contain ${report.forbidden.map((h) => `${h.library} (${h.chunk})`).join(', ')}.`,
  );
  if (report.lazyHeavy.length > 0) {
    lines.push(
      '',
      'Lazy chunks holding them: ' +
        report.lazyHeavy.map((h) => `${h.library} → \`${h.chunk}\``).join(', ') +
        '.',
    );
  }
  for (const s of report.screens) lines.push('', ...breakdownMarkdown(s));
  for (const s of report.screens) {
    lines.push(
      '',
      `<details><summary>${s.screen}: files</summary>`,
      '',
      ...s.files.map((f) => `- \`${f}\``),
      '',
      '</details>',
    );
  }
  return lines.join('\n');
}
