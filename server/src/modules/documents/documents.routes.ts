import { apiMessages } from '@amal/contract/api';
import { documentFileName, documentMessages, documentsEndpoints } from '@amal/contract/documents';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { parseByteRange } from '../../lib/byte-range.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import {
  documentToServe,
  type FileToServe,
  listDraftDocuments,
  listOwnDocuments,
  listProposalDocuments,
  listUserDocuments,
  removeDocument,
  reviewDocument,
  uploadDocument,
  verificationToServe,
} from './documents.service.ts';
import { receiveUpload, UPLOAD_READ_LIMIT } from './documents.upload.ts';

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

export const documentsRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;
  // A stored file: streamed by its handler, with the headers of a file rather than a page.
  const asFile = { schema: { produces: ['application/octet-stream'] }, options: { onSend: fileHeaders } };

  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: UPLOAD_READ_LIMIT, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
  });

  /**
   * Streams a stored file with the headers of the API table, or the one byte range a media player
   * asks for (206). A missing file is a 404, not a 500.
   */
  async function serve(request: FastifyRequest, reply: FastifyReply, file: FileToServe, disposition: string) {
    const range = parseByteRange(request.headers.range, file.size);
    if (range === 'unsatisfiable') {
      throw new HttpError(416, apiMessages.invalidInput, [], { 'content-range': `bytes */${file.size}` });
    }
    const stored = await app.ctx.files.get(file.storageKey, range ?? undefined);
    if (!stored) {
      request.log.error({ storageKey: file.storageKey }, 'a stored file is missing');
      throw notFound(documentMessages.notFound);
    }
    if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', stored.size)
      .header(
        'content-disposition',
        `${disposition}; filename="${documentFileName(file.id, file.extension)}"`,
      )
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(stored.stream);
  }

  route(
    app,
    documentsEndpoints.upload,
    async (request) => {
      const upload = await receiveUpload(request);
      return uploadDocument(
        { db: db(), files: app.ctx.files, log: request.log, quotaMb: app.ctx.config.uploadQuotaMb },
        currentUser(request),
        upload,
      );
    },
    {
      schema: {
        description:
          'multipart/form-data: `file` (png, jpg, jpeg, pdf, mp3, mp4, ogg, wav; judged by its bytes), ' +
          '`idDocumentType`, and optionally `idProposal`, `idTempProposal`, `idDocumentReplaced`, `idProgram`.',
        consumes: ['multipart/form-data'],
      },
      // The body's schema is for the description only: the multipart reader, not the validator, reads it.
      options: { validatorCompiler: () => (data: unknown) => ({ value: data }) },
    },
  );

  route(
    app,
    documentsEndpoints.view,
    async (request, reply) => {
      const file = await documentToServe(db(), currentUser(request), request.params.idDocument);
      return serve(request, reply, file, 'inline');
    },
    asFile,
  );

  route(
    app,
    documentsEndpoints.download,
    async (request, reply) => {
      const file = await documentToServe(db(), currentUser(request), request.params.idDocument);
      // The spec's audio download: a file without a known type is offered as MPEG audio.
      return serve(request, reply, { ...file, contentType: file.contentType || 'audio/mpeg' }, 'attachment');
    },
    asFile,
  );

  route(
    app,
    documentsEndpoints.viewVerification,
    async (request, reply) => {
      const file = await verificationToServe(
        db(),
        currentUser(request),
        request.params.idDocumentVerification,
      );
      return serve(request, reply, file, 'inline');
    },
    asFile,
  );

  route(app, documentsEndpoints.listOwn, (request) =>
    listOwnDocuments(db(), currentUser(request), request.params.idDocumentType),
  );
  route(app, documentsEndpoints.listOfUser, (request) =>
    listUserDocuments(db(), currentUser(request), request.params.idUser, request.params.idDocumentType),
  );
  route(app, documentsEndpoints.listOfProposal, (request) =>
    listProposalDocuments(db(), currentUser(request), request.params.idProposal),
  );
  route(app, documentsEndpoints.listOfDraft, (request) =>
    listDraftDocuments(db(), currentUser(request), request.params.idTempProposal),
  );

  route(app, documentsEndpoints.remove, async (request) => {
    await removeDocument(db(), currentUser(request), request.params.idDocument);
    return null;
  });

  route(app, documentsEndpoints.review, (request) =>
    reviewDocument(db(), currentUser(request), request.params.idDocument, request.body),
  );
};
