/**
 * Business constants and limits of the spec (§9, with the lists of §2, §5 and §6), shared by the
 * server and the web app. Pure values and tiny pure functions only: no I/O.
 */

// ---------------------------------------------------------------------------------------------
// Lists and counters
// ---------------------------------------------------------------------------------------------

/** Rows per page of the home lists "Pengajuan Saya" and "Bantuan untuk saya". */
export const HOME_LIST_ROWS = 4;

/** Smallest value the family-count display shows. */
export const FAMILY_COUNT_MIN = 1;
/** Largest value the family-count display shows. */
export const FAMILY_COUNT_MAX = 10;

// ---------------------------------------------------------------------------------------------
// Timing and progress of the web app
// ---------------------------------------------------------------------------------------------

/** Denominator of the (qurban) wizard progress bar: it grows as step / 7. */
export const WIZARD_PROGRESS_STEPS = 7;
/** Progress of the wizard in percent for a step, clamped to 0-100. */
export const wizardProgressPercent = (step: number): number =>
  Math.min(100, Math.max(0, (step / WIZARD_PROGRESS_STEPS) * 100));

/** Toasts close by themselves after 3 seconds. */
export const TOAST_AUTO_CLOSE_MS = 3000;
/** A draft kept in the browser is restored 1 second after the page loads (then merged with the server's). */
export const DRAFT_RESTORE_DELAY_MS = 1000;

// ---------------------------------------------------------------------------------------------
// Programme-specific rules (programme ids are the spec's)
// ---------------------------------------------------------------------------------------------

/** Programme only for the poor (Faqir/Miskin) who had no aid from the foundation in the last 6 months. */
export const PROGRAM_POOR_ONLY = 10;

/** Programme distributed per KK, with a minimum of 3 kg per KK and a budget "per KK". */
export const PROGRAM_MIN_KG_PER_KK = 30;
/** Hint of the recipient form of programme 30. */
export const MIN_KG_PER_KK_HINT = 'Minimal 3 Kilogram per KK';

/** Programme whose recipients are counted in children ("anak"). */
const PROGRAM_COUNTED_IN_CHILDREN = 14;
/** Programmes whose recipients are counted in persons ("Orang"). */
const PROGRAMS_COUNTED_IN_PERSONS = [20, 29] as const;

/** The unit recipients are counted in: "anak" for 14, "Orang" for 20 and 29, else "KK". */
export function recipientUnitLabel(idProgram: number): 'anak' | 'Orang' | 'KK' {
  if (idProgram === PROGRAM_COUNTED_IN_CHILDREN) return 'anak';
  if ((PROGRAMS_COUNTED_IN_PERSONS as readonly number[]).includes(idProgram)) return 'Orang';
  return 'KK';
}

/** Label of the recipient unit price: "Anggaran per KK" for programme 30, else "Anggaran perporsi". */
export const unitPriceLabel = (idProgram: number): 'Anggaran per KK' | 'Anggaran perporsi' =>
  idProgram === PROGRAM_MIN_KG_PER_KK ? 'Anggaran per KK' : 'Anggaran perporsi';

/** What the child must recite in the memorisation test, per programme. */
const MEMORISATION_TARGETS = {
  27: { surah: 'Al-Fatihah', verse: null, label: 'Surat Al-Fatihah' },
  31: { surah: 'Al-Fath', verse: 29, label: 'Surat Al-Fath ayat 29' },
} as const;
export type MemorisationTarget = (typeof MEMORISATION_TARGETS)[keyof typeof MEMORISATION_TARGETS];
/** Programme whose memorisation target applies to any other programme. */
const DEFAULT_MEMORISATION_PROGRAM = 31;
/** The memorisation target of a programme: 27 and 31 have their own, any other gets 31's. */
export function memorisationTarget(idProgram: number): MemorisationTarget {
  const own = (MEMORISATION_TARGETS as Record<number, MemorisationTarget | undefined>)[idProgram];
  return own ?? MEMORISATION_TARGETS[DEFAULT_MEMORISATION_PROGRAM];
}

/** Individual programmes that skip the residence status, length of stay and marriage requirements. */
const PROGRAMS_WITHOUT_RESIDENCE_REQUIREMENTS = [1, 10] as const;
/**
 * Whether the applicant step requires residence status and length of stay (and marriage status when
 * the property is required): only individual programmes other than 1 and 10.
 */
export const requiresResidenceDetails = (program: { idProgram: number; individual: boolean }): boolean =>
  program.individual &&
  !(PROGRAMS_WITHOUT_RESIDENCE_REQUIREMENTS as readonly number[]).includes(program.idProgram);

// ---------------------------------------------------------------------------------------------
// Qurban
// ---------------------------------------------------------------------------------------------

