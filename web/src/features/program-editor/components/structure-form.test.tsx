import { type ProgramStructureForm, programStructureMessages } from '@amal/contract/program-structure';
import type { DocumentType } from '@amal/contract/programs';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { unsavedSteps } from '../utils/unsaved-structure';
import { StructureForm } from './structure-form';

const DOCUMENT_TYPES: DocumentType[] = [
  { idDocumentType: 2, name: 'KTP', multiple: false, fromUser: true, accepts: ['image'] },
];
const CATALOGUE = [
  { idSection: 15, route: 'personal-data', name: 'Data diri' },
  { idSection: 16, route: 'incomes', name: 'Penghasilan' },
  { idSection: 17, route: 'assets', name: 'Aset' },
  { idSection: 9, route: 'close-relative', name: 'Kerabat dekat' },
];
const STORED: ProgramStructureForm = {
  idProgram: 4,
  version: 3,
  sections: [
    {
      idProgramSection: 11,
      idSection: 15,
      route: 'personal-data',
      order: 1,
      needVerification: true,
      synthetic: false,
      section: CATALOGUE[0]!,
      properties: [],
    },
  ],
  versions: [
    { version: 3, createdAt: '2026-11-20T03:00:00Z', drafts: 5, proposals: 12 },
    { version: 2, createdAt: '2026-10-01T03:00:00Z', drafts: 1, proposals: 40 },
    { version: 1, createdAt: null, drafts: 0, proposals: 7 },
  ],
  catalogue: CATALOGUE,
};

const render = () =>
  renderWithProviders(<StructureForm idProgram={4} stored={STORED} documentTypes={DOCUMENT_TYPES} />);

