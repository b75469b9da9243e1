import { ROLE_ASSESSOR, ROLE_GUEST, ROLE_SUPER_ADMIN } from '@amal/contract/constants';
import { describe, expect, it } from 'vitest';
import { type StaffNavItem, staffCrumbs, staffNavItems } from './navigation';

const PAGES: StaffNavItem[] = [
  { label: 'Pengajuan', to: '/admin/proposal', capability: 'readProposals' },
  { label: 'Verifikator Lapangan', to: '/admin/verifikator-lapangan', capability: 'readVerifiers' },
  { label: 'Administrator', to: '/admin/administrator', capability: 'manageAdministrators' },
];

describe('staffNavItems', () => {
  it('lists every page for a super admin, whatever programme the role names', () => {
    const labels = staffNavItems([{ idProgram: 3, idRole: ROLE_SUPER_ADMIN }], PAGES).map((p) => p.label);
    expect(labels).toEqual(['Pengajuan', 'Verifikator Lapangan', 'Administrator']);
  });

  it('lists only what a role opens in some programme', () => {
    expect(staffNavItems([{ idProgram: 10, idRole: ROLE_GUEST }], PAGES).map((p) => p.label)).toEqual([
      'Pengajuan',
    ]);
    expect(staffNavItems([{ idProgram: 10, idRole: ROLE_ASSESSOR }], PAGES).map((p) => p.label)).toEqual([
      'Pengajuan',
    ]);
  });

  it('lists nothing for an administrator record without roles', () => {
    expect(staffNavItems([], PAGES)).toEqual([]);
  });
});

describe('staffCrumbs', () => {
  it('names the staff home, the section and the proposal, the last one not a link', () => {
    expect(staffCrumbs('/admin/proposal/123')).toEqual([
      { label: 'Beranda Staf', to: '/admin' },
      { label: 'Pengajuan', to: '/admin/proposal' },
      { label: '#123' },
    ]);
    expect(staffCrumbs('/admin/proposal')).toEqual([
      { label: 'Beranda Staf', to: '/admin' },
      { label: 'Pengajuan' },
    ]);
  });

  it("names the programme editor's pages by what they do", () => {
    expect(staffCrumbs('/admin/program/edit/4').at(-1)).toEqual({ label: 'Ubah #4' });
    expect(staffCrumbs('/admin/program/create').at(-1)).toEqual({ label: 'Program baru' });
    expect(staffCrumbs('/admin/program/4/pratinjau').at(-1)).toEqual({ label: '#4' });
  });

  it('does not take a path that only starts like a section for it', () => {
    expect(staffCrumbs('/admin/proposals-lama')).toEqual([{ label: 'Beranda Staf' }]);
  });
});