/** Animal units of the qurban forms (last-year events and requests). */
export const QURBAN_ANIMALS = ['Sapi', 'Kambing', 'Domba'] as const;
export type QurbanAnimal = (typeof QURBAN_ANIMALS)[number];

const QURBAN_HIJRI_YEAR_PRODUCTION = 1446;
/** Non-production environments run one year behind, so test data never meets the live campaign. */
const QURBAN_HIJRI_YEAR_NON_PRODUCTION = 1445;
/** The Hijri year of the qurban campaign: 1446 in production, 1445 elsewhere. */
export const qurbanHijriYear = (production: boolean): number =>
  production ? QURBAN_HIJRI_YEAR_PRODUCTION : QURBAN_HIJRI_YEAR_NON_PRODUCTION;
/** The slaughter day as the forms write it, e.g. "10 Dzulhijjah 1446H". */
export const qurbanSlaughterDayLabel = (production: boolean): string =>
  `10 Dzulhijjah ${qurbanHijriYear(production)}H`;

/** Document types removed from the document list of qurban-type programmes... */
export const QURBAN_REPLACED_DOCUMENT_TYPES = [60, 61, 84] as const;
/** ...and the fixed set of five that replaces them (the spec gives these five as its example). */
export const QURBAN_REPLACEMENT_DOCUMENT_TYPES = [28, 64, 70, 71, 72] as const;
/** Documents a qurban institution uploads, in display order. */
export const QURBAN_INSTITUTION_DOCUMENT_TYPES = [48, 50, 55, 49, 52, 53, 82, 51, 54, 73, 83] as const;

// ---------------------------------------------------------------------------------------------
// People and households
// ---------------------------------------------------------------------------------------------

/** Relationship id meaning "lives together". */
export const RELATIONSHIP_LIVES_TOGETHER = 1;
/** Relationship id of a self-applicant: the default of idRelationshipWithReference. */
export const RELATIONSHIP_SELF = 8;

/** Job statuses of family members, in the spec's order. */
export const JOB_STATUSES = [
  'Tidak Bekerja',
  'Pelajar',
  'PNS',
  'TNI',
  'POLRI',
  'Karyawan BUMN',
  'Karyawan BUMD',
  'Karyawan Swasta',
  'Pejabat Negara',
  'Tenaga Pengajar/Guru',
  'Wiraswasta',
  'Pertanian',
  'Peternak',
  'Nelayan',
  'Pedagang',
  'Tenaga Kesehatan',
  'Pensiunan',
  'Mengurus Rumah Tangga',
  'Lainnya',
] as const;
type JobStatus = (typeof JOB_STATUSES)[number];
/** The job status for which the family form shows a grade selector. */
export const JOB_STATUS_STUDENT = 'Pelajar' satisfies JobStatus;

/** Distance options (km) between referrer and reference; 0 means the same house. */
const DISTANCE_OPTIONS_KM = [0, 1, 5, 10, 20, 25, 30, 35, 40, 45, 50] as const;
/** Distance options for a programme: 0 (same house) only in individual programmes. */
export const distanceOptions = (individual: boolean): readonly number[] =>
  individual ? DISTANCE_OPTIONS_KM : DISTANCE_OPTIONS_KM.filter((km) => km !== 0);
/** How a distance option reads: "0 km (serumah)" for the same house, else "{km} km". */
export const distanceLabel = (km: number): string => (km === 0 ? '0 km (serumah)' : `${km} km`);

const range = (from: number, to: number): readonly number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** School grades a family member may have: 1-12. */
export const FAMILY_GRADES = range(1, 12);
/** School grades a helped child may have: 8-12. */
export const HELPED_CHILD_GRADES = range(8, 12);
/** Only children of this grade or above can be chosen in the child-selection step. */
export const CHILD_SELECTION_MIN_GRADE = 10;
export const isEligibleChildGrade = (grade: number | null | undefined): boolean =>
  grade != null && grade >= CHILD_SELECTION_MIN_GRADE;

/** lengthOfStay at or above this value means "Seumur hidup" (set by a checkbox). */
export const LENGTH_OF_STAY_LIFETIME = 100;
export const LIFETIME_STAY_LABEL = 'Seumur hidup';
export const isLifetimeStay = (lengthOfStay: number): boolean => lengthOfStay >= LENGTH_OF_STAY_LIFETIME;

// ---------------------------------------------------------------------------------------------
// Expenses
// ---------------------------------------------------------------------------------------------

