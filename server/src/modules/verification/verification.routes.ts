import {
  HANDOVER_MAX_FILES,
  VERIFICATION_KINDS,
  type VerificationKind,
  verificationEndpoints,
} from '@amal/contract/verification';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { asFile, serveFile } from '../documents/documents.serve.ts';
import { receiveUpload, UPLOAD_READ_LIMIT } from '../documents/documents.upload.ts';
import { completeVerification } from './verification.completion.ts';
import { saveVerificationDocument } from './verification.documents.ts';
import { handoverToServe, listHandover, receiveImages, uploadHandover } from './verification.handover.ts';
import { readPretest, recordPretest } from './verification.pretest.ts';
import { deleteIncome, saveSection } from './verification.sections.ts';
import { verificationView } from './verification.view.ts';
import { saveVisit } from './verification.visit.ts';

// The body's schema of a multipart route is for the description only: the reader, not the validator, reads it.
const multipartBody = { validatorCompiler: () => (data: unknown) => ({ value: data }) };

export const verificationRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;
  const fileServices = (request: FastifyRequest) => ({ db: db(), files: app.ctx.files, log: request.log });

  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: UPLOAD_READ_LIMIT,
      files: HANDOVER_MAX_FILES + 1,
      fields: 10,
      fieldSize: 1024,
      parts: HANDOVER_MAX_FILES + 12,
      headerPairs: 100,
    },
  });

  route(app, verificationEndpoints.view, (request) =>
    verificationView(db(), app.ctx.config, currentUser(request), request.params.idProposal),
  );

  // One handler for every kind of section (spec §7): POST new, PATCH changed.
  for (const kind of Object.keys(VERIFICATION_KINDS) as VerificationKind[]) {
    const endpoints = verificationEndpoints[kind];
    route(app, endpoints.create, (request) =>
      saveSection(db(), currentUser(request), kind, 'POST', request.body),
    );
    route(app, endpoints.update, (request) =>
      saveSection(db(), currentUser(request), kind, 'PATCH', request.body),
    );
  }
  route(app, verificationEndpoints.deleteIncome, (request) =>
    deleteIncome(db(), currentUser(request), request.params.idVerificationItem),
  );

  const documentUpload = {
    schema: {
      description:
        "multipart/form-data: `file` (judged by its bytes, as the applicant's documents), `idProposal`, " +
        '`idDocumentType`, optionally `idDocument`; PATCH also `idDocumentVerification`.',
      consumes: ['multipart/form-data'],
    },
    options: multipartBody,
  };
  route(
    app,
    verificationEndpoints.uploadDocument,
    async (request) =>
      saveVerificationDocument(
        fileServices(request),
        currentUser(request),
        'POST',
        await receiveUpload(request),
      ),
    documentUpload,
  );
  route(
    app,
    verificationEndpoints.replaceDocument,
    async (request) =>
      saveVerificationDocument(
        fileServices(request),
        currentUser(request),
        'PATCH',
        await receiveUpload(request),
      ),
    documentUpload,
  );

  route(app, verificationEndpoints.createVisit, (request) =>
    saveVisit(db(), currentUser(request), 'POST', request.body),
  );
  route(app, verificationEndpoints.updateVisit, (request) =>
    saveVisit(db(), currentUser(request), 'PATCH', request.body),
  );
  route(app, verificationEndpoints.complete, (request) =>
    completeVerification(db(), currentUser(request), request.body.idProposal),
  );

  route(
    app,
    verificationEndpoints.handover,
    async (request) =>
      uploadHandover(
        fileServices(request),
        app.ctx.config,
        currentUser(request),
        await receiveImages(request),
      ),
    {
      schema: {
        description: `multipart/form-data: \`idProposal\` and up to ${HANDOVER_MAX_FILES} images (\`file\`: jpg, png, webp).`,
        consumes: ['multipart/form-data'],
      },
      options: multipartBody,
    },
  );
  route(app, verificationEndpoints.handoverOfProposal, (request) =>
    listHandover(db(), currentUser(request), request.params.idProposal),
  );
  route(
    app,
    verificationEndpoints.handoverFile,
    async (request, reply) => {
      const file = await handoverToServe(db(), currentUser(request), request.params.idHandoverEvidence);
      return serveFile(app.ctx.files, request, reply, file, 'inline');
    },
    asFile,
  );

  route(app, verificationEndpoints.pretest, (request) =>
    readPretest(db(), currentUser(request), request.params.idProposal),
  );
  route(app, verificationEndpoints.approvePretest, (request) =>
    recordPretest(db(), currentUser(request), request.body),
  );
};
