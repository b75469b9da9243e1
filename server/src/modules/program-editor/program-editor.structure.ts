import {
  type ProgramStructureForm,
  type ProgramStructureInput,
  type PropertyInput,
  programStructureMessages,
} from '@amal/contract/program-structure';
import { SUB_PROGRAM_SECTION_ROUTE } from '@amal/contract/programs';
import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  documentTypes,
  programSections,
  programs,
  programVersions,
  proposals,
  sectionProperties,
  sections,
  temporaryProposals,
} from '../../db/schema/index.ts';
import type { Transaction } from '../../db/statements.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { CURRENT_VERSION, forgetStructure, programSectionsOf } from '../programs/programs.structure.ts';
import { checkEditor, programRow } from './program-editor.service.ts';

/** A step as the editor compares it: what the wizard shows of it, in order. */
type StepShape = { order: number; needVerification: boolean; properties: PropertyInput[] };

/** A question with its fields in one order, so that two equal questions compare equal. */
const propertyShape = (p: PropertyInput): PropertyInput => ({
  columnName: p.columnName,
  label: p.label,
  type: p.type,
  valueType: p.valueType,
  required: p.required,
  enable: p.enable,
  source: p.source,
  options: p.options,
  lookup: p.lookup,
  idDocumentType: p.idDocumentType,
  hint: p.hint,
});

type PropertyRow = typeof sectionProperties.$inferSelect;
const storedShape = (p: PropertyRow): PropertyInput =>
  propertyShape({
    ...p,
    type: p.type as PropertyInput['type'],
    valueType: p.valueType as PropertyInput['valueType'],
    source: p.source as PropertyInput['source'],
    lookup: p.lookup as PropertyInput['lookup'],
    options: p.options ?? null,
  });

const sameStep = (a: StepShape, b: StepShape) => JSON.stringify(a) === JSON.stringify(b);

/** The versions the programme reached, newest first, with the drafts and proposals each holds. */
async function versionsOf(db: Db, idProgram: number, current: number) {
  const [published, drafts, made] = await Promise.all([
    db.select().from(programVersions).where(eq(programVersions.idProgram, idProgram)),
    db
      .select({ version: temporaryProposals.programVersion, n: count() })
      .from(temporaryProposals)
      .where(and(eq(temporaryProposals.idProgram, idProgram), eq(temporaryProposals.status, 'DRAFTED')))
      .groupBy(temporaryProposals.programVersion),
    db
      .select({ version: proposals.programVersion, n: count() })
      .from(proposals)
      .where(eq(proposals.idProgram, idProgram))
      .groupBy(proposals.programVersion),
  ]);
  return Array.from({ length: current }, (_, i) => current - i).map((version) => ({
    version,
    createdAt: published.find((v) => v.version === version)?.createdAt.toISOString() ?? null,
    drafts: drafts.find((d) => d.version === version)?.n ?? 0,
    proposals: made.find((p) => p.version === version)?.n ?? 0,
  }));
}

/** The programme's current structure, its versions and the section catalogue. */
async function readStructure(db: Db, idProgram: number): Promise<ProgramStructureForm> {
  const program = await programRow(db, idProgram);
  const [steps, versions, catalogue] = await Promise.all([
    programSectionsOf(db, idProgram, CURRENT_VERSION),
    versionsOf(db, idProgram, program.version),
    db
      .select({ idSection: sections.idSection, route: sections.route, name: sections.name })
      .from(sections)
      .where(ne(sections.route, SUB_PROGRAM_SECTION_ROUTE))
      .orderBy(asc(sections.idSection)),
  ]);
  return { idProgram, version: program.version, sections: steps, versions, catalogue };
}

/** GET /api/program/{id}/structure: for the programme's editors (404 "Program tidak valid" else). */
export async function getStructure(db: Db, user: AuthUser, idProgram: number) {
  await programRow(db, idProgram);
  checkEditor(user, idProgram);
  return readStructure(db, idProgram);
}

