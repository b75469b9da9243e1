import { usersEndpoints } from '@amal/contract/users';
import {
  type NewVerifierPerson,
  VERIFICATOR_STATUS,
  verifierAssignmentEndpoints,
} from '@amal/contract/verifiers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const proposalVerifiersQueryOptions = (idProposal: number) =>
  queryOptions({
    queryKey: ['proposal', idProposal, 'verifiers'],
    queryFn: ({ signal }) => call(verifierAssignmentEndpoints.ofProposal, { params: { idProposal }, signal }),
  });

/** GET /api/proposalverificator/proposal/{idProposal}: the proposal's field verifiers. */
export const useProposalVerifiers = (idProposal: number) =>
  useQuery(proposalVerifiersQueryOptions(idProposal));

/** Who to add: someone already known (a user id), or a new person saved first. */
export type VerifierChoice = { idUser: number } | { person: NewVerifierPerson };

/** The steps of spec §4's registration, each announced before it runs. */
export type RegistrationStep = 'user' | 'verifier' | 'link';

/**
 * Spec §4 "Verifier registration", in its order: save the user if new, create the verifier, link
 * them to the proposal as active. `onStep` tells which step is running.
 */
export async function registerOnProposal(
  idProposal: number,
  choice: VerifierChoice,
  onStep: (step: RegistrationStep) => void,
) {
  let idUser: number;
  if ('person' in choice) {
    onStep('user');
    idUser = (await call(usersEndpoints.create, { body: choice.person })).idUser;
  } else {
    idUser = choice.idUser;
  }
  onStep('verifier');
  const { idVerificator } = await call(verifierAssignmentEndpoints.register, { body: { idUser } });
  onStep('link');
  return call(verifierAssignmentEndpoints.link, { body: { idProposal, idVerificator } });
}

/** Refreshes what a change of the proposal's verifiers changes: its list, and the verifiers' page. */
export function useRefreshVerifiers(idProposal: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: proposalVerifiersQueryOptions(idProposal).queryKey }),
      queryClient.invalidateQueries({ queryKey: ['verifiers'] }),
    ]);
}

/** PATCH /api/proposalverificator: the verifier taken off the proposal (kept as removed). */
export function useRemoveVerifier(idProposal: number) {
  const refresh = useRefreshVerifiers(idProposal);
  return useMutation({
    mutationFn: (idProposalVerificator: number) =>
      call(verifierAssignmentEndpoints.remove, {
        body: { idProposalVerificator, idVerificatorStatus: VERIFICATOR_STATUS.removed },
      }),
    onSuccess: refresh,
  });
}
