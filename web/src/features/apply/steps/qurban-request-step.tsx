import { qurbanHijriYear } from '@amal/contract/constants';
import type { systemEndpoints } from '@amal/contract/lookups';
import { QURBAN_UNITS, qurbanRequestTotals, qurbanRowTotal, slaughterDayOfYear } from '@amal/contract/qurban';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  DateField,
  type FieldForm,
  LongTextField,
  NumberField,
  RupiahField,
} from '../../../components/form/fields';
import { callRoute } from '../../../lib/api-client';
import { formatDate, formatRupiah } from '../../../lib/format';
import { StepForm } from '../components/step-form';
import { asRecord, type StepProps, useStepSchema } from './step-props';

type Row = Record<string, unknown>;

/** One row per animal unit, in the spec's order, keeping what was saved for it. */
function startRows(value: Record<string, unknown>): Row[] {
  const saved = Array.isArray(value.recipientDetails) ? value.recipientDetails.map(asRecord) : [];
  return QURBAN_UNITS.map(({ idRecipientUnit }) => ({
    numberOfSubmission: '',
    priceForecast: '',
    reason: '',
    ...saved.find((row) => Number(row.idRecipientUnit) === idRecipientUnit),
    idRecipientUnit,
  }));
}

/** The slaughter day of this environment's campaign year (the server's configuration says which). */
function SlaughterDay() {
  // GET /api/config under the key the home page reads it with: one request for both.
  const config = useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) =>
      callRoute<typeof systemEndpoints.config>({ method: 'GET', path: '/config' }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const day = slaughterDayOfYear(config.data?.qurbanHijriYear ?? qurbanHijriYear(false));
  return (
    <Alert color="teal" variant="light" title={`Penyembelihan ${day.label}`}>
      Bertepatan dengan {formatDate(day.date)} (kalender Umm al-Qura).
    </Alert>
  );
}

/** Each animal's subtotal and the request's totals, as the member types. */
function Totals({ form }: { form: FieldForm }) {
  const rows = (useWatch({ control: form.control, name: 'recipientDetails' }) ?? []) as Row[];
  const totals = qurbanRequestTotals(rows);
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        Total pengajuan ({totals.animals} ekor)
      </Text>
      <Text fw={700} data-testid="qurban-total">
        {formatRupiah(totals.rupiah)}
      </Text>
    </Paper>
  );
}

function RowSubtotal({ form, index }: { form: FieldForm; index: number }) {
  const row = (useWatch({ control: form.control, name: `recipientDetails.${index}` }) ?? {}) as Row;
  return (
    <Text size="sm" c="dimmed">
      Subtotal: {formatRupiah(qurbanRowTotal(row))}
    </Text>
  );
}

/**
 * The qurban request (spec §2 step 13): the shopping deadline, and per animal unit (Sapi, Kambing,
 * Domba) a count in "ekor", a price forecast per head and a reason, with totals in Rupiah; above
 * them the slaughter day, 10 Dzulhijjah of the campaign's Hijri year with its Umm al-Qura date.
 */
export function QurbanRequestStep({ program, section, value, onSave, submitLabel }: StepProps) {
  const schema = useStepSchema('qurban-request', { program, section });
  return (
    <StepForm
      schema={schema}
      properties={section.properties}
      ownFields={['shoppingDate', 'recipientDetails']}
      defaultValues={{ ...value, shoppingDate: value.shoppingDate ?? '', recipientDetails: startRows(value) }}
      onSave={onSave}
      submitLabel={submitLabel}
    >
      {(form) => (
        <>
          <SlaughterDay />
          <DateField form={form} name="shoppingDate" label="Batas tanggal belanja" withAsterisk />
          {QURBAN_UNITS.map((unit, index) => (
            <Paper key={unit.idRecipientUnit} withBorder p="sm" radius="md">
              <Stack gap="sm">
                <Title order={3} size="h5">
                  {unit.name}
                </Title>
                <NumberField
                  form={form}
                  name={`recipientDetails.${index}.numberOfSubmission`}
                  label={`Jumlah ${unit.name} (ekor)`}
                  withAsterisk
                />
                <RupiahField
                  form={form}
                  name={`recipientDetails.${index}.priceForecast`}
                  label="Perkiraan harga per ekor"
                  withAsterisk
                />
                <LongTextField
                  form={form}
                  name={`recipientDetails.${index}.reason`}
                  label="Alasan"
                  rows={2}
                />
                <RowSubtotal form={form} index={index} />
              </Stack>
            </Paper>
          ))}
          <Totals form={form} />
        </>
      )}
    </StepForm>
  );
}
