import type { CloseRelative } from '@amal/contract/applicant';
import { GENDERS } from '@amal/contract/applicant';
import { RELATIONSHIP_LIVES_TOGETHER, RELATIONSHIP_SELF } from '@amal/contract/constants';
import type { Relationship } from '@amal/contract/lookups';
import { patternMessages } from '@amal/contract/patterns';
import { userMessages } from '@amal/contract/users';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useFieldError } from '../../../components/form/field-state';
import {
  choiceOptions,
  SelectField,
  type FieldForm as StepFormApi,
  TextField,
} from '../../../components/form/fields';
import { LOOKUP, lookupQuery, toOption } from '../../../lib/lookup-options';
import { checkWhatsapp } from '../api/check-whatsapp';
import { createRelativeUser } from '../api/create-relative-user';
import { StepForm } from '../components/step-form';
import { type StepProps, useStepSchema } from './step-props';

const OWN_FIELDS = ['idUser', 'fullName', 'whatsappNumber', 'gender', 'idRelationship'];
const EMPTY = { idUser: '', fullName: '', whatsappNumber: '', gender: '', idRelationship: '' };

/**
 * A person's ties to a relative elsewhere: not an organisation's, not the applicant themself, and
 * not "lives together", which this step is by definition not about.
 */
const isRelativeTie = (row: Relationship) =>
  !row.organization &&
  row.idRelationship !== RELATIONSHIP_SELF &&
  row.idRelationship !== RELATIONSHIP_LIVES_TOGETHER;

/** The relationships lookup, narrowed to relatives. */
function useRelativeRelationships() {
  return useQuery({
    ...lookupQuery(LOOKUP.relationships),
    select: (list) => list.data.filter(isRelativeTie).map(toOption),
  });
}

type CheckResult =
  | { status: 'idle' | 'notFound' }
  | { status: 'found'; maskedName: string }
  | { status: 'failed'; message: string };

/** The number "Check" found registered, kept by the step: saving it creates no second person. */
type FoundNumber = { current: string | null };

/**
 * WhatsApp number + "Check" (GET /api/user/check/wa/{wa}): a registered number shows its owner's
 * masked name only; the member types the relative's name themself either way.
 */
function WhatsappCheckField({ form, found }: { form: StepFormApi; found: FoundNumber }) {
  const [result, setResult] = useState<CheckResult>({ status: 'idle' });
  const [checking, setChecking] = useState(false);
  const wa = form.register('whatsappNumber');
  const error = useFieldError(form, 'whatsappNumber');
  const check = async () => {
    if (!(await form.trigger('whatsappNumber'))) return;
    setChecking(true);
    try {
      const number = String(form.getValues('whatsappNumber'));
      const answer = await checkWhatsapp(number);
      found.current = answer ? number.trim() : null;
      setResult(answer ? { status: 'found', maskedName: answer.maskedName } : { status: 'notFound' });
    } catch (error) {
      setResult({
        status: 'failed',
        message: error instanceof Error ? error.message : userMessages.notFound,
      });
    } finally {
      setChecking(false);
    }
  };
  return (
    <Stack gap="sm">
      <TextInput
        label="Nomor Telpon/WhatsApp"
        description={patternMessages.whatsappHint}
        inputMode="numeric"
        withAsterisk
        {...wa}
        error={error}
        onChange={(event) => {
          // Another number is another person: the one created for the number before no longer holds.
          if (form.getValues('idUser')) form.setValue('idUser', '');
          found.current = null;
          setResult({ status: 'idle' });
          return wa.onChange(event);
        }}
      />
      <Button variant="light" onClick={check} loading={checking}>
        Check
      </Button>
      {result.status === 'found' && (
        <Alert color="blue" title={`Nomor ini terdaftar atas nama ${result.maskedName}`}>
          Isi nama lengkap dan jenis kelamin kerabat di bawah ini.
        </Alert>
      )}
      {result.status === 'notFound' && (
        <Alert color="blue" title={userMessages.notFound}>
          Isi nama lengkap dan jenis kelamin kerabat di bawah ini.
        </Alert>
      )}
      {result.status === 'failed' && <Alert color="red" title={result.message} />}
    </Stack>
  );
}

function RelativeFields({ form, found }: { form: StepFormApi; found: FoundNumber }) {
  const relationships = useRelativeRelationships();
  return (
    <>
      <WhatsappCheckField form={form} found={found} />
      <TextField form={form} name="fullName" label="Nama lengkap" withAsterisk />
      <SelectField
        form={form}
        name="gender"
        label="Jenis kelamin"
        data={choiceOptions(GENDERS)}
        withAsterisk
      />
      <SelectField
        form={form}
        name="idRelationship"
        label="Hubungan"
        data={relationships.data ?? []}
        withAsterisk
      />
    </>
  );
}

/**
 * A close relative not living in the same house (spec §2 step 9, §5 "Neighbour and recipient
 * contact"). A relative whose number "Check" did not find is created with POST /api/user on "Simpan
 * Data", and the step saved with their idUser; a number found registered is saved as the member
 * typed it, with no idUser: a check never hands over the number's owner.
 */
export function CloseRelativeStep({ program, section, value, onSave, submitLabel }: StepProps) {
  // A relative created on an earlier try whose step save then failed: not created a second time.
  const created = useRef<{ whatsappNumber: string; idUser: number } | null>(null);
  const found = useRef<string | null>(null);
  const schema = useStepSchema('close-relative', { program, section });
  const save = async (values: Record<string, unknown>) => {
    const relative = values as CloseRelative;
    let idUser = relative.idUser;
    if (idUser == null && created.current?.whatsappNumber === relative.whatsappNumber) {
      idUser = created.current.idUser;
    }
    if (idUser == null && found.current !== null && found.current === relative.whatsappNumber) {
      const { idUser: _none, ...typed } = values;
      await onSave(typed);
      return;
    }
    if (idUser == null) {
      idUser = (await createRelativeUser(relative)).idUser;
      created.current = { whatsappNumber: relative.whatsappNumber, idUser };
    }
    await onSave({ ...values, idUser });
  };
  return (
    <StepForm
      schema={schema}
      properties={section.properties}
      ownFields={OWN_FIELDS}
      defaultValues={{ ...EMPTY, ...value }}
      onSave={save}
      submitLabel={submitLabel}
    >
      {(form) => <RelativeFields form={form} found={found} />}
    </StepForm>
  );
}
