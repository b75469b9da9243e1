import { financeMessages } from '@amal/contract/finances';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { LoansStep } from './loans-step';
import { renderStep, save } from './step-test-helpers';

describe('LoansStep (spec §5 "Loans")', () => {
  it('adds a row only once the last has a nominal; removes only with more than one row', async () => {
    mockFetch({});
    renderStep(LoansStep, { route: 'loans' });
    const add = screen.getByRole('button', { name: 'Tambah pinjaman' });
    expect(add).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Hapus baris/ })).toBeNull();
    await userEvent.type(screen.getByLabelText('Nominal'), '500000');
    expect(add).toBeEnabled();
    await userEvent.click(add);
    expect(screen.getAllByLabelText(/Pemberi pinjaman/)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus baris 2' }));
    expect(screen.getAllByLabelText(/Pemberi pinjaman/)).toHaveLength(1);
  });

  it('needs a creditor, and saves the list', async () => {
    mockFetch({});
    const { onSave } = renderStep(LoansStep, { route: 'loans' });
    await userEvent.type(screen.getByLabelText('Nominal'), '0');
    await save();
    expect(await screen.findByText(financeMessages.creditorRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Pemberi pinjaman/), 'Tidak ada');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual([{ creditor: 'Tidak ada', nominal: 0 }]);
  });
});
