import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, DUMMY_UUID, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

const DETAIL = /* GraphQL */ `
  query Detail($id: ID!) {
    adminGetUserDetail(id: $id) {
      id
      email
      username
      storeName
      firstName
      lastName
      phone
      prefixPhone
      isActive
      isWithdraw
      isActiveEmail
      isActivePhone
      referralCode
      hasPassword
      createdAt
      userBalance {
        amount
        promotion
      }
      avatarMedia {
        id
      }
      metadata {
        totalRating
        province {
          id
        }
      }
    }
  }
`;

interface DbMember {
  id: string;
  email: string | null;
  username: string | null;
  store_name: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  prefix_phone: string | null;
  is_active: boolean;
  is_withdraw: boolean;
  is_active_email: boolean;
  is_active_phone: boolean;
  referral_code: string | null;
  has_password: boolean;
  created_at: Date | string;
  avatar: string | null;
  amount: string | number | null;
  promotion: string | number | null;
  city_id: string | null;
}

describe.each(DATABASES)('member detail (adminGetUserDetail) on $name', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('returns the member exactly as stored, with balance, avatar and metadata', async () => {
    // The richest member of the demo data, so the nested fields are really exercised.
    const [row] = await sqlRows<DbMember>(
      t.db,
      `select u.*, b.amount, b.promotion, m.city_id
         from users u
         left join user_balances b on b.user_id = u.id
         left join user_metadata m on m.user_id = u.id
        order by (u.avatar is not null) desc, b.amount desc nulls last, (m.city_id is not null) desc, u.id
        limit 1`,
    );
    expect(row).toBeDefined();
    if (!row) return;
    const res = await t.gql(DETAIL, { id: row.id }, { token });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const u = res.body.data?.adminGetUserDetail as Record<string, unknown> & {
      userBalance: { amount: number; promotion: number } | null;
      avatarMedia: { id: string } | null;
      metadata: { province: { id: string } | null } | null;
    };
    expect(u).toMatchObject({
      id: row.id,
      email: row.email,
      username: row.username,
      storeName: row.store_name,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      prefixPhone: row.prefix_phone,
      isActive: row.is_active,
      isWithdraw: row.is_withdraw,
      isActiveEmail: row.is_active_email,
      isActivePhone: row.is_active_phone,
      referralCode: row.referral_code,
      hasPassword: row.has_password,
    });
    expect(new Date(u.createdAt as string).getTime()).toBe(new Date(row.created_at).getTime());
    expect(u.userBalance?.amount ?? null).toBe(row.amount === null ? null : Number(row.amount));
    expect(u.userBalance?.promotion ?? null).toBe(row.promotion === null ? null : Number(row.promotion));
    expect(u.avatarMedia?.id ?? null).toBe(row.avatar);
    expect(u.metadata?.province?.id ?? null).toBe(row.city_id);
  });

  it('answers NOT_FOUND for a well-formed id that matches no member', async () => {
    const res = await t.gql(DETAIL, { id: DUMMY_UUID }, { token });
    expect(errorCodes(res.body)).toEqual(['NOT_FOUND']);
    expect(res.body.data).toBeNull();
  });

  it('answers BAD_USER_INPUT naming the field for a malformed id', async () => {
    const res = await t.gql(DETAIL, { id: 'not-a-uuid' }, { token });
    expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
    expect(res.body.errors?.[0]?.extensions?.field).toBe('id');
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await t.gql(DETAIL, { id: DUMMY_UUID });
    expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
    expect(res.body.data ?? null).toBeNull();
  });
});
