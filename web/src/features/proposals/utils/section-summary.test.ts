import { describe, expect, it } from 'vitest';
import { summarize } from './section-summary';

describe('summarize (detail page: submitted sections as readable values, never raw JSON)', () => {
  it.each([
    ['money in whole Rupiah', { income: 1500000 }, { label: 'Penghasilan', value: 'Rp\u00a01.500.000' }],
    ['a nominal in Rupiah', { nominal: 250000 }, { label: 'Nominal', value: 'Rp\u00a0250.000' }],
    [
      'a calendar date in Indonesian',
      { dateOfBirth: '1990-05-12' },
      { label: 'Tanggal lahir', value: '12 Mei 1990' },
    ],
    [
      'an instant on its Jakarta date',
      { when: '2025-01-01T17:00:00Z' },
      { label: 'Waktu', value: '2 Januari 2025' },
    ],
    ['a flag as Ya', { isLiveTogether: true }, { label: 'Tinggal serumah', value: 'Ya' }],
    ['a flag as Tidak', { smoker: false }, { label: 'Merokok', value: 'Tidak' }],
    [
      'a KTP number masked',
      { idCardNumber: '3273011205900001' },
      { label: 'Nomor KTP', value: '••••••••••••0001' },
    ],
    [
      'a list of texts joined',
      { subject: ['Fiqih', 'Tauhid'] },
      { label: 'Mata pelajaran', value: 'Fiqih, Tauhid' },
    ],
    ['an unknown key humanized', { favouriteColour: 'hijau' }, { label: 'Favourite colour', value: 'hijau' }],
  ])('shows %s', (_, data, field) => {
    expect(summarize(data)).toEqual([field]);
  });

  it('leaves out ids and empty values', () => {
    expect(summarize({ idProvince: 32, idBank: 4, name: '', description: null, rt: '001' })).toEqual([
      { label: 'RT', value: '001' },
    ]);
  });

  it('shows a list of records as records, each with its own fields', () => {
    expect(
      summarize([
        { idExpenseType: 1, nominal: 100000, description: 'Listrik' },
        { idExpenseType: 2, nominal: 0 },
      ]),
    ).toEqual([
      {
        label: '',
        records: [
          [
            { label: 'Nominal', value: 'Rp\u00a0100.000' },
            { label: 'Keterangan', value: 'Listrik' },
          ],
          [{ label: 'Nominal', value: 'Rp\u00a00' }],
        ],
      },
    ]);
  });

  it("uses the programme's property labels before its own", () => {
    expect(summarize({ businessAble: 'Menjahit' }, { businessAble: 'Keahlian usaha' })).toEqual([
      { label: 'Keahlian usaha', value: 'Menjahit' },
    ]);
  });

  it('shows nothing for data that is not an object', () => {
    expect(summarize('teks')).toEqual([]);
    expect(summarize(null)).toEqual([]);
  });
});
