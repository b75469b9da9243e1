/**
 * The programme editor, first slice (issue 36 items 5, 6 and 9; decision 0045): a programme's
 * settings (name, description, who applies, funds, periods, documents, parent) and its status flow
 * with the role-status mapping. The seed's programmes pass the same settings schema the editor's
 * saves do (one schema, both ways in). Sections, properties, versions and the preview are the next
 * slice's.
 */
import { idSchema, LIST_MAX, tooManyItemsMessage } from './api.ts';
import { hadKifayahSchema } from './assessment.ts';
import { ROLE_IT, ROLE_PIC } from './constants.ts';
import { isBlank, requiredCount, requiredText } from './dynamic-properties.ts';
import { endpoint } from './endpoint.ts';
import {
  documentTypeSchema,
  idProgramParams,
  programIdParams,
  programProposalStatusesResponseSchema,
  roleSchema,
} from './programs.ts';
import { isSuperAdminRole } from './staff.ts';
import { z } from './zod.ts';

/**
 * The roles that administer a programme (decision 0045): they edit its settings and its status
 * flow. A super admin edits every programme and alone creates one.
 */
export const PROGRAMME_EDITOR_ROLES: readonly number[] = [ROLE_PIC, ROLE_IT];

/** Whether the roles held let one edit the programme (the server's policy and the staff area's links). */
export const mayEditProgramme = (
  roles: readonly { idProgram: number; idRole: number }[],
  idProgram: number,
): boolean =>
  isSuperAdminRole(roles) ||
  roles.some((role) => role.idProgram === idProgram && PROGRAMME_EDITOR_ROLES.includes(role.idRole));

export const PROGRAM_NAME_MAX = 200;
export const PROGRAM_DESCRIPTION_MAX = 5000;
/** The most application periods and document types one programme keeps. */
export const PROGRAM_SCHEDULES_MAX = LIST_MAX.rows;
export const PROGRAM_DOCUMENT_TYPES_MAX = LIST_MAX.ids;
/** The longest reapplication period and upload limit, in days (ten years, one year). */
export const REAPLICATION_PERIOD_MAX = 3650;
export const DAY_LIMIT_UPLOAD_MAX = 365;
export const MINIMUM_ASSESOR_MAX = 20;

export const programEditorMessages = {
  nameRequired: 'Nama program harus diisi',
  descriptionRequired: 'Deskripsi program harus diisi',
  invalidProgram: 'Program tidak valid',
  individualRequired: 'Pilih perorangan atau lembaga',
  flagRequired: 'Pilih ya atau tidak',
  reaplicationPeriodRequired: 'Masa tunggu pengajuan ulang harus diisi',
  reaplicationPeriodMax: `Masa tunggu pengajuan ulang paling lama ${REAPLICATION_PERIOD_MAX} hari`,
  dayLimitRequired: 'Batas hari unggah dokumen harus diisi',
  dayLimitMax: `Batas hari unggah dokumen paling lama ${DAY_LIMIT_UPLOAD_MAX} hari`,
  minimumAssesorRequired: 'Jumlah minimal assessor harus diisi',
  minimumAssesorMax: `Jumlah minimal assessor paling banyak ${MINIMUM_ASSESOR_MAX}`,
  startDateRequired: 'Tanggal mulai harus diisi',
  endDateRequired: 'Tanggal selesai harus diisi',
  endBeforeStart: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  dateOutOfRange: 'Tanggal harus antara tahun 2000 dan 2100',
  dateInvalid: 'Format tanggal tidak valid',
  quotaInvalid: 'Kuota harus berupa angka lebih dari 0, atau kosong untuk tanpa batas',
  duplicateDocumentType: 'Jenis dokumen ini sudah ada di daftar',
  invalidDocumentType: 'Jenis dokumen tidak valid',
  invalidBankAccount: 'Rekening bank yayasan tidak valid',
  invalidParent: 'Program induk tidak valid',
  parentHasChildren: 'Program yang memiliki sub program tidak dapat menjadi sub program',
  unknownSchedule: 'Jadwal tidak ditemukan pada program ini',
  onlySuperAdminCreates: 'Hanya super admin yang dapat membuat program',
  activeWithoutSteps: 'Program harus memiliki minimal satu langkah formulir sebelum dibuka untuk pemohon',
  duplicateStatus: 'Status ini sudah ada di alur program',
  duplicateOrder: 'Urutan status tidak boleh sama',
  invalidStatus: 'Status tidak valid',
  invalidRole: 'Peran tidak valid',
  statusesRequired: 'Alur status program harus berisi minimal satu status',
  mappingSuperAdminOnly:
    'Pemetaan peran dan status berlaku untuk semua program; hanya super admin yang dapat mengubahnya',
  statusInUse: (name: string, count: number) =>
    `Status "${name}" masih dipegang ${count} pengajuan program ini, tidak dapat dihapus dari alur`,
  saved: 'Program berhasil disimpan',
  created: 'Program berhasil dibuat',
  statusesSaved: 'Alur status berhasil disimpan',
} as const;

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

