import { type LoginField, type LoginFields, loginFieldRules, normalizeNip } from '@amal/contract/login';
import { type ChangeEvent, useRef, useState } from 'react';
import { typedBeforeTakeover } from '../../../lib/typed-before-takeover';

const FIELDS: readonly LoginField[] = ['username', 'password'];
export const isLoginField = (path: string): path is LoginField =>
  (FIELDS as readonly string[]).includes(path);

export type LoginFieldErrors = Partial<Record<LoginField, string>>;

/**
 * The login form's two fields, checked with the contract's rules (`login.ts`) rather than with
 * react-hook-form and the zod schema, which together weighed more than the rest of the first
 * page many visitors see. It behaves as react-hook-form did here: the inputs are uncontrolled, every
 * field is checked on submit and the first invalid one focused, and once the form was submitted a
 * field is checked again as it changes.
 */
export function useLoginFields() {
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const submitted = useRef(false);
  const username = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const inputs = { username, password };

  /** The props of a field's input. */
  const field = (name: LoginField) => ({
    name,
    ref: inputs[name],
    defaultValue: typedBeforeTakeover(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (!submitted.current) return;
      const message = loginFieldRules[name](event.currentTarget.value);
      setErrors((current) => ({ ...current, [name]: message }));
    },
  });

  /** Checks both fields: the values to send, or null when a message is now shown under a field. */
  const check = (): LoginFields | null => {
    submitted.current = true;
    const values = { username: username.current?.value ?? '', password: password.current?.value ?? '' };
    const found = Object.fromEntries(FIELDS.map((name) => [name, loginFieldRules[name](values[name])]));
    setErrors(found);
    const invalid = FIELDS.find((name) => found[name]);
    if (invalid) {
      inputs[invalid].current?.focus();
      return null;
    }
    return { username: normalizeNip(values.username), password: values.password };
  };

  /** Shows a message under a field, e.g. one the server sent with a 400. */
  const setError = (name: LoginField, message: string) =>
    setErrors((current) => ({ ...current, [name]: message }));

  return { field, errors, check, setError };
}
