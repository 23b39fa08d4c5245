// `adminListPost` at 1,000,000 posts on PostgreSQL, each filter of the Posts screen over HTTP (fastify
// inject) next to the resolver's own `listPosts` on the db; then every moderation decision timed while
// 20 moderators (20 admin sessions) decide at once, and 20 moderators racing for the same posts.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { QueryAdminListPostArgs } from '../server/graphql/generated/resolvers';
import type { GraphQLContext } from '../server/graphql/context';
import { postShortCode } from '../src/rules/posts';
import { benchAppConfig } from './bench-app';
import { ms, percentile, timePairs } from './stats';
import { freshDatabase } from './pg-database';

export const POSTS_P95_TARGET_MS = 20;
const RUNS = 100;
const WARMUP = 20;
const JIT_WARMUP = 300;
const MODERATORS = 20;
/** Decisions per kind of transition (spread over the 20 moderators). */
const DECISIONS = Number(process.env.BENCH_POST_DECISIONS ?? 200);

const DB_NAME = process.env.BENCH_POSTS_DB ?? 'posts_bench';

/** What the Posts list shows per row (SPEC §2.13 columns), as the screen asks for it. */
const LIST = /* GraphQL */ `
  query BenchPosts(
    $skip: Int
    $take: Int
    $titleAndPostId: String
    $status: PostStatus
    $createFrom: String
    $createTo: String
    $userId: ID
    $location: String
    $brand: ID
  ) {
    adminListPost(
      skip: $skip
      take: $take
      titleAndPostId: $titleAndPostId
      status: $status
      createFrom: $createFrom
      createTo: $createTo
      userId: $userId
      location: $location
      brand: $brand
    ) {
      meta {
        itemCount
        totalItems
        itemsPerPage
        totalPages
        currentPage
        next
        previous
        totalIsLowerBound
      }
      items {
        id
        title
        totalView
        price
        currency
        status
        createdAt
        medias {
          id
          filePathSM
        }
        brand {
          id
          name
        }
        model {
          id
          name
        }
        city {
          id
          name
          countryCode
        }
        user {
          id
          firstName
          lastName
          email
          phone
          prefixPhone
        }
        marketPrice {
          ratio
          outlier
        }
      }
    }
  }
`;
const CHANGE = /* GraphQL */ `
  mutation BenchDecide(
    $id: ID!
    $status: PostStatus!
    $note: String
    $reason: PostModerationReason
    $expectedStatus: PostStatus
  ) {
    adminChangeStatusPost(
      id: $id
      status: $status
      note: $note
      reason: $reason
      expectedStatus: $expectedStatus
    ) {
      id
      status
    }
  }
`;

export type PostFilterResult = {
  filter: string;
  totalItems: number;
  /** The keyword's count stopped at the cap (docs/posts.md): at least totalItems match. */
  lowerBound: boolean;
  gqlP50: number;
  gqlP95: number;
  sqlP50: number;
  sqlP95: number;
};
export type TransitionResult = {
  transition: string;
  decisions: number;
  p50: number;
  p95: number;
  max: number;
  perSecond: number;
  conflicts: number;
};
export type PostsReport = {
  posts: number;
  seedSeconds: number;
  /** adminListPost's cap on a keyword's count (POST_KEYWORD_COUNT_CAP). */
  keywordCountCap: number;
  filters: PostFilterResult[];
  transitions: TransitionResult[];
  race: {
    posts: number;
    attempts: number;
    applied: number;
    conflicts: number;
    auditRows: number;
    p95: number;
  };
};

type Injectable = {
  inject(opts: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }): Promise<{
    statusCode: number;
    body: string;
  }>;
};

/** BENCH_POSTS_REUSE=1 measures again on the database the last run seeded (seeding 1,000,000 posts takes minutes). */
const REUSE = process.env.BENCH_POSTS_REUSE === '1';

