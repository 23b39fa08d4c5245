import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLUMNS_INVALID,
  LIST_KEY_INVALID,
  VIEW_NAME_REQUIRED,
  VIEW_NAME_TAKEN,
  VIEW_NOT_YOURS,
  VIEW_SEARCH_TOO_LONG,
} from '../../src/rules/saved-views';
import {
  addAdminWithRole,
  DATABASES,
  errorCodes,
  sqlRows,
  startTestApp,
  type GqlResult,
  type TestApp,
} from './helpers';

/*
 * Saved views and column choices (issue 25 §2, docs/saved-views.md), on both engines: one's own view,
 * a shared view opened by another admin who may not change or delete it, a private view nobody else
 * sees, pins per admin, columns kept and reset, bad input refused in the rule's words, one audit row
 * per write.
 */

const VIEW = /* GraphQL */ `
  fragment V on SavedView {
    id
    listKey
    name
    search
    columns {
      order
      hidden
    }
    visibility
    mine
    ownerName
    pinned
    editVersion
  }
`;
const CREATE = /* GraphQL */ `
  ${VIEW}
  mutation ($input: SavedViewInput!) {
    adminCreateSavedView(input: $input) {
      ...V
    }
  }
`;
const UPDATE = /* GraphQL */ `
  ${VIEW}
  mutation ($id: ID!, $input: SavedViewUpdateInput!, $editVersion: Int) {
    adminUpdateSavedView(id: $id, input: $input, editVersion: $editVersion) {
      ...V
    }
  }
`;
const DELETE = /* GraphQL */ `
  mutation ($id: ID!) {
    adminDeleteSavedView(id: $id)
  }
`;
const PIN = /* GraphQL */ `
  ${VIEW}
  mutation ($id: ID!, $pinned: Boolean!) {
    adminPinSavedView(id: $id, pinned: $pinned) {
      ...V
    }
  }
`;
const LIST = /* GraphQL */ `
  ${VIEW}
  query ($listKey: String!) {
    adminSavedViews(listKey: $listKey) {
      ...V
    }
  }
`;
const PINNED = /* GraphQL */ `
  ${VIEW}
  query {
    adminPinnedViews {
      ...V
    }
  }
`;
const COLUMNS = /* GraphQL */ `
  query ($listKey: String!) {
    adminListColumns(listKey: $listKey) {
      listKey
      columns {
        order
        hidden
      }
    }
  }
`;
const SAVE_COLUMNS = /* GraphQL */ `
  mutation ($listKey: String!, $columns: ListColumnsInput) {
    adminSaveListColumns(listKey: $listKey, columns: $columns) {
      listKey
      columns {
        order
        hidden
      }
    }
  }
`;

interface View {
  id: string;
  listKey: string;
  name: string;
  search: Record<string, unknown>;
  columns: { order: string[]; hidden: string[] } | null;
  visibility: 'ONLY_ME' | 'EVERYONE';
  mine: boolean;
  ownerName: string;
  pinned: boolean;
  editVersion: number;
}

const POSTS = '/post-management/list';

function data<T>(body: GqlResult, field: string): T {
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data?.[field] as T;
}

