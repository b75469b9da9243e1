// The home-menu rule without zod, so the member's home page does not load the schemas.

/** Document types a user must have uploaded before the first two home tiles open: KTP (2) and KK (6). */
export const HOME_MENU_DOCUMENT_TYPES = [2, 6] as const;

/** What the home-menu rule looks at. */
export type ApplicationReadiness = {
  hasBankAccount: boolean;
  idCardNumber: string | null;
  homeDocumentTypes: readonly number[];
};

export type ApplicationRequirement = 'bankAccount' | 'idCardNumber' | 'documents';

/** How the home page names each missing piece ("Lengkapi … untuk mulai mengajukan bantuan"). */
export const APPLICATION_REQUIREMENT_LABELS: Record<ApplicationRequirement, string> = {
  bankAccount: 'rekening bank',
  idCardNumber: 'nomor KTP',
  documents: 'dokumen KTP/KK',
};

/** Which of the home-menu requirements the user still lacks, in the order the page names them. */
export function missingApplicationRequirements(user: ApplicationReadiness): ApplicationRequirement[] {
  const missing: ApplicationRequirement[] = [];
  if (!user.hasBankAccount) missing.push('bankAccount');
  if (!user.idCardNumber?.trim()) missing.push('idCardNumber');
  if (!HOME_MENU_DOCUMENT_TYPES.every((type) => user.homeDocumentTypes.includes(type)))
    missing.push('documents');
  return missing;
}

/**
 * The spec's home-menu rule: "Ajukan Bantuan" and "Pengajuan Berjalan" open only once the user
 * has a bank-account record, an ID-card number and uploaded documents of types 2 and 6.
 */
export const canOpenApplicationTiles = (user: ApplicationReadiness): boolean =>
  missingApplicationRequirements(user).length === 0;

const joinWords = (words: string[]) =>
  words.length <= 2 ? words.join(' dan ') : `${words.slice(0, -1).join(', ')}, dan ${words.at(-1)}`;

/**
 * Why "Ajukan Bantuan" is closed, in the home page's words; the server refuses a draft or a
 * submission of a locked member with the same sentence.
 */
export function applicationLockedMessage(user: ApplicationReadiness): string {
  const missing = missingApplicationRequirements(user).map((r) => APPLICATION_REQUIREMENT_LABELS[r]);
  return `Lengkapi ${missing.length > 0 ? joinWords(missing) : 'data Anda'} untuk mulai mengajukan bantuan.`;
}

/** Where a member adds what the tiles wait for (their bank account, KTP number, KTP and KK). */
export const COMPLETE_PROFILE_PATH = '/profile/lengkapi';

/** What leads a locked member there: a locked tile, a typed application address. */
export const COMPLETE_PROFILE_ACTION = 'Lengkapi data sekarang';
