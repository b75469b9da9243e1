/**
 * The programme editor's second slice (issue 36 items 5 and 8; decision 0051): a programme's
 * structure (its sections in order and each section's properties) and its versions. Saving a
 * structure publishes a new version; a draft keeps the version it started on until it is submitted
 * or moved, and a proposal is read with the version it was submitted under.
 */
import { idSchema, LIST_MAX, tooManyItemsMessage } from './api.ts';
import { ADDRESS_FIELDS } from './applicant.ts';
import { isBlank, requiredText } from './dynamic-properties.ts';
import { endpoint } from './endpoint.ts';
import {
  PROPERTY_SOURCES,
  PROPERTY_TYPES,
  PROPERTY_VALUE_TYPES,
  type ProgramSection,
  programIdParams,
  programSectionSchema,
  SECTION_ROUTES,
  sectionSchema,
} from './programs.ts';
import { stepQuestionRule } from './section-data.ts';
import { z } from './zod.ts';

/**
 * The columns of the recipient's user record a "database" property may name (spec §3): the
 * person, then both addresses. The submission writes them back to the applicant's own record, so
 * no other column (a NIP, a password, a WhatsApp number) may ever be named.
 */
export const DATABASE_PROPERTY_COLUMNS = [
  'fullName',
  'gender',
  'dateOfBirth',
  'placeOfBirth',
  'marriage',
  'idCardNumber',
  'idStatusResidence',
  'lengthOfStay',
  'pray5Times',
  'smoker',
  ...ADDRESS_FIELDS,
  ...ADDRESS_FIELDS.map((field) => `${field}Official` as const),
] as const;
export type DatabasePropertyColumn = (typeof DATABASE_PROPERTY_COLUMNS)[number];

export const PROGRAM_SECTIONS_MAX = LIST_MAX.rows;
export const SECTION_PROPERTIES_MAX = 40;
const COLUMN_NAME = /^[A-Za-z][A-Za-z0-9]{0,59}$/;

export const programStructureMessages = {
  sectionsRequired: 'Program harus memiliki minimal satu langkah formulir',
  duplicateSection: 'Langkah ini sudah ada di formulir',
  invalidSection: 'Langkah formulir tidak valid',
  labelRequired: 'Label pertanyaan harus diisi',
  columnNameInvalid: 'Nama kolom diawali huruf, lalu huruf atau angka saja (contoh: jumlahAnak)',
  duplicateColumnName: 'Nama kolom ini sudah dipakai di langkah yang sama',
  databaseColumn: 'Sumber "database" hanya untuk kolom data diri penerima yang dikenal',
  optionsRequired: 'Pilihan harus diisi untuk jenis pilihan',
  optionRequired: 'Isi nilai dan label pilihan',
  documentTypeRequired: 'Jenis dokumen harus dipilih untuk unggahan',
  invalidDocumentType: 'Jenis dokumen tidak valid',
  invalidLookup: 'Daftar pilihan tidak valid',
  listStepTakesNoQuestions: 'Langkah berupa daftar tidak dapat diberi pertanyaan tambahan',
  stepNeedsColumns: (columns: readonly string[]) =>
    `Langkah ini harus menanyakan kolom: ${columns.join(', ')} (aktif)`,
  saved: (version: number) => `Formulir tersimpan sebagai versi ${version}`,
} as const;

const flag = z.boolean({ error: 'Pilih ya atau tidak' });

/**
 * The lookup tables a choice question may take its options from, by the name a property's `lookup`
 * gives (the table's path under /api), with the editor's label for each.
 */
export const PROPERTY_LOOKUPS = {
  relationships: 'Hubungan keluarga',
  statusresidences: 'Status tempat tinggal',
  jobs: 'Pekerjaan',
  banks: 'Bank',
  incometypes: 'Jenis pendapatan',
  expensetypes: 'Jenis pengeluaran',
  assettypes: 'Jenis aset',
  provinces: 'Provinsi',
} as const;
export type PropertyLookup = keyof typeof PROPERTY_LOOKUPS;
const LOOKUP_NAMES = Object.keys(PROPERTY_LOOKUPS) as [PropertyLookup, ...PropertyLookup[]];

