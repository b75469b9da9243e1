import {
  hasItemIds,
  type SectionSaveBody,
  type SectionVerification,
  VERIFICATION_KINDS,
  type VerificationKind,
  type VerificationView,
  type VisitRecordInput,
  verificationEndpoints,
} from '@amal/contract/verification';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const verificationQueryKey = (idProposal: number) => ['verification', 'form', idProposal] as const;

export const verificationQueryOptions = (idProposal: number) =>
  queryOptions({
    queryKey: verificationQueryKey(idProposal),
    queryFn: ({ signal }) => call(verificationEndpoints.view, { params: { idProposal }, signal }),
  });

/** GET /api/proposal/verification/{idProposal}: every section, the applicant's answer beside the verifier's. */
export const useVerification = (idProposal: number) => useQuery(verificationQueryOptions(idProposal));

/**
 * POST the first save of a section, PATCH a saved one (spec §7, decision 0043): a list section is
 * "saved" when any item carries an idVerificationItem (POST with none replaces it, so a retry of a
 * lost first save is harmless); any other section when the verifier's version exists. The body is
 * the whole section.
 */
export function saveSection(
  kind: VerificationKind,
  body: SectionSaveBody,
  savedVersion: boolean,
): Promise<SectionVerification> {
  const endpoints = verificationEndpoints[kind];
  const patch = VERIFICATION_KINDS[kind].list === null ? savedVersion : hasItemIds(kind, body.data);
  return patch ? call(endpoints.update, { body }) : call(endpoints.create, { body });
}

/** DELETE /api/incomeverification/{id}: one saved income; answers the section as it is now. */
export const deleteIncome = (idVerificationItem: number) =>
  call(verificationEndpoints.deleteIncome, { params: { idVerificationItem } });

/** The visit record: POST the first time, PATCH the saved one. */
export const saveVisit = (body: VisitRecordInput) =>
  body.idProposalVerificatorDetail
    ? call(verificationEndpoints.updateVisit, { body })
    : call(verificationEndpoints.createVisit, { body });

export const completeVerification = (idProposal: number) =>
  call(verificationEndpoints.complete, { body: { idProposal } });

/** The verifier's photo or scan of one document (multipart). */
export function uploadDocumentPhoto(fields: {
  idProposal: number;
  idDocumentType: number;
  idDocument: number | null;
  file: File;
}) {
  const form = new FormData();
  form.set('idProposal', String(fields.idProposal));
  form.set('idDocumentType', String(fields.idDocumentType));
  if (fields.idDocument != null) form.set('idDocument', String(fields.idDocument));
  form.set('file', fields.file);
  return call(verificationEndpoints.uploadDocument, { body: form });
}

export function sendHandover(idProposal: number, files: readonly File[]) {
  const form = new FormData();
  form.set('idProposal', String(idProposal));
  for (const file of files) form.append('files', file);
  return call(verificationEndpoints.handover, { body: form });
}

export const useHandover = (idProposal: number, enabled: boolean) =>
  useQuery({
    queryKey: ['verification', 'handover', idProposal],
    queryFn: ({ signal }) =>
      call(verificationEndpoints.handoverOfProposal, { params: { idProposal }, signal }),
    enabled,
  });

export const usePretest = (idProposal: number, enabled: boolean) =>
  useQuery({
    queryKey: ['verification', 'pretest', idProposal],
    queryFn: ({ signal }) => call(verificationEndpoints.pretest, { params: { idProposal }, signal }),
    enabled,
  });

export const savePretest = (body: { idProposal: number; approved: boolean; note?: string }) =>
  call(verificationEndpoints.approvePretest, { body });

/** Puts a changed part of the view in the cache at once, then reads the whole again. */
export function useUpdateView(idProposal: number) {
  const queryClient = useQueryClient();
  return (change: (view: VerificationView) => VerificationView) => {
    queryClient.setQueryData<VerificationView>(verificationQueryKey(idProposal), (view) =>
      view ? change(view) : view,
    );
    void queryClient.invalidateQueries({ queryKey: verificationQueryKey(idProposal) });
    void queryClient.invalidateQueries({ queryKey: ['verification', 'tasks'] });
  };
}
