import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, startServerProcess, type ServerProcess } from './server-process';

const LOGIN = /* GraphQL */ `
  mutation ($email: String!, $password: String!) {
    adminLogin(email: $email, password: $password) {
      accessToken
      refreshToken
    }
  }
`;
const REFRESH = 'mutation ($t: String) { adminRefreshToken(refreshToken: $t) { accessToken refreshToken } }';
const INTROSPECTION = '{ __schema { queryType { name } types { name } } }';
const TYPE_PROBE = '{ __type(name: "Query") { name fields { name } } }';
/** One letter off a real field: with suggestions on, the answer would name `meAdmin`. */
const TYPO = '{ meAdmn { id } }';
/** Hostile text a user could type: a forged log line, a terminal escape, a NUL. */
const HOSTILE = 'evil\n{"level":60,"msg":"forged"}\u001b[31mred\u0000';

interface Gql {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

describe('`npm run serve` (what `npm start` runs after building) is in production mode', () => {
  let server: ServerProcess;
  let session: { accessToken: string; refreshToken: string };
  const secrets: string[] = [];

  const post = async (query: string, variables?: Record<string, unknown>, token?: string) => {
    const res = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-kar-csrf': '1',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: (await res.json()) as Gql, headers: res.headers };
  };

  beforeAll(async () => {
    buildServer();
    // Info level, so the log grep below sees every request line the server writes.
    server = await startServerProcess('npm-serve', { LOG_LEVEL: 'info' });
    const res = await post(LOGIN, { email: 'admin@kar.vn', password: server.password });
    const s = res.body.data?.adminLogin as typeof session | undefined;
    if (!s) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
    session = s;
    secrets.push(server.password, s.accessToken, s.refreshToken);
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const who of ['without a session', 'with a session'] as const) {
    describe(who, () => {
      const token = () => (who === 'with a session' ? session.accessToken : undefined);

      it('refuses introspection', async () => {
        for (const query of [INTROSPECTION, TYPE_PROBE]) {
          const res = await post(query, undefined, token());
          expect(res.body.data ?? null).toBeNull();
          expect(res.body.errors?.[0]?.message).toMatch(/introspection/i);
          expect(JSON.stringify(res.body)).not.toContain('meAdmin');
        }
      });

      it('gives no field suggestions', async () => {
        const res = await post(TYPO, undefined, token());
        expect(res.body.errors?.length).toBeGreaterThan(0);
        expect(JSON.stringify(res.body)).not.toMatch(/did you mean|meAdmin/i);
      });

      it('serves no GraphiQL page', async () => {
        const headers: Record<string, string> = { accept: 'text/html', 'x-kar-csrf': '1' };
        if (token()) headers.authorization = `Bearer ${String(token())}`;
        const res = await fetch(`${server.baseUrl}/graphql`, { headers });
        const text = await res.text();
        expect(res.headers.get('content-type') ?? '').not.toMatch(/html/);
        expect(text).not.toMatch(/graphiql/i);
      });
    });
  }

  it('the session works, so the refusals above are not a broken sign-in', async () => {
    const me = await post('{ meAdmin { email } }', undefined, session.accessToken);
    expect(me.body).toEqual({ data: { meAdmin: { email: 'admin@kar.vn' } } });
    const refreshed = await post(REFRESH, { t: session.refreshToken });
    const next = refreshed.body.data?.adminRefreshToken as typeof session | undefined;
    expect(next?.accessToken).toBeTruthy();
    if (next) secrets.push(next.accessToken, next.refreshToken);
  });

  it('sends the security headers on pages, API answers and errors, without HSTS on plain HTTP', async () => {
    const answers = [
      await fetch(`${server.baseUrl}/healthz`),
      await fetch(`${server.baseUrl}/graphql`, {
        method: 'POST',
        body: '{}',
        headers: { 'x-kar-csrf': '1' },
      }),
      await fetch(`${server.baseUrl}/api/nothing-here`),
      // X-Forwarded-Proto from a client is not believed without TRUST_PROXY.
      await fetch(`${server.baseUrl}/healthz`, { headers: { 'x-forwarded-proto': 'https' } }),
    ];
    for (const res of answers) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('writes no password or token to its log, and user input only escaped', async () => {
    // User input in the places a log line could take it from: the path, the query string, a header, a
    // sign-in attempt and a broken operation.
    await fetch(`${server.baseUrl}/users/${encodeURIComponent(HOSTILE)}?q=${encodeURIComponent(HOSTILE)}`, {
      headers: { 'user-agent': 'x' },
    });
    await post(LOGIN, { email: `${HOSTILE}@kar.vn`, password: server.password });
    await post(`{ ${HOSTILE} }`);
    await fetch(
      `${server.baseUrl}/graphql?query=${encodeURIComponent(`{ meAdmin { id } } # ${server.password}`)}`,
      {
        headers: { 'x-kar-csrf': '1', cookie: `kar_at=${session.accessToken}` },
      },
    );
    await server.stop();

    const log = server.output();
    expect(log).toContain('"url":"/graphql"');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(log).not.toContain('\u001b');
    expect(log).not.toContain('\u0000');
    expect(log).not.toContain('forged"}');
    // Every line is either one of the server's own start-up lines or a JSON record.
    for (const line of log.split('\n').filter((l) => l.trim() !== '')) {
      if (/^(KAR Admin on |> |\s*$)/.test(line)) continue;
      expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    }
  });
});
