/** Where to go after logging in when `prev` is missing or unsafe. */
export const DEFAULT_AFTER_LOGIN = '/';

/**
 * `prev` if it is a path of this site, else "/". A path must start with one "/": "//evil.example"
 * and "/\evil.example" are read by browsers as other hosts. The login page itself is refused
 * too, so that a login never leads back to the form.
 */
export function safeRedirectPath(prev: string | null | undefined): string {
  if (!prev?.startsWith('/') || prev.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  // Backslashes and control characters (tab, newline) are normalised away by URL parsers.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
  if (/[\\\u0000-\u001f\u007f]/.test(prev)) return DEFAULT_AFTER_LOGIN;
  const url = new URL(prev, 'http://amal.invalid');
  if (url.origin !== 'http://amal.invalid') return DEFAULT_AFTER_LOGIN;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page, remembering where the user was: `/login?prev=/profile`. */
export function loginPath(prev: string): string {
  return `/login?prev=${encodeURIComponent(prev).replaceAll('%2F', '/')}`;
}
