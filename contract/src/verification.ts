/**
 * Field verification (issue 35; spec §2 "Verification sections", §3 verification versions, field
 * verifier record and detail, reference verification, §4, §5 "Verification forms", §7
 * "Verification saves", §8). The verifier keeps their own version of each programme section marked
 * needVerification, in the same shape as the applicant's step, beside what the applicant sent,
 * which is never overwritten.
 */
import { boundedArray, idParam, idSchema, LIST_MAX } from './api.ts';
import { referrerFormSchema } from './applicant.ts';
import { isBlank } from './dynamic-properties.ts';
import { endpoint } from './endpoint.ts';
import { familySectionSchema } from './family.ts';
import { aidFromOthersSchema, assetsSchema, expensesSchema, incomesSchema, loansSchema } from './finances.ts';
import type { SectionRoute } from './programs.ts';
import { REQUIREMENT_FLAGS, type RequirementFlag } from './requirements.ts';
import { z } from './zod.ts';

// ---------------------------------------------------------------------------------------------
// Messages (spec §5, §8)
// ---------------------------------------------------------------------------------------------

export const verificationMessages = {
  /** Spec §4: income verification is blocked until family verification exists. */
  incomeBeforeFamily: 'Simpan verifikasi Data Keluarga terlebih dahulu sebelum memverifikasi pendapatan',
  deleteIncomeConfirm: 'Apakah antum yakin akan menghapus?',
  deleteIncomeYes: 'Ya, Yakin',
  deleteIncomeNo: 'Batalkan',
  incomeDeleted: 'Pendapatan berhasil dihapus',
  sectionSaved: 'Verifikasi bagian ini tersimpan',
  /** A save the network dropped: what was typed stays on the page and in the browser. */
  offline:
    'Tidak ada koneksi internet. Isian Anda tetap tersimpan di perangkat ini; tekan "Coba lagi" saat sinyal kembali.',
  retry: 'Coba lagi',
  keptOnDevice: 'Isian yang belum terkirim dipulihkan dari perangkat ini',
  locked: 'Verifikasi lapangan proposal ini sudah selesai; datanya tidak dapat diubah lagi',
  notFound: 'Data verifikasi tidak ditemukan',
  notVerifiable: 'Bagian ini tidak perlu diverifikasi pada program ini',
  wrongSection: 'Bagian ini tidak dapat disimpan melalui alamat ini',
  newItemsOnly: 'Data baru tidak boleh membawa id verifikasi; simpan perubahan dengan PATCH',
  /** The reference verification names the proposal's own recipient, nobody else. */
  notTheRecipient: 'Data penerima tidak sesuai dengan penerima bantuan proposal ini',
  missing: (names: readonly string[]) => `Verifikasi belum lengkap: ${names.join(', ')} belum disimpan`,
  visitRecord: 'Data kunjungan',
  completeButton: 'Selesaikan verifikasi',
  completed: 'Verifikasi lapangan selesai',
  done: 'Selesai',
  verified: 'Sudah diverifikasi',
  notVerified: 'Belum diverifikasi',
  applicantAnswer: 'Jawaban pemohon',
  verifierAnswer: 'Hasil verifikasi',
  differs: 'Berbeda',
  noTasks: 'Belum ada proposal yang ditugaskan kepada Anda',
  handoverButton: 'Kirim bukti Serah terima',
  handoverSent: 'Bukti serah terima berhasil dikirim',
  handoverOff: 'Pengiriman bukti serah terima sedang tidak aktif',
  handoverImagesOnly: 'Bukti serah terima harus berupa gambar (JPG, PNG atau WEBP)',
  handoverNeedsFile: 'Pilih minimal satu foto bukti serah terima',
  pretestSaved: 'Hasil pretest tersimpan',
} as const;

/** Spec §5: "… harus diisi" / "… harus berupa angka" for the ids a verification record carries. */
const requiredNumber = (label: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? `${label} harus diisi` : `${label} harus berupa angka`,
      })
      .pipe(idSchema),
  );
