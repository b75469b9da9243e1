import { ADDRESS_FIELDS } from '@amal/contract/applicant';
import { MEMBER_PAGE_FIELDS, type MemberDetail, type MemberPage } from '@amal/contract/members';
import { isApiError } from '../../../lib/api-client';

/** A page of a member's record: `/admin/anggota/{nip}/{page}/ubah` (spec §2). */
export const memberPagePath = (nip: string, page: MemberPage) =>
  `/admin/anggota/${encodeURIComponent(nip)}/${page}/ubah`;

/** A record's value as an input holds it: text, '' when unknown. */
const asInput = (value: string | number | null) => (value === null ? '' : String(value));

/** Page "data-diri"'s starting values: the record as it is. */
export function personalValues(member: MemberDetail): Record<string, string> {
  return Object.fromEntries(
    MEMBER_PAGE_FIELDS['data-diri'].map((field) => [field, asInput(member[field])]),
  ) as Record<string, string>;
}

/** A KTP address kept as an exact copy of the domicile one was saved "same as domicile". */
export const sameAddress = (member: MemberDetail) =>
  ADDRESS_FIELDS.every((field) => member[field] !== null && member[field] === member[`${field}Official`]);

/** Page "alamat"'s starting values: both addresses, and the box ticked when they are one. */
export function addressValues(member: MemberDetail): Record<string, unknown> {
  return {
    ...Object.fromEntries(MEMBER_PAGE_FIELDS.alamat.map((field) => [field, asInput(member[field])])),
    addressSameWithKTP: sameAddress(member),
  };
}

/** What a refused correction means for the page. */
export type Refusal =
  /** Field by field: shown under each field (a number someone else has, a wrong area, …). */
  | { kind: 'fields'; message: string; errors: { path: string; message: string }[] }
  /** Someone changed the record meanwhile: reload before correcting again. */
  | { kind: 'stale'; message: string }
  /** Anything else (no right, not found, server down): the message alone. */
  | { kind: 'other'; message: string };

/**
 * Reads a refused correction: the field errors that name a field of the page, a 409 without
 * fields (the version check), or the message alone.
 */
export function refusalOf(error: unknown, fields: readonly string[]): Refusal {
  if (!isApiError(error)) return { kind: 'other', message: error instanceof Error ? error.message : '' };
  const errors = error.errors.filter((e) => fields.includes(e.path));
  if (errors.length > 0) return { kind: 'fields', message: error.message, errors };
  if (error.status === 409) return { kind: 'stale', message: error.message };
  return { kind: 'other', message: error.message };
}
