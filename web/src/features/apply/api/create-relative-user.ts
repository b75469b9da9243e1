import type { CreateUserInput, User } from '@amal/contract/users';
import { api } from '../../../lib/api-client';

type RelativeInput = Pick<CreateUserInput, 'fullName' | 'whatsappNumber' | 'gender'>;

/** POST /api/user: a close relative who is not yet a user, so the step can refer to them by idUser. */
export const createRelativeUser = ({ fullName, whatsappNumber, gender }: RelativeInput) =>
  api.post<User>('/user', { fullName, whatsappNumber, gender });
