import type { ProposalListItem } from '@amal/contract/proposals';
import { describe, expect, it } from 'vitest';
import { toListRow } from './list-row';

const item = (overrides: Partial<ProposalListItem> = {}): ProposalListItem => ({
  idProposal: 9,
  createdAt: '2026-02-01T03:00:00Z',
  documentComplete: true,
  program: { idProgram: 3, name: 'Bantuan Air Bersih', individual: true },
  status: { idProposalStatus: 1, name: 'Pengajuan baru' },
  reference: { fullName: 'Siti Aminah' },
  referrer: { fullName: 'Ahmad Fauzi' },
  organization: null,
  ...overrides,
});

describe('toListRow (spec §2 home lists)', () => {
  it.each([
    ['a person', item(), 'Siti Aminah'],
    [
      'an organisation',
      item({ organization: { name: 'Masjid Al-Ikhlas', type: 'Masjid (DKM)' } }),
      'Masjid Al-Ikhlas',
    ],
  ])('names %s', (_, row, name) => {
    expect(toListRow(row, 'referer').name).toBe(name);
  });

  it.each([
    [true, 'referer', '/proposal/9'],
    [false, 'referer', '/update-proposal/9'],
    [false, 'reference', '/proposal/9?by=reference'],
    [true, 'reference', '/proposal/9?by=reference'],
  ] as const)('documentComplete=%s as %s leads to %s', (documentComplete, by, href) => {
    expect(toListRow(item({ documentComplete }), by).href).toBe(href);
  });

  it.each([
    [false, 'referer', false],
    [false, 'reference', true],
    [true, 'referer', true],
  ] as const)('documentComplete=%s as %s shows the row as complete: %s', (documentComplete, by, complete) => {
    // "Silakan melengkapi data" is for the referrer only (spec §4 "Documents").
    expect(toListRow(item({ documentComplete }), by).documentComplete).toBe(complete);
  });

  it('a proposal sent back for revision leads its applicant to "Perbaiki pengajuan", its recipient to the detail', () => {
    const returned = item({ status: { idProposalStatus: 33, name: 'Dikembalikan untuk perbaikan' } });
    expect(toListRow(returned, 'referer')).toMatchObject({ returned: true, href: '/proposal/9/perbaiki' });
    expect(toListRow(returned, 'reference')).toMatchObject({
      returned: false,
      href: '/proposal/9?by=reference',
    });
  });
});
