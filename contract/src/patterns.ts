import { z } from './zod.ts';

/** NIP: optional ARN (male) or ART (female) prefix, 3 digits, a dash, 4-6 digits. */
const NIP_PATTERN = /^(ARN|ART)?\d{3}-\d{4,6}$/;
/** WhatsApp, strict: +62 or 62, then 8, a digit 1-9, then 6-9 digits. */
const WHATSAPP_PATTERN = /^(\+62|62)8[1-9]\d{6,9}$/;
/** KK (family card) number: 16 digits. */
export const KK_PATTERN = /^\d{16}$/;

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
const KK_CHECK_MIN_EXCLUSIVE = 6;

export const isValidNip = (value: string) => NIP_PATTERN.test(value);
export const isValidWhatsapp = (value: string) => WHATSAPP_PATTERN.test(value);
export const isValidKk = (value: string) => KK_PATTERN.test(value);
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

/** WhatsApp numbers are stored without the leading "+", so +62… and 62… are one number. */
export const normalizeWhatsapp = (value: string) => value.trim().replace(/^\+/, '');
