import { proposalMessages } from '@amal/contract/proposals';
import {
  verifierAssignmentMessages as messages,
  type ProposalVerificator,
  VERIFICATOR_STATUS,
  type VerificationTask,
  type Verificator,
} from '@amal/contract/verifiers';
import { and, asc, type Column, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  districts,
  documentVerifications,
  fieldVerifications,
  programSections,
  programs,
  proposals,
  proposalVerificators,
  provinces,
  references,
  regencies,
  users,
  verificationSections,
  verificators,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { canAssignAnywhere, canAssignInProgram, canReadAssignments } from './verifiers.policy.ts';

const verifierUser = alias(users, 'verifier_user');
const assigner = alias(users, 'assigner');
const recipient = alias(users, 'recipient');

const linkColumns = {
  idProposalVerificator: proposalVerificators.idProposalVerificator,
  idProposal: proposalVerificators.idProposal,
  idVerificator: proposalVerificators.idVerificator,
  idVerificatorStatus: proposalVerificators.idVerificatorStatus,
  verifier: {
    idUser: verifierUser.idUser,
    fullName: verifierUser.fullName,
    nip: verifierUser.nip,
    whatsappNumber: verifierUser.whatsappNumber,
  },
  assignedBy: assigner.fullName,
  createdAt: proposalVerificators.createdAt,
  verificationDate: proposalVerificators.verificationDate,
};

const linksOf = (db: Db) =>
  db
    .select(linkColumns)
    .from(proposalVerificators)
    .innerJoin(verificators, eq(verificators.idVerificator, proposalVerificators.idVerificator))
    .innerJoin(verifierUser, eq(verifierUser.idUser, verificators.idUser))
    .innerJoin(assigner, eq(assigner.idUser, proposalVerificators.idLeadVerificator))
    .$dynamic();

type LinkRow = Awaited<ReturnType<ReturnType<typeof linksOf>['execute']>>[number];
const present = (row: LinkRow): ProposalVerificator => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  verificationDate: row.verificationDate?.toISOString() ?? null,
});

async function link(db: Db, idProposalVerificator: number) {
  const [row] = await linksOf(db).where(
    eq(proposalVerificators.idProposalVerificator, idProposalVerificator),
  );
  if (!row) throw notFound(messages.assignmentNotFound);
  return present(row);
}

/** The proposal's programme, when the caller may assign its verifiers; else 404 as if absent. */
async function assignableProgram(db: Db, user: AuthUser, idProposal: number) {
  const [row] = await db
    .select({ idProgram: proposals.idProgram })
    .from(proposals)
    .where(eq(proposals.idProposal, idProposal));
  if (!row || !canAssignInProgram(user, row.idProgram)) throw notFound(proposalMessages.notFound);
  return row.idProgram;
}

/** POST /api/verificator: the user's verifier record, made if they have none. */
export async function registerVerificator(db: Db, user: AuthUser, idUser: number): Promise<Verificator> {
  if (!canAssignAnywhere(user)) throw forbidden();
  const [person] = await db.select({ idUser: users.idUser }).from(users).where(eq(users.idUser, idUser));
  if (!person) throw notFound(messages.userNotFound);
  await db.insert(verificators).values({ idUser }).onConflictDoNothing();
  const [row] = await db
    .select({ idVerificator: verificators.idVerificator, idUser: verificators.idUser })
    .from(verificators)
    .where(eq(verificators.idUser, idUser));
  return row!;
}

/** POST /api/proposalverificator: the verifier assigned to the proposal, active, with an audit row. */
export async function assignVerificator(
  db: Db,
  user: AuthUser,
  body: { idProposal: number; idVerificator: number },
): Promise<ProposalVerificator> {
  await assignableProgram(db, user, body.idProposal);
  const id = await db.transaction(async (tx) => {
    const [verifier] = await tx
      .select({ idUser: verificators.idUser })
      .from(verificators)
      .where(eq(verificators.idVerificator, body.idVerificator));
    if (!verifier) throw notFound(messages.verifierNotFound);
    const [active] = await tx
      .select({ id: proposalVerificators.idProposalVerificator })
      .from(proposalVerificators)
      .where(
        and(
          eq(proposalVerificators.idProposal, body.idProposal),
          eq(proposalVerificators.idVerificator, body.idVerificator),
          eq(proposalVerificators.idVerificatorStatus, VERIFICATOR_STATUS.active),
        ),
      );
    if (active) throw conflict(messages.alreadyAssigned);
    const [created] = await tx
      .insert(proposalVerificators)
      .values({
        idProposal: body.idProposal,
        idVerificator: body.idVerificator,
        idVerificatorStatus: VERIFICATOR_STATUS.active,
        idLeadVerificator: user.idUser,
      })
      .returning({ id: proposalVerificators.idProposalVerificator });
    await recordAudit(tx, {
      idUser: user.idUser,
      action: 'proposal.verifier',
      idProposal: body.idProposal,
      idSubjectUser: verifier.idUser,
      after: { idVerificator: body.idVerificator, idVerificatorStatus: VERIFICATOR_STATUS.active },
    });
    return created!.id;
  });
  return link(db, id);
}

