import type { DocumentResponse } from '@amal/contract/documents';
import type { ProgramDetail } from '@amal/contract/programs';
import { documentsSectionSchema } from '@amal/contract/section-data';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { DocumentSlots } from '../../../components/documents/document-slots';
import { userDocumentsQueryOptions } from '../../../lib/documents';
import { StepForm } from '../components/step-form';
import type { StepProps } from './step-props';

const savedIds = (value: Record<string, unknown>): number[] =>
  documentsSectionSchema.safeParse(value).data?.idDocuments ?? [];

/**
 * The documents saved in the draft, read back from the caller's own documents of each type: they
 * belong to no proposal until it is sent.
 */
function useSavedDocuments(program: ProgramDetail, ids: readonly number[]): DocumentResponse[] {
  return useQueries({
    queries: program.programDocumentType.map((type) => ({
      ...userDocumentsQueryOptions(type.idDocumentType),
      enabled: ids.length > 0,
    })),
    combine: (results) => results.flatMap((result) => result.data?.data ?? []),
  });
}

/** The slots, uploading before the proposal exists; the form holds the ids the step saves. */
function WizardDocuments({
  program,
  initialIds,
  form,
}: {
  program: ProgramDetail;
  initialIds: readonly number[];
  form: UseFormReturn<FieldValues>;
}) {
  const ids: number[] = useWatch({ control: form.control, name: 'idDocuments' }) ?? [];
  const saved = useSavedDocuments(program, initialIds);
  const [uploaded, setUploaded] = useState<DocumentResponse[]>([]);
  // Read at call time: several files of one drop are reported one after another by the same closure.
  const current = (): number[] => form.getValues('idDocuments') ?? [];
  const setIds = (next: number[]) => form.setValue('idDocuments', next, { shouldDirty: true });
  const known = new Map([...saved, ...uploaded].map((document) => [document.idDocument, document]));
  const documents = ids.flatMap((id) => known.get(id) ?? []);

  return (
    <DocumentSlots
      types={program.programDocumentType}
      documents={documents}
      target={{ idProgram: program.idProgram }}
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
 * "Lengkapi pengajuan". The step saves the ids of its uploads; sending the proposal attaches them.
 */
export function DocumentsStep({ program, section, value, onSave, submitLabel }: StepProps) {
  const days = program.dayLimitUploadDocument;
  const initialIds = savedIds(value);
  return (
    <StepForm
      schema={documentsSectionSchema}
      properties={section.properties}
      defaultValues={{ ...value, idDocuments: initialIds }}
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
          <WizardDocuments program={program} initialIds={initialIds} form={form} />
        </>
      )}
    </StepForm>
  );
}
