import { loginResponseSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { whatsappSchema } from './patterns.ts';
import { GENDERS, userMessages, userSchema } from './users.ts';
import { z } from './zod.ts';

/** Google sign-in (issue 39, decision 0046): the texts the server answers and the web shows. */
export const googleMessages = {
  /** The modal's title on any failure of a Google sign-in; the server's message goes under it. */
  failedTitle: 'Login Google gagal',
  /** A bearer ID token that does not verify (signature, issuer, audience, expiry, replay). */
  tokenRejected: 'Login Google gagal - Silahkan cek email dan password yang Anda gunakan',
  emailNotVerified: 'Email akun Google belum terverifikasi',
  /** The sign-in started on one browser and came back to another, or too late. */
  flowExpired: 'Sesi login Google telah berakhir. Silakan coba lagi.',
  /** The provider refused or could not be reached. */
  providerFailed: 'Google tidak dapat memproses login saat ini. Silakan coba lagi.',
  /** More than one member holds the account's e-mail: which one is meant is for staff to settle. */
  ambiguousEmail: 'Email ini terdaftar pada lebih dari satu anggota. Hubungi admin yayasan.',
  /** The profile form is for accounts made by a Google sign-in; a member's data comes from the education site. */
  notNonMember: userMessages.readOnlyFields,
  dateOfBirthRequired: 'Tanggal lahir wajib diisi',
} as const;

/** Where the web shows a failed redirect sign-in: /login?googleError=<message>. */
export const GOOGLE_ERROR_PARAM = 'googleError';
/** The web route a non-member's first sign-in lands on (spec §2). */
export const PROFILE_UPDATE_PATH = '/profile/update';

const flag = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v),
  z.enum(['1', '0', 'true', 'false']).optional(),
);

/** GET /api/auth/google/login: `admin=1` asks for the staff sign-in; `prev` is the page to return to. */
export const googleStartQuery = z.object({
  admin: flag,
  prev: z.string().max(500).optional(),
});

/** GET /api/auth/google/callback: what the provider sends back (openid-client reads the whole address). */
export const googleCallbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

/** GET /api/login/google (Authorization: Bearer <Google ID token>). */
export const googleLoginQuery = z.object({ isAdmin: flag });

/** The NIP login's answer, and whether the account is a non-member's (then /profile/update until complete). */
export const googleLoginResponseSchema = loginResponseSchema.extend({
  nonMember: z.boolean(),
  /** False while a non-member has not yet given name, WhatsApp, gender and date of birth. */
  profileComplete: z.boolean(),
});
export type GoogleLoginResponse = z.infer<typeof googleLoginResponseSchema>;

/** PUT /api/user/profile: a non-member completes their profile (spec §1, /profile/update). */
export const completeProfileSchema = z.object({
  fullName: z
    .string({ error: userMessages.fullNameRequired })
    .trim()
    .min(1, { error: userMessages.fullNameRequired })
    .max(200),
  whatsappNumber: z
    .string({ error: userMessages.whatsappRequired })
    .trim()
    .min(1, { error: userMessages.whatsappRequired })
    .pipe(whatsappSchema),
  gender: z.enum(GENDERS, { error: userMessages.genderRequired }),
  dateOfBirth: z.iso.date({ error: googleMessages.dateOfBirthRequired }),
});
export type CompleteProfileInput = z.infer<typeof completeProfileSchema>;

/** A user counts as a non-member with a complete profile once these four are given. */
export const isProfileComplete = (user: {
  whatsappNumber: string | null;
  gender: string | null;
  dateOfBirth: string | null;
}) => Boolean(user.whatsappNumber && user.gender && user.dateOfBirth);

const tag = 'auth';

export const googleEndpoints = {
  /** Redirects to the provider (302); 404 when Google sign-in is not configured. */
  start: endpoint({
    method: 'GET',
    path: '/auth/google/login',
    summary: 'Start a Google sign-in (redirects to Google)',
    tag,
    access: 'public',
    query: googleStartQuery,
    response: {},
  }),
  /** Redirects to the page to open next, or to /login?googleError=… (302). */
  callback: endpoint({
    method: 'GET',
    path: '/auth/google/callback',
    summary: 'Finish a Google sign-in (the provider redirects here)',
    tag,
    access: 'public',
    query: googleCallbackQuery,
    response: {},
  }),
  login: endpoint({
    method: 'GET',
    path: '/login/google',
    summary: 'Log in with a Google ID token (Authorization: Bearer)',
    tag,
    access: 'public',
    query: googleLoginQuery,
    response: { 200: googleLoginResponseSchema },
  }),
  completeProfile: endpoint({
    method: 'PUT',
    path: '/user/profile',
    summary: "Complete a non-member's profile",
    tag,
    access: 'user',
    body: completeProfileSchema,
    response: { 200: userSchema },
  }),
};
