import type { DocumentResponse } from '@amal/contract/documents';
import type { ProgramDetail } from '@amal/contract/programs';
import { documentsSectionSchema } from '@amal/contract/section-data';
import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { DocumentSlots } from '../../../components/documents/document-slots';
import { slotVersions } from '../../../components/documents/versions';
import { userDocumentsQueryOptions } from '../../../lib/documents';
import { useDraftDocuments } from '../api/get-draft-documents';
import { StepForm } from '../components/step-form';
import { isForSelf, recipientName } from '../utils/recipient';
import type { DraftId } from '../utils/use-wizard-draft';
import type { StepProps } from './step-props';

/** What a slot says of the member's own KTP or KK, there already when they apply for themself. */
export const OWN_DOCUMENT_NOTE = 'Sudah ada: dokumen milik Anda';

const savedIds = (value: Record<string, unknown>): number[] =>
  documentsSectionSchema.safeParse(value).data?.idDocuments ?? [];

/** A person's own document that counts: in no proposal and no draft, in force, not to be uploaded again. */
const counts = (document: DocumentResponse, all: readonly DocumentResponse[]) =>
  document.idProposal == null &&
  document.idTempProposal == null &&
  document.reviewStatus !== 'REUPLOAD' &&
  slotVersions(all, document.idDocumentType).some(
    (version) => version.document === document && version.state === 'current',
  );

/**
 * The member's own documents of the programme's person types (KTP, KK) when the application is for
 * themself: they count for it, so their slots show them rather than ask again. For someone else
 * those slots are the recipient's, and none are read.
 */
function useOwnDocuments(program: ProgramDetail, self: boolean): DocumentResponse[] {
  const types = self ? program.programDocumentType.filter((type) => type.documentType.fromUser) : [];
  return useQueries({
    queries: types.map((type) => userDocumentsQueryOptions(type.idDocumentType)),
    combine: (results) => {
      const all = results.flatMap((result) => result.data?.data ?? []);
      return all.filter((document) => counts(document, all));
    },
  });
}

/** The draft's id for an upload: the draft is created if no save has stored it yet. */
const uploadDraft = (draftId: DraftId) => async () => {
  const idTempProposal = await draftId({ create: true });
  if (idTempProposal == null) throw new Error('Draf belum tersimpan');
  return idTempProposal;
};

/**
 * The slots, uploading before the proposal exists, each upload kept with the draft; the form holds
 * the ids the step saves.
 */
function WizardDocuments({
  program,
  draftId,
  own,
  form,
}: {
  program: ProgramDetail;
  draftId: DraftId | undefined;
  own: readonly DocumentResponse[];
  form: UseFormReturn<FieldValues>;
}) {
  const ids: number[] = useWatch({ control: form.control, name: 'idDocuments' }) ?? [];
  const kept = useDraftDocuments(program.idProgram, draftId);
  const [uploaded, setUploaded] = useState<DocumentResponse[]>([]);
  // Read at call time: several files of one drop are reported one after another by the same closure.
  const current = (): number[] => form.getValues('idDocuments') ?? [];
  const setIds = (next: number[]) => form.setValue('idDocuments', next, { shouldDirty: true });
  // The draft's uploads are the step's, those of a visit that ended before "Simpan Data" too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the draft's list is read
  useEffect(() => {
    if (!kept.data) return;
    const have: number[] = form.getValues('idDocuments') ?? [];
    const missing = kept.data.map((document) => document.idDocument).filter((id) => !have.includes(id));
    if (missing.length > 0) form.setValue('idDocuments', [...have, ...missing], { shouldDirty: true });
  }, [kept.data]);
  const known = new Map(
    [...(kept.data ?? []), ...uploaded].map((document) => [document.idDocument, document]),
  );
  const ownIds = new Set(own.map((document) => document.idDocument));
  const documents = [...own, ...ids.flatMap((id) => known.get(id) ?? [])];

  return (
    <DocumentSlots
      types={program.programDocumentType}
      documents={documents}
      target={{ idProgram: program.idProgram, idTempProposal: draftId && uploadDraft(draftId) }}
      // The member's own KTP/KK are theirs, changed on their own page, not in an application.
      canChange={(document) => !ownIds.has(document.idDocument)}
      noteOf={(document) => (ownIds.has(document.idDocument) ? OWN_DOCUMENT_NOTE : null)}
      onUploaded={(document) => {
        setUploaded((list) => [...list, document]);
        setIds([...current(), document.idDocument]);
      }}
      // Gone from the step: the submission attaches only the ids it saves.
      onRemoved={(document) => setIds(current().filter((id) => id !== document.idDocument))}
    />
  );
}

/**
 * The programme's documents (spec §2): uploaded here, before the proposal exists, or later through
 * "Lengkapi pengajuan". Each upload is kept with the draft (it survives a reload before "Simpan
 * Data") and the step saves their ids; sending the proposal attaches them. For the applicant
 * themself their own KTP and KK count; for someone else those slots are the recipient's.
 */
export function DocumentsStep({ program, section, value, draft, onSave, submitLabel, draftId }: StepProps) {
  const days = program.dayLimitUploadDocument;
  const self = isForSelf(draft);
  const own = useOwnDocuments(program, self);
  const recipient = recipientName(draft);
  const asksPersonDocuments = program.programDocumentType.some((type) => type.documentType.fromUser);
  return (
    <StepForm
      schema={documentsSectionSchema}
      properties={section.properties}
      defaultValues={{ ...value, idDocuments: savedIds(value) }}
      onSave={onSave}
      submitLabel={submitLabel}
    >
      {(form) => (
        <>
          <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />} title="Unggah dokumen">
            Unggah dokumen di bawah ini sekarang, atau lengkapi setelah pengajuan dikirim
            {days > 0 ? `, paling lambat ${days} hari setelahnya,` : ''} melalui tombol "Lengkapi pengajuan"
            di beranda.
          </Alert>
          {!self && asksPersonDocuments && (
            <Text size="sm">
              KTP dan KK yang diunggah di sini adalah milik penerima bantuan
              {recipient ? ` (${recipient})` : ''}, bukan milik Anda.
            </Text>
          )}
          <WizardDocuments program={program} draftId={draftId} own={own} form={form} />
        </>
      )}
    </StepForm>
  );
}
