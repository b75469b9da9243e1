/**
 * What a route requires of its caller before any validation runs; every /api route declares one.
 * - public: anyone;
 * - user: a logged-in user (finer rules live in the domain's policy file);
 * - staff: a logged-in user with an administrator record.
 */
export type Access = 'public' | 'user' | 'staff';

/** The logged-in caller as routes and policies see it. */
export type AuthUser = {
  idUser: number;
  idSession: string;
  nip: string | null;
  /** Staff: the user has an administrator record. */
  admin: boolean;
  roles: { idProgram: number; idRole: number }[];
};
