import { ageOn } from '@amal/contract/age';
import {
  ADDRESS_FIELDS,
  applicantMessages,
  GENDERS,
  MARRIAGE_STATUSES,
  referenceRequirements,
} from '@amal/contract/applicant';
import { asksDivorceLength, asksProvideFinance } from '@amal/contract/family';
import { isValidNip, isValidWhatsapp, patternMessages } from '@amal/contract/patterns';
import type { SectionProperty } from '@amal/contract/programs';
import { type CurrentUser, type MemberLookup, userMessages, usersEndpoints } from '@amal/contract/users';
import { Alert, Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useFieldError } from '../../../components/form/field-state';
import {
  choiceOptions,
  SelectField,
  type FieldForm as StepFormApi,
  TextField,
} from '../../../components/form/fields';
import { call } from '../../../lib/api-client';
import { toFormValue } from '../components/property-field';
import { type PropertyConditions, StepForm } from '../components/step-form';
import { DomicileAndKtpAddresses } from './address-fields';
import { KtpNumberField } from './ktp-number-field';
import { ResidenceFields } from './residence-fields';
import { type StepProps, useStepSchema } from './step-props';

/** The fields this step asks itself; a catalogue property of the same name is not rendered twice. */
const OWN_FIELDS = [
  'isSantri',
  'idUser',
  'nip',
  'whatsappNumber',
  'idCardNumber',
  'fullName',
  'placeOfBirth',
  'dateOfBirth',
  'gender',
  'marriage',
  'addressSameWithKTP',
  'idStatusResidence',
  'lengthOfStay',
  ...ADDRESS_FIELDS,
  ...ADDRESS_FIELDS.map((field) => `${field}Official`),
];

/** Asked only once the Santri is found (one array, so that the form's resolver is built once). */
const NO_PROPERTIES: readonly SectionProperty[] = [];

const isTrue = (value: unknown) => value === true || value === 'true';

/** The divorce questions follow the marital status (spec §3 reference extras, as for family members). */
const DIVORCE_CONDITIONS: PropertyConditions = {
  deadDivorceLength: {
    watch: 'marriage',
    when: (marriage) => asksDivorceLength({ marriage: String(marriage) }),
  },
  provideFinance: {
    watch: 'marriage',
    when: (marriage) => asksProvideFinance({ marriage: String(marriage) }),
  },
};

/** The member's data that "Check" fills in and locks. */
function fillFromMember(form: StepFormApi, member: MemberLookup) {
  form.setValue('idUser', member.idUser);
  form.setValue('fullName', member.fullName);
  if (member.gender) form.setValue('gender', member.gender);
  if (member.placeOfBirth) form.setValue('placeOfBirth', member.placeOfBirth);
  if (member.dateOfBirth) form.setValue('dateOfBirth', member.dateOfBirth.slice(0, 10));
}

/**
 * Properties of source "database" are columns of the recipient's user record: a member who checks
 * in as their own recipient starts from what their record already holds.
 */
function prefillOwnRecord(form: StepFormApi, properties: readonly SectionProperty[], user: CurrentUser) {
  const record = user as unknown as Record<string, unknown>;
  for (const property of properties) {
    const known = record[property.columnname];
    const current = form.getValues(property.columnname);
    if (property.source === 'database' && known != null && (current == null || current === '')) {
      form.setValue(property.columnname, toFormValue(property, known));
    }
  }
}

/** The member's own KTP number and addresses, for a member who checks in as their own recipient. */
const OWN_RECORD_FIELDS = [
  'idCardNumber',
  ...ADDRESS_FIELDS,
  ...ADDRESS_FIELDS.map((field) => `${field}Official` as const),
] as const;

function fillOwnRecord(form: StepFormApi, user: CurrentUser) {
  for (const field of OWN_RECORD_FIELDS) {
    const known = user[field];
    const current = form.getValues(field);
    if (known != null && known !== '' && (current == null || current === ''))
      form.setValue(field, String(known));
  }
  const same = ADDRESS_FIELDS.every(
    (field) => user[field] != null && user[field] === user[`${field}Official`],
  );
  if (same) form.setValue('addressSameWithKTP', true);
}

