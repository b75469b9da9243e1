// The first super admin (decision 0031): on a database without one, the server prints a one-time
// link /setup/{token}; its page posts this form to POST /api/setup.
import { endpoint } from './endpoint.ts';
import { nipSchema, normalizeWhatsapp, whatsappSchema } from './patterns.ts';
import { z } from './zod.ts';

/**
 * The first super admin holds every role of every programme, so their password is longer than a
 * member's (login.ts: 4): at least 8 characters.
 */
export const SETUP_PASSWORD_MIN_LENGTH = 8;

export const setupMessages = {
  fullNameRequired: 'Isi dengan Nama lengkap',
  nipRequired: 'Masukan NIP',
  whatsappRequired: 'Nomor WhatsApp harus diisi',
  passwordRequired: 'Wajib memasukan password',
  passwordMin: `Password minimal ${SETUP_PASSWORD_MIN_LENGTH} karakter`,
  passwordMismatch: 'Password tidak sama',
  nipTaken: 'NIP sudah terdaftar',
  tokenInvalid: 'Tautan ini sudah tidak berlaku',
} as const;

/** The token of the link: 32 random bytes in base64url (43 characters). */
const setupTokenSchema = z.string().min(1).max(100);

/** POST /api/setup. */
export const setupSchema = z.object({
  token: setupTokenSchema,
  fullName: z
    .string({ error: setupMessages.fullNameRequired })
    .trim()
    .min(1, { error: setupMessages.fullNameRequired })
    .max(200),
  nip: z
    .string({ error: setupMessages.nipRequired })
    .trim()
    .min(1, { error: setupMessages.nipRequired })
    .pipe(nipSchema),
  whatsappNumber: z
    .string({ error: setupMessages.whatsappRequired })
    .trim()
    .min(1, { error: setupMessages.whatsappRequired })
    .pipe(whatsappSchema)
    .transform(normalizeWhatsapp),
  password: z
    .string({ error: setupMessages.passwordRequired })
    .min(1, { error: setupMessages.passwordRequired })
    .min(SETUP_PASSWORD_MIN_LENGTH, { error: setupMessages.passwordMin })
    .max(200),
});
export type SetupInput = z.input<typeof setupSchema>;

/** The page's form: the route's fields without the token (it is in the address), password twice. */
export const setupFormSchema = setupSchema
  .omit({ token: true })
  .extend({ passwordConfirm: z.string() })
  .refine((values) => values.password === values.passwordConfirm, {
    path: ['passwordConfirm'],
    error: setupMessages.passwordMismatch,
  });
export type SetupFormValues = z.input<typeof setupFormSchema>;
export type SetupFormOutput = z.output<typeof setupFormSchema>;

/** GET /api/setup/{token}: 204 while the link works, 404 once it does not. */
export const setupTokenParams = z.object({ token: setupTokenSchema });

/** The answer of POST /api/setup: who was created (they log in at /login with NIP and password). */
export const setupResponseSchema = z.object({ idUser: z.number().int(), nip: z.string() });
export type SetupResponse = z.infer<typeof setupResponseSchema>;

const tag = 'setup';

/**
 * The one-time link's routes (decision 0031): public, and answering 404 as an unknown address does
 * once the link is dead.
 */
export const setupEndpoints = {
  checkToken: endpoint({
    method: 'GET',
    path: '/setup/:token',
    summary: 'Check a one-time setup link',
    tag,
    access: 'public',
    params: setupTokenParams,
    response: { 204: z.null() },
  }),
  createSuperAdmin: endpoint({
    method: 'POST',
    path: '/setup',
    summary: 'Create the first super admin',
    tag,
    access: 'public',
    body: setupSchema,
    response: { 201: setupResponseSchema },
  }),
};
