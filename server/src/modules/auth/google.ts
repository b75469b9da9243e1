import { createHash, webcrypto } from 'node:crypto';
import { googleMessages } from '@amal/contract/google';
import { createRemoteJWKSet, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import type { GoogleConfig } from '../../config.ts';
import { HttpError, unauthorized } from '../../lib/http-errors.ts';

/** What a verified Google identity tells Amal: who, and until when its token may not be used again. */
export type GoogleIdentity = {
  email: string;
  name: string | undefined;
  /** `nonce:…`, `jti:…` or `token:<sha-256>`: the key under which the token's use is remembered. */
  replayKey: string;
  expiresAt: Date;
};

/** What the browser keeps between the start of a redirect sign-in and its callback (signed, HttpOnly). */
export type GoogleFlow = {
  state: string;
  nonce: string;
  verifier: string;
  admin: boolean;
  prev: string | undefined;
};

/** Minutes a started sign-in may take at the provider. */
export const FLOW_MINUTES = 10;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Google's tokens name their issuer with or without the scheme. */
const issuersOf = (issuer: string) => [issuer, issuer.replace(/^https:\/\//, '')];

/**
 * Google sign-in for one app: the OIDC client (openid-client) for the redirect flow and the key set
 * (jose) for bearer ID tokens. The provider's discovery document is fetched on first use, not at
 * start, so an unreachable provider never stops Amal from starting; a failed discovery is retried.
 */
export function createGoogleSignIn(config: GoogleConfig, secret: () => Promise<Uint8Array>) {
  let discovered:
    | Promise<{ client: oidc.Configuration; jwks: ReturnType<typeof createRemoteJWKSet> }>
    | undefined;
  let flowKey: Promise<webcrypto.CryptoKey> | undefined;

  function provider() {
    discovered ??= (async () => {
      const issuer = new URL(config.issuerUrl);
      // Plain HTTP only to a provider on this machine: the tests' own.
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      const client = await oidc.discovery(
        issuer,
        config.clientId,
        { redirect_uris: [config.redirectUri], response_types: ['code'] },
        oidc.ClientSecretPost(config.clientSecret),
        { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: 10 },
      );
      const jwksUri = client.serverMetadata().jwks_uri;
      if (!jwksUri) throw new Error('The provider publishes no jwks_uri');
      return { client, jwks: createRemoteJWKSet(new URL(jwksUri)) };
    })();
    return discovered.catch((error: unknown) => {
      discovered = undefined;
      throw withCause(new HttpError(503, googleMessages.providerFailed), error);
    });
  }

  /** The flow cookie's own key, derived from the token secret so that neither can stand for the other. */
  function key() {
    flowKey ??= secret().then((bytes) =>
      webcrypto.subtle.importKey(
        'raw',
        createHash('sha256').update('amal google flow\0').update(bytes).digest(),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign', 'verify'],
      ),
    );
    return flowKey;
  }

  return {
    /** The provider's authorization address, and the signed cookie value that the callback needs. */
    async start(admin: boolean, prev: string | undefined) {
      const { client } = await provider();
      const flow: GoogleFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        admin,
        prev,
      };
      const url = oidc.buildAuthorizationUrl(client, {
        redirect_uri: config.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      const cookie = await new SignJWT({ ...flow })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(`${FLOW_MINUTES}m`)
        .sign(await key());
      return { url: url.href, cookie };
    },

    /** The flow the cookie holds, or null when it is missing, forged or too old. */
    async readFlow(cookie: string | undefined): Promise<GoogleFlow | null> {
      if (!cookie) return null;
      try {
        const { payload } = await jwtVerify(cookie, await key(), { algorithms: ['HS256'] });
        const { state, nonce, verifier, admin, prev } = payload as JWTPayload & Partial<GoogleFlow>;
        if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string')
          return null;
        return {
          state,
          nonce,
          verifier,
          admin: admin === true,
          prev: typeof prev === 'string' ? prev : undefined,
        };
      } catch {
        return null;
      }
    },

    /** Exchanges the code (PKCE, state, nonce, ID token checked by openid-client) for the identity. */
    async finish(callbackUrl: URL, flow: GoogleFlow): Promise<GoogleIdentity> {
      const { client } = await provider();
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(client, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw withCause(new HttpError(401, googleMessages.providerFailed), error);
      }
      if (!claims) throw unauthorized(googleMessages.tokenRejected);
      return identityOf(claims, `nonce:${flow.nonce}`);
    },

    /** A bearer ID token checked against the provider's published keys: issuer, audience, expiry. */
    async verify(idToken: string): Promise<GoogleIdentity> {
      const { client, jwks } = await provider();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, {
          issuer: issuersOf(client.serverMetadata().issuer),
          audience: config.clientId,
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch {
        throw unauthorized(googleMessages.tokenRejected);
      }
      const replayKey =
        typeof payload.nonce === 'string'
          ? `nonce:${payload.nonce}`
          : typeof payload.jti === 'string'
            ? `jti:${payload.jti}`
            : `token:${createHash('sha256').update(idToken).digest('base64url')}`;
      return identityOf(payload, replayKey);
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;

/** Keeps why the provider failed for the log line, out of the answer. */
const withCause = (error: HttpError, cause: unknown) => Object.assign(error, { cause });

function identityOf(claims: JWTPayload, replayKey: string): GoogleIdentity {
  const { email, email_verified: verified, name, exp } = claims as JWTPayload & Record<string, unknown>;
  if (typeof email !== 'string' || email === '') throw unauthorized(googleMessages.tokenRejected);
  // Only an address Google vouches for may stand for a member.
  if (verified !== true && verified !== 'true') throw new HttpError(403, googleMessages.emailNotVerified);
  return {
    email: email.trim().toLowerCase(),
    name: typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 200) : undefined,
    replayKey,
    expiresAt: new Date((exp ?? Math.floor(Date.now() / 1000) + 3600) * 1000),
  };
}
