import { PROFILE_UPDATE_PATH as CONTRACT_PATH, isProfileComplete } from '@amal/contract/google';
import { GENDERS } from '@amal/contract/users';
import { describe, expect, it } from 'vitest';
import { needsProfileCompletion, opensBeforeCompletion, PROFILE_UPDATE_PATH } from './profile-completion';

const complete = { whatsappNumber: '6281234567890', gender: GENDERS[1], dateOfBirth: '1990-04-01' };

describe('needsProfileCompletion', () => {
  it('is the contract’s rule for an account without a NIP', () => {
    for (const whatsappNumber of [null, '', complete.whatsappNumber])
      for (const gender of [null, complete.gender])
        for (const dateOfBirth of [null, '', complete.dateOfBirth]) {
          const user = { nip: null, whatsappNumber, gender, dateOfBirth };
          expect(needsProfileCompletion(user)).toBe(!isProfileComplete(user));
        }
  });

  it('never holds a member (a NIP) back, whatever their record lacks', () => {
    expect(
      needsProfileCompletion({ nip: 'ARN101-10001', whatsappNumber: null, gender: null, dateOfBirth: null }),
    ).toBe(false);
  });

  it('lets a non-member with a complete profile through', () => {
    expect(needsProfileCompletion({ nip: null, ...complete })).toBe(false);
  });
});

describe('opensBeforeCompletion', () => {
  it('lets the form and the login pages open, nothing else', () => {
    expect(PROFILE_UPDATE_PATH).toBe(CONTRACT_PATH);
    expect(opensBeforeCompletion('/profile/update')).toBe(true);
    expect(opensBeforeCompletion('/login')).toBe(true);
    expect(opensBeforeCompletion('/admin/login')).toBe(true);
    for (const path of ['/', '/profile', '/pengajuan-bantuan', '/proposal/3', '/profile/lengkapi'])
      expect(opensBeforeCompletion(path)).toBe(false);
  });
});
