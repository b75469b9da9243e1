import { describe, expect, it } from 'vitest';
import { compareFields, differences, type ShownField } from './compare-fields';

const value = (label: string, v: string): ShownField => ({ kind: 'value', label, value: v });
const summary = (lines: ReturnType<typeof compareFields>) =>
  lines.map((l) => [
    l.label,
    l.applicant && 'text' in l.applicant ? l.applicant.text : null,
    l.verifier && 'text' in l.verifier ? l.verifier.text : null,
    l.differs,
  ]);

describe('compareFields', () => {
  it('marks the fields whose shown values differ, and a field only one side has', () => {
    const lines = compareFields(
      [value('Pekerjaan', 'Buruh'), value('Status tempat tinggal', 'Sewa'), value('Merokok', 'Tidak')],
      [value('Pekerjaan', 'Buruh'), value('Status tempat tinggal', 'Milik sendiri'), value('Catatan', 'x')],
    );
    expect(summary(lines)).toEqual([
      ['Pekerjaan', 'Buruh', 'Buruh', false],
      ['Status tempat tinggal', 'Sewa', 'Milik sendiri', true],
      ['Catatan', null, 'x', true],
      ['Merokok', 'Tidak', null, true],
    ]);
    expect(differences(lines)).toBe(3);
  });

  it('keeps only the verifier’s questions when the verification asks fewer', () => {
    const lines = compareFields(
      [value('Nama lengkap', 'Siti'), value('Merokok', 'Tidak')],
      [value('Merokok', 'Ya')],
      { verifiedOnly: true },
    );
    expect(summary(lines)).toEqual([['Merokok', 'Tidak', 'Ya', true]]);
  });

  it('compares list rows by position, and their totals', () => {
    const rows = (...items: [string, string][]): ShownField => ({
      kind: 'rows',
      label: '',
      money: true,
      rows: items.map(([label, v]) => ({ label, value: v })),
      total: 'Rp 1',
    });
    const lines = compareFields(
      [rows(['Listrik', 'Rp 100.000'], ['Air', 'Rp 50.000'])],
      [rows(['Listrik', 'Rp 100.000'], ['Air', 'Rp 75.000'], ['Gas', 'Rp 20.000'])],
    );
    expect(summary(lines)).toEqual([
      ['Baris 1', 'Listrik: Rp 100.000', 'Listrik: Rp 100.000', false],
      ['Baris 2', 'Air: Rp 50.000', 'Air: Rp 75.000', true],
      ['Baris 3', null, 'Gas: Rp 20.000', true],
      ['Total', 'Rp 1', 'Rp 1', false],
    ]);
  });

  it('compares records item by item, their own fields under their heading', () => {
    const family = (...members: [string, string][]): ShownField => ({
      kind: 'records',
      label: 'Anggota keluarga',
      records: members.map(([name, job]) => ({
        title: name,
        subtitle: 'Anak',
        fields: [value('Pekerjaan', job)],
      })),
    });
    const lines = compareFields(
      [family(['Ali', 'Pelajar'], ['Budi', 'Pelajar'])],
      [family(['Ali', 'Buruh'])],
    );
    expect(summary(lines)).toEqual([
      ['Anggota keluarga 1', 'Ali · Anak', 'Ali · Anak', false],
      ['Pekerjaan', 'Pelajar', 'Buruh', true],
      ['Anggota keluarga 2', 'Budi · Anak', null, true],
      ['Pekerjaan', 'Pelajar', null, true],
    ]);
    expect(lines.map((l) => l.depth)).toEqual([0, 1, 0, 1]);
    expect(lines[0]!.heading).toBe(true);
  });

  it('compares consents one by one and addresses whole', () => {
    const address = (rt: string): ShownField => ({
      kind: 'address',
      label: 'Alamat domisili',
      address: {
        idProvince: 1,
        idRegency: 2,
        idDistrict: 3,
        idSubDistrict: 4,
        fullAddress: 'Jl. Mawar',
        rt,
        rw: '2',
        postalCode: null,
      },
    });
    const checks = (checked: boolean): ShownField => ({
      kind: 'checks',
      label: '',
      items: [
        { label: 'Bersedia dikunjungi', checked: true },
        { label: 'Data benar', checked },
      ],
    });
    const lines = compareFields([address('1'), checks(true)], [address('3'), checks(false)]);
    expect(lines.map((l) => [l.label, l.differs])).toEqual([
      ['Alamat domisili', true],
      ['Bersedia dikunjungi', false],
      ['Data benar', true],
    ]);
  });
});
