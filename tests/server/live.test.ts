import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addAdminWithRole,
  DATABASES,
  errorCodes,
  sqlRows,
  startTestApp,
  type GqlResult,
  type TestApp,
} from './helpers';
import { changeOf, openLiveStream, type LiveMessageJson, listenOn } from './live-stream';

/**
 * Live updates (issue 28 §2, docs/live.md) on one instance of each engine, over real HTTP: what commits is
 * told with its words and actor, what rolls back is never told, each admin hears only what their role may
 * read, presence comes and goes, and the stream ends with the session. Two instances on PostgreSQL:
 * tests/server/two-instances.test.ts.
 */

const CATEGORY_CREATE = /* GraphQL */ `
  mutation ($input: AdminReviewCategoryInput!) {
    adminCreateReviewCategory(input: $input) {
      id
    }
  }
`;
const PRESENCE = /* GraphQL */ `
  mutation ($entity: String!, $entityId: ID!, $editing: Boolean!, $leaving: Boolean) {
    adminRecordPresence(entity: $entity, entityId: $entityId, editing: $editing, leaving: $leaving)
  }
`;
const VIEWERS = /* GraphQL */ `
  query ($entity: String!, $entityId: ID!) {
    adminRecordViewers(entity: $entity, entityId: $entityId) {
      adminId
      fullName
      editing
    }
  }
`;

const slugOf = () => `live-${randomBytes(4).toString('hex')}`;

