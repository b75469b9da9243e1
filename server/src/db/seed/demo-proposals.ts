import { randomUUID } from 'node:crypto';
import { familyMemberSchema } from '@amal/contract/family';
import { ORGANIZATION_QUESTION_NAMES, QURBAN_UNITS } from '@amal/contract/qurban';
import { REQUIREMENT_FLAGS } from '@amal/contract/requirements';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../lib/access.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { createMembers } from '../../modules/family/family.service.ts';
import { getProgram } from '../../modules/programs/programs.service.ts';
import { refreshDocumentComplete } from '../../modules/proposals/proposals.documents.ts';
import { submitProposals } from '../../modules/proposals/proposals.submission.ts';
import type { Db } from '../client.ts';
import {
  documents,
  documentTypes,
  families,
  programDocumentTypes,
  proposalStatusHistory,
  proposals,
  temporaryProposals,
  users,
} from '../schema/index.ts';
import { storeDemoFile } from './demo-files.ts';
import { seedDemoVerification } from './demo-verification.ts';

type Person = typeof users.$inferSelect;

const address = (p: Person) => ({
  idProvince: p.idProvince,
  idRegency: p.idRegency,
  idDistrict: p.idDistrict,
  idSubDistrict: p.idSubDistrict,
  fullAddress: p.fullAddress,
  rt: p.rt,
  rw: p.rw,
  postalCode: p.postalCode,
});

/**
 * A complete, valid wizard for a recipient: every step's data keyed by route, as the browser
 * submits it. `asReferrer` is the applicant when they recommend someone else.
 */
export function wizardSections(reference: Person, options: { self: boolean; idBank: number }) {
  const relationship = options.self ? 8 : 13;
  return {
    reference: {
      isSantri: Boolean(reference.nip),
      idUser: reference.idUser,
      nip: reference.nip,
      whatsappNumber: reference.whatsappNumber,
      idCardNumber: reference.idCardNumber ?? undefined,
      fullName: reference.fullName,
      placeOfBirth: reference.placeOfBirth ?? 'Bandung',
      dateOfBirth: reference.dateOfBirth ?? '1990-05-17',
      gender: reference.gender,
      marriage: 'Menikah',
      ...address(reference),
      addressSameWithKTP: true,
      idStatusResidence: 2,
      lengthOfStay: 10,
      idRelationshipWithReference: relationship,
      pray5Times: true,
      smoker: false,
      reason: 'Penghasilan tidak mencukupi kebutuhan keluarga',
      trouble: 'Biaya hidup naik, pekerjaan tidak tetap',
      age: 99,
    },
    referrer: {
      distanceWithReference: options.self ? 0 : 5,
      idRelationshipWithReference: relationship,
      reason: 'Keluarga ini benar-benar membutuhkan bantuan',
      idStatusResidence: 1,
      lengthOfStay: 10,
    },
    family: {
      nomorKK: reference.nomorKK ?? '3273010101200009',
      members: [
        {
          name: 'Aisyah',
          idRelationship: 3,
          jobStatus: 'Mengurus Rumah Tangga',
          gender: 'Perempuan',
          isLiveTogether: true,
          dependent: 0,
          dependentType: 'Nafkah',
        },
      ],
    },
    incomes: [{ idIncomeType: 1, nominal: 1_500_000 }],
    expenses: [
      { idExpenseType: 2, nominal: 1_200_000 },
      { idExpenseType: 5, nominal: 150_000 },
      { idExpenseType: 6, nominal: 0 },
    ],
    assets: [{ idAssetType: 3, name: 'Motor', size: '1 unit' }],
    loans: [{ creditor: 'Koperasi', nominal: 2_000_000, usage: 'Biaya sekolah' }],
    'non-hsi-helped': { everReceived: false, name: 'tidak ada', type: 'tidak ada' },
    'hsi-helped': { everReceived: false, knownFrom: 'Grup WhatsApp' },
    'close-relative': {
      fullName: 'Hamzah',
      whatsappNumber: '6281234599001',
      gender: 'Laki-laki',
      idRelationship: 6,
    },
    'bank-account': { idBank: options.idBank, accountNumber: '1234567890', accountName: reference.fullName },
    requirement: Object.fromEntries(REQUIREMENT_FLAGS.map((flag) => [flag, true])),
    patient: {
      name: reference.fullName,
      IdRelationship: 8,
      diagnosis: 'Diabetes',
      condition: 'Rawat jalan',
      treatmentCost: 3_000_000,
    },
    teacher: { institution: 'TPA Al-Ikhlas', subject: 'Tahsin', diniyah: true, monthlyIncomes: 500_000 },
    skill: { businessAble: 'Menjahit', description: 'Membeli mesin jahit' },
    recipients: { numberOfRecipient: 50, idRecipientUnit: 0, priceForecast: 35_000 },
    'organization-question': Object.fromEntries(ORGANIZATION_QUESTION_NAMES.map((name) => [name, true])),
    'qurban-request': {
      shoppingDate: '2026-05-20',
      recipientDetails: QURBAN_UNITS.map(({ idRecipientUnit }) => ({
        idRecipientUnit,
        numberOfSubmission: idRecipientUnit === 1 ? 1 : 2,
        priceForecast: idRecipientUnit === 1 ? 21_000_000 : 3_500_000,
        reason: 'Jamaah penerima bertambah',
      })),
    },
  };
}