/**
 * One question of a section, named in the step's answer by `columnName`. A property left out, or
 * switched off (`enable` false), is retired: new applications no longer see it, and proposals made
 * under an earlier version keep reading it.
 */
export const propertyInputSchema = z
  .object({
    columnName: z.string({ error: programStructureMessages.columnNameInvalid }).regex(COLUMN_NAME, {
      error: programStructureMessages.columnNameInvalid,
    }),
    label: requiredText(programStructureMessages.labelRequired, 200),
    type: z.enum(PROPERTY_TYPES, { error: 'Jenis pertanyaan tidak valid' }),
    valueType: z.enum(PROPERTY_VALUE_TYPES, { error: 'Jenis nilai tidak valid' }),
    required: flag,
    enable: flag,
    source: z.enum(PROPERTY_SOURCES, { error: 'Sumber nilai tidak valid' }),
    options: z
      .array(
        z.object({
          value: z.string().trim().min(1, { error: programStructureMessages.optionRequired }).max(100),
          label: z.string().trim().min(1, { error: programStructureMessages.optionRequired }).max(200),
        }),
      )
      .max(LIST_MAX.rows, { error: tooManyItemsMessage(LIST_MAX.rows) })
      .nullable(),
    lookup: z.preprocess(
      (value) => (isBlank(value) ? null : value),
      z.enum(LOOKUP_NAMES, { error: programStructureMessages.invalidLookup }).nullable(),
    ),
    idDocumentType: idSchema.nullable(),
    hint: z.preprocess((value) => (isBlank(value) ? null : value), z.string().trim().max(500).nullable()),
  })
  .superRefine((property, ctx) => {
    const choice = property.type === 'select' || property.type === 'radio';
    if (choice && !property.lookup && (property.options ?? []).length === 0)
      ctx.addIssue({ code: 'custom', message: programStructureMessages.optionsRequired, path: ['options'] });
    if ((property.type === 'upload' || property.source === 'upload') && property.idDocumentType === null)
      ctx.addIssue({
        code: 'custom',
        message: programStructureMessages.documentTypeRequired,
        path: ['idDocumentType'],
      });
    if (
      property.source === 'database' &&
      !(DATABASE_PROPERTY_COLUMNS as readonly string[]).includes(property.columnName)
    )
      ctx.addIssue({
        code: 'custom',
        message: programStructureMessages.databaseColumn,
        path: ['columnName'],
      });
  });
export type PropertyInput = z.infer<typeof propertyInputSchema>;

/**
 * One step of the wizard: a section of the catalogue, whether verifiers check it, its questions. A
 * list step takes none; a step drawn from its questions asks what its own rules require.
 */
export const sectionInputSchema = z
  .object({
    idSection: idSchema,
    needVerification: flag,
    properties: z
      .array(propertyInputSchema)
      .max(SECTION_PROPERTIES_MAX, { error: tooManyItemsMessage(SECTION_PROPERTIES_MAX) })
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((property, i) => {
          if (seen.has(property.columnName))
            ctx.addIssue({
              code: 'custom',
              message: programStructureMessages.duplicateColumnName,
              path: [i, 'columnName'],
            });
          seen.add(property.columnName);
        });
      }),
  })
  .superRefine((step, ctx) => {
    const rule = stepQuestionRule(SECTION_ROUTES[step.idSection - 1] ?? '');
    if (!rule.takesQuestions && step.properties.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: programStructureMessages.listStepTakesNoQuestions,
        path: ['properties'],
      });
    const asked = new Set(step.properties.filter((p) => p.enable).map((p) => p.columnName));
    const missing = rule.requiredColumns.filter((column) => !asked.has(column));
    if (missing.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: programStructureMessages.stepNeedsColumns(missing),
        path: ['properties'],
      });
  });

