import { DEFAULT_HAD_KIFAYAH } from '@amal/contract/assessment';
import { type ProgramEditorCatalogue, programEditorMessages } from '@amal/contract/program-editor';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProgrammeSettingsForm } from './programme-settings-form';

const CATALOGUE: ProgramEditorCatalogue = {
  statuses: [],
  roles: [],
  documentTypes: [{ idDocumentType: 2, name: 'KTP', multiple: false, fromUser: true, accepts: ['image'] }],
  bankAccounts: [
    { idBankAccount: 5, bankName: 'BSI', accountNumber: '7001234567', accountName: 'Yayasan Amal' },
  ],
};

const saved = (body: Record<string, unknown>) => ({
  ...body,
  idProgram: 31,
  icon: null,
  banner: null,
  active: false,
  schedules: [],
  documentTypes: [],
  childPrograms: [],
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Buat program' }));

describe('ProgrammeSettingsForm', () => {
  it("names what is missing with the spec's messages, and sends nothing", async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(
      <ProgrammeSettingsForm stored={null} catalogue={CATALOGUE} parents={[]} onSaved={vi.fn()} />,
    );
    await submit();
    expect(await screen.findByText(programEditorMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(programEditorMessages.descriptionRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a period that ends before it starts', async () => {
    mockFetch({});
    renderWithProviders(
      <ProgrammeSettingsForm stored={null} catalogue={CATALOGUE} parents={[]} onSaved={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tambah periode' }));
    await userEvent.type(screen.getByLabelText(/^Mulai periode 1/), '2027-03-02');
    await userEvent.type(screen.getByLabelText(/^Selesai periode 1/), '2027-03-01');
    await submit();
    expect(await screen.findByText(programEditorMessages.endBeforeStart)).toBeInTheDocument();
  });

  it('creates the programme with typed values: booleans, ids, a quota or null', async () => {
    const onSaved = vi.fn();
    const fetchMock = mockFetch({
      'POST /api/program': (request) => json(saved(request.body as Record<string, unknown>), 201),
    });
    renderWithProviders(
      <ProgrammeSettingsForm stored={null} catalogue={CATALOGUE} parents={[]} onSaved={onSaved} />,
    );
    await userEvent.type(screen.getByLabelText(/^Nama program/), 'Beasiswa Uji');
    await userEvent.type(screen.getByLabelText(/^Deskripsi program/), 'Program untuk diuji.');
    await userEvent.click(screen.getByRole('radio', { name: 'Lembaga' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah periode' }));
    await userEvent.type(screen.getByLabelText(/^Mulai periode 1/), '2027-01-01');
    await userEvent.type(screen.getByLabelText(/^Selesai periode 1/), '2027-01-31');
    await userEvent.type(screen.getByLabelText(/^Kuota periode 1/), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah periode' }));
    await userEvent.type(screen.getByLabelText(/^Mulai periode 2/), '2027-02-01');
    await userEvent.type(screen.getByLabelText(/^Selesai periode 2/), '2027-02-28');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Beasiswa Uji',
      description: 'Program untuk diuji.',
      individual: false,
      zakatFunds: false,
      idBankAccount: null,
      reaplicationPeriod: 0,
      dayLimitUploadDocument: 14,
      minimumAssesor: 1,
      hadKifayah: DEFAULT_HAD_KIFAYAH,
      idProgramParent: null,
      schedules: [
        { startDate: '2027-01-01', endDate: '2027-01-31', quota: 1 },
        { startDate: '2027-02-01', endDate: '2027-02-28', quota: null },
      ],
      documentTypes: [],
    });
  });

  it("puts the server's refusal under its field", async () => {
    mockFetch({
      'POST /api/program': () =>
        json(
          {
            statusCode: 400,
            message: programEditorMessages.invalidBankAccount,
            errors: [{ path: 'idBankAccount', message: programEditorMessages.invalidBankAccount }],
          },
          400,
        ),
    });
    renderWithProviders(
      <ProgrammeSettingsForm stored={null} catalogue={CATALOGUE} parents={[]} onSaved={vi.fn()} />,
    );
    await userEvent.type(screen.getByLabelText(/^Nama program/), 'Beasiswa Uji');
    await userEvent.type(screen.getByLabelText(/^Deskripsi program/), 'Program untuk diuji.');
    await submit();
    expect(await screen.findByText(programEditorMessages.invalidBankAccount)).toBeInTheDocument();
  });
});
