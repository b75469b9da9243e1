import { type DocumentFileKind, type DocumentResponse, documentMessages, MB } from '@amal/contract/documents';
import type { ProgramDocumentType } from '@amal/contract/programs';
import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildDocument, buildDocumentType } from '../../test/documents';
import { calledRoutes, json, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { DocumentSlots } from './document-slots';

/** A document type taking the given kinds of file (contract `accepts`). */
function typeOf(
  idDocumentType: number,
  name: string,
  accepts: DocumentFileKind[],
  overrides: Parameters<typeof buildDocumentType>[2] = {},
): ProgramDocumentType {
  const type = buildDocumentType(idDocumentType, name, overrides);
  return { ...type, documentType: { ...type.documentType, accepts } };
}

const TYPES = [
  typeOf(5, 'Foto rumah', ['image', 'pdf']),
  typeOf(7, 'Rekaman hafalan', ['audio'], { required: false }),
];

function Slots({ initial = [], idProgram = 3 }: { initial?: DocumentResponse[]; idProgram?: number }) {
  const [documents, setDocuments] = useState(initial);
  return (
    <DocumentSlots
      types={TYPES}
      documents={documents}
      target={{ idProgram, idProposal: 9 }}
      onUploaded={(document) => setDocuments((list) => [...list, document])}
      onRemoved={(document) =>
        setDocuments((list) => list.map((item) => (item === document ? { ...item, removed: true } : item)))
      }
    />
  );
}

/** A file of the given size without allocating it. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const slot = (name: string) => screen.getByRole('region', { name });

describe('DocumentSlots (spec §5 "Uploads")', () => {
  it('refuses a PDF over 5 MB before uploading: "Upload gagal" with "Ukuran dokumen harus kurang dari 5 MB"', async () => {
    const shown = vi.spyOn(notifications, 'show');
    const fetchMock = mockFetch({});
    renderWithProviders(<Slots />);
    await userEvent.upload(
      screen.getByLabelText('Unggah Foto rumah'),
      fileOf('ktp.pdf', 'application/pdf', 6 * MB),
    );
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({
          title: documentMessages.uploadFailed,
          message: documentMessages.tooLarge(5),
        }),
      ),
    );
    expect(calledRoutes(fetchMock)).toEqual([]);
  });

  it('lets audio reach 15 MB, and programme 61 any type (maxUploadMb)', async () => {
    const shown = vi.spyOn(notifications, 'show');
    const fetchMock = mockFetch({
      'POST /api/document/type': () =>
        json(buildDocument({ idDocumentType: 7, contentType: 'audio/mpeg' }), 201),
    });
    renderWithProviders(<Slots />);
    await userEvent.upload(
      screen.getByLabelText('Unggah Rekaman hafalan'),
      fileOf('hafalan.mp3', 'audio/mpeg', 14 * MB),
    );
    await waitFor(() => expect(calledRoutes(fetchMock)).toEqual(['POST /api/document/type']));
    cleanup();

    renderWithProviders(<Slots idProgram={61} />);
    await userEvent.upload(
      screen.getByLabelText('Unggah Foto rumah'),
      fileOf('rumah.pdf', 'application/pdf', 16 * MB),
    );
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: documentMessages.tooLarge(15) })),
    );
    expect(calledRoutes(fetchMock)).toHaveLength(1);
  });

  it("refuses a type that is not accepted with the contract's reason, and sends nothing", async () => {
    const shown = vi.spyOn(notifications, 'show');
    const fetchMock = mockFetch({});
    renderWithProviders(<Slots />);
    // As a drag and drop would bring it: the picker's filter does not apply.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Unggah Foto rumah'),
      fileOf('setup.exe', 'application/x-msdownload', 10),
    );
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({
          title: documentMessages.uploadFailed,
          message: documentMessages.unsupported,
        }),
      ),
    );
    expect(calledRoutes(fetchMock)).toEqual([]);
  });

  it("says each slot's formats and refuses a file of a kind its type does not take", async () => {
    const shown = vi.spyOn(notifications, 'show');
    const fetchMock = mockFetch({});
    renderWithProviders(<Slots />);
    expect(within(slot('Foto rumah')).getByText('png, jpg, jpeg, pdf (maks. 5 MB)')).toBeInTheDocument();
    expect(within(slot('Rekaman hafalan')).getByText('mp3, mp4, ogg, wav (maks. 15 MB)')).toBeInTheDocument();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Unggah Foto rumah'), fileOf('suara.mp3', 'audio/mpeg', 1000));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({
          title: documentMessages.uploadFailed,
          message: documentMessages.wrongKind(['image', 'pdf']),
        }),
      ),
    );
    expect(calledRoutes(fetchMock)).toEqual([]);
  });

  it('uploads with the proposal, says "Dokumen berhasil di unggah" and lists the version, not yet reviewed', async () => {
    const shown = vi.spyOn(notifications, 'show');
    let sent: MockRequest | undefined;
    mockFetch({
      'POST /api/document/type': (request) => {
        sent = request;
        return json(buildDocument({ idDocument: 41, createdAt: '2026-02-01T03:00:00.000Z' }), 201);
      },
    });
    renderWithProviders(<Slots />);
    const file = fileOf('rumah.pdf', 'application/pdf', 1000);
    await userEvent.upload(screen.getByLabelText('Unggah Foto rumah'), file);

    const version = await within(slot('Foto rumah')).findByRole('listitem', { name: 'Foto rumah' });
    expect(within(version).getByText('Belum diperiksa')).toBeInTheDocument();
    expect(within(version).getByText('PDF · 1 Februari 2026, 10.00')).toBeInTheDocument();
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: documentMessages.uploaded }));
    const body = sent?.body as FormData;
    expect(body.get('idDocumentType')).toBe('5');
    expect(body.get('idProposal')).toBe('9');
    expect(body.get('file')).toBe(file);
    // A single-file type takes no second upload beside the current one: "Ganti" replaces it.
    expect(screen.queryByLabelText('Unggah Foto rumah')).toBeNull();
  });

  it('shows the reason of "Perlu unggah ulang" and replaces that version with idDocumentReplaced', async () => {
    let sent: FormData | undefined;
    mockFetch({
      'POST /api/document/type': (request) => {
        sent = request.body as FormData;
        return json(buildDocument({ idDocument: 42, idDocumentReplaced: 41 }), 201);
      },
    });
    renderWithProviders(
      <Slots initial={[buildDocument({ reviewStatus: 'REUPLOAD', reviewReason: 'Foto buram' })]} />,
    );
    expect(screen.getByText('Perlu unggah ulang')).toBeInTheDocument();
    expect(screen.getByText('Alasan: Foto buram')).toBeInTheDocument();

    const replace = within(slot('Foto rumah')).getByRole('button', { name: 'Ganti' });
    const input = replace.parentElement?.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, fileOf('rumah.jpg', 'image/jpeg', 1000));
    await waitFor(() => expect(sent?.get('idDocumentReplaced')).toBe('41'));
    await waitFor(() => expect(screen.getByText('Versi lama')).toBeInTheDocument());
  });

  it('removes a version with DELETE after asking, and keeps an accepted one unchangeable', async () => {
    const fetchMock = mockFetch({ 'DELETE /api/document/41': () => new Response(null, { status: 204 }) });
    renderWithProviders(
      <Slots
        initial={[
          buildDocument({ idDocument: 41 }),
          buildDocument({ idDocument: 50, idDocumentType: 7, reviewStatus: 'ACCEPTED' }),
        ]}
      />,
    );
    const accepted = slot('Rekaman hafalan');
    expect(within(accepted).getByText('Diterima')).toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: 'Hapus' })).toBeNull();
    expect(within(accepted).queryByRole('button', { name: 'Ganti' })).toBeNull();

    await userEvent.click(within(slot('Foto rumah')).getByRole('button', { name: 'Hapus' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ya, hapus' }));
    await waitFor(() => expect(calledRoutes(fetchMock)).toEqual(['DELETE /api/document/41']));
    expect(await within(slot('Foto rumah')).findByText('Dihapus')).toBeInTheDocument();
  });
});
