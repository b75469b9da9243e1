// Without zod, so that the first page can read it cheaply.

/**
 * A cookie the browser may read (the token's is HttpOnly), present while a session is: a visitor's
 * page then knows not to ask GET /api/user and log a 401 it did not need.
 */
export const SESSION_HINT_COOKIE = 'amal_session';
