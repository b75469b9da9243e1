import type { FieldErrors } from 'react-hook-form';

/** The spec's fallback when an error carries no message of its own. */
export const INCOMPLETE_MESSAGE = 'Lengkapi semua data untuk melanjutkan';

/** The message of the first error in field order (nested lists and objects included). */
export function firstErrorMessage(errors: FieldErrors | undefined): string | null {
  if (!errors) return null;
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    if (
      typeof (value as { message?: unknown }).message === 'string' &&
      (value as { message: string }).message
    ) {
      return (value as { message: string }).message;
    }
    const nested = firstErrorMessage(value as FieldErrors);
    if (nested) return nested;
  }
  return null;
}

/** Brings the first invalid input into view (spec §5 "Form failure": scroll to the first error). */
export function scrollToFirstError(root: HTMLElement | null): void {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error="true"]');
  if (!invalid) return;
  invalid.scrollIntoView({ behavior: 'smooth', block: 'center' });
  invalid.focus({ preventScroll: true });
}
