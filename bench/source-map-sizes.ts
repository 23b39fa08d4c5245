// Per-module size breakdown of built chunks from their source maps: every byte of minified output is
// charged to the source file its mapping segment names, the way source-map-explorer does, without
// the dependency. Gzip is not additive per module, so a chunk's gzip size is shared out in
// proportion to the minified bytes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** Decodes one mapping segment's base64 VLQ fields. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`source map: bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

interface RawSourceMap {
  sources: (string | null)[];
  mappings: string;
}

const UNMAPPED = '(unmapped: runtime, glue)';

/** Minified bytes of `code` per source file, from the v3 source map `map`. */
export function bytesPerSource(code: string, map: RawSourceMap): Map<string, number> {
  const sizes = new Map<string, number>();
  const add = (source: string, bytes: number) => sizes.set(source, (sizes.get(source) ?? 0) + bytes);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineNo) => {
    const lineBytes = Buffer.byteLength(line) + (lineNo < lines.length - 1 ? 1 : 0);
    const segments = (mappingLines[lineNo] ?? '').split(',').filter((s) => s !== '');
    // Columns are UTF-16 offsets; bytes are what the browser downloads, so convert slice by slice.
    let column = 0;
    let covered = 0;
    let previous: { column: number; source: string | null } = { column: 0, source: null };
    const close = (end: number) => {
      const bytes = Buffer.byteLength(line.slice(previous.column, end));
      add(previous.source ?? UNMAPPED, bytes);
      covered += bytes;
    };
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      close(column);
      let source: string | null = null;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        source = map.sources[sourceIndex] ?? null;
      }
      previous = { column, source };
    }
    close(line.length);
    add(UNMAPPED, lineBytes - covered);
  });
  return sizes;
}

/** `node_modules/<pkg>` (scoped names kept whole) or the project path of a source. */
export function moduleGroup(source: string): string {
  if (source === UNMAPPED) return source;
  const normalised = source.replaceAll('\\', '/');
  const at = normalised.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = normalised.slice(at + 'node_modules/'.length).split('/');
    const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? '');
    return name;
  }
  const src = normalised.indexOf('/src/');
  return src >= 0 ? normalised.slice(src + 1) : normalised.replace(/^(\.\.\/)+/, '');
}

export type ModuleSize = { group: string; chunk: string; raw: number; gzipShare: number };

/** Breakdown of the given chunk files (relative to distDir, each with its `.map` next to it). */
export function chunkBreakdown(distDir: string, files: readonly string[]): ModuleSize[] {
  const rows: ModuleSize[] = [];
  for (const file of files) {
    const full = path.join(distDir, file);
    const mapFile = `${full}.map`;
    const code = readFileSync(full, 'utf8');
    // Rolldown writes its own runtime chunk (the dynamic-import helpers) without a map: it is all glue.
    if (!existsSync(mapFile) && /(^|\/)rolldown-runtime-[\w-]+\.js$/.test(file)) {
      const total = Buffer.byteLength(code);
      const gzipShare = gzipSync(Buffer.from(code), { level: 9 }).length;
      rows.push({ group: UNMAPPED, chunk: file, raw: total, gzipShare });
      continue;
    }
    if (!existsSync(mapFile)) throw new Error(`bench: ${file}.map missing (build with sourcemap)`);
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap;
    const gzip = gzipSync(Buffer.from(code), { level: 9 }).length;
    const total = Buffer.byteLength(code);
    const groups = new Map<string, number>();
    for (const [source, bytes] of bytesPerSource(code, map)) {
      const group = moduleGroup(source);
      groups.set(group, (groups.get(group) ?? 0) + bytes);
    }
    for (const [group, raw] of groups)
      rows.push({ group, chunk: file, raw, gzipShare: (gzip * raw) / total });
  }
  return rows.sort((a, b) => b.raw - a.raw);
}
