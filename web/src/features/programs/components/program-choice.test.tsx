import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProgramSummary } from '../../../test/builders';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ProgramChoice } from './program-choice';

const now = new Date('2026-06-01T03:00:00Z');
const list = (data: unknown[]) => json({ data, total: data.length, page: 1, rows: data.length });

async function cardOf(name: string) {
  const heading = await screen.findByRole('heading', { name });
  return heading.closest('li') as HTMLElement;
}

describe('ProgramChoice (spec §2 /pengajuan-bantuan)', () => {
  it('lists programmes with banner, icon, description and period; an open one can be started', async () => {
    mockFetch({ 'GET /api/programs': () => list([buildProgramSummary()]) });
    renderWithProviders(<ProgramChoice now={now} />, { url: '/pengajuan-bantuan' });
    const card = await cardOf('Bantuan Air Bersih');
    expect(within(card).getByText('Sumur dan sarana air bersih untuk keluarga.')).toBeInTheDocument();
    expect(within(card).getByText('1 Januari 2026 – 31 Desember 2027')).toBeInTheDocument();
    expect(card.querySelectorAll('img')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'Ajukan' })).toHaveAttribute(
      'href',
      '/pengajuan-bantuan/3',
    );
  });

  it('hides sub-programmes (idProgramParent set): they are chosen inside the parent', async () => {
    mockFetch({
      'GET /api/programs': () =>
        list([
          buildProgramSummary({ idProgram: 11, name: 'Program Ramadhan' }),
          buildProgramSummary({ idProgram: 13, name: 'Fidyah', idProgramParent: 11 }),
        ]),
    });
    renderWithProviders(<ProgramChoice now={now} />, { url: '/pengajuan-bantuan' });
    await cardOf('Program Ramadhan');
    expect(screen.queryByRole('heading', { name: 'Fidyah' })).not.toBeInTheDocument();
  });

  it.each([
    ['closed', { open: false }, 'Ditutup'],
    ['full quota', { full: true }, 'Kuota penuh'],
    [
      'not yet open',
      {
        open: false,
        programSchedule: {
          idProgramSchedule: 1,
          startDate: '2026-12-31T17:00:00Z',
          endDate: '2027-12-31T16:59:59Z',
          quota: null,
        },
      },
      'Dibuka mulai 1 Januari 2027',
    ],
  ])('a %s programme says so and cannot be started', async (_, overrides, label) => {
    mockFetch({ 'GET /api/programs': () => list([buildProgramSummary(overrides)]) });
    renderWithProviders(<ProgramChoice now={now} />, { url: '/pengajuan-bantuan' });
    const card = await cardOf('Bantuan Air Bersih');
    expect(within(card).getByText(label)).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Ajukan' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Ajukan Bantuan Air Bersih: ${label}` })).toBeDisabled();
  });
});