const booleanChoice = (message: string) => z.boolean({ error: message });

const boundedCount = (required: string, max: number, maxMessage: string, min = 0) =>
  requiredCount(required).pipe(z.number().min(min, { error: required }).max(max, { error: maxMessage }));

/** The years a period may fall in: a date outside them is a typing mistake. */
export const SCHEDULE_FIRST_DATE = '2000-01-01';
export const SCHEDULE_LAST_DATE = '2100-12-31';
/** A period's day: `required` when missing, else a real calendar date within the years above. */
const scheduleDate = (required: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z
      .string({ error: required })
      .pipe(z.iso.date({ error: programEditorMessages.dateInvalid }))
      .refine((date) => date >= SCHEDULE_FIRST_DATE && date <= SCHEDULE_LAST_DATE, {
        error: programEditorMessages.dateOutOfRange,
      }),
  );

/**
 * One application period, as dates in Asia/Jakarta (the seed's and the editor's way): it opens at
 * the start of `startDate` and closes at the end of `endDate`. `idProgramSchedule` names a period
 * the programme has (kept, changed); without it the period is new. `quota` null: no limit.
 */
export const programScheduleInputSchema = z
  .object({
    idProgramSchedule: idSchema.optional(),
    startDate: scheduleDate(programEditorMessages.startDateRequired),
    endDate: scheduleDate(programEditorMessages.endDateRequired),
    quota: z
      .number({ error: programEditorMessages.quotaInvalid })
      .int({ error: programEditorMessages.quotaInvalid })
      .min(1, { error: programEditorMessages.quotaInvalid })
      .max(1_000_000, { error: programEditorMessages.quotaInvalid })
      .nullable(),
  })
  .refine((s) => s.endDate >= s.startDate, {
    error: programEditorMessages.endBeforeStart,
    path: ['endDate'],
  });
export type ProgramScheduleInput = z.input<typeof programScheduleInputSchema>;

/** A document type the programme asks for; `required`: the proposal is complete only with it. */
export const programDocumentTypeInputSchema = z.object({
  idDocumentType: idSchema,
  required: booleanChoice(programEditorMessages.flagRequired),
});

/**
 * A programme's editable settings (spec §3 Program, §5 "Program editor"). The icon and banner are
 * not among them: each is an image uploaded or removed on its own (`program-images.ts`, decision
 * 0052), so a save keeps what the programme has.
 */
