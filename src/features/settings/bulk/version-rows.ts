import type { VersionItemFragment } from '@/gql/graphql';
import { cellNumber, cellText } from '@/lib/xlsx/cell-values';
import type { RawCell, SheetRow } from '@/lib/xlsx/read-rows';
import { versionCreateSchema, versionEditSchema } from '@/rules/settings';
import { issueReason, nameKey, previewSheet, type BulkMode, type Preview } from '@/components/bulk/preview';

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
 * The dry run of a car version sheet. Add drops the id and skips rows without a price (SPEC §4); update
 * edits by id. Every row is checked with the manual form's rule and against the current lists, so
 * nothing the server would refuse is sent.
 */
export function previewVersions(
  rows: readonly SheetRow[],
  mode: BulkMode,
  refs: VersionRefs,
): Preview<VersionWrite> {
  const resolveModel = modelResolver(refs);
  const cellsOf = (c: RawCell[]) => ({
    modelCell: cellText(c[VERSION_COLUMNS.model]),
    brandCell: cellText(c[VERSION_COLUMNS.brand]),
    name: cellText(c[VERSION_COLUMNS.name]),
    price: cellNumber(c[VERSION_COLUMNS.price]),
  });
  const modelNameKey = (model: string | null, name: string) => `${model ?? ''}|${nameKey(name)}`;

  return previewSheet<VersionRef, VersionWrite>(rows, mode, {
    template: VERSION_HEADER,
    textColumns: [VERSION_COLUMNS.id, VERSION_COLUMNS.model, VERSION_COLUMNS.brand, VERSION_COLUMNS.name],
    label: (c) => cellText(c[VERSION_COLUMNS.name]),
    add: (c) => {
      const { modelCell, brandCell, name, price } = cellsOf(c);
      // SPEC §4: skipped, not refused; there may be nothing to fix (a model not on sale yet).
      if (price === null) return { reason: 'No price: rows without a price are skipped', skipOnly: true };
      if (!modelCell) return { reason: 'Model: Model must not be left blank' };
      const model = resolveModel(modelCell, brandCell);
      if ('error' in model) return { reason: model.error };
      const parsed = versionCreateSchema.safeParse({ name, model: model.id, priceCarVersion: price });
      if (!parsed.success) return { reason: issueReason(parsed.error.issues, FIELD_COLUMNS) };
      const { data } = parsed;
      return {
        key: modelNameKey(data.model, data.name),
        variables: { id: null, name: data.name, model: data.model, priceCarVersion: data.priceCarVersion },
      };
    },
    savedKeys: refs.versions.map((v) => modelNameKey(v.model, v.name)),
    // A version is its model and name: the same pair again is the same version.
    keyIsRecord: true,
    keySaved: 'This model already has a version with this name',
    keyEarlier: (row) => `Same model and name as row ${String(row)}`,
    records: refs.versions,
    noId: 'ID: an update needs the id of the version',
    unknownId: 'ID: no car version has this id',
    update: (c, current) => {
      const { modelCell, brandCell, name, price } = cellsOf(c);
      let modelId: string | undefined;
      if (modelCell) {
        const model = resolveModel(modelCell, brandCell);
        if ('error' in model) return { reason: model.error };
        modelId = model.id;
      }
      const parsed = versionEditSchema.safeParse({ name, model: modelId ?? null, priceCarVersion: price });
      if (!parsed.success) return { reason: issueReason(parsed.error.issues, FIELD_COLUMNS) };
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
      return { variables: next, unchanged };
    },
  });
}
