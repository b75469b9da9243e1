import type { AuthUser } from '../../lib/access.ts';

/** A draft is its author's alone: nobody else may read or change it, staff included (it is not sent yet). */
export const canUseDraft = (user: AuthUser, draft: { idUser: number }): boolean =>
  draft.idUser === user.idUser;