/** The catalogue's sections and the document types the body names must exist: 400 naming each field. */
async function checkReferences(tx: Transaction, input: ProgramStructureInput) {
  const ids = input.sections.map((s) => s.idSection);
  const known = await tx
    .select({ idSection: sections.idSection, route: sections.route })
    .from(sections)
    .where(and(inArray(sections.idSection, ids), ne(sections.route, SUB_PROGRAM_SECTION_ROUTE)));
  const wanted = input.sections.flatMap((s) =>
    s.properties.flatMap((p) => (p.idDocumentType === null ? [] : [p.idDocumentType])),
  );
  const types =
    wanted.length === 0
      ? []
      : await tx
          .select({ id: documentTypes.idDocumentType })
          .from(documentTypes)
          .where(inArray(documentTypes.idDocumentType, wanted));
  const errors = input.sections.flatMap((section, i) => [
    ...(known.some((k) => k.idSection === section.idSection)
      ? []
      : [{ path: `sections.${i}.idSection`, message: programStructureMessages.invalidSection }]),
    ...section.properties.flatMap((p, j) =>
      p.idDocumentType === null || types.some((t) => t.id === p.idDocumentType)
        ? []
        : [
            {
              path: `sections.${i}.properties.${j}.idDocumentType`,
              message: programStructureMessages.invalidDocumentType,
            },
          ],
    ),
  ]);
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  return new Map(known.map((k) => [k.idSection, k.route]));
}

/** The current step rows of the programme, with their properties, keyed by catalogue section. */
async function currentSteps(tx: Transaction, idProgram: number) {
  const rows = await tx
    .select()
    .from(programSections)
    .where(and(eq(programSections.idProgram, idProgram), isNull(programSections.untilVersion)));
  const properties =
    rows.length === 0
      ? []
      : await tx
          .select()
          .from(sectionProperties)
          .where(
            inArray(
              sectionProperties.idProgramSection,
              rows.map((r) => r.idProgramSection),
            ),
          )
          .orderBy(asc(sectionProperties.order), asc(sectionProperties.idSectionProperty));
  return new Map(
    rows.map((row) => [
      row.idSection,
      {
        idProgramSection: row.idProgramSection,
        shape: {
          order: row.order,
          needVerification: row.needVerification,
          properties: properties.filter((p) => p.idProgramSection === row.idProgramSection).map(storedShape),
        },
      },
    ]),
  );
}

/**
 * PUT /api/program/{id}/structure: publishes the body as the programme's next version (decision
 * 0051). A step that changes (its place, its verification, any of its questions) is closed at the
 * new version and written anew; a step left out is closed; an unchanged one carries on. Drafts keep
 * their version and proposals are read with theirs, so nothing made earlier changes. A body equal
 * to the current structure publishes nothing.
 */
export async function publishStructure(
  db: Db,
  user: AuthUser,
  idProgram: number,
  input: ProgramStructureInput,
) {
  await db.transaction(async (tx) => {
    const program = await programRow(tx, idProgram, true);
    checkEditor(user, idProgram);
    const routes = await checkReferences(tx, input);
    const current = await currentSteps(tx, idProgram);
    const next = program.version + 1;
    const wanted = input.sections.map((section, i) => ({
      idSection: section.idSection,
      shape: {
        order: i + 1,
        needVerification: section.needVerification,
        properties: section.properties.map(propertyShape),
      },
    }));
    const changed = wanted.filter((w) => {
      const was = current.get(w.idSection);
      return !was || !sameStep(was.shape, w.shape);
    });
    const closed = [...current.entries()]
      .filter(([idSection, was]) => {
        const now = wanted.find((w) => w.idSection === idSection);
        return !now || !sameStep(was.shape, now.shape);
      })
      .map(([, was]) => was.idProgramSection);
    if (changed.length === 0 && closed.length === 0) return;

    if (closed.length > 0)
      await tx
        .update(programSections)
        .set({ untilVersion: next })
        .where(inArray(programSections.idProgramSection, closed));
    for (const step of changed) {
      const [row] = await tx
        .insert(programSections)
        .values({
          idProgram,
          idSection: step.idSection,
          route: routes.get(step.idSection)!,
          order: step.shape.order,
          needVerification: step.shape.needVerification,
          fromVersion: next,
        })
        .returning({ idProgramSection: programSections.idProgramSection });
      if (step.shape.properties.length > 0)
        await tx.insert(sectionProperties).values(
          step.shape.properties.map((p, k) => ({
            idProgramSection: row!.idProgramSection,
            ...p,
            order: k + 1,
          })),
        );
    }
    await tx.update(programs).set({ version: next }).where(eq(programs.idProgram, idProgram));
    await tx.insert(programVersions).values({ idProgram, version: next, idUser: user.idUser });
    await recordAudit(tx, {
      idUser: user.idUser,
      action: 'program.structure',
      before: {
        idProgram,
        version: program.version,
        sections: [...current.entries()].map(([idSection, was]) => ({ idSection, ...was.shape })),
      },
      after: {
        idProgram,
        version: next,
        sections: wanted.map((w) => ({ idSection: w.idSection, ...w.shape })),
      },
    });
  });
  forgetStructure(db, idProgram);
  return readStructure(db, idProgram);
}
