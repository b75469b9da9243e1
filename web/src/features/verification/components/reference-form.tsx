import { referenceVerificationSchema } from '@amal/contract/verification';
import {
  LongTextField,
  NumberField,
  SelectField,
  TextField,
  YesNoField,
} from '../../../components/form/fields';
import { LOOKUP, useLookupOptions } from '../../../lib/lookup-options';
import { toFormValues } from './form-values';
import { SchemaForm } from './schema-form';
import type { SectionFormProps } from './section-form-props';

const NAMES = [
  'idUser',
  'idStatusResidence',
  'lengthOfStay',
  'residenceOwner',
  'smoker',
  'pray5Times',
  'idRelationshipWithReference',
  'reason',
  'trouble',
  'troubleshooting',
  'age',
] as const;

/** Reference verification (spec §3, §5): where and how the recipient lives, as the verifier found it. */
export function ReferenceVerificationForm({ value, onSave, submitLabel, disabled }: SectionFormProps) {
  const residences = useLookupOptions(LOOKUP.residences);
  const relationships = useLookupOptions(LOOKUP.relationships);
  const defaults = toFormValues(value, NAMES);
  return (
    <SchemaForm
      schema={referenceVerificationSchema}
      defaultValues={defaults}
      onSave={onSave}
      submitLabel={submitLabel}
      disabled={disabled}
    >
      {(form) => (
        <>
          <SelectField
            form={form}
            name="idStatusResidence"
            label="Status tempat tinggal"
            data={residences.data ?? []}
            withAsterisk
          />
          <NumberField form={form} name="lengthOfStay" label="Lama tinggal (tahun)" withAsterisk />
          <TextField form={form} name="residenceOwner" label="Pemilik tempat tinggal" />
          <YesNoField form={form} name="smoker" label="Merokok?" withAsterisk />
          <YesNoField form={form} name="pray5Times" label="Shalat 5 waktu?" withAsterisk />
          <SelectField
            form={form}
            name="idRelationshipWithReference"
            label="Hubungan dengan pemberi rekomendasi"
            data={relationships.data ?? []}
            clearable
          />
          <NumberField form={form} name="age" label="Usia (tahun)" />
          <LongTextField form={form} name="reason" label="Alasan membutuhkan bantuan" />
          <LongTextField form={form} name="trouble" label="Kesulitan yang dihadapi" />
          <LongTextField form={form} name="troubleshooting" label="Upaya mengatasi kesulitan" />
        </>
      )}
    </SchemaForm>
  );
}
