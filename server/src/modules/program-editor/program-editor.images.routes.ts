import { MB } from '@amal/contract/documents';
import {
  PROGRAM_IMAGE_KINDS,
  PROGRAM_IMAGE_MAX_MB,
  PROGRAM_IMAGE_TYPES,
  programImageEndpoints,
} from '@amal/contract/program-images';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { asFile } from '../documents/documents.serve.ts';
import { receiveUpload } from '../documents/documents.upload.ts';
import {
  checkImageEditor,
  programImageToServe,
  removeProgramImage,
  uploadProgramImage,
} from './program-editor.images.ts';

/**
 * The largest image any kind takes: the reader stops there and marks the file truncated, so a
 * bigger one is refused (413) without being read whole.
 */
const READ_LIMIT = Math.max(...Object.values(PROGRAM_IMAGE_MAX_MB)) * MB;

/**
 * The path is validated as every route's (the programme's id); the body's schema is for the
 * description only: the multipart reader, not the validator, reads it.
 */
const pathOnly: NonNullable<RouteOptions['validatorCompiler']> = (input) =>
  input.httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : validatorCompiler(input as Parameters<typeof validatorCompiler>[0]);

/**
 * An uploaded image's address names its bytes for good (a new upload is a new address), so a phone
 * keeps it a year without asking again, as the app's own built files.
 */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A programme's icon and banner (issue 36 item 5, decision 0052): in a plugin of their own, so that
 * the multipart reader serves these routes only.
 */
export const programImageRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: READ_LIMIT, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 100 },
  });
  const services = (request: FastifyRequest) => ({ db: app.ctx.db, files: app.ctx.files, log: request.log });

  for (const kind of PROGRAM_IMAGE_KINDS) {
    const endpoints = programImageEndpoints[kind];
    route(
      app,
      endpoints.upload,
      async (request) => {
        const user = currentUser(request);
        // Whoever may not edit the programme learns nothing about their file: refused before it is read.
        await checkImageEditor(app.ctx.db, user, request.params.id);
        return uploadProgramImage(
          services(request),
          user,
          request.params.id,
          kind,
          await receiveUpload(request),
        );
      },
      {
        schema: {
          description: `multipart/form-data: \`file\` (png, jpg or webp, judged by its bytes; at most ${PROGRAM_IMAGE_MAX_MB[kind]} MB).`,
          consumes: ['multipart/form-data'],
        },
        options: { validatorCompiler: pathOnly },
      },
    );
    route(app, endpoints.remove, (request) =>
      removeProgramImage(services(request), currentUser(request), request.params.id, kind),
    );
    route(
      app,
      endpoints.file,
      async (request, reply) => {
        const { id, fileName } = request.params;
        const image = await programImageToServe(services(request), id, kind, fileName);
        return reply
          .header('content-type', image.contentType)
          .header('content-length', image.size)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', IMAGE_CACHE_CONTROL)
          .send(image.stream);
      },
      {
        config: { sameForEveryone: true },
        schema: { produces: Object.values(PROGRAM_IMAGE_TYPES) },
        options: asFile.options,
      },
    );
  }
};