/** The wizard steps a programme has, from the full set. */
export async function sectionsFor(db: Db, idProgram: number, all: Record<string, unknown>) {
  const program = await getProgram(db, idProgram);
  const routes = new Set(program.programSections.map((s) => s.route));
  routes.delete('documents');
  return Object.fromEntries(Object.entries(all).filter(([route]) => routes.has(route)));
}

const asCaller = (person: Person): AuthUser => ({
  idUser: person.idUser,
  idSession: 'seed',
  nip: person.nip,
  admin: false,
  roles: [],
});

/** The family step's members saved as the wizard saves them before sending, once per KK. */
async function saveFamily(db: Db, caller: AuthUser, family: unknown) {
  const step = family as { nomorKK: string; members: Record<string, unknown>[] } | undefined;
  if (!step) return;
  const [saved] = await db
    .select({ idFamily: families.idFamily })
    .from(families)
    .where(and(eq(families.idUser, caller.idUser), eq(families.nomorKK, step.nomorKK)));
  if (saved) return;
  const members = step.members.map((member) =>
    familyMemberSchema.parse({ ...member, nomorKK: step.nomorKK }),
  );
  await createMembers(db, caller, members);
}

/** Submits one proposal through the same service the API uses, as `applicant`. */
export async function submitDemo(
  db: Db,
  applicant: Person,
  reference: Person,
  idProgram: number,
  idBank: number,
) {
  const all = wizardSections(reference, { self: applicant.idUser === reference.idUser, idBank });
  const sections = await sectionsFor(db, idProgram, all);
  const [draft] = await db
    .insert(temporaryProposals)
    .values({ idUser: applicant.idUser, idProgram, data: JSON.stringify(sections) })
    .onConflictDoUpdate({
      target: [temporaryProposals.idUser, temporaryProposals.idProgram],
      set: { data: JSON.stringify(sections), status: 'DRAFTED' },
    })
    .returning({ idTempProposal: temporaryProposals.idTempProposal });
  await saveFamily(db, asCaller(applicant), sections.family);
  const { results } = await submitProposals(
    db,
    asCaller(applicant),
    [{ idProgram, idTempProposal: draft!.idTempProposal, submissionKey: randomUUID(), sections }],
    'Yayasan Amal',
  );
  return results[0]!.idProposal;
}

/** Moves a demo proposal along its programme's flow, as staff would. */
async function setStatus(db: Db, idProposal: number, idProposalStatus: number) {
  await db.update(proposals).set({ idProposalStatus }).where(eq(proposals.idProposal, idProposal));
  await db.insert(proposalStatusHistory).values({ idProposal, idProposalStatus });
}

