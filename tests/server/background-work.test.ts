import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addAdminWithRole, DATABASES, errorCodes, startTestApp, type TestApp } from './helpers';
import { openLiveStream, type LiveMessageJson, listenOn } from './live-stream';

/**
 * The header's bell (issue 28 §5, docs/background-work.md), on each engine over real HTTP: a task's life as
 * its tab reports it, each admin's own and no one else's, a broadcast's figures and end line, and the live
 * `WORK` message that tells the owner's streams (and no other's) to read the bell again.
 */

const WORK = /* GraphQL */ `
  query {
    adminMyBackgroundWork {
      id
      kind
      title
      status
      total
      done
      failed
      outcome
      link
      startedAt
      finishedAt
    }
  }
`;
const START = /* GraphQL */ `
  mutation ($kind: BackgroundTaskKind!, $title: String!, $total: Int, $link: String) {
    adminStartBackgroundTask(kind: $kind, title: $title, total: $total, link: $link) {
      id
      status
      outcome
    }
  }
`;
const REPORT = /* GraphQL */ `
  mutation ($id: ID!, $done: Int!, $total: Int, $failed: Int) {
    adminReportBackgroundTask(id: $id, done: $done, total: $total, failed: $failed) {
      id
      status
      done
      total
    }
  }
`;
const END = /* GraphQL */ `
  mutation ($id: ID!, $status: BackgroundTaskEnd!, $done: Int!, $failed: Int, $error: String) {
    adminEndBackgroundTask(id: $id, status: $status, done: $done, failed: $failed, error: $error) {
      id
      status
      done
      failed
      outcome
      finishedAt
    }
  }
`;
const SEND = /* GraphQL */ `
  mutation ($userIds: [ID!]!) {
    adminSendNotification(
      userIds: $userIds
      titleVi: "Tin mới"
      titleEn: "News"
      contentVi: "Nội dung"
      contentEn: "Content"
    ) {
      id
    }
  }
`;

interface Work {
  id: string;
  kind: string;
  title: string;
  status: string;
  total: number | null;
  done: number;
  failed: number;
  outcome: string | null;
  link: string | null;
  startedAt: string;
  finishedAt: string | null;
}

const isWork = (m: LiveMessageJson) => m.event?.kind === 'WORK';

