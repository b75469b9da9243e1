import { financeMessages } from '@amal/contract/finances';
import { Switch } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { type FieldForm as StepFormApi, TextField } from '../../../components/form/fields';
import { jakartaToday } from '../../../lib/format';
import { StepForm } from '../components/step-form';
import { type StepProps, useStepSchema } from './step-props';

const OWN_FIELDS = ['everReceived', 'name', 'type', 'when'];

const isTrue = (value: unknown) => value === true || value === 'true';

/** What the contract expects when no aid was received: name and type "tidak ada", no date. */
const NO_AID = {
  everReceived: false,
  name: financeMessages.aidNoneHint,
  type: financeMessages.aidNoneHint,
  when: '',
};

/** The toggle fills the "none" answer itself, so the applicant never types "tidak ada". */
function setReceived(form: StepFormApi, received: boolean) {
  if (!received) {
    for (const [name, value] of Object.entries(NO_AID)) form.setValue(name, value);
  } else {
    form.setValue('everReceived', true);
    for (const name of ['name', 'type']) {
      if (form.getValues(name) === financeMessages.aidNoneHint) form.setValue(name, '');
    }
  }
  form.clearErrors(['name', 'type', 'when']);
}

function AidFields({ form }: { form: StepFormApi }) {
  const received = isTrue(useWatch({ control: form.control, name: 'everReceived' }));
  // The last aid lies in the past: the picker stops at today's Jakarta date.
  const today = jakartaToday();
  return (
    <>
      <Controller
        control={form.control}
        name="everReceived"
        render={({ field }) => (
          <Switch
            size="md"
            label="Pernah menerima bantuan dari pihak lain"
            ref={field.ref}
            name={field.name}
            checked={isTrue(field.value)}
            onChange={(event) => setReceived(form, event.currentTarget.checked)}
          />
        )}
      />
      {received && (
        <>
          <TextField form={form} name="name" label="Nama pemberi bantuan" withAsterisk />
          <TextField form={form} name="type" label="Jenis bantuan" withAsterisk />
          <TextField form={form} name="when" label="Tanggal bantuan terakhir" type="date" max={today} />
        </>
      )}
    </>
  );
}

/**
 * Aid received from others than the foundation (spec §2 step 4, §5 "Financial sections"): a toggle,
 * then name, type and date of the last aid.
 */
export function AidFromOthersStep({ program, section, value, onSave, submitLabel }: StepProps) {
  const schema = useStepSchema('non-hsi-helped', { program, section });
  return (
    <StepForm
      schema={schema}
      properties={section.properties}
      ownFields={OWN_FIELDS}
      defaultValues={{ ...NO_AID, ...value, when: value.when ?? '' }}
      onSave={onSave}
      submitLabel={submitLabel}
    >
      {(form) => <AidFields form={form} />}
    </StepForm>
  );
}
