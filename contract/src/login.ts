// Without zod, so that the login page can check its two fields without loading a schema library
// (a large share of the first page's script): the web's form applies these rules as they are, and `auth.ts` builds the
// route's zod schema from the same rules, so both sides answer with the same messages.

/** A password shorter than this is refused ("Password minimal 4 karakter"). */
export const PASSWORD_MIN_LENGTH = 4;

/** The login form's texts (spec §5 Login). */
export const loginMessages = {
  nipRequired: 'Masukan NIP',
  passwordRequired: 'Wajib memasukan password',
  passwordMin: 'Password minimal 4 karakter',
  /** Shown under the NIP field. */
  nipHint: 'Format: ARN123-45678 tanpa spasi',
} as const;

/** The fields of the login form, as typed. */
export interface LoginFields {
  username: string;
  password: string;
}
export type LoginField = keyof LoginFields;

/** The NIP as the route reads it: without the spaces a phone keyboard adds around it. */
export const normalizeNip = (nip: string) => nip.trim();

/** Each field's rule: the message to show for a value, or undefined when the value may be sent. */
export const loginFieldRules: Record<LoginField, (value: string) => string | undefined> = {
  username: (nip) => (normalizeNip(nip) === '' ? loginMessages.nipRequired : undefined),
  password: (password) => {
    if (password === '') return loginMessages.passwordRequired;
    if (password.length < PASSWORD_MIN_LENGTH) return loginMessages.passwordMin;
    return undefined;
  },
};
