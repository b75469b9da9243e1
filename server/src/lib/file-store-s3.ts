import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { assertValidKey, type FileStore } from './file-store.ts';

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error).name);

async function toBuffer(body: Uint8Array | Readable): Promise<Uint8Array> {
  if (!(body instanceof Readable)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The AWS SDK, loaded only when a bucket is configured, and a client for the bucket's server (the
 * file store's, and the backup's listing of it).
 */
export async function s3Client(config: S3Config) {
  // The SDK announces on Node 20 that its releases from 2027 need Node 22; the version is pinned in
  // package.json, so the warning is noise in the operator's log (set the variable to "false" to see it).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const sdk = await import('@aws-sdk/client-s3');
  const client: S3Client = new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: S3-compatible servers do not all know the new headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { sdk, client };
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …) through the AWS SDK, which signs
 * the requests (SigV4). Uploads are at most 15 MB and already in memory, so each is one PutObject
 * with a known length. The SDK is loaded only when a bucket is configured.
 */
export async function s3FileStore(config: S3Config): Promise<FileStore> {
  const { sdk, client } = await s3Client(config);
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async init() {
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new Error(`the S3 bucket "${Bucket}" cannot be used (${(error as Error).name})`);
      }
    },
    async put(key, body, contentType) {
      assertValidKey(key);
      const bytes = await toBuffer(body);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key, range) {
      assertValidKey(key);
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!object.Body) return null;
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertValidKey(key);
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
