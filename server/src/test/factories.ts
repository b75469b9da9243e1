// Test factories: the states a server test needs, made the way the app makes them, so that a test
// says what it starts from instead of leaning on which demo account happens to be in which state.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import {
  administratorRoles,
  administrators,
  programProposalStatuses,
  programSchedules,
  programSections,
  programs,
  proposalStatusHistory,
  proposals,
  sections as sectionCatalogue,
  users,
} from '../db/schema/index.ts';
import { FLOW_INDIVIDUAL } from '../db/seed/catalogue.ts';
import { ADDRESS } from '../db/seed/demo.ts';
import { sectionsFor, submitDemo, wizardSections } from '../db/seed/demo-proposals.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { openApplicationTiles } from '../modules/drafts/drafts.test-support.ts';
import { memberAuth, type TestApp } from './test-app.ts';

export type Person = typeof users.$inferSelect;
export type AuthHeaders = { authorization: string };
/** A member's record and the header of a session of theirs. */
export type Member = { person: Person; headers: AuthHeaders };
/** The wizard's steps keyed by route, as the browser sends them. */
export type Sections = Record<string, Record<string, unknown>>;

/** memberAuth's default, so that a factory's member logs in like a demo one. */
export const MEMBER_PASSWORD = 'demo1234';

// argon2id costs a noticeable moment: one hash serves every member of a test process.
let passwordHash: Promise<string> | undefined;
// Numbers no seed or test writes by hand (NIP …776-1nnnn, WhatsApp 628577…, KTP serial 7nnn),
// unique within the process and so within each test file's own copy of the database.
let serial = 0;

/**
 * A member with a NIP, a WhatsApp number, an address and a birth date (a wizard's worth), logged
 * in. `ready`: also a bank account, a KTP number and their own KTP and KK, each through the route a
 * member uses, so that the home-menu lock (users.service applicationReadiness) is open and they may
 * make drafts and send them.
 */
export async function createMember(
  t: TestApp,
  options: { nip?: string; fullName?: string; gender?: 'Laki-laki' | 'Perempuan'; ready?: boolean } = {},
): Promise<Member> {
  const n = ++serial;
  const gender = options.gender ?? 'Laki-laki';
  const nip = options.nip ?? `${gender === 'Perempuan' ? 'ART' : 'ARN'}776-${String(10_000 + n)}`;
  passwordHash ??= hashPassword(MEMBER_PASSWORD);
  const [inserted] = await t.database.db
    .insert(users)
    .values({
      fullName: options.fullName ?? `Anggota ${nip}`,
      nip,
      whatsappNumber: `628577${String(n).padStart(7, '0')}`,
      gender,
      dateOfBirth: '1990-05-17',
      placeOfBirth: 'Bandung',
      marriage: 'Menikah',
      membership: 'peserta',
      lengthOfStay: 10,
      // The demo's real place (Bandung, from the reference area data): the wizard's reference step,
      // built from the member's record, is then valid.
      ...ADDRESS,
      passwordHash: await passwordHash,
    })
    .returning({ idUser: users.idUser });
  const headers = await memberAuth(t, nip, MEMBER_PASSWORD);
  // A KTP number matches the birth date (day + 40 for a woman); the serial keeps it their own.
  const day = gender === 'Perempuan' ? '57' : '17';
  if (options.ready) await openApplicationTiles(t, headers, `327301${day}0590${7000 + n}`);
  const [person] = await t.database.db.select().from(users).where(eq(users.idUser, inserted!.idUser));
  return { person: person!, headers };
}

/** The wizard's steps of a programme, complete and valid, for `person` applying for themselves. */
export const ownWizard = (db: Db, person: Person, idProgram: number) =>
  sectionsFor(db, idProgram, wizardSections(person, { self: true, idBank: 1 })) as Promise<Sections>;

/**
 * An item of POST /api/proposal/batch: `member`'s own wizard for the programme, changed by
 * `change` (to name another recipient, break a step, …), saved first as their draft through
 * POST /api/temporaryproposal as the browser does.
 */
