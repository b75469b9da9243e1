import { z } from './zod.ts';

/** NIP: optional ARN (male) or ART (female) prefix, 3 digits, a dash, 4-6 digits. */
export const NIP_PATTERN = /^(ARN|ART)?\d{3}-\d{4,6}$/;
/** WhatsApp, strict: +62 or 62, then 8, a digit 1-9, then 6-9 digits. */
export const WHATSAPP_PATTERN = /^(\+62|62)8[1-9]\d{6,9}$/;
/** WhatsApp, loose: 62 followed by digits. */
export const WHATSAPP_LOOSE_PATTERN = /^62\d+$/;
/** KK (family card) number: 16 digits. */
export const KK_PATTERN = /^\d{16}$/;
/**
 * KTP (NIK) number: 16 digits whose first six are the regional code (2-digit province 11-99,
 * regency, district), then the birth date (day + 40 for women), then a 4-digit serial.
 */
export const KTP_PATTERN = /^[1-9]\d{5}([04][1-9]|[1256]\d|[37][01])(0[1-9]|1[0-2])\d{2}\d{4}$/;

export const patternMessages = {
  nip: 'NIP tidak sesuai format',
  nipOrWrong: 'NIP tidak sesuai format atau salah',
  nipHint: 'Tulis lengkap tanpa spasi',
  whatsapp: 'Format: Nomor 628900000 (hanya nomor tanpa spasi)',
  whatsappHint: 'Contoh penulisan: 62813xxxxx',
  kk: 'Nomor KK harus 16 digit angka',
  ktp: 'Nomor KTP tidak sesuai format',
  ktpHint: 'Gunakan nomor KK jika tidak memiliki KTP',
} as const;

/** The KK "Check" button is enabled only when more than this many characters are entered. */
export const KK_CHECK_MIN_EXCLUSIVE = 6;

export const isValidNip = (value: string) => NIP_PATTERN.test(value);
export const isValidWhatsapp = (value: string) => WHATSAPP_PATTERN.test(value);
export const isValidWhatsappLoose = (value: string) => WHATSAPP_LOOSE_PATTERN.test(value);
export const isValidKk = (value: string) => KK_PATTERN.test(value);
export const isValidKtp = (value: string) => KTP_PATTERN.test(value);
export const canCheckKk = (value: string) => value.length > KK_CHECK_MIN_EXCLUSIVE;

/** NIP as typed on a phone: trimmed and upper-cased before the pattern is checked. */
export const nipSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(20, { error: patternMessages.nip })
  .regex(NIP_PATTERN, { error: patternMessages.nip });
export const whatsappSchema = z
  .string()
  .trim()
  .max(20, { error: patternMessages.whatsapp })
  .regex(WHATSAPP_PATTERN, { error: patternMessages.whatsapp });
export const kkSchema = z.string().trim().regex(KK_PATTERN, { error: patternMessages.kk });
export const ktpSchema = z.string().trim().regex(KTP_PATTERN, { error: patternMessages.ktp });

/** WhatsApp numbers are stored without the leading "+", so +62… and 62… are one number. */
export const normalizeWhatsapp = (value: string) => value.trim().replace(/^\+/, '');
