import { ADDRESS_FIELDS, GENDERS, MARRIAGE_STATUSES } from '@amal/contract/applicant';
import { patternMessages } from '@amal/contract/patterns';
import type { CurrentUser } from '@amal/contract/users';
import {
  choiceOptions,
  SelectField,
  type FieldForm as StepFormApi,
  TextField,
  YesNoField,
} from '../../../components/form/fields';
import { StepForm } from '../components/step-form';
import { DomicileAndKtpAddresses } from './address-fields';
import { KtpNumberField } from './ktp-number-field';
import { LengthOfStayField } from './residence-fields';
import { type StepProps, useStepSchema } from './step-props';

const OFFICIAL_FIELDS = ADDRESS_FIELDS.map((field) => `${field}Official` as const);

/** The fields this step asks itself; a catalogue property of the same name is not rendered twice. */
const OWN_FIELDS = [
  'fullName',
  'whatsappNumber',
  'gender',
  'dateOfBirth',
  'placeOfBirth',
  'marriage',
  'idCardNumber',
  'addressSameWithKTP',
  'lengthOfStay',
  'pray5Times',
  'smoker',
  ...ADDRESS_FIELDS,
  ...OFFICIAL_FIELDS,
];

/** A user field as an input holds it: text, '' when unknown. */
const asInput = (value: string | number | boolean | null) => (value === null ? '' : String(value));

// A KTP address saved as "same as domicile" comes back as an identical copy: tick the box again.
const sameAddress = (user: CurrentUser) =>
  ADDRESS_FIELDS.every((field) => user[field] !== null && user[field] === user[`${field}Official`]);

/** The applicant's known data as the form's starting values. */
function fromUser(user: CurrentUser): Record<string, unknown> {
  const addresses = [...ADDRESS_FIELDS, ...OFFICIAL_FIELDS].map((field) => [field, asInput(user[field])]);
  return {
    fullName: user.fullName,
    whatsappNumber: asInput(user.whatsappNumber),
    gender: asInput(user.gender),
    dateOfBirth: user.dateOfBirth?.slice(0, 10) ?? '',
    placeOfBirth: asInput(user.placeOfBirth),
    marriage: asInput(user.marriage),
    idCardNumber: asInput(user.idCardNumber),
    ...Object.fromEntries(addresses),
    addressSameWithKTP: sameAddress(user),
    lengthOfStay: asInput(user.lengthOfStay),
    pray5Times: asInput(user.pray5Times),
    smoker: asInput(user.smoker),
  };
}

function IdentityFields({ form }: { form: StepFormApi }) {
  return (
    <>
      <TextField form={form} name="fullName" label="Nama lengkap" withAsterisk />
      <TextField
        form={form}
        name="whatsappNumber"
        label="Nomor WhatsApp"
        description={patternMessages.whatsappHint}
        inputMode="numeric"
        withAsterisk
      />
      <SelectField
        form={form}
        name="gender"
        label="Jenis kelamin"
        data={choiceOptions(GENDERS)}
        withAsterisk
      />
      <TextField form={form} name="placeOfBirth" label="Tempat lahir" withAsterisk />
      <TextField form={form} name="dateOfBirth" label="Tanggal lahir" type="date" withAsterisk />
      <SelectField
        form={form}
        name="marriage"
        label="Status pernikahan"
        data={choiceOptions(MARRIAGE_STATUSES)}
      />
      <KtpNumberField form={form} />
    </>
  );
}

/**
 * Personal data (spec §2 "other sections", §5 "Personal data and applicant"): the applicant of an
 * institution programme about themself, started from what the foundation knows of them.
 */
export function PersonalDataStep({ program, section, user, value, onSave, submitLabel }: StepProps) {
  const schema = useStepSchema('personal-data', { program, section });
  return (
    <StepForm
      schema={schema}
      properties={section.properties}
      ownFields={OWN_FIELDS}
      defaultValues={{ ...fromUser(user), ...value }}
      onSave={onSave}
      submitLabel={submitLabel}
    >
      {(form) => (
        <>
          <IdentityFields form={form} />
          <DomicileAndKtpAddresses form={form} />
          <LengthOfStayField form={form} />
          <YesNoField form={form} name="pray5Times" label="Shalat 5 waktu" withAsterisk />
          <YesNoField form={form} name="smoker" label="Merokok" />
        </>
      )}
    </StepForm>
  );
}