describe.each(DATABASES)('background work ($name)', (engine) => {
  let t: TestApp;
  let origin: string;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine, { seedDemo: false });
    origin = await listenOn(t);
    token = await t.login();
  }, 120_000);
  afterAll(async () => t?.close());

  const call = async <T>(query: string, field: string, variables: Record<string, unknown>, as = token) => {
    const res = await t.gql(query, variables, { token: as });
    return { data: res.body.data?.[field] as T | undefined, body: res.body };
  };
  const bell = async (as = token) => (await call<Work[]>(WORK, 'adminMyBackgroundWork', {}, as)).data ?? [];

  it('lists a task from its start to its end, as its tab reports it', async () => {
    const started = await call<{ id: string; status: string }>(START, 'adminStartBackgroundTask', {
      kind: 'EXPORT',
      title: 'Export Members',
      link: '/members?status=ACTIVE',
    });
    expect(started.body.errors).toBeUndefined();
    const id = started.data?.id ?? '';
    expect(started.data?.status).toBe('RUNNING');
    const reported = await call(REPORT, 'adminReportBackgroundTask', { id, done: 500, total: 1200 });
    expect(reported.data).toMatchObject({ status: 'RUNNING', done: 500, total: 1200 });
    let listed = (await bell()).find((w) => w.id === id);
    expect(listed).toMatchObject({
      kind: 'EXPORT',
      title: 'Export Members',
      status: 'RUNNING',
      outcome: null,
    });
    expect(listed?.link).toBe('/members?status=ACTIVE');

    const ended = await call<{ finishedAt: string | null }>(END, 'adminEndBackgroundTask', {
      id,
      status: 'DONE',
      done: 1200,
    });
    expect(ended.data).toMatchObject({ status: 'DONE', done: 1200, outcome: '1,200 rows exported' });
    expect(ended.data?.finishedAt).toBeTruthy();
    // A progress report that arrives after the end changes nothing.
    expect((await call(REPORT, 'adminReportBackgroundTask', { id, done: 700 })).data).toMatchObject({
      status: 'DONE',
      done: 1200,
    });
    listed = (await bell()).find((w) => w.id === id);
    expect(listed).toMatchObject({ status: 'DONE', outcome: '1,200 rows exported' });

    // An import that ended with failures, one cancelled, one failed with its reason.
    const more = async (kind: string, title: string) =>
      (await call<{ id: string }>(START, 'adminStartBackgroundTask', { kind, title, total: 10 })).data?.id ??
      '';
    const imported = await more('IMPORT', 'Import theory questions');
    const cancelled = await more('EXPORT', 'Export Posts');
    const failed = await more('EXPORT', 'Export Garages');
    await call(END, 'adminEndBackgroundTask', { id: imported, status: 'DONE', done: 8, failed: 2 });
    await call(END, 'adminEndBackgroundTask', { id: cancelled, status: 'CANCELLED', done: 3 });
    await call(END, 'adminEndBackgroundTask', { id: failed, status: 'FAILED', done: 4, error: 'Timed out' });
    const work = await bell();
    expect(work.slice(0, 4).map((w) => [w.title, w.status, w.outcome])).toEqual([
      ['Export Garages', 'FAILED', 'Failed at 4 of 10 rows: Timed out'],
      ['Export Posts', 'CANCELLED', 'Cancelled at 3 of 10 rows'],
      ['Import theory questions', 'DONE', '8 rows saved, 2 failed'],
      ['Export Members', 'DONE', '1,200 rows exported'],
    ]);
  });

  it('shows a running task its tab stopped reporting as stopped', async () => {
    const id =
      (
        await call<{ id: string }>(START, 'adminStartBackgroundTask', {
          kind: 'EXPORT',
          title: 'Export Staff',
        })
      ).data?.id ?? '';
    await call(REPORT, 'adminReportBackgroundTask', { id, done: 40, total: 90 });
    await t.db.execute(
      sql`update background_tasks set updated_at = now() - interval '2 minutes' where id = ${id}`,
    );
    expect((await bell()).find((w) => w.id === id)).toMatchObject({
      status: 'STOPPED',
      outcome: 'Stopped at 40 of 90 rows: its tab was closed',
    });
  });

  it("keeps each admin's work their own", async () => {
    const other = await addAdminWithRole(t, 'SUPPORT');
    const id =
      (
        await call<{ id: string }>(START, 'adminStartBackgroundTask', {
          kind: 'EXPORT',
          title: 'Export Members',
        })
      ).data?.id ?? '';
    expect((await bell(other.token)).map((w) => w.id)).not.toContain(id);
    // Another's task is not found, to report or to end, and stays as it was.
    const report = await call(REPORT, 'adminReportBackgroundTask', { id, done: 5 }, other.token);
    expect(errorCodes(report.body)).toEqual(['NOT_FOUND']);
    const end = await call(END, 'adminEndBackgroundTask', { id, status: 'CANCELLED', done: 5 }, other.token);
    expect(errorCodes(end.body)).toEqual(['NOT_FOUND']);
    expect((await bell()).find((w) => w.id === id)).toMatchObject({ status: 'RUNNING', done: 0 });
    // A link is a path of this app, never another site.
    const away = await call(START, 'adminStartBackgroundTask', {
      kind: 'EXPORT',
      title: 'Export',
      link: '//evil.example/x',
    });
    expect(errorCodes(away.body)).toEqual(['BAD_USER_INPUT']);
  });

  it("lists one's broadcast with its figures and end line, told live to its sender only", async () => {
    const other = await addAdminWithRole(t, 'SUPPER_ADMIN');
    const mine = await openLiveStream(origin, { token });
    const theirs = await openLiveStream(origin, { token: other.token });
    try {
      const tag = randomUUID().slice(0, 8);
      const made = (await t.db.execute(sql`
        with made as (
          insert into users (email, first_name, is_active_email)
          select 'bell' || g || '-' || ${tag} || '@example.vn', 'Bell', true from generate_series(1, 3) g
          returning id),
        meta as (insert into user_metadata (user_id) select id from made)
        select id from made`)) as unknown as { rows: { id: string }[] };
      const userIds = made.rows.map((r) => r.id);
      const sent = await call<{ id: string }>(SEND, 'adminSendNotification', { userIds });
      expect(sent.body.errors).toBeUndefined();
      const id = sent.data?.id ?? '';
      // The sender's bell is told as the queue plans and delivers, until it reads the broadcast as done.
      let work: Work | undefined;
      for (let i = 0; i < 40 && work?.status !== 'DONE'; i++) {
        await mine.next(isWork, 15_000);
        work = (await bell()).find((w) => w.id === id);
      }
      expect(work).toMatchObject({
        kind: 'BROADCAST',
        title: 'Notification to 3 members',
        status: 'DONE',
        total: 3,
        done: 3,
        failed: 0,
        outcome: '3 sent',
        link: `/notification?view=${id}`,
      });
      // The figures are the detail's own: one recipient failed reads as failed here too.
      await t.db.execute(sql`
        update notification_deliveries set status = 'failed', last_error = 'test'
        where notification_id = ${id} and user_id = ${userIds[0]}`);
      expect((await bell()).find((w) => w.id === id)).toMatchObject({
        done: 2,
        failed: 1,
        outcome: '2 sent, 1 failed',
      });
      // A task of the other admin tells their stream; neither hears the other's work.
      await call(START, 'adminStartBackgroundTask', { kind: 'IMPORT', title: 'Import' }, other.token);
      await theirs.next(isWork, 15_000);
      expect((await bell(other.token)).map((w) => w.id)).not.toContain(id);
      const before = mine.received.length;
      await call(START, 'adminStartBackgroundTask', { kind: 'EXPORT', title: 'Export Posts' });
      await mine.next(isWork, 15_000);
      // Both streams read the same bus: a moment for the other's filter to have passed it on, if it would.
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The other admin's stream heard exactly one WORK message: their own task's.
      expect(theirs.received.filter(isWork)).toHaveLength(1);
      expect(mine.received.length).toBeGreaterThan(before);
    } finally {
      mine.close();
      theirs.close();
    }
  }, 60_000);
});
