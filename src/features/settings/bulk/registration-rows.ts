import type {
  AdminCreateCarPurchaseCostProvinceSettingOptionMutationVariables,
  AdminEditCarPurchaseCostProvinceSettingOptionMutationVariables,
  RegistrationItemFragment,
} from '@/gql/graphql';
import { cellNumber, cellText } from '@/lib/xlsx/cell-values';
import type { RawCell, SheetRow } from '@/lib/xlsx/read-rows';
import {
  DUPLICATE_PROVINCE_MESSAGE,
  PURCHASE_COST_FEE_FIELDS,
  purchaseCostCreateSchema,
  purchaseCostEditSchema,
} from '@/rules/settings';
import { issueReason, nameKey, previewSheet, type BulkMode, type Preview } from '@/components/bulk/preview';

/** SPEC §4: id, province, then columns 4 to 10 hold the seven fees in §3's order. */
export const REGISTRATION_FEE_LABELS = {
  registrationFeeNewCar: 'Registration fee, new car (%)',
  registrationFeeOldCar: 'Registration fee, used car (%)',
  registry: 'Registry (VND)',
  roadMaintenanceFee: 'Road maintenance fee (VND)',
  civilInsurance: 'Civil insurance (VND)',
  licensePlateFee: 'License plate fee (VND)',
  bodyInsuranceOneYear: 'Body insurance, one year (%)',
} as const;
/** Column 3 (province code) helps people and resolves a province; column 11 is the optional other cost. */
export const REGISTRATION_HEADER = [
  'ID',
  'Province',
  'Province code',
  ...PURCHASE_COST_FEE_FIELDS.map((f) => REGISTRATION_FEE_LABELS[f]),
  'Other cost (VND)',
] as const;
const FEE_COLUMN_START = 3;
const OTHER_COST_COLUMN = 10;
const FIELD_COLUMNS = { ...REGISTRATION_FEE_LABELS, provinceId: 'Province', otherCost: 'Other cost (VND)' };

export type RegistrationRef = Pick<
  RegistrationItemFragment,
  'id' | 'provinceId' | 'otherCost' | (typeof PURCHASE_COST_FEE_FIELDS)[number]
>;
export interface RegistrationRefs {
  costs: readonly RegistrationRef[];
  provinces: readonly { id: string; name: string; code: string }[];
}

export type RegistrationWrite =
  | { kind: 'create'; variables: AdminCreateCarPurchaseCostProvinceSettingOptionMutationVariables }
  | { kind: 'update'; variables: AdminEditCarPurchaseCostProvinceSettingOptionMutationVariables };

type Fees = Omit<AdminEditCarPurchaseCostProvinceSettingOptionMutationVariables, 'id'>;

function provinceResolver(provinces: RegistrationRefs['provinces']) {
  const lookup = new Map<string, { id: string; name: string }>();
  for (const p of provinces) {
    lookup.set(p.id.toLowerCase(), p);
    lookup.set(`code:${p.code}`, p);
    lookup.set(`name:${nameKey(p.name)}`, p);
  }
  return (provinceCell: string, codeCell: string) =>
    lookup.get(provinceCell.toLowerCase()) ??
    lookup.get(`name:${nameKey(provinceCell)}`) ??
    lookup.get(`code:${provinceCell}`) ??
    (codeCell ? lookup.get(`code:${codeCell}`) : undefined);
}

function feesOf(cells: RawCell[]) {
  const fees: Record<string, number | null> = Object.create(null) as Record<string, number | null>;
  PURCHASE_COST_FEE_FIELDS.forEach((field, i) => {
    fees[field] = cellNumber(cells[FEE_COLUMN_START + i]);
  });
  return fees;
}

/**
 * The dry run of a registration location sheet. Add drops the id and creates one record per province;
 * update drops the province and edits by id. A blank other cost keeps the saved one on update.
 */
export function previewRegistrations(
  rows: readonly SheetRow[],
  mode: BulkMode,
  refs: RegistrationRefs,
): Preview<RegistrationWrite> {
  const resolveProvince = provinceResolver(refs.provinces);
  const provinceName = new Map(refs.provinces.map((p) => [p.id, p.name]));
  const otherCostOf = (c: RawCell[]) => cellNumber(c[OTHER_COST_COLUMN]);

  return previewSheet<RegistrationRef, RegistrationWrite>(rows, mode, {
    template: REGISTRATION_HEADER,
    textColumns: [0, 1, 2],
    label: (c) => cellText(c[1]),
    add: (c) => {
      const provinceCell = cellText(c[1]);
      const codeCell = cellText(c[2]);
      const province = provinceCell || codeCell ? resolveProvince(provinceCell, codeCell) : undefined;
      if (!province) {
        return {
          reason:
            provinceCell || codeCell
              ? `Unknown province "${provinceCell || codeCell}"`
              : 'Province: Province must not be left blank',
        };
      }
      const parsed = purchaseCostCreateSchema.safeParse({
        provinceId: province.id,
        ...feesOf(c),
        otherCost: otherCostOf(c),
      });
      if (!parsed.success) {
        return { label: province.name, reason: issueReason(parsed.error.issues, FIELD_COLUMNS) };
      }
      return {
        key: province.id,
        label: province.name,
        variables: { kind: 'create', variables: parsed.data },
      };
    },
    savedKeys: refs.costs.map((c) => c.provinceId),
    // One record per province: a row for a province that has its costs is that record again.
    keyIsRecord: true,
    keySaved: DUPLICATE_PROVINCE_MESSAGE,
    keyEarlier: (row) => `The same province is on row ${String(row)}`,
    records: refs.costs,
    noId: 'ID: an update needs the id of the registration location',
    unknownId: 'ID: no registration location has this id',
    recordLabel: (current) => provinceName.get(current.provinceId),
    update: (c, current) => {
      const parsed = purchaseCostEditSchema.safeParse({
        ...feesOf(c),
        otherCost: otherCostOf(c) ?? current.otherCost,
      });
      if (!parsed.success) return { reason: issueReason(parsed.error.issues, FIELD_COLUMNS) };
      const next: Fees = parsed.data;
      const unchanged =
        PURCHASE_COST_FEE_FIELDS.every((f) => next[f] === current[f]) &&
        (next.otherCost ?? null) === current.otherCost;
      return { variables: { kind: 'update', variables: { ...next, id: current.id } }, unchanged };
    },
  });
}
