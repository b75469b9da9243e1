import { financeMessages } from '@amal/contract/finances';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { AidFromOthersStep } from './aid-from-others-step';
import { renderStep, save } from './step-test-helpers';

const toggle = () => screen.getByRole('switch', { name: 'Pernah menerima bantuan dari pihak lain' });
const received = { everReceived: true, name: 'Baznas', type: 'Sembako', when: '2025-05-01' };

describe('AidFromOthersStep (spec §2 step 4, §5 "Help from others than the foundation")', () => {
  it('with the toggle off asks nothing more and saves the "tidak ada" answer the contract expects', async () => {
    mockFetch({});
    const { onSave } = renderStep(AidFromOthersStep, { route: 'non-hsi-helped' });
    expect(toggle()).not.toBeChecked();
    expect(screen.queryByLabelText(/Nama pemberi bantuan/)).toBeNull();
    expect(screen.queryByLabelText(/Jenis bantuan/)).toBeNull();
    expect(screen.queryByLabelText(/Tanggal bantuan terakhir/)).toBeNull();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      everReceived: false,
      name: financeMessages.aidNoneHint,
      type: financeMessages.aidNoneHint,
    });
  });

  it('with the toggle on, name and type are required: "wajib diisi"', async () => {
    mockFetch({});
    const { onSave } = renderStep(AidFromOthersStep, { route: 'non-hsi-helped' });
    await userEvent.click(toggle());
    expect(screen.getByLabelText(/Nama pemberi bantuan/)).toHaveValue('');
    expect(screen.getByLabelText(/Jenis bantuan/)).toHaveValue('');
    await save();
    expect(await screen.findAllByText(financeMessages.aidRequired)).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves name, type and date of the last aid', async () => {
    mockFetch({});
    const { onSave } = renderStep(AidFromOthersStep, { route: 'non-hsi-helped' });
    await userEvent.click(toggle());
    await userEvent.type(screen.getByLabelText(/Nama pemberi bantuan/), 'Baznas');
    await userEvent.type(screen.getByLabelText(/Jenis bantuan/), 'Sembako');
    fireEvent.change(screen.getByLabelText(/Tanggal bantuan terakhir/), { target: { value: '2025-05-01' } });
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual(received);
  });

  it('turning the toggle off hides the fields, clears the date and saves "tidak ada"', async () => {
    mockFetch({});
    const { onSave } = renderStep(AidFromOthersStep, { route: 'non-hsi-helped', value: received });
    expect(screen.getByLabelText(/Tanggal bantuan terakhir/)).toHaveValue('2025-05-01');
    await userEvent.click(toggle());
    expect(screen.queryByLabelText(/Nama pemberi bantuan/)).toBeNull();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const saved = onSave.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(saved).toMatchObject({ everReceived: false, name: 'tidak ada', type: 'tidak ada' });
    expect(saved.when).toBeUndefined();
  });
});
