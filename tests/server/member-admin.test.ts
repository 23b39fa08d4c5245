import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, userMetadata, users } from '../../server/db/schema';
import {
  CONTACT_REQUIRED_MESSAGE,
  DOB_FUTURE_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  MEMBER_EMAIL_INVALID_MESSAGE,
  MEMBER_PASSWORD_LENGTH_MESSAGE,
  PHONE_DIGITS_MESSAGE,
  PHONE_LENGTH_MESSAGE,
  PHONE_TAKEN_MESSAGE,
} from '../../src/rules/member-form';
import { DATABASES, DUMMY_UUID, errorCodes, sqlRows, startTestApp, type TestApp } from './helpers';

const CREATE = /* GraphQL */ `
  mutation Create($input: AdminCreateUserInput!) {
    adminCreateUser(input: $input) {
      id
      email
      phone
      prefixPhone
      firstName
      lastName
      username
      storeName
      dob
      avatar
      hasPassword
      isActive
      avatarMedia {
        id
        filePathSM
      }
      userBalance {
        amount
      }
      metadata {
        cityId
        countryId
        language
        province {
          name
        }
      }
    }
  }
`;

const EDIT = /* GraphQL */ `
  mutation Edit($id: ID!, $input: AdminEditUserInput!) {
    adminEditUser(id: $id, input: $input) {
      id
      email
      phone
      prefixPhone
      firstName
      lastName
      storeName
      dob
      metadata {
        cityId
        language
      }
    }
  }
`;

interface Member {
  id: string;
  email: string | null;
  phone: string | null;
  prefixPhone: string | null;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  storeName: string | null;
  dob: string | null;
  avatar: string | null;
  hasPassword: boolean;
  isActive: boolean;
  avatarMedia: { id: string; filePathSM: string } | null;
  userBalance: { amount: number } | null;
  metadata: {
    cityId: string | null;
    countryId: string | null;
    language: string;
    province: { name: string } | null;
  } | null;
}

