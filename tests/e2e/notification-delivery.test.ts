import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import {
  appLoginForm,
  browserAvailable,
  emailField,
  launchBrowser,
  passwordField,
  screenshot,
  waitForPath,
} from './harness';
import { api } from './page-api';

/*
 * What the shared browser server cannot show: its mail goes to the local outbox, which never refuses, and
 * its demo data has fewer than 1,000 members. So this suite starts its own server (the same command as
 * global-setup.ts, on the SPA it built) on its own embedded database, prepared before the start with 1,203
 * members, and pointed at a real SMTP server of this process that refuses 'refuse-…' addresses (550) until
 * told otherwise.
 */

// Words of the screen, copied by hand so that a change to it must agree with this test.
const TEST_SENT = 'Test sent to your email';
const CREATED = 'Create notification success';
const CONFIRM_HINT = 'Type the number of recipients to confirm this send';
const RETRIED = 'Failed deliveries queued again';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_EMAIL = 'admin@kar.vn';
const BULK = 1200;

/** A real SMTP server: keeps what it accepted; refuses 'refuse-…' recipients while `refusing`. */
async function startSmtp() {
  const received: { to: string; subject: string }[] = [];
  const control = { refusing: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (control.refusing && address.address.startsWith('refuse-')) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          for (const r of session.envelope.rcptTo)
            received.push({ to: r.address, subject: mail.subject ?? '' });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    control,
    url: `smtp://127.0.0.1:${String(port)}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The database before the server opens it: 1,200 members in one statement, and three for the retry. */
async function prepare(dataDir: string) {
  const opened = await openDatabase({ dataDir });
  try {
    await opened.db.execute(sql`
      with made as (
        insert into users (email, first_name, last_name, is_active_email)
        select 'bulk' || g || '@example.vn', 'Bulk', g::text, true from generate_series(1, ${BULK}) g
        returning id)
      insert into user_metadata (user_id) select id from made`);
    const made = (await opened.db.execute(sql`
      insert into users (email, first_name, last_name, is_active_email)
      values ('refuse-1@example.vn', 'Refuse', 'One', true), ('refuse-2@example.vn', 'Refuse', 'Two', true),
             ('ok-1@example.vn', 'Ok', 'One', true)
      returning id`)) as unknown as { rows: { id: string }[] };
    return made.rows.map((r) => r.id);
  } finally {
    await opened.close();
  }
}

async function startServer(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const full: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // The suite reads and sets up through documents of its own, as the shared browser server allows them
    // (global-setup.ts); production's refusal of them is tested in tests/server/production-mode.test.ts.
    GRAPHQL_ARBITRARY_DOCUMENTS: 'allow',
    ...env,
  };
  delete full.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: full,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr?.on('data', (c: Buffer) => (out += c.toString('utf8')));
  const base = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${out}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer /healthz:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

describe.skipIf(!browserAvailable)('notification delivery, driven in the browser (issue 15)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let browser: Browser;
  let page: Page;
  let dataDir = '';
  let retryIds: string[] = [];

  const dialog = (name: string) => page.getByRole('dialog', { name });
  const sendButton = (name: string) => dialog(name).getByRole('button', { name: 'Send', exact: true });

  beforeAll(async () => {
    smtp = await startSmtp();
    dataDir = mkdtempSync(path.join(tmpdir(), 'kar-e2e-delivery-'));
    retryIds = await prepare(dataDir);
    const password = `Kar-${randomBytes(12).toString('base64url')}-9z`;
    server = await startServer({
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD: password,
      SMTP_URL: smtp.url,
    });
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: { width: 1366, height: 768 },
      baseURL: server.base,
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    page.on('pageerror', (e) => console.error(`[browser] uncaught: ${e.message}`));
    await page.goto(`${server.base}/auth/login`);
    await appLoginForm(page);
    await emailField(page).fill(ADMIN_EMAIL);
    await passwordField(page).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(page, '/home');
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("'Send a test to me' emails the texts to the signed-in admin, and sends nothing to members", async () => {
    await page.goto(`${server?.base ?? ''}/notification`);
    await page.getByRole('button', { name: 'Send notification' }).click();
    const modal = dialog('Send notification');
    await modal.waitFor();
    await modal.getByLabel('Title Vi').fill('Ưu đãi thử');
    await modal.getByLabel('Title En').fill('Trial offer');
    await modal.getByLabel('Content Vi').fill('Nội dung thử');
    await modal.getByLabel('Content En').fill('Trial content');
    await modal.getByRole('button', { name: 'Send a test to me' }).click();
    await page.getByText(TEST_SENT).first().waitFor();
    expect(smtp.received).toEqual([{ to: ADMIN_EMAIL, subject: '[Test] Ưu đãi thử / Trial offer' }]);
    // A test is not a broadcast: the list holds nothing, and the modal stays open with the texts.
    const list = await api<{ adminListNotification: { meta: { totalItems: number } } }>(
      page,
      'query { adminListNotification(skip: 1, take: 10) { meta { totalItems } } }',
    );
    expect(list.adminListNotification.meta.totalItems).toBe(0);
    expect(await modal.getByLabel('Title Vi').inputValue()).toBe('Ưu đãi thử');
    await screenshot(page, 'notification-send-test-to-me');
  });

  it('asks for the typed number above 1,000 recipients, refuses a wrong one, and sends with the right one', async () => {
    const modal = dialog('Send notification');
    await modal.getByRole('switch', { name: 'Send all' }).click();
    const reach = BULK + retryIds.length;
    const shown = reach.toLocaleString('en-US');
    await modal
      .getByTestId('audience-count')
      .filter({ hasText: `This will reach ${shown} users` })
      .waitFor();
    const box = modal.getByLabel(`Type ${shown} to confirm a send to more than 1,000 users`);
    await sendButton('Send notification').click();
    await modal.getByRole('alert').filter({ hasText: CONFIRM_HINT }).waitFor();
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'notification-confirm-count-asked');
    await box.fill((reach - 1).toLocaleString('en-US'));
    await sendButton('Send notification').click();
    await modal.getByRole('alert').filter({ hasText: CONFIRM_HINT }).waitFor();
    await box.fill(shown);
    await expect.poll(() => modal.getByText(CONFIRM_HINT).count()).toBe(0);
    await screenshot(page, 'notification-confirm-count-typed');
    await sendButton('Send notification').click();
    await page.getByText(CREATED).first().waitFor();
    await modal.waitFor({ state: 'hidden' });
    const sent = await api<{
      adminListNotification: { items: { id: string; recipientCount: number | null }[] };
    }>(page, 'query { adminListNotification(skip: 1, take: 1) { items { id recipientCount } } }');
    expect(sent.adminListNotification.items[0]?.recipientCount).toBe(reach);
  });

  it("'Retry failed' on the detail sends again what the SMTP server refused, once it accepts", async () => {
    const made = await api<{ adminSendEmail: { id: string } }>(
      page,
      `mutation ($u: [ID!]!) {
        adminSendEmail(userIds: $u, titleVi: "Thử lại e2e", titleEn: "Retry e2e", contentVi: "<p>Xin chào</p>") { id }
      }`,
      { u: retryIds },
    );
    const id = made.adminSendEmail.id;
    await page.goto(`${server?.base ?? ''}/notification?view=${id}`);
    const detail = dialog('Notification detail');
    await detail.waitFor();
    const figure = (name: string) => detail.getByTestId(`delivery-${name}`).textContent();
    await expect.poll(() => figure('queued'), { timeout: 30_000 }).toBe('0');
    expect(await figure('failed')).toBe('2');
    expect(await figure('sent')).toBe('1');
    await detail.getByText(/550/).waitFor();
    // Finished with refusals: the bar does not call that delivered.
    await detail.getByText('Finished, some failed', { exact: true }).waitFor();
    expect(await detail.getByText('Delivered', { exact: true }).count()).toBe(0);
    await screenshot(page, 'notification-detail-failed');
    const mine = () => smtp.received.filter((r) => r.subject === 'Thử lại e2e').map((r) => r.to);
    expect(mine()).toEqual(['ok-1@example.vn']);

    smtp.control.refusing = false;
    await detail.getByRole('button', { name: 'Retry failed' }).click();
    await page.getByText(RETRIED).first().waitFor();
    await expect.poll(() => figure('sent'), { timeout: 30_000 }).toBe('3');
    expect(await figure('failed')).toBe('0');
    expect(await figure('queued')).toBe('0');
    await expect.poll(() => detail.getByRole('button', { name: 'Retry failed' }).count()).toBe(0);
    expect(mine().sort()).toEqual(['ok-1@example.vn', 'refuse-1@example.vn', 'refuse-2@example.vn']);
    await detail.getByText('Delivered', { exact: true }).waitFor();
    await screenshot(page, 'notification-detail-retried');
  });
});