const notNegative = (label: string, required: boolean) => {
  const number = z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} harus diisi` : `${label} harus berupa angka`),
    })
    .min(0, { error: `${label} tidak boleh kurang dari 0` })
    .max(1_000_000_000);
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value) : value),
    required ? number : number.optional(),
  );
};
const text = (max: number) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.string().trim().max(max, `Maksimal ${max} karakter`).optional(),
  );
const requiredText = (label: string, max: number) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z
      .string({ error: `${label} harus diisi` })
      .trim()
      .max(max, `Maksimal ${max} karakter`),
  );
const yesNo = (label?: string) =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : isBlank(v) ? undefined : v),
    label ? z.boolean({ error: `${label} harus diisi` }) : z.boolean().optional(),
  );
const isoDate = (label?: string) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    label
      ? z.iso.date({
          error: (issue) => (issue.input === undefined ? `${label} harus diisi` : 'Format tanggal salah'),
        })
      : z.iso.date({ error: 'Format tanggal salah' }).optional(),
  );

// ---------------------------------------------------------------------------------------------
// The verifier's own forms: requirement, reference (spec §5), the visit record
// ---------------------------------------------------------------------------------------------

/** Spec §5 "Requirement verification: the approval flag is required", and the consent question. */
export const requirementVerificationSchema = z.object({
  approvalVerifications: yesNo('Persetujuan verifikasi'),
  /** "Apakah bersedia {org} mengelola data pribadi?" (spec §5 Requirement/consent). */
  accompanyVerifier: yesNo('Persetujuan pengelolaan data pribadi'),
  ...(Object.fromEntries(
    REQUIREMENT_FLAGS.filter((f) => f !== 'accompanyVerifier' && f !== 'approvalVerifications').map((f) => [
      f,
      yesNo(),
    ]),
  ) as Record<
    Exclude<RequirementFlag, 'accompanyVerifier' | 'approvalVerifications'>,
    ReturnType<typeof yesNo>
  >),
});
export type RequirementVerification = z.output<typeof requirementVerificationSchema>;

/** Spec §3 "Reference verification" with the rules and messages of spec §5. */
export const referenceVerificationSchema = z.object({
  idUser: requiredNumber('User'),
  idStatusResidence: requiredNumber('Status Tempat Tinggal'),
  lengthOfStay: notNegative('Lama Tinggal', true),
  residenceOwner: text(200),
  smoker: yesNo('Status Merokok'),
  pray5Times: yesNo('Shalat 5 Waktu'),
  idRelationshipWithReference: z.preprocess((v) => (isBlank(v) ? undefined : Number(v)), idSchema.optional()),
  reason: text(2000),
  trouble: text(2000),
  troubleshooting: text(2000),
  age: notNegative('Usia', false),
});
export type ReferenceVerification = z.output<typeof referenceVerificationSchema>;

export const TRAVEL_MODES = [
  'Jalan kaki',
  'Sepeda motor',
  'Mobil',
  'Angkutan umum',
  'Perahu',
  'Lainnya',
] as const;
export const SHIRT_SIZES = ['S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;

/** The yes/no observations of the visit (spec §3 "Detail"), with their Indonesian questions. */
export const VISIT_OBSERVATIONS = {
  engagement: 'Aktif mengikuti kegiatan dakwah?',
  faqih: 'Memahami agama dengan baik (faqih)?',
  knowing: 'Verifikator mengenal pemohon sebelumnya?',
  isSalafi: 'Bermanhaj salaf?',
  trusted: 'Dapat dipercaya (amanah)?',
  recomended: 'Direkomendasikan untuk dibantu?',
} as const;
type Observation = keyof typeof VISIT_OBSERVATIONS;

/** Spec §3 field verifier record and detail, §5 required fields: the visit, one per assignment. */
export const visitRecordSchema = z.object({
  idProposal: requiredNumber('Proposal'),
  idProposalVerificator: requiredNumber('Penugasan verifikator'),
  /** PATCH: the detail being changed. */
  idProposalVerificatorDetail: z.preprocess((v) => (isBlank(v) ? undefined : Number(v)), idSchema.optional()),
  verificationDate: isoDate(),
  cost: notNegative('Biaya', false),
  distance: notNegative('Jarak', true),
  travelTime: notNegative('Waktu tempuh', true),
  travelMode: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.enum(TRAVEL_MODES, {
      error: (i) => (i.input === undefined ? 'Moda perjalanan harus diisi' : 'Pilih moda perjalanan'),
    }),
  ),
  reason: requiredText('Alasan', 2000),
  routineProgram: yesNo('Program rutin'),
  ...(Object.fromEntries(Object.keys(VISIT_OBSERVATIONS).map((k) => [k, yesNo()])) as Record<
    Observation,
    ReturnType<typeof yesNo>
  >),
  numberSimiliarProgram: notNegative('Jumlah program serupa', false),
  otherSocialProgram: text(500),
  estimatedRecipient: notNegative('Perkiraan penerima', false),
  bannerPrintingPlace: text(200),
  packagingSeller: text(200),
  shirtSize: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.enum(SHIRT_SIZES, { error: 'Pilih ukuran baju' }).optional(),
  ),
  visitedDate: isoDate('Tanggal kunjungan'),
  dailyStories: text(5000),
  note: text(2000),
});
export type VisitRecordInput = z.input<typeof visitRecordSchema>;
export type VisitRecordBody = z.output<typeof visitRecordSchema>;
/**
 * The saved visit as the server answers it: plain output types, since an answer is written by
 * encoding through its schema, which a preprocessing input schema cannot do.
 */
export const visitRecordResponseSchema = z.object({
  idProposal: z.number().int(),
  idProposalVerificator: z.number().int(),
  idProposalVerificatorDetail: z.number().int(),
  /** ISO date (YYYY-MM-DD) of the planned or done visit. */
  verificationDate: z.string().optional(),
  cost: z.number().optional(),
  distance: z.number(),
  travelTime: z.number(),
  travelMode: z.enum(TRAVEL_MODES),
  reason: z.string(),
  routineProgram: z.boolean(),
  ...(Object.fromEntries(Object.keys(VISIT_OBSERVATIONS).map((k) => [k, z.boolean().optional()])) as Record<
    Observation,
    z.ZodOptional<z.ZodBoolean>
  >),
  numberSimiliarProgram: z.number().optional(),
  otherSocialProgram: z.string().optional(),
  estimatedRecipient: z.number().optional(),
  bannerPrintingPlace: z.string().optional(),
  packagingSeller: z.string().optional(),
  shirtSize: z.enum(SHIRT_SIZES).optional(),
  visitedDate: z.string(),
  dailyStories: z.string().optional(),
  note: z.string().optional(),
  updatedAt: z.string(),
});
export type VisitRecord = z.output<typeof visitRecordResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Section saves: one kind per verification section (spec §7 "Verification saves")
// ---------------------------------------------------------------------------------------------

/**
 * Each verification kind: the spec's path, the section route it verifies, the schema of the
 * verifier's version, and where its list of items is (list sections give each item an
 * idVerificationItem; PATCH when any item has one, spec §7).
 */
export const VERIFICATION_KINDS = {
  requirement: {
    path: '/requirementverification',
    route: 'requirement',
    schema: requirementVerificationSchema,
    list: null,
  },
  reference: {
    path: '/referenceverification',
    route: 'reference',
    schema: referenceVerificationSchema,
    list: null,
  },
  referrer: { path: '/referrerverification', route: 'referrer', schema: referrerFormSchema, list: null },
  family: {
    path: '/familyverification/batch',
    route: 'family',
    schema: familySectionSchema,
    list: 'members',
  },
  expenses: { path: '/expenseverification/batch', route: 'expenses', schema: expensesSchema, list: '' },
  loans: { path: '/loanverification/batch', route: 'loans', schema: loansSchema, list: '' },
  assets: { path: '/assetverification/batch', route: 'assets', schema: assetsSchema, list: '' },
  incomes: { path: '/incomeverification/batch', route: 'incomes', schema: incomesSchema, list: '' },
  aidFromOthers: {
    path: '/nonhsihelpedverification',
    route: 'non-hsi-helped',
    schema: aidFromOthersSchema,
    list: null,
  },
  /** The helped child's section is defined by its programme's properties (any object of them). */
  helpedChild: {
    path: '/helpedchildrenverification',
    route: 'helped-child',
    schema: z.record(z.string().max(100), z.unknown()),
    list: null,
  },
} as const satisfies Record<
  string,
  { path: string; route: SectionRoute; schema: z.ZodType; list: 'members' | '' | null }
>;
export type VerificationKind = keyof typeof VERIFICATION_KINDS;

/** The kind that verifies a section route; documents have their own upload. */
export const verificationKindOf = (route: string): VerificationKind | undefined =>
  (Object.keys(VERIFICATION_KINDS) as VerificationKind[]).find(
    (kind) => VERIFICATION_KINDS[kind].route === route,
  );

/** Where a kind's items sit in its data (null: not a list). */
export function itemsOf(kind: VerificationKind, data: unknown): Record<string, unknown>[] | null {
  const list = VERIFICATION_KINDS[kind].list;
  if (list === null) return null;
  const items = list === '' ? data : (data as Record<string, unknown> | null)?.[list];
  return Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
}

/** The id the server gives each item of a list section, kept across saves. */
export const ITEM_ID = 'idVerificationItem';
export const hasItemIds = (kind: VerificationKind, data: unknown): boolean =>
  (itemsOf(kind, data) ?? []).some(
    (item) => item && typeof item === 'object' && ITEM_ID in item && item[ITEM_ID] != null,
  );

/** POST and PATCH bodies of every section save: the section and the verifier's version. */
export const sectionSaveSchema = z.object({
  idProposal: requiredNumber('Proposal'),
  idSection: requiredNumber('Bagian'),
  data: z.unknown(),
});
export type SectionSaveBody = z.output<typeof sectionSaveSchema>;

/** The verifier's saved version of one section. */
export const sectionVerificationSchema = z.object({
  idVerificationSection: z.number().int(),
  idSection: z.number().int(),
  route: z.string(),
  data: z.unknown(),
  /** Who saved it last. */
  verifierName: z.string(),
  updatedAt: z.string(),
});
export type SectionVerification = z.infer<typeof sectionVerificationSchema>;

const sectionKey = z.object({ idProposal: idParam });

function sectionEndpoints<K extends VerificationKind>(kind: K) {
  const { path } = VERIFICATION_KINDS[kind];
  const base = {
    tag: 'verification',
    access: 'user',
    body: sectionSaveSchema,
    response: { 200: sectionVerificationSchema },
  } as const;
  return {
    create: endpoint({
      ...base,
      method: 'POST',
      path,
      summary: `Save the field verification of a ${kind} section`,
    }),
    update: endpoint({
      ...base,
      method: 'PATCH',
      path,
      summary: `Change the field verification of a ${kind} section`,
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// What the verification form and the staff comparison read (GET /api/proposal/verification/{id})
// ---------------------------------------------------------------------------------------------

export const verificationDocumentSchema = z.object({
  idDocumentVerification: z.number().int(),
  idDocumentType: z.number().int(),
  /** The applicant's document it checks, when there is one. */
  idDocument: z.number().int().nullable(),
  extension: z.string(),
  createdAt: z.string(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

/**
 * The text fields of POST/PATCH /api/documentverification (multipart, beside `file`); PATCH names
 * the photo it replaces.
 */
export const documentVerificationFieldsSchema = z.object({
  idProposal: requiredNumber('Proposal'),
  idDocumentType: requiredNumber('Jenis dokumen'),
  /** The applicant's document it checks, when there is one. */
  idDocument: z.preprocess((v) => (isBlank(v) ? undefined : Number(v)), idSchema.optional()),
  idDocumentVerification: z.preprocess((v) => (isBlank(v) ? undefined : Number(v)), idSchema.optional()),
});
export type DocumentVerificationFields = z.output<typeof documentVerificationFieldsSchema>;

/** The text field of POST /api/proposalverificator/handover (multipart, beside the images). */
export const handoverFieldsSchema = z.object({ idProposal: requiredNumber('Proposal') });

export const applicantDocumentSchema = z.object({
  idDocument: z.number().int(),
  idDocumentType: z.number().int(),
  typeName: z.string(),
  extension: z.string(),
});

export const verificationViewSchema = z.object({
  idProposal: z.number().int(),
  name: z.string(),
  /** `version`: the programme's form the proposal was submitted under, the one it is verified with. */
  program: z.object({ idProgram: z.number().int(), name: z.string(), version: z.number().int() }),
  area: z.object({
    province: z.string().nullable(),
    regency: z.string().nullable(),
    district: z.string().nullable(),
  }),
  status: z.object({ idProposalStatus: z.number().int(), name: z.string() }).nullable(),
  /** The caller's assignment (a field verifier), else the proposal's active one (staff). */
  idProposalVerificator: z.number().int().nullable(),
  /** ISO-8601 instant the verification was completed; then nothing can be changed. */
  completedAt: z.string().nullable(),
  sections: z.array(
    z.object({
      idProgramSection: z.number().int(),
      idSection: z.number().int(),
      route: z.string(),
      name: z.string(),
      order: z.number().int(),
      /** What the applicant sent (null when the proposal has no data for it). */
      applicant: z.unknown(),
      verification: sectionVerificationSchema.nullable(),
    }),
  ),
  applicantDocuments: z.array(applicantDocumentSchema),
  documents: z.array(verificationDocumentSchema),
  visit: visitRecordResponseSchema.nullable(),
  /** Settings flag: the handover-proof upload is offered. */
  handoverEnabled: z.boolean(),
  /** The memorisation pretest applies to this programme. */
  pretest: z.boolean(),
});
export type VerificationView = z.infer<typeof verificationViewSchema>;

/** Sections still to verify: those without the verifier's version (documents: no photo yet). */
export function sectionsLeft(
  view: Pick<VerificationView, 'sections' | 'documents'>,
): VerificationView['sections'] {
  return view.sections.filter((s) =>
    s.route === 'documents' ? view.documents.length === 0 : s.verification === null,
  );
}

// ---------------------------------------------------------------------------------------------
// Completion, handover, pretest
// ---------------------------------------------------------------------------------------------

/** Spec §4: the programme's status for "field verification done". */
export const PROPOSAL_STATUS_FIELD_VERIFIED = 6;

export const completionResponseSchema = z.object({
  idProposal: z.number().int(),
  completedAt: z.string(),
  /** The status the proposal moved to, or null when its programme has none for it. */
  idProposalStatus: z.number().int().nullable(),
});

export const HANDOVER_MAX_FILES = 10;
export const HANDOVER_MAX_MB = 5;
export const HANDOVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const handoverSchema = z.object({
  idHandoverEvidence: z.number().int(),
  idProposal: z.number().int(),
  extension: z.string(),
  uploadedBy: z.string(),
  createdAt: z.string(),
});
export type HandoverEvidence = z.infer<typeof handoverSchema>;

export const pretestSchema = z.object({
  idProposal: requiredNumber('Proposal'),
  approved: yesNo('Hasil pretest'),
  note: text(2000),
});
export const pretestResponseSchema = z.object({
  idProposal: z.number().int(),
  approved: z.boolean().nullable(),
  note: z.string().nullable(),
  approvedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Pretest = z.infer<typeof pretestResponseSchema>;

const tag = 'verification';
const proposalParams = z.object({ idProposal: idParam });

export const verificationEndpoints = {
  view: endpoint({
    method: 'GET',
    path: '/proposal/verification/:idProposal',
    summary: "Read a proposal's field verification beside the applicant's answers",
    tag,
    access: 'user',
    params: proposalParams,
    response: { 200: verificationViewSchema },
  }),
  requirement: sectionEndpoints('requirement'),
  reference: sectionEndpoints('reference'),
  referrer: sectionEndpoints('referrer'),
  family: sectionEndpoints('family'),
  expenses: sectionEndpoints('expenses'),
  loans: sectionEndpoints('loans'),
  assets: sectionEndpoints('assets'),
  incomes: sectionEndpoints('incomes'),
  aidFromOthers: sectionEndpoints('aidFromOthers'),
  helpedChild: sectionEndpoints('helpedChild'),
  deleteIncome: endpoint({
    method: 'DELETE',
    path: '/incomeverification/:idVerificationItem',
    summary: 'Delete a verified income',
    tag,
    access: 'user',
    params: z.object({ idVerificationItem: idParam }),
    response: { 200: sectionVerificationSchema },
  }),
  /** multipart/form-data (idProposal, idDocumentType, idDocument?, file); PATCH replaces idDocumentVerification. */
  uploadDocument: endpoint({
    method: 'POST',
    path: '/documentverification',
    summary: "Upload the verifier's photo or scan of a document",
    tag,
    access: 'user',
    response: { 201: verificationDocumentSchema },
  }),
  replaceDocument: endpoint({
    method: 'PATCH',
    path: '/documentverification',
    summary: "Replace the verifier's photo or scan of a document",
    tag,
    access: 'user',
    response: { 200: verificationDocumentSchema },
  }),
  createVisit: endpoint({
    method: 'POST',
    path: '/proposalverificatordetail',
    summary: 'Save the visit record',
    tag,
    access: 'user',
    body: visitRecordSchema,
    response: { 200: visitRecordResponseSchema },
  }),
  updateVisit: endpoint({
    method: 'PATCH',
    path: '/proposalverificatordetail',
    summary: 'Change the visit record',
    tag,
    access: 'user',
    body: visitRecordSchema,
    response: { 200: visitRecordResponseSchema },
  }),
  complete: endpoint({
    method: 'POST',
    path: '/proposalverificator/completefieldverification',
    summary: 'Complete the field verification',
    tag,
    access: 'user',
    body: sectionKey,
    response: { 200: completionResponseSchema },
  }),
  /** multipart/form-data: idProposal and up to HANDOVER_MAX_FILES images. */
  handover: endpoint({
    method: 'POST',
    path: '/proposalverificator/handover',
    summary: 'Send the proof of handover',
    tag,
    access: 'user',
    response: { 201: z.object({ data: z.array(handoverSchema) }) },
  }),
  handoverOfProposal: endpoint({
    method: 'GET',
    path: '/proposalverificator/handover/proposal/:idProposal',
    summary: "List a proposal's proof of handover",
    tag,
    access: 'user',
    params: proposalParams,
    response: { 200: z.object({ data: z.array(handoverSchema) }) },
  }),
  handoverFile: endpoint({
    method: 'GET',
    path: '/proposalverificator/handover/file/:idHandoverEvidence',
    summary: 'View one proof-of-handover image',
    tag,
    access: 'user',
    params: z.object({ idHandoverEvidence: idParam }),
    response: {},
  }),
  pretest: endpoint({
    method: 'GET',
    path: '/reference/pretest/:idProposal',
    summary: "Read the applicant's pretest approval",
    tag,
    access: 'user',
    params: proposalParams,
    response: { 200: pretestResponseSchema },
  }),
  approvePretest: endpoint({
    method: 'POST',
    path: '/reference/pretest',
    summary: "Record the applicant's pretest approval",
    tag,
    access: 'user',
    body: pretestSchema,
    response: { 200: pretestResponseSchema },
  }),
};

/** The most items one list section may hold (the applicant's own bound). */
export const VERIFICATION_LIST_MAX = LIST_MAX.rows;
export const verificationItemIdsSchema = boundedArray(
  z.looseObject({ [ITEM_ID]: z.number().int().positive().nullish() }),
  LIST_MAX.family,
);
