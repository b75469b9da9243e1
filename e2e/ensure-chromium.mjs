// The browser tests drive Debian's Chromium; install it when we may, else say how in one line.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing: run "sudo apt-get install -y chromium" and try again.`);
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
