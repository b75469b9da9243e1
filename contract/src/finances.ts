/**
 * The financial steps (spec §5 "Financial sections", §3 expense, income, loan, asset, aid and bank
 * account): what each step saves and the list rules of its form. Money is whole Rupiah.
 */
import { boundedArray, idParams, idSchema, LIST_MAX } from './api.ts';
import { EXPENSE_NONE_HINT, expenseShowsNoneHint } from './constants.ts';
import {
  flag,
  isBlank,
  optionalDate,
  optionalId,
  optionalText,
  requiredBoolean,
  requiredId,
  requiredText,
  rupiahSchema,
} from './dynamic-properties.ts';
import { endpoint } from './endpoint.ts';
import { bankSchema } from './lookups.ts';
import { z } from './zod.ts';

export { EXPENSE_NONE_HINT, expenseShowsNoneHint };

export const financeMessages = {
  expenseTypeRequired: 'Jenis pengeluaran wajib diisi',
  expenseTypeRepeated: 'Setiap jenis pengeluaran hanya diisi satu kali',
  nominalRequired: 'Nominal wajib diisi',
  incomeTypeRequired: 'Jenis pendapatan wajib diisi',
  incomeNominalHint: 'Isi dengan 0 jika tidak ada',
  creditorRequired: 'Pemberi Pinjaman wajib diisi',
  loanNoneHint: 'Tidak ada',
  assetTypeRequired: 'Jenis aset wajib diisi',
  assetsIncomplete: 'Isi minimal satu aset dengan nama dan ukurannya',
  aidRequired: 'wajib diisi',
  aidNoneHint: 'tidak ada',
  everReceivedRequired: 'wajib diisi',
  bankRequired: 'Wajib memilih akun bank',
  accountNumberRequired: 'Wajib diisi',
  accountNumberDigits: 'Nomor rekening hanya boleh berisi angka',
  accountNameRequired: 'Wajib diisi',
} as const;
const m = financeMessages;

const nominal = rupiahSchema(m.nominalRequired);
const hasValue = (value: unknown) => !isBlank(value);

// ---------------------------------------------------------------------------------------------
// Expenses: one entry per expense type
// ---------------------------------------------------------------------------------------------

export const expenseSchema = z.object({
  idExpenseType: requiredId(m.expenseTypeRequired),
  nominal,
  description: optionalText(500),
});

export const expensesSchema = boundedArray(expenseSchema, LIST_MAX.rows).superRefine((expenses, ctx) => {
  const seen = new Set<number>();
  expenses.forEach((expense, index) => {
    if (seen.has(expense.idExpenseType))
      ctx.addIssue({ code: 'custom', path: [index, 'idExpenseType'], message: m.expenseTypeRepeated });
    seen.add(expense.idExpenseType);
  });
});

type ExpenseRow = { idExpenseType?: unknown; nominal?: unknown };
/** What is submitted of the expense form: entries with no type or a zero nominal are dropped. */
export const cleanExpensesForSubmit = <T extends ExpenseRow>(expenses: readonly T[]): T[] =>
  expenses.filter((e) => hasValue(e.idExpenseType) && hasValue(e.nominal) && Number(e.nominal) > 0);

// ---------------------------------------------------------------------------------------------
// Incomes
// ---------------------------------------------------------------------------------------------

export const incomeSchema = z.object({
  idIncome: optionalId(),
  idIncomeType: requiredId(m.incomeTypeRequired),
  /** The family member who earns it. */
  idFamily: optionalId(),
  idJob: optionalId(),
  nominal,
});
export const incomesSchema = boundedArray(incomeSchema, LIST_MAX.rows);

// ---------------------------------------------------------------------------------------------
// Loans
// ---------------------------------------------------------------------------------------------

export const loanSchema = z.object({
  creditor: requiredText(m.creditorRequired, 200),
  nominal,
  usage: optionalText(500),
  description: optionalText(500),
});
export const loansSchema = boundedArray(loanSchema, LIST_MAX.rows);

type LoanRow = { creditor?: unknown; nominal?: unknown };
/** A row can be added only when the last row has a nominal. */
export const canAddLoanRow = (rows: readonly LoanRow[]): boolean =>
  rows.length === 0 || hasValue(rows[rows.length - 1]?.nominal);
/** The remove button shows when there is more than one row. */
export const canRemoveLoanRow = (rows: readonly LoanRow[]): boolean => rows.length > 1;
/** "Tidak ada" as creditor, or a nominal of 0, means the applicant has no loan. */
export const isNoLoan = (row: LoanRow): boolean =>
  (typeof row.creditor === 'string' && row.creditor.trim().toLowerCase() === m.loanNoneHint.toLowerCase()) ||
  (hasValue(row.nominal) && Number(row.nominal) === 0);