/** PATCH /api/proposalverificator: the verifier removed from the proposal (kept as removed). */
export async function removeVerificator(
  db: Db,
  user: AuthUser,
  body: { idProposalVerificator: number; idVerificatorStatus: number },
): Promise<ProposalVerificator> {
  const [row] = await db
    .select({
      idProposal: proposalVerificators.idProposal,
      idVerificatorStatus: proposalVerificators.idVerificatorStatus,
      idUser: verificators.idUser,
    })
    .from(proposalVerificators)
    .innerJoin(verificators, eq(verificators.idVerificator, proposalVerificators.idVerificator))
    .where(eq(proposalVerificators.idProposalVerificator, body.idProposalVerificator));
  if (!row) throw notFound(messages.assignmentNotFound);
  await assignableProgram(db, user, row.idProposal).catch(() => {
    throw notFound(messages.assignmentNotFound);
  });
  if (row.idVerificatorStatus !== body.idVerificatorStatus)
    await db.transaction(async (tx) => {
      await tx
        .update(proposalVerificators)
        .set({ idVerificatorStatus: body.idVerificatorStatus, updatedAt: new Date() })
        .where(eq(proposalVerificators.idProposalVerificator, body.idProposalVerificator));
      await recordAudit(tx, {
        idUser: user.idUser,
        action: 'proposal.verifier',
        idProposal: row.idProposal,
        idSubjectUser: row.idUser,
        before: { idVerificatorStatus: row.idVerificatorStatus },
        after: { idVerificatorStatus: body.idVerificatorStatus },
      });
    });
  return link(db, body.idProposalVerificator);
}

/** GET /api/proposalverificator/proposal/{idProposal}: its verifiers, active first, newest first. */
export async function listProposalVerificators(db: Db, user: AuthUser, idProposal: number) {
  const [row] = await db
    .select({ idProgram: proposals.idProgram })
    .from(proposals)
    .where(eq(proposals.idProposal, idProposal));
  if (!row || !canReadAssignments(user, row.idProgram)) throw notFound(proposalMessages.notFound);
  const rows = await linksOf(db)
    .where(eq(proposalVerificators.idProposal, idProposal))
    .orderBy(asc(proposalVerificators.idVerificatorStatus), desc(proposalVerificators.createdAt));
  const data = rows.map(present);
  return { data, total: data.length, page: 1, rows: data.length };
}

/**
 * The sections of the proposal's programme still to verify: those without the verifier's version,
 * the documents without a verification photo (as the contract's sectionsLeft counts them).
 */
/** The steps the version of the programme a proposal was submitted under has verifiers check. */
const stepsToVerify = (idProgram: Column, programVersion: Column) =>
  sql`from ${programSections} ps
    where ps.id_program = ${idProgram} and ps.need_verification
      and ps.from_version <= ${programVersion}
      and (ps.until_version is null or ps.until_version > ${programVersion})`;

const sectionsToVerifyOf = (idProgram: Column, programVersion: Column) =>
  sql<number>`(select count(*)::int ${stepsToVerify(idProgram, programVersion)})`.mapWith(Number);

const sectionsLeftOf = (idProposal: Column, idProgram: Column, programVersion: Column) =>
  sql<number>`(select count(*)::int ${stepsToVerify(idProgram, programVersion)}
      and case when ps.route = 'documents'
        then not exists (select 1 from ${documentVerifications} d where d.id_proposal = ${idProposal})
        else not exists (select 1 from ${verificationSections} v
          where v.id_proposal = ${idProposal} and v.id_section = ps.id_section) end)`.mapWith(Number);

/**
 * GET /api/proposals/verifications: the caller's active assignments not yet completed, the nearest
 * planned visit first (those without a date after, the earliest assigned first), with the
 * recipient's area.
 */
export async function myVerificationTasks(db: Db, user: AuthUser) {
  const rows = await db
    .select({
      idProposal: proposals.idProposal,
      name: recipient.fullName,
      program: { idProgram: programs.idProgram, name: programs.name },
      province: provinces.name,
      regency: regencies.name,
      district: districts.name,
      verificationDate: proposalVerificators.verificationDate,
      sectionsToVerify: sectionsToVerifyOf(proposals.idProgram, proposals.programVersion),
      sectionsLeft: sectionsLeftOf(proposals.idProposal, proposals.idProgram, proposals.programVersion),
    })
    .from(proposalVerificators)
    .innerJoin(verificators, eq(verificators.idVerificator, proposalVerificators.idVerificator))
    .innerJoin(proposals, eq(proposals.idProposal, proposalVerificators.idProposal))
    .innerJoin(programs, eq(programs.idProgram, proposals.idProgram))
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .innerJoin(recipient, eq(recipient.idUser, references.idUser))
    .leftJoin(provinces, eq(provinces.idProvince, recipient.idProvince))
    .leftJoin(regencies, eq(regencies.idRegency, recipient.idRegency))
    .leftJoin(districts, eq(districts.idDistrict, recipient.idDistrict))
    .where(
      and(
        eq(verificators.idUser, user.idUser),
        eq(proposalVerificators.idVerificatorStatus, VERIFICATOR_STATUS.active),
        // A completed verification is no longer a task.
        sql`not exists (select 1 from ${fieldVerifications} f where f.id_proposal = ${proposals.idProposal})`,
      ),
    )
    .orderBy(
      sql`${proposalVerificators.verificationDate} asc nulls last`,
      asc(proposalVerificators.createdAt),
      asc(proposalVerificators.idProposalVerificator),
    );
  const data: VerificationTask[] = rows.map((row) => ({
    idProposal: row.idProposal,
    name: row.name,
    program: row.program,
    area: { province: row.province, regency: row.regency, district: row.district },
    verificationDate: row.verificationDate?.toISOString() ?? null,
    sectionsToVerify: row.sectionsToVerify,
    sectionsLeft: row.sectionsLeft,
  }));
  return { data, total: data.length, page: 1, rows: data.length };
}
