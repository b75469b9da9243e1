import { pretestSchema, type VerificationView, verificationMessages } from '@amal/contract/verification';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { LongTextField, YesNoField } from '../../../components/form/fields';
import { savePretest, usePretest } from '../api/verification-form';
import { notifyDone } from '../utils/notify-done';
import { toFormValues } from './form-values';
import { SchemaForm } from './schema-form';
import { KeptNotice, OfflineNotice } from './section-editor';
import { useKeptSave } from './use-kept-save';

/** The memorisation pretest's approval (GET/POST /api/reference/pretest), when the programme has one. */
export function PretestSection({ view }: { view: VerificationView }) {
  const pretest = usePretest(view.idProposal, true);
  const keeper = useKeptSave({
    idProposal: view.idProposal,
    keyName: 'pretest',
    send: (data) => savePretest(data as { idProposal: number; approved: boolean; note?: string }),
    onSaved: () => {
      notifyDone(verificationMessages.pretestSaved);
      void pretest.refetch();
    },
  });
  return (
    <Stack component="section" gap="sm" aria-labelledby="pretest-title">
      <Title id="pretest-title" order={2} size="h4">
        Pretest hafalan
      </Title>
      {!pretest.data ? (
        pretest.isError ? (
          <Text size="sm" c="red">
            {pretest.error.message}
          </Text>
        ) : (
          <Skeleton h={80} />
        )
      ) : (
        <>
          {keeper.kept && <KeptNotice />}
          <SchemaForm
            key={pretest.data.updatedAt ?? 'new'}
            schema={pretestSchema}
            defaultValues={{
              ...toFormValues(keeper.kept?.data ?? pretest.data, ['approved', 'note']),
              idProposal: view.idProposal,
            }}
            onSave={(values) =>
              keeper.save({
                idProposal: view.idProposal,
                approved: values.approved as boolean,
                note: values.note as string | undefined,
              })
            }
            submitLabel="Simpan Pretest"
          >
            {(form) => (
              <>
                <YesNoField form={form} name="approved" label="Lulus pretest?" withAsterisk />
                <LongTextField form={form} name="note" label="Catatan pretest" />
              </>
            )}
          </SchemaForm>
          {keeper.offline && <OfflineNotice onRetry={keeper.retry} retrying={keeper.retrying} />}
        </>
      )}
    </Stack>
  );
}
