import { type CreateUserInput, usersEndpoints } from '@amal/contract/users';
import { call } from '../../../lib/api-client';

type RelativeInput = Pick<CreateUserInput, 'fullName' | 'whatsappNumber' | 'gender'>;

/** POST /api/user: a close relative who is not yet a user, so the step can refer to them by idUser. */
export const createRelativeUser = ({ fullName, whatsappNumber, gender }: RelativeInput) =>
  call(usersEndpoints.create, { body: { fullName, whatsappNumber, gender } });
