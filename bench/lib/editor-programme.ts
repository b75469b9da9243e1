// Issue 36: one programme made the way the programme editor makes one, for the benchmarks. Its
// settings and its form go through the contract's own schemas and are written by the editor's own
// calls (create, publish the structure, open), either the server's functions (bench:seed) or a
// started server's HTTP API (bench:web): never rows written by hand.
import {
  type ProgramSettings,
  type ProgramSettingsForm,
  programSettingsSchema,
} from '@amal/contract/program-editor';
import { type ProgramStructureInput, programStructureInputSchema } from '@amal/contract/program-structure';
import { sectionId } from '@amal/contract/programs';

export const EDITOR_PROGRAMME_NAME = 'Bantuan Perbaikan Rumah (editor)';

const DAY = 86_400_000;
/** The calendar day in Asia/Jakarta `days` from `now`. */
const jakartaDay = (now: number, days: number) =>
  new Date(now + 7 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

/** Its settings as the editor's form sends them: open from a month ago for a year, no quota. */
export const editorProgrammeSettings = (now = Date.now()): ProgramSettings =>
  programSettingsSchema.parse({
    name: EDITOR_PROGRAMME_NAME,
    description: 'Bantuan perbaikan atap, dinding dan lantai rumah keluarga yang tidak layak huni.',
    individual: true,
    zakatFunds: false,
    idBankAccount: null,
    reaplicationPeriod: 365,
    dayLimitUploadDocument: 14,
    minimumAssesor: 1,
    hadKifayah: 1_200_000,
    idProgramParent: null,
    schedules: [{ startDate: jakartaDay(now, -30), endDate: jakartaDay(now, 365), quota: null }],
    documentTypes: [],
  });

const question = (columnName: string, label: string, rest: Record<string, unknown>) => ({
  columnName,
  label,
  required: true,
  enable: true,
  source: 'manual',
  options: null,
  lookup: null,
  idDocumentType: null,
  hint: null,
  ...rest,
});

/**
 * Its form: the recipient's step with three generic questions (a required text, a select with its
 * options, a number), then the family and the requirements, from the section catalogue.
 */
export const editorProgrammeStructure = (): ProgramStructureInput =>
  programStructureInputSchema.parse({
    sections: [
      {
        idSection: sectionId('reference'),
        needVerification: true,
        properties: [
          question('kerusakanRumah', 'Kerusakan yang perlu diperbaiki', {
            type: 'text',
            valueType: 'string',
          }),
          question('kondisiRumah', 'Kondisi rumah', {
            type: 'select',
            valueType: 'string',
            options: [
              { value: 'rusak-ringan', label: 'Rusak ringan' },
              { value: 'rusak-sedang', label: 'Rusak sedang' },
              { value: 'rusak-berat', label: 'Rusak berat' },
            ],
          }),
          question('jumlahPenghuni', 'Jumlah penghuni rumah', { type: 'number', valueType: 'number' }),
        ],
      },
      { idSection: sectionId('family'), needVerification: true, properties: [] },
      { idSection: sectionId('requirement'), needVerification: false, properties: [] },
    ],
  });

/** A member's answers to the generic questions (the recipient's step of a complete draft). */
export const EDITOR_PROGRAMME_ANSWERS = {
  kerusakanRumah: 'Atap bocor dan dinding retak',
  kondisiRumah: 'rusak-sedang',
  jumlahPenghuni: 5,
};

/** The editor's three saves, by whatever way the caller reaches them. */
export type EditorCalls = {
  create(settings: ProgramSettings): Promise<ProgramSettingsForm>;
  publish(idProgram: number, structure: ProgramStructureInput): Promise<unknown>;
  update(update: ProgramSettings & { idProgram: number }): Promise<unknown>;
};

/**
 * Creates the programme as a super admin does in the editor: created (closed, the individual
 * status flow), its form published, then opened with the period it was made with.
 */
export async function makeEditorProgramme(editor: EditorCalls, now = Date.now()): Promise<number> {
  const settings = editorProgrammeSettings(now);
  const created = await editor.create(settings);
  await editor.publish(created.idProgram, editorProgrammeStructure());
  await editor.update({
    ...settings,
    idProgram: created.idProgram,
    active: true,
    schedules: created.schedules.map(({ idProgramSchedule, startDate, endDate, quota }) => ({
      idProgramSchedule,
      startDate,
      endDate,
      quota,
    })),
  });
  return created.idProgram;
}

/** The editor's saves through a started server's API, as the signed-in `cookie`'s user. */
export function httpEditor(baseUrl: string, cookie: string): EditorCalls {
  const send = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    create: (settings) => send('POST', '/program', settings),
    publish: (idProgram, structure) => send('PUT', `/program/${idProgram}/structure`, structure),
    update: (update) => send('PATCH', '/program', update),
  };
}