export const programSettingsSchema = z.object({
  name: requiredText(programEditorMessages.nameRequired, PROGRAM_NAME_MAX),
  description: requiredText(programEditorMessages.descriptionRequired, PROGRAM_DESCRIPTION_MAX),
  /** True: a person applies; false: an institution does. */
  individual: booleanChoice(programEditorMessages.individualRequired),
  /** Financed from zakat funds. */
  zakatFunds: booleanChoice(programEditorMessages.flagRequired),
  /** The foundation's bank account the programme pays from (never a member's); null when none is named. */
  idBankAccount: idSchema.nullable(),
  /** Days after a proposal before the same applicant may apply to this programme again. */
  reaplicationPeriod: boundedCount(
    programEditorMessages.reaplicationPeriodRequired,
    REAPLICATION_PERIOD_MAX,
    programEditorMessages.reaplicationPeriodMax,
  ),
  /** Days after submitting in which the documents must be uploaded. */
  dayLimitUploadDocument: boundedCount(
    programEditorMessages.dayLimitRequired,
    DAY_LIMIT_UPLOAD_MAX,
    programEditorMessages.dayLimitMax,
    1,
  ),
  /** Assessments needed before a proposal moves past assessment (decision 0044). */
  minimumAssesor: boundedCount(
    programEditorMessages.minimumAssesorRequired,
    MINIMUM_ASSESOR_MAX,
    programEditorMessages.minimumAssesorMax,
  ),
  /** The kifayah threshold, Rupiah per person per month (spec §9). */
  hadKifayah: hadKifayahSchema,
  /** The parent of a sub-programme; null for a programme applied to directly. */
  idProgramParent: idSchema.nullable(),
  /**
   * Open to applicants (with a running period). Left out, it stays as it is; a new programme starts
   * closed whatever is sent, and opens only once it has steps.
   */
  active: booleanChoice(programEditorMessages.flagRequired).optional(),
  schedules: z
    .array(programScheduleInputSchema)
    .max(PROGRAM_SCHEDULES_MAX, { error: tooManyItemsMessage(PROGRAM_SCHEDULES_MAX) }),
  /** In the order the applicant's document list shows them. */
  documentTypes: z
    .array(programDocumentTypeInputSchema)
    .max(PROGRAM_DOCUMENT_TYPES_MAX, { error: tooManyItemsMessage(PROGRAM_DOCUMENT_TYPES_MAX) })
    .superRefine((list, ctx) => {
      const seen = new Set<number>();
      list.forEach((item, i) => {
        if (seen.has(item.idDocumentType))
          ctx.addIssue({
            code: 'custom',
            message: programEditorMessages.duplicateDocumentType,
            path: [i, 'idDocumentType'],
          });
        seen.add(item.idDocumentType);
      });
    }),
});
export type ProgramSettings = z.infer<typeof programSettingsSchema>;
export type ProgramSettingsInput = z.input<typeof programSettingsSchema>;

/** PATCH /api/program: the settings of the programme `idProgram` (spec §7: PATCH when the id is set). */
export const programSettingsUpdateSchema = programSettingsSchema.extend({ idProgram: idSchema });
export type ProgramSettingsUpdate = z.infer<typeof programSettingsUpdateSchema>;

/** The editable form of a programme, as it is stored (the answer of GET, POST and PATCH). */
export const programSettingsFormSchema = z.object({
  idProgram: z.number().int(),
  name: z.string(),
  description: z.string(),
  individual: z.boolean(),
  zakatFunds: z.boolean(),
  idBankAccount: z.number().int().nullable(),
  reaplicationPeriod: z.number().int(),
  dayLimitUploadDocument: z.number().int(),
  minimumAssesor: z.number().int(),
  hadKifayah: z.number().int(),
  idProgramParent: z.number().int().nullable(),
  icon: z.string().nullable(),
  banner: z.string().nullable(),
  active: z.boolean(),
  schedules: z.array(
    z.object({
      idProgramSchedule: z.number().int(),
      /** YYYY-MM-DD in Asia/Jakarta. */
      startDate: z.string(),
      endDate: z.string(),
      quota: z.number().int().nullable(),
    }),
  ),
  documentTypes: z.array(
    z.object({ idDocumentType: z.number().int(), required: z.boolean(), documentType: documentTypeSchema }),
  ),
  /** Its sub-programmes (read only here: a sub-programme names its parent). */
  childPrograms: z.array(z.object({ idProgram: z.number().int(), name: z.string() })),
});
export type ProgramSettingsForm = z.infer<typeof programSettingsFormSchema>;

