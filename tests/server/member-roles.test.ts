import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE_ROLES, NO_RECIPIENTS_MESSAGE, type AudienceRole } from '../../src/rules/notification';
import { DATABASES, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

/*
 * The notification audiences (SPEC §6) follow what members are: migration 0021 keeps users.roles from
 * posts, garages, parkings, buying demands and packages. Each expectation below is computed from those
 * tables directly, never from users.roles, so a trigger that misses a write fails here.
 */

const COUNT = /* GraphQL */ `
  query Count($userIds: [ID!]!, $role: UserRole, $notificationType: NotificationType) {
    adminNotificationAudienceCount(userIds: $userIds, role: $role, notificationType: $notificationType)
  }
`;

const SEND = /* GraphQL */ `
  mutation Send($userIds: [ID!]!, $role: UserRole, $idempotencyKey: String) {
    adminSendNotification(
      userIds: $userIds
      role: $role
      titleVi: "Ưu đãi"
      titleEn: "Offer"
      contentVi: "Giảm giá"
      contentEn: "Discount"
      idempotencyKey: $idempotencyKey
    ) {
      id
      recipientCount
    }
  }
`;

const EMAIL = /* GraphQL */ `
  mutation Email($userIds: [ID!]!, $role: UserRole) {
    adminSendEmail(userIds: $userIds, role: $role, titleVi: "a", titleEn: "b", contentVi: "<p>c</p>") {
      id
    }
  }
`;

/** Who holds each role, from the deciding tables (docs/notifications.md, "Who receives"). */
const HOLDS: Record<AudienceRole, string> = {
  SELLERS: `exists (select 1 from posts p where p.user_id = u.id and p.status <> 'DETELED')`,
  GARAGE_OWNER: `exists (select 1 from garages g where g.user_id = u.id)`,
  PARKING_OWNER: `exists (select 1 from parkings k where k.user_id = u.id)`,
  LICENCE_LEARNER: `exists (select 1 from user_service_packages s where s.user_id = u.id
                      and s.type = 'NO_ADS_THEORY_AND_SIMULATION' and s.is_active)`,
  BUYERS: `exists (select 1 from car_buying_needs b where b.user_id = u.id
             and b.status in ('NEW', 'FOLLOWING', 'CONSIDERING'))`,
  CAR_OWNERSHIP: `exists (select 1 from car_buying_needs b where b.user_id = u.id and b.status = 'HAD_A_CAR')`,
};

describe.each(DATABASES)('member roles and audiences on $name', (engine) => {
  let t: TestApp;
  let token: string;
  const gql = (q: string, v?: Record<string, unknown>) => t.gql(q, v, { token });
  const count = async (v: Record<string, unknown>) => {
    const res = await gql(COUNT, v);
    expect(res.body.errors).toBeUndefined();
    return res.body.data?.adminNotificationAudienceCount as number;
  };
  /** The roles (API spelling) the audience count finds the member in. */
  const rolesOf = async (id: string) => {
    const found: AudienceRole[] = [];
    for (const role of AUDIENCE_ROLES) if ((await count({ userIds: [id], role })) === 1) found.push(role);
    return found;
  };

  /** An active member with nothing yet: no post, listing, demand or package. */
  async function member() {
    const [m] = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into users (email, first_name, is_active_email)
          values (${`role-${randomUUID().slice(0, 8)}@example.vn`}, 'Role', true) returning id`,
    );
    return m!.id;
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('counts every audience of the demo data as its members are, and each has members', async () => {
    for (const role of AUDIENCE_ROLES) {
      for (const email of [false, true]) {
        const [own] = await sqlRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from users u left join user_metadata m on m.user_id = u.id
              where u.status = 'ACTIVE' and u.is_active and ${sql.raw(HOLDS[role])}
              ${email ? sql`and u.email is not null and u.is_active_email and coalesce(m.is_email_notification, true)` : sql``}`,
        );
        const counted = await count({
          userIds: [],
          role,
          notificationType: email ? 'EMAIL' : 'NOTIFICATION',
        });
        expect({ role, email, counted }).toEqual({ role, email, counted: own!.n });
        expect(counted, `${role}${email ? ' (email)' : ''} has members in the demo`).toBeGreaterThan(0);
      }
    }
    // No member holds a role the data does not give, or lacks one it does.
    const [stray] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users where roles is distinct from member_roles_of(id)`,
    );
    expect(stray!.n).toBe(0);
  });

  it('follows each write that decides a role', async () => {
    const m = await member();
    expect(await rolesOf(m)).toEqual([]);
    const [version] = await sqlRows<{ id: string; brand: string; model: string }>(
      t.db,
      sql`select id, brand, model from car_versions limit 1`,
    );

    // A post makes a seller; a deleted one does not.
    const [post] = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into posts (title, price, status, user_id, brand_id, model_id, version_id)
          values ('Role test', 500000000, 'PENDING', ${m}, ${version!.brand}, ${version!.model}, ${version!.id})
          returning id`,
    );
    expect(await rolesOf(m)).toEqual(['SELLERS']);
    await t.db.execute(sql`update posts set status = 'DETELED' where id = ${post!.id}`);
    expect(await rolesOf(m)).toEqual([]);
    await t.db.execute(sql`update posts set status = 'ACTIVE' where id = ${post!.id}`);
    expect(await rolesOf(m)).toEqual(['SELLERS']);

    // A buying demand through the API: open is a buyer, closed as 'had a car' a car owner, gone is neither.
    const CREATE = /* GraphQL */ `
      mutation ($input: AdminCarBuyingNeedInput!) {
        adminCreateCarBuyingNeed(input: $input) {
          id
        }
      }
    `;
    const made = await gql(CREATE, {
      input: {
        userId: m,
        buyerName: 'Người mua',
        phone: '0912345670',
        brand: version!.brand,
        model: version!.model,
        budget: 600_000_000,
      },
    });
    expect(made.body.errors).toBeUndefined();
    const need = (made.body.data?.adminCreateCarBuyingNeed as { id: string }).id;
    expect(await rolesOf(m)).toEqual(['BUYERS', 'SELLERS']);
    const STATUS = /* GraphQL */ `
      mutation ($id: ID!, $status: CarBuyingNeedStatus!) {
        adminUpdateStatusCarBuyingNeed(id: $id, status: $status) {
          id
        }
      }
    `;
    expect((await gql(STATUS, { id: need, status: 'HAD_A_CAR' })).body.errors).toBeUndefined();
    expect(await rolesOf(m)).toEqual(['SELLERS', 'CAR_OWNERSHIP']);
    const DELETE = /* GraphQL */ `
      mutation ($id: ID!) {
        adminDeleteCarBuyingNeed(id: $id)
      }
    `;
    expect((await gql(DELETE, { id: need })).body.errors).toBeUndefined();
    expect(await rolesOf(m)).toEqual(['SELLERS']);

    // Listings: owning one makes an owner; handing it to another member moves the role.
    const other = await member();
    const [garage] = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into garages (title, slug, user_id) values ('Garage vai trò', ${`garage-${randomUUID()}`}, ${m})
          returning id`,
    );
    await t.db.execute(
      sql`insert into parkings (title, slug, user_id) values ('Bãi xe vai trò', ${`parking-${randomUUID()}`}, ${m})`,
    );
    expect(await rolesOf(m)).toEqual(['SELLERS', 'GARAGE_OWNER', 'PARKING_OWNER']);
    await t.db.execute(sql`update garages set user_id = ${other} where id = ${garage!.id}`);
    expect(await rolesOf(m)).toEqual(['SELLERS', 'PARKING_OWNER']);
    expect(await rolesOf(other)).toEqual(['GARAGE_OWNER']);

    // Learning: an active theory-and-simulation package; switched off, the member is no longer counted.
    const [pkg] = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from service_packages where type = 'NO_ADS_THEORY_AND_SIMULATION' limit 1`,
    );
    const [held] = await sqlRows<{ id: string }>(
      t.db,
      sql`insert into user_service_packages (user_id, services_id, type, total_price, unit_price)
          values (${other}, ${pkg!.id}, 'NO_ADS_THEORY_AND_SIMULATION', 49000, 49000) returning id`,
    );
    expect(await rolesOf(other)).toEqual(['GARAGE_OWNER', 'LICENCE_LEARNER']);
    await t.db.execute(sql`update user_service_packages set is_active = false where id = ${held!.id}`);
    expect(await rolesOf(other)).toEqual(['GARAGE_OWNER']);
  });

  it('refuses a send that would reach nobody, and saves nothing', async () => {
    const m = await member();
    const before = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from notifications`);
    const refusals = [
      // A picked member outside the chosen audience.
      await gql(SEND, { userIds: [m], role: 'SELLERS', idempotencyKey: randomUUID() }),
      await gql(EMAIL, { userIds: [m], role: 'PARKING_OWNER' }),
    ];
    // A member who turned email off is no email recipient.
    await t.db.execute(sql`insert into user_metadata (user_id, is_email_notification) values (${m}, false)`);
    refusals.push(await gql(EMAIL, { userIds: [m] }));
    // A deactivated member is nobody's recipient.
    await t.db.execute(sql`update users set status = 'DEACTIVATED', is_active = false where id = ${m}`);
    refusals.push(await gql(SEND, { userIds: [m], idempotencyKey: randomUUID() }));
    for (const res of refusals) {
      expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
      expect(res.body.errors?.[0]?.message).toBe(NO_RECIPIENTS_MESSAGE);
    }
    const after = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from notifications`);
    expect(after[0]!.n).toBe(before[0]!.n);

    // A role with members is sent, to the number counted.
    const sellers = await count({ userIds: [], role: 'SELLERS' });
    const sent = await gql(SEND, {
      userIds: [],
      role: 'SELLERS',
      idempotencyKey: randomUUID(),
    });
    expect(sent.body.errors).toBeUndefined();
    expect((sent.body.data?.adminSendNotification as { recipientCount: number }).recipientCount).toBe(
      sellers,
    );
  });

  it.runIf(engine.name === 'postgres')(
    'keeps a seller who gains a post while another writer deletes the last one',
    async () => {
      const m = await member();
      const [version] = await sqlRows<{ id: string; brand: string; model: string }>(
        t.db,
        sql`select id, brand, model from car_versions limit 1`,
      );
      const insertPost = (status: string) =>
        sql`insert into posts (title, price, status, user_id, brand_id, model_id, version_id)
            values ('Race', 400000000, ${status}, ${m}, ${version!.brand}, ${version!.model}, ${version!.id})
            returning id`;
      const [first] = await sqlRows<{ id: string }>(t.db, insertPost('ACTIVE'));
      expect(await rolesOf(m)).toEqual(['SELLERS']);

      // One transaction adds a second post and holds; meanwhile another deletes the first.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let added!: () => void;
      const addedYet = new Promise<void>((r) => (added = r));
      const adding = t.db.transaction(async (tx) => {
        await tx.execute(insertPost('PENDING'));
        added();
        await held;
      });
      await addedYet;
      const deleting = t.db.execute(sql`update posts set status = 'DETELED' where id = ${first!.id}`);
      // The delete waits for the adding transaction's lock on the member; let it go on, then finish.
      await new Promise((r) => setTimeout(r, 300));
      release();
      await Promise.all([adding, deleting]);
      expect(await rolesOf(m)).toEqual(['SELLERS']);
    },
  );
});
