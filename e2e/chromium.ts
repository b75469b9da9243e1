/**
 * Debian's Chromium, started as this machine needs it: as root (no sandbox), with no GPU, and
 * without the background connections a closed network refuses. Shared by the e2e journeys and
 * bench/web.ts.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
