import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOTP, Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  appLoginForm,
  browserAvailable,
  emailField,
  launchBrowser,
  newPage,
  passwordField,
  screenshot,
  screenshotsAtDesktopWidths,
  signIn,
  url,
  waitForPath,
} from './harness';
import { openDatabase } from '../../server/db/client';
import { transferRequests, users } from '../../server/db/schema';
import { api } from './page-api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What an authenticator app shows for `secret` in 30-second step `step` (RFC 6238, as the server checks). */
const codeAt = (secret: string, step: number) =>
  HOTP.generate({ secret: Secret.fromBase32(secret), counter: step, digits: 6 });
const stepNow = () => TOTP.counter({ period: 30 });

/** Waits for the next 30-second step (a code of a step already used is refused), and a little into it. */
async function nextStep(after: number) {
  while (stepNow() <= after) await sleep(250);
  await sleep(300);
}

async function openProfileItem(page: Page, name: string) {
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

describe.skipIf(!browserAvailable)('two-step sign-in and sessions', () => {
  let browser: Browser;
  // An admin of this suite's own (SUPPER_ADMIN, the same password): no other file signs in as it while
  // two-step sign-in is on, and its sessions are only the ones this suite opens.
  const second = { email: inject('twoStepAdminEmail'), password: inject('adminPassword') };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('turns two-step sign-in on, then signs in with a code computed here', async () => {
    const page = await newPage(browser);
    await signIn(page, second);
    await openProfileItem(page, 'Two-step sign-in');
    await waitForPath(page, '/account/two-step');
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    const key = ((await page.getByLabel('Key for typing in').textContent()) ?? '').replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await screenshotsAtDesktopWidths(page, 'two-step-setup');

    const used = stepNow();
    await page.getByLabel(/Code from the app/).fill(codeAt(key, used));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const recovery = await list.getByRole('listitem').allTextContents();
    expect(recovery).toHaveLength(10);
    await screenshotsAtDesktopWidths(page, 'two-step-recovery-codes');
    await page.getByRole('button', { name: 'I saved them' }).click();
    await waitForPath(page, '/home');

    try {
      // A new browser: the password, then the second step with the code of a later step.
      const other = await newPage(browser);
      await other.goto(url('/auth/login'));
      await appLoginForm(other);
      await emailField(other).fill(second.email);
      await passwordField(other).fill(second.password);
      await other.getByRole('button', { name: 'Sign in' }).click();
      const code = other.getByLabel(/^[\s*]*Code[\s*]*$/);
      await code.waitFor();
      // A wrong code is said under the field and can be retyped.
      await code.fill('000000');
      await other.getByRole('button', { name: 'Verify' }).click();
      await other.getByText('The code is incorrect or was already used').waitFor();
      await nextStep(used);
      await code.fill(codeAt(key, stepNow()));
      await other.getByRole('button', { name: 'Verify' }).click();
      await waitForPath(other, '/home');
      await other.close();
    } finally {
      await api(
        page,
        'mutation ($p: String!, $c: String!) { adminDisableTwoFactor(password: $p, code: $c) }',
        {
          p: second.password,
          c: recovery[0],
        },
      );
      await page.close();
    }
  });

  it('ends another session, which is signed out at once (or at its next click) and comes back to where it was', async () => {
    const mine = await newPage(browser);
    const theirs = await newPage(browser);
    await signIn(theirs, second);
    await theirs.goto(url('/transfer-request'));
    await theirs.getByRole('heading', { level: 1 }).waitFor();
    await signIn(mine, second);
    await openProfileItem(mine, 'Your sessions');
    await waitForPath(mine, '/account/sessions');
    const table = mine.getByRole('table', { name: 'Your sessions' });
    await table.getByText('This session').waitFor();
    expect(await table.getByRole('button', { name: /^End session/ }).count()).toBeGreaterThan(0);
    await screenshotsAtDesktopWidths(mine, 'sessions');

    await mine.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await mine.getByText('Signed out everywhere else').waitFor();
    // The list is fetched again after the notice shows; on a loaded machine that takes a moment.
    await expect.poll(() => table.getByRole('button', { name: /^End session/ }).count()).toBe(0);

    // The live stream tells their page at once (docs/live.md): it reads again, the server refuses the
    // session, and the page goes to the login page by itself; a page that has not heard yet goes at its
    // next click. Either way the login page says why.
    const wentAlone = await theirs
      .waitForURL((u) => u.pathname === '/auth/login', { timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (!wentAlone) await theirs.getByRole('link', { name: 'Members' }).first().click();
    await waitForPath(theirs, '/auth/login');
    await theirs.getByText('Your session ended, please sign in again').waitFor();
    expect(new URL(theirs.url()).searchParams.get('redirect')).toMatch(
      /^\/(user-management|transfer-request)/,
    );
    await appLoginForm(theirs);
    await emailField(theirs).fill(second.email);
    await passwordField(theirs).fill(second.password);
    await theirs.getByRole('button', { name: 'Sign in' }).click();
    await theirs.waitForURL((u) => u.pathname !== '/auth/login');
    expect(['/user-management', '/transfer-request']).toContain(new URL(theirs.url()).pathname);
    await mine.close();
    await theirs.close();
  });
});

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Step-up needs a proof older than REAUTH_WINDOW_S: this suite starts a server of its own (the same build)
 * whose window is 3 seconds, so the test can outwait it, on a fresh database holding one member and one new
 * transfer request (no demo data: seeding it takes minutes on a busy machine).
 */
describe.skipIf(!browserAvailable)('step-up before approving a transfer', () => {
  let browser: Browser;
  let server: ChildProcess | undefined;
  let base = '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kar-e2e-stepup-'));
  const admin = { email: 'admin@kar.vn', password: `Kar-${randomBytes(12).toString('base64url')}-9a` };

  beforeAll(async () => {
    const prepared = await openDatabase({ dataDir });
    try {
      const [member] = await prepared.db
        .insert(users)
        .values({ firstName: 'Step', lastName: 'Up' })
        .returning({ id: users.id });
      await prepared.db
        .insert(transferRequests)
        .values({ amount: 2_000_000, bankName: 'Vietcombank', userId: member?.id ?? '', status: 'new' });
    } finally {
      await prepared.close();
    }
    const port = await freePort();
    base = `http://127.0.0.1:${String(port)}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: 'false',
      REAUTH_WINDOW_S: '3',
      // The last test changes the role through `api()`, which sends documents as text.
      GRAPHQL_ARBITRARY_DOCUMENTS: 'allow',
    };
    delete env.DATABASE_URL;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
    const deadline = Date.now() + 180_000;
    for (;;) {
      const ok = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error('the step-up server did not start');
      await sleep(500);
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('asks for the password in a dialog, then the approval goes through', async () => {
    const page = await newPage(browser);
    await page.goto(`${base}/auth/login`);
    await appLoginForm(page);
    await emailField(page).fill(admin.email);
    await passwordField(page).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/home');
    await page.goto(`${base}/transfer-request`);
    const table = page.getByRole('table', { name: 'Transfer requests' });
    await table.getByRole('button', { name: 'Approve' }).first().waitFor();
    // The proof of signing in is older than the 3-second window now.
    await sleep(3500);
    await table.getByRole('button', { name: 'Approve' }).first().click();
    const approve = page.getByRole('dialog', { name: 'Approve this transfer request?' });
    await approve.getByRole('button', { name: 'Approve' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.waitFor();
    await screenshot(page, 'step-up-dialog');
    await confirm.getByLabel(/^[\s*]*Password[\s*]*$/).fill('not the password');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.getByText('The password is incorrect').waitFor();
    await confirm.getByLabel(/^[\s*]*Password[\s*]*$/).fill(admin.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/Transfer request approved/).waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await page.close();
  }, 120_000);

  // Last in this suite: it makes this private server's SUPPER_ADMIN role require two-step sign-in.
  it('a role that comes to require two-step sign-in takes its admin to the setup, at once and after signing in', async () => {
    const page = await newPage(browser);
    const signInHere = async () => {
      await page.goto(`${base}/auth/login`);
      await appLoginForm(page);
      await emailField(page).fill(admin.email);
      await passwordField(page).fill(admin.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    };
    await signInHere();
    await page.waitForURL((u) => u.pathname === '/home');
    await page.getByRole('link', { name: 'Turn on two-step sign-in' }).waitFor();

    // Another tab of theirs switches the requirement on (a step-up field: proved just before).
    const roles = await api<{ adminListRoles: { id: string; code: string; permissions: string[] }[] }>(
      page,
      '{ adminListRoles { id code permissions } }',
    );
    const role = roles.adminListRoles.find((r) => r.code === 'SUPPER_ADMIN');
    await api(page, 'mutation ($p: String!) { adminConfirmIdentity(password: $p) }', { p: admin.password });
    await api(
      page,
      'mutation ($id: ID!, $input: AdminRoleInput!) { adminEditRole(id: $id, input: $input) { id } }',
      {
        id: role?.id,
        input: {
          name: 'Admin',
          permissions: role?.permissions,
          twoFactorRequired: true,
          dailyApprovalLimit: null,
        },
      },
    );

    // This page's next call is refused with TWO_FACTOR_SETUP_REQUIRED: it goes to the setup.
    await page.getByRole('link', { name: 'Audit log' }).first().click();
    await page.waitForURL((u) => u.pathname === '/account/two-step');
    await page.getByText('Your role requires two-step sign-in. Turn it on to continue').waitFor();
    // A screen typed by hand comes back to it.
    await page.goto(`${base}/transfer-request`);
    await page.waitForURL((u) => u.pathname === '/account/two-step');

    // Signing in again lands there right away. The app is left first: with the cookies gone, a call of the
    // open setup screen would end the session and navigate to the login page itself, interrupting ours.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await signInHere();
    await page.waitForURL((u) => u.pathname === '/account/two-step');
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const key = ((await page.getByLabel('Key for typing in').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel(/Code from the app/).fill(codeAt(key, stepNow()));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await page.getByRole('button', { name: 'I saved them' }).click();
    await page.waitForURL((u) => u.pathname === '/home');
    await page.goto(`${base}/transfer-request`);
    await page.getByRole('table', { name: 'Transfer requests' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/transfer-request');
    await page.close();
  }, 180_000);
});
