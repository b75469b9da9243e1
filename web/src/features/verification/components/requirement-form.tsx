import { requirementVerificationSchema } from '@amal/contract/verification';
import { YesNoField } from '../../../components/form/fields';
import { toFormValues } from './form-values';
import { SchemaForm } from './schema-form';
import type { SectionFormProps } from './section-form-props';

const NAMES = ['approvalVerifications', 'accompanyVerifier'] as const;

/** Requirement verification (spec §5): the approval flag and the consent question, both required. */
export function RequirementVerificationForm({ value, onSave, submitLabel, disabled }: SectionFormProps) {
  const saved = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return (
    <SchemaForm
      schema={requirementVerificationSchema}
      defaultValues={toFormValues(value, NAMES)}
      // The other consent flags the applicant gave are kept as they were.
      onSave={(values) => onSave({ ...saved, ...values })}
      submitLabel={submitLabel}
      disabled={disabled}
    >
      {(form) => (
        <>
          <YesNoField
            form={form}
            name="approvalVerifications"
            label="Persetujuan verifikasi"
            description="Pemohon menyetujui verifikasi lapangan atas pengajuannya"
            withAsterisk
          />
          <YesNoField
            form={form}
            name="accompanyVerifier"
            label="Apakah pemohon bersedia yayasan mengelola data pribadinya?"
            withAsterisk
          />
        </>
      )}
    </SchemaForm>
  );
}
