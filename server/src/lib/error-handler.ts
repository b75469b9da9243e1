import { apiMessages } from '@amal/contract/api';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type FieldError, HttpError } from './http-errors.ts';

type ErrorBody = { statusCode: number; message: string; errors: FieldError[] };

const send = (reply: FastifyReply, body: ErrorBody) => reply.status(body.statusCode).send(body);

// Errors raised by Fastify's body parsing, mapped to what the caller should read.
const parserErrors: Record<string, ErrorBody> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: apiMessages.malformedJson, errors: [] },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, message: apiMessages.malformedJson, errors: [] },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, message: apiMessages.invalidInput, errors: [] },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: apiMessages.unsupportedMediaType, errors: [] },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: apiMessages.payloadTooLarge, errors: [] },
};

// Codes of a database that cannot be reached or went away (node-postgres and PostgreSQL).
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
]);

// PostgreSQL's answers to input the schemas let through (an id that names no row, a value out of
// range): the caller's mistake, so a 4xx, never a 500.
const databaseInputErrors: Record<string, ErrorBody> = {
  '23503': { statusCode: 400, message: apiMessages.unknownReference, errors: [] },
  '23505': { statusCode: 409, message: apiMessages.conflict, errors: [] },
  '22003': { statusCode: 400, message: apiMessages.invalidInput, errors: [] },
  '22P02': { statusCode: 400, message: apiMessages.invalidInput, errors: [] },
  '22001': { statusCode: 400, message: apiMessages.invalidInput, errors: [] },
  // NUL in text (invalid byte sequence) or in JSON (unsupported Unicode escape): what the control
  // character check cannot see, the upload's multipart fields.
  '22021': { statusCode: 400, message: apiMessages.controlCharacters, errors: [] },
  '22P05': { statusCode: 400, message: apiMessages.controlCharacters, errors: [] },
};

// node-postgres gives no code when the server goes away under a query: only these messages.
const LOST_CONNECTION = /Connection terminated|Client has encountered a connection error|connection ended/i;

function lostConnection(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof Error && !('query' in current) && LOST_CONNECTION.test(current.message))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether the error came from the database driver: Drizzle's carries its `query`, PostgreSQL's a `severity`. */
function fromDatabase(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && ('query' in current || 'severity' in current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The client went away before its body arrived (a tab closed, a phone lost its network): Node
 * reports that as ECONNRESET "aborted", which, unlike the database's ECONNRESET, breaks nothing.
 */
function clientAborted(error: FastifyError, request: FastifyRequest): boolean {
  if (fromDatabase(error)) return false;
  const abortError = error.code === 'ECONNRESET' || error.message === 'aborted';
  return abortError || (request.raw.destroyed && !request.raw.complete);
}

/** The driver's error code, which Drizzle wraps in the `cause` of its own error. */
function databaseCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && !code.startsWith('FST_')) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * What the log keeps of an error: its kind, code, message and stack, and a failed query's SQL text,
 * but never the query's parameters (Drizzle puts them in its message): they are people's data.
 */
function loggable(error: unknown) {
  const query = (error as { query?: unknown }).query;
  const cause = typeof query === 'string' ? (error as { cause?: unknown }).cause : error;
  const root = cause instanceof Error ? cause : new Error(String(cause));
  return {
    type: root.constructor.name,
    code: databaseCode(error),
    message: root.message,
    stack: root.stack,
    ...(typeof query === 'string' ? { query } : {}),
  };
}

function toPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** Turns any error into the design brief's error shape; never a stack trace, never a 500 for bad input. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return send(reply, { statusCode: error.statusCode, message: error.message, errors: error.errors });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v) => ({
      path: toPath(v.instancePath),
      message: v.message ?? apiMessages.invalidInput,
    }));
    return send(reply, { statusCode: 400, message: errors[0]?.message ?? apiMessages.invalidInput, errors });
  }
  if (clientAborted(error, request)) {
    request.log.info({ event: 'client-aborted' }, 'client-aborted');
    return send(reply, { statusCode: 400, message: apiMessages.invalidInput, errors: [] });
  }
  const parserError = error.code ? parserErrors[error.code] : undefined;
  if (parserError) return send(reply, parserError);
  if (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP_')) {
    return send(reply, { statusCode: 400, message: apiMessages.malformedJson, errors: [] });
  }
  const code = databaseCode(error);
  const databaseError = code ? databaseInputErrors[code] : undefined;
  if (databaseError) return send(reply, databaseError);
  if ((code && unavailableCodes.has(code)) || (!code && lostConnection(error))) {
    request.log.error({ err: loggable(error) }, 'database unavailable');
    return send(reply, { statusCode: 503, message: apiMessages.databaseUnavailable, errors: [] });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return send(reply, { statusCode: status, message: apiMessages.invalidInput, errors: [] });
  }
  request.log.error({ err: loggable(error) }, 'unhandled error');
  return send(reply, { statusCode: 500, message: apiMessages.serverError, errors: [] });
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return send(reply, { statusCode: 404, message: apiMessages.routeNotFound, errors: [] });
}