export async function submissionOf(
  t: TestApp,
  member: Member,
  idProgram: number,
  change: (s: Sections) => void = () => {},
) {
  const sections = await ownWizard(t.database.db, member.person, idProgram);
  change(sections);
  const draft = await t.app.inject({
    method: 'POST',
    url: '/api/temporaryproposal',
    headers: member.headers,
    payload: { idProgram, data: JSON.stringify(sections) },
  });
  // 200 when the member had a draft for the programme: it starts again from these steps.
  expect([200, 201], draft.body).toContain(draft.statusCode);
  return {
    idProgram,
    idTempProposal: draft.json().idTempProposal as number,
    submissionKey: randomUUID(),
    sections,
  };
}

/**
 * The reference step names someone else, by the fields given (e.g. fullName and whatsappNumber;
 * nip too to name a member); the referrer step says a neighbour. The own ids are dropped first so
 * that only what is given identifies the recipient.
 */
export function nameRecipient(s: Sections, recipient: Record<string, unknown>) {
  for (const key of ['idUser', 'nip', 'idCardNumber', 'idRelationshipWithReference'])
    delete s.reference![key];
  Object.assign(s.reference!, { isSantri: false, ...recipient });
  Object.assign(s.referrer!, { idRelationshipWithReference: 6, distanceWithReference: 5 });
}

/**
 * A proposal of `applicant` for `recipient` (themselves by default), sent through the submission
 * service the API uses (submitProposals, as the demo seed's submitDemo), so it has the rows a real
 * one has; then moved to `idProposalStatus` as staff would, with a line of history. The home-menu
 * lock is the route's, so the applicant need not be `ready`. Returns the proposal's id.
 */
export async function createProposal(
  db: Db,
  options: { applicant: Person; recipient?: Person; idProgram: number; idProposalStatus?: number },
): Promise<number> {
  const { applicant, recipient = applicant, idProgram, idProposalStatus } = options;
  const idProposal = await submitDemo(db, applicant, recipient, idProgram, 1);
  if (idProposalStatus !== undefined) {
    await db.update(proposals).set({ idProposalStatus }).where(eq(proposals.idProposal, idProposal));
    await db.insert(proposalStatusHistory).values({ idProposal, idProposalStatus });
  }
  return idProposal;
}

/**
 * An individual programme open from yesterday for a year, made of the wizard steps `routes` (in
 * that order, without programme-defined fields) and the catalogue's individual flow, asking for no
 * documents: for a test about a programme's shape (a quota, a step it lacks) without changing a
 * catalogue one.
 */
export async function createProgramme(
  db: Db,
  options: { routes?: string[]; quota?: number | null; name?: string } = {},
): Promise<number> {
  const routes = options.routes ?? ['reference', 'referrer', 'family', 'incomes', 'expenses'];
  const [program] = await db
    .insert(programs)
    .values({ name: options.name ?? `Program Uji ${++serial}` })
    .returning({ idProgram: programs.idProgram });
  const idProgram = program!.idProgram;
  const day = 86_400_000;
  await db.insert(programSchedules).values({
    idProgram,
    startDate: new Date(Date.now() - day),
    endDate: new Date(Date.now() + 365 * day),
    quota: options.quota ?? null,
  });
  const known = await db
    .select({ idSection: sectionCatalogue.idSection, route: sectionCatalogue.route })
    .from(sectionCatalogue)
    .where(inArray(sectionCatalogue.route, routes));
  await db.insert(programSections).values(
    routes.map((route, i) => {
      const section = known.find((s) => s.route === route);
      if (!section) throw new Error(`createProgramme: no section with the route ${route}`);
      return { idProgram, idSection: section.idSection, route, order: i + 1 };
    }),
  );
  await db
    .insert(programProposalStatuses)
    .values(FLOW_INDIVIDUAL.map((idProposalStatus, i) => ({ idProgram, idProposalStatus, order: i + 1 })));
  return idProgram;
}

/**
 * A staff member: a member with an administrator record holding `roles` (each a role in a
 * programme), logged in with the admin claim as the staff login asks.
 */
export async function createStaff(
  t: TestApp,
  roles: { idProgram: number; idRole: number }[],
  options: { fullName?: string } = {},
): Promise<Member> {
  const member = await createMember(t, options);
  const [administrator] = await t.database.db
    .insert(administrators)
    .values({ idUser: member.person.idUser })
    .returning({ idAdministrator: administrators.idAdministrator });
  if (roles.length > 0)
    await t.database.db
      .insert(administratorRoles)
      .values(roles.map((role) => ({ ...role, idAdministrator: administrator!.idAdministrator })));
  return member;
}
