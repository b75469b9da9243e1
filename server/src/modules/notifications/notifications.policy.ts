import { canInProgram, isSuperAdminRole } from '@amal/contract/staff';
import type { AuthUser } from '../../lib/access.ts';
import { canReadOnDesk } from '../desk/desk.policy.ts';

/** Staff who may open the proposal on the desk see its messages; anyone else is told it does not exist. */
export const canReadMessages = (user: AuthUser, idProgram: number): boolean => canReadOnDesk(user, idProgram);

/** A failed message is sent again by those who decide the proposal's status (every role but a guest). */
export const canResend = (user: AuthUser, idProgram: number): boolean =>
  canInProgram(user.roles, idProgram, 'decideStatus');

/** The outbox's lag and failures, across programmes: a super admin's. */
export const canReadOutbox = (user: AuthUser): boolean => isSuperAdminRole(user.roles);
