import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_CONFLICT_MESSAGE } from '../../server/graphql/errors';
import { DATABASES, sqlRows, startTestApp, TEST_ADMIN_EMAIL, type GqlResult, type TestApp } from './helpers';

/**
 * Never overwrite a colleague (docs/conflicts.md): an edit sent with the `editVersion` it was loaded at is
 * refused with EDIT_CONFLICT once another save moved the record on, writing nothing; an edit sent without
 * one is served as before. Several kinds of record, each through its own edit mutation.
 */

interface Kind {
  /** The table, for reading what was stored behind the API's back. */
  table: string;
  /** The audit entity of its edits. */
  entity: string;
  /** The detail query: `$id` in, the record (with `editVersion` and `field`) out. */
  detail: string;
  detailField: string;
  /** The edit mutation: `$id`, `$editVersion` and the kind's own variables. */
  edit: string;
  editField: string;
  /** The field the tests change, as the API names it and as the table stores it. */
  field: string;
  column: string;
  /** A record to edit, and the variables of an edit setting `field` to `value`. */
  pick: (t: TestApp) => Promise<string>;
  variables: (record: Record<string, unknown>, value: string) => Record<string, unknown>;
  /** The detail query is the kind's whole list (a Settings catalogue has no detail query): found by id. */
  list?: true;
  /** The table has no `updated_at` (the smaller catalogues only record when a row was created). */
  noUpdatedAt?: true;
  /** How the detail and the edit address the record, when not by `$id`; and an address nothing has. */
  address?: {
    of: (t: TestApp, id: string) => Promise<Record<string, unknown>>;
    missing: Record<string, unknown>;
  };
}

const GARAGE_FIELDS = `id editVersion title userId description services mediaIds address phone email website
  province district ward latitude longitude isActive`;

const POST_REFS = [
  'brand',
  'model',
  'version',
  'bodyType',
  'colour',
  'fuelType',
  'fuelEconomy',
  'driverType',
  'seat',
  'door',
];
const POST_FIELDS = `id editVersion title price hiddenPrice showHiddenPrice currency includeTax condition odometer
  year regPlate plateHidden regExprice transmission description offer inspection remoteAssessment
  roadworthyCeftificate countryCode videoUrl user { id } city { id } medias { id } hidePlateMedias { id }
  ${POST_REFS.map((r) => `${r} { id }`).join(' ')}`;

