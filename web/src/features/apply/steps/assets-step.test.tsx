import { financeMessages } from '@amal/contract/finances';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { AssetsStep } from './assets-step';
import { list, markedRequired, pick, renderStep, save } from './step-test-helpers';

describe('AssetsStep (spec §3 assets, canSaveAssets/canAddAsset)', () => {
  it('"Simpan Data" is enabled and, pressed too early, says what is missing on the fields', async () => {
    mockFetch({ 'GET /api/assettypes': () => list([{ idAssetType: 3, name: 'Lainnya' }]) });
    const { onSave } = renderStep(AssetsStep, { route: 'assets' });
    expect(screen.getByRole('button', { name: 'Simpan Data' })).toBeEnabled();
    await save();
    expect(await screen.findByText(financeMessages.assetTypeRequired)).toBeInTheDocument();
    expect(screen.getAllByText(financeMessages.assetsIncomplete)).toHaveLength(2);
    expect(screen.getByLabelText(/^Nama aset/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Ukuran/)).toHaveAttribute('aria-invalid', 'true');
    // The first asset's name and size are marked required.
    expect(markedRequired(screen.getByLabelText(/^Nama aset/))).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves once an asset has a name and a size; adds only after the last has a size', async () => {
    mockFetch({ 'GET /api/assettypes': () => list([{ idAssetType: 3, name: 'Lainnya' }]) });
    const { onSave } = renderStep(AssetsStep, { route: 'assets' });
    const add = screen.getByRole('button', { name: 'Tambah aset' });
    expect(add).toBeDisabled();
    await pick(/^Jenis aset/, 'Lainnya');
    await userEvent.type(screen.getByLabelText(/^Nama aset/), 'Tidak ada');
    await userEvent.type(screen.getByLabelText(/^Ukuran/), '0');
    expect(add).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Simpan Data' })).toBeEnabled();
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual([{ idAssetType: 3, name: 'Tidak ada', size: '0' }]);
  });
});
