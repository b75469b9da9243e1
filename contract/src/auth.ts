import { patternMessages } from './patterns.ts';
import { userSchema } from './users.ts';
import { z } from './zod.ts';

export const PASSWORD_MIN_LENGTH = 4;
export { SESSION_HINT_COOKIE } from './session.ts';
/** Wrong passwords allowed for one NIP from one address within the window before 429. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

export const authMessages = {
  nipRequired: 'Masukan NIP',
  passwordRequired: 'Wajib memasukan password',
  passwordMin: 'Password minimal 4 karakter',
  nipHint: patternMessages.nipLoginHint,
  wrongCredentials: 'NIP atau password salah',
  notAdmin: 'User tidak terdaftar sebagai admin',
  sessionEnded: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
} as const;

/** "Terlalu banyak percobaan…" with the Jakarta clock time at which the window passes. */
export function tooManyAttemptsMessage(retryAt: Date): string {
  const time = new Intl.DateTimeFormat('id-ID', {
    timeZone: 'Asia/Jakarta',
    hour: '2-digit',
    minute: '2-digit',
  }).format(retryAt);
  return `Terlalu banyak percobaan masuk. Silakan coba lagi pukul ${time} WIB.`;
}

/** POST /api/login/member: the login form and the route validate with this one schema. */
export const loginMemberSchema = z.object({
  /** The member's NIP. */
  username: z
    .string({ error: authMessages.nipRequired })
    .trim()
    .min(1, { error: authMessages.nipRequired, abort: true })
    .max(40),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, { error: authMessages.passwordRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: authMessages.passwordMin })
    .max(200),
  /** When true the login fails unless the member is staff ("User tidak terdaftar sebagai admin"). */
  isAdmin: z.boolean().optional(),
});
export type LoginMemberInput = z.infer<typeof loginMemberSchema>;

/** Answer of a login or a refresh: the token (also set as an HttpOnly cookie), its expiry, the user. */
export const loginResponseSchema = z.object({
  accessToken: z.string(),
  /** ISO-8601 instant at which the token expires. */
  expired: z.string(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The claims of the signed token, as the spec names them. */
export const tokenPayloadSchema = z.object({
  username: z.string(),
  admin: z.boolean(),
  exp: z.number(),
  iat: z.number(),
});
