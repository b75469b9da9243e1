import { distanceLabel, distanceOptions, RELATIONSHIP_SELF } from '@amal/contract/constants';
import { isBlank } from '@amal/contract/dynamic-properties';
import type { CurrentUser } from '@amal/contract/users';
import { Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useFieldError } from '../../../components/form/field-state';
import { SelectField, type FieldForm as StepFormApi } from '../../../components/form/fields';
import { LOOKUP, useLookupOptions } from '../../../lib/lookup-options';
import { StepForm } from '../components/step-form';
import { ResidenceFields } from './residence-fields';
import { asRecord, type StepProps, useStepSchema } from './step-props';

/** The fields this step asks itself; the catalogue's properties of the same names are not rendered twice. */
const OWN_FIELDS = [
  'idReferrer',
  'distanceWithReference',
  'idRelationshipWithReference',
  'reason',
  'idStatusResidence',
  'lengthOfStay',
];

// The contract saves an unchosen relationship as "self", so the title follows it the same way.
const isSelf = (relationship: unknown) => isBlank(relationship) || Number(relationship) === RELATIONSHIP_SELF;

/**
 * Where the form starts: the step's saved data, else the member's known residence and, when the
 * reference step named the member themself, the relationship "self".
 */
function startValues(user: CurrentUser, value: Record<string, unknown>, reference: Record<string, unknown>) {
  // lengthOfStay is 0 on every new user record, so it only means something once a residence is known.
  const residence =
    user.idStatusResidence === null
      ? {}
      : { idStatusResidence: String(user.idStatusResidence), lengthOfStay: String(user.lengthOfStay) };
  const referenceIsUser = Number(reference.idUser) === user.idUser;
  return {
    distanceWithReference: '',
    idRelationshipWithReference: referenceIsUser ? String(RELATIONSHIP_SELF) : '',
    reason: '',
    idStatusResidence: '',
    lengthOfStay: '',
    ...residence,
    ...value,
  };
}

/** The member's role follows the relationship: applying for themself, or recommending someone. */
function RoleTitle({ form }: { form: StepFormApi }) {
  const relationship = useWatch({ control: form.control, name: 'idRelationshipWithReference' });
  return (
    <Title order={3} size="h5">
      {isSelf(relationship) ? 'Data Anda sebagai pengaju' : 'Data Anda sebagai perekomendasi'}
    </Title>
  );
}

/** What the foundation already knows of the logged-in member: shown, not asked. */
function MemberSummary({ user }: { user: CurrentUser }) {
  const rows = [
    { label: 'Nama lengkap', value: user.fullName },
    { label: 'NIP', value: user.nip },
    { label: 'Nomor WhatsApp', value: user.whatsappNumber },
  ];
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        {rows.map((row) => (
          <div key={row.label}>
            <Text size="xs" c="dimmed">
              {row.label}
            </Text>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {row.value || '-'}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

// Each field below follows its own lookup or value, so that the others do not render again with it.

function RelationshipField({ form }: { form: StepFormApi }) {
  const relationships = useLookupOptions(LOOKUP.relationships);
  return (
    <SelectField
      form={form}
      name="idRelationshipWithReference"
      label="Hubungan dengan penerima"
      withAsterisk
      searchable
      data={relationships.data ?? []}
    />
  );
}

function ReasonField({ form }: { form: StepFormApi }) {
  const self = isSelf(useWatch({ control: form.control, name: 'idRelationshipWithReference' }));
  return (
    <Textarea
      label={self ? 'Alasan mengajukan bantuan' : 'Alasan merekomendasikan'}
      withAsterisk
      rows={3}
      {...form.register('reason')}
      error={useFieldError(form, 'reason')}
    />
  );
}

function ReferrerFields({ form, individual }: { form: StepFormApi; individual: boolean }) {
  const distances = distanceOptions(individual).map((km) => ({
    value: String(km),
    label: distanceLabel(km),
  }));
  return (
    <>
      <RelationshipField form={form} />
      <SelectField
        form={form}
        name="distanceWithReference"
        label="Jarak tempat tinggal dengan penerima"
        withAsterisk
        data={distances}
      />
      <ResidenceFields form={form} required />
      <ReasonField form={form} />
    </>
  );
}

/**
 * The referrer (applicant or recommender) step (spec §2 step 2, §5): the logged-in member's known
 * data as a summary, then relationship, distance (0 km only in individual programmes), residence,
 * length of stay and reason, and the programme's properties.
 */
export function ReferrerStep({ program, section, user, value, draft, onSave, submitLabel }: StepProps) {
  const schema = useStepSchema('referrer', { program, section });
  return (
    <StepForm
      schema={schema}
      properties={section.properties}
      ownFields={OWN_FIELDS}
      defaultValues={startValues(user, value, asRecord(draft.reference))}
      onSave={onSave}
      submitLabel={submitLabel}
    >
      {(form) => (
        <>
          <RoleTitle form={form} />
          <MemberSummary user={user} />
          <ReferrerFields form={form} individual={program.individual} />
        </>
      )}
    </StepForm>
  );
}
