import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ExportLinks } from './export-links';

describe('ExportLinks (issue 34: export of the filtered rows)', () => {
  it('link the CSV and XLSX downloads with the desk’s filters and sort, blank filters left out', () => {
    renderWithProviders(
      <ExportLinks
        query={{ 'Program.idProgram': '10', 'reference.name': 'siti', from: '', sort: 'name', order: 'asc' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Unduh CSV' })).toHaveAttribute(
      'href',
      '/api/proposals/admin/export/csv?Program.idProgram=10&reference.name=siti&sort=name&order=asc',
    );
    expect(screen.getByRole('link', { name: 'Unduh XLSX' }).getAttribute('href')).toMatch(
      /^\/api\/proposals\/admin\/export\/xlsx\?Program\.idProgram=10&/,
    );
  });
});
