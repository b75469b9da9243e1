// The two-instances test (e2e/proxy) balances between the app's instances with Debian's nginx:
// install it when we may, as e2e/ensure-chromium.mjs does Chromium, else say how in one line.
// Only the binary is used: the test runs its own nginx with its own configuration, never the
// system's service (which the package may start; it is left alone).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NGINX = '/usr/sbin/nginx';
if (!existsSync(NGINX)) {
  if (process.getuid?.() !== 0) {
    console.error(`nginx is missing: run "sudo apt-get install -y nginx" and try again.`);
    process.exit(1);
  }
  console.log('Installing nginx from Debian packages…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx',
    {
      stdio: 'inherit',
    },
  );
}
