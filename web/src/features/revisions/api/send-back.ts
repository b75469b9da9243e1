import { revisionEndpoints, type SendBack } from '@amal/contract/revisions';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/proposal/admin/{idProposal}/send-back: a note per reopened section, on the version seen. */
export const useSendBack = () =>
  useMutation({
    mutationFn: ({ idProposal, body }: { idProposal: number; body: SendBack }) =>
      call(revisionEndpoints.sendBack, { params: { idProposal }, body }),
  });