// ---------------------------------------------------------------------------------------------
// Statuses and the role-status mapping
// ---------------------------------------------------------------------------------------------

/** One row of the status table: a status of the flow, its position and the roles that may set it. */
export const programStatusInputSchema = z.object({
  idProposalStatus: idSchema,
  order: z
    .number({ error: 'Urutan harus berupa angka' })
    .int({ error: 'Urutan harus berupa angka' })
    .min(1, { error: 'Urutan harus lebih dari 0' })
    .max(1000, { error: 'Urutan paling besar 1000' }),
  /** The roles that may set it (the role-status mapping; the same for every programme). */
  idRoles: z.array(idSchema).max(LIST_MAX.rows, { error: tooManyItemsMessage(LIST_MAX.rows) }),
});

/** PUT /api/programproposalstatus/program/{idProgram}: the programme's whole status table. */
export const programStatusesInputSchema = z.object({
  statuses: z
    .array(programStatusInputSchema)
    .min(1, { error: programEditorMessages.statusesRequired })
    .max(LIST_MAX.rows, { error: tooManyItemsMessage(LIST_MAX.rows) })
    .superRefine((list, ctx) => {
      const ids = new Set<number>();
      const orders = new Set<number>();
      list.forEach((row, i) => {
        if (ids.has(row.idProposalStatus))
          ctx.addIssue({
            code: 'custom',
            message: programEditorMessages.duplicateStatus,
            path: [i, 'idProposalStatus'],
          });
        if (orders.has(row.order))
          ctx.addIssue({ code: 'custom', message: programEditorMessages.duplicateOrder, path: [i, 'order'] });
        ids.add(row.idProposalStatus);
        orders.add(row.order);
      });
    }),
});
export type ProgramStatusesInput = z.infer<typeof programStatusesInputSchema>;

/** One of the foundation's own bank accounts (no member's, no proposal's), a programme pays from. */
export const foundationBankAccountSchema = z.object({
  idBankAccount: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});
export type FoundationBankAccount = z.infer<typeof foundationBankAccountSchema>;

/**
 * What the editor's selects offer: the status catalogue, the roles, the document types and the
 * foundation's bank accounts.
 */
export const programEditorCatalogueSchema = z.object({
  statuses: z.array(
    z.object({
      idProposalStatus: z.number().int(),
      name: z.string(),
      final: z.boolean(),
      /** The roles the mapping lets set it today (one mapping for every programme). */
      idRoles: z.array(z.number().int()),
    }),
  ),
  roles: z.array(roleSchema),
  documentTypes: z.array(documentTypeSchema),
  bankAccounts: z.array(foundationBankAccountSchema),
});
export type ProgramEditorCatalogue = z.infer<typeof programEditorCatalogueSchema>;

const tag = 'program-editor';

export const programEditorEndpoints = {
  catalogue: endpoint({
    method: 'GET',
    path: '/program/editor/catalogue',
    summary: "List the statuses, roles and document types the programme editor's choices offer",
    tag,
    access: 'staff',
    response: { 200: programEditorCatalogueSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/program/:id/settings',
    summary: "Read a programme's editable settings",
    tag,
    access: 'staff',
    params: programIdParams,
    response: { 200: programSettingsFormSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/program',
    summary: 'Create a programme (super admin)',
    tag,
    access: 'staff',
    body: programSettingsSchema,
    response: { 201: programSettingsFormSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/program',
    summary: "Change a programme's settings",
    tag,
    access: 'staff',
    body: programSettingsUpdateSchema,
    response: { 200: programSettingsFormSchema },
  }),
  saveStatuses: endpoint({
    method: 'PUT',
    path: '/programproposalstatus/program/:idProgram',
    summary: "Replace a programme's status flow and the roles that may set each status",
    tag,
    access: 'staff',
    params: idProgramParams,
    body: programStatusesInputSchema,
    response: { 200: programProposalStatusesResponseSchema },
  }),
};
