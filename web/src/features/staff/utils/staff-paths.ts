/** The staff login page. */
export const STAFF_LOGIN = '/admin/login';
/** Where a staff login lands without a `prev`. */
export const STAFF_LANDING = '/admin';

const inStaffArea = (path: string) => {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === '/admin' || pathname.startsWith('/admin/');
};

/** The staff login page, remembering the staff page one was on: `/admin/login?prev=/admin/proposal`. */
export function staffLoginPath(prev: string): string {
  const back = inStaffArea(prev) ? prev : STAFF_LANDING;
  return `${STAFF_LOGIN}?prev=${encodeURIComponent(back).replaceAll('%2F', '/')}`;
}

/**
 * Where a staff login goes: `safePrev`, a path already checked to be of this site, when it is a
 * staff page other than the login itself; else the staff area's home.
 */
export function staffLanding(safePrev: string): string {
  if (!inStaffArea(safePrev)) return STAFF_LANDING;
  const pathname = safePrev.split(/[?#]/)[0] ?? '';
  if (pathname === STAFF_LOGIN || pathname.startsWith(`${STAFF_LOGIN}/`)) return STAFF_LANDING;
  return safePrev;
}
