import {
  type BankAccount,
  type BankAccountInput,
  type BankAccountResponse,
  bankAccountSchema,
} from '@amal/contract/finances';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader, Select, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { LOOKUP, useLookupOptions } from '../../../lib/lookup-options';
import { useBankAccount } from '../api/get-bank-account';
import { useSaveBankAccount } from '../api/save-bank-account';
import { ProfileForm, unplacedError } from './profile-form';
import { TOUCH_INPUT } from './sections';

/** What the form holds: ids as text, as a select gives them; the contract's schema parses them. */
interface BankAccountValues {
  idBankAccount: number | undefined;
  idBank: string;
  accountName: string;
  accountNumber: string;
}

const FIELDS = ['idBank', 'accountName', 'accountNumber'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);

const startFrom = (account: BankAccountResponse | null): BankAccountValues => ({
  idBankAccount: account?.idBankAccount,
  idBank: account ? String(account.idBank) : '',
  accountName: account?.accountName ?? '',
  accountNumber: account?.accountNumber ?? '',
});

/** The bank select's dropdown is drawn only while open, in a portal (as the wizard's selects). */
const COMBOBOX_PROPS = { withinPortal: true, keepMounted: false } as const;

function BankAccountFields({ account }: { account: BankAccountResponse | null }) {
  const banks = useLookupOptions(LOOKUP.banks);
  const save = useSaveBankAccount();
  const form = useForm<BankAccountInput, unknown, BankAccount>({
    defaultValues: startFrom(account),
    resolver: zodResolver(bankAccountSchema),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(startFrom(saved));
        notifications.show({ color: 'teal', message: 'Rekening bank tersimpan' });
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const fieldError of error.errors) {
          if (isField(fieldError.path)) form.setError(fieldError.path, { message: fieldError.message });
        }
      },
    }),
  );
  const failure = unplacedError(save.error, isField);

  return (
    <ProfileForm
      onSubmit={submit}
      failure={failure}
      saving={save.isPending}
      submitLabel={account ? 'Simpan perubahan' : 'Simpan rekening'}
    >
      <Controller
        control={form.control}
        name="idBank"
        render={({ field }) => (
          <Select
            {...TOUCH_INPUT}
            ref={field.ref}
            name={field.name}
            label="Bank"
            withAsterisk
            searchable
            placeholder={banks.isPending ? 'Memuat daftar bank…' : 'Cari nama bank'}
            nothingFoundMessage="Tidak ditemukan"
            data={banks.data ?? []}
            value={field.value ? String(field.value) : null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            comboboxProps={COMBOBOX_PROPS}
            rightSection={banks.isPending ? <Loader size={16} /> : undefined}
            error={errors.idBank?.message ?? (banks.isError ? banks.error.message : undefined)}
          />
        )}
      />
      <TextInput
        {...TOUCH_INPUT}
        {...form.register('accountName')}
        label="Nama pemilik rekening"
        description="Sesuai nama di buku tabungan"
        autoComplete="name"
        withAsterisk
        error={errors.accountName?.message}
      />
      <TextInput
        {...TOUCH_INPUT}
        {...form.register('accountNumber')}
        label="Nomor rekening"
        inputMode="numeric"
        autoComplete="off"
        withAsterisk
        error={errors.accountNumber?.message}
      />
    </ProfileForm>
  );
}

/**
 * The member's own bank account, where their aid is paid: added (POST /api/bankaccount) or
 * changed (PATCH with its id). Starts from the account they have, if any.
 */
export function BankAccountForm({ idBankAccount }: { idBankAccount: number | null }) {
  const known = useBankAccount(idBankAccount);
  if (idBankAccount != null && known.isPending) return <Loader size="sm" aria-label="Memuat rekening" />;
  // An account that cannot be read (gone, not theirs) is not one to change: a new one is added.
  const account = known.data ?? null;
  return <BankAccountFields key={account?.idBankAccount ?? 'new'} account={account} />;
}
