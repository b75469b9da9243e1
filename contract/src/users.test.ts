import { describe, expect, it } from 'vitest';
import { canOpenApplicationTiles } from './home-menu.ts';
import { createUserSchema, showsDivisions, updateUserSchema } from './users.ts';

const complete = { hasBankAccount: true, idCardNumber: '3273014101900001', homeDocumentTypes: [2, 6] };

describe('§2 home menu: "Ajukan Bantuan" and "Pengajuan Berjalan" need bank account, KTP number, documents 2 and 6', () => {
  it.each([
    ['everything present', complete, true],
    ['everything present, more documents', { ...complete, homeDocumentTypes: [1, 6, 9, 2] }, true],
    ['no bank account', { ...complete, hasBankAccount: false }, false],
    ['no KTP number', { ...complete, idCardNumber: null }, false],
    ['empty KTP number', { ...complete, idCardNumber: '' }, false],
    ['blank KTP number', { ...complete, idCardNumber: '   ' }, false],
    ['no document of type 2', { ...complete, homeDocumentTypes: [6] }, false],
    ['no document of type 6', { ...complete, homeDocumentTypes: [2] }, false],
    ['no documents', { ...complete, homeDocumentTypes: [] }, false],
    ['nothing at all', { hasBankAccount: false, idCardNumber: null, homeDocumentTypes: [] }, false],
  ])('%s → tiles open: %s', (_case, user, open) => {
    expect(canOpenApplicationTiles(user)).toBe(open);
  });
});

describe('§6 non-members (membership other than "peserta") see divisions', () => {
  it.each([
    ['peserta', false],
    ['pengurus', true],
    ['staf', true],
    ['Peserta', true], // the spec's value is lower case
    [null, true],
  ])('membership %j → shows divisions: %s', (membership, shows) => {
    expect(showsDivisions({ membership })).toBe(shows);
  });
});

const messagesByPath = (input: unknown) => {
  const result = createUserSchema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};
const valid = { fullName: 'Siti Aminah', whatsappNumber: '6281234567890', gender: 'Perempuan' };

describe('§5 neighbour and recipient contact (POST /api/user)', () => {
  it('a full name, a WhatsApp number in format and a gender are enough', () => {
    expect(createUserSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['missing', { ...valid, fullName: undefined }],
    ['empty', { ...valid, fullName: '' }],
    ['blank', { ...valid, fullName: '   ' }],
  ])('full name required: "Isi dengan Nama lengkap" when %s', (_case, input) => {
    expect(messagesByPath(input)).toEqual({ fullName: 'Isi dengan Nama lengkap' });
  });

  it.each([
    ['missing', { ...valid, whatsappNumber: undefined }],
    ['empty', { ...valid, whatsappNumber: '' }],
    ['blank', { ...valid, whatsappNumber: '  ' }],
  ])('WhatsApp required: "Nomor WhatsApp harus diisi" when %s', (_case, input) => {
    expect(messagesByPath(input)).toEqual({ whatsappNumber: 'Nomor WhatsApp harus diisi' });
  });

  it.each([['08123456789'], ['62812345'], ['62 812 3456 789']])(
    'WhatsApp in format: "Format: Nomor 628900000 (hanya nomor tanpa spasi)" for %j',
    (whatsappNumber) => {
      expect(messagesByPath({ ...valid, whatsappNumber })).toEqual({
        whatsappNumber: 'Format: Nomor 628900000 (hanya nomor tanpa spasi)',
      });
    },
  );

  it.each([
    ['missing', undefined],
    ['not a gender value', 'L'],
    ['empty', ''],
  ])('gender required: "Jenis kelamin wajib diisi" when %s', (_case, gender) => {
    expect(messagesByPath({ ...valid, gender })).toEqual({ gender: 'Jenis kelamin wajib diisi' });
  });

  it('an invalid NIP gives "NIP tidak sesuai format"', () => {
    expect(messagesByPath({ ...valid, nip: 'ARN12-4567' })).toEqual({ nip: 'NIP tidak sesuai format' });
  });

  it('"Format tanggal tidak valid" for a date of birth that is not a date', () => {
    expect(messagesByPath({ ...valid, dateOfBirth: '15-06-1990' })).toEqual({
      dateOfBirth: 'Format tanggal tidak valid',
    });
  });

  it('marriage is one of Menikah, Belum menikah, Cerai hidup, Cerai mati', () => {
    for (const marriage of ['Menikah', 'Belum menikah', 'Cerai hidup', 'Cerai mati']) {
      expect(createUserSchema.safeParse({ ...valid, marriage }).success).toBe(true);
    }
    expect(messagesByPath({ ...valid, marriage: 'Janda' })).toEqual({
      marriage: 'Status pernikahan tidak valid',
    });
  });

  it('unknown fields are stripped', () => {
    expect(createUserSchema.parse({ ...valid, isAdmin: true })).not.toHaveProperty('isAdmin');
  });

  it('trims the full name and the WhatsApp number', () => {
    const parsed = createUserSchema.parse({
      ...valid,
      fullName: '  Siti Aminah ',
      whatsappNumber: ' 6281234567890 ',
    });
    expect([parsed.fullName, parsed.whatsappNumber]).toEqual(['Siti Aminah', '6281234567890']);
  });
});

describe('PATCH /api/user takes the id and only the fields to change', () => {
  it('the id alone is a valid update', () => {
    expect(updateUserSchema.safeParse({ idUser: 7 }).success).toBe(true);
  });

  it('a WhatsApp number given in an update must still be in format', () => {
    const result = updateUserSchema.safeParse({ idUser: 7, whatsappNumber: '0812' });
    expect(result.error?.issues[0]?.message).toBe('Format: Nomor 628900000 (hanya nomor tanpa spasi)');
  });
});
