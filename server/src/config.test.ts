import { describe, expect, it } from 'vitest';
import { loadConfig, startupWarnings } from './config.ts';

describe('configuration of the file store', () => {
  it('keeps files under DATA_DIR/files when no bucket is set (empty values count as unset)', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '', S3_REGION: '', S3_FORCE_PATH_STYLE: '' }).s3,
    ).toBeUndefined();
  });

  it('uses an S3-compatible bucket when S3_BUCKET is set; path-style by default with an endpoint', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'amal',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_REGION: '',
        S3_FORCE_PATH_STYLE: '',
      }).s3,
    ).toEqual({
      bucket: 'amal',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'amal', S3_REGION: 'ap-southeast-3' }).s3).toMatchObject({
      endpoint: undefined,
      region: 'ap-southeast-3',
      forcePathStyle: false,
      accessKeyId: undefined,
    });
    expect(loadConfig({ S3_BUCKET: 'amal', S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  });

  it('refuses an endpoint that is not a URL', () => {
    expect(() => loadConfig({ S3_BUCKET: 'amal', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('TRUST_PROXY (issue 39.9)', () => {
  it('is off by default, on for any peer with true, or limited to the proxies named', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
  });

  it('refuses what is neither a boolean nor an address', () => {
    for (const value of ['yes', '10.0.0.0/33', 'nginx', '127.0.0.1,', '::1/129', '1.2.3.4/8/8']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('startupWarnings (issue 31.16)', () => {
  const warningsFor = (env: Record<string, string>) => startupWarnings(env, loadConfig(env));

  it('warns once in production when neither TRUST_PROXY nor COOKIE_SECURE is given, naming both', () => {
    const envs: Record<string, string>[] = [{}, { NODE_ENV: 'production' }];
    for (const env of envs) {
      const warnings = warningsFor(env);
      expect(warnings, JSON.stringify(env)).toHaveLength(1);
      expect(warnings[0]).toMatch(/TRUST_PROXY=true/);
      expect(warnings[0]).toMatch(/COOKIE_SECURE=true/);
      expect(warnings[0]).toMatch(/Secure/);
      expect(warnings[0]).toMatch(/HSTS/);
    }
  });

  it('says nothing once either is given, or outside production', () => {
    expect(warningsFor({ TRUST_PROXY: 'true' })).toEqual([]);
    expect(warningsFor({ COOKIE_SECURE: 'true' })).toEqual([]);
    expect(warningsFor({ TRUST_PROXY: 'false' })).toEqual([]);
    expect(warningsFor({ NODE_ENV: 'development' })).toEqual([]);
  });
});

describe('configuration of Google sign-in (decision 0046)', () => {
  it('is off unless both the client id and the secret are given (empty values count as unset)', () => {
    expect(loadConfig({}).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: '' }).google).toBeUndefined();
    const half = { GOOGLE_CLIENT_ID: 'id', NODE_ENV: 'development' };
    expect(startupWarnings(half, loadConfig(half))).toEqual([
      expect.stringContaining('GOOGLE_CLIENT_SECRET'),
    ]);
  });

  it("takes Google's issuer by default and derives the redirect URI from PUBLIC_URL", () => {
    const env = {
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      PUBLIC_URL: 'https://amal.example.org/',
    };
    expect(loadConfig(env).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      issuerUrl: 'https://accounts.google.com',
      redirectUri: 'https://amal.example.org/api/auth/google/callback',
    });
    const local = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', PORT: '4000' });
    expect(local.google?.redirectUri).toBe('http://localhost:4000/api/auth/google/callback');
    expect(() => loadConfig({ ...env, GOOGLE_ISSUER_URL: 'not a url' })).toThrow(/GOOGLE_ISSUER_URL/);
  });
});
