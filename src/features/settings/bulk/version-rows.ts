import { isUuid } from '@/rules/ids';
import type { VersionItemFragment } from '@/gql/graphql';
import { cellNumber, cellText } from '@/lib/xlsx/cell-values';
import type { SheetRow } from '@/lib/xlsx/read-rows';
import { versionCreateSchema, versionEditSchema } from '@/rules/settings';
import {
  countActions,
  FORMULA_MESSAGE,
  FORMULA_TEXT,
  issueReason,
  nameKey,
  NOTHING_TO_CHANGE,
  splitHeader,
  type BulkMode,
  type Preview,
  type PreviewRow,
} from './preview';

/** SPEC §4: id first, model second, name fifth, price sixth. Brand and slug sit between for people. */
export const VERSION_COLUMNS = { id: 0, model: 1, brand: 2, slug: 3, name: 4, price: 5 } as const;
export const VERSION_HEADER = ['ID', 'Model', 'Brand', 'Slug', 'Name', 'Price (VND)'] as const;
const FIELD_COLUMNS = { name: 'Name', priceCarVersion: 'Price (VND)', model: 'Model' } as const;

export type VersionRef = Pick<
  VersionItemFragment,
  'id' | 'name' | 'model' | 'brand' | 'priceCarVersion' | 'slug'
>;
export interface VersionRefs {
  versions: readonly VersionRef[];
  models: readonly { id: string; name: string; brand: string }[];
  brands: readonly { id: string; name: string }[];
}

export interface VersionWrite {
  id: string | null;
  name: string;
  model: string | null;
  priceCarVersion: number;
}

type Resolved = { id: string } | { error: string };

function modelResolver(refs: VersionRefs) {
  const byId = new Map(refs.models.map((m) => [m.id.toLowerCase(), m]));
  const byName = new Map<string, { id: string; brand: string }[]>();
  for (const m of refs.models) {
    const key = nameKey(m.name);
    byName.set(key, [...(byName.get(key) ?? []), m]);
  }
  const brandByName = new Map(refs.brands.map((b) => [nameKey(b.name), b.id]));
  // The model cell holds a model id or a model name; a name shared by two brands needs the brand column.
  return (modelCell: string, brandCell: string): Resolved => {
    const direct = byId.get(modelCell.toLowerCase());
    if (direct) return { id: direct.id };
    const named = byName.get(nameKey(modelCell)) ?? [];
    const brandId = brandCell ? brandByName.get(nameKey(brandCell)) : undefined;
    const candidates = brandId ? named.filter((m) => m.brand === brandId) : named;
    if (candidates.length === 1 && candidates[0]) return { id: candidates[0].id };
    if (candidates.length > 1)
      return { error: `Model "${modelCell}" exists under several brands; fill in the Brand column` };
    return { error: `Unknown model "${modelCell}"` };
  };
}

/**
 * The dry run of a car version sheet (rows from the second row). Add drops the id and skips rows without
 * a price (SPEC §4); update edits by id. Every row is checked with the manual form's rule and against
 * the current lists, so nothing the server would refuse is sent.
 */
export function previewVersions(
  rows: readonly SheetRow[],
  mode: BulkMode,
  refs: VersionRefs,
): Preview<VersionWrite> {
  const { header, data } = splitHeader(rows);
  const resolveModel = modelResolver(refs);
  const versionsById = new Map(refs.versions.map((v) => [v.id.toLowerCase(), v]));
  const existing = new Set(refs.versions.map((v) => `${v.model ?? ''}|${nameKey(v.name)}`));
  const seen = new Map<string, number>();
  const out: PreviewRow<VersionWrite>[] = [];

  for (const row of data) {
    const c = row.cells;
    const idCell = cellText(c[VERSION_COLUMNS.id]);
    const modelCell = cellText(c[VERSION_COLUMNS.model]);
    const brandCell = cellText(c[VERSION_COLUMNS.brand]);
    const name = cellText(c[VERSION_COLUMNS.name]);
    const price = cellNumber(c[VERSION_COLUMNS.price]);
    const base = { rowNumber: row.rowNumber, label: name, cells: c, variables: null };
    const skip = (reason: string, id: string | null = null): void => {
      out.push({ ...base, id, action: 'skip', reason });
    };

    if ([idCell, modelCell, brandCell, name].some((t) => FORMULA_TEXT.test(t))) {
      skip(FORMULA_MESSAGE, idCell || null);
      continue;
    }

    if (mode === 'add') {
      if (price === null) {
        skip('No price: rows without a price are skipped');
        continue;
      }
      if (!modelCell) {
        skip('Model: Model must not be left blank');
        continue;
      }
      const model = resolveModel(modelCell, brandCell);
      if ('error' in model) {
        skip(model.error);
        continue;
      }
      const parsed = versionCreateSchema.safeParse({ name, model: model.id, priceCarVersion: price });
      if (!parsed.success) {
        skip(issueReason(parsed.error.issues, FIELD_COLUMNS));
        continue;
      }
      const key = `${parsed.data.model}|${nameKey(parsed.data.name)}`;
      const earlier = seen.get(key);
      if (existing.has(key)) skip('This model already has a version with this name');
      else if (earlier !== undefined) skip(`Same model and name as row ${String(earlier)}`);
      else {
        seen.set(key, row.rowNumber);
        out.push({
          ...base,
          id: null,
          action: 'create',
          reason: null,
          variables: {
            id: null,
            name: parsed.data.name,
            model: parsed.data.model,
            priceCarVersion: parsed.data.priceCarVersion,
          },
        });
      }
      continue;
    }

    if (!idCell) {
      skip('ID: an update needs the id of the version');
      continue;
    }
    const current = isUuid(idCell) ? versionsById.get(idCell.toLowerCase()) : undefined;
    if (!current) {
      skip('ID: no car version has this id', idCell);
      continue;
    }
    const earlier = seen.get(current.id);
    if (earlier !== undefined) {
      skip(`The same id is on row ${String(earlier)}`, current.id);
      continue;
    }
    seen.set(current.id, row.rowNumber);
    let modelId: string | undefined;
    if (modelCell) {
      const model = resolveModel(modelCell, brandCell);
      if ('error' in model) {
        skip(model.error, current.id);
        continue;
      }
      modelId = model.id;
    }
    const parsed = versionEditSchema.safeParse({ name, model: modelId ?? null, priceCarVersion: price });
    if (!parsed.success) {
      skip(issueReason(parsed.error.issues, FIELD_COLUMNS), current.id);
      continue;
    }
    const next = {
      id: current.id,
      name: parsed.data.name,
      model: parsed.data.model ?? null,
      priceCarVersion: parsed.data.priceCarVersion,
    };
    const unchanged =
      next.name === current.name &&
      (next.model ?? current.model) === current.model &&
      next.priceCarVersion === current.priceCarVersion;
    if (unchanged) skip(NOTHING_TO_CHANGE, current.id);
    else out.push({ ...base, id: current.id, action: 'update', reason: null, variables: next });
  }

  return { mode, header: header ?? [...VERSION_HEADER], rows: out, counts: countActions(out) };
}
