import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestApp, type GqlResult, type TestApp } from './helpers';

const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    adminLogin(email: $email, password: $password) {
      accessToken
    }
  }
`;
const ATTACKER = '203.0.113.66';
const ADMIN_ADDRESS = '198.51.100.7';
const BAD = ['Email or password is incorrect', 'BAD_CREDENTIALS'];
const LOCKED_1 = ['Too many attempts, try again in 1 minute', 'TOO_MANY_ATTEMPTS'];

describe.each(DATABASES)('sign-in throttling on $name', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, { seedDemo: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function login(email: string, password: string, from: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: from,
      headers: { 'content-type': 'application/json', 'x-kar-csrf': '1' },
      payload: JSON.stringify({ query: LOGIN, variables: { email, password } }),
    });
    const body = res.json<GqlResult>();
    return {
      answer: body.errors?.map((e) => [e.message, e.extensions?.code]) ?? [],
      token: (body.data?.adminLogin as { accessToken?: string } | null | undefined)?.accessToken,
      cookies: ([] as string[]).concat(res.headers['set-cookie'] ?? []),
    };
  }

  it("locks the attacker's address with 'Too many attempts', while the admin signs in from theirs", async () => {
    for (let i = 1; i < 5; i++) expect((await login(t.email, `guess-${i}`, ATTACKER)).answer).toEqual([BAD]);
    expect((await login(t.email, 'guess-5', ATTACKER)).answer).toEqual([LOCKED_1]);
    // Even the right password is refused from the locked address, and nothing tells it was right.
    const right = await login(t.email, t.password, ATTACKER);
    expect(right.answer).toEqual([LOCKED_1]);
    expect(right.token).toBeUndefined();
    expect(right.cookies.filter((c) => c.startsWith('kar_'))).toEqual([]);

    const admin = await login(t.email, t.password, ADMIN_ADDRESS);
    expect(admin.answer).toEqual([]);
    expect(admin.token).toBeTruthy();
  });

  it('answers an unknown email exactly as a real one, at every step', async () => {
    const unknown = `nobody-${engine.name}@kar.vn`;
    const real = 'admin@kar.vn';
    const from = ['192.0.2.10', '192.0.2.11'] as const;
    for (let i = 1; i <= 6; i++) {
      const a = await login(unknown, `guess-${i}`, from[0]);
      const b = await login(real, `guess-${i}`, from[1]);
      expect(a.answer).toEqual(b.answer);
      expect(a.answer).toEqual(i < 5 ? [BAD] : [LOCKED_1]);
    }
  });

  it('keeps counting addresses apart: the admin address never inherits a lock', async () => {
    const from = '192.0.2.99';
    for (let i = 0; i < 3; i++) expect((await login(t.email, 'wrong', from)).answer).toEqual([BAD]);
    // A success clears this address's count: the admin's own typos never add up to a lock.
    expect((await login(t.email, t.password, from)).token).toBeTruthy();
    for (let i = 0; i < 4; i++) expect((await login(t.email, 'wrong', from)).answer).toEqual([BAD]);
    expect((await login(t.email, t.password, from)).token).toBeTruthy();
  });
});