/** Expense types 1-11; the form shows one entry per type. */
export const EXPENSE_TYPES = [
  { idExpenseType: 1, name: 'Sewa/Kontrak Rumah' },
  { idExpenseType: 2, name: 'Makan dan Minum' },
  { idExpenseType: 3, name: 'Kebutuhan Rumah' },
  { idExpenseType: 4, name: 'Pendidikan' },
  { idExpenseType: 5, name: 'Listrik' },
  { idExpenseType: 6, name: 'Air' },
  { idExpenseType: 7, name: 'Internet' },
  { idExpenseType: 8, name: 'Kesehatan' },
  { idExpenseType: 9, name: 'Transportasi' },
  { idExpenseType: 10, name: 'Tanggungan di luar rumah' },
  { idExpenseType: 11, name: 'Rutin' },
] as const;
/** Expense types whose field hints "tidak ada" when the cost does not exist. */
const EXPENSE_TYPES_WITH_NONE_HINT = [1, 6, 10] as const;
export const EXPENSE_NONE_HINT = 'tidak ada';
export const expenseShowsNoneHint = (idExpenseType: number): boolean =>
  (EXPENSE_TYPES_WITH_NONE_HINT as readonly number[]).includes(idExpenseType);

// ---------------------------------------------------------------------------------------------
// Roles (spec §6); held per programme through the administrator record
// ---------------------------------------------------------------------------------------------

export const ROLE_PIC = 3;
/** Secretary; the original also flags this role as URC3. */
export const ROLE_SECRETARY = 4;
export const ROLE_LEADER = 5;
export const ROLE_LEAD_VERIFICATOR = 6;
export const ROLE_IT = 7;
export const ROLE_ASSESSOR = 8;
/** Sees and may act on every programme. */
export const ROLE_SUPER_ADMIN = 9;

/**
 * Proposal statuses where the foundation has decided (approved, refused, paid, done, cancelled, failed
 * the memorisation test): a document review or a recipient's answer never reopens such a proposal.
 */
export const FINAL_PROPOSAL_STATUSES: readonly number[] = [8, 9, 10, 11, 12, 13, 32];
/** The status a proposal takes when its recipient declines it. */
export const PROPOSAL_STATUS_CANCELLED = 13;
/** The status of a proposal sent back to its applicant for revision (contract/src/revisions.ts). */
export const PROPOSAL_STATUS_RETURNED = 33;
export const ROLE_URC7 = 10;
export const ROLE_PROGRAM_SECRETARY = 11;
export const ROLE_FINANCE = 12;
/** Chairman of the foundation's sharing arm. */
export const ROLE_SHARING_CHAIRMAN = 13;
export const ROLE_CUSTOMER_SERVICE = 14;
export const ROLE_GUEST = 15;

/** The role table, with the Indonesian names the admin screens show. */
export const ROLES = [
  { idRole: ROLE_PIC, name: 'PIC' },
  { idRole: ROLE_SECRETARY, name: 'Sekretaris' },
  { idRole: ROLE_LEADER, name: 'Pimpinan' },
  { idRole: ROLE_LEAD_VERIFICATOR, name: 'Lead Verifikator' },
  { idRole: ROLE_IT, name: 'IT' },
  { idRole: ROLE_ASSESSOR, name: 'Assessor' },
  { idRole: ROLE_SUPER_ADMIN, name: 'Super Admin' },
  { idRole: ROLE_URC7, name: 'URC7' },
  { idRole: ROLE_PROGRAM_SECRETARY, name: 'Sekretaris Program' },
  { idRole: ROLE_FINANCE, name: 'Keuangan' },
  { idRole: ROLE_SHARING_CHAIRMAN, name: 'Ketua Lembaga Berbagi' },
  { idRole: ROLE_CUSTOMER_SERVICE, name: 'Customer Service' },
  { idRole: ROLE_GUEST, name: 'Tamu' },
] as const;
export type RoleId = (typeof ROLES)[number]['idRole'];
/** The name of a role id, or undefined for an id outside the table. */
export const roleName = (idRole: number): string | undefined =>
  ROLES.find((role) => role.idRole === idRole)?.name;

// ---------------------------------------------------------------------------------------------
// Organisations (spec §2 step 5 and §5)
// ---------------------------------------------------------------------------------------------

export const ORGANIZATION_TYPES = ['Pondok Pesantren', 'Yayasan', 'Masjid (DKM)', 'LSM'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** How often the organisation holds dawah activities. */
export const DAWAH_FREQUENCIES = ['Setiap Hari', 'Setiap Pekan', 'Setiap Bulan', 'Setiap Tahun'] as const;
export type DawahFrequency = (typeof DAWAH_FREQUENCIES)[number];

/** Positions an organisation manager may hold. */
export const ORGANIZATION_MANAGER_POSITIONS = [
  'Ketua Yayasan/Lembaga',
  'Ketua Harian Pelaksana',
  'Ketua Bidang',
  'Pembina lembaga',
  'Ustadz Pembina',
  'Sekretaris',
  'Bendahara',
  'Humas',
  'Pengurus',
] as const;
export type OrganizationManagerPosition = (typeof ORGANIZATION_MANAGER_POSITIONS)[number];
