import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_ID_MESSAGE } from '../../src/rules/garages';
import { DATABASES, sqlRows, startTestApp, type GqlResult, type TestApp } from './helpers';

const DUPLICATES = `query ($kind: ServiceListingKind!, $title: String, $phone: String, $ward: String, $excludeId: ID) {
  adminFindServiceDuplicates(kind: $kind, title: $title, phone: $phone, ward: $ward, excludeId: $excludeId) {
    id title phone address matchedBy } }`;
const CREATE = {
  GARAGE: `mutation ($input: AdminGarageInput!) { adminCreateGarage(input: $input) { id } }`,
  DRIVING_CENTER: `mutation ($input: AdminDrivingCenterInput!) { adminCreateCenterDriverLisense(input: $input) { id } }`,
  PARKING: `mutation ($input: AdminParkingInput!) { adminCreateParking(input: $input) { id } }`,
} as const;
const CREATED = {
  GARAGE: 'adminCreateGarage',
  DRIVING_CENTER: 'adminCreateCenterDriverLisense',
  PARKING: 'adminCreateParking',
} as const;
type Kind = keyof typeof CREATE;
const KINDS: Kind[] = ['GARAGE', 'DRIVING_CENTER', 'PARKING'];

interface Duplicate {
  id: string;
  title: string;
  phone: string | null;
  address: string | null;
  matchedBy: string;
}

/** One listing per kind, each with its own phone (stored with separators and the +84 prefix). */
const LISTINGS: Record<Kind, { title: string; phone: string; typedPhone: string; typedTitle: string }> = {
  GARAGE: {
    title: 'Gara Ô Tô Trường Thịnh Phát',
    phone: '+84 28 3999 0111',
    typedPhone: '028.3999.0111',
    typedTitle: 'gara o to truong thinh phat',
  },
  DRIVING_CENTER: {
    title: 'Trung Tâm Đào Tạo Lái Xe Hưng Thịnh',
    phone: '+84 28 3999 0222',
    typedPhone: '028 3999 0222',
    typedTitle: 'trung tam dao tao lai xe hung thinh',
  },
  PARKING: {
    title: 'Bãi Đỗ Xe Trường Thịnh Phát',
    phone: '+84 28 3999 0333',
    typedPhone: '(028) 3999-0333',
    typedTitle: 'bai do xe truong thinh phat',
  },
};

describe.each(DATABASES)('one possible-duplicate check for every directory listing on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let ward: string;
  let otherWard: string;
  const ids = {} as Record<Kind, string>;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    const [a] = await sqlRows<{ code: string }>(
      t.db,
      sql`select code from wards where province_code = '79' and is_active order by code limit 1`,
    );
    const [b] = await sqlRows<{ code: string }>(
      t.db,
      sql`select code from wards where province_code = '79' and is_active order by code offset 1 limit 1`,
    );
    if (!a || !b) throw new Error('no current wards');
    ward = a.code;
    otherWard = b.code;
    const base = { address: '12 Lê Lợi', province: '79', ward };
    const inputs: Record<Kind, Record<string, unknown>> = {
      GARAGE: { ...base },
      DRIVING_CENTER: { ...base },
      PARKING: {
        ...base,
        status: 'ACTIVE',
        closeOnPublicHolidays: false,
        sameWeekOfOperation: false,
        workingTimes: [{ day: 1, startTime: '06:00', endTime: '22:00' }],
        priceProperties: [{ type: 'HOUR', price: 25_000 }],
      },
    };
    for (const kind of KINDS) {
      const { title, phone } = LISTINGS[kind];
      const res = await t.gql(CREATE[kind], { input: { ...inputs[kind], title, phone } }, { token });
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      ids[kind] = (res.body.data?.[CREATED[kind]] as { id: string }).id;
    }
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  async function check(variables: Record<string, unknown>): Promise<Duplicate[]> {
    const res = await t.gql(DUPLICATES, variables, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    return res.body.data?.adminFindServiceDuplicates as Duplicate[];
  }
  const idsOf = (found: Duplicate[]) => found.map((d) => d.id);

  it.each(KINDS)(
    '%s: the same number by its last nine digits, whatever the prefix and separators',
    async (kind) => {
      const { title, typedPhone } = LISTINGS[kind];
      const found = await check({ kind, phone: typedPhone, title: 'Something else entirely' });
      expect(found.find((d) => d.id === ids[kind])).toMatchObject({ title, matchedBy: 'PHONE' });
      // Nine digits are the whole national number: one digit off is another subscriber.
      const other = await check({
        kind,
        phone: typedPhone.replace(/\d$/, (d) => String((Number(d) + 1) % 10)),
      });
      expect(idsOf(other)).not.toContain(ids[kind]);
      // Fewer than six digits is not a number yet: nothing is asked.
      expect(await check({ kind, phone: '0111' })).toEqual([]);
    },
  );

  it.each(KINDS)(
    '%s: a very similar title in the same ward, accents and case aside, never in another ward',
    async (kind) => {
      const { typedTitle, title } = LISTINGS[kind];
      const found = await check({ kind, title: typedTitle, ward });
      expect(found.find((d) => d.id === ids[kind])).toMatchObject({ matchedBy: 'NAME' });
      expect(idsOf(await check({ kind, title, ward: otherWard }))).not.toContain(ids[kind]);
      expect(idsOf(await check({ kind, title }))).not.toContain(ids[kind]);
      // Too short to compare: two letters make too few trigrams.
      expect(await check({ kind, title: title.slice(0, 2), ward })).toEqual([]);
    },
  );

  it.each(KINDS)('%s: never the record being edited, and only listings of the kind asked', async (kind) => {
    const { typedPhone, typedTitle } = LISTINGS[kind];
    const itself = await check({ kind, phone: typedPhone, title: typedTitle, ward, excludeId: ids[kind] });
    expect(idsOf(itself)).not.toContain(ids[kind]);
    for (const other of KINDS.filter((k) => k !== kind)) {
      const found = await check({ kind: other, phone: typedPhone, title: typedTitle, ward });
      expect(idsOf(found)).not.toContain(ids[kind]);
    }
  });

  it('refuses an excludeId that is not a listing id, under that field', async () => {
    const res = await t.gql(DUPLICATES, { kind: 'PARKING', phone: '0283999033', excludeId: 'x' }, { token });
    const error = (res.body as GqlResult).errors?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.field).toBe('excludeId');
    expect(error?.message).toBe(LISTING_ID_MESSAGE);
  });
});