const KINDS: Record<string, Kind> = {
  'market price': {
    table: 'car_versions',
    entity: 'car_version',
    detail: `query ($id: ID!) { adminGetVersionDetail(id: $id) { id editVersion name model priceCarVersion
      yearManufacture numKilometerCarRun mediaId } }`,
    detailField: 'adminGetVersionDetail',
    edit: `mutation ($id: ID!, $input: AdminMarketPriceInput!, $editVersion: Int) {
      adminEditMarketPrice(id: $id, input: $input, editVersion: $editVersion) { id editVersion name } }`,
    editField: 'adminEditMarketPrice',
    field: 'name',
    column: 'name',
    pick: async (t) => firstId(t, sql`select id from car_versions order by created_at limit 1`),
    variables: (v, value) => ({
      input: {
        name: value,
        model: v.model,
        priceCarVersion: v.priceCarVersion,
        yearManufacture: v.yearManufacture,
        numKilometerCarRun: v.numKilometerCarRun,
        mediaId: v.mediaId,
      },
    }),
  },
  garage: {
    table: 'garages',
    entity: 'garage',
    detail: `query ($id: ID!) { adminGetGarageDetail(id: $id) { ${GARAGE_FIELDS} } }`,
    detailField: 'adminGetGarageDetail',
    edit: `mutation ($id: ID!, $input: AdminGarageInput!, $editVersion: Int) {
      adminEditGarage(id: $id, input: $input, editVersion: $editVersion) { id editVersion title } }`,
    editField: 'adminEditGarage',
    field: 'title',
    column: 'title',
    // One on the units in force with an owner, so its own values pass the form's rules unchanged.
    pick: async (t) =>
      firstId(
        t,
        sql`select g.id from garages g join provinces p on p.code = g.province
            where g.ward is not null and g.district is null order by g.created_at limit 1`,
      ),
    variables: (g, value) => {
      const { id: _id, editVersion: _v, ...input } = g;
      return { input: { ...input, title: value } };
    },
  },
  banner: {
    table: 'banners',
    entity: 'banner',
    detail: `query ($id: ID!) { getBannerDetail(id: $id) { id editVersion name positionId mediaIds linkBanner } }`,
    detailField: 'getBannerDetail',
    edit: `mutation ($id: ID!, $name: String!, $positionId: ID!, $mediaIds: [ID!]!, $linkBanner: String!, $editVersion: Int) {
      adminEditBanner(id: $id, name: $name, positionId: $positionId, mediaIds: $mediaIds,
        linkBanner: $linkBanner, editVersion: $editVersion) { id editVersion name } }`,
    editField: 'adminEditBanner',
    field: 'name',
    column: 'name',
    pick: async (t) => firstId(t, sql`select id from banners order by created_at limit 1`),
    variables: (b, value) => ({
      name: value,
      positionId: b.positionId,
      mediaIds: b.mediaIds,
      linkBanner: b.linkBanner ?? 'https://kar.vn/',
    }),
  },
  'simulation group': {
    table: 'question_simulation_groups',
    entity: 'question_simulation_group',
    detail: `query ($id: ID!) { adminGetQuestionSimulationGroupDetail(id: $id) { id editVersion name type
      questions } }`,
    detailField: 'adminGetQuestionSimulationGroupDetail',
    edit: `mutation ($id: ID!, $input: AdminQuestionSimulationGroupInput!, $editVersion: Int) {
      adminEditQuestionSimulationGroup(id: $id, input: $input, editVersion: $editVersion) { id editVersion name } }`,
    editField: 'adminEditQuestionSimulationGroup',
    field: 'name',
    column: 'name',
    pick: async (t) => firstId(t, sql`select id from question_simulation_groups order by created_at limit 1`),
    variables: (g, value) => ({ input: { name: value, type: g.type, questions: g.questions } }),
  },
  'service package': {
    table: 'service_packages',
    entity: 'service_package',
    detail: `query ($id: ID!) { adminGetServiceDetail(id: $id) { id editVersion type description quantity day
      unitPrice totalPrice isActive benefitsItems { id } } }`,
    detailField: 'adminGetServiceDetail',
    edit: `mutation ($id: ID!, $input: AdminServiceInput!, $editVersion: Int) {
      adminEditServices(id: $id, input: $input, editVersion: $editVersion) { id editVersion description } }`,
    editField: 'adminEditServices',
    field: 'description',
    column: 'description',
    pick: async (t) =>
      firstId(t, sql`select id from service_packages where not is_deleted order by created_at limit 1`),
    variables: (p, value) => ({
      input: {
        type: p.type,
        description: value,
        quantity: p.quantity,
        day: p.day,
        unitPrice: p.unitPrice,
        totalPrice: p.totalPrice,
        isActive: p.isActive,
        benefitsItemIds: (p.benefitsItems as { id: string }[]).map((b) => b.id),
      },
    }),
  },
  'benefit item': {
    table: 'benefit_items',
    entity: 'benefit_item',
    detail: `query ($id: ID!) { adminGetUserServiceBenefitDetail(id: $id) { id editVersion type title } }`,
    detailField: 'adminGetUserServiceBenefitDetail',
    edit: `mutation ($id: ID!, $type: BenefitType!, $title: String!, $editVersion: Int) {
      adminEditUserServiceBenefits(id: $id, type: $type, title: $title, editVersion: $editVersion) { id editVersion title } }`,
    editField: 'adminEditUserServiceBenefits',
    field: 'title',
    column: 'title',
    pick: async (t) => firstId(t, sql`select id from benefit_items order by created_at limit 1`),
    variables: (b, value) => ({ type: b.type, title: value }),
  },
  post: {
    table: 'posts',
    entity: 'post',
    detail: `query ($id: ID!) { adminGetPostDetail(id: $id) { ${POST_FIELDS} } }`,
    detailField: 'adminGetPostDetail',
    edit: `mutation ($id: ID!, $input: AdminPostInput!, $editVersion: Int) {
      adminEditPost(id: $id, input: $input, editVersion: $editVersion) { id editVersion title } }`,
    editField: 'adminEditPost',
    field: 'title',
    column: 'title',
    pick: async (t) =>
      firstId(t, sql`select id from posts where status = 'ACTIVE' order by created_at limit 1`),
    variables: (p, value) => ({ input: { ...postInput(p), title: value } }),
  },
  // Addressed by its number (SPEC §7), claimed by its id.
  'theory question': {
    table: 'question_theories',
    entity: 'question_theory',
    detail: `query ($no: Int!) { adminGetQuestionDetail(no: $no) { id editVersion no content explainAnswer
      imageExplainAnswer images isActive type answerType answers { no content correctAnswer } } }`,
    detailField: 'adminGetQuestionDetail',
    edit: `mutation ($no: Int!, $input: AdminQuestionTheoryInput!, $editVersion: Int) {
      adminEditQuestion(no: $no, input: $input, editVersion: $editVersion) { id editVersion content } }`,
    editField: 'adminEditQuestion',
    field: 'content',
    column: 'content',
    pick: async (t) => firstId(t, sql`select id from question_theories order by no limit 1`),
    variables: (q, value) => {
      const { id: _id, editVersion: _v, ...input } = q;
      return { input: { ...input, content: value } };
    },
    address: {
      of: async (t, id) => {
        const [row] = await sqlRows<{ no: number }>(
          t.db,
          sql`select no from question_theories where id = ${id}`,
        );
        return { no: row?.no };
      },
      missing: { no: 999_999 },
    },
  },
  // Settings catalogues (docs/conflicts.md): a brand, and a colour through the options' shared save.
  brand: {
    table: 'brands',
    entity: 'brand',
    detail: `query { adminGetListBrands { id editVersion name mediaId isDisplayTopSearch } }`,
    detailField: 'adminGetListBrands',
    list: true,
    edit: `mutation ($id: ID!, $name: String!, $mediaId: ID!, $isDisplayTopSearch: Boolean, $editVersion: Int) {
      adminEditBrand(id: $id, name: $name, mediaId: $mediaId, isDisplayTopSearch: $isDisplayTopSearch,
        editVersion: $editVersion) { id editVersion name } }`,
    editField: 'adminEditBrand',
    field: 'name',
    column: 'name',
    // The demo brands have no icon, which an edit requires: the first one is given an image (a media row
    // as an upload leaves it), so its own values pass the brand rules unchanged.
    pick: async (t) => {
      const id = await firstId(t, sql`select id from brands order by created_at limit 1`);
      await sqlRows(
        t.db,
        sql`with icon as (
              insert into media (file_name, file_path_original, mime_type)
              values ('brand-icon.png', 'uploads/brand-icon.png', 'image/png') returning id
            )
            update brands set media_id = (select id from icon) where id = ${id}`,
      );
      return id;
    },
    variables: (b, value) => ({ name: value, mediaId: b.mediaId, isDisplayTopSearch: b.isDisplayTopSearch }),
  },
  colour: {
    table: 'colours',
    entity: 'colour',
    detail: `query { adminGetListColous { id editVersion name } }`,
    detailField: 'adminGetListColous',
    list: true,
    noUpdatedAt: true,
    edit: `mutation ($id: ID!, $name: String!, $editVersion: Int) {
      adminEditColous(id: $id, name: $name, editVersion: $editVersion) { id editVersion name } }`,
    editField: 'adminEditColous',
    field: 'name',
    column: 'name',
    pick: async (t) => firstId(t, sql`select id from colours order by created_at limit 1`),
    variables: (_c, value) => ({ name: value }),
  },
  // A saved view (docs/saved-views.md): its owner renames it, shares it or saves other filters into it.
  'saved view': {
    table: 'saved_views',
    entity: 'saved_view',
    detail: `query { adminSavedViews(listKey: "/post-management/list") { id editVersion name } }`,
    detailField: 'adminSavedViews',
    list: true,
    edit: `mutation ($id: ID!, $input: SavedViewUpdateInput!, $editVersion: Int) {
      adminUpdateSavedView(id: $id, input: $input, editVersion: $editVersion) { id editVersion name } }`,
    editField: 'adminUpdateSavedView',
    field: 'name',
    column: 'name',
    // The demo data has no views: one of the signed-in admin's own, shared.
    pick: async (t) =>
      firstId(
        t,
        sql`insert into saved_views (list_key, name, owner_id, visibility, search)
            select '/post-management/list', 'Conflict view', id, 'EVERYONE', '{"status":"PENDING"}'::jsonb
            from admins where email = ${TEST_ADMIN_EMAIL} returning id`,
      ),
    variables: (_v, value) => ({ input: { name: value } }),
  },
};

