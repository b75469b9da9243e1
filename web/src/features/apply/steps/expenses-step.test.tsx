import { EXPENSE_NONE_HINT } from '@amal/contract/finances';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { ExpensesStep } from './expenses-step';
import { list, renderStep, save } from './step-test-helpers';

const types = () =>
  list([
    { idExpenseType: 1, name: 'Sewa/Kontrak Rumah' },
    { idExpenseType: 2, name: 'Makan dan Minum' },
    { idExpenseType: 6, name: 'Air' },
  ]);

describe('ExpensesStep (spec §5 "Expenses")', () => {
  it('asks one Rupiah amount per expense type; types 1, 6 and 10 hint "tidak ada"', async () => {
    mockFetch({ 'GET /api/expensetypes': types });
    renderStep(ExpensesStep, { route: 'expenses' });
    expect(await screen.findByLabelText('Makan dan Minum (per bulan)')).toBeInTheDocument();
    expect(screen.getAllByText(EXPENSE_NONE_HINT)).toHaveLength(2);
  });

  it('saves the list with entries left empty or at 0 dropped, amounts as whole Rupiah', async () => {
    mockFetch({ 'GET /api/expensetypes': types });
    const { onSave } = renderStep(ExpensesStep, {
      route: 'expenses',
      draft: { expenses: [{ idExpenseType: 1, nominal: 0 }] },
    });
    await userEvent.type(await screen.findByLabelText('Makan dan Minum (per bulan)'), '1500000');
    expect(screen.getByLabelText('Makan dan Minum (per bulan)')).toHaveValue('Rp 1.500.000');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual([{ idExpenseType: 2, nominal: 1500000 }]);
  });
});
