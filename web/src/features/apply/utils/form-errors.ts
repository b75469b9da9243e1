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

/**
 * Brings the first invalid input on the page into view and focuses it (spec §5 "Form failure":
 * scroll to the first error); its field name, or null when no input shows an error.
 */
export function scrollToFirstError(root: HTMLElement | null): string | null {
  const invalid = root?.querySelector<HTMLElement>(
    '[aria-invalid="true"], [data-error="true"], [data-error] input, [role="radiogroup"][aria-invalid="true"]',
  );
  if (!invalid) return null;
  invalid.scrollIntoView({ behavior: 'smooth', block: 'center' });
  invalid.focus({ preventScroll: true });
  return invalid.getAttribute('name') || invalid.querySelector('input')?.getAttribute('name') || null;
}