/**
 * The NIP and WhatsApp as "Check" needs them: their messages on the fields, and false, when one is
 * empty or not in its format (nothing is sent then).
 */
function checkable(form: StepFormApi): boolean {
  const nip = String(form.getValues('nip') ?? '').trim();
  const wa = String(form.getValues('whatsappNumber') ?? '').trim();
  const nipError = !nip ? applicantMessages.nipRequired : isValidNip(nip) ? null : patternMessages.nip;
  const waError = !wa
    ? applicantMessages.whatsappRequired
    : isValidWhatsapp(wa)
      ? null
      : patternMessages.whatsapp;
  if (nipError) form.setError('nip', { message: nipError }, { shouldFocus: true });
  else form.clearErrors('nip');
  if (waError) form.setError('whatsappNumber', { message: waError }, { shouldFocus: !nipError });
  else form.clearErrors('whatsappNumber');
  return !nipError && !waError;
}

/** NIP + WhatsApp "Check" of a Santri (GET /api/user/nipwa/{nip}/{wa}). */
function MemberCheck({
  form,
  user,
  onFound,
}: {
  form: StepFormApi;
  user: CurrentUser;
  onFound: (m: MemberLookup | null) => void;
}) {
  const [failed, setFailed] = useState(false);
  const [checking, setChecking] = useState(false);
  // Another NIP or number is another person: the one found before no longer holds.
  const changed = (event: { target: unknown }, register: ReturnType<StepFormApi['register']>) => {
    form.setValue('idUser', '');
    onFound(null);
    return register.onChange(event);
  };
  const nip = form.register('nip');
  const wa = form.register('whatsappNumber');
  const check = async () => {
    setFailed(false);
    if (!checkable(form)) return;
    setChecking(true);
    try {
      const { nip: n, whatsappNumber: w } = form.getValues();
      const member = await call(usersEndpoints.lookUpMember, {
        params: { nip: String(n).trim(), wa: String(w).trim() },
      });
      fillFromMember(form, member);
      onFound(member);
    } catch {
      setFailed(true);
    } finally {
      setChecking(false);
    }
  };
  const nipError = useFieldError(form, 'nip');
  const waError = useFieldError(form, 'whatsappNumber');
  const idUserError = useFieldError(form, 'idUser');
  // Applying for oneself: the member's own NIP and WhatsApp, checked at once.
  const own = user.nip && user.whatsappNumber ? { nip: user.nip, wa: user.whatsappNumber } : null;
  const checkSelf = () => {
    if (!own) return;
    form.setValue('nip', own.nip);
    form.setValue('whatsappNumber', own.wa);
    form.setValue('idUser', '');
    onFound(null);
    void check();
  };
  return (
    <Stack gap="sm">
      {own && (
        <Button variant="outline" leftSection={<IconUserCheck size={18} aria-hidden />} onClick={checkSelf}>
          Ajukan untuk diri sendiri
        </Button>
      )}
      <TextInput
        label="NIP"
        description={patternMessages.nipHint}
        withAsterisk
        {...nip}
        onChange={(e) => changed(e, nip)}
        error={nipError}
      />
      <TextInput
        label="Nomor WhatsApp"
        description={patternMessages.whatsappHint}
        inputMode="numeric"
        withAsterisk
        {...wa}
        onChange={(e) => changed(e, wa)}
        error={waError ?? idUserError}
      />
      <Button variant="light" onClick={check} loading={checking}>
        Check
      </Button>
      {failed && (
        <Alert color="red" title={userMessages.notFound}>
          {userMessages.checkHint}
        </Alert>
      )}
    </Stack>
  );
}

function AgeAndKtp({ form }: { form: StepFormApi }) {
  const dateOfBirth = useWatch({ control: form.control, name: 'dateOfBirth' }) as string | undefined;
  const age = dateOfBirth ? ageOn(dateOfBirth, new Date()) : null;
  return (
    <>
      <KtpNumberField form={form} />
      {age !== null && <TextInput label="Usia" value={`${age} tahun`} readOnly variant="filled" />}
    </>
  );
}

/** Which of the programme-ruled fields this step requires (their labels get "*"). */
type Required = { marriage: boolean; residence: boolean };

