import { qurbanMessages } from '@amal/contract/qurban';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { QurbanRequestStep } from './qurban-request-step';
import { renderStep, save } from './step-test-helpers';

const config = (qurbanHijriYear: number) => () =>
  json({ foundationName: 'Yayasan Amal', customerServiceUrl: 'https://cs.example.id', qurbanHijriYear });

describe('QurbanRequestStep (spec §2 step 13, §9 Hijri year)', () => {
  it('shows the slaughter day of the server’s year with its Umm al-Qura date (1446 H: 6 June 2025)', async () => {
    mockFetch({ 'GET /api/config': config(1446) });
    renderStep(QurbanRequestStep, { route: 'qurban-request', idProgram: 40 });
    expect(await screen.findByText('Penyembelihan 10 Dzulhijjah 1446H')).toBeInTheDocument();
    expect(screen.getByText(/6 Juni 2025/)).toBeInTheDocument();
  });

  it('outside production: 10 Dzulhijjah 1445H on 16 June 2024', async () => {
    mockFetch({ 'GET /api/config': config(1445) });
    renderStep(QurbanRequestStep, { route: 'qurban-request', idProgram: 40 });
    expect(await screen.findByText('Penyembelihan 10 Dzulhijjah 1445H')).toBeInTheDocument();
    expect(screen.getByText(/16 Juni 2024/)).toBeInTheDocument();
  });

  it('requires the deadline, each count and price forecast, with the contract messages', async () => {
    mockFetch({ 'GET /api/config': config(1445) });
    const { onSave } = renderStep(QurbanRequestStep, { route: 'qurban-request', idProgram: 40 });
    await save();
    expect(await screen.findByText(qurbanMessages.shoppingDateRequired)).toBeInTheDocument();
    expect(screen.getAllByText(qurbanMessages.countRequired)).toHaveLength(3);
    expect(screen.getAllByText(qurbanMessages.priceRequired)).toHaveLength(3);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks Sapi, Kambing and Domba, totals them in Rupiah and saves one row per animal', async () => {
    mockFetch({ 'GET /api/config': config(1445) });
    const { onSave } = renderStep(QurbanRequestStep, { route: 'qurban-request', idProgram: 40 });
    fireEvent.change(screen.getByLabelText(/Batas tanggal belanja/), { target: { value: '2026-05-20' } });
    const counts = { Sapi: '1', Kambing: '2', Domba: '0' };
    const prices = ['21000000', '3500000', '0'];
    for (const [animal, count] of Object.entries(counts))
      await userEvent.type(screen.getByLabelText(new RegExp(`Jumlah ${animal} \\(ekor\\)`)), count);
    const priceFields = screen.getAllByLabelText(/Perkiraan harga per ekor/);
    for (const [i, price] of prices.entries()) await userEvent.type(priceFields[i]!, price);
    await userEvent.type(screen.getAllByLabelText(/Alasan/)[0]!, 'Jamaah bertambah');
    expect(screen.getByTestId('qurban-total')).toHaveTextContent(/Rp\s28\.000\.000/);
    expect(screen.getByText('Total pengajuan (3 ekor)')).toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      shoppingDate: '2026-05-20',
      recipientDetails: [
        { idRecipientUnit: 1, numberOfSubmission: 1, priceForecast: 21_000_000, reason: 'Jamaah bertambah' },
        { idRecipientUnit: 2, numberOfSubmission: 2, priceForecast: 3_500_000 },
        { idRecipientUnit: 3, numberOfSubmission: 0, priceForecast: 0 },
      ],
    });
  });
});
