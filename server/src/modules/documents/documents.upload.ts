import { apiMessages } from '@amal/contract/api';
import { ACCEPTED_FILES, type AcceptedExtension, LARGE_UPLOAD_MB, MB } from '@amal/contract/documents';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, HttpError } from '../../lib/http-errors.ts';

/**
 * The most any upload may weigh (15 MB: audio, programme 61). The multipart reader stops there and
 * marks the file truncated, so a bigger file is known to be too big without being read whole; the
 * limit of the upload's own context (5 MB for a PDF) is checked once its kind is known.
 */
export const UPLOAD_READ_LIMIT = LARGE_UPLOAD_MB * MB;

export type ReceivedFile = { bytes: Buffer; fileName: string; truncated: boolean };
export type ReceivedUpload = { fields: Record<string, string>; file: ReceivedFile | null };

const tooManyParts = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a multipart upload: its text fields, and the part named `file` into memory (at most 15 MB);
 * other file parts are drained unread. Malformed bodies are the caller's mistake (400), never a 500.
 */
export async function receiveUpload(request: FastifyRequest): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new HttpError(415, apiMessages.unsupportedMediaType);
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      file = { bytes: Buffer.concat(chunks), fileName: part.filename ?? '', truncated: part.file.truncated };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (tooManyParts.has(code)) throw new HttpError(413, apiMessages.payloadTooLarge);
    request.log.info({ err: error }, 'malformed multipart upload');
    throw badRequest(apiMessages.invalidInput);
  }
  return { fields, file };
}

// What `file-type` names the accepted kinds: an M4A (or an MP4 whose brand is not audio's) is the
// contract's mp4, Vorbis and Opus streams in Ogg are ogg.
const DETECTED: Record<string, AcceptedExtension> = {
  png: 'png',
  jpg: 'jpg',
  pdf: 'pdf',
  mp3: 'mp3',
  m4a: 'mp4',
  mp4: 'mp4',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  wav: 'wav',
};

export type DetectedFile = { extension: AcceptedExtension; contentType: string };

/** The kind of a file judged by its bytes (never its name), or null when it is not an accepted kind. */
export async function detectFile(bytes: Uint8Array): Promise<DetectedFile | null> {
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? DETECTED[detected.ext] : undefined;
  return extension ? { extension, contentType: ACCEPTED_FILES[extension] } : null;
}

/**
 * An image judged by its bytes, when it is one of `accepted` (extension → content type): the
 * programme's icon and banner take only raster images. `file-type` knows no SVG (it is text), so an
 * SVG, which can carry script, is never one.
 */
export async function detectImage<E extends string>(
  bytes: Uint8Array,
  accepted: Readonly<Record<E, string>>,
): Promise<{ extension: E; contentType: string } | null> {
  const ext = (await fileTypeFromBuffer(bytes))?.ext;
  if (!ext || !Object.hasOwn(accepted, ext)) return null;
  return { extension: ext as E, contentType: accepted[ext as E] };
}
