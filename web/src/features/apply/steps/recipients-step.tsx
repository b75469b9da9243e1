import { recipientsFormTexts } from '@amal/contract/recipients';
import { Paper, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { type FieldForm, NumberField, RupiahField } from '../../../components/form/fields';
import { formatRupiah } from '../../../lib/format';
import { StepForm } from '../components/step-form';
import { type StepProps, useStepSchema } from './step-props';

const OWN_FIELDS = ['numberOfRecipient', 'idRecipientUnit', 'priceForecast'];

const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The planned budget: recipients times the budget per unit, as the member types. */
function BudgetTotal({ form, unit }: { form: FieldForm; unit: string }) {
  const [count, price] = useWatch({ control: form.control, name: ['numberOfRecipient', 'priceForecast'] });
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        Total anggaran ({amount(count)} {unit})
      </Text>
      <Text fw={700}>{formatRupiah(amount(count) * amount(price))}</Text>
    </Paper>
  );
}

/**
 * Recipients and unit price (spec §2 "Recipient unit price form", §5 "Recipient", §9): the number
 * of recipients counted in the programme's unit (anak for 14, Orang for 20 and 29, KK otherwise),
 * the budget per unit ("Anggaran per KK" for programme 30 with its 3 kg hint, "Anggaran perporsi"
 * otherwise). The unit id stays 0 unless one is chosen.
 */
export function RecipientsStep({ program, section, value, onSave, submitLabel }: StepProps) {
  const schema = useStepSchema('recipients', { program, section });
  const texts = recipientsFormTexts(program.idProgram);
  return (
    <StepForm
      schema={schema}
      properties={section.properties}
      ownFields={OWN_FIELDS}
      defaultValues={{ idRecipientUnit: 0, ...value }}
      onSave={onSave}
      submitLabel={submitLabel}
    >
      {(form) => (
        <>
          <NumberField form={form} name="numberOfRecipient" label={texts.countLabel} withAsterisk />
          <RupiahField
            form={form}
            name="priceForecast"
            label={texts.priceLabel}
            description={texts.hint ?? undefined}
          />
          <BudgetTotal form={form} unit={texts.unit} />
        </>
      )}
    </StepForm>
  );
}
