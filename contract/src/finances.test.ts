import { describe, expect, it } from 'vitest';
import { EXPENSE_TYPES } from './constants.ts';
import {
  ASSET_FIRST_ITEM_HINTS,
  aidFromFoundationSchema,
  aidFromOthersSchema,
  assetSchema,
  assetsSchema,
  bankAccountSchema,
  canAddAsset,
  canAddLoanRow,
  canRemoveLoanRow,
  canSaveAssets,
  cleanExpensesForSubmit,
  EXPENSE_NONE_HINT,
  expenseSchema,
  expenseShowsNoneHint,
  expensesSchema,
  incomeSchema,
  isNoLoan,
  loanSchema,
  financeMessages as m,
} from './finances.ts';
import type { z } from './zod.ts';

const messagesOf = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries(
    (schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('§5 expenses: idExpenseType required, nominal >= 0, one entry per type', () => {
  it.each([
    [{ idExpenseType: 2, nominal: 1500000 }, {}],
    [{ idExpenseType: 2, nominal: '0' }, {}],
    [{ idExpenseType: '', nominal: 1 }, { idExpenseType: m.expenseTypeRequired }],
    [{ idExpenseType: 2, nominal: '' }, { nominal: m.nominalRequired }],
    [{ idExpenseType: 2, nominal: -1 }, { nominal: 'Tidak boleh kurang dari 0' }],
  ])('%j → %j', (expense, messages) => {
    expect(messagesOf(expenseSchema, expense)).toEqual(messages);
  });

  it('a type given twice is refused', () => {
    const expenses = [
      { idExpenseType: 1, nominal: 1 },
      { idExpenseType: 1, nominal: 2 },
    ];
    expect(messagesOf(expensesSchema, expenses)).toEqual({ '1.idExpenseType': m.expenseTypeRepeated });
  });

  it('every expense type once is accepted', () => {
    const expenses = EXPENSE_TYPES.map(({ idExpenseType }) => ({ idExpenseType, nominal: 0 }));
    expect(messagesOf(expensesSchema, expenses)).toEqual({});
  });

  it.each([
    [1, true],
    [6, true],
    [10, true],
    [2, false],
    [11, false],
  ])('type %i shows the hint "tidak ada": %s', (idExpenseType, shows) => {
    expect(expenseShowsNoneHint(idExpenseType)).toBe(shows);
    expect(EXPENSE_NONE_HINT).toBe('tidak ada');
  });

  it('submission drops entries with no type or zero nominal', () => {
    const rows = [
      { idExpenseType: 1, nominal: 0 },
      { idExpenseType: 2, nominal: 500000 },
      { idExpenseType: null, nominal: 100 },
      { idExpenseType: 5, nominal: '' },
      { idExpenseType: 6, nominal: '20000' },
    ];
    expect(cleanExpensesForSubmit(rows)).toEqual([
      { idExpenseType: 2, nominal: 500000 },
      { idExpenseType: 6, nominal: '20000' },
    ]);
  });
});

describe('§5 incomes: idIncomeType required, nominal >= 0 (hint "Isi dengan 0 jika tidak ada")', () => {
  it.each([
    [{ idIncomeType: 1, idFamily: 3, idJob: 2, nominal: 0 }, {}],
    [{ idIncomeType: '', nominal: 0 }, { idIncomeType: m.incomeTypeRequired }],
    [{ idIncomeType: 1, nominal: '' }, { nominal: m.nominalRequired }],
    [{ idIncomeType: 1, nominal: -100 }, { nominal: 'Tidak boleh kurang dari 0' }],
  ])('%j → %j', (income, messages) => {
    expect(messagesOf(incomeSchema, income)).toEqual(messages);
  });

  it('the hint text', () => {
    expect(m.incomeNominalHint).toBe('Isi dengan 0 jika tidak ada');
  });
});

describe('§5 loans: creditor "Pemberi Pinjaman wajib diisi", nominal required and >= 0', () => {
  it.each([
    [{ creditor: 'Bank', nominal: 2000000, usage: 'Modal' }, {}],
    [{ creditor: 'Tidak ada', nominal: 0 }, {}],
    [{ creditor: '', nominal: 1 }, { creditor: 'Pemberi Pinjaman wajib diisi' }],
    [{ creditor: 'Bank', nominal: '' }, { nominal: m.nominalRequired }],
    [{ creditor: 'Bank', nominal: -1 }, { nominal: 'Tidak boleh kurang dari 0' }],
  ])('%j → %j', (loan, messages) => {
    expect(messagesOf(loanSchema, loan)).toEqual(messages);
  });

  it.each([
    [[], true],
    [[{ creditor: 'Bank', nominal: 100 }], true],
    [[{ creditor: 'Tidak ada', nominal: 0 }], true],
    [[{ creditor: 'Bank', nominal: '' }], false],
    [[{ creditor: 'Bank', nominal: 1 }, { creditor: '' }], false],
  ])('a row can be added only when the last row has a nominal: %j → %s', (rows, ok) => {
    expect(canAddLoanRow(rows)).toBe(ok);
  });

  it.each([
    [[{}], false],
    [[{}, {}], true],
  ])('remove shows with more than one row: %j → %s', (rows, shows) => {
    expect(canRemoveLoanRow(rows)).toBe(shows);
  });

  it.each([
    [{ creditor: 'Tidak ada', nominal: '' }, true],
    [{ creditor: 'tidak ada', nominal: 5 }, true],
    [{ creditor: 'Bank', nominal: 0 }, true],
    [{ creditor: 'Bank', nominal: 100 }, false],
    [{ creditor: 'Bank', nominal: '' }, false],
  ])('"Tidak ada" or 0 means none: %j → %s', (row, none) => {
    expect(isNoLoan(row)).toBe(none);
  });
});

describe('§5 assets: idAssetType required; save needs one asset with name and size', () => {
  it('idAssetType required', () => {
    expect(messagesOf(assetSchema, { name: 'Motor', size: '1' })).toEqual({
      idAssetType: m.assetTypeRequired,
    });
  });

  it.each([
    [[{ idAssetType: 1, name: 'Tidak ada', size: '0' }], true],
    [[{ idAssetType: 1, name: 'Motor', size: '' }], false],
    [[{ idAssetType: 1, name: '', size: '2' }], false],
    [
      [
        { idAssetType: 1, name: 'Motor' },
        { idAssetType: 2, name: 'Rumah', size: '36 m2' },
      ],
      true,
    ],
    [[], false],
  ])('%j → can save %s', (rows, ok) => {
    expect(canSaveAssets(rows)).toBe(ok);
    expect(assetsSchema.safeParse(rows).success).toBe(ok);
  });

  it.each([
    [[], true],
    [[{ name: 'Motor', size: '1 unit' }], true],
    [[{ name: 'Motor', size: '' }], false],
  ])('adding requires the last to have a size: %j → %s', (rows, ok) => {
    expect(canAddAsset(rows)).toBe(ok);
  });

  it('the first item hints "Tidak ada", "Lainnya", "0"', () => {
    expect(ASSET_FIRST_ITEM_HINTS).toEqual({ name: 'Tidak ada', type: 'Lainnya', size: '0' });
  });

  it("the message on the first asset's missing name and size when no asset has both", () => {
    expect(messagesOf(assetsSchema, [{ idAssetType: 1 }])).toEqual({
      '0.name': m.assetsIncomplete,
      '0.size': m.assetsIncomplete,
    });
    expect(messagesOf(assetsSchema, [{ idAssetType: 1, name: 'Rumah' }])).toEqual({
      '0.size': m.assetsIncomplete,
    });
    // Shown with the row's own errors, all at once.
    expect(messagesOf(assetsSchema, [{ name: '' }])).toMatchObject({ '0.name': m.assetsIncomplete });
  });
});

describe('§5 aid from others than the foundation (non-hsi-helped)', () => {
  it.each([
    [{ everReceived: true, name: 'Baznas', type: 'Sembako', when: '2025-05-01' }, {}],
    [{ everReceived: false, name: 'tidak ada', type: 'tidak ada' }, {}],
    [{ everReceived: true, name: '', type: 'Sembako' }, { name: 'wajib diisi' }],
    [{ everReceived: true, name: 'Baznas', type: ' ' }, { type: 'wajib diisi' }],
    [
      { everReceived: true, name: 'Baznas', type: 'Uang', when: '01-05-2025' },
      { when: 'Format tanggal tidak valid' },
    ],
  ])('%j → %j', (aid, messages) => {
    expect(messagesOf(aidFromOthersSchema, aid)).toEqual(messages);
  });

  it('the date is cleared if none was received', () => {
    const aid = aidFromOthersSchema.parse({
      everReceived: false,
      name: 'tidak ada',
      type: 'tidak ada',
      when: '2025-05-01',
    });
    expect(aid.when).toBeUndefined();
  });

  it('the hint', () => {
    expect(m.aidNoneHint).toBe('tidak ada');
  });
});

describe('§3 aid from the foundation (hsi-helped): everReceived, type, when, knownFrom', () => {
  it('everReceived must be answered', () => {
    expect(messagesOf(aidFromFoundationSchema, {})).toEqual({ everReceived: m.everReceivedRequired });
  });

  it('type and date are kept when aid was received, cleared otherwise', () => {
    const input = { type: 'Santunan', when: '2025-01-10', knownFrom: 'Grup WhatsApp' };
    expect(aidFromFoundationSchema.parse({ ...input, everReceived: 'true' })).toEqual({
      ...input,
      everReceived: true,
    });
    expect(aidFromFoundationSchema.parse({ ...input, everReceived: 'false' })).toEqual({
      everReceived: false,
      knownFrom: 'Grup WhatsApp',
      type: undefined,
      when: undefined,
    });
  });
});

describe('§5 bank account: "Wajib memilih akun bank", "Wajib diisi", digits only', () => {
  const account = { idBank: 2, accountNumber: '1234567890', accountName: 'Siti Aminah' };
  it.each([
    [account, {}],
    [{ ...account, idBank: '' }, { idBank: 'Wajib memilih akun bank' }],
    [{ ...account, accountNumber: '' }, { accountNumber: 'Wajib diisi' }],
    [{ ...account, accountNumber: '123-456' }, { accountNumber: m.accountNumberDigits }],
    [{ ...account, accountNumber: '12 34' }, { accountNumber: m.accountNumberDigits }],
    [{ ...account, accountName: '  ' }, { accountName: 'Wajib diisi' }],
  ])('%j → %j', (input, messages) => {
    expect(messagesOf(bankAccountSchema, input)).toEqual(messages);
  });

  it('PATCH carries idBankAccount', () => {
    expect(bankAccountSchema.parse({ ...account, idBankAccount: '5' }).idBankAccount).toBe(5);
  });
});
