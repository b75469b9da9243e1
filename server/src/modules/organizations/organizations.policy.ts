import type { AuthUser } from '../../lib/access.ts';

/**
 * An organisation is its recorder's (decision 0055): only they read or change it, its managers and
 * its bank accounts here; anyone else is told it does not exist. Staff read it through the proposals
 * that name it.
 */
export const ownsOrganization = (user: AuthUser, organization: { idUser: number }): boolean =>
  organization.idUser === user.idUser;