describe.each(DATABASES)('saved views and columns on $name', (engine) => {
  let t: TestApp;
  let me: { id: string; token: string };
  let other: { id: string; token: string };

  beforeAll(async () => {
    t = await startTestApp(engine, { seedDemo: false });
    const token = await t.login();
    const [row] = await sqlRows<{ id: string }>(t.db, sql`select id from admins where email = ${t.email}`);
    if (!row) throw new Error('no first admin');
    me = { id: row.id, token };
    // Another admin of a narrower role: a view needs no more than a signed-in admin.
    other = await addAdminWithRole(t, 'SUPPORT');
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const as = (who: { token: string }) => ({
    create: (input: Record<string, unknown>) => t.gql(CREATE, { input }, { token: who.token }),
    update: (id: string, input: Record<string, unknown>, editVersion?: number) =>
      t.gql(UPDATE, { id, input, editVersion }, { token: who.token }),
    remove: (id: string) => t.gql(DELETE, { id }, { token: who.token }),
    pin: (id: string, pinned: boolean) => t.gql(PIN, { id, pinned }, { token: who.token }),
    list: async (listKey = POSTS) =>
      data<View[]>((await t.gql(LIST, { listKey }, { token: who.token })).body, 'adminSavedViews'),
    pinned: async () =>
      data<View[]>((await t.gql(PINNED, {}, { token: who.token })).body, 'adminPinnedViews'),
  });

  const audits = (entityId: string) =>
    sqlRows<{ action: string; admin_id: string }>(
      t.db,
      sql`select action, admin_id from audit_logs where entity_id = ${entityId} order by created_at, id`,
    );

  it('saves one’s own view with its filters, sort and columns, and lists it first', async () => {
    const res = await as(me).create({
      listKey: POSTS,
      name: '  Pending posts ',
      visibility: 'ONLY_ME',
      search: { status: 'pending', sort: '-createdAt', page: 3 },
      columns: { order: ['index', 'title', 'status'], hidden: ['title'] },
    });
    const view = data<View>(res.body, 'adminCreateSavedView');
    // The name is trimmed, the page left out (a view opens on page 1).
    expect(view).toMatchObject({
      listKey: POSTS,
      name: 'Pending posts',
      visibility: 'ONLY_ME',
      search: { status: 'pending', sort: '-createdAt' },
      columns: { order: ['index', 'title', 'status'], hidden: ['title'] },
      mine: true,
      pinned: false,
    });
    expect((await as(me).list()).map((v) => v.name)).toContain('Pending posts');
    expect(await audits(view.id)).toEqual([{ action: 'saved_view.create', admin_id: me.id }]);

    // The same name again on the same list, whatever its case, is refused under the name box.
    const again = await as(me).create({
      listKey: POSTS,
      name: 'PENDING POSTS',
      visibility: 'ONLY_ME',
      search: {},
    });
    expect(errorCodes(again.body)).toEqual(['BAD_USER_INPUT']);
    expect(again.body.errors?.[0]?.message).toBe(VIEW_NAME_TAKEN);
  });

  it('a private view is invisible to another admin: not listed, not opened, not changed', async () => {
    const mine = data<View>(
      (
        await as(me).create({
          listKey: POSTS,
          name: 'Mine only',
          visibility: 'ONLY_ME',
          search: { status: 'reject' },
        })
      ).body,
      'adminCreateSavedView',
    );
    expect((await as(other).list()).map((v) => v.id)).not.toContain(mine.id);
    for (const res of [
      await as(other).pin(mine.id, true),
      await as(other).update(mine.id, { name: 'Taken' }),
      await as(other).remove(mine.id),
    ]) {
      expect(errorCodes(res.body)).toEqual(['NOT_FOUND']);
      expect(res.body.errors?.[0]?.message).toBe('Saved view not found');
    }
    expect((await as(me).list()).find((v) => v.id === mine.id)?.name).toBe('Mine only');
  });

  it('a shared view is another admin’s to open and pin, never to change or delete', async () => {
    const shared = data<View>(
      (
        await as(me).create({
          listKey: POSTS,
          name: 'Shared pending',
          visibility: 'EVERYONE',
          search: { status: 'pending' },
        })
      ).body,
      'adminCreateSavedView',
    );
    const seen = (await as(other).list()).find((v) => v.id === shared.id);
    expect(seen).toMatchObject({ name: 'Shared pending', mine: false, search: { status: 'pending' } });
    expect(seen?.ownerName).toBeTruthy();

    const update = await as(other).update(shared.id, { name: 'Hijacked', visibility: 'ONLY_ME' });
    expect(errorCodes(update.body)).toEqual(['NOT_OWNER']);
    expect(update.body.errors?.[0]?.message).toBe(VIEW_NOT_YOURS);
    const remove = await as(other).remove(shared.id);
    expect(errorCodes(remove.body)).toEqual(['NOT_OWNER']);
    expect(remove.body.errors?.[0]?.message).toBe(VIEW_NOT_YOURS);
    // Nothing changed, nothing audited for the refusals.
    expect((await as(me).list()).find((v) => v.id === shared.id)?.name).toBe('Shared pending');
    expect((await audits(shared.id)).map((a) => a.action)).toEqual(['saved_view.create']);

    // The owner may rename it and change its filters.
    const renamed = await as(me).update(shared.id, {
      name: 'Pending (shared)',
      search: { status: 'pending', sort: 'price' },
    });
    expect(data<View>(renamed.body, 'adminUpdateSavedView')).toMatchObject({
      name: 'Pending (shared)',
      search: { status: 'pending', sort: 'price' },
      visibility: 'EVERYONE',
    });
    expect((await audits(shared.id)).map((a) => a.action)).toEqual(['saved_view.create', 'saved_view.edit']);
  });

  it('pinning is per admin: another admin pinning a shared view pins it for themselves only', async () => {
    const shared = data<View>(
      (
        await as(me).create({
          listKey: POSTS,
          name: 'To pin',
          visibility: 'EVERYONE',
          search: { status: 'active' },
        })
      ).body,
      'adminCreateSavedView',
    );
    const pinned = await as(other).pin(shared.id, true);
    expect(data<View>(pinned.body, 'adminPinSavedView').pinned).toBe(true);
    expect((await as(other).pinned()).map((v) => v.id)).toEqual([shared.id]);
    expect((await as(me).pinned()).map((v) => v.id)).not.toContain(shared.id);
    expect((await as(me).list()).find((v) => v.id === shared.id)?.pinned).toBe(false);
    // Pinning again changes nothing and writes nothing.
    await as(other).pin(shared.id, true);
    expect((await audits(shared.id)).map((a) => [a.action, a.admin_id])).toEqual([
      ['saved_view.create', me.id],
      ['saved_view.pin', other.id],
    ]);

    // Made private by its owner, it leaves the other admin's menu; deleted, their pin goes with it.
    await as(me).update(shared.id, { visibility: 'ONLY_ME' });
    expect(await as(other).pinned()).toEqual([]);
    await as(me).update(shared.id, { visibility: 'EVERYONE' });
    expect((await as(other).pinned()).map((v) => v.id)).toEqual([shared.id]);
    expect(data<boolean>((await as(me).remove(shared.id)).body, 'adminDeleteSavedView')).toBe(true);
    expect(await as(other).pinned()).toEqual([]);
    const [pins] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from saved_view_pins where view_id = ${shared.id}`,
    );
    expect(pins?.n).toBe(0);
    expect((await audits(shared.id)).map((a) => a.action).at(-1)).toBe('saved_view.delete');

    // One's own pin and unpin.
    const own = data<View>(
      (await as(me).create({ listKey: POSTS, name: 'Own pin', visibility: 'ONLY_ME', search: {} })).body,
      'adminCreateSavedView',
    );
    await as(me).pin(own.id, true);
    expect((await as(me).pinned()).map((v) => v.name)).toEqual(['Own pin']);
    expect(data<View>((await as(me).pin(own.id, false)).body, 'adminPinSavedView').pinned).toBe(false);
    expect(await as(me).pinned()).toEqual([]);
  });

  // docs/conflicts.md: a change sent with the version it was loaded at is refused once the view moved on.
  it('pins move no version; a change refused as not one’s own stays so whatever version it sends', async () => {
    const view = data<View>(
      (await as(me).create({ listKey: POSTS, name: 'Versioned', visibility: 'EVERYONE', search: {} })).body,
      'adminCreateSavedView',
    );
    expect(view.editVersion).toBe(0);
    // Pinning is each admin's own, not what the rename form shows: the owner's form stays current.
    await as(other).pin(view.id, true);
    await as(me).pin(view.id, true);
    await as(me).pin(view.id, false);
    expect((await as(me).list()).find((v) => v.id === view.id)?.editVersion).toBe(0);
    const renamed = data<View>(
      (await as(me).update(view.id, { name: 'Versioned again' }, 0)).body,
      'adminUpdateSavedView',
    );
    expect(renamed.editVersion).toBe(1);
    // The owner's other tab, loaded at 0, is refused with the version saved now.
    const stale = await as(me).update(view.id, { visibility: 'ONLY_ME' }, 0);
    expect(errorCodes(stale.body)).toEqual(['EDIT_CONFLICT']);
    expect(stale.body.errors?.[0]?.extensions?.editVersion).toBe(1);
    // Someone else's change is refused for being theirs before any version is looked at: NOT_OWNER for
    // a shared view, not found for a private one, never a conflict naming its version.
    const notYours = await as(other).update(view.id, { name: 'Hijacked' }, 0);
    expect(errorCodes(notYours.body)).toEqual(['NOT_OWNER']);
    await as(me).update(view.id, { visibility: 'ONLY_ME' }, 1);
    const hidden = await as(other).update(view.id, { name: 'Hijacked' }, 0);
    expect(errorCodes(hidden.body)).toEqual(['NOT_FOUND']);
    expect((await as(me).list()).find((v) => v.id === view.id)).toMatchObject({
      name: 'Versioned again',
      visibility: 'ONLY_ME',
      editVersion: 2,
    });
  });

  it('keeps each admin’s columns of a list, and resets them to the list’s own', async () => {
    const columns = { order: ['status', 'index', 'title', 'price'], hidden: ['price'] };
    const saved = await t.gql(SAVE_COLUMNS, { listKey: POSTS, columns }, { token: me.token });
    expect(data(saved.body, 'adminSaveListColumns')).toEqual({ listKey: POSTS, columns });
    const read = async (who: { token: string }) =>
      data<{ listKey: string; columns: unknown }>(
        (await t.gql(COLUMNS, { listKey: POSTS }, { token: who.token })).body,
        'adminListColumns',
      ).columns;
    expect(await read(me)).toEqual(columns);
    // Another admin's columns are their own.
    expect(await read(other)).toBeNull();

    const next = { order: ['index', 'status', 'title', 'price'], hidden: [] };
    await t.gql(SAVE_COLUMNS, { listKey: POSTS, columns: next }, { token: me.token });
    expect(await read(me)).toEqual(next);
    const reset = await t.gql(SAVE_COLUMNS, { listKey: POSTS, columns: null }, { token: me.token });
    expect(data(reset.body, 'adminSaveListColumns')).toEqual({ listKey: POSTS, columns: null });
    expect(await read(me)).toBeNull();
    expect((await audits(POSTS)).map((a) => a.action)).toEqual([
      'list_column_pref.edit',
      'list_column_pref.edit',
      'list_column_pref.delete',
    ]);
  });

  it('refuses a role without the list’s read permission, and a list that is none', async () => {
    // A content editor reads reviews and cars, not posts (src/rules/lists.ts: posts.read).
    const editor = await addAdminWithRole(t, 'CONTENT_EDITOR');
    const shared = data<View>(
      (await as(me).create({ listKey: POSTS, name: 'Everyone’s posts', visibility: 'EVERYONE', search: {} }))
        .body,
      'adminCreateSavedView',
    );
    await as(me).pin(shared.id, true);
    const [before] = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from saved_views`);
    const refused = [
      await as(editor).create({ listKey: POSTS, name: 'Mine', visibility: 'ONLY_ME', search: {} }),
      await t.gql(LIST, { listKey: POSTS }, { token: editor.token }),
      await as(editor).pin(shared.id, true),
      await t.gql(COLUMNS, { listKey: POSTS }, { token: editor.token }),
      await t.gql(SAVE_COLUMNS, { listKey: POSTS, columns: null }, { token: editor.token }),
    ];
    for (const res of refused) expect(errorCodes(res.body)).toEqual([403]);
    const [after] = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from saved_views`);
    expect(after?.n).toBe(before?.n);
    // Their own list is theirs: a view of Reviews saves, lists and pins.
    const reviews = data<View>(
      (
        await as(editor).create({
          listKey: '/reviews/list',
          name: 'Reviews',
          visibility: 'ONLY_ME',
          search: {},
        })
      ).body,
      'adminCreateSavedView',
    );
    expect(data<View>((await as(editor).pin(reviews.id, true)).body, 'adminPinSavedView').pinned).toBe(true);
    expect((await as(editor).pinned()).map((v) => v.name)).toEqual(['Reviews']);
    // A path that is no list is refused as input, whoever asks.
    const unknown = await t.gql(LIST, { listKey: '/no-such-list' }, { token: me.token });
    expect(errorCodes(unknown.body)).toEqual(['BAD_USER_INPUT']);
    expect(unknown.body.errors?.[0]?.message).toBe(LIST_KEY_INVALID);
  });

  it('refuses bad input with the rule’s own message, writing nothing', async () => {
    const [before] = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from saved_views`);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ listKey: POSTS, name: '   ', visibility: 'ONLY_ME', search: {} }, VIEW_NAME_REQUIRED, 'name'],
      [{ listKey: 'posts; drop', name: 'x', visibility: 'ONLY_ME', search: {} }, LIST_KEY_INVALID, 'listKey'],
      [
        { listKey: POSTS, name: 'Too long', visibility: 'ONLY_ME', search: { search: 'x'.repeat(2100) } },
        VIEW_SEARCH_TOO_LONG,
        'search',
      ],
      [
        {
          listKey: POSTS,
          name: 'Odd columns',
          visibility: 'ONLY_ME',
          search: {},
          columns: { order: ['a'], hidden: ['b'] },
        },
        COLUMNS_INVALID,
        'columns.hidden',
      ],
    ];
    for (const [input, message, field] of cases) {
      const res = await as(me).create(input);
      expect(errorCodes(res.body), message).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors?.[0]?.message).toBe(message);
      expect(res.body.errors?.[0]?.extensions?.field).toBe(field);
    }
    // A nested object is not a URL value.
    const nested = await as(me).create({
      listKey: POSTS,
      name: 'Nested',
      visibility: 'ONLY_ME',
      search: { a: { b: 1 } },
    });
    expect(errorCodes(nested.body)).toEqual(['BAD_USER_INPUT']);
    const [after] = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from saved_views`);
    expect(after?.n).toBe(before?.n);

    const columns = await t.gql(
      SAVE_COLUMNS,
      { listKey: POSTS, columns: { order: ['x', 'x'], hidden: [] } },
      { token: me.token },
    );
    expect(columns.body.errors?.[0]?.message).toBe(COLUMNS_INVALID);
  });
});
