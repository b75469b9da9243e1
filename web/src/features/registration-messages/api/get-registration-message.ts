import { registrationMessageEndpoints } from '@amal/contract/registration-messages';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/proposal/sendmessageregister/{idProposal}: records the message as due (once) and answers it. */
export const useRegistrationMessage = () =>
  useMutation({
    mutationFn: (idProposal: number) =>
      call(registrationMessageEndpoints.register, { params: { idProposal } }),
  });
