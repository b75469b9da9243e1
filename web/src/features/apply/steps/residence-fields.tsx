import { isLifetimeStay, LENGTH_OF_STAY_LIFETIME, LIFETIME_STAY_LABEL } from '@amal/contract/constants';
import { Checkbox, Group } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { SelectField, type FieldForm as StepFormApi, TextField } from '../../../components/form/fields';
import { LOOKUP, useLookupOptions } from '../../../lib/lookup-options';

/** Length of stay in years; the "Seumur hidup" checkbox stores 100, which the contract reads as lifetime. */
export function LengthOfStayField({ form, required }: { form: StepFormApi; required?: boolean }) {
  const lifetime = isLifetimeStay(Number(useWatch({ control: form.control, name: 'lengthOfStay' }) ?? 0));
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextField
        form={form}
        name="lengthOfStay"
        label="Lama tinggal (tahun)"
        inputMode="numeric"
        withAsterisk={required}
        disabled={lifetime}
        style={{ flex: 1 }}
      />
      <Checkbox
        label={LIFETIME_STAY_LABEL}
        checked={lifetime}
        mb={8}
        onChange={(event) =>
          form.setValue('lengthOfStay', event.currentTarget.checked ? LENGTH_OF_STAY_LIFETIME : '')
        }
      />
    </Group>
  );
}

/** Residence status (the statusresidences lookup) and length of stay. */
export function ResidenceFields({ form, required }: { form: StepFormApi; required?: boolean }) {
  const residences = useLookupOptions(LOOKUP.residences);
  return (
    <>
      <SelectField
        form={form}
        name="idStatusResidence"
        label="Status tempat tinggal"
        withAsterisk={required}
        data={residences.data ?? []}
      />
      <LengthOfStayField form={form} required={required} />
    </>
  );
}
