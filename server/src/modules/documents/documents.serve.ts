import { apiMessages } from '@amal/contract/api';
import { documentFileName, documentMessages } from '@amal/contract/documents';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { parseByteRange } from '../../lib/byte-range.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { FileToServe } from './documents.service.ts';

// A stored file may be shown in a frame of the app itself (the preview modal), and is never a page
// that runs anything: no scripts, only its own image or media.
const FILE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

// Runs after the app's own onSend hook, whose headers are for pages.
const fileHeaders: onSendHookHandler = async (_request, reply, payload) => {
  if (reply.statusCode === 200 || reply.statusCode === 206) {
    reply.header('content-security-policy', FILE_CONTENT_SECURITY_POLICY);
    reply.header('x-frame-options', 'SAMEORIGIN');
  }
  return payload;
};

/** What a route streaming a stored file adds: its description and the headers of a file. */
export const asFile = {
  schema: { produces: ['application/octet-stream'] },
  options: { onSend: fileHeaders },
};

/**
 * Streams a stored file with the headers of the API table, or the one byte range a media player
 * asks for (206). A missing file is a 404, not a 500.
 */
export async function serveFile(
  files: FileStore,
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileToServe,
  disposition: string,
) {
  const range = parseByteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    throw new HttpError(416, apiMessages.invalidInput, [], { 'content-range': `bytes */${file.size}` });
  }
  const stored = await files.get(file.storageKey, range ?? undefined);
  if (!stored) {
    request.log.error({ storageKey: file.storageKey }, 'a stored file is missing');
    throw notFound(documentMessages.notFound);
  }
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
  return reply
    .header('content-type', file.contentType)
    .header('content-length', stored.size)
    .header('content-disposition', `${disposition}; filename="${documentFileName(file.id, file.extension)}"`)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(stored.stream);
}
