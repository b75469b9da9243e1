import { lookupsEndpoints } from '@amal/contract/lookups';
import { MEMBER_PAGE_FIELDS } from '@amal/contract/members';
import { describe, expect, it } from 'vitest';
import { areaOfField, fieldLabel } from './field-labels';

describe('the history’s field labels', () => {
  it('names every field a member page writes in Indonesian, the KTP address marked', () => {
    for (const field of [...MEMBER_PAGE_FIELDS['data-diri'], ...MEMBER_PAGE_FIELDS.alamat]) {
      expect(fieldLabel(field), field).not.toBe(field);
    }
    expect(fieldLabel('idRegencyOfficial')).toBe('Kabupaten/Kota (KTP)');
    expect(fieldLabel('somethingElse')).toBe('somethingElse');
  });

  it('knows which fields are areas', () => {
    expect(areaOfField('idSubDistrictOfficial')).toBe(lookupsEndpoints.subdistrict);
    expect(areaOfField('rt')).toBeUndefined();
  });
});
