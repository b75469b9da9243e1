import { canAnywhere, type StaffCapability } from '@amal/contract/staff';

type HeldRole = { idProgram: number; idRole: number };

/** The staff area's home: the desk, for now the only page every staff member has. */
export const STAFF_HOME = '/admin/proposal';

/** One entry of the staff navigation: a page, and the capability that opens it somewhere. */
export interface StaffNavItem {
  label: string;
  to: string;
  capability: StaffCapability;
}

/** The staff area's pages, in the navbar's order. */
export const STAFF_PAGES: readonly StaffNavItem[] = [
  { label: 'Pengajuan', to: '/admin/proposal', capability: 'readProposals' },
  { label: 'Program', to: '/admin/program', capability: 'readProposals' },
  { label: 'Anggota', to: '/admin/anggota', capability: 'editMembers' },
  { label: 'Verifikator Lapangan', to: '/admin/verifikator-lapangan', capability: 'readVerifiers' },
  { label: 'Administrator', to: '/admin/administrator', capability: 'manageAdministrators' },
  { label: 'Pengaturan', to: '/admin/settings', capability: 'manageSettings' },
];

/** The pages the roles open in at least one programme (super admin: all). */
export const staffNavItems = (roles: readonly HeldRole[], pages: readonly StaffNavItem[] = STAFF_PAGES) =>
  pages.filter((page) => canAnywhere(roles, page.capability));

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the page itself. */
  to?: string;
}

/** The words of the editor's paths ("/admin/program/create", "/admin/program/edit/4"). */
const CRUMB_WORDS: Record<string, string> = { create: 'Program baru', edit: 'Ubah' };
const idCrumb = (segment: string) => (/^\d+$/.test(segment) ? `#${segment}` : decodeURIComponent(segment));

/** The crumb below a section: an id ("#123"), or a word with the id it acts on ("Ubah #4"). */
function crumbLabel([first, second]: string[]): string {
  const word = CRUMB_WORDS[first!];
  if (!word) return idCrumb(first!);
  return second ? `${word} ${idCrumb(second)}` : word;
}

/**
 * "Beranda Staf › Pengajuan › #123" from the path: the staff home, the section the path is in,
 * and an id below it.
 */
export function staffCrumbs(pathname: string, pages: readonly StaffNavItem[] = STAFF_PAGES): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Beranda Staf', to: '/admin' }];
  const section = pages.find((page) => pathname === page.to || pathname.startsWith(`${page.to}/`));
  if (section) {
    crumbs.push({ label: section.label, to: section.to });
    const rest = pathname.slice(section.to.length).split('/').filter(Boolean);
    if (rest[0]) crumbs.push({ label: crumbLabel(rest) });
  }
  const last = crumbs.at(-1)!;
  // The page one is on is not a link.
  crumbs[crumbs.length - 1] = { label: last.label };
  return crumbs;
}
