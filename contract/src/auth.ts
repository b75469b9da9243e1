import { jakartaDateTime } from './age.ts';
import { twoDigits } from './calendar.ts';
import { endpoint } from './endpoint.ts';
import { loginFieldRules, loginMessages, normalizeNip, PASSWORD_MIN_LENGTH } from './login.ts';
import { userSchema } from './users.ts';
import { z } from './zod.ts';

/** Wrong passwords allowed for one NIP from one address within the window before 429. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

export const authMessages = {
  ...loginMessages,
  wrongCredentials: 'NIP atau password salah',
  notAdmin: 'User tidak terdaftar sebagai admin',
  sessionEnded: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
} as const;

/** "Terlalu banyak percobaan…" with the Jakarta clock time at which the window passes. */
export function tooManyAttemptsMessage(retryAt: Date): string {
  const { hour, minute } = jakartaDateTime(retryAt);
  const time = `${twoDigits(hour)}.${twoDigits(minute)}`;
  return `Terlalu banyak percobaan masuk. Silakan coba lagi pukul ${time} WIB.`;
}

/** A zod check that reports what a rule of `login.ts` says, so that the rule is written only there. */
const byRule =
  (rule: (value: string) => string | undefined) =>
  (payload: z.core.ParsePayload<string>): void => {
    const message = rule(payload.value);
    if (message) payload.issues.push({ code: 'custom', message, input: payload.value });
  };

/** POST /api/login/member: the route validates with this schema, the login form with the same rules. */
export const loginMemberSchema = z.object({
  /** The member's NIP. */
  username: z
    .string({ error: authMessages.nipRequired })
    .overwrite(normalizeNip)
    .check(byRule(loginFieldRules.username))
    .max(40)
    // A custom check says nothing in /api/docs: the description keeps the lengths the rules ask for.
    .meta({ minLength: 1 }),
  password: z
    .string({ error: authMessages.passwordRequired })
    .check(byRule(loginFieldRules.password))
    .max(200)
    .meta({ minLength: PASSWORD_MIN_LENGTH }),
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

const tag = 'auth';

export const authEndpoints = {
  loginMember: endpoint({
    method: 'POST',
    path: '/login/member',
    summary: 'Log in as a member',
    tag,
    access: 'public',
    body: loginMemberSchema,
    response: { 200: loginResponseSchema },
  }),
  /** A GET that renews the session cookie: it changes state, so another site may not send it. */
  refresh: endpoint({
    method: 'GET',
    path: '/login/hsi/refresh',
    summary: 'Renew the session token',
    tag,
    access: 'user',
    response: { 200: loginResponseSchema },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    summary: 'Log out',
    tag,
    access: 'public',
    response: { 204: z.null() },
  }),
};

/** The claims of the signed token, as the spec names them. */
export const tokenPayloadSchema = z.object({
  username: z.string(),
  admin: z.boolean(),
  exp: z.number(),
  iat: z.number(),
});
