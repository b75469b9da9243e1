import {
  type AssessmentCreate,
  type AssessmentUpdate,
  type AssistanceCreate,
  type AssistanceUpdate,
  assessmentEndpoints,
} from '@amal/contract/assessment';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const assessmentKey = (idProposal: number) => ['proposal', idProposal, 'assessment'] as const;
const assistanceKey = (idProposal: number) => ['proposal', idProposal, 'assistance'] as const;

export const assessmentQueryOptions = (idProposal: number) =>
  queryOptions({
    queryKey: assessmentKey(idProposal),
    queryFn: ({ signal }) => call(assessmentEndpoints.view, { params: { idProposal }, signal }),
    retry: false,
  });

/** GET /api/verificationassesor/proposal/{id}: the score, its inputs and the assessments; 404 when not the caller's to read. */
export const useAssessment = (idProposal: number) => useQuery(assessmentQueryOptions(idProposal));

/** The caller's assessment: POST the first time, PATCH their own after (spec §7). */
export function useSaveAssessment(idProposal: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: { create: AssessmentCreate } | { update: AssessmentUpdate }) =>
      'create' in save
        ? call(assessmentEndpoints.create, { body: save.create })
        : call(assessmentEndpoints.update, { body: save.update }),
    onSuccess: () => client.invalidateQueries({ queryKey: assessmentKey(idProposal) }),
  });
}

/** Scores an assessment again under the current rules; its snapshot stays. */
export function useRecompute(idProposal: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idVerificationAssesor: number) =>
      call(assessmentEndpoints.recompute, { params: { idVerificationAssesor } }),
    onSuccess: () => client.invalidateQueries({ queryKey: assessmentKey(idProposal) }),
  });
}

/** GET /api/assistance/proposal/{id}: the aid decided, or null while none is. */
export const useAssistance = (idProposal: number) =>
  useQuery({
    queryKey: assistanceKey(idProposal),
    queryFn: ({ signal }) => call(assessmentEndpoints.assistance, { params: { idProposal }, signal }),
    retry: false,
  });

/** Records the aid (POST) or changes the record (PATCH). */
export function useRecordAssistance(idProposal: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: { create: AssistanceCreate } | { update: AssistanceUpdate }) =>
      'create' in save
        ? call(assessmentEndpoints.recordAssistance, { body: save.create })
        : call(assessmentEndpoints.updateAssistance, { body: save.update }),
    onSuccess: () => client.invalidateQueries({ queryKey: assistanceKey(idProposal) }),
  });
}
