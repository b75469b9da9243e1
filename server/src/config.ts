import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { UPLOAD_QUOTA_MB } from '@amal/contract/documents';
import { z } from 'zod';

/** An address, a CIDR range or one of proxy-addr's names, as Fastify's trustProxy takes them. */
function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address, prefix, ...rest] = item.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** An optional setting where an empty value (`S3_BUCKET=` in a copied .env) means unset. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address people open Amal at (https://amal.example.org), for links the server prints; default http://localhost:PORT. */
  PUBLIC_URL: optionalText.pipe(z.string().url().optional()),
  /** Where the embedded database and uploaded files live. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Signing secret for tokens; when absent one is generated once and kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** A session may be refreshed for this long after the password was given; then the member logs in again. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Set the cookie's Secure flag (always set when the request came over TLS). */
  COOKIE_SECURE: bool.default(false),
  /**
   * Honour X-Forwarded-* headers: `true` from any peer, or only from the proxies named (addresses,
   * CIDR ranges, or loopback / linklocal / uniquelocal), comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, context) => {
      const value = v.trim();
      if (['true', '1'].includes(value)) return true;
      if (['false', '0', ''].includes(value)) return false;
      const list = value.split(',').map((item) => item.trim());
      for (const item of list) {
        if (!isProxyAddress(item)) {
          context.addIssue({
            code: 'custom',
            message: `"${item}" is neither true, false, an address, a CIDR range nor loopback/linklocal/uniquelocal`,
          });
          return z.NEVER;
        }
      }
      return list;
    }),
  SEED_DEMO: bool.optional(),
  /** Changes (POST, PATCH, DELETE) one member may send per minute, all routes together. */
  MEMBER_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Lookups of other people (WhatsApp, NIP + WhatsApp, KK number) one member may make per 15 minutes, per kind. */
  LOOKUPS_PER_15_MINUTES: z.coerce.number().int().min(1).default(30),
  /** Seconds between a live stream's pings, at each of which its session and access are checked again. */
  LIVE_PING_SECONDS: z.coerce.number().positive().max(3600).default(25),
  FOUNDATION_NAME: z.string().default('Yayasan Amal'),
  CUSTOMER_SERVICE_URL: z.string().url().default('https://wa.me/6281100000000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app to serve; empty to serve the API only. */
  WEB_DIST: z.string().optional(),
  /** Uploaded files go to this S3-compatible bucket instead of DATA_DIR/files. */
  S3_BUCKET: optionalText,
  /** The server of an S3-compatible store (MinIO, R2, …); empty for AWS S3 itself. */
  S3_ENDPOINT: optionalText.pipe(z.string().url().optional()),
  S3_REGION: optionalText,
  /** Empty: the AWS SDK's own chain (environment, instance role). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Address the bucket in the path (/bucket/key), as most S3-compatible servers want; default: when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.preprocess((v) => (v === '' ? undefined : v), bool.optional()),
  /** What one member may keep uploaded (every version not removed), in MB. */
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(UPLOAD_QUOTA_MB),
  /** Uploads never attached to a proposal (nor kept with a draft, nor a member's own) are deleted after this many days. */
  UNATTACHED_UPLOAD_DAYS: z.coerce.number().int().min(1).default(7),
  /** The bearer token of GET /api/metrics (16+ characters); empty: the route answers 404. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  /** Google sign-in (decision 0046): the OAuth client's id and secret; both empty: no Google button. */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** The OpenID Connect issuer whose discovery document, keys and endpoints are used. */
  GOOGLE_ISSUER_URL: optionalText.pipe(z.string().url().default('https://accounts.google.com')),
});

export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/** Google sign-in: the redirect flow (openid-client) and the bearer ID token (jose) share it. */
export type GoogleConfig = {
  clientId: string;
  clientSecret: string;
  issuerUrl: string;
  /** PUBLIC_URL (or http://localhost:PORT) + /api/auth/google/callback: registered with the provider. */
  redirectUri: string;
};

export type Config = {
  /** NODE_ENV: 'production' unless set; demo accounts are never seeded in production. */
  nodeEnv: string;
  host: string;
  port: number;
  /** PUBLIC_URL without a trailing slash; undefined: http://localhost:PORT. */
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  sessionMaxDays: number;
  cookieSecure: boolean;
  /**
   * Fastify's trustProxy: whose X-Forwarded-For / -Proto / -Host are believed. `true` believes any
   * peer (safe only when nothing but the proxy can reach the app); a list believes only those peers,
   * and the client's address is then the first one, from the right, that is not a trusted proxy.
   */
  trustProxy: boolean | string[];
  seedDemo: boolean | undefined;
  memberWritesPerMinute: number;
  lookupsPer15Minutes: number;
  livePingMs: number;
  foundationName: string;
  customerServiceUrl: string;
  logLevel: string;
  webDist: string | undefined;
  /** Set when uploaded files go to an S3-compatible bucket; else they live under DATA_DIR/files. */
  s3: S3Config | undefined;
  uploadQuotaMb: number;
  unattachedUploadDays: number;
  /** Set when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are; else the Google routes answer 404. */
  google: GoogleConfig | undefined;
  /** METRICS_TOKEN: the scraper's bearer token for GET /api/metrics; undefined: no metrics at all. */
  metricsToken: string | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    memberWritesPerMinute: e.MEMBER_WRITES_PER_MINUTE,
    lookupsPer15Minutes: e.LOOKUPS_PER_15_MINUTES,
    livePingMs: Math.round(e.LIVE_PING_SECONDS * 1000),
    foundationName: e.FOUNDATION_NAME,
    customerServiceUrl: e.CUSTOMER_SERVICE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
        }
      : undefined,
    uploadQuotaMb: e.UPLOAD_QUOTA_MB,
    unattachedUploadDays: e.UNATTACHED_UPLOAD_DAYS,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuerUrl: e.GOOGLE_ISSUER_URL.replace(/\/+$/, ''),
            redirectUri: `${e.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${e.PORT}`}/api/auth/google/callback`,
          }
        : undefined,
    metricsToken: e.METRICS_TOKEN,
  };
}

/**
 * What the operator should hear at start. Behind a TLS proxy that is not trusted, every request
 * looks like plain HTTP: the session cookie then lacks Secure and no HSTS is sent, silently.
 */
export function startupWarnings(env: NodeJS.ProcessEnv, config: Config): string[] {
  const warnings: string[] = [];
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET))
    warnings.push(
      'Only one of GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET is set: Google sign-in stays off until both are.',
    );
  if (config.google && !config.publicUrl && config.nodeEnv === 'production')
    warnings.push(`PUBLIC_URL is not set: Google sends people back to ${config.google.redirectUri}.`);
  if (config.nodeEnv !== 'production' || env.TRUST_PROXY !== undefined || env.COOKIE_SECURE !== undefined)
    return warnings;
  warnings.push(
    'Neither TRUST_PROXY nor COOKIE_SECURE is set: behind a reverse proxy that terminates TLS, the ' +
      'session cookie is sent without Secure and no HSTS header is sent. Set TRUST_PROXY=true when ' +
      'such a proxy forwards X-Forwarded-Proto (or COOKIE_SECURE=true); on plain HTTP, set ' +
      'TRUST_PROXY=false to say so.',
  );
  return warnings;
}
