import { describe, expect, it } from 'vitest';
import {
  canCheckKk,
  isValidKk,
  isValidNip,
  isValidWhatsapp,
  kkSchema,
  nipSchema,
  normalizeWhatsapp,
  patternMessages,
  whatsappSchema,
} from './patterns.ts';
import type { z } from './zod.ts';

const firstMessage = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues[0]?.message;

describe('§5 NIP: optional ARN/ART prefix, 3 digits, a dash, then 4-6 digits', () => {
  it.each([
    ['ARN123-4567', true],
    ['ART101-10002', true],
    ['ARN101-100001', true], // 6 digits after the dash
    ['123-456789', true], // no prefix
    ['123-4567', true],
    ['ARN12-4567', false], // 2 digits before the dash
    ['ARN1234-4567', false],
    ['ARX123-4567', false], // unknown prefix
    ['arn123-4567', false], // prefix is upper case
    ['ARN123-456', false], // 3 digits after the dash
    ['ARN123-4567890', false], // 7 digits after the dash
    ['ARN 123-4567', false], // spaces
    ['ARN123 - 4567', false],
    [' ARN123-4567', false],
    ['ARN1234567', false], // no dash
    ['', false],
  ])('NIP %j valid: %s', (nip, valid) => {
    expect(isValidNip(nip)).toBe(valid);
  });

  it('"NIP tidak sesuai format" on an invalid NIP', () => {
    expect(firstMessage(nipSchema.safeParse('ARX123-4567'))).toBe('NIP tidak sesuai format');
    expect(patternMessages.nip).toBe('NIP tidak sesuai format');
  });

  it('the NIP schema trims surrounding spaces before matching', () => {
    expect(nipSchema.parse(' ARN123-4567 ')).toBe('ARN123-4567');
  });

  it('hint: NIP "Tulis lengkap tanpa spasi" (the login hint is in login.ts)', () => {
    expect(patternMessages.nipHint).toBe('Tulis lengkap tanpa spasi');
    expect(patternMessages.nipOrWrong).toBe('NIP tidak sesuai format atau salah');
  });
});

describe('§5 WhatsApp: +62 or 62, then 8, a digit 1-9, then 6-9 digits', () => {
  it.each([
    ['+628123456789', true], // 8 trailing digits
    ['62812345678', true], // 7 trailing digits
    ['6281234567', true], // 6 trailing digits: the minimum
    ['628123456', false], // 5 trailing digits
    ['628123456789', true],
    ['6281234567890', true], // 9 trailing digits: the maximum
    ['62812345678901', false], // 10 trailing digits
    ['62812345', false], // 4 trailing digits
    ['628012345678', false], // digit after 8 is 0
    ['6208123456789', false], // 0 after the country code
    ['627123456789', false], // not a mobile (8) number
    ['08123456789', false], // national form
    ['+08123456789', false],
    ['8123456789', false],
    ['62 812 3456 789', false], // spaces
    ['62-812-3456-789', false],
    ['', false],
  ])('WhatsApp %j valid: %s', (number, valid) => {
    expect(isValidWhatsapp(number)).toBe(valid);
  });

  it('"Format: Nomor 628900000 (hanya nomor tanpa spasi)" on an invalid number', () => {
    expect(firstMessage(whatsappSchema.safeParse('08123456789'))).toBe(
      'Format: Nomor 628900000 (hanya nomor tanpa spasi)',
    );
  });

  it.each([
    ['+628123456789', '628123456789'],
    ['628123456789', '628123456789'],
    [' +628123456789 ', '628123456789'],
  ])('+62 and 62 are one number: %j is stored as %j', (input, stored) => {
    expect(normalizeWhatsapp(input)).toBe(stored);
  });

  it('hint "Contoh penulisan: 62813xxxxx"', () => {
    expect(patternMessages.whatsappHint).toBe('Contoh penulisan: 62813xxxxx');
  });
});

describe('§5 KK number: 16 digits', () => {
  it.each([
    ['3273010101900001', true],
    ['0000000000000000', true],
    ['327301010190000', false], // 15 digits
    ['32730101019000011', false], // 17 digits
    ['327301010190000A', false],
    ['3273 0101 0190 0001', false],
    ['', false],
  ])('KK %j valid: %s', (kk, valid) => {
    expect(isValidKk(kk)).toBe(valid);
  });

  it('"Nomor KK harus 16 digit angka" on an invalid KK', () => {
    expect(firstMessage(kkSchema.safeParse('12345'))).toBe('Nomor KK harus 16 digit angka');
  });

  it.each([
    ['', false],
    ['123456', false], // 6 characters: not more than 6
    ['1234567', true], // 7 characters
    ['3273010101900001', true],
  ])('KK check button needs more than 6 characters: %j → %s', (value, enabled) => {
    expect(canCheckKk(value)).toBe(enabled);
  });
});

describe('§5 KTP number: no KTP, the KK number', () => {
  it('hint: use the KK number if there is no KTP', () => {
    expect(patternMessages.ktpHint).toBe('Gunakan nomor KK jika tidak memiliki KTP');
  });
});