// ---------------------------------------------------------------------------------------------
// Assets
// ---------------------------------------------------------------------------------------------

/** The hints of the first asset, for users without assets: name, type, size. */
export const ASSET_FIRST_ITEM_HINTS = { name: 'Tidak ada', type: 'Lainnya', size: '0' } as const;

export const assetSchema = z.object({
  idAsset: optionalId(),
  idAssetType: requiredId(m.assetTypeRequired),
  name: optionalText(200),
  size: optionalText(100),
});

type AssetRow = { name?: unknown; size?: unknown };
/** Save is enabled only when at least one asset has both a name and a size. */
export const canSaveAssets = (rows: readonly AssetRow[]): boolean =>
  rows.some((row) => hasValue(row.name) && hasValue(row.size));
/** Adding requires the last asset to have a size. */
export const canAddAsset = (rows: readonly AssetRow[]): boolean =>
  rows.length === 0 || hasValue(rows[rows.length - 1]?.size);

/**
 * At least one asset with a name and a size: otherwise the first asset's missing name or size says
 * so, where the member types it (issue 32 item 8: the save button is no longer silently disabled).
 */
const firstAssetLacks = (field: 'name' | 'size') => (rows: readonly AssetRow[]) =>
  rows.length === 0 || canSaveAssets(rows) || hasValue(rows[0]?.[field]);
// Checked even while a row has other errors (`when`): the member sees everything missing at once.
const always = (payload: { value: unknown }) =>
  Array.isArray(payload.value) && payload.value.every((row) => typeof row === 'object' && row !== null);
export const assetsSchema = boundedArray(assetSchema, LIST_MAX.rows)
  .refine(firstAssetLacks('name'), { error: m.assetsIncomplete, path: [0, 'name'], when: always })
  .refine(firstAssetLacks('size'), { error: m.assetsIncomplete, path: [0, 'size'], when: always })
  .refine((rows) => rows.length > 0, { error: m.assetsIncomplete });

// ---------------------------------------------------------------------------------------------
// Aid received
// ---------------------------------------------------------------------------------------------

/**
 * Aid from others than the foundation (route non-hsi-helped): name and type always ("tidak ada" if
 * none); the date is cleared when none was received.
 */
export const aidFromOthersSchema = z
  .object({
    everReceived: flag(),
    name: requiredText(m.aidRequired, 200),
    type: requiredText(m.aidRequired, 200),
    when: optionalDate(),
  })
  .transform((aid) => (aid.everReceived ? aid : { ...aid, when: undefined }));

/** Earlier aid from the foundation (route hsi-helped); type and date only when some was received. */
export const aidFromFoundationSchema = z
  .object({
    everReceived: requiredBoolean(m.everReceivedRequired),
    type: optionalText(200),
    when: optionalDate(),
    knownFrom: optionalText(200),
  })
  .transform((aid) => (aid.everReceived ? aid : { ...aid, type: undefined, when: undefined }));

// ---------------------------------------------------------------------------------------------
// Bank account
// ---------------------------------------------------------------------------------------------

/** POST/PATCH /api/bankaccount (PATCH with idBankAccount), and the bank-account step's data. */
export const bankAccountSchema = z.object({
  idBankAccount: optionalId(),
  idBank: requiredId(m.bankRequired),
  accountNumber: requiredText(m.accountNumberRequired, 30).pipe(
    z.string().regex(/^\d+$/, { error: m.accountNumberDigits }),
  ),
  accountName: requiredText(m.accountNameRequired, 200),
  description: optionalText(500),
  idOrganization: optionalId(),
});
export type BankAccountInput = z.input<typeof bankAccountSchema>;
export type BankAccount = z.output<typeof bankAccountSchema>;

/** A bank account as the API answers it. */
export const bankAccountResponseSchema = z.object({
  idBankAccount: idSchema,
  idBank: z.number().int(),
  accountNumber: z.string(),
  accountName: z.string(),
  description: z.string().nullable(),
  idOrganization: z.number().int().nullable(),
  bank: bankSchema.nullable(),
});
export type BankAccountResponse = z.infer<typeof bankAccountResponseSchema>;

const tag = 'bank-accounts';

export const bankAccountsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/bankaccount',
    summary: 'Add a bank account',
    tag,
    access: 'user',
    body: bankAccountSchema,
    response: { 201: bankAccountResponseSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/bankaccount',
    summary: 'Update a bank account',
    tag,
    access: 'user',
    body: bankAccountSchema,
    response: { 200: bankAccountResponseSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/bankaccount/:id',
    summary: 'Read a bank account',
    tag,
    access: 'user',
    params: idParams,
    response: { 200: bankAccountResponseSchema },
  }),
};