/** Uploads every required document of the proposal's programme: a small PDF each, file before row. */
async function completeDocuments(
  db: Db,
  files: FileStore,
  proposal: { idProposal: number; idUser: number; idProgram: number },
) {
  const required = await db
    .select({
      idDocumentType: programDocumentTypes.idDocumentType,
      name: documentTypes.name,
      fromUser: documentTypes.fromUser,
    })
    .from(programDocumentTypes)
    .innerJoin(documentTypes, eq(documentTypes.idDocumentType, programDocumentTypes.idDocumentType))
    .where(
      and(eq(programDocumentTypes.idProgram, proposal.idProgram), eq(programDocumentTypes.required, true)),
    );
  // A person's own documents (KTP, KK) are uploaded once, with the account, not with each proposal.
  for (const { idDocumentType, name } of required.filter((type) => !type.fromUser)) {
    const file = await storeDemoFile(files, 'pdf', name);
    await db
      .insert(documents)
      .values({ idDocumentType, idUser: proposal.idUser, idProposal: proposal.idProposal, ...file });
  }
  await refreshDocumentComplete(db, proposal.idProposal);
}

const byNip = async (db: Db, nip: string) =>
  (await db.select().from(users).where(sql`upper(${users.nip}) = ${nip}`))[0];

// Individual programmes open now, each with a different place in its flow (status ids of the
// individual flow: 1 new, 4 file check, 3 documents incomplete, 5 field visit, 8 approved, 12 done).
const APPLICANT_PROPOSALS = [
  { idProgram: 3, status: 1, documents: false },
  { idProgram: 1, status: 4, documents: true },
  { idProgram: 4, status: 5, documents: true },
  { idProgram: 5, status: 8, documents: true },
  { idProgram: 6, status: 12, documents: true },
  { idProgram: 9, status: 3, documents: false },
];

/** The status of the field visit: the demo's proposal there has a field verifier assigned. */
const FIELD_VISIT_STATUS = 5;

/** The programme of the proposal the recommender made for the demo applicant. */
const FOR_APPLICANT_PROGRAM = 6;

/**
 * The demo applicant's proposals (design brief §7): ARN101-10001 has six as referrer across
 * programmes and statuses, two with incomplete documents, one where another member recommended
 * them, and a draft in progress; ART101-10002 has none.
 */
export async function seedDemoProposals(db: Db, files: FileStore, idBank: number) {
  const applicant = await byNip(db, 'ARN101-10001');
  const recommender = await byNip(db, 'ARN101-10003');
  if (!applicant || !recommender) return;
  const [already] = await db
    .select({ idTempProposal: temporaryProposals.idTempProposal })
    .from(temporaryProposals)
    .where(eq(temporaryProposals.idUser, applicant.idUser));
  if (already) return;
  for (const demo of APPLICANT_PROPOSALS) {
    const idProposal = await submitDemo(db, applicant, applicant, demo.idProgram, idBank);
    if (demo.status !== 1) await setStatus(db, idProposal, demo.status);
    if (demo.documents) {
      await completeDocuments(db, files, { idProposal, idUser: applicant.idUser, idProgram: demo.idProgram });
    }
    if (demo.status === FIELD_VISIT_STATUS) await seedDemoVerification(db, idProposal);
  }
  // On a programme where A's own proposal is decided (6, done): a second one for A while the first
  // is still running would be refused (issue 32).
  const forApplicant = await submitDemo(db, recommender, applicant, FOR_APPLICANT_PROGRAM, idBank);
  await completeDocuments(db, files, {
    idProposal: forApplicant,
    idUser: recommender.idUser,
    idProgram: FOR_APPLICANT_PROGRAM,
  });
  const inProgress = await sectionsFor(db, 10, wizardSections(applicant, { self: true, idBank }));
  await db.insert(temporaryProposals).values({
    idUser: applicant.idUser,
    idProgram: 10,
    data: JSON.stringify({ reference: inProgress.reference, referrer: inProgress.referrer }),
  });
}