describe.each(DATABASES)('live updates ($name)', (engine) => {
  let t: TestApp;
  let origin: string;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine, { seedDemo: false });
    origin = await listenOn(t);
    token = await t.login();
  }, 120_000);
  afterAll(async () => t?.close());

  const createCategory = async (slug: string, as = token) => {
    const res = await t.gql(CATEGORY_CREATE, { input: { nameVi: slug, nameEn: slug, slug } }, { token: as });
    return res.body;
  };
  const idOf = (body: GqlResult) => (body.data?.adminCreateReviewCategory as { id: string }).id;

  it('tells a committed change with its words and actor, and never one that rolled back', async () => {
    const stream = await openLiveStream(origin, { token });
    try {
      expect(stream.status).toBe(200);
      // A signed-in answer, never cached; passed on as it comes, not compressed into one piece.
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.headers.get('cache-control')).toBe('no-store');
      // yoga marks its event streams 'none', so that no proxy buffers them to compress.
      expect(stream.headers.get('content-encoding') ?? 'none').toBe('none');
      const slug = slugOf();
      const first = await createCategory(slug);
      expect(first.errors).toBeUndefined();
      // The same slug again is refused: nothing is written, so nothing may be told.
      expect(errorCodes(await createCategory(slug))).toEqual(['BAD_USER_INPUT']);
      const second = await createCategory(slugOf());
      const created = [idOf(first), idOf(second)];
      const told: LiveMessageJson[] = [];
      for (let i = 0; i < 2; i++) told.push(await stream.next(changeOf('review_category.create')));
      expect(told.map((m) => m.event?.entityId)).toEqual(created);
      expect(told[0]?.event).toMatchObject({
        kind: 'CHANGE',
        entity: 'review_category',
        actionText: 'Review category created',
        actor: { fullName: expect.any(String) },
      });
      expect(Date.parse(told[0]?.event?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      stream.close();
    }
  });

  it('tells each admin only what their role may read', async () => {
    const support = await addAdminWithRole(t, 'SUPPORT'); // reads members, posts, feedback, transfers
    const editor = await addAdminWithRole(t, 'CONTENT_EDITOR'); // reads reviews, not members
    const supportStream = await openLiveStream(origin, { token: support.token });
    const editorStream = await openLiveStream(origin, { token: editor.token });
    try {
      const category = idOf(await createCategory(slugOf()));
      await editorStream.next(changeOf('review_category.create', category));
      // A member deactivated: SUPPORT reads members, the editor does not. Once SUPPORT has heard it, what
      // came before it on their stream is in `received`, and must hold no review category.
      const [member] = await sqlRows<{ id: string }>(
        t.db,
        sql`insert into users (email, phone, prefix_phone, created_at, updated_at)
            values (${`${slugOf()}@test.kar`}, '901234567', '84', now(), now()) returning id`,
      );
      const deactivated = await t.gql(
        `mutation ($id: ID!, $reason: String!) { adminDeactivateUser(id: $id, reason: $reason) { id } }`,
        { id: member?.id, reason: 'Deactivated by the live updates test' },
        { token },
      );
      expect(deactivated.body.errors).toBeUndefined();
      await supportStream.next(changeOf('user.deactivate', member?.id));
      expect(supportStream.received.map((m) => m.event?.entity)).not.toContain('review_category');
      // The editor's role is changed: their stream ends, to be opened again with what the role holds now.
      const ended = await t.gql(
        `mutation ($id: ID!, $reason: String!) { adminDeactivateStaff(id: $id, reason: $reason) { id } }`,
        { id: editor.id, reason: 'Deactivated by the live updates test' },
        { token },
      );
      expect(ended.body.errors).toBeUndefined();
      await expect(editorStream.ended).resolves.toBeUndefined();
      expect(editorStream.received.map((m) => m.event?.entity)).not.toContain('user');
    } finally {
      supportStream.close();
      editorStream.close();
    }
  });

  it('refuses a stream without a session', async () => {
    const stream = await openLiveStream(origin, {});
    const first = await stream.next(() => true).catch(() => null);
    stream.close();
    expect(first?.errors?.[0]?.extensions?.code ?? stream.status).toSatisfy(
      (v: unknown) => v === 'UNAUTHENTICATED' || v === 401,
    );
  });

  it('shows who else is on a record page, and tells of their arriving and leaving', async () => {
    const other = await addAdminWithRole(t, 'CONTENT_EDITOR');
    const id = idOf(await createCategory(slugOf()));
    const stream = await openLiveStream(origin, { token });
    const viewers = async () =>
      (await t.gql(VIEWERS, { entity: 'review_category', entityId: id }, { token })).body.data
        ?.adminRecordViewers;
    try {
      const arrive = await t.gql(
        PRESENCE,
        { entity: 'review_category', entityId: id, editing: true },
        { token: other.token },
      );
      expect(arrive.body.errors).toBeUndefined();
      await stream.next((m) => m.event?.kind === 'PRESENCE' && m.event.entityId === id);
      expect(await viewers()).toEqual([
        { adminId: other.id, fullName: 'Test CONTENT_EDITOR', editing: true },
      ]);
      // Their own presence is not someone else's.
      await t.gql(PRESENCE, { entity: 'review_category', entityId: id, editing: false }, { token });
      expect(await viewers()).toHaveLength(1);
      await t.gql(
        PRESENCE,
        { entity: 'review_category', entityId: id, editing: true, leaving: true },
        { token: other.token },
      );
      await stream.next((m) => m.event?.kind === 'PRESENCE' && m.event.entityId === id);
      expect(await viewers()).toEqual([]);
      // A kind their role may not read is refused, and a kind nothing tells of is bad input.
      const refused = await t.gql(
        PRESENCE,
        { entity: 'transfer_request', entityId: id, editing: false },
        { token: other.token },
      );
      expect(errorCodes(refused.body)).toEqual([403]);
      const unknown = await t.gql(
        PRESENCE,
        { entity: 'admin_session', entityId: id, editing: false },
        { token },
      );
      expect(errorCodes(unknown.body)).toEqual(['BAD_USER_INPUT']);
    } finally {
      stream.close();
    }
  });

  it('ends the stream when its session ends', async () => {
    const own = await addAdminWithRole(t, 'SUPPORT');
    const stream = await openLiveStream(origin, { token: own.token });
    await t.gql(`mutation { signOut }`, undefined, { token: own.token });
    await expect(stream.ended).resolves.toBeUndefined();
  });

  it('ends its open streams when the server stops, so the stop does not wait on them', async () => {
    const own = await startTestApp(engine, { seedDemo: false });
    try {
      const at = await listenOn(own);
      const stream = await openLiveStream(at, { token: await own.login() });
      expect(stream.status).toBe(200);
      const started = Date.now();
      await own.close();
      await stream.ended;
      expect(Date.now() - started).toBeLessThan(10_000);
    } catch (e) {
      await own.close().catch(() => undefined);
      throw e;
    }
  }, 60_000);
});
