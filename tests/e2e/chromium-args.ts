/**
 * How Debian's Chromium is started for the browser tests and the browser benchmark: headless, and without
 * the background connections that this machine's closed network refuses (TOOLCHAIN.md).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
