import { financeMessages } from '@amal/contract/finances';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledRoutes, json, mockFetch } from '../../../test/fetch-mock';
import { BankAccountStep } from './bank-account-step';
import { list, pick, renderStep, save } from './step-test-helpers';

const banks = () =>
  list([
    { idBank: 1, name: 'Bank Syariah Indonesia' },
    { idBank: 2, name: 'Bank Muamalat' },
  ]);
/** A neighbour applies for Siti: the referrer step's relationship is not "self" (8). */
const FOR_NEIGHBOUR = {
  reference: { fullName: 'Siti Aminah' },
  referrer: { idRelationshipWithReference: 12 },
};
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

  it('for the applicant themself: titled as their own account, starts from it and PATCHes it', async () => {
    const fetchMock = mockFetch({
      'GET /api/banks': banks,
      'GET /api/bankaccount/7': () =>
        json(account({ idBank: 1, accountName: 'Ahmad Fauzi', accountNumber: '555' })),
      'PATCH /api/bankaccount': (request) => json(account(request.body as Record<string, unknown>)),
    });
    const { onSave } = renderStep(BankAccountStep, {
      route: 'bank-account',
      draft: { referrer: { idRelationshipWithReference: 8 } },
    });
    expect(await screen.findByLabelText(/Nomor rekening/)).toHaveValue('555');
    expect(screen.getByRole('heading', { name: 'Rekening bank Anda' })).toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ idBankAccount: 9, accountNumber: '555' });
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ idBankAccount: 9, accountNumber: '555' });
  });

  it("for a neighbour: the recipient's account, not prefilled, kept in the draft only", async () => {
    const fetchMock = mockFetch({
      'GET /api/banks': banks,
      'GET /api/bankaccount/7': () =>
        json(account({ idBank: 1, accountName: 'Ahmad Fauzi', accountNumber: '555' })),
    });
    const { onSave } = renderStep(BankAccountStep, { route: 'bank-account', draft: FOR_NEIGHBOUR });
    expect(
      await screen.findByRole('heading', { name: 'Rekening bank penerima bantuan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Penerima bantuan: Siti Aminah')).toBeInTheDocument();
    expect(screen.getByText(/Bantuan akan dikirim ke rekening ini/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Nomor rekening/)).toHaveValue('');
    expect(screen.getByLabelText(/Nama pemilik rekening/)).toHaveValue('');
    await pick(/^Bank/, 'Bank Muamalat');
    await userEvent.type(screen.getByLabelText(/Nama pemilik rekening/), 'Siti Aminah');
    await userEvent.type(screen.getByLabelText(/Nomor rekening/), '1234567890');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(calledRoutes(fetchMock).filter((route) => route.includes('/bankaccount'))).toEqual([]);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      idBank: 2,
      accountName: 'Siti Aminah',
      accountNumber: '1234567890',
    });
    expect(onSave.mock.calls[0]?.[0]).not.toHaveProperty('idBankAccount');
  });

  it("for a neighbour, a step saved earlier with the applicant's own account starts empty", async () => {
    const fetchMock = mockFetch({ 'GET /api/banks': banks });
    const { onSave } = renderStep(BankAccountStep, {
      route: 'bank-account',
      draft: FOR_NEIGHBOUR,
      value: { idBankAccount: 7, idBank: 1, accountName: 'Ahmad Fauzi', accountNumber: '555' },
    });
    expect(await screen.findByLabelText(/Nomor rekening/)).toHaveValue('');
    await pick(/^Bank/, 'Bank Syariah Indonesia');
    await userEvent.type(screen.getByLabelText(/Nama pemilik rekening/), 'Siti Aminah');
    await userEvent.type(screen.getByLabelText(/Nomor rekening/), '42');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(calledRoutes(fetchMock).filter((route) => route.includes('/bankaccount'))).toEqual([]);
    expect(onSave.mock.calls[0]?.[0]).not.toHaveProperty('idBankAccount');
  });
});
