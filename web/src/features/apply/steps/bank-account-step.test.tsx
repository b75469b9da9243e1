import { financeMessages } from '@amal/contract/finances';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { BankAccountStep } from './bank-account-step';
import { list, pick, renderStep, save } from './step-test-helpers';

const banks = () =>
  list([
    { idBank: 1, name: 'Bank Syariah Indonesia' },
    { idBank: 2, name: 'Bank Muamalat' },
  ]);
const account = (body: Record<string, unknown>) => ({
  description: null,
  idOrganization: null,
  bank: null,
  ...body,
  idBankAccount: 9,
});

describe('BankAccountStep (spec §2 step 7, §5 bank account)', () => {
  it('asks bank, holder and digits-only number with the spec messages', async () => {
    mockFetch({ 'GET /api/banks': banks, 'GET /api/bankaccount/7': () => json({}, 404) });
    const { onSave } = renderStep(BankAccountStep, { route: 'bank-account' });
    await userEvent.type(await screen.findByLabelText(/Nomor rekening/), '12-34');
    await save();
    expect(await screen.findByText(financeMessages.bankRequired)).toBeInTheDocument();
    expect(screen.getByText(financeMessages.accountNumberDigits)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('"Simpan Data" POSTs /api/bankaccount first, then saves the step with its id', async () => {
    const fetchMock = mockFetch({
      'GET /api/banks': banks,
      'GET /api/bankaccount/7': () => json({}, 404),
      'POST /api/bankaccount': (request) => json(account(request.body as Record<string, unknown>), 201),
    });
    const { onSave } = renderStep(BankAccountStep, { route: 'bank-account' });
    await pick(/^Bank/, 'Bank Muamalat');
    await userEvent.type(screen.getByLabelText(/Nama pemilik rekening/), 'Ahmad Fauzi');
    await userEvent.type(screen.getByLabelText(/Nomor rekening/), '1234567890');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ idBank: 2, accountNumber: '1234567890' });
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      idBankAccount: 9,
      idBank: 2,
      accountName: 'Ahmad Fauzi',
    });
  });

  it("starts from the applicant's known account and PATCHes it", async () => {
    const fetchMock = mockFetch({
      'GET /api/banks': banks,
      'GET /api/bankaccount/7': () =>
        json(account({ idBank: 1, accountName: 'Ahmad Fauzi', accountNumber: '555' })),
      'PATCH /api/bankaccount': (request) => json(account(request.body as Record<string, unknown>)),
    });
    const { onSave } = renderStep(BankAccountStep, { route: 'bank-account' });
    expect(await screen.findByLabelText(/Nomor rekening/)).toHaveValue('555');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true);
  });
});
