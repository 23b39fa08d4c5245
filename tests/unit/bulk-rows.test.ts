import { describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import {
  countLeftOut,
  leftOutName,
  leftOutRows,
  rejectedSheet,
} from '../../src/components/bulk/rejected-sheet';
import {
  registrationTemplateSheet,
  registrationUpdateSheet,
  versionTemplateSheet,
  versionUpdateSheet,
} from '../../src/features/settings/bulk/export-sheets';
import { NOTHING_TO_CHANGE, rowWarning } from '../../src/components/bulk/preview';
import {
  previewRegistrations,
  type RegistrationRefs,
} from '../../src/features/settings/bulk/registration-rows';
import { previewVersions, type VersionRefs } from '../../src/features/settings/bulk/version-rows';
import { perRow, writeInChunks } from '../../src/components/bulk/write-batches';
import { DUPLICATE_PROVINCE_MESSAGE } from '../../src/rules/settings';
import type { RawCell, SheetRow } from '../../src/lib/xlsx/read-rows';
import { readSheetRows } from '../../src/lib/xlsx/read-rows';
import { buildWorkbook } from '../../src/lib/xlsx/workbook';

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
const sheet = (...rows: RawCell[][]): SheetRow[] => rows.map((cells, i) => ({ rowNumber: i + 1, cells }));
const HEADER: RawCell[] = ['ID', 'Model', 'Brand', 'Slug', 'Name', 'Price'];

const BRAND_TOYOTA = uuid(1);
const BRAND_FORD = uuid(2);
const VIOS = uuid(11);
const RANGER_FORD = uuid(12);
const RANGER_TOYOTA = uuid(13);
const V1 = uuid(21);
const versionRefs: VersionRefs = {
  brands: [
    { id: BRAND_TOYOTA, name: 'Toyota' },
    { id: BRAND_FORD, name: 'Ford' },
  ],
  models: [
    { id: VIOS, name: 'Vios', brand: BRAND_TOYOTA },
    { id: RANGER_FORD, name: 'Ranger', brand: BRAND_FORD },
    { id: RANGER_TOYOTA, name: 'Ranger', brand: BRAND_TOYOTA },
  ],
  versions: [
    { id: V1, name: '1.5 G CVT', model: VIOS, brand: BRAND_TOYOTA, priceCarVersion: 545_000_000, slug: 'v' },
  ],
};

describe('previewVersions, add', () => {
  it('reads from the second row: model second, name fifth, price sixth; drops the id', () => {
    const p = previewVersions(
      sheet(HEADER, [uuid(99), 'Vios', null, null, '1.5 E MT', '479,000,000']),
      'add',
      versionRefs,
    );
    expect(p.header).toEqual(HEADER);
    expect(p.rows).toMatchObject([
      {
        rowNumber: 2,
        action: 'create',
        id: null,
        variables: { id: null, model: VIOS, name: '1.5 E MT', priceCarVersion: 479_000_000 },
      },
    ]);
    expect(p.counts).toEqual({ create: 1, update: 0, skip: 0 });
  });

  it('skips rows without a price (SPEC §4), with the reason', () => {
    const p = previewVersions(
      sheet(HEADER, [null, 'Vios', null, null, 'No price', null]),
      'add',
      versionRefs,
    );
    expect(p.rows[0]).toMatchObject({ action: 'skip', reason: expect.stringMatching(/No price/) as string });
  });

  it('resolves a model by id or by name (NFC, any case) and needs the brand when a name is shared', () => {
    const rows = sheet(
      HEADER,
      [null, VIOS, null, null, 'A', 1],
      [null, 'VIOS', null, null, 'B', 1],
      [null, 'Ranger', null, null, 'C', 1],
      [null, 'Ranger', 'ford', null, 'D', 1],
      [null, 'Corolla', null, null, 'E', 1],
    );
    const p = previewVersions(rows, 'add', versionRefs);
    expect(p.rows.map((r) => r.action)).toEqual(['create', 'create', 'skip', 'create', 'skip']);
    expect(p.rows[2]?.reason).toMatch(/several brands/);
    expect(p.rows[3]?.variables?.model).toBe(RANGER_FORD);
    expect(p.rows[4]?.reason).toBe('Unknown model "Corolla"');
  });

  it('validates with the manual form rule and refuses formulas and duplicates', () => {
    const rows = sheet(
      HEADER,
      [null, 'Vios', null, null, '', 1],
      [null, 'Vios', null, null, 'Neg', -5],
      [null, 'Vios', null, null, 'Text', 'abc'],
      [null, 'Vios', null, null, '=HYPERLINK("x")', 1],
      [null, 'Vios', null, null, '1.5 g cvt', 1],
      [null, 'Vios', null, null, 'New', 1],
      [null, 'Vios', null, null, ' new ', 2],
    );
    const judged = previewVersions(rows, 'add', versionRefs).rows;
    // The rows repeating a saved version or a row above have nothing to fix: skipped, not rejected.
    expect(judged.map((r) => r.rejected)).toEqual([true, true, true, true, false, false, false]);
    const reasons = judged.map((r) => r.reason);
    expect(reasons).toEqual([
      'Name: Name must not be left blank',
      'Price (VND): The value cannot be negative',
      'Price (VND): Price must be a number',
      'Formulas are not accepted; type the value itself',
      'This model already has a version with this name',
      null,
      'Same model and name as row 7',
    ]);
  });
});

describe('previewVersions, update', () => {
  it('edits by id, keeps the model when the cell is blank, and says when nothing changes', () => {
    const rows = sheet(
      HEADER,
      [V1, null, null, null, '1.5 G CVT', 550_000_000],
      [V1.toUpperCase(), 'Vios', null, null, '1.5 G CVT', 545_000_000],
    );
    const p = previewVersions(rows, 'update', versionRefs);
    expect(p.rows[0]).toMatchObject({
      action: 'update',
      id: V1,
      variables: { id: V1, model: null, priceCarVersion: 550_000_000 },
    });
    expect(p.rows[1]).toMatchObject({ action: 'skip', reason: 'The same id is on row 2' });
    const same = previewVersions(
      sheet(HEADER, [V1, 'Vios', null, null, '1.5 G CVT', 545_000_000]),
      'update',
      versionRefs,
    );
    expect(same.rows[0]).toMatchObject({ action: 'skip', reason: NOTHING_TO_CHANGE });
  });

  it('skips rows without an id or with an unknown one, keeping the id for the warning', () => {
    const rows = sheet(
      HEADER,
      [null, 'Vios', null, null, 'X', 1],
      [uuid(77), 'Vios', null, null, 'X', 1],
      ['not-an-id', null, null, null, 'X', 1],
    );
    const p = previewVersions(rows, 'update', versionRefs);
    expect(p.rows.map((r) => [r.action, r.id])).toEqual([
      ['skip', null],
      ['skip', uuid(77)],
      ['skip', 'not-an-id'],
    ]);
    expect(rowWarning(uuid(77))).toBe(`Vui lòng kiểm tra dữ liệu với id ${uuid(77)}`);
  });
});

const HN = uuid(31);
const HCM = uuid(32);
const COST_HCM = uuid(41);
const fees = [12, 2, 340_000, 1_560_000, 480_700, 20_000_000, 1.5];
const registrationRefs: RegistrationRefs = {
  provinces: [
    { id: HN, name: 'Hà Nội', code: '01' },
    { id: HCM, name: 'Hồ Chí Minh', code: '79' },
  ],
  costs: [
    {
      id: COST_HCM,
      provinceId: HCM,
      registrationFeeNewCar: 10,
      registrationFeeOldCar: 2,
      registry: 340_000,
      roadMaintenanceFee: 1_560_000,
      civilInsurance: 480_700,
      licensePlateFee: 20_000_000,
      bodyInsuranceOneYear: 1.5,
      otherCost: 100,
    },
  ],
};
const REG_HEADER: RawCell[] = ['ID', 'Province', 'Code', 'a', 'b', 'c', 'd', 'e', 'f', 'g'];

describe('previewRegistrations', () => {
  it('add maps id, province and columns 4 to 10 to the seven fees in §3 order, dropping the id', () => {
    const p = previewRegistrations(
      sheet(REG_HEADER, [uuid(5), 'ha noi', null, ...fees]),
      'add',
      registrationRefs,
    );
    expect(p.rows[0]).toMatchObject({ action: 'skip', reason: 'Unknown province "ha noi"' });
    const ok = previewRegistrations(
      sheet(REG_HEADER, [uuid(5), 'HÀ NỘI', null, ...fees]),
      'add',
      registrationRefs,
    );
    expect(ok.rows[0]).toMatchObject({
      action: 'create',
      id: null,
      label: 'Hà Nội',
      variables: {
        kind: 'create',
        variables: {
          provinceId: HN,
          registrationFeeNewCar: 12,
          registrationFeeOldCar: 2,
          registry: 340_000,
          roadMaintenanceFee: 1_560_000,
          civilInsurance: 480_700,
          licensePlateFee: 20_000_000,
          bodyInsuranceOneYear: 1.5,
          otherCost: null,
        },
      },
    });
  });

  it('add resolves a province by its code with leading zeros, and skips taken or repeated provinces', () => {
    const p = previewRegistrations(
      sheet(
        REG_HEADER,
        [null, '01', null, ...fees],
        [null, null, '01', ...fees],
        [null, 'Hồ Chí Minh', null, ...fees],
      ),
      'add',
      registrationRefs,
    );
    expect(p.rows.map((r) => r.reason)).toEqual([
      null,
      'The same province is on row 2',
      DUPLICATE_PROVINCE_MESSAGE,
    ]);
  });

  it('add validates every fee with the manual form rule', () => {
    const p = previewRegistrations(
      sheet(
        REG_HEADER,
        [null, 'Hà Nội', null, 120, ...fees.slice(1)],
        [null, 'Hà Nội', null, ...fees.slice(0, 6)],
      ),
      'add',
      registrationRefs,
    );
    expect(p.rows.map((r) => r.reason)).toEqual([
      'Registration fee, new car (%): A percentage lies between 0 and 100',
      expect.stringMatching(/^Body insurance, one year \(%\): /),
    ]);
  });

  it('update drops the province, edits by id and keeps the other cost when its cell is blank', () => {
    const p = previewRegistrations(
      sheet(REG_HEADER, [COST_HCM, 'Hà Nội', null, ...fees]),
      'update',
      registrationRefs,
    );
    expect(p.rows[0]).toMatchObject({
      action: 'update',
      id: COST_HCM,
      label: 'Hồ Chí Minh',
      variables: { kind: 'update', variables: { id: COST_HCM, registrationFeeNewCar: 12, otherCost: 100 } },
    });
    expect(p.rows[0]?.variables?.variables).not.toHaveProperty('provinceId');
    const unknown = previewRegistrations(
      sheet(REG_HEADER, [uuid(88), 'Hà Nội', null, ...fees]),
      'update',
      registrationRefs,
    );
    expect(unknown.rows[0]).toMatchObject({ action: 'skip', id: uuid(88) });
  });
});

describe('exports read back by the importer', () => {
  const names = { modelName: (id: string | null) => (id === VIOS ? 'Vios' : ''), brandName: () => 'Toyota' };

  it("'Car version list update' re-imports as nothing to change; the empty template is the header only", () => {
    const update = readSheetRows(buildWorkbook(versionUpdateSheet(versionRefs.versions, names)));
    expect(previewVersions(update, 'update', versionRefs).rows[0]?.reason).toBe(NOTHING_TO_CHANGE);
    for (const template of [versionTemplateSheet(), registrationTemplateSheet()]) {
      const rows = readSheetRows(buildWorkbook(template));
      expect(rows).toEqual([{ rowNumber: 1, cells: [...template.header] }]);
    }
    expect(versionTemplateSheet().header).toEqual(versionUpdateSheet([], names).header);
  });

  it('the registration update file keeps leading zeros and re-imports as nothing to change', () => {
    const spec = registrationUpdateSheet(registrationRefs.costs, (id) =>
      registrationRefs.provinces.find((p) => p.id === id),
    );
    const rows = readSheetRows(buildWorkbook(spec));
    expect(rows[1]?.cells.slice(0, 3)).toEqual([COST_HCM, 'Hồ Chí Minh', '79']);
    expect(previewRegistrations(rows, 'update', registrationRefs).rows[0]?.reason).toBe(NOTHING_TO_CHANGE);
  });

  it('the rejected-rows file holds the rows as read plus the reason, skipping unchanged rows', () => {
    const p = previewVersions(
      sheet(
        HEADER,
        [V1, 'Vios', null, null, '1.5 G CVT', 545_000_000],
        [uuid(9), 'Vios', null, null, 'X', 1],
        [uuid(22), null, null, null, 'Y', 2],
      ),
      'update',
      {
        ...versionRefs,
        versions: [
          ...versionRefs.versions,
          { id: uuid(22), name: 'Z', model: VIOS, brand: BRAND_TOYOTA, priceCarVersion: 1, slug: 'z' },
        ],
      },
    );
    const spec = rejectedSheet(p, new Map([[4, 'Network down']]));
    expect(spec.header).toEqual([...HEADER.map(String), 'Result', 'Reason']);
    expect(spec.rows).toEqual([
      [uuid(9), 'Vios', null, null, 'X', 1, 'Rejected', 'Row 3: ID: no car version has this id'],
      [uuid(22), null, null, null, 'Y', 2, 'Rejected', 'Row 4: Network down'],
    ]);
    const book = read(new Uint8Array(buildWorkbook(spec)), { type: 'array' });
    expect(utils.sheet_to_json(book.Sheets['Rejected rows'] ?? {}, { header: 1 })).toHaveLength(3);
  });

  it('rows skipped as duplicates (or without a price) are called skipped in the file, rejected rows rejected', () => {
    const p = previewVersions(
      sheet(
        HEADER,
        [null, 'Vios', null, null, '1.5 G CVT', 1],
        [null, 'Vios', null, null, 'New', 1],
        [null, 'Vios', null, null, 'new', 2],
        [null, 'Vios', null, null, 'No price', null],
        [null, 'Civic', null, null, 'Unknown model', 3],
      ),
      'add',
      versionRefs,
    );
    const spec = rejectedSheet(p, new Map());
    expect(spec.sheetName).toBe('Skipped and rejected rows');
    expect(spec.rows.map((r) => [r[4], r[6]])).toEqual([
      ['1.5 G CVT', 'Skipped'],
      ['new', 'Skipped'],
      ['No price', 'Skipped'],
      ['Unknown model', 'Rejected'],
    ]);
    const onlyDuplicates = previewVersions(
      sheet(HEADER, [null, 'Vios', null, null, '1.5 G CVT', 1]),
      'add',
      versionRefs,
    );
    const counts = countLeftOut(leftOutRows(onlyDuplicates, new Map()));
    expect(counts).toEqual({ skipped: 1, rejected: 0 });
    expect(leftOutName(counts)).toBe('skipped rows');
    expect(rejectedSheet(onlyDuplicates, new Map()).sheetName).toBe('Skipped rows');
    // A row Stop kept back is neither: it was not sent.
    const stopped = previewVersions(
      sheet(HEADER, [null, 'Vios', null, null, 'Later', 1]),
      'add',
      versionRefs,
    );
    expect(rejectedSheet(stopped, new Map(), new Map([[2, 'Not sent']])).rows[0]?.[6]).toBe('Not sent');
  });
});

describe('writeInChunks with perRow (one row per operation, as registration locations write)', () => {
  it('starts 5 calls per tick, goes on after failures and reports each failed row', async () => {
    const ticks: number[][] = [];
    let tick: number[] | null = null;
    const write = (n: number) => {
      if (!tick) {
        tick = [];
        ticks.push(tick);
        queueMicrotask(() => (tick = null));
      }
      tick.push(n);
      return new Promise<boolean>((resolve, reject) =>
        setTimeout(() => (n === 3 ? reject(new Error('boom')) : resolve(n !== 7)), 1),
      );
    };
    const progress: number[] = [];
    const items = Array.from({ length: 12 }, (_, i) => i);
    const failures = await writeInChunks(items, perRow(write), (done) => progress.push(done), {
      inFlight: 1,
      rowsPerOperation: 1,
    });
    expect(ticks).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
      [10, 11],
    ]);
    expect(failures).toEqual([
      { item: 3, message: 'boom' },
      { item: 7, message: 'Not found' },
    ]);
    // Progress moves as each operation answers, not once per batch.
    expect(progress).toEqual(Array.from({ length: 13 }, (_, i) => i));
  });

  it('keeps two batches in flight by default and writes every item once', async () => {
    let inFlight = 0;
    let peak = 0;
    const seen: number[] = [];
    const items = Array.from({ length: 23 }, (_, i) => i);
    await writeInChunks(
      items,
      perRow(async (n: number) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        seen.push(n);
        await new Promise((r) => setTimeout(r, 2));
        inFlight -= 1;
        return true;
      }),
      () => undefined,
      { rowsPerOperation: 1 },
    );
    expect(peak).toBe(10);
    expect(seen.sort((a, b) => a - b)).toEqual(items);
  });
});
