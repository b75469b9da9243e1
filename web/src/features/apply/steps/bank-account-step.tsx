import type { BankAccountResponse } from '@amal/contract/finances';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../../components/ui/page-loader';
import { api } from '../../../lib/api-client';
import { LOOKUP, useLookupOptions } from '../../../lib/lookup-options';
import { StepForm } from '../components/step-form';
import { SelectField, TextField } from './form-fields';
import { type StepProps, useStepSchema } from './step-props';

const OWN_FIELDS = ['idBankAccount', 'idBank', 'accountName', 'accountNumber'];

/** Stores the account (POST, or PATCH when it exists) and answers it with its id. */
function storeAccount(values: Record<string, unknown>): Promise<BankAccountResponse> {
  const exists = Boolean(values.idBankAccount);
  return exists
    ? api.patch<BankAccountResponse>('/bankaccount', values)
    : api.post<BankAccountResponse>('/bankaccount', values);
}

/** The applicant's saved account, to start from when the step has no data yet. */
function useKnownAccount(idBankAccount: number | null, needed: boolean) {
  return useQuery({
    queryKey: ['bankaccount', idBankAccount],
    queryFn: ({ signal }) => api.get<BankAccountResponse>(`/bankaccount/${idBankAccount}`, signal),
    enabled: needed && idBankAccount != null,
    retry: false,
  });
}

/**
 * Bank account (spec §2 step 7): bank (searchable by name), holder and number. "Simpan Data" stores
 * the account itself first, then the step with the account's id.
 */
export function BankAccountStep({ program, section, user, value, onSave, submitLabel }: StepProps) {
  const banks = useLookupOptions(LOOKUP.banks);
  const known = useKnownAccount(user.idBankAccount, Object.keys(value).length === 0);
  const schema = useStepSchema('bank-account', { program, section });
  if (known.isLoading) return <PageLoader />;
  const start = known.data
    ? {
        idBankAccount: known.data.idBankAccount,
        idBank: String(known.data.idBank),
        accountName: known.data.accountName,
        accountNumber: known.data.accountNumber,
      }
    : value;
  return (
    <StepForm
      schema={schema}
      properties={section.properties}
      ownFields={OWN_FIELDS}
      defaultValues={start}
      onSave={async (values) => {
        const account = await storeAccount(values);
        await onSave({ ...values, idBankAccount: account.idBankAccount });
      }}
      submitLabel={submitLabel}
    >
      {(form) => (
        <>
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