/** The post as its edit form would send it back (the SPA's postToForm): references by id. */
function postInput(p: Record<string, unknown>): Record<string, unknown> {
  const idOf = (v: unknown) => (v as { id: string } | null)?.id ?? null;
  const { id: _id, editVersion: _v, user, city, medias, hidePlateMedias, ...rest } = p;
  const input: Record<string, unknown> = {
    userId: idOf(user),
    cityId: idOf(city),
    mediaIds: (medias as { id: string }[]).map((m) => m.id),
    hidePlateMediaIds: (hidePlateMedias as { id: string }[]).map((m) => m.id),
  };
  for (const [key, value] of Object.entries(rest)) {
    input[key] = POST_REFS.includes(key) ? idOf(value) : value;
  }
  return input;
}

async function firstId(t: TestApp, query: Parameters<typeof sqlRows>[1]): Promise<string> {
  const [row] = await sqlRows<{ id: string }>(t.db, query);
  if (!row) throw new Error('the demo data has no record of this kind');
  return row.id;
}

describe.each(DATABASES)('edit conflicts on $name', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    // The server project's hookTimeout: the first file after a schema change builds the template.
  });
  afterAll(async () => {
    await t?.close();
  });

  const gql = (query: string, variables: Record<string, unknown>) => t.gql(query, variables, { token });
  const data = (body: GqlResult, field: string) => {
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data?.[field] as Record<string, unknown>;
  };

  describe.each(Object.entries(KINDS))('%s', (_name, kind) => {
    let id: string;
    let at: Record<string, unknown>;
    const load = async () => {
      if (!kind.list) return data((await gql(kind.detail, at)).body, kind.detailField);
      const items = data((await gql(kind.detail, {})).body, kind.detailField) as unknown as Record<
        string,
        unknown
      >[];
      const item = items.find((i) => i.id === id);
      if (!item) throw new Error(`${kind.detailField} does not list ${id}`);
      return item;
    };
    const stored = async () => {
      const [row] = await sqlRows<Record<string, unknown>>(
        t.db,
        sql`select ${sql.identifier(kind.column)} as value, edit_version,
            ${kind.noUpdatedAt ? sql`null` : sql`updated_at`} as updated_at from ${sql.identifier(kind.table)}
            where id = ${id}`,
      );
      return row;
    };
    const audits = async () =>
      Number(
        (
          await sqlRows<{ n: number }>(
            t.db,
            sql`select count(*)::int as n from audit_logs where entity = ${kind.entity} and entity_id = ${id}
                and action = ${`${kind.entity}.edit`}`,
          )
        )[0]?.n,
      );
    const save = (record: Record<string, unknown>, value: string, editVersion?: number | null) =>
      gql(kind.edit, {
        ...at,
        ...kind.variables(record, value),
        ...(editVersion === undefined ? {} : { editVersion }),
      });

    beforeAll(async () => {
      id = await kind.pick(t);
      at = kind.address ? await kind.address.of(t, id) : { id };
    });

    it('accepts a save at the current version, which moves the version on by one', async () => {
      const loaded = await load();
      const version = loaded.editVersion as number;
      expect(Number.isInteger(version)).toBe(true);
      const saved = data((await save(loaded, 'Current version save', version)).body, kind.editField);
      expect(saved[kind.field]).toBe('Current version save');
      expect(saved.editVersion).toBe(version + 1);
      expect((await load()).editVersion).toBe(version + 1);
    });

    it('refuses a save at an older version with EDIT_CONFLICT and writes nothing', async () => {
      const loaded = await load();
      const version = loaded.editVersion as number;
      data((await save(loaded, 'Their save', version)).body, kind.editField);
      const before = await stored();
      const auditsBefore = await audits();

      const res = await save(loaded, 'My stale save', version);
      expect(res.body.data?.[kind.editField] ?? null).toBeNull();
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors?.[0]).toMatchObject({
        message: EDIT_CONFLICT_MESSAGE,
        extensions: { code: 'EDIT_CONFLICT', editVersion: version + 1 },
      });
      // Nothing written: the value, the version and the time are theirs, and no audit row was added.
      expect(await stored()).toEqual(before);
      expect(before?.value).toBe('Their save');
      expect(await audits()).toBe(auditsBefore);
    });

    it('serves a save without a version as before, and it moves the version on', async () => {
      const loaded = await load();
      const version = loaded.editVersion as number;
      const saved = data((await save(loaded, 'No version sent')).body, kind.editField);
      expect(saved[kind.field]).toBe('No version sent');
      expect(saved.editVersion).toBe(version + 1);
      // A null version is the same as none.
      const again = data((await save(loaded, 'Null version sent', null)).body, kind.editField);
      expect(again.editVersion).toBe(version + 2);
      // A form loaded before those saves is refused.
      expect((await save(loaded, 'Loaded before', version)).body.errors?.[0]?.extensions?.code).toBe(
        'EDIT_CONFLICT',
      );
    });

    it('lets exactly one of two saves sent at the same version win', async () => {
      const loaded = await load();
      const version = loaded.editVersion as number;
      const auditsBefore = await audits();
      const answers = await Promise.all([
        save(loaded, 'Racer one', version),
        save(loaded, 'Racer two', version),
      ]);
      const won = answers.filter((r) => !r.body.errors);
      const lost = answers.filter((r) => r.body.errors);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]?.body.errors?.[0]?.extensions?.code).toBe('EDIT_CONFLICT');
      const winner = won[0]?.body.data?.[kind.editField] as Record<string, unknown>;
      expect(winner.editVersion).toBe(version + 1);
      const row = await stored();
      expect(row?.value).toBe(winner[kind.field]);
      expect(row?.edit_version).toBe(version + 1);
      expect(await audits()).toBe(auditsBefore + 1);
    });

    it('answers NOT_FOUND, not a conflict, for a record that is not there', async () => {
      const loaded = await load();
      const res = await gql(kind.edit, {
        ...kind.variables(loaded, 'Nobody'),
        ...(kind.address?.missing ?? { id: '3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69' }),
        editVersion: 0,
      });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  // A spreadsheet is not a form loaded at a version: its rows are saved as sent, and each moves its car
  // version on, so the Settings form (adminEditVersion) or Market Price opened before it is refused.
  it('a bulk edit of car versions moves each saved row on: a form loaded before it is refused', async () => {
    const id = await firstId(t, sql`select id from car_versions order by created_at limit 1`);
    const [before] = await sqlRows<{ edit_version: number; price: number }>(
      t.db,
      sql`select edit_version, price_car_version::float8 as price from car_versions where id = ${id}`,
    );
    if (!before) throw new Error('no car version');
    const bulk = await gql(
      `mutation ($rows: [AdminBulkVersionEditRowInput!]!) { adminBulkEditVersions(rows: $rows) { ok error } }`,
      { rows: [{ id, name: 'From the spreadsheet', priceCarVersion: before.price }] },
    );
    expect(bulk.body.data?.adminBulkEditVersions).toEqual([{ ok: true, error: null }]);
    const stale = await gql(
      `mutation ($id: ID!, $name: String!, $priceCarVersion: Float!, $editVersion: Int) {
        adminEditVersion(id: $id, name: $name, priceCarVersion: $priceCarVersion, editVersion: $editVersion) { id } }`,
      { id, name: 'Form loaded before', priceCarVersion: before.price, editVersion: before.edit_version },
    );
    expect(stale.body.errors?.[0]).toMatchObject({
      message: EDIT_CONFLICT_MESSAGE,
      extensions: { code: 'EDIT_CONFLICT', editVersion: before.edit_version + 1 },
    });
    const saved = await gql(
      `mutation ($id: ID!, $name: String!, $priceCarVersion: Float!, $editVersion: Int) {
        adminEditVersion(id: $id, name: $name, priceCarVersion: $priceCarVersion, editVersion: $editVersion) {
          name editVersion } }`,
      {
        id,
        name: 'Form at the new version',
        priceCarVersion: before.price,
        editVersion: before.edit_version + 1,
      },
    );
    expect(saved.body.data?.adminEditVersion).toEqual({
      name: 'Form at the new version',
      editVersion: before.edit_version + 2,
    });
  });
});
