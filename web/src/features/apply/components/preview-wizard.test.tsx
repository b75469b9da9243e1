import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser, buildProgramDetail, buildProgramSection } from '../../../test/builders';
import { buildDocumentType } from '../../../test/documents';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PreviewWizard } from './preview-wizard';

const program = buildProgramDetail(
  {
    programSections: [
      buildProgramSection('requirement', 1, 'Persyaratan dan Persetujuan', [
        {
          idSectionProperty: 1,
          columnname: 'accompanyVerifier',
          label: 'Saya setuju yayasan dapat mengelola data pribadi saya',
          type: 'checkbox',
          valueType: 'boolean',
          required: true,
          enable: true,
          source: 'manual',
          options: null,
          lookup: null,
          idDocumentType: null,
          hint: null,
          order: 1,
        },
      ]),
      buildProgramSection('documents', 2, 'Dokumen'),
    ],
    programDocumentType: [buildDocumentType(5, 'Foto rumah')],
  },
  { idProgram: 3, name: 'Bantuan Air Bersih' },
);

describe('the programme preview (issue 36 item 7)', () => {
  it('walks the steps as an applicant would and saves or sends nothing', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<PreviewWizard program={program} user={buildCurrentUser()} />);
    expect(screen.getByText('Pratinjau: isian tidak disimpan dan tidak dikirim.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Persyaratan dan Persetujuan', level: 2 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Saya setuju yayasan dapat mengelola data pribadi saya'));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByRole('heading', { name: 'Dokumen', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Foto rumah (wajib)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByRole('heading', { name: 'Akhir pratinjau' })).toBeInTheDocument();
    expect(calledRoutes(fetchMock).filter((route) => !route.startsWith('GET'))).toEqual([]);
  });
});
