import { financeMessages } from '@amal/contract/finances';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { IncomesStep } from './incomes-step';
import { list, pick, renderStep, save } from './step-test-helpers';

const routes = {
  'GET /api/incometypes': () => list([{ idIncomeType: 1, name: 'Gaji' }]),
  'GET /api/jobs': () => list([{ idJob: 4, name: 'Buruh' }]),
};

describe('IncomesStep (spec §5 "Incomes")', () => {
  it('asks type, member, job and nominal with the hint "Isi dengan 0 jika tidak ada"', async () => {
    mockFetch(routes);
    const { onSave } = renderStep(IncomesStep, {
      route: 'incomes',
      draft: { family: { nomorKK: '3273010101900002', members: [{ idFamily: 5, name: 'Aisyah' }] } },
    });
    expect(screen.getByText(financeMessages.incomeNominalHint)).toBeInTheDocument();
    // The amount says its period (issue 32 item 12).
    expect(screen.getByLabelText('Nominal per bulan')).toBeInTheDocument();
    await save();
    expect(await screen.findByText(financeMessages.incomeTypeRequired)).toBeInTheDocument();
    await pick(/^Jenis pendapatan/, 'Gaji');
    await pick(/^Anggota keluarga/, 'Aisyah');
    await pick(/^Pekerjaan/, 'Buruh');
    await userEvent.type(screen.getByLabelText('Nominal per bulan'), '2000000');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual([{ idIncomeType: 1, idFamily: 5, idJob: 4, nominal: 2000000 }]);
  });

  it('adds and removes rows', async () => {
    mockFetch(routes);
    renderStep(IncomesStep, { route: 'incomes' });
    await userEvent.click(screen.getByRole('button', { name: 'Tambah pendapatan' }));
    expect(screen.getAllByRole('combobox', { name: /Jenis pendapatan/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus baris 1' }));
    expect(screen.getAllByRole('combobox', { name: /Jenis pendapatan/ })).toHaveLength(1);
  });
});
