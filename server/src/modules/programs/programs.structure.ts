import {
  type ProgramDetail,
  type ProgramSection,
  type SectionProperty,
  SUB_PROGRAM_SECTION_ROUTE,
} from '@amal/contract/programs';
import { and, asc, eq, getTableColumns, gt, isNull, lte, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import {
  documentTypes,
  programDocumentTypes,
  programSections,
  sectionProperties,
  sections,
} from '../../db/schema/index.ts';
import { statement } from '../../db/statements.ts';
import { memoryCache } from '../../lib/memory-cache.ts';

const subProgramSectionStatement = (db: Db) =>
  db
    .select()
    .from(sections)
    .where(eq(sections.route, SUB_PROGRAM_SECTION_ROUTE))
    .prepare('sub_program_section');

type SectionRow = typeof sections.$inferSelect;

/**
 * The steps of a programme's structure at `version` (a number, or a value of the statement such as
 * a proposal's `programVersion`): those written at or before it and not closed by then (decision 0051).
 */
export const stepsAt = (version: number | SQLWrapper) =>
  and(
    lte(programSections.fromVersion, version),
    or(isNull(programSections.untilVersion), gt(programSections.untilVersion, version)),
  )!;

/** Read as a version: the current steps, those not closed (above every version a programme reaches). */
export const CURRENT_VERSION = 2_147_483_647;

/** A programme's sections in order, each with its properties in order (one row per property). */
const programSectionsStatement = (db: Db) =>
  db
    .select({
      idProgramSection: programSections.idProgramSection,
      idSection: programSections.idSection,
      route: programSections.route,
      order: programSections.order,
      needVerification: programSections.needVerification,
      sectionRoute: sections.route,
      sectionName: sections.name,
      property: getTableColumns(sectionProperties),
    })
    .from(programSections)
    .innerJoin(sections, eq(sections.idSection, programSections.idSection))
    .leftJoin(sectionProperties, eq(sectionProperties.idProgramSection, programSections.idProgramSection))
    .where(
      and(eq(programSections.idProgram, sql.placeholder('idProgram')), stepsAt(sql.placeholder('version'))),
    )
    .orderBy(
      asc(programSections.order),
      asc(programSections.idProgramSection),
      asc(sectionProperties.order),
      asc(sectionProperties.idSectionProperty),
    )
    .prepare('program_sections');

type PropertyRow = typeof sectionProperties.$inferSelect;

function presentProperty(p: PropertyRow): SectionProperty {
  return {
    idSectionProperty: p.idSectionProperty,
    columnname: p.columnName,
    label: p.label,
    type: p.type as SectionProperty['type'],
    valueType: p.valueType as SectionProperty['valueType'],
    required: p.required,
    enable: p.enable,
    source: p.source as SectionProperty['source'],
    options: p.options ?? null,
    lookup: p.lookup,
    idDocumentType: p.idDocumentType,
    hint: p.hint,
    order: p.order,
  };
}

/** The programme's steps at `version`, read now (the editor's; the wizard's go through `programStructure`). */
export async function programSectionsOf(
  db: Db,
  idProgram: number,
  version: number,
): Promise<ProgramSection[]> {
  const rows = await statement(db, 'program_sections', programSectionsStatement).execute({
    idProgram,
    version,
  });
  const steps = new Map<number, ProgramSection>();
  for (const row of rows) {
    let step = steps.get(row.idProgramSection);
    if (!step) {
      step = {
        idProgramSection: row.idProgramSection,
        idSection: row.idSection,
        route: row.route,
        order: row.order,
        needVerification: row.needVerification,
        synthetic: false,
        section: { idSection: row.idSection, route: row.sectionRoute, name: row.sectionName },
        properties: [],
      };
      steps.set(row.idProgramSection, step);
    }
    if (row.property) step.properties.push(presentProperty(row.property));
  }
  return [...steps.values()];
}

const programDocumentsStatement = (db: Db) =>
  db
    .select({
      idDocumentType: programDocumentTypes.idDocumentType,
      required: programDocumentTypes.required,
      documentType: {
        idDocumentType: documentTypes.idDocumentType,
        name: documentTypes.name,
        multiple: documentTypes.multiple,
        fromUser: documentTypes.fromUser,
        accepts: documentTypes.accepts,
      },
    })
    .from(programDocumentTypes)
    .innerJoin(documentTypes, eq(documentTypes.idDocumentType, programDocumentTypes.idDocumentType))
    .where(eq(programDocumentTypes.idProgram, sql.placeholder('idProgram')))
    .orderBy(asc(programDocumentTypes.order), asc(programDocumentTypes.idDocumentType))
    .prepare('program_documents');

/** What a programme asks of an applicant: its wizard steps and its document types. */
export type ProgramStructure = {
  steps: ProgramSection[];
  documents: ProgramDetail['programDocumentType'];
  subProgramSection: SectionRow | undefined;
};

async function loadStructure(db: Db, idProgram: number, version: number): Promise<ProgramStructure> {
  const [steps, documents, [subProgramSection]] = await Promise.all([
    programSectionsOf(db, idProgram, version),
    statement(db, 'program_documents', programDocumentsStatement).execute({ idProgram }),
    statement(db, 'sub_program_section', subProgramSectionStatement).execute(),
  ]);
  return { steps, documents, subProgramSection };
}

/**
 * How long a programme's structure is served from memory. It is the bulk of `GET /api/program/{id}`
 * (its sections and their properties), read on every step of every wizard, and it changes only when the
 * foundation edits the programme: such an edit shows on every instance within this time.
 */
export const STRUCTURE_TTL_MS = 60_000;

/** At most this many programmes' structures are kept: more than the catalogue holds. */
const REMEMBERED_PROGRAMMES = 500;
const remembered = new WeakMap<Db, LRUCache<string, Promise<ProgramStructure>>>();

/** An earlier version never changes; the current one does when the editor publishes. */
const keyOf = (idProgram: number, version: number) => `${idProgram}@${version}`;

/** Forgets the programme's current structure here at once (other instances within STRUCTURE_TTL_MS). */
export function forgetStructure(db: Db, idProgram: number) {
  remembered.get(db)?.delete(keyOf(idProgram, CURRENT_VERSION));
}

/**
 * The programme's structure at `version` (else the current one), from memory when read less than
 * STRUCTURE_TTL_MS ago. `exists` says
 * whether the programme is there: only then is it kept, so that asking for made-up ids fills nothing.
 * It is a function, asked only when the structure is read: a promise left unawaited on the remembered
 * path would, if its read failed, be an unhandled rejection that ends the process.
 */
export async function programStructure(
  db: Db,
  idProgram: number,
  exists: () => Promise<boolean>,
  version = CURRENT_VERSION,
) {
  let byProgram = remembered.get(db);
  if (!byProgram) {
    byProgram = memoryCache({ max: REMEMBERED_PROGRAMMES, ttl: STRUCTURE_TTL_MS });
    remembered.set(db, byProgram);
  }
  const key = keyOf(idProgram, version);
  const known = byProgram.get(key);
  if (known) return known;
  const structure = loadStructure(db, idProgram, version);
  const [loaded, found] = await Promise.all([structure, exists()]);
  if (found) byProgram.set(key, structure);
  else byProgram.delete(key);
  return loaded;
}
