import {
  SHIRT_SIZES,
  TRAVEL_MODES,
  type VerificationView,
  VISIT_OBSERVATIONS,
  type VisitRecordInput,
  verificationMessages,
  visitRecordSchema,
} from '@amal/contract/verification';
import { Stack, Text, Title } from '@mantine/core';
import {
  DateField,
  LongTextField,
  NumberField,
  SelectField,
  TextField,
  YesNoField,
} from '../../../components/form/fields';
import { saveVisit, useUpdateView } from '../api/verification-form';
import { notifyDone } from '../utils/notify-done';
import { toFormValues } from './form-values';
import { SchemaForm } from './schema-form';
import { KeptNotice, OfflineNotice, ServerErrors } from './section-editor';
import { useKeptSave } from './use-kept-save';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const NAMES = [
  'verificationDate',
  'cost',
  'distance',
  'travelTime',
  'travelMode',
  'reason',
  'routineProgram',
  ...Object.keys(VISIT_OBSERVATIONS),
  'numberSimiliarProgram',
  'otherSocialProgram',
  'estimatedRecipient',
  'bannerPrintingPlace',
  'packagingSeller',
  'shirtSize',
  'visitedDate',
  'dailyStories',
  'note',
];

/** "Data kunjungan" (spec §3 field verifier record and detail, §5): one per assignment. */
export function VisitForm({ view }: { view: VerificationView }) {
  const update = useUpdateView(view.idProposal);
  const keeper = useKeptSave({
    idProposal: view.idProposal,
    keyName: 'visit',
    send: (data) => saveVisit(data as VisitRecordInput),
    onSaved: (visit) => {
      notifyDone(verificationMessages.sectionSaved);
      update((current) => ({ ...current, visit }));
    },
  });
  const locked = view.completedAt !== null;
  const start = (keeper.kept?.data ?? view.visit) as Record<string, unknown> | null;
  const ids = {
    idProposal: view.idProposal,
    idProposalVerificator: view.idProposalVerificator ?? '',
    idProposalVerificatorDetail: view.visit?.idProposalVerificatorDetail ?? '',
  };
  return (
    <Stack gap="md">
      {keeper.kept && <KeptNotice />}
      <ServerErrors errors={keeper.errors} />
      <SchemaForm
        key={view.visit?.updatedAt ?? 'new'}
        schema={visitRecordSchema}
        defaultValues={{ ...toFormValues(start, NAMES), ...ids }}
        onSave={(values) => keeper.save({ ...values, ...ids })}
        submitLabel="Simpan Data Kunjungan"
        disabled={locked}
      >
        {(form) => (
          <>
            <Title order={3} size="h5">
              Perjalanan
            </Title>
            <DateField form={form} name="verificationDate" label="Tanggal rencana verifikasi" />
            <DateField form={form} name="visitedDate" label="Tanggal kunjungan" withAsterisk />
            <NumberField form={form} name="distance" label="Jarak (km)" withAsterisk />
            <NumberField form={form} name="travelTime" label="Waktu tempuh (menit)" withAsterisk />
            <SelectField
              form={form}
              name="travelMode"
              label="Moda perjalanan"
              data={options(TRAVEL_MODES)}
              withAsterisk
            />
            <NumberField form={form} name="cost" label="Biaya perjalanan" rupiah />
            <LongTextField form={form} name="reason" label="Alasan" withAsterisk />
            <Title order={3} size="h5" mt="sm">
              Pengamatan
            </Title>
            {Object.entries(VISIT_OBSERVATIONS).map(([name, question]) => (
              <YesNoField key={name} form={form} name={name} label={question} />
            ))}
            <YesNoField form={form} name="routineProgram" label="Mengikuti program rutin?" withAsterisk />
            <NumberField form={form} name="numberSimiliarProgram" label="Jumlah program serupa" />
            <TextField form={form} name="otherSocialProgram" label="Program sosial lain" />
            <NumberField form={form} name="estimatedRecipient" label="Perkiraan penerima" />
            <TextField form={form} name="bannerPrintingPlace" label="Tempat cetak spanduk" />
            <TextField form={form} name="packagingSeller" label="Penjual kemasan" />
            <SelectField
              form={form}
              name="shirtSize"
              label="Ukuran baju"
              data={options(SHIRT_SIZES)}
              clearable
            />
            <LongTextField form={form} name="dailyStories" label="Cerita harian" />
            <LongTextField form={form} name="note" label="Catatan" />
            {view.idProposalVerificator === null && (
              <Text size="sm" c="red">
                Anda belum ditugaskan sebagai verifikator proposal ini.
              </Text>
            )}
          </>
        )}
      </SchemaForm>
      {keeper.offline && <OfflineNotice onRetry={keeper.retry} retrying={keeper.retrying} />}
    </Stack>
  );
}
