import { recipientMessages } from '@amal/contract/recipients';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { RecipientsStep } from './recipients-step';
import { renderStep, save } from './step-test-helpers';

describe('RecipientsStep (spec §2 recipient unit price form, §5 recipient, §9 units)', () => {
  it('requires the number of recipients with its message', async () => {
    mockFetch({});
    const { onSave } = renderStep(RecipientsStep, { route: 'recipients', idProgram: 13 });
    await save();
    expect(await screen.findByText(recipientMessages.numberOfRecipientRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('programme 30: "Anggaran per KK", the 3 kg hint, counted in KK; saves unit 0 and the total shows', async () => {
    mockFetch({});
    const { onSave } = renderStep(RecipientsStep, { route: 'recipients', idProgram: 30 });
    expect(screen.getByText('Minimal 3 Kilogram per KK')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Jumlah penerima manfaat \(KK\)/), '40');
    await userEvent.type(screen.getByLabelText(/Anggaran per KK/), '50000');
    expect(screen.getByText(/Rp\s2\.000\.000/)).toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      numberOfRecipient: 40,
      priceForecast: 50_000,
      idRecipientUnit: 0,
    });
  });

  it.each([
    [13, 'KK', 'Anggaran perporsi'],
    [14, 'anak', 'Anggaran perporsi'],
    [20, 'Orang', 'Anggaran perporsi'],
    [29, 'Orang', 'Anggaran perporsi'],
  ])('programme %i counts in %s with "%s" and no hint', (idProgram, unit, priceLabel) => {
    mockFetch({});
    renderStep(RecipientsStep, { route: 'recipients', idProgram });
    expect(screen.getByLabelText(new RegExp(`Jumlah penerima manfaat \\(${unit}\\)`))).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(priceLabel))).toBeInTheDocument();
    expect(screen.queryByText('Minimal 3 Kilogram per KK')).not.toBeInTheDocument();
  });
});