async function call(app: Injectable, token: string, query: string, variables: object) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ query, variables }),
  });
  return JSON.parse(response.body) as {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

async function ok(app: Injectable, token: string, query: string, variables: object) {
  const body = await call(app, token, query, variables);
  if (body.errors?.length) throw new Error(`bench: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data ?? {};
}

const vnDay = (date: Date) => new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

export async function benchPosts(members: number, log: (m: string) => void): Promise<PostsReport> {
  const { createApp } = await import('../server/http/app');
  const { seedScale } = await import('../server/seed/seed');
  const { listPosts, POST_KEYWORD_COUNT_CAP } = await import('../server/graphql/resolvers/posts');
  const { ARGON2_OPTIONS } = await import('../server/services/auth/auth-service');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'kar-bench-posts-'));
  const { config, password } = benchAppConfig({ dataDir, databaseUrl: await freshDatabase(DB_NAME, REUSE) });
  const started = await createApp(config, { logger: false });
  const db = started.db;
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  try {
    const seedStart = performance.now();
    const nPosts = Number(process.env.BENCH_POSTS ?? members * 5);
    if (REUSE) {
      // The admin exists from the seeding run; give it this run's password.
      await db.execute(
        sql`update admins set password_hash = ${await hash(password, ARGON2_OPTIONS)} where email = ${config.adminEmail}`,
      );
    } else {
      await seedScale(db, { members, posts: nPosts, log });
    }
    const seedSeconds = REUSE ? 0 : (performance.now() - seedStart) / 1000;
    await db.execute(sql`vacuum analyze`);
    const [{ n: posts } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from posts`);
    log(`posts: ${String(posts)} posts seeded in ${seedSeconds.toFixed(1)} s`);

    const app = started.app as unknown as Injectable;
    const token = (await started.auth.login(config.adminEmail, password)).accessToken;
    // The resolver alone, on the db: a context with the db is all listPosts reads.
    const direct = (args: QueryAdminListPostArgs) => listPosts({ db } as unknown as GraphQLContext, args);

    // Filter values come from the seeded rows: a post in the middle of the table, its seller and brand.
    const [probe] = await rows<{ id: string; user_id: string; brand_id: string }>(
      sql`select id, user_id, brand_id from posts order by created_at desc offset ${Math.floor(posts / 2)} limit 1`,
    );
    const [newest] = await rows<{ at: Date | string }>(sql`select max(created_at) as at from posts`);
    const to = newest ? new Date(newest.at) : new Date();
    const from = new Date(to.getTime() - 30 * 86_400_000);
    const filters: { filter: string; args: QueryAdminListPostArgs }[] = [
      { filter: 'none', args: {} },
      { filter: 'keyword with accents "Hà Nội"', args: { titleAndPostId: 'Hà Nội' } },
      { filter: 'keyword "vios"', args: { titleAndPostId: 'vios' } },
      { filter: 'id', args: { titleAndPostId: probe?.id } },
      {
        filter: `short code "${postShortCode(probe?.id ?? '')}"`,
        args: { titleAndPostId: postShortCode(probe?.id ?? '') },
      },
      { filter: 'status PENDING (with EDIT_PENDING)', args: { status: 'PENDING' } },
      { filter: 'brand (of a post mid-table)', args: { brand: probe?.brand_id } },
      { filter: 'poster (userId)', args: { userId: probe?.user_id } },
      { filter: 'location "ha noi"', args: { location: 'ha noi' } },
      { filter: 'createFrom/createTo (30 days)', args: { createFrom: vnDay(from), createTo: vnDay(to) } },
    ];
    const page = (args: QueryAdminListPostArgs) => ({ skip: 1, take: 10, ...args });
    await timePairs(
      () => ok(app, token, LIST, page({})),
      () => direct(page({})),
      0,
      JIT_WARMUP,
    );
    const results: PostFilterResult[] = [];
    for (const { filter, args } of filters) {
      const first = (await ok(app, token, LIST, page(args))) as {
        adminListPost: { meta: { totalItems: number; totalIsLowerBound: boolean | null } };
      };
      const [gql, sqlTimes] = await timePairs(
        () => ok(app, token, LIST, page(args)),
        () => direct(page(args)),
        RUNS,
        WARMUP,
      );
      const row = {
        filter,
        totalItems: first.adminListPost.meta.totalItems,
        lowerBound: first.adminListPost.meta.totalIsLowerBound === true,
        gqlP50: percentile(gql, 50),
        gqlP95: percentile(gql, 95),
        sqlP50: percentile(sqlTimes, 50),
        sqlP95: percentile(sqlTimes, 95),
      };
      log(
        `posts: ${filter}: ${String(row.totalItems)}${row.lowerBound ? '+' : ''} rows, GraphQL p95 ${ms(row.gqlP95)} ms, SQL p95 ${ms(row.sqlP95)} ms`,
      );
      results.push(row);
    }

    // --- 20 moderators --------------------------------------------------------------------------
    const tokens: string[] = [];
    for (let i = 0; i < MODERATORS; i++) {
      const email = `moderator-${String(i)}-${randomBytes(3).toString('hex')}@kar.vn`;
      const pw = `Mod-${randomBytes(9).toString('base64url')}-1a`;
      await db.execute(sql`insert into admins (email, password_hash, first_name, last_name, role_id)
        values (${email}, ${await hash(pw, ARGON2_OPTIONS)}, 'Moderator', ${String(i + 1)},
          (select id from roles where code = 'SUPPER_ADMIN'))`);
      tokens.push((await started.auth.login(email, pw)).accessToken);
    }
    /** Takes `n` ACTIVE posts never used before and puts them in `status` (with a pending edit if asked). */
    const used = new Set<string>();
    async function prepare(status: string, n: number, withEdit = false) {
      const skip = used.size ? sql`and id not in ${sql.raw(`('${[...used].join("','")}')`)}` : sql``;
      const picked = await rows<{ id: string }>(
        sql`select id from posts where status = 'ACTIVE' ${skip} order by created_at desc limit ${n}`,
      );
      const ids = picked.map((p) => p.id);
      for (const id of ids) used.add(id);
      await db.execute(
        sql`update posts set status = ${status} where id in ${sql.raw(`('${ids.join("','")}')`)}`,
      );
      if (withEdit) {
        await db.execute(sql`insert into post_pending_edits (post_id, values)
          select id, jsonb_build_object('price', price - 5000000, 'title', title || ' - giá tốt') from posts
          where id in ${sql.raw(`('${ids.join("','")}')`)}`);
      }
      return ids;
    }
    const note = { reason: 'WRONG_PHOTOS', note: 'Hình ảnh không đúng với xe đăng bán' };
    const kinds = [
      { transition: 'PENDING → ACTIVE (approve)', from: 'PENDING', to: 'ACTIVE', extra: {} },
      { transition: 'PENDING → REJECTED (reject)', from: 'PENDING', to: 'REJECTED', extra: note },
      {
        transition: 'EDIT_PENDING → ACTIVE (apply the edit)',
        from: 'EDIT_PENDING',
        to: 'ACTIVE',
        extra: {},
        edit: true,
      },
      {
        transition: 'EDIT_PENDING → REJECTED (discard the edit)',
        from: 'EDIT_PENDING',
        to: 'REJECTED',
        extra: note,
        edit: true,
      },
      { transition: 'ACTIVE → SUSPENDED (suspend)', from: 'ACTIVE', to: 'SUSPENDED', extra: note },
      { transition: 'SUSPENDED → ACTIVE (restore)', from: 'SUSPENDED', to: 'ACTIVE', extra: {} },
    ] as const;
    const transitions: TransitionResult[] = [];
    for (const kind of kinds) {
      const ids = await prepare(kind.from, DECISIONS, 'edit' in kind && kind.edit);
      const queue = [...ids];
      const times: number[] = [];
      let conflicts = 0;
      const begin = performance.now();
      await Promise.all(
        tokens.map(async (tk) => {
          for (let id = queue.shift(); id; id = queue.shift()) {
            const start = performance.now();
            const body = await call(app, tk, CHANGE, {
              id,
              status: kind.to,
              expectedStatus: kind.from,
              ...kind.extra,
            });
            times.push(performance.now() - start);
            if (body.errors?.length) {
              if (body.errors[0]?.extensions?.code === 'CONFLICT') conflicts++;
              else throw new Error(`bench: ${kind.transition}: ${body.errors[0]?.message ?? ''}`);
            }
          }
        }),
      );
      const seconds = (performance.now() - begin) / 1000;
      const row = {
        transition: kind.transition,
        decisions: times.length,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: Math.max(...times),
        perSecond: times.length / seconds,
        conflicts,
      };
      log(`posts: ${kind.transition}: p95 ${ms(row.p95)} ms, ${row.perSecond.toFixed(0)}/s`);
      transitions.push(row);
    }

    // --- the race: all 20 moderators approve the same 20 posts at once ------------------------
    const raced = await prepare('PENDING', MODERATORS);
    const raceStart = new Date();
    const raceTimes: number[] = [];
    let applied = 0;
    let lost = 0;
    for (const id of raced) {
      await Promise.all(
        tokens.map(async (tk) => {
          const start = performance.now();
          const body = await call(app, tk, CHANGE, { id, status: 'ACTIVE', expectedStatus: 'PENDING' });
          raceTimes.push(performance.now() - start);
          if (!body.errors) applied++;
          else if (body.errors[0]?.extensions?.code === 'CONFLICT') lost++;
          else throw new Error(`bench: race: ${body.errors[0]?.message ?? ''}`);
        }),
      );
    }
    const [{ n: auditRows } = { n: 0 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_logs where entity = 'post' and created_at >= ${raceStart.toISOString()}::timestamptz
        and entity_id in ${sql.raw(`('${raced.join("','")}')`)}`,
    );
    return {
      posts,
      seedSeconds,
      keywordCountCap: POST_KEYWORD_COUNT_CAP,
      filters: results,
      transitions,
      race: {
        posts: raced.length,
        attempts: raceTimes.length,
        applied,
        conflicts: lost,
        auditRows,
        p95: percentile(raceTimes, 95),
      },
    };
  } finally {
    await started.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function postsMarkdown(r: PostsReport): string {
  const scale = `${r.posts.toLocaleString('en-US')} posts`;
  return [
    `## \`adminListPost\` on PostgreSQL, ${scale} (target: p95 ≤ ${String(POSTS_P95_TARGET_MS)} ms for every filter)`,
    '',
    `${r.seedSeconds > 0 ? `Seeded with \`seedScale\` in ${r.seedSeconds.toFixed(1)} s` : 'On the database seeded by the previous run (BENCH_POSTS_REUSE=1)'}, then VACUUM ANALYZE. ${String(RUNS)} timed runs per filter, GraphQL and SQL in alternation, after ${String(JIT_WARMUP)} warm-up runs of the first and ${String(WARMUP)} of each; GraphQL = POST /graphql through fastify (inject) with the list's columns (photos, brand, model, city, seller, market price check); SQL = the resolver's \`listPosts\` on the db. Page 1, 10 rows. A title keyword is counted up to ${r.keywordCountCap.toLocaleString('en-US')} matches: 'N+' is a count that stopped there (docs/posts.md).`,
    '',
    '| filter | matching rows | GraphQL p50 (ms) | GraphQL p95 (ms) | SQL p50 (ms) | SQL p95 (ms) | target p95 ≤ 20 ms |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...r.filters.map(
      (f) =>
        `| ${f.filter} | ${f.totalItems.toLocaleString('en-US')}${f.lowerBound ? '+' : ''} | ${ms(f.gqlP50)} | ${ms(f.gqlP95)} | ${ms(f.sqlP50)} | ${ms(f.sqlP95)} | ${f.gqlP95 <= POSTS_P95_TARGET_MS ? 'PASS' : 'FAIL'} |`,
    ),
    '',
    `### Moderation under ${String(MODERATORS)} concurrent moderators`,
    '',
    `${String(MODERATORS)} admin sessions take posts from one queue and decide them with \`adminChangeStatusPost\` (with \`expectedStatus\`), each decision a transaction: row lock, claim check, conditional update, audit row, seller notification, email outbox row, then the email written to the local outbox.`,
    '',
    '| transition | decisions | p50 (ms) | p95 (ms) | max (ms) | decisions/s | CONFLICT |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...r.transitions.map(
      (t) =>
        `| ${t.transition} | ${String(t.decisions)} | ${ms(t.p50)} | ${ms(t.p95)} | ${ms(t.max)} | ${t.perSecond.toFixed(0)} | ${String(t.conflicts)} |`,
    ),
    '',
    `The race: all ${String(MODERATORS)} moderators approve the same post at once, for ${String(r.race.posts)} posts: ${String(r.race.attempts)} attempts, ${String(r.race.applied)} applied, ${String(r.race.conflicts)} CONFLICT ('Already moderated by …'), ${String(r.race.auditRows)} audit rows; p95 ${ms(r.race.p95)} ms.`,
  ].join('\n');
}