/** Opens the step, adds a question to it and answers its label and column name. */
async function addQuestion(step: string, label: string, columnName: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^\\d+\\. ${step}`) }));
  const panel = await screen.findByRole('group', { name: `Langkah ${step}` });
  await userEvent.click(within(panel).getByRole('button', { name: 'Tambah pertanyaan' }));
  const question = within(panel).getByRole('group', { name: 'Pertanyaan 1' });
  await userEvent.type(within(question).getByRole('textbox', { name: /^Label/ }), label);
  await userEvent.type(within(question).getByRole('textbox', { name: /^Nama kolom/ }), columnName);
  return question;
}

async function pick(container: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(within(container).getByLabelText(field));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Simpan formulir' }));

describe('StructureForm', () => {
  it('adds a step and a required question, and sends the exact body', async () => {
    const fetchMock = mockFetch({
      'PUT /api/program/4/structure': () => json({ ...STORED, version: 4 }),
    });
    const shown = vi.spyOn(notifications, 'show');
    render();
    await userEvent.click(screen.getByLabelText('Langkah baru'));
    await userEvent.click(await screen.findByRole('option', { name: 'Kerabat dekat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah langkah' }));
    const question = await addQuestion('Kerabat dekat', 'Jumlah anak', 'jumlahAnak');
    await pick(question, /^Jenis pertanyaan/, 'Angka');
    await userEvent.click(within(question).getByRole('checkbox', { name: 'Wajib' }));
    await save();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      sections: [
        { idSection: 15, needVerification: true, properties: [] },
        {
          idSection: 9,
          needVerification: false,
          properties: [
            {
              columnName: 'jumlahAnak',
              label: 'Jumlah anak',
              type: 'number',
              valueType: 'number',
              required: true,
              enable: true,
              source: 'manual',
              options: null,
              lookup: null,
              idDocumentType: null,
              hint: null,
            },
          ],
        },
      ],
    });
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ message: programStructureMessages.saved(4) }),
      ),
    );
  });

  it('offers no question for a list step: its rows are the answer', async () => {
    mockFetch({});
    render();
    await userEvent.click(screen.getByLabelText('Langkah baru'));
    await userEvent.click(await screen.findByRole('option', { name: 'Penghasilan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah langkah' }));
    await userEvent.click(screen.getByRole('button', { name: /^2\. Penghasilan/ }));
    const panel = await screen.findByRole('group', { name: 'Langkah Penghasilan' });
    expect(within(panel).getByText(/Langkah ini berupa daftar/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Tambah pertanyaan' })).toBeNull();
  });

  it('refuses a choice question without choices, and sends nothing', async () => {
    const fetchMock = mockFetch({});
    render();
    const question = await addQuestion('Data diri', 'Status rumah', 'statusRumah');
    await pick(question, /^Jenis pertanyaan/, 'Pilihan (daftar)');
    await save();
    expect(await screen.findByText(programStructureMessages.optionsRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("takes a choice question's options from a lookup table instead of its own list", async () => {
    const fetchMock = mockFetch({
      'PUT /api/program/4/structure': () => json({ ...STORED, version: 4 }),
    });
    render();
    const question = await addQuestion('Data diri', 'Hubungan wali', 'hubunganWali');
    await pick(question, /^Jenis pertanyaan/, 'Pilihan (daftar)');
    await pick(question, /^Pilihan dari/, 'Hubungan keluarga');
    expect(within(question).queryByRole('button', { name: /Tambah pilihan/ })).toBeNull();
    await save();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body.sections[0].properties[0]).toMatchObject({
      type: 'select',
      lookup: 'relationships',
      options: null,
    });
  });

  it('refuses a "database" source for a column not of the recipient', async () => {
    const fetchMock = mockFetch({});
    render();
    const question = await addQuestion('Data diri', 'Jumlah anak', 'jumlahAnak');
    await pick(question, /^Sumber nilai/, 'Data diri penerima (database)');
    await save();
    expect(await within(question).findByText(programStructureMessages.databaseColumn)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's refusal under its field", async () => {
    mockFetch({
      'PUT /api/program/4/structure': () =>
        json(
          {
            statusCode: 400,
            message: programStructureMessages.invalidSection,
            errors: [{ path: 'sections.0.idSection', message: programStructureMessages.invalidSection }],
          },
          400,
        ),
    });
    render();
    await save();
    expect(await screen.findByText(programStructureMessages.invalidSection)).toBeInTheDocument();
  });

  it('previews the unsaved form at 360 px without sending anything (issue 36 item 7)', async () => {
    const fetchMock = mockFetch({});
    render();
    await addQuestion('Data diri', 'Alasan mengajukan', 'alasanMengajukan');
    await userEvent.click(screen.getByRole('button', { name: 'Pratinjau perubahan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pratinjau perubahan (belum disimpan)' });
    const frame = within(dialog).getByTitle('Pratinjau formulir di ponsel 360 px');
    expect(frame.getAttribute('src')).toBe('/admin/pratinjau/program/4?perubahan=1');
    expect(frame.getAttribute('width')).toBe('360');
    expect(unsavedSteps(4)?.[0]?.properties.map((p) => [p.columnname, p.label])).toEqual([
      ['alasanMengajukan', 'Alasan mengajukan'],
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not preview a form the save would refuse', async () => {
    sessionStorage.clear();
    mockFetch({});
    render();
    const question = await addQuestion('Data diri', 'Status rumah', 'statusRumah');
    await pick(question, /^Jenis pertanyaan/, 'Pilihan (daftar)');
    await userEvent.click(screen.getByRole('button', { name: 'Pratinjau perubahan' }));
    expect(await screen.findByText(programStructureMessages.optionsRequired)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(unsavedSteps(4)).toBeNull();
  });

  it('shows each version with its drafts and proposals', () => {
    mockFetch({});
    render();
    const rows = within(screen.getByRole('table', { name: 'Versi formulir' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'VersiDiterbitkanDraftPengajuan',
      '3Berlaku20 November 2026, 10:00 WIB512',
      '21 Oktober 2026, 10:00 WIB140',
      '1Sejak program dibuat07',
    ]);
  });
});
