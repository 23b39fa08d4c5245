import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carVersions, provinces, users } from '../db/schema';
import { postStatuses, transactionTypes } from '../db/tables/enums';
import { SEED_BASE_DATE, SEED_SPAN_DAYS } from './context';
import * as people from './data/people';

export interface ScaleOptions {
  members: number;
  posts: number;
  log(msg: string): void;
}

const MEMBER_BATCH = 50_000;
const POST_BATCH = 100_000;
const SPAN_SECONDS = SEED_SPAN_DAYS * 86_400;

/** A text[] literal built server-side from one bound parameter (works the same on pg and PGlite). */
const textArray = (items: readonly string[]) => sql`string_to_array(${items.join('|')}, '|')`;

/*
 * Pseudo-random but repeatable spread: multiplicative hashing of the series index (Knuth's
 * constant) keeps rows varied without random(), so two scale runs produce the same data.
 */
const spread = (g: SQL, mod: number) => sql`((${g})::bigint * 2654435761 % ${mod})`;

/**
 * Adds `members` members (with balances, metadata and two transactions each) and `posts` posts,
 * generated inside the database with generate_series: orders of magnitude faster than JS inserts.
 * Expects the reference data of seedIfEmpty (provinces, car versions) to be present.
 */
export async function seedScale(db: Db, opts: ScaleOptions) {
  const started = Date.now();
  const base = SEED_BASE_DATE.toISOString();
  const [existing] = await db.select({ n: count() }).from(users);
  // Numbering continues after existing members, so repeated runs never reuse emails.
  let offset = existing?.n ?? 0;
  // Members and posts go on the provinces in force (docs/locations.md), not the former ones.
  const [provinceCount] = await db.select({ n: count() }).from(provinces).where(eq(provinces.isActive, true));
  const [versionCount] = await db.select({ n: count() }).from(carVersions);
  const nProvinces = provinceCount?.n ?? 0;
  const nVersions = versionCount?.n ?? 0;
  if (nProvinces === 0 || nVersions === 0)
    throw new Error('seedScale needs the reference data: run seedIfEmpty first');

  for (let done = 0; done < opts.members; done += MEMBER_BATCH) {
    const n = Math.min(MEMBER_BATCH, opts.members - done);
    const first = offset + 1;
    const g = sql`g`;
    await db.execute(sql`
      with p as (select id, row_number() over (order by code) as rn from provinces where is_active),
      vn as (select id from countries where code = 'VN'),
      u as (
        insert into users (email, username, phone, prefix_phone, first_name, last_name, is_active, status,
                           is_active_email, is_active_phone, has_password, referral_code, created_at, updated_at)
        select
          case when g % 10 = 0 then null else 'member' || g || '@scale.kar.vn' end,
          'member' || g,
          (${textArray(people.mobilePrefixes)})[1 + ${spread(g, people.mobilePrefixes.length)}]
            || lpad(${spread(sql`${g} + 17`, 10_000_000)}::text, 7, '0'),
          '84',
          case when g % 20 = 0 then null else
            (${textArray(people.familyNames)})[1 + ${spread(g, people.familyNames.length)}] || ' ' ||
            (${textArray(people.middleNames)})[1 + ${spread(sql`${g} + 3`, people.middleNames.length)}] end,
          case when g % 20 = 0 then null else
            (${textArray(people.givenNamesMale)})[1 + ${spread(sql`${g} + 5`, people.givenNamesMale.length)}] end,
          g % 7 <> 0,
          case when g % 7 <> 0 then 'ACTIVE' else 'DEACTIVATED' end,
          g % 10 <> 0 and g % 4 <> 0,
          true,
          true,
          'S' || to_hex(g),
          ${base}::timestamptz - make_interval(secs => ${spread(g, SPAN_SECONDS)}),
          ${base}::timestamptz - make_interval(secs => ${spread(g, SPAN_SECONDS)})
        from generate_series(${first}::int, ${first + n - 1}::int) as g
        returning id, created_at
      ),
      b as (
        insert into user_balances (user_id, amount, promotion)
        select id, (abs(hashtext(id::text)) % 500) * 10000, (abs(hashtext(id::text)) % 50) * 10000 from u
      ),
      t as (
        insert into transactions (user_id, amount, type, created_at)
        select u.id, (1 + abs(hashtext(u.id::text || k)) % 200) * 10000,
               (${textArray(transactionTypes)})[1 + abs(hashtext(u.id::text || k)) % ${transactionTypes.length}],
               least(${base}::timestamptz, u.created_at + make_interval(days => abs(hashtext(u.id::text || k)) % 200))
        from u cross join generate_series(1, 2) as k
      )
      insert into user_metadata (user_id, country_id, city_id)
      select u.id, (select id from vn), p.id
      from u join p on p.rn = 1 + abs(hashtext(u.id::text)) % ${nProvinces}
    `);
    offset += n;
    opts.log(`scale: ${done + n}/${opts.members} members`);
  }

  const statuses = [...postStatuses, 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'SOLD', 'EXPIRED'];
  const [activeCount] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`${users.isActive}`);
  const nActive = activeCount?.n ?? 0;
  for (let done = 0; done < opts.posts && nActive > 0; done += POST_BATCH) {
    const n = Math.min(POST_BATCH, opts.posts - done);
    const g = sql`g`;
    await db.execute(sql`
      with us as (select id, row_number() over (order by id) as rn from users where is_active),
      v as (select cv.id, cv.brand, cv.model, cv.name, cv.price_car_version, b.name as brand_name,
                   row_number() over (order by cv.id) as rn
            from car_versions cv join brands b on b.id = cv.brand),
      p as (select id, name, row_number() over (order by code) as rn from provinces where is_active),
      s as (select g, 2012 + ${spread(g, 15)} as year from generate_series(${done + 1}::int, ${done + n}::int) as g)
      insert into posts (title, price, status, user_id, city_id, brand_id, model_id, version_id, year,
                         odometer, total_view, created_at, updated_at)
      -- A third of the titles name the city, as sellers often do (the title search is accent-insensitive).
      select v.brand_name || ' ' || v.name || ' ' || s.year || case when s.g % 3 = 0 then ' tại ' || p.name else '' end,
             greatest(80000000, round(v.price_car_version * power(0.9, 2026 - s.year) / 5000000) * 5000000)::bigint,
             (${textArray(statuses)})[1 + ${spread(sql`s.g`, statuses.length)}],
             us.id,
             p.id,
             v.brand, v.model, v.id,
             s.year,
             (2026 - s.year) * (8000 + ${spread(sql`s.g + 11`, 12_000)}),
             ${spread(sql`s.g + 13`, 3000)},
             ${base}::timestamptz - make_interval(secs => ${spread(sql`s.g + 7`, SPAN_SECONDS)}),
             ${base}::timestamptz - make_interval(secs => ${spread(sql`s.g + 7`, SPAN_SECONDS)})
      from s
      join us on us.rn = 1 + ${spread(sql`s.g + 1`, nActive)}
      join v on v.rn = 1 + ${spread(sql`s.g + 2`, nVersions)}
      join p on p.rn = 1 + ${spread(sql`s.g + 3`, nProvinces)}
    `);
    opts.log(`scale: ${done + n}/${opts.posts} posts`);
  }

  await db.execute(sql`analyze`);
  opts.log(`scale: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