describe.each(DATABASES)('member create and edit on $name', (engine) => {
  let t: TestApp;
  let token: string;
  let provinceId: string;
  let provinceName: string;
  let seeded: { id: string; email: string; phone: string; prefix_phone: string };

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await t.login();
    const [p] = await sqlRows<{ id: string; name: string }>(
      t.db,
      sql`select id, name from provinces where code = '01'`,
    );
    if (!p) throw new Error('no province 01 in the demo data');
    provinceId = p.id;
    provinceName = p.name;
    const [u] = await sqlRows<typeof seeded>(
      t.db,
      sql`select id, email, phone, prefix_phone from users where email is not null and phone is not null order by id limit 1`,
    );
    if (!u) throw new Error('no seeded member with email and phone');
    seeded = u;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const counts = async () => {
    const [row] = await sqlRows<{ users: number; audits: number }>(
      t.db,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from audit_logs) as audits`,
    );
    return row;
  };

  async function create(input: Record<string, unknown>) {
    return t.gql(CREATE, { input }, { token });
  }

  async function uploadAvatar(): Promise<string> {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(png)]), 'avatar.png');
    const response = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media/uploads',
      payload: Buffer.from(await response.arrayBuffer()),
      headers: {
        'content-type': response.headers.get('content-type') ?? '',
        authorization: `Bearer ${token}`,
        'x-kar-csrf': '1',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }

  it('creates a member with every field, a hashed password, a balance and an audit row', async () => {
    const avatar = await uploadAvatar();
    const res = await create({
      email: '  New.Member@Example.VN ',
      prefixPhone: '84',
      phone: '0912 000 111',
      firstName: 'Nguyễn Văn',
      lastName: 'An',
      username: 'nguyenvanan',
      storeName: 'An Auto',
      dob: '1990-05-01',
      avatar,
      cityId: provinceId,
      language: 'EN',
      password: 'secret-pass-1',
    });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const m = res.body.data?.adminCreateUser as Member;
    expect(m).toMatchObject({
      email: 'new.member@example.vn',
      prefixPhone: '84',
      phone: '912000111',
      firstName: 'Nguyễn Văn',
      lastName: 'An',
      username: 'nguyenvanan',
      storeName: 'An Auto',
      avatar,
      hasPassword: true,
      isActive: true,
      userBalance: { amount: 0 },
    });
    expect(m.dob?.slice(0, 10)).toBe('1990-05-01');
    expect(m.avatarMedia?.id).toBe(avatar);
    expect(m.metadata).toMatchObject({
      cityId: provinceId,
      language: 'EN',
      province: { name: provinceName },
    });
    // The province's country is filled in when none is sent.
    expect(m.metadata?.countryId).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await t.db.select().from(users).where(eq(users.id, m.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(row?.passwordHash ?? '', 'secret-pass-1')).toBe(true);

    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, m.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'user.create', entity: 'user', before: null });
    expect(audit[0]?.after).toMatchObject({ email: 'new.member@example.vn', hasPassword: true });
    expect(JSON.stringify(audit[0]?.after)).not.toContain('argon2');
  });

  it('creates a phone-only member without a password', async () => {
    const res = await create({ phone: '987654321' });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data?.adminCreateUser).toMatchObject({
      email: null,
      prefixPhone: '84',
      phone: '987654321',
      hasPassword: false,
    });
  });

  it.each([
    ['no email and no phone', { firstName: 'Ghost' }, 'email', CONTACT_REQUIRED_MESSAGE],
    ['an invalid email', { email: 'not-an-email' }, 'email', MEMBER_EMAIL_INVALID_MESSAGE],
    ['letters in the phone', { phone: '09x2345678' }, 'phone', PHONE_DIGITS_MESSAGE],
    ['a short +84 phone', { phone: '12345' }, 'phone', PHONE_LENGTH_MESSAGE],
    ['a +86 phone of 9 digits', { prefixPhone: '86', phone: '912345678' }, 'phone', PHONE_LENGTH_MESSAGE],
    ['a prefix other than 84 or 86', { prefixPhone: '1', phone: '912345678' }, 'prefixPhone', undefined],
    ['a date of birth in the future', { email: 'f@kar.vn', dob: '2999-01-01' }, 'dob', DOB_FUTURE_MESSAGE],
    [
      'a short password',
      { email: 'p@kar.vn', password: 'short' },
      'password',
      MEMBER_PASSWORD_LENGTH_MESSAGE,
    ],
    ['a long first name', { email: 'l@kar.vn', firstName: 'x'.repeat(51) }, 'firstName', undefined],
    ['an unknown province', { email: 'c@kar.vn', cityId: DUMMY_UUID }, 'cityId', 'Unknown province'],
    ['an avatar that is no media', { email: 'a@kar.vn', avatar: DUMMY_UUID }, 'avatar', undefined],
  ])('refuses %s, writing nothing', async (_name, input, field, message) => {
    const before = await counts();
    const res = await create(input);
    expect(errorCodes(res.body)).toEqual(['BAD_USER_INPUT']);
    expect(res.body.errors?.[0]?.extensions?.field).toBe(field);
    if (message) expect(res.body.errors?.[0]?.message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses an email or phone another member has, as a conflict, writing nothing', async () => {
    const before = await counts();
    const byEmail = await create({ email: seeded.email.toUpperCase() });
    expect(errorCodes(byEmail.body)).toEqual(['CONFLICT']);
    expect(byEmail.body.errors?.[0]?.message).toBe(EMAIL_TAKEN_MESSAGE);
    const byPhone = await create({ prefixPhone: seeded.prefix_phone, phone: `0${seeded.phone}` });
    expect(errorCodes(byPhone.body)).toEqual(['CONFLICT']);
    expect(byPhone.body.errors?.[0]?.message).toBe(PHONE_TAKEN_MESSAGE);
    expect(await counts()).toEqual(before);
  });

  it('edits only the fields sent, clears with null or blank, and audits the change', async () => {
    const created = await create({ email: 'edit.me@kar.vn', firstName: 'Old', storeName: 'Shop' });
    const id = (created.body.data?.adminCreateUser as Member).id;
    const res = await t.gql(
      EDIT,
      { id, input: { firstName: 'New', storeName: '', cityId: provinceId, language: 'EN' } },
      { token },
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data?.adminEditUser).toMatchObject({
      email: 'edit.me@kar.vn',
      firstName: 'New',
      storeName: null,
      metadata: { cityId: provinceId, language: 'EN' },
    });
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(sql`${auditLogs.entityId} = ${id} and ${auditLogs.action} = 'user.edit'`);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toMatchObject({ firstName: 'Old', storeName: 'Shop', cityId: null });
    expect(audit[0]?.after).toMatchObject({ firstName: 'New', storeName: null, cityId: provinceId });
    expect(Object.keys(audit[0]?.after ?? {})).not.toContain('email');

    // Saving the same values again is no change and leaves no audit row.
    await t.gql(EDIT, { id, input: { firstName: 'New' } }, { token });
    const again = await t.db
      .select()
      .from(auditLogs)
      .where(sql`${auditLogs.entityId} = ${id} and ${auditLogs.action} = 'user.edit'`);
    expect(again).toHaveLength(1);
  });

  it('refuses an edit that would leave no email and no phone, or take a used email; nothing written', async () => {
    const created = await create({ email: 'only.email@kar.vn' });
    const id = (created.body.data?.adminCreateUser as Member).id;
    const before = await counts();
    const cleared = await t.gql(EDIT, { id, input: { email: null, firstName: 'X' } }, { token });
    expect(errorCodes(cleared.body)).toEqual(['BAD_USER_INPUT']);
    expect(cleared.body.errors?.[0]?.message).toBe(CONTACT_REQUIRED_MESSAGE);
    const taken = await t.gql(EDIT, { id, input: { email: seeded.email, firstName: 'X' } }, { token });
    expect(errorCodes(taken.body)).toEqual(['CONFLICT']);
    expect(await counts()).toEqual(before);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect([row?.email, row?.firstName]).toEqual(['only.email@kar.vn', null]);
    const [meta] = await t.db.select().from(userMetadata).where(eq(userMetadata.userId, id));
    expect(meta?.language).toBe('VI');
  });

  it('keeps a member their own email when other fields change', async () => {
    const res = await t.gql(
      EDIT,
      { id: seeded.id, input: { email: seeded.email, lastName: 'Trần' } },
      { token },
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data?.adminEditUser).toMatchObject({ email: seeded.email, lastName: 'Trần' });
  });

  it('answers NOT_FOUND for an unknown member and BAD_USER_INPUT for a malformed id', async () => {
    const missing = await t.gql(EDIT, { id: DUMMY_UUID, input: { firstName: 'X' } }, { token });
    expect(errorCodes(missing.body)).toEqual(['NOT_FOUND']);
    const malformed = await t.gql(EDIT, { id: 'nope', input: { firstName: 'X' } }, { token });
    expect(errorCodes(malformed.body)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await t.gql(CREATE, { input: { email: 'anon@kar.vn' } });
    expect(errorCodes(res.body)).toEqual(['UNAUTHENTICATED']);
    const [row] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users where email = 'anon@kar.vn'`,
    );
    expect(row?.n).toBe(0);
  });
});