function PersonFields({
  form,
  member,
  required,
}: {
  form: StepFormApi;
  member: MemberLookup | null;
  required: Required;
}) {
  const [isSantri, idUser] = useWatch({ control: form.control, name: ['isSantri', 'idUser'] });
  const santri = isTrue(isSantri);
  const locked = member !== null || (santri && Boolean(idUser));
  return (
    <>
      {member && (
        <>
          <TextInput label="Keanggotaan" value={member.membership ?? '-'} readOnly variant="filled" />
          <TextInput label="Divisi" value={member.division ?? '-'} readOnly variant="filled" />
        </>
      )}
      <TextField form={form} name="fullName" label="Nama lengkap" withAsterisk readOnly={locked} />
      <TextField form={form} name="placeOfBirth" label="Tempat lahir" withAsterisk readOnly={locked} />
      <TextField
        form={form}
        name="dateOfBirth"
        label="Tanggal lahir"
        type="date"
        withAsterisk
        readOnly={locked}
      />
      <SelectField
        form={form}
        name="gender"
        label="Jenis kelamin"
        data={choiceOptions(GENDERS)}
        withAsterisk
        readOnly={locked}
      />
      <SelectField
        form={form}
        name="marriage"
        label="Status pernikahan"
        data={choiceOptions(MARRIAGE_STATUSES)}
        withAsterisk={required.marriage}
      />
      {!santri && (
        <TextField
          form={form}
          name="whatsappNumber"
          label="Nomor WhatsApp"
          description={patternMessages.whatsappHint}
          inputMode="numeric"
          withAsterisk
        />
      )}
      <AgeAndKtp form={form} />
      <DomicileAndKtpAddresses form={form} />
      <ResidenceFields form={form} required={required.residence} />
    </>
  );
}

/**
 * The reference (recipient) form (spec §2 step 1): Santri found by NIP + WhatsApp, or anyone typed in;
 * then the person, their KTP, domicile and KTP addresses, residence and the programme's properties.
 */
export function ReferenceStep({ program, section, user, value, onSave, submitLabel }: StepProps) {
  const [member, setMember] = useState<MemberLookup | null>(null);
  const [santri, setSantri] = useState(isTrue(value.isSantri));
  const [found, setFound] = useState(Boolean(value.idUser));
  const schema = useStepSchema('reference', { program, section });
  const required = useMemo(
    () =>
      referenceRequirements(program.idProgram, {
        individual: program.individual,
        marriageRequired: section.properties.some(
          (p) => p.columnname === 'marriage' && p.enable && p.required,
        ),
      }),
    [program, section],
  );
  const onFound = (m: MemberLookup | null) => {
    setMember(m);
    setFound(m !== null);
  };
  return (
    <StepForm
      schema={schema}
      properties={santri && !found ? NO_PROPERTIES : section.properties}
      ownFields={OWN_FIELDS}
      defaultValues={{ isSantri: santri, addressSameWithKTP: false, lengthOfStay: '', ...value }}
      onSave={onSave}
      submitLabel={submitLabel}
      disabled={santri && !found}
      conditions={DIVORCE_CONDITIONS}
    >
      {(form) => (
        <>
          <SegmentedControl
            fullWidth
            aria-label="Jenis penerima"
            data={[
              { value: 'true', label: 'Santri' },
              { value: 'false', label: 'Bukan Santri' },
            ]}
            value={String(santri)}
            onChange={(next) => {
              setSantri(next === 'true');
              form.setValue('isSantri', next === 'true');
              form.setValue('idUser', '');
              onFound(null);
            }}
          />
          <Text size="sm" c="dimmed">
            {santri
              ? 'Santri: penerima terdaftar di yayasan, datanya dicari dengan NIP dan nomor WhatsApp.'
              : 'Bukan Santri: penerima tidak terdaftar di yayasan, datanya Anda isi sendiri.'}
          </Text>
          {santri && (
            <MemberCheck
              form={form}
              user={user}
              onFound={(m) => {
                onFound(m);
                if (m?.idUser === user.idUser) {
                  prefillOwnRecord(form, section.properties, user);
                  fillOwnRecord(form, user);
                }
              }}
            />
          )}
          {(!santri || found) && <PersonFields form={form} member={member} required={required} />}
        </>
      )}
    </StepForm>
  );
}
