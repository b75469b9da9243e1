import { describe, expect, it } from 'vitest';
import { completeProfileSchema, googleMessages, isProfileComplete } from './google.ts';
import { userMessages } from './users.ts';

const messagesOf = (input: unknown) => {
  const result = completeProfileSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the non-member profile (/profile/update, spec §1)', () => {
  it('asks for each of the four fields in Indonesian', () => {
    expect(messagesOf({})).toEqual([
      `fullName: ${userMessages.fullNameRequired}`,
      `whatsappNumber: ${userMessages.whatsappRequired}`,
      `gender: ${userMessages.genderRequired}`,
      `dateOfBirth: ${googleMessages.dateOfBirthRequired}`,
    ]);
  });

  it("takes WhatsApp in the spec's format only, and a date of birth as a date", () => {
    const valid = {
      fullName: ' Siti ',
      whatsappNumber: '+6281234567890',
      gender: 'Perempuan',
      dateOfBirth: '1990-04-01',
    };
    expect(completeProfileSchema.parse(valid)).toMatchObject({ fullName: 'Siti' });
    expect(messagesOf({ ...valid, whatsappNumber: '0812-3456' })).toHaveLength(1);
    expect(messagesOf({ ...valid, dateOfBirth: '01/04/1990' })).toEqual([
      `dateOfBirth: ${googleMessages.dateOfBirthRequired}`,
    ]);
  });

  it('counts a profile complete once WhatsApp, gender and date of birth are given', () => {
    expect(isProfileComplete({ whatsappNumber: null, gender: null, dateOfBirth: null })).toBe(false);
    expect(
      isProfileComplete({ whatsappNumber: '6281234567890', gender: 'Perempuan', dateOfBirth: null }),
    ).toBe(false);
    expect(
      isProfileComplete({ whatsappNumber: '6281234567890', gender: 'Perempuan', dateOfBirth: '1990-04-01' }),
    ).toBe(true);
  });
});
