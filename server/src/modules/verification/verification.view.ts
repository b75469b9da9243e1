import type { VerificationDocument, VerificationView } from '@amal/contract/verification';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  districts,
  documents,
  documentTypes,
  documentVerifications,
  programProposalStatuses,
  programSections,
  programs,
  proposalSections,
  proposalStatuses,
  proposals,
  provinces,
  references,
  regencies,
  sections,
  users,
  verificationSections,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { stepsAt } from '../programs/programs.structure.ts';
import { isCurrentVersion } from '../proposals/proposals.documents.ts';
import { readSettings } from '../settings/settings.service.ts';
import { type Executor, verifiableProposal } from './verification.access.ts';
import { presentSection } from './verification.sections.ts';
import { visitOf } from './verification.visit.ts';

/** Spec §4: the memorisation pretest's status; a programme whose flow has it asks for a pretest. */
export const PRETEST_STATUS = 29;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The recipient's data as the verifier starts from it: who the recipient is (the proposal's own,
 * a non-member included) and how they relate to the referrer, which the applicant gave on the
 * referrer's step.
 */
export function recipientAnswer(reference: unknown, referrer: unknown, recipientIdUser: number) {
  if (!isRecord(reference)) return reference;
  const relationship = isRecord(referrer) ? referrer.idRelationshipWithReference : undefined;
  return {
    ...reference,
    idUser: recipientIdUser,
    ...(relationship === undefined ? {} : { idRelationshipWithReference: relationship }),
  };
}

/** The programme's sections to verify, in order, each with the applicant's answer and the verifier's version. */
export async function sectionsToVerify(
  db: Executor,
  proposal: { idProposal: number; idProgram: number; programVersion: number; referenceIdUser: number },
) {
  const { idProposal, idProgram } = proposal;
  const rows = await db
    .select({
      idProgramSection: programSections.idProgramSection,
      idSection: programSections.idSection,
      route: programSections.route,
      name: sections.name,
      order: programSections.order,
      applicant: proposalSections.data,
      verification: verificationSections,
    })
    .from(programSections)
    .innerJoin(sections, eq(sections.idSection, programSections.idSection))
    .leftJoin(
      proposalSections,
      and(
        eq(proposalSections.idProposal, idProposal),
        eq(proposalSections.idSection, programSections.idSection),
      ),
    )
    .leftJoin(
      verificationSections,
      and(
        eq(verificationSections.idProposal, idProposal),
        eq(verificationSections.idSection, programSections.idSection),
      ),
    )
    .where(
      and(
        eq(programSections.idProgram, idProgram),
        eq(programSections.needVerification, true),
        stepsAt(proposal.programVersion),
      ),
    )
    .orderBy(asc(programSections.order), asc(programSections.idProgramSection));
  const referrer = rows.find((row) => row.route === 'referrer')?.applicant;
  return Promise.all(
    rows.map(async ({ verification, applicant, ...row }) => ({
      ...row,
      applicant:
        row.route === 'reference'
          ? recipientAnswer(applicant ?? null, referrer, proposal.referenceIdUser)
          : (applicant ?? null),
      verification: verification ? await presentSection(db, verification) : null,
    })),
  );
}

export async function verificationDocuments(
  db: Executor,
  idProposal: number,
): Promise<VerificationDocument[]> {
  const rows = await db
    .select()
    .from(documentVerifications)
    .where(eq(documentVerifications.idProposal, idProposal))
    .orderBy(asc(documentVerifications.createdAt), asc(documentVerifications.idDocumentVerification));
  return rows.map((row) => ({
    idDocumentVerification: row.idDocumentVerification,
    idDocumentType: row.idDocumentType,
    idDocument: row.idDocument,
    extension: row.extension,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The proposal's current documents, which its verifier may open. Not the recipient's personal
 * papers (KTP, KK): who may see those is decision 0030's, and a field verifier need not be staff.
 */
async function applicantDocuments(db: Db, idProposal: number) {
  return db
    .select({
      idDocument: documents.idDocument,
      idDocumentType: documents.idDocumentType,
      typeName: documentTypes.name,
      extension: documents.extension,
    })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.idDocumentType, documents.idDocumentType))
    .where(and(isCurrentVersion(), eq(documents.idProposal, idProposal)))
    .orderBy(asc(documents.idDocumentType), asc(documents.idDocument));
}

export async function hasPretest(db: Executor, idProgram: number): Promise<boolean> {
  const [row] = await db
    .select({ id: programProposalStatuses.idProposalStatus })
    .from(programProposalStatuses)
    .where(
      and(
        eq(programProposalStatuses.idProgram, idProgram),
        inArray(programProposalStatuses.idProposalStatus, [PRETEST_STATUS]),
      ),
    );
  return Boolean(row);
}

async function header(db: Db, idProposal: number) {
  const [row] = await db
    .select({
      name: users.fullName,
      program: { idProgram: programs.idProgram, name: programs.name, version: proposals.programVersion },
      province: provinces.name,
      regency: regencies.name,
      district: districts.name,
      idProposalStatus: proposalStatuses.idProposalStatus,
      statusName: proposalStatuses.name,
    })
    .from(proposals)
    .innerJoin(programs, eq(programs.idProgram, proposals.idProgram))
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .innerJoin(users, eq(users.idUser, references.idUser))
    .leftJoin(provinces, eq(provinces.idProvince, users.idProvince))
    .leftJoin(regencies, eq(regencies.idRegency, users.idRegency))
    .leftJoin(districts, eq(districts.idDistrict, users.idDistrict))
    .leftJoin(proposalStatuses, eq(proposalStatuses.idProposalStatus, proposals.idProposalStatus))
    .where(eq(proposals.idProposal, idProposal));
  return row!;
}

/** GET /api/proposal/verification/{idProposal}: the form's and the staff comparison's one read. */
export async function verificationView(
  db: Db,
  config: Pick<Config, 'foundationName' | 'customerServiceUrl'>,
  user: AuthUser,
  idProposal: number,
): Promise<VerificationView> {
  const proposal = await verifiableProposal(db, user, idProposal);
  const [head, sectionRows, applicant, documentRows, visit, settings, pretest] = await Promise.all([
    header(db, idProposal),
    sectionsToVerify(db, proposal),
    applicantDocuments(db, idProposal),
    verificationDocuments(db, idProposal),
    visitOf(db, idProposal, proposal.idProposalVerificator),
    readSettings(db, config),
    hasPretest(db, proposal.idProgram),
  ]);
  return {
    idProposal,
    name: head.name,
    program: head.program,
    area: { province: head.province, regency: head.regency, district: head.district },
    status:
      head.idProposalStatus === null
        ? null
        : { idProposalStatus: head.idProposalStatus, name: head.statusName ?? '' },
    idProposalVerificator: proposal.idProposalVerificator,
    completedAt: proposal.completedAt?.toISOString() ?? null,
    sections: sectionRows,
    applicantDocuments: applicant,
    documents: documentRows,
    visit,
    handoverEnabled: settings.handoverProof,
    pretest,
  };
}
