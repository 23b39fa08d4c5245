import { isUuid } from '@/rules/ids';
import type {
  AdminCreateCarPurchaseCostProvinceSettingOptionMutationVariables,
  AdminEditCarPurchaseCostProvinceSettingOptionMutationVariables,
  RegistrationItemFragment,
} from '@/gql/graphql';
import { cellNumber, cellText } from '@/lib/xlsx/cell-values';
import type { SheetRow } from '@/lib/xlsx/read-rows';
import {
  DUPLICATE_PROVINCE_MESSAGE,
  PURCHASE_COST_FEE_FIELDS,
  purchaseCostCreateSchema,
  purchaseCostEditSchema,
} from '@/rules/settings';
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

function feesOf(cells: SheetRow['cells']) {
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
  const { header, data } = splitHeader(rows);
  const resolveProvince = provinceResolver(refs.provinces);
  const costsById = new Map(refs.costs.map((c) => [c.id.toLowerCase(), c]));
  const provinceTaken = new Set(refs.costs.map((c) => c.provinceId));
  const provinceName = new Map(refs.provinces.map((p) => [p.id, p.name]));
  const seen = new Map<string, number>();
  const out: PreviewRow<RegistrationWrite>[] = [];

  for (const row of data) {
    const c = row.cells;
    const idCell = cellText(c[0]);
    const provinceCell = cellText(c[1]);
    const codeCell = cellText(c[2]);
    const otherCost = cellNumber(c[OTHER_COST_COLUMN]);
    const base = { rowNumber: row.rowNumber, cells: c, variables: null };
    const skip = (label: string, reason: string, id: string | null = null) => {
      out.push({ ...base, label, id, action: 'skip', reason });
    };
    if ([idCell, provinceCell, codeCell].some((t) => FORMULA_TEXT.test(t))) {
      skip(provinceCell, FORMULA_MESSAGE, idCell || null);
      continue;
    }

    if (mode === 'add') {
      const province = provinceCell || codeCell ? resolveProvince(provinceCell, codeCell) : undefined;
      if (!province) {
        skip(
          provinceCell,
          provinceCell || codeCell
            ? `Unknown province "${provinceCell || codeCell}"`
            : 'Province: Province must not be left blank',
        );
        continue;
      }
      const parsed = purchaseCostCreateSchema.safeParse({ provinceId: province.id, ...feesOf(c), otherCost });
      if (!parsed.success) {
        skip(province.name, issueReason(parsed.error.issues, FIELD_COLUMNS));
        continue;
      }
      const earlier = seen.get(province.id);
      if (provinceTaken.has(province.id)) skip(province.name, DUPLICATE_PROVINCE_MESSAGE);
      else if (earlier !== undefined) skip(province.name, `The same province is on row ${String(earlier)}`);
      else {
        seen.set(province.id, row.rowNumber);
        out.push({
          ...base,
          label: province.name,
          id: null,
          action: 'create',
          reason: null,
          variables: { kind: 'create', variables: parsed.data },
        });
      }
      continue;
    }

    if (!idCell) {
      skip(provinceCell, 'ID: an update needs the id of the registration location');
      continue;
    }
    const current = isUuid(idCell) ? costsById.get(idCell.toLowerCase()) : undefined;
    if (!current) {
      skip(provinceCell, 'ID: no registration location has this id', idCell);
      continue;
    }
    const label = provinceName.get(current.provinceId) ?? provinceCell;
    const earlier = seen.get(current.id);
    if (earlier !== undefined) {
      skip(label, `The same id is on row ${String(earlier)}`, current.id);
      continue;
    }
    seen.set(current.id, row.rowNumber);
    const parsed = purchaseCostEditSchema.safeParse({
      ...feesOf(c),
      otherCost: otherCost ?? current.otherCost,
    });
    if (!parsed.success) {
      skip(label, issueReason(parsed.error.issues, FIELD_COLUMNS), current.id);
      continue;
    }
    const next: Fees = parsed.data;
    const unchanged =
      PURCHASE_COST_FEE_FIELDS.every((f) => next[f] === current[f]) &&
      (next.otherCost ?? null) === current.otherCost;
    if (unchanged) skip(label, NOTHING_TO_CHANGE, current.id);
    else
      out.push({
        ...base,
        label,
        id: current.id,
        action: 'update',
        reason: null,
        variables: { kind: 'update', variables: { ...next, id: current.id } },
      });
  }

  return { mode, header: header ?? [...REGISTRATION_HEADER], rows: out, counts: countActions(out) };
}
