import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, memberAuth } from '../test/test-app.ts';
import { multipart, SAMPLE_UPLOADS } from '../test/uploads.ts';
import { createFileStore, type FileStore, localFileStore, newStorageKey } from './file-store.ts';

const BUCKET = 'amal-test';
const scratch = mkdtempSync(join(tmpdir(), 'amal-file-store-'));
let s3server: S3rver;
let s3env: Record<string, string>;

beforeAll(async () => {
  // A real S3-compatible server, in this process (s3rver, from npm).
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(scratch, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3server.run();
  s3env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
});
afterAll(async () => {
  await s3server.close();
  rmSync(scratch, { recursive: true, force: true });
});

const stores: [string, () => Promise<FileStore>][] = [
  ['local directory', async () => localFileStore(join(scratch, 'local'))],
  ['S3-compatible bucket', async () => createFileStore(loadConfig(s3env))],
];

describe.each(stores)('FileStore: %s', (_, open) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await open();
    await store.init();
  });

  it('writes bytes and a stream, reads them back with their size, and deletes them', async () => {
    const key = newStorageKey('documents', 'pdf');
    await store.put(key, Buffer.from('%PDF-1.4 satu'), 'application/pdf');
    const got = await store.get(key);
    expect(got?.size).toBe(13);
    expect(await text(got!.stream)).toBe('%PDF-1.4 satu');

    const streamed = newStorageKey('documents', 'png');
    await store.put(streamed, Readable.from([Buffer.from('dua '), Buffer.from('bagian')]), 'image/png');
    const back = await store.get(streamed);
    expect(await text(back!.stream)).toBe('dua bagian');

    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });

  it('reads a byte range of a file', async () => {
    const key = newStorageKey('documents', 'wav');
    await store.put(key, Buffer.from('0123456789'), 'audio/wav');
    const part = await store.get(key, { start: 2, end: 5 });
    expect(part?.size).toBe(4);
    expect(await text(part!.stream)).toBe('2345');
  });

  it('answers null for a key with no file', async () => {
    expect(await store.get(newStorageKey('documents', 'pdf'))).toBeNull();
  });

  it('takes only keys it made: no traversal, no client names', async () => {
    for (const key of ['../../etc/passwd', 'documents/../../x.pdf', '/etc/passwd', 'documents/surat.pdf']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
      await expect(store.get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('the local store', () => {
  it('leaves no partial file behind when a write fails half-way', async () => {
    const root = join(scratch, 'partial');
    const store = localFileStore(root);
    const key = newStorageKey('documents', 'pdf');
    const failing = new Readable({
      read() {
        this.push(Buffer.from('awal'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put(key, failing, 'application/pdf')).rejects.toThrow('client went away');
    expect(readdirSync(join(root, 'documents'))).toEqual([]);
    expect(await store.get(key)).toBeNull();
  });
});

describe('uploads through the app with S3_BUCKET set', () => {
  it('stores the upload in the bucket and streams it back', async () => {
    const t = await createTestApp(s3env);
    try {
      expect(t.app.ctx.files.kind).toBe('s3');
      const headers = await memberAuth(t, 'ART101-10002');
      const body = multipart({ idDocumentType: 2 }, SAMPLE_UPLOADS.jpg);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/document/type',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
      const back = await t.app.inject({ url: `/api/document/${res.json().idDocument}`, headers });
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe('image/jpeg');
      expect(back.rawPayload.equals(SAMPLE_UPLOADS.jpg.bytes)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('refuses to start on a bucket that does not exist', async () => {
    const store = await createFileStore(loadConfig({ ...s3env, S3_BUCKET: 'no-such-bucket' }));
    await expect(store.init()).rejects.toThrow(/no-such-bucket/);
  });
});
