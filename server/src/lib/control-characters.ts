import { apiMessages, hasControlCharacters } from '@amal/contract/api';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpError } from './http-errors.ts';

type Found = { path: string } | null;

/**
 * The path of the first string (value or key) holding a control character. A loop, not recursion:
 * a JSON body of a megabyte can nest deeper than the call stack.
 */
export function findControlCharacters(root: unknown, prefix: string): Found {
  const pending: [unknown, string][] = [[root, prefix]];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) return { path };
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (hasControlCharacters(key)) return { path: at };
        pending.push([item, at]);
      }
    }
  }
  return null;
}

// The upload reads its own multipart stream (documents module); its text fields are not here yet.
const isMultipart = (request: FastifyRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith('multipart/') ?? false;

/**
 * Refuses, before validation, any text of the params, query or body with a control character: no
 * form sends one, and PostgreSQL answers NUL in text or JSON with an error that would be a 500.
 */
export function refuseControlCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  const found =
    findControlCharacters(request.params, '') ??
    findControlCharacters(request.query, '') ??
    (isMultipart(request) ? null : findControlCharacters(request.body, ''));
  if (!found) return done();
  const message = apiMessages.controlCharacters;
  done(new HttpError(400, message, [{ path: found.path, message }]));
}
