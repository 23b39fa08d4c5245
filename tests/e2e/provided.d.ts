import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server started by global-setup.ts, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    /** A second admin with the same password (tests/e2e/second-admin.ts). */
    secondAdminEmail: string;
    /** An admin holding only the MODERATOR role, with the same password (tests/e2e/second-admin.ts). */
    moderatorEmail: string;
    /** An admin holding only the FINANCE role, with the same password (tests/e2e/second-admin.ts). */
    financeEmail: string;
    /** The two-step suite's own SUPPER_ADMIN, with the same password (tests/e2e/second-admin.ts). */
    twoStepAdminEmail: string;
    /** Chromium executable, or '' when none exists outside CI (the browser tests then skip loudly). */
    chromiumPath: string;
    /** Written by global-setup.ts once the server answers ('ready'), or with why it could not start. */
    serverStatusFile: string;
  }
}
