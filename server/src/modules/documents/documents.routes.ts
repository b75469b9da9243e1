import { documentsEndpoints } from '@amal/contract/documents';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { asFile, serveFile } from './documents.serve.ts';
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

export const documentsRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;

  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: UPLOAD_READ_LIMIT, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
  });

  const serve = (request: FastifyRequest, reply: FastifyReply, file: FileToServe, disposition: string) =>
    serveFile(app.ctx.files, request, reply, file, disposition);

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
