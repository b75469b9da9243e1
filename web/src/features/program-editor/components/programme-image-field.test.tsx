import type { ProgramEditorCatalogue } from '@amal/contract/program-editor';
import { programImageMessages } from '@amal/contract/program-images';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProgrammeImageField } from './programme-image-field';
import { ProgrammeSettingsForm } from './programme-settings-form';

const ICON = '/api/program/7/icon/0b6c4a8e-8f3e-4c55-9d0e-2b1a3c4d5e6f.png';
const fileOf = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('ProgrammeImageField', () => {
  it('shows the current icon and uploads a picked PNG as the multipart `file`', async () => {
    const fetchMock = mockFetch({
      'PUT /api/program/7/icon': () => json({ idProgram: 7, icon: ICON, banner: null }),
    });
    renderWithProviders(<ProgrammeImageField idProgram={7} kind="icon" value={ICON} />);
    expect(screen.getByRole('img', { name: 'Ikon program saat ini' })).toHaveAttribute('src', ICON);
    const file = fileOf('ikon.png', 'image/png', 2000);
    await userEvent.upload(screen.getByLabelText('Unggah Ikon program'), file);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/program/7/icon');
    expect(init?.method).toBe('PUT');
    expect((init?.body as FormData | undefined)?.get('file')).toBe(file);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an SVG and a file over the limit before sending, saying why', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ProgrammeImageField idProgram={7} kind="banner" value={null} />);
    expect(screen.getByText('Belum ada banner program')).toBeInTheDocument();
    const input = screen.getByLabelText('Unggah Banner program');
    await user.upload(input, fileOf('logo.svg', 'image/svg+xml', 500));
    expect(await screen.findByRole('alert')).toHaveTextContent(programImageMessages.unsupported);
    await user.upload(input, fileOf('banner.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(programImageMessages.tooLarge('banner')),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, and removes the image with Hapus", async () => {
    const fetchMock = mockFetch({
      'PUT /api/program/7/icon': () =>
        json(
          {
            statusCode: 415,
            message: programImageMessages.unsupported,
            errors: [{ path: 'file', message: programImageMessages.unsupported }],
          },
          415,
        ),
      'DELETE /api/program/7/icon': () => json({ idProgram: 7, icon: null, banner: null }),
    });
    renderWithProviders(<ProgrammeImageField idProgram={7} kind="icon" value={ICON} />);
    await userEvent.upload(screen.getByLabelText('Unggah Ikon program'), fileOf('ikon.png', 'image/png', 10));
    expect(await screen.findByRole('alert')).toHaveTextContent(programImageMessages.unsupported);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Ikon program' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on a new programme, says images come once it exists', () => {
    mockFetch({});
    const catalogue: ProgramEditorCatalogue = {
      statuses: [],
      roles: [],
      documentTypes: [],
      bankAccounts: [],
    };
    renderWithProviders(
      <ProgrammeSettingsForm stored={null} catalogue={catalogue} parents={[]} onSaved={vi.fn()} />,
    );
    expect(screen.getByText(programImageMessages.afterCreate)).toBeInTheDocument();
    expect(screen.queryByLabelText('Unggah Ikon program')).not.toBeInTheDocument();
  });
});