/** PUT /api/program/{id}/structure: the whole structure, its steps in the order the wizard shows them. */
export const programStructureInputSchema = z.object({
  sections: z
    .array(sectionInputSchema)
    .min(1, { error: programStructureMessages.sectionsRequired })
    .max(PROGRAM_SECTIONS_MAX, { error: tooManyItemsMessage(PROGRAM_SECTIONS_MAX) })
    .superRefine((list, ctx) => {
      const seen = new Set<number>();
      list.forEach((section, i) => {
        if (seen.has(section.idSection))
          ctx.addIssue({
            code: 'custom',
            message: programStructureMessages.duplicateSection,
            path: [i, 'idSection'],
          });
        seen.add(section.idSection);
      });
    }),
});
export type ProgramStructureInput = z.infer<typeof programStructureInputSchema>;
export type ProgramStructureInputValues = z.input<typeof programStructureInputSchema>;

/** A structure as the editor sends it back: the steps in order, each question without its stored id. */
export const structureInputOf = (steps: readonly ProgramSection[]): ProgramStructureInputValues => ({
  sections: steps
    .filter((step) => !step.synthetic)
    .map((step) => ({
      idSection: step.idSection,
      needVerification: step.needVerification,
      properties: step.properties.map(({ columnname, idSectionProperty: _, order: __, ...property }) => ({
        columnName: columnname,
        ...property,
      })),
    })),
});

/**
 * The steps a structure not yet published gives the wizard (the editor's preview of its unsaved
 * form, issue 36 item 7): numbered as publishing numbers them, with no stored ids (questions get
 * negative ones, unique within the preview).
 */
export const stepsOfInput = (
  input: ProgramStructureInput,
  catalogue: readonly z.infer<typeof sectionSchema>[],
): ProgramSection[] =>
  input.sections.flatMap((step, i) => {
    const section = catalogue.find((entry) => entry.idSection === step.idSection);
    if (!section) return [];
    return [
      {
        idProgramSection: null,
        idSection: section.idSection,
        route: section.route,
        order: i + 1,
        needVerification: step.needVerification,
        synthetic: false,
        section,
        properties: step.properties.map(({ columnName, ...property }, k) => ({
          ...property,
          idSectionProperty: -(i * SECTION_PROPERTIES_MAX + k + 1),
          columnname: columnName,
          order: k + 1,
        })),
      },
    ];
  });

/** A published version: when, and how many drafts and proposals hold it. */
export const programVersionSchema = z.object({
  version: z.number().int(),
  /** ISO-8601; null for version 1, the structure the programme was made with. */
  createdAt: z.string().nullable(),
  drafts: z.number().int(),
  proposals: z.number().int(),
});
export type ProgramVersion = z.infer<typeof programVersionSchema>;

/** The programme's current structure (as the wizard gets it, without the synthetic step) and its versions. */
export const programStructureFormSchema = z.object({
  idProgram: z.number().int(),
  version: z.number().int(),
  sections: z.array(programSectionSchema),
  /** The newest first. */
  versions: z.array(programVersionSchema),
  /** The section catalogue the editor adds steps from. */
  catalogue: z.array(sectionSchema),
});
export type ProgramStructureForm = z.infer<typeof programStructureFormSchema>;

const tag = 'program-editor';

export const programStructureEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/program/:id/structure',
    summary: "Read a programme's current structure, its versions and the section catalogue",
    tag,
    access: 'staff',
    params: programIdParams,
    response: { 200: programStructureFormSchema },
  }),
  save: endpoint({
    method: 'PUT',
    path: '/program/:id/structure',
    summary: "Publish a new version of a programme's structure",
    tag,
    access: 'staff',
    params: programIdParams,
    body: programStructureInputSchema,
    response: { 200: programStructureFormSchema },
  }),
};
