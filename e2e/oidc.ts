/**
 * Google sign-in's e2e journey (issue 39, decision 0046): a real OpenID Connect provider
 * (`oidc-provider`, its own login and consent pages) on loopback, and an app instance of its own
 * configured for it; the shared e2e server has no Google configuration.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Provider from 'oidc-provider';

export const CLIENT_ID = 'amal-e2e-client';
export const CLIENT_SECRET = 'e2e-client-secret-4b1d0c9e7f2a';
/** A login typed on the provider's page starting with this has an e-mail the provider does not mark verified. */
export const UNVERIFIED_PREFIX = 'unverified.';

/**
 * The provider at http://127.0.0.1:<free port>, with the devInteractions login page: whatever is
 * typed as login becomes the account, its e-mail the login itself.
 */
export async function startOidcProvider(
  redirectUri: string,
): Promise<{ issuer: string; close: () => Promise<void> }> {
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: ['oidc-provider-e2e-cookie-key'] },
    // Like Google: the ID token itself carries the e-mail.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: sub,
        email_verified: !sub.startsWith(UNVERIFIED_PREFIX),
        name: 'Warga Baru',
      }),
    }),
  });
  server.on('request', provider.callback());
  return { issuer, close: () => new Promise<void>((done) => server.close(() => done())) };
}

/** A free loopback port (the app's, which must be known before the provider is configured). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** The built app, as e2e/global-setup.ts starts it, with Google sign-in pointed at `issuer`. */
export async function startGoogleApp(
  port: number,
  issuer: string,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'amal-e2e-google-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [fileURLToPath(new URL('../server/dist/main.js', import.meta.url))],
    {
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        NODE_ENV: 'development',
        SEED_DEMO: 'true',
        PUBLIC_URL: baseUrl,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_ISSUER_URL: issuer,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The app exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The app did not become healthy within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    close: async () => {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
