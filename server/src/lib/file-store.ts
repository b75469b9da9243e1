import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';

/** A stored file as read back: its bytes as a stream, and how many there are. */
export type StoredFile = { stream: Readable; size: number };

/** Bytes `start` to `end` of a file, both included (an HTTP byte range). */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded bytes live (design brief §3: the app is stateless). Keys are the server's own
 * (`newStorageKey`), never a name a client sent. Rows that point to a file are written after it.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Checks at start-up that the store can be used (a directory exists, a bucket answers). */
  init(): Promise<void>;
  /** Writes the whole file under `key`, replacing nothing a reader could see half-written. */
  put(key: string, body: Uint8Array | Readable, contentType: string): Promise<void>;
  /** The file (or only `range` of it), or null when there is none under `key`. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
}

// Keys are made here, so they are always this shape: a folder, a uuid, an extension.
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** A new key for a file of `folder` (documents, verifications, demo) with the detected extension. */
export function newStorageKey(folder: string, extension: string): string {
  const key = `${folder}/${randomUUID()}.${extension}`;
  assertValidKey(key);
  return key;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in a local directory (default: DATA_DIR/files). Writes go to a temporary name, then rename. */
export function localFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertValidKey(key);
    const path = resolve(base, key);
    // The pattern already forbids "..": this is the belt to its braces.
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async init() {
      await mkdir(base, { recursive: true });
    },
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        const source = body instanceof Readable ? body : Readable.from([body]);
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (range) {
          return { stream: createReadStream(path, range), size: range.end - range.start + 1 };
        }
        return { stream: createReadStream(path), size: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}

/** The store the configuration asks for: an S3-compatible bucket when S3_BUCKET is set, else local. */
export async function createFileStore(config: Config): Promise<FileStore> {
  if (config.s3) {
    const { s3FileStore } = await import('./file-store-s3.ts');
    return s3FileStore(config.s3);
  }
  return localFileStore(join(config.dataDir, 'files'));
}
