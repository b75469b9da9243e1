import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ADDRESS, buildMember } from '../test-member';
import { addressValues, memberPagePath, personalValues, refusalOf } from './member-form';

describe('member form values', () => {
  it('starts page "data-diri" from the record, empty text for what it lacks', () => {
    expect(personalValues(buildMember({ marriage: null, idCardNumber: null }))).toEqual({
      fullName: 'Ahmad Fauzi',
      whatsappNumber: '6281234567001',
      gender: 'Laki-laki',
      placeOfBirth: 'Bandung',
      dateOfBirth: '1990-05-17',
      marriage: '',
      idCardNumber: '',
      nomorKK: '3273010101200001',
    });
  });

  it('ticks "same as domicile" when the KTP address is an exact copy, not when it differs or is empty', () => {
    expect(addressValues(buildMember())).toMatchObject({ addressSameWithKTP: true, idProvince: '32' });
    expect(addressValues(buildMember({ rtOfficial: '009' })).addressSameWithKTP).toBe(false);
    const empty = Object.fromEntries(
      Object.keys(ADDRESS).flatMap((f) => [
        [f, null],
        [`${f}Official`, null],
      ]),
    );
    expect(addressValues(buildMember(empty)).addressSameWithKTP).toBe(false);
  });

  it('names each page by its address', () => {
    expect(memberPagePath('ARN101-10001', 'alamat')).toBe('/admin/anggota/ARN101-10001/alamat/ubah');
  });
});

describe('a refused correction', () => {
  const fields = ['nomorKK', 'idCardNumber'];
  it('goes under the page’s fields when the server names them', () => {
    const error = new ApiError(409, 'Nomor KK sudah terdaftar', [{ path: 'nomorKK', message: 'x' }], 'r');
    expect(refusalOf(error, fields)).toEqual({
      kind: 'fields',
      message: 'Nomor KK sudah terdaftar',
      errors: [{ path: 'nomorKK', message: 'x' }],
    });
  });
  it('asks to reload on a 409 without fields (changed meanwhile)', () => {
    expect(refusalOf(new ApiError(409, 'Berubah', [], 'r'), fields)).toEqual({
      kind: 'stale',
      message: 'Berubah',
    });
  });
  it('is a message alone otherwise (no right, a field of no page)', () => {
    expect(refusalOf(new ApiError(403, 'Tidak boleh', [], 'r'), fields).kind).toBe('other');
    expect(
      refusalOf(new ApiError(400, 'Salah', [{ path: 'updatedAt', message: 'x' }], 'r'), fields).kind,
    ).toBe('other');
  });
});
