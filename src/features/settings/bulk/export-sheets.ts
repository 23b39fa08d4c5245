import type { SheetSpec } from '@/lib/xlsx/workbook';
import { PURCHASE_COST_FEE_FIELDS } from '@/rules/settings';
import { REGISTRATION_HEADER, type RegistrationRef } from './registration-rows';
import { VERSION_HEADER, type VersionRef } from './version-rows';

export const VERSION_TEMPLATE_FILE = 'Car version list add.xlsx';
export const VERSION_UPDATE_FILE = 'Car version list update.xlsx';
export const REGISTRATION_TEMPLATE_FILE = 'Registration location template.xlsx';
export const REGISTRATION_UPDATE_FILE = 'Registration location update.xlsx';

interface Names {
  modelName: (id: string | null) => string;
  brandName: (id: string | null) => string;
}

/**
 * 'Car version list add' (SPEC §4), the empty template: the header row only, so nothing has to be deleted
 * before typing the new versions in.
 */
export function versionTemplateSheet(): SheetSpec {
  return { sheetName: 'Car version list add', header: VERSION_HEADER, rows: [] };
}

/** 'Car version list update': every version with its id, in the columns the import reads back. */
export function versionUpdateSheet(versions: readonly VersionRef[], names: Names): SheetSpec {
  return {
    sheetName: 'Car version list update',
    header: VERSION_HEADER,
    rows: versions.map((v) => [
      v.id,
      names.modelName(v.model),
      names.brandName(v.brand),
      v.slug,
      v.name,
      v.priceCarVersion,
    ]),
  };
}

export function registrationTemplateSheet(): SheetSpec {
  return { sheetName: 'Registration locations', header: REGISTRATION_HEADER, rows: [] };
}

export function registrationUpdateSheet(
  costs: readonly RegistrationRef[],
  province: (id: string) => { name: string; code: string } | undefined,
): SheetSpec {
  return {
    sheetName: 'Registration locations',
    header: REGISTRATION_HEADER,
    rows: costs.map((c) => {
      const p = province(c.provinceId);
      return [
        c.id,
        p?.name ?? null,
        p?.code ?? null,
        ...PURCHASE_COST_FEE_FIELDS.map((f) => c[f]),
        c.otherCost,
      ];
    }),
  };
}
