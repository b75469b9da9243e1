import { describe, expect, it } from 'vitest';
import { DEFAULT_HAD_KIFAYAH } from './assessment.ts';
import {
  programEditorMessages,
  programSettingsSchema,
  programSettingsUpdateSchema,
  programStatusesInputSchema,
} from './program-editor.ts';

const valid = {
  name: 'Bantuan Uji',
  description: 'Bantuan untuk keluarga yang membutuhkan.',
  individual: true,
  zakatFunds: false,
  idBankAccount: null,
  reaplicationPeriod: 180,
  dayLimitUploadDocument: 14,
  minimumAssesor: 1,
  hadKifayah: DEFAULT_HAD_KIFAYAH,
  idProgramParent: null,
  schedules: [{ startDate: '2026-01-01', endDate: '2026-12-31', quota: 10 }],
  documentTypes: [
    { idDocumentType: 2, required: true },
    { idDocumentType: 14, required: false },
  ],
};

const messagesOf = (schema: { safeParse: (input: unknown) => unknown }, input: unknown) => {
  const parsed = schema.safeParse(input) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return parsed.success ? [] : parsed.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe("the programme editor's settings (issue 36 item 5, spec §5 'Program editor')", () => {
  it('takes a whole programme', () => {
    expect(messagesOf(programSettingsSchema, valid)).toEqual([]);
    const parsed = programSettingsSchema.parse({ ...valid, name: '  Bantuan Uji  ' });
    expect(parsed.name).toBe('Bantuan Uji');
  });

  it('names a missing or blank name and description with the spec’s messages', () => {
    expect(messagesOf(programSettingsSchema, { ...valid, name: '   ', description: undefined })).toEqual([
      `name: ${programEditorMessages.nameRequired}`,
      `description: ${programEditorMessages.descriptionRequired}`,
    ]);
    expect(programEditorMessages.nameRequired).toBe('Nama program harus diisi');
    expect(programEditorMessages.descriptionRequired).toBe('Deskripsi program harus diisi');
    expect(programEditorMessages.invalidProgram).toBe('Program tidak valid');
  });

  it('refuses a period that ends before it starts, in Indonesian, on the end date', () => {
    const schedules = [{ startDate: '2026-05-02', endDate: '2026-05-01', quota: null }];
    expect(messagesOf(programSettingsSchema, { ...valid, schedules })).toEqual([
      `schedules.0.endDate: ${programEditorMessages.endBeforeStart}`,
    ]);
    // A period of one day is a period.
    const oneDay = [{ startDate: '2026-05-01', endDate: '2026-05-01', quota: null }];
    expect(messagesOf(programSettingsSchema, { ...valid, schedules: oneDay })).toEqual([]);
  });

  it('refuses a date outside the years 2000 to 2100 and a date that does not exist', () => {
    const schedules = [{ startDate: '0000-01-01', endDate: '2026-02-29', quota: null }];
    expect(messagesOf(programSettingsSchema, { ...valid, schedules })).toEqual([
      `schedules.0.startDate: ${programEditorMessages.dateOutOfRange}`,
      `schedules.0.endDate: ${programEditorMessages.dateInvalid}`,
    ]);
    expect(
      messagesOf(programSettingsSchema, { ...valid, schedules: [{ startDate: '', quota: null }] }),
    ).toEqual([
      `schedules.0.startDate: ${programEditorMessages.startDateRequired}`,
      `schedules.0.endDate: ${programEditorMessages.endDateRequired}`,
    ]);
  });

  it('takes an unlimited quota as null and refuses zero or a fraction', () => {
    for (const quota of [0, -1, 1.5, '3'])
      expect(
        messagesOf(programSettingsSchema, { ...valid, schedules: [{ ...valid.schedules[0], quota }] }),
      ).toEqual([`schedules.0.quota: ${programEditorMessages.quotaInvalid}`]);
  });

  it('refuses a document type listed twice', () => {
    const documentTypes = [
      { idDocumentType: 2, required: true },
      { idDocumentType: 2, required: false },
    ];
    expect(messagesOf(programSettingsSchema, { ...valid, documentTypes })).toEqual([
      `documentTypes.1.idDocumentType: ${programEditorMessages.duplicateDocumentType}`,
    ]);
  });

  it('bounds the day counts and uses the assessment’s kifayah field', () => {
    expect(
      messagesOf(programSettingsSchema, {
        ...valid,
        reaplicationPeriod: 4000,
        dayLimitUploadDocument: 0,
        minimumAssesor: -1,
        hadKifayah: 0,
      }),
    ).toEqual([
      `reaplicationPeriod: ${programEditorMessages.reaplicationPeriodMax}`,
      `dayLimitUploadDocument: ${programEditorMessages.dayLimitRequired}`,
      expect.stringMatching(/^minimumAssesor: /),
      'hadKifayah: Had kifayah harus lebih dari 0',
    ]);
  });

  it('needs the programme id to change one', () => {
    expect(messagesOf(programSettingsUpdateSchema, valid)).toEqual([expect.stringMatching(/^idProgram: /)]);
    expect(messagesOf(programSettingsUpdateSchema, { ...valid, idProgram: 1 })).toEqual([]);
  });
});

describe('the status table (issue 36 item 6)', () => {
  const statuses = [
    { idProposalStatus: 1, order: 1, idRoles: [4, 9] },
    { idProposalStatus: 4, order: 2, idRoles: [3] },
  ];
  it('takes statuses in order with the roles that may set each', () => {
    expect(messagesOf(programStatusesInputSchema, { statuses })).toEqual([]);
  });
  it('refuses an empty flow, a status twice and two statuses at one position', () => {
    expect(messagesOf(programStatusesInputSchema, { statuses: [] })).toEqual([
      `statuses: ${programEditorMessages.statusesRequired}`,
    ]);
    expect(
      messagesOf(programStatusesInputSchema, {
        statuses: [...statuses, { idProposalStatus: 1, order: 2, idRoles: [] }],
      }),
    ).toEqual([
      `statuses.2.idProposalStatus: ${programEditorMessages.duplicateStatus}`,
      `statuses.2.order: ${programEditorMessages.duplicateOrder}`,
    ]);
  });
});
