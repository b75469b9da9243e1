import { apiMessages } from '@amal/contract/api';
import {
  documentFileName,
  documentIdParams,
  documentListResponseSchema,
  documentMessages,
  documentResponseSchema,
  documentReviewSchema,
  documentUploadFieldsSchema,
  documentVerificationIdParams,
  draftDocumentsParams,
  ownDocumentsParams,
  proposalDocumentsParams,
  userDocumentsParams,
} from '@amal/contract/documents';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/authenticate.ts';
import { parseByteRange } from '../../lib/byte-range.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
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

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['documents'];
  const config = { access: 'user' } as const;

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

  app.post(
    '/document/type',
    {
      config,
      schema: {
        summary: 'Upload a document',
        tags,
        description:
          'multipart/form-data: `file` (png, jpg, jpeg, pdf, mp3, mp4, ogg, wav; judged by its bytes), ' +
          '`idDocumentType`, and optionally `idProposal`, `idTempProposal`, `idDocumentReplaced`, `idProgram`.',
        consumes: ['multipart/form-data'],
        // For the description only: the multipart reader, not the validator, reads this body.
        body: documentUploadFieldsSchema.extend({ file: z.string().meta({ format: 'binary' }) }),
        response: { 201: documentResponseSchema },
      },
      validatorCompiler: () => (data: unknown) => ({ value: data }),
    },
    async (request, reply) => {
      const upload = await receiveUpload(request);
      const document = await uploadDocument(
        { db: app.ctx.db, files: app.ctx.files, log: request.log, quotaMb: app.ctx.config.uploadQuotaMb },
        currentUser(request),
        upload,
      );
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/document/:idDocument',
    {
      config,
      onSend: fileHeaders,
      schema: {
        summary: 'View a document file',
        tags,
        params: documentIdParams,
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const file = await documentToServe(app.ctx.db, currentUser(request), request.params.idDocument);
      return serve(request, reply, file, 'inline');
    },
  );

  app.get(
    '/document/download/:idDocument',
    {
      config,
      onSend: fileHeaders,
      schema: {
        summary: 'Download a document file',
        tags,
        params: documentIdParams,
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const file = await documentToServe(app.ctx.db, currentUser(request), request.params.idDocument);
      // The spec's audio download: a file without a known type is offered as MPEG audio.
      return serve(request, reply, { ...file, contentType: file.contentType || 'audio/mpeg' }, 'attachment');
    },
  );

  app.get(
    '/document-verification/:idDocumentVerification',
    {
      config,
      onSend: fileHeaders,
      schema: {
        summary: 'View a verification file',
        tags,
        params: documentVerificationIdParams,
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const file = await verificationToServe(
        app.ctx.db,
        currentUser(request),
        request.params.idDocumentVerification,
      );
      return serve(request, reply, file, 'inline');
    },
  );

  app.get(
    '/document/user/:idDocumentType',
    {
      config,
      schema: {
        summary: "List the caller's documents of a type",
        tags,
        params: ownDocumentsParams,
        response: { 200: documentListResponseSchema },
      },
    },
    async (request) => listOwnDocuments(app.ctx.db, currentUser(request), request.params.idDocumentType),
  );

  app.get(
    '/document/user/:idUser/:idDocumentType',
    {
      config,
      schema: {
        summary: "List a person's documents of a type",
        tags,
        params: userDocumentsParams,
        response: { 200: documentListResponseSchema },
      },
    },
    async (request) =>
      listUserDocuments(
        app.ctx.db,
        currentUser(request),
        request.params.idUser,
        request.params.idDocumentType,
      ),
  );

  app.get(
    '/documents/proposal/:idProposal',
    {
      config,
      schema: {
        summary: "List a proposal's documents",
        tags,
        params: proposalDocumentsParams,
        response: { 200: documentListResponseSchema },
      },
    },
    async (request) => listProposalDocuments(app.ctx.db, currentUser(request), request.params.idProposal),
  );

  app.get(
    '/documents/draft/:idTempProposal',
    {
      config,
      schema: {
        summary: "List a draft's documents",
        tags,
        params: draftDocumentsParams,
        response: { 200: documentListResponseSchema },
      },
    },
    async (request) => listDraftDocuments(app.ctx.db, currentUser(request), request.params.idTempProposal),
  );

  app.delete(
    '/document/:idDocument',
    {
      config,
      schema: { summary: 'Delete a document', tags, params: documentIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeDocument(app.ctx.db, currentUser(request), request.params.idDocument);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/document/:idDocument/review',
    {
      config,
      schema: {
        summary: 'Review a document',
        tags,
        params: documentIdParams,
        body: documentReviewSchema,
        response: { 200: documentResponseSchema },
      },
    },
    async (request) =>
      reviewDocument(app.ctx.db, currentUser(request), request.params.idDocument, request.body),
  );
};
