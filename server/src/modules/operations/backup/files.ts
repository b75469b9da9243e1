// The uploaded files: every object of the store (DATA_DIR/files or the S3 bucket) copied into the
// backup's files/ folder under its key, and put back through the app's own FileStore on restore.
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config, S3Config } from '../../../config.ts';
import { assertValidKey, createFileStore } from '../../../lib/file-store.ts';
import { s3Client } from '../../../lib/file-store-s3.ts';
import { listFiles } from './manifest.ts';

const isKey = (key: string) => {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
};

async function s3Keys(config: S3Config): Promise<string[]> {
  const { sdk, client } = await s3Client(config);
  const keys: string[] = [];
  let token: string | undefined;
  try {
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: config.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } catch (error) {
    throw new Error(`the S3 bucket "${config.bucket}" cannot be listed (${(error as Error).name})`);
  } finally {
    client.destroy();
  }
  return keys.sort();
}

/** The keys of every stored file, and how many objects were left out for not being the app's. */
export async function storedKeys(config: Config): Promise<{ keys: string[]; skipped: number }> {
  let all: string[];
  if (config.s3) all = await s3Keys(config.s3);
  else {
    const root = join(config.dataDir, 'files');
    all = existsSync(root) ? await listFiles(root) : [];
  }
  // Only keys the app makes (folder/uuid.ext): a ".partial" upload in progress is not a file yet.
  const keys = all.filter(isKey);
  return { keys, skipped: all.length - keys.length };
}

/** Copies every stored file into `target` (the backup's files/ folder). */
export async function copyFilesOut(config: Config, target: string) {
  const store = await createFileStore(config);
  await store.init();
  const { keys, skipped } = await storedKeys(config);
  let copied = 0;
  for (const key of keys) {
    const file = await store.get(key);
    // Deleted since it was listed (a document removed meanwhile): not part of the backup.
    if (!file) continue;
    const path = join(target, key);
    await mkdir(dirname(path), { recursive: true });
    await pipeline(file.stream, createWriteStream(path, { flags: 'wx' }));
    copied++;
  }
  return { copied, skipped };
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

/** Whether the store already holds files (restore refuses that without --force). */
export async function storeHasFiles(config: Config): Promise<boolean> {
  if (!config.s3) {
    const root = join(config.dataDir, 'files');
    return existsSync(root) && (await readdir(root)).length > 0;
  }
  return (await storedKeys(config)).keys.length > 0;
}

/** Puts every file of `source` (the backup's files/ folder) into the configured store. */
export async function copyFilesIn(config: Config, source: string): Promise<number> {
  const store = await createFileStore(config);
  await store.init();
  const keys = existsSync(source) ? await listFiles(source) : [];
  for (const key of keys) {
    const type = CONTENT_TYPES[extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';
    await store.put(key, createReadStream(join(source, key)), type);
  }
  return keys.length;
}
