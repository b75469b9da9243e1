import { apiMessages } from '@amal/contract/api';

export type FieldError = { path: string; message: string };

/** An error whose status, message and field errors are meant for the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors: FieldError[] = []) => new HttpError(400, message, errors);
export const unauthorized = (message: string = apiMessages.notLoggedIn) => new HttpError(401, message);
export const forbidden = (message: string = apiMessages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = apiMessages.notFound, errors: FieldError[] = []) =>
  new HttpError(404, message, errors);
export const conflict = (message: string = apiMessages.conflict, errors: FieldError[] = []) =>
  new HttpError(409, message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, [], { 'retry-after': String(retryAfterSeconds) });
