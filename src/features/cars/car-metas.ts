import type { CarMetaType } from '@/gql/graphql';

interface Named {
  name: string;
}
interface MetaNames {
  type: CarMetaType;
  brand?: Named | null;
  model?: Named | null;
  version?: Named | null;
  bodyType?: Named | null;
  fuelType?: Named | null;
  seat?: Named | null;
  door?: Named | null;
}

/** SPEC §2.8: a car's brand, model, version… are read from its metas by type. */
export function metaName(metas: readonly MetaNames[], type: CarMetaType): string | null {
  const m = metas.find((x) => x.type === type);
  if (!m) return null;
  const named = m.brand ?? m.model ?? m.version ?? m.bodyType ?? m.fuelType ?? m.seat ?? m.door;
  return named?.name ?? null;
}
