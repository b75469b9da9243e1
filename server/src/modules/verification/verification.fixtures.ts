/** What the verification tests share: a programme, a proposal, its lead verifier and assigned verifier. */
import { type SectionRoute, sectionId } from '@amal/contract/programs';
import {
  createMember,
  createProgramme,
  createProposal,
  createStaff,
  type Member,
} from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

export type Scene = {
  idProgram: number;
  idProposal: number;
  applicant: Member;
  lead: Member;
  verifier: Member;
  stranger: Member;
  idProposalVerificator: number;
};

export const ROUTES: SectionRoute[] = ['reference', 'referrer', 'family', 'incomes', 'requirement'];
export const idSectionOf = sectionId;

export const call = (
  t: TestApp,
  caller: Member,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/${url}`, headers: caller.headers, ...(payload && { payload }) });

/** A programme of `routes` (every one needing verification), a proposal on it, and its verifier assigned by the lead. */
export async function scene(t: TestApp, routes: SectionRoute[] = ROUTES): Promise<Scene> {
  const idProgram = await createProgramme(t.database.db, { routes });
  const applicant = await createMember(t);
  const idProposal = await createProposal(t.database.db, { applicant: applicant.person, idProgram });
  const lead = await createStaff(t, [{ idProgram, idRole: 6 }], { fullName: 'Lead Verifikator' });
  const verifier = await createMember(t, { fullName: 'Verifikator Lapangan' });
  const stranger = await createMember(t);
  const registered = await call(t, lead, 'POST', 'verificator', { idUser: verifier.person.idUser });
  const linked = await call(t, lead, 'POST', 'proposalverificator', {
    idProposal,
    idVerificator: registered.json().idVerificator,
  });
  if (linked.statusCode !== 200) throw new Error(linked.body);
  return {
    idProgram,
    idProposal,
    applicant,
    lead,
    verifier,
    stranger,
    idProposalVerificator: linked.json().idProposalVerificator,
  };
}

/** The spec's valid reference verification of the recipient. */
export const referenceData = (idUser: number) => ({
  idUser,
  idStatusResidence: 1,
  lengthOfStay: 5,
  smoker: false,
  pray5Times: true,
  age: 40,
});

export const requirementData = { approvalVerifications: true, accompanyVerifier: true };

export const visitData = (s: Scene) => ({
  idProposal: s.idProposal,
  idProposalVerificator: s.idProposalVerificator,
  verificationDate: '2026-12-01',
  cost: 50_000,
  distance: 12.5,
  travelTime: 30,
  travelMode: 'Sepeda motor',
  reason: 'Keluarga benar-benar membutuhkan',
  routineProgram: false,
  trusted: true,
  visitedDate: '2026-12-01',
});
