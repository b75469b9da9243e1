import type { BodyInput } from '@amal/contract/endpoint';
import { type BankAccountResponse, bankAccountsEndpoints } from '@amal/contract/finances';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SelectField, TextField } from '../../../components/form/fields';
import { PageLoader } from '../../../components/ui/page-loader';
import { call } from '../../../lib/api-client';
import { LOOKUP, useLookupOptions } from '../../../lib/lookup-options';
import { StepForm } from '../components/step-form';
import { isForSelf, recipientName } from '../utils/recipient';
import { type StepProps, useStepSchema } from './step-props';

const OWN_FIELDS = ['idBankAccount', 'idBank', 'accountName', 'accountNumber'];

const EMPTY = { idBank: '', accountName: '', accountNumber: '' };

/** The applicant's own account: stored (POST, or PATCH when it exists) and answered with its id. */
function storeAccount(values: Record<string, unknown>): Promise<BankAccountResponse> {
  // The step's values are checked by the server's schema, not typed field by field here.
  const body = values as BodyInput<typeof bankAccountsEndpoints.create>;
  return values.idBankAccount
    ? call(bankAccountsEndpoints.update, { body })
    : call(bankAccountsEndpoints.create, { body });
}

/** The applicant's saved account, to start from when the step has no data yet. */
function useKnownAccount(idBankAccount: number | null, needed: boolean) {
  return useQuery({
    queryKey: ['bankaccount', idBankAccount],
    queryFn: ({ signal }) => call(bankAccountsEndpoints.get, { params: { id: idBankAccount }, signal }),
    enabled: needed && idBankAccount != null,
    retry: false,
  });
}

/** Whose account the step asks for, and where the aid goes. */
function AccountHeading({ self, recipient }: { self: boolean; recipient: string | null }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {self ? 'Rekening bank Anda' : 'Rekening bank penerima bantuan'}
      </Title>
      {!self && recipient && <Text fw={500}>Penerima bantuan: {recipient}</Text>}
      <Text size="sm" c="dimmed">
        {self
          ? 'Bantuan akan dikirim ke rekening ini. Rekening ini disimpan sebagai rekening Anda.'
          : 'Bantuan akan dikirim ke rekening ini. Rekening ini dicatat untuk pengajuan ini saja dan tidak mengubah rekening Anda.'}
      </Text>
    </Stack>
  );
}

/** Where the step starts for someone else: its own details, never an account of the applicant's. */
function recipientStartValues(value: Record<string, unknown>) {
  // A step saved while it was the applicant's own account names it by id: not the recipient's.
  if (value.idBankAccount != null && value.idBankAccount !== '') return EMPTY;
  return { ...EMPTY, ...value };
}

/**
 * Bank account (spec §2 step 7): bank (searchable by name), holder and number. For the applicant
 * themself it is their own account: prefilled with it, and "Simpan Data" stores the account first,
 * then the step with the account's id. For someone else it is the recipient's: asked empty and kept
 * in the draft only (no /api/bankaccount call, no idBankAccount); the server records it as the
 * proposal's account when the application is sent, and the applicant's own account is never edited.
 */
export function BankAccountStep({ program, section, user, value, draft, onSave, submitLabel }: StepProps) {
  const banks = useLookupOptions(LOOKUP.banks);
  const self = isForSelf(draft);
  const known = useKnownAccount(user.idBankAccount, self && Object.keys(value).length === 0);
  const schema = useStepSchema('bank-account', { program, section });
  if (known.isLoading) return <PageLoader />;
  const start = !self
    ? recipientStartValues(value)
    : known.data
      ? {
          idBankAccount: known.data.idBankAccount,
          idBank: String(known.data.idBank),
          accountName: known.data.accountName,
          accountNumber: known.data.accountNumber,
        }
      : value;
  const save = async (values: Record<string, unknown>) => {
    if (!self) {
      const { idBankAccount: _none, ...details } = values;
      await onSave(details);
      return;
    }
    const account = await storeAccount(values);
    await onSave({ ...values, idBankAccount: account.idBankAccount });
  };
  return (
    <StepForm
      schema={schema}
      properties={section.properties}
      ownFields={OWN_FIELDS}
      defaultValues={start}
      onSave={save}
      submitLabel={submitLabel}
    >
      {(form) => (
        <>
          <AccountHeading self={self} recipient={recipientName(draft)} />
          <SelectField
            form={form}
            name="idBank"
            label="Bank"
            withAsterisk
            searchable
            data={banks.data ?? []}
            placeholder="Cari nama bank"
          />
          <TextField form={form} name="accountName" label="Nama pemilik rekening" withAsterisk />
          <TextField
            form={form}
            name="accountNumber"
            label="Nomor rekening"
            inputMode="numeric"
            autoComplete="off"
            withAsterisk
          />
        </>
      )}
    </StepForm>
  );
}
