/**
 * Access matrix (issue 6, suite 2): every route of the OpenAPI description × every kind of caller,
 * each request aimed at applicant A's things (A's proposal, draft, family, document, a comment on
 * it, A's bank account). The expected answers are written below by hand from the spec (§6) and the
 * issue's rule "whoever may not see a thing gets 404", not derived from the code under test; a
 * route missing from the table fails the suite. Then applicant B walks the ids of every kind of
 * record and must read nothing of A's.
 *
 * Callers: anonymous; A (ARN101-10001); B (ART101-10002, nothing of their own); the recommender
 * (ARN101-10003, who made the demo's proposal for A on another programme: for A's targeted proposal
 * a stranger, and their own relation to A is checked at the end); a PIC of another programme; one
 * account per staff role of spec §6 in programme X; a super admin (ARN101-10009). Issue 31 adds the
 * callers who reach for A through their own record: kkStranger (ARN101-30001), who typed A's KK
 * number on their own record, and waNamer (ARN101-30002), who filed a proposal naming A by A's
 * WhatsApp number alone. A is also the recipient of a proposal someone else made (the recommender's).
 *
 * Issue 35 adds the field verifiers, members without a staff role: assignedVerifier (ARN101-30003),
 * assigned to A's targeted proposal, and unassignedVerifier (ARN101-30004), a verifier assigned to
 * another proposal. The verification routes (issue 35 items 2–8) are the assigned verifier's and the
 * programme's assigners' (PIC, lead verifier, programme secretary) and a super admin's; everyone
 * else, other staff of X included, is told A's proposal does not exist.
 */

import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { structureInputOf } from '@amal/contract/program-structure';
import { type SectionRoute, sectionId } from '@amal/contract/programs';
import { VERIFICATION_KINDS } from '@amal/contract/verification';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import {
  ORGANIZATION,
  manager as orgManager,
} from '../../modules/organizations/organizations.test-support.ts';
import { createMember, type Member, nameRecipient, ownWizard, submissionOf } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { multipart, SAMPLE_UPLOADS } from '../uploads.ts';

/** Staff of programme X, one account per role of spec §6 (role 9, super admin, is a caller of its own). */
const STAFF_ROLES = {
  pic: 3,
  secretary: 4,
  leader: 5,
  leadVerifier: 6,
  it: 7,
  assessor: 8,
  urc7: 10,
  programSecretary: 11,
  finance: 12,
  chairman: 13,
  customerService: 14,
  guest: 15,
} as const;
type StaffCaller = keyof typeof STAFF_ROLES;
const STAFF_OF_X = Object.keys(STAFF_ROLES) as StaffCaller[];

const CALLERS = [
  'anonymous',
  'A',
  'B',
  'kkStranger',
  'waNamer',
  'assignedVerifier',
  'unassignedVerifier',
  'recommender',
  'otherStaff',
  ...STAFF_OF_X,
  'superAdmin',
] as const;
type Caller = (typeof CALLERS)[number];
type Row = Record<Caller, number>;

/** The demo accounts (seed), and the staff accounts this suite adds (ARN101-201nn: role nn in X). */
const NIPS = {
  A: 'ARN101-10001',
  B: 'ART101-10002',
  recommender: 'ARN101-10003',
  superAdmin: 'ARN101-10009',
  otherStaff: 'ARN101-20001',
  kkStranger: 'ARN101-30001',
  waNamer: 'ARN101-30002',
  assignedVerifier: 'ARN101-30003',
  unassignedVerifier: 'ARN101-30004',
  ...Object.fromEntries(STAFF_OF_X.map((caller) => [caller, `ARN101-20${100 + STAFF_ROLES[caller]}`])),
} as Record<Exclude<Caller, 'anonymous'>, string>;

/** The programme of A's targeted proposal (X), and a programme where A has nothing (Y). */
const PROGRAM_X = 1;
const PROGRAM_Y = 2;
/** A programme where A holds no draft, for creating drafts. */
const PROGRAM_NEW_DRAFT = 2;
/** The programme of waNamer's proposal naming A by WhatsApp (Armalah: has a bank-account step). */
const PROGRAM_WA_NAMED = 4;
/** A's draft in progress (seeded on programme 10). */
const PROGRAM_A_DRAFT = 10;

// Shorthands for rows of the table.
const all = (status: number): Row => Object.fromEntries(CALLERS.map((c) => [c, status])) as Row;
/** Public: everyone, logged in or not. */
const PUBLIC = all(200);
/** Any logged-in caller, about their own things: 401 for anonymous only. */
const own = (status: number): Row => ({ ...all(status), anonymous: 401 });
/** A's alone: everyone else is told it does not exist. */
const onlyA = (status: number): Row => ({ ...own(404), A: status });
/**
 * Seen by A (a side of the proposal), every staff role of its programme and a super admin; not by
 * B, the recommender of another proposal, or staff of another programme.
 */
const proposalViewers = (status: number): Row => ({
  ...own(404),
  ...Object.fromEntries(STAFF_OF_X.map((c) => [c, status])),
  A: status,
  superAdmin: status,
});

/**
 * Field verification of A's proposal (decision 0043): its assigned verifier, the programme's
 * assigners (PIC, lead verifier, programme secretary) and a super admin; everyone else 404.
 */
const verifiers = (status: number): Row => ({
  ...own(404),
  assignedVerifier: status,
  pic: status,
  leadVerifier: status,
  programSecretary: status,
  superAdmin: status,
});
/** A section save of each kind, as its route is (POST and PATCH). */
const sectionSaves = (paths: string[], status: number): Record<string, Row> =>
  Object.fromEntries(
    paths.flatMap((path) => ['POST', 'PATCH'].map((m) => [`${m} /api/${path}`, verifiers(status)])),
  );

/** Members, whatever their relation to A: refused from staff routes before anything is looked up. */
const members = (status: number): Partial<Row> => ({
  A: status,
  B: status,
  kkStranger: status,
  waNamer: status,
  assignedVerifier: status,
  unassignedVerifier: status,
  recommender: status,
});

/**
 * The desk's export: staff holding a role that exports (issue 34: every role of X but the assessor,
 * customer service and the guest; the PIC of Y, who exports Y's rows) and a super admin.
 */
const DESK_EXPORT: Row = {
  ...own(403),
  pic: 200,
  secretary: 200,
  leader: 200,
  leadVerifier: 200,
  it: 200,
  urc7: 200,
  programSecretary: 200,
  finance: 200,
  chairman: 200,
  otherStaff: 200,
  superAdmin: 200,
};

/**
 * The programme editor (issue 36, decision 0045): X's PIC and IT and a super admin edit X; the
 * other roles of X see X but may not edit it (403); staff of another programme are told X is not a
 * valid programme (404); members are refused from staff routes (403).
 */
const programmeEditors = (status: number): Row => ({
  ...own(403),
  otherStaff: 404,
  pic: status,
  it: status,
  superAdmin: status,
});

/** Expected status per route and caller. Keys must equal the OpenAPI route list. */
const EXPECTED: Record<string, Row> = {
  'GET /api/health': PUBLIC,
  'GET /api/config': PUBLIC,
  // Readiness: the database answers. The metrics need METRICS_TOKEN, which this app has not: 404 for
  // everyone, a super admin's session included (operations.test.ts checks the token's own answers).
  'GET /api/ready': PUBLIC,
  'GET /api/metrics': all(404),
  // The first super admin's one-time link (decision 0031): a super admin exists, so every token is dead.
  'POST /api/setup': all(404),
  'GET /api/setup/{token}': all(404),
  // A valid login of A's is accepted whoever sends it: logging in needs no session.
  'POST /api/login/member': PUBLIC,
  'GET /api/login/hsi/refresh': own(200),
  'POST /api/logout': all(204),
  // Google sign-in (decision 0046): not configured here, so its routes do not exist for anyone.
  'GET /api/auth/google/login': all(404),
  'GET /api/auth/google/callback': all(404),
  'GET /api/login/google': all(404),
  // A non-member's profile completion: every caller here is a member, whose identity the form may not change.
  'PUT /api/user/profile': own(403),

  'GET /api/user': own(200),
  // A body that fails validation: creating a person is for any member, so validation decides.
  'POST /api/user': own(400),
  // A's record: A and a super admin may change it (policy canUpdateUser); nobody else may see it.
  'PATCH /api/user': { ...onlyA(200), superAdmin: 200 },
  // "Check" by WhatsApp number / NIP+WhatsApp is how a recommender names a member (spec §7): any member.
  'GET /api/user/check/wa/{wa}': own(200),
  'GET /api/user/nipwa/{nip}/{wa}': own(200),

  'GET /api/provinces': PUBLIC,
  'GET /api/regencies/byidprovince/{id}': PUBLIC,
  'GET /api/districts/byidregency/{id}': PUBLIC,
  'GET /api/subdistricts/byiddistrict/{id}': PUBLIC,
  'GET /api/province/{id}': PUBLIC,
  'GET /api/regency/{id}': PUBLIC,
  'GET /api/district/{id}': PUBLIC,
  'GET /api/subdistrict/{id}': PUBLIC,
  'GET /api/banks': PUBLIC,
  'GET /api/news': PUBLIC,
  'GET /api/statusresidences': PUBLIC,
  'GET /api/relationships': PUBLIC,
  'GET /api/jobs': PUBLIC,
  'GET /api/expensetypes': PUBLIC,
  'GET /api/incometypes': PUBLIC,
  'GET /api/assettypes': PUBLIC,

  'GET /api/programs': own(200),
  'GET /api/program/{id}': own(200),
  'GET /api/documenttype/{id}': own(200),
  // The caller's own roles in programme X (an empty list for a non-staff member).
  'GET /api/administrator/roles/{idProgram}': own(200),
  // Staff only (403 for members); staff of another programme are told X does not exist.
  'GET /api/programproposalstatus/program/{idProgram}': {
    ...proposalViewers(200),
    ...members(403),
  },

  // Creating one's own draft on a programme where the caller has none yet. Issue 32: only a member
  // with a bank account, a KTP number and their own KTP and KK may (the home menu's lock, held by the
  // server): A and waNamer (who completed them to file a proposal); everyone else is refused (403).
  'POST /api/temporaryproposal': { ...own(403), A: 201, waNamer: 201 },
  // A's draft: a draft is its author's alone, staff and super admin included (it is not sent yet).
  // The lock is checked first (issue 32): a locked caller is refused (403) whatever draft it names.
  'PATCH /api/temporaryproposal': { ...own(403), A: 200, waNamer: 404 },
  'GET /api/temporaryproposal': own(200),
  'GET /api/temporaryproposal/program/{idProgram}/{status}': own(200),

  'POST /api/bankaccount': own(201),
  // A's bank account: its holder only (staff screens that would show it are not built yet).
  'PATCH /api/bankaccount': onlyA(200),
  'GET /api/bankaccount/{id}': onlyA(200),

  // A's organisation, its managers and its bank account (decision 0055): its recorder's alone, staff
  // and super admin included (they read it through the proposals that name it).
  'POST /api/organization': own(201),
  'GET /api/organization': own(200),
  'PATCH /api/organization': onlyA(200),
  'GET /api/organization/{id}': onlyA(200),
  'POST /api/organizationmanager': onlyA(201),
  'PATCH /api/organizationmanager': onlyA(200),
  'POST /api/organizationmanager/batch': onlyA(200),
  'POST /api/organizationbankaccount': onlyA(201),
  'PATCH /api/organizationbankaccount': onlyA(200),
  'GET /api/organizationbankaccount/{id}': onlyA(200),

  'POST /api/family': own(201),
  'PATCH /api/family': onlyA(200),
  'POST /api/family/batch': own(201),
  'PATCH /api/family/batch': onlyA(200),
  // A's KK registry: only A, asking about themselves.
  'GET /api/families/nomorkk/{nomorKK}/{idUser}': onlyA(200),

  // Submitting A's draft: anyone else is told the draft does not exist. A passes and is refused by
  // a business rule (400: programme 10 is for those who did not apply in the last 6 months).
  // A locked caller (issue 32, see POST /api/temporaryproposal) is refused first (403).
  'POST /api/proposal/batch': { ...own(403), A: 400, waNamer: 404 },
  'GET /api/proposals/{by}/{page}/{rows}': own(200),
  // A proposal and its history: its two sides, staff of its programme (every role: a guest sees
  // what staff see) and a super admin; not staff of another programme.
  'GET /api/proposal/{by}/{idProposal}': proposalViewers(200),
  'GET /api/proposalstatushistory/proposal/{idProposal}': proposalViewers(200),
  // The recommender's proposal for A: only its recipient (A) answers it; everyone else, its author
  // and staff included, is told it does not exist.
  'PATCH /api/proposal/recipient-response': onlyA(200),

  // Uploading into A's proposal: its sides only. Staff who can see the proposal are told it does
  // not exist too (they upload into the verification instead). A's upload is refused with 409:
  // it adds a second file to a slot that takes one (a version not yet accepted may be replaced,
  // whether the proposal's documents are complete or not: issue 32).
  'POST /api/document/type': onlyA(409),
  // A's proposal's document: also its assigned field verifier (issue 35), who checks it.
  'GET /api/document/{idDocument}': { ...proposalViewers(200), assignedVerifier: 200 },
  'GET /api/document/download/{idDocument}': { ...proposalViewers(200), assignedVerifier: 200 },
  // The verifier's photos: whoever may see the proposal, and its assigned verifier (issue 35).
  'GET /api/document-verification/{idDocumentVerification}': {
    ...proposalViewers(200),
    assignedVerifier: 200,
  },
  'GET /api/document/user/{idDocumentType}': own(200),
  // A's own documents (KTP): A, and staff who may see a proposal made for A.
  'GET /api/document/user/{idUser}/{idDocumentType}': proposalViewers(200),
  'GET /api/documents/proposal/{idProposal}': proposalViewers(200),
  // The uploads kept with A's draft: A's alone, as the draft is.
  'GET /api/documents/draft/{idTempProposal}': onlyA(200),
  // Removing: the uploader only (A: 409, the documents are complete/accepted); staff who see it: 403.
  'DELETE /api/document/{idDocument}': { ...proposalViewers(403), A: 409 },
  // Reviewing: staff of the programme except a guest, and a super admin; A sees it but may not review.
  'PATCH /api/document/{idDocument}/review': { ...proposalViewers(200), A: 403, guest: 403 },

  'POST /api/comment': proposalViewers(201),
  'GET /api/comment/reference/{idProposal}/{idReference}/{tableReference}': proposalViewers(200),
  'GET /api/live/comment-{idProposal}': proposalViewers(200),

  // The staff desk (issue 34): staff only (403 for members). Every staff member has a desk, listing
  // the proposals of their own programmes (staff of another programme get 200 and none of X's).
  'GET /api/proposals/admin/{page}/{rows}': {
    ...own(403),
    ...Object.fromEntries(STAFF_OF_X.map((c) => [c, 200])),
    otherStaff: 200,
    superAdmin: 200,
  },
  'GET /api/proposal/admin/{idProposal}': { ...proposalViewers(200), ...members(403) },
  'GET /api/proposals/admin/export/csv': DESK_EXPORT,
  'GET /api/proposals/admin/export/xlsx': DESK_EXPORT,
  // A decision to status 4 on a stale version: the roles the role-status mapping lets set 4 in X
  // (PIC, secretary, programme secretary, super admin) reach the version check (409); every other
  // role of X is refused (403); staff of another programme are told the proposal does not exist.
  'PATCH /api/proposal/admin/{idProposal}/status': {
    ...proposalViewers(403),
    ...members(403),
    pic: 409,
    secretary: 409,
    programSecretary: 409,
    superAdmin: 409,
  },
  // Sending A's proposal back on a stale version: the roles that may send back in X reach the
  // version check (409); the other roles of X are refused (403).
  'POST /api/proposal/admin/{idProposal}/send-back': {
    ...proposalViewers(403),
    ...members(403),
    pic: 409,
    secretary: 409,
    leadVerifier: 409,
    programSecretary: 409,
    customerService: 409,
    superAdmin: 409,
  },
  // A's proposal is not sent back: nothing to correct, for A too; nobody else ever corrects it.
  'GET /api/proposal/revision/{idProposal}': own(404),
  'PATCH /api/proposal/revision/{idProposal}': own(404),
  // The audit log (issue 34): roles of X that read the audit (leader, IT, chairman) and a super
  // admin; other roles of X may see the proposal but not its audit (403).
  'GET /api/audit/proposal/{idProposal}': {
    ...proposalViewers(403),
    ...members(403),
    leader: 200,
    it: 200,
    chairman: 200,
    superAdmin: 200,
  },
  // A's audit: whoever reads the audit in a programme A applied to; for anyone else A is not there.
  'GET /api/audit/user/{idUser}': {
    ...own(404),
    ...members(403),
    ...Object.fromEntries(STAFF_OF_X.map((c) => [c, 404])),
    otherStaff: 404,
    leader: 200,
    it: 200,
    chairman: 200,
    superAdmin: 200,
  },
  // The registration message: roles that decide statuses in X (every role but a guest).
  'GET /api/proposal/sendmessageregister/{idProposal}': {
    ...proposalViewers(200),
    ...members(403),
    guest: 403,
  },
  // Moving A's proposal to the status it has: every staff caller gets the per-row answer (nothing moves).
  'POST /api/proposals/admin/status': {
    ...own(403),
    ...Object.fromEntries(STAFF_OF_X.map((c) => [c, 200])),
    otherStaff: 200,
    superAdmin: 200,
  },

  // Members (issue 34 item 7): IT and customer service of a programme A applied to (X), and a super
  // admin, find, read and correct A; staff without the capability anywhere (every other role of X,
  // the PIC of Y) are refused (403), as members are. A correction on a stale version reaches the
  // version check (409) and changes nothing.
  'GET /api/members/{page}/{rows}': { ...own(403), it: 200, customerService: 200, superAdmin: 200 },
  'GET /api/member/{nip}': { ...own(403), it: 200, customerService: 200, superAdmin: 200 },
  'PATCH /api/member/{nip}/data-diri': { ...own(403), it: 409, customerService: 409, superAdmin: 409 },
  'PATCH /api/member/{nip}/alamat': { ...own(403), it: 409, customerService: 409, superAdmin: 409 },

  // Administrators and roles (issue 34 item 6): a super admin's alone, whatever programme the
  // caller works in; every other staff member and every member is refused (403).
  'GET /api/administrators/{page}/{rows}': { ...own(403), superAdmin: 200 },
  'GET /api/administrator/{id}': { ...own(403), superAdmin: 200 },
  'GET /api/administrator/members/{page}/{rows}': { ...own(403), superAdmin: 200 },
  // Granting the PIC of X the role they hold: the super admin reaches the check (409).
  'POST /api/administrator/role': { ...own(403), superAdmin: 409 },
  // Removing a role that does not exist: the super admin reaches the lookup (404).
  'DELETE /api/administrator/role/{idAdministratorRole}': { ...own(403), superAdmin: 404 },
  // The field verifiers: roles that see them somewhere (PIC, lead verifier, programme secretary,
  // the PIC of another programme, who sees theirs) and a super admin; other staff and members 403.
  'GET /api/verificators/{page}/{rows}': {
    ...own(403),
    pic: 200,
    leadVerifier: 200,
    programSecretary: 200,
    otherStaff: 200,
    superAdmin: 200,
  },
  // The staff's programme catalogue: every staff role (each reads proposals in its programme).
  'GET /api/programs/admin': {
    ...own(403),
    ...Object.fromEntries(STAFF_OF_X.map((c) => [c, 200])),
    otherStaff: 200,
    superAdmin: 200,
  },
  // Issue 35: registering a verifier and assigning them, by the lead verifier, the PIC and the
  // programme secretary of the proposal's programme (the PIC of Y registers, but Y's proposals only).
  'POST /api/verificator': {
    ...own(403),
    pic: 200,
    leadVerifier: 200,
    programSecretary: 200,
    otherStaff: 200,
    superAdmin: 200,
  },
  'POST /api/proposalverificator': {
    ...proposalViewers(404),
    ...members(403),
    pic: 200,
    leadVerifier: 200,
    programSecretary: 200,
    superAdmin: 200,
  },
  'PATCH /api/proposalverificator': {
    ...proposalViewers(404),
    ...members(403),
    pic: 200,
    leadVerifier: 200,
    programSecretary: 200,
    superAdmin: 200,
  },
  // Who verifies A's proposal: every staff role of X; members are refused before any lookup.
  'GET /api/proposalverificator/proposal/{idProposal}': { ...proposalViewers(200), ...members(403) },
  // One's own assignments (an empty list for whoever has none).
  'GET /api/proposals/verifications': own(200),
  // Issue 35 items 2–8, the field verification of A's proposal (programme 1). The sections programme
  // 1 verifies are saved (their rows exist from the setup, so PATCH finds them); those it does not
  // (loans, assets, the helped child) are refused after the access check (400).
  'GET /api/proposal/verification/{idProposal}': verifiers(200),
  ...sectionSaves(
    [
      'referenceverification',
      'referrerverification',
      'familyverification/batch',
      'incomeverification/batch',
      'expenseverification/batch',
      'nonhsihelpedverification',
      'requirementverification',
    ],
    200,
  ),
  ...sectionSaves(['loanverification/batch', 'assetverification/batch', 'helpedchildrenverification'], 400),
  'DELETE /api/incomeverification/{idVerificationItem}': verifiers(200),
  'POST /api/documentverification': verifiers(201),
  'PATCH /api/documentverification': verifiers(200),
  'POST /api/proposalverificatordetail': verifiers(200),
  'PATCH /api/proposalverificatordetail': verifiers(200),
  // Refused naming what is missing (the visit record is taken away before each request), so that
  // no caller locks the record for the routes after it.
  'POST /api/proposalverificator/completefieldverification': verifiers(400),
  // The handover setting is off (409) once the caller may verify the proposal.
  'POST /api/proposalverificator/handover': verifiers(409),
  'GET /api/proposalverificator/handover/proposal/{idProposal}': verifiers(200),
  'GET /api/proposalverificator/handover/file/{idHandoverEvidence}': verifiers(200),
  'GET /api/reference/pretest/{idProposal}': verifiers(200),
  // Programme 1's flow has no pretest (status 29): refused after the access check.
  'POST /api/reference/pretest': verifiers(400),
  // Issue 36, the assessment of A's proposal: read by whoever takes part in X's status decisions
  // (every role of X but the guest) and a super admin; saved by X's assessor and a super admin
  // (each their own; the others may read it, 403); changed by its author alone; recomputed by any
  // reader. Everyone else among staff is told the proposal does not exist; members are refused.
  'GET /api/verificationassesor/proposal/{idProposal}': {
    ...proposalViewers(200),
    ...members(403),
    guest: 404,
  },
  'POST /api/verificationassesor': {
    ...proposalViewers(403),
    ...members(403),
    guest: 404,
    assessor: 201,
    superAdmin: 201,
  },
  'PATCH /api/verificationassesor': { ...proposalViewers(403), ...members(403), guest: 404, assessor: 200 },
  'POST /api/verificationassesor/{idVerificationAssesor}/recompute': {
    ...proposalViewers(200),
    ...members(403),
    guest: 404,
  },
  // The aid decided: read by A (a side of the proposal) and X's staff; recorded by the roles the
  // role-status mapping lets set approval or disbursement in X (leader, URC7, finance, chairman)
  // and a super admin; the other staff of X may read it but not record it (403).
  'GET /api/assistance/proposal/{idProposal}': proposalViewers(200),
  'POST /api/assistance': {
    ...proposalViewers(403),
    ...members(403),
    leader: 201,
    urc7: 201,
    finance: 201,
    chairman: 201,
    superAdmin: 201,
  },
  'PATCH /api/assistance': {
    ...proposalViewers(403),
    ...members(403),
    leader: 200,
    urc7: 200,
    finance: 200,
    chairman: 200,
    superAdmin: 200,
  },
  // The programme editor (issue 36 items 5, 6, 9): the choices are any staff member's; X's settings
  // and status table are its editors' (saving the values they have); only a super admin creates.
  'GET /api/program/editor/catalogue': {
    ...own(403),
    ...Object.fromEntries(STAFF_OF_X.map((c) => [c, 200])),
    otherStaff: 200,
    superAdmin: 200,
  },
  'GET /api/program/{id}/settings': programmeEditors(200),
  'POST /api/program': { ...own(403), superAdmin: 201 },
  'PATCH /api/program': programmeEditors(200),
  'PUT /api/programproposalstatus/program/{idProgram}': programmeEditors(200),
  // X's structure and its versions (issue 36 item 8): its editors' (publishing what it has).
  'GET /api/program/{id}/structure': programmeEditors(200),
  'PUT /api/program/{id}/structure': programmeEditors(200),
  // X's icon and banner (issue 36 item 5, decision 0052): uploaded and removed by its editors; an
  // uploaded file is anyone's to read, as the programme cards that show it are.
  'PUT /api/program/{id}/icon': programmeEditors(200),
  'DELETE /api/program/{id}/icon': programmeEditors(200),
  'GET /api/program/{id}/icon/{fileName}': PUBLIC,
  'PUT /api/program/{id}/banner': programmeEditors(200),
  'DELETE /api/program/{id}/banner': programmeEditors(200),
  'GET /api/program/{id}/banner/{fileName}': PUBLIC,
  // The foundation's settings: a super admin's alone (saving the values they have).
  'GET /api/settings': { ...own(403), superAdmin: 200 },
  'PATCH /api/settings': { ...own(403), superAdmin: 200 },
  // WhatsApp notifications (decision 0049): a proposal's messages for whoever sees it on the desk;
  // a resend of A's pending message (not failed) reaches the state check (409) for the roles that
  // decide statuses (every role of X but a guest); the outbox summary is a super admin's; the
  // opt-out is every member's own.
  'GET /api/notifications/proposal/{idProposal}': { ...proposalViewers(200), ...members(403) },
  'POST /api/notifications/message/{idOutboxMessage}/resend': {
    ...proposalViewers(409),
    ...members(403),
    guest: 403,
  },
  'GET /api/notifications/outbox': { ...own(403), superAdmin: 200 },
  'GET /api/notifications/whatsapp-opt-out': own(200),
  'PUT /api/notifications/whatsapp-opt-out': own(200),
};

/** Run after every other route: they consume A's draft or end the caller's session. */
const LAST = ['POST /api/proposal/batch', 'GET /api/login/hsi/refresh', 'POST /api/logout'];

type OpenApi = { paths: Record<string, Record<string, unknown>> };

let t: TestApp;
const auth = {} as Record<Exclude<Caller, 'anonymous'>, string>;
const ids = {} as Record<Exclude<Caller, 'anonymous'>, number>;
/** The member who files a proposal naming A by A's WhatsApp number (made in beforeAll). */
let waNamer: Member;
/** A's things that the requests aim at. */
let target: {
  idProposal: number;
  /** Its current status. */
  idProposalStatus: number;
  /** The recommender's proposal made for A: A is its recipient. */
  idProposalForA: number;
  idDocument: number;
  idDocumentType: number;
  idDocumentVerification: number;
  /** A pending WhatsApp message of A's proposal (decision 0049). */
  idOutboxMessage: number;
  idTempProposal: number;
  idFamily: number;
  idBankAccount: number;
  idOrganization: number;
  idOrganizationManager: number;
  idOrganizationBankAccount: number;
  nip: string;
  whatsappNumber: string;
  nomorKK: string;
  idCardNumber: string;
};

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute(query)) as unknown as { rows: T[] };

const one = async <T>(query: ReturnType<typeof sql>) => {
  const [row] = (await rows<T>(query)).rows;
  if (!row) throw new Error('test setup: row not found');
  return row;
};

async function login(nip: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login/member',
    payload: { username: nip, password: 'demo1234' },
  });
  expect(res.statusCode, `login ${nip}`).toBe(200);
  return `Bearer ${res.json().accessToken}`;
}

/** A staff member holding one role in one programme only. */
async function staff(passwordHash: string, nip: string, idProgram: number, idRole: number) {
  const whatsappNumber = `62812345${nip.slice(-5)}`;
  const { idUser } = await one<{ idUser: number }>(sql`
    insert into users (full_name, nip, whatsapp_number, gender, membership, password_hash)
    values (${`Staf ${nip}`}, ${nip}, ${whatsappNumber}, 'Laki-laki', 'pengurus', ${passwordHash})
    returning id_user as "idUser"`);
  const { idAdministrator } = await one<{ idAdministrator: number }>(sql`
    insert into administrators (id_user) values (${idUser}) returning id_administrator as "idAdministrator"`);
  await t.database.db.execute(sql`
    insert into administrator_roles (id_administrator, id_program, id_role)
    values (${idAdministrator}, ${idProgram}, ${idRole})`);
  return nip;
}

const member = (name: string, nomorKK: string) => ({
  name,
  nomorKK,
  idRelationship: 4,
  isLiveTogether: true,
  dependent: 0,
  dependentType: 'Nafkah',
  gender: 'Laki-laki',
  jobStatus: 'Pelajar',
  grade: 7,
});

type Request = { url: string; payload?: unknown; contentType?: string };

/** A's organisation with A as its one manager and a bank account, made through the API. */
async function organizationOfA() {
  const headers = { authorization: auth.A };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/organization',
    headers,
    payload: ORGANIZATION,
  });
  expect(created.statusCode).toBe(201);
  const idOrganization = created.json().idOrganization as number;
  const managers = await t.app.inject({
    method: 'POST',
    url: '/api/organizationmanager/batch',
    headers,
    payload: { idOrganization, managers: [orgManager('applicant', 'Ahmad', 'Ketua Yayasan/Lembaga')] },
  });
  const account = await t.app.inject({
    method: 'POST',
    url: '/api/organizationbankaccount',
    headers,
    payload: { idOrganization, idBank: 1, accountNumber: '5550001', accountName: 'Yayasan A' },
  });
  return {
    idOrganization,
    idOrganizationManager: managers.json()[0].idOrganizationManager as number,
    idOrganizationBankAccount: account.json().idOrganizationBankAccount as number,
  };
}

/** The request of a route, aimed at A's things; `caller` only makes created things unique. */
async function requestFor(key: string, caller: Caller, n: number): Promise<Request> {
  const a = target;
  const suffix = String(n).padStart(4, '0');
  switch (key) {
    case 'POST /api/login/member':
      return { url: '/api/login/member', payload: { username: a.nip, password: 'demo1234' } };
    case 'PUT /api/user/profile':
      return {
        url: '/api/user/profile',
        payload: {
          fullName: 'Nama',
          whatsappNumber: `62812399${suffix}`,
          gender: 'Laki-laki',
          dateOfBirth: '1990-01-01',
        },
      };
    case 'POST /api/user':
      return { url: '/api/user', payload: {} };
    case 'POST /api/setup':
      return {
        url: '/api/setup',
        payload: {
          token: t.app.ctx.setup.open(),
          fullName: `Admin ${caller}`,
          nip: `ARN999-${suffix}`,
          whatsappNumber: `6281299${suffix.padStart(6, '0')}`,
          password: 'rahasia-panjang',
        },
      };
    case 'GET /api/setup/{token}':
      return { url: `/api/setup/${t.app.ctx.setup.open()}` };
    case 'PATCH /api/user':
      return { url: '/api/user', payload: { idUser: ids.A, lengthOfStay: 11 } };
    case 'GET /api/user/check/wa/{wa}':
      return { url: `/api/user/check/wa/${a.whatsappNumber}` };
    case 'GET /api/user/nipwa/{nip}/{wa}':
      return { url: `/api/user/nipwa/${a.nip}/${a.whatsappNumber}` };
    case 'GET /api/administrator/roles/{idProgram}':
    case 'GET /api/programproposalstatus/program/{idProgram}':
      return { url: key.slice(4).replace('{idProgram}', String(PROGRAM_X)) };
    case 'GET /api/program/{id}':
      return { url: `/api/program/${PROGRAM_X}` };
    case 'GET /api/documenttype/{id}':
      return { url: '/api/documenttype/2' };
    case 'GET /api/regencies/byidprovince/{id}':
    case 'GET /api/province/{id}':
      return { url: key.slice(4).replace('{id}', '32') };
    case 'GET /api/districts/byidregency/{id}':
    case 'GET /api/regency/{id}':
      return { url: key.slice(4).replace('{id}', '3273') };
    case 'GET /api/subdistricts/byiddistrict/{id}':
    case 'GET /api/district/{id}':
      return { url: key.slice(4).replace('{id}', '327309') };
    case 'GET /api/subdistrict/{id}':
      return { url: '/api/subdistrict/3273091003' };
    case 'POST /api/temporaryproposal':
      return { url: '/api/temporaryproposal', payload: { idProgram: PROGRAM_NEW_DRAFT, data: '{}' } };
    case 'PATCH /api/temporaryproposal':
      return {
        url: '/api/temporaryproposal',
        payload: { idTempProposal: a.idTempProposal, data: JSON.stringify({ referrer: { reason: caller } }) },
      };
    case 'GET /api/temporaryproposal/program/{idProgram}/{status}':
      return { url: `/api/temporaryproposal/program/${PROGRAM_A_DRAFT}/DRAFTED` };
    case 'POST /api/bankaccount':
      return {
        url: '/api/bankaccount',
        payload: { idBank: 1, accountNumber: '5550001', accountName: caller },
      };
    case 'PATCH /api/bankaccount':
      return {
        url: '/api/bankaccount',
        payload: {
          idBankAccount: a.idBankAccount,
          idBank: 1,
          accountNumber: '1234567890',
          accountName: 'Ahmad Fauzi',
        },
      };
    case 'GET /api/bankaccount/{id}':
      return { url: `/api/bankaccount/${a.idBankAccount}` };
    case 'POST /api/organization':
      return { url: '/api/organization', payload: { ...ORGANIZATION, name: `Lembaga ${caller}` } };
    case 'GET /api/organization':
      return { url: '/api/organization' };
    case 'PATCH /api/organization':
      return { url: '/api/organization', payload: { ...ORGANIZATION, idOrganization: a.idOrganization } };
    case 'GET /api/organization/{id}':
      return { url: `/api/organization/${a.idOrganization}` };
    case 'POST /api/organizationmanager':
      return {
        url: '/api/organizationmanager',
        payload: { ...orgManager('other', `Pengurus ${caller}`, 'Humas'), idOrganization: a.idOrganization },
      };
    case 'PATCH /api/organizationmanager':
      return {
        url: '/api/organizationmanager',
        payload: {
          ...orgManager('applicant', 'Ahmad', 'Ketua Yayasan/Lembaga'),
          idOrganization: a.idOrganization,
          idOrganizationManager: a.idOrganizationManager,
        },
      };
    case 'POST /api/organizationmanager/batch':
      return {
        url: '/api/organizationmanager/batch',
        payload: {
          idOrganization: a.idOrganization,
          managers: [
            {
              ...orgManager('applicant', 'Ahmad', 'Ketua Yayasan/Lembaga'),
              idOrganizationManager: a.idOrganizationManager,
            },
          ],
        },
      };
    case 'POST /api/organizationbankaccount':
      return {
        url: '/api/organizationbankaccount',
        payload: {
          idOrganization: a.idOrganization,
          idBank: 1,
          accountNumber: '5550002',
          accountName: caller,
        },
      };
    case 'PATCH /api/organizationbankaccount':
      return {
        url: '/api/organizationbankaccount',
        payload: {
          idOrganization: a.idOrganization,
          idOrganizationBankAccount: a.idOrganizationBankAccount,
          idBank: 1,
          accountNumber: '5550003',
          accountName: 'Yayasan A',
        },
      };
    case 'GET /api/organizationbankaccount/{id}':
      return { url: `/api/organizationbankaccount/${a.idOrganizationBankAccount}` };
    case 'POST /api/family':
      return { url: '/api/family', payload: member(`Anak ${suffix}`, `32730101${suffix.padStart(7, '0')}1`) };
    case 'POST /api/family/batch':
      return {
        url: '/api/family/batch',
        payload: [member(`Anak B${suffix}`, `32730102${suffix.padStart(7, '0')}1`)],
      };
    case 'PATCH /api/family':
      return { url: '/api/family', payload: { ...member('Yusuf', a.nomorKK), idFamily: a.idFamily } };
    case 'PATCH /api/family/batch':
      return { url: '/api/family/batch', payload: [{ ...member('Yusuf', a.nomorKK), idFamily: a.idFamily }] };
    case 'GET /api/families/nomorkk/{nomorKK}/{idUser}':
      return { url: `/api/families/nomorkk/${a.nomorKK}/${ids.A}` };
    case 'POST /api/proposal/batch': {
      const [person] = await t.database.db.select().from(users).where(eq(users.idUser, ids.A));
      const sections = await ownWizard(t.database.db, person!, PROGRAM_A_DRAFT);
      return {
        url: '/api/proposal/batch',
        payload: [
          {
            idProgram: PROGRAM_A_DRAFT,
            idTempProposal: a.idTempProposal,
            submissionKey: randomUUID(),
            sections,
          },
        ],
      };
    }
    case 'GET /api/proposals/{by}/{page}/{rows}':
      return { url: '/api/proposals/referer/1/10' };
    case 'GET /api/proposal/{by}/{idProposal}':
      return { url: `/api/proposal/referer/${a.idProposal}` };
    case 'PATCH /api/proposal/recipient-response':
      return {
        url: '/api/proposal/recipient-response',
        payload: { idProposal: a.idProposalForA, recipientResponse: 'ACCEPTED' },
      };
    case 'GET /api/documents/draft/{idTempProposal}':
      return { url: `/api/documents/draft/${a.idTempProposal}` };
    case 'GET /api/proposalstatushistory/proposal/{idProposal}':
      return { url: `/api/proposalstatushistory/proposal/${a.idProposal}` };
    case 'POST /api/document/type': {
      const { payload, headers } = multipart(
        { idDocumentType: a.idDocumentType, idProposal: a.idProposal },
        SAMPLE_UPLOADS.png,
      );
      return { url: '/api/document/type', payload, contentType: headers['content-type'] };
    }
    case 'GET /api/document/{idDocument}':
    case 'GET /api/document/download/{idDocument}':
    case 'DELETE /api/document/{idDocument}':
      return { url: key.replace(/^\w+ /, '').replace('{idDocument}', String(a.idDocument)) };
    case 'PATCH /api/document/{idDocument}/review':
      return { url: `/api/document/${a.idDocument}/review`, payload: { reviewStatus: 'ACCEPTED' } };
    case 'GET /api/document-verification/{idDocumentVerification}':
      return { url: `/api/document-verification/${a.idDocumentVerification}` };
    case 'GET /api/document/user/{idDocumentType}':
      return { url: '/api/document/user/2' };
    case 'GET /api/document/user/{idUser}/{idDocumentType}':
      return { url: `/api/document/user/${ids.A}/2` };
    case 'GET /api/documents/proposal/{idProposal}':
      return { url: `/api/documents/proposal/${a.idProposal}` };
    case 'POST /api/comment':
      return {
        url: '/api/comment',
        payload: {
          idProposal: a.idProposal,
          idReference: a.idDocument,
          tableReference: 'documents',
          message: `Komentar ${caller}`,
        },
      };
    case 'GET /api/comment/reference/{idProposal}/{idReference}/{tableReference}':
      return { url: `/api/comment/reference/${a.idProposal}/${a.idDocument}/documents` };
    case 'GET /api/live/comment-{idProposal}':
      return { url: `/api/live/comment-${a.idProposal}` };
    case 'GET /api/proposals/admin/{page}/{rows}':
      return { url: '/api/proposals/admin/1/10' };
    case 'GET /api/proposals/admin/export/csv':
    case 'GET /api/proposals/admin/export/xlsx':
      return { url: `${key.slice(4)}?Program.idProgram=${PROGRAM_X}` };
    case 'GET /api/proposal/admin/{idProposal}':
      return { url: `/api/proposal/admin/${a.idProposal}` };
    case 'PATCH /api/proposal/admin/{idProposal}/status':
      return {
        url: `/api/proposal/admin/${a.idProposal}/status`,
        payload: { idProposalStatus: 4, version: 999 },
      };
    case 'POST /api/proposal/admin/{idProposal}/send-back':
      return {
        url: `/api/proposal/admin/${a.idProposal}/send-back`,
        payload: { notes: [{ route: 'family', note: 'Lengkapi data anak' }], version: 999 },
      };
    case 'GET /api/proposal/revision/{idProposal}':
      return { url: `/api/proposal/revision/${a.idProposal}` };
    case 'PATCH /api/proposal/revision/{idProposal}':
      return { url: `/api/proposal/revision/${a.idProposal}`, payload: { sections: {} } };
    case 'GET /api/audit/proposal/{idProposal}':
    case 'GET /api/proposal/sendmessageregister/{idProposal}':
      return { url: key.slice(4).replace('{idProposal}', String(a.idProposal)) };
    case 'GET /api/audit/user/{idUser}':
      return { url: `/api/audit/user/${ids.A}` };
    case 'POST /api/proposals/admin/status':
      return {
        url: '/api/proposals/admin/status',
        payload: { idProposals: [a.idProposal], idProposalStatus: a.idProposalStatus },
      };
    case 'GET /api/members/{page}/{rows}':
      return { url: `/api/members/1/10?search=${a.nip}` };
    case 'GET /api/member/{nip}':
      return { url: `/api/member/${a.nip}` };
    case 'PATCH /api/member/{nip}/data-diri':
      return {
        url: `/api/member/${a.nip}/data-diri`,
        payload: {
          fullName: 'Ahmad Fauzi',
          whatsappNumber: a.whatsappNumber,
          gender: 'Laki-laki',
          placeOfBirth: 'Bandung',
          dateOfBirth: '1990-05-17',
          updatedAt: '2000-01-01T00:00:00.000Z',
        },
      };
    case 'PATCH /api/member/{nip}/alamat':
      return {
        url: `/api/member/${a.nip}/alamat`,
        payload: {
          idProvince: 32,
          idRegency: 3273,
          idDistrict: 327309,
          idSubDistrict: 3273091003,
          fullAddress: 'Jl. Merdeka No. 10',
          postalCode: '40115',
          addressSameWithKTP: true,
          updatedAt: '2000-01-01T00:00:00.000Z',
        },
      };
    case 'GET /api/administrators/{page}/{rows}':
      return { url: '/api/administrators/1/10?search=ARN' };
    case 'GET /api/administrator/{id}':
    case 'POST /api/administrator/role': {
      const { idAdministrator } = await one<{ idAdministrator: number }>(sql`
        select id_administrator as "idAdministrator" from administrators where id_user = ${ids.pic}`);
      if (key.startsWith('GET')) return { url: `/api/administrator/${idAdministrator}` };
      return {
        url: '/api/administrator/role',
        payload: { idUser: ids.pic, idProgram: PROGRAM_X, idRole: 3 },
      };
    }
    case 'GET /api/administrator/members/{page}/{rows}':
      return { url: '/api/administrator/members/1/20?search=ARN101' };
    case 'DELETE /api/administrator/role/{idAdministratorRole}':
      return { url: '/api/administrator/role/2000000000' };
    case 'POST /api/verificator':
      return { url: '/api/verificator', payload: { idUser: ids.B } };
    case 'POST /api/proposalverificator':
      await unlinkSpare();
      return {
        url: '/api/proposalverificator',
        payload: { idProposal: target.idProposal, idVerificator: verificatorIds.spare },
      };
    case 'PATCH /api/proposalverificator':
      await unlinkSpare();
      return {
        url: '/api/proposalverificator',
        payload: {
          idProposalVerificator: await link(target.idProposal, verificatorIds.spare),
          idVerificatorStatus: 2,
        },
      };
    case 'GET /api/proposalverificator/proposal/{idProposal}':
      return { url: `/api/proposalverificator/proposal/${target.idProposal}` };
    case 'GET /api/verificators/{page}/{rows}':
      return { url: '/api/verificators/1/10' };
    case 'GET /api/proposal/verification/{idProposal}':
    case 'GET /api/proposalverificator/handover/proposal/{idProposal}':
    case 'GET /api/reference/pretest/{idProposal}':
      return { url: key.slice(4).replace('{idProposal}', String(a.idProposal)) };
    case 'GET /api/proposalverificator/handover/file/{idHandoverEvidence}':
      return { url: `/api/proposalverificator/handover/file/${verificationIds.idHandoverEvidence}` };
    case 'DELETE /api/incomeverification/{idVerificationItem}':
      return { url: `/api/incomeverification/${await addIncomeItem()}` };
    case 'POST /api/documentverification':
    case 'PATCH /api/documentverification': {
      const fields: Record<string, number> = { idProposal: a.idProposal, idDocumentType: a.idDocumentType };
      if (key.startsWith('PATCH')) fields.idDocumentVerification = await spareVerificationDocument(n);
      const { payload, headers } = multipart(fields, SAMPLE_UPLOADS.png);
      return { url: '/api/documentverification', payload, contentType: headers['content-type'] };
    }
    case 'POST /api/proposalverificatordetail':
    case 'PATCH /api/proposalverificatordetail':
      await saveVisitOfA();
      return { url: '/api/proposalverificatordetail', payload: visitOfA() };
    case 'POST /api/proposalverificator/completefieldverification':
      await t.database.db.execute(sql`
        delete from proposal_verificator_details where id_proposal_verificator = ${verificationIds.link}`);
      return { url: key.slice(5), payload: { idProposal: a.idProposal } };
    case 'POST /api/proposalverificator/handover': {
      const { payload, headers } = multipart({ idProposal: a.idProposal }, SAMPLE_UPLOADS.png);
      return { url: key.slice(5), payload, contentType: headers['content-type'] };
    }
    case 'POST /api/reference/pretest':
      return { url: key.slice(5), payload: { idProposal: a.idProposal, approved: true } };
    case 'GET /api/verificationassesor/proposal/{idProposal}':
    case 'GET /api/assistance/proposal/{idProposal}':
      return { url: key.slice(4).replace('{idProposal}', String(a.idProposal)) };
    case 'POST /api/verificationassesor':
      return {
        url: '/api/verificationassesor',
        payload: { idProposal: a.idProposal, recommendation: 'LAYAK', note: `Penilaian ${caller}` },
      };
    case 'PATCH /api/verificationassesor':
      return {
        url: '/api/verificationassesor',
        payload: {
          idVerificationAssesor: await assessmentOfA(),
          recommendation: 'DIPERTIMBANGKAN',
          note: `Diubah ${caller}`,
        },
      };
    case 'POST /api/verificationassesor/{idVerificationAssesor}/recompute':
      return { url: `/api/verificationassesor/${await assessmentOfA()}/recompute` };
    case 'POST /api/assistance':
      await t.database.db.execute(sql`delete from assistance where id_proposal = ${a.idProposal}`);
      return { url: '/api/assistance', payload: { idProposal: a.idProposal, ...AID } };
    case 'PATCH /api/assistance':
      return { url: '/api/assistance', payload: { idAssistance: await assistanceOfA(), ...AID } };
    case 'GET /api/program/{id}/settings':
      return { url: `/api/program/${PROGRAM_X}/settings` };
    case 'POST /api/program': {
      // A new programme like X: its periods as new ones.
      const settings = await editorSettingsOfX();
      const schedules = settings.schedules.map(
        ({ idProgramSchedule: _, ...period }: { idProgramSchedule: number }) => period,
      );
      return { url: '/api/program', payload: { ...settings, schedules, name: `Program ${caller}` } };
    }
    case 'PATCH /api/program':
      return { url: '/api/program', payload: { idProgram: PROGRAM_X, ...(await editorSettingsOfX()) } };
    case 'PUT /api/programproposalstatus/program/{idProgram}':
      return {
        url: `/api/programproposalstatus/program/${PROGRAM_X}`,
        payload: { statuses: await statusTableOfX() },
      };
    case 'GET /api/program/{id}/structure':
      return { url: `/api/program/${PROGRAM_X}/structure` };
    case 'PUT /api/program/{id}/structure':
      return { url: `/api/program/${PROGRAM_X}/structure`, payload: await structureOfX() };
    case 'PUT /api/program/{id}/icon':
    case 'PUT /api/program/{id}/banner': {
      const { payload, headers } = multipart({}, SAMPLE_UPLOADS.png);
      return {
        url: key.slice(4).replace('{id}', String(PROGRAM_X)),
        payload,
        contentType: headers['content-type'],
      };
    }
    case 'DELETE /api/program/{id}/icon':
    case 'DELETE /api/program/{id}/banner':
      return { url: key.slice(7).replace('{id}', String(PROGRAM_X)) };
    case 'GET /api/program/{id}/icon/{fileName}':
      return { url: await imageOfX('icon') };
    case 'GET /api/program/{id}/banner/{fileName}':
      return { url: await imageOfX('banner') };
    case 'GET /api/notifications/proposal/{idProposal}':
      return { url: `/api/notifications/proposal/${a.idProposal}` };
    case 'POST /api/notifications/message/{idOutboxMessage}/resend':
      return { url: `/api/notifications/message/${a.idOutboxMessage}/resend` };
    case 'PUT /api/notifications/whatsapp-opt-out':
      return { url: '/api/notifications/whatsapp-opt-out', payload: { optOut: false } };
    case 'PATCH /api/settings':
      return {
        url: '/api/settings',
        payload: {
          foundationName: 'Yayasan Amal',
          customerServiceUrl: 'https://wa.me/6281100000000',
          handoverProof: false,
        },
      };
    default: {
      const save = sectionSaveOf(key);
      if (save) return save;
      if (key.includes('{')) throw new Error(`no request written for ${key}`);
      return { url: key.replace(/^\w+ /, '') };
    }
  }
}

/** The live stream stays open: a real listener, and only the status is read before aborting. */
async function liveStatus(baseUrl: string, url: string, authorization?: string) {
  const controller = new AbortController();
  const res = await fetch(baseUrl + url, {
    headers: authorization ? { authorization } : {},
    signal: controller.signal,
  });
  const status = res.status;
  controller.abort();
  await res.body?.cancel().catch(() => {});
  return status;
}

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword('demo1234');
  // A PIC of programme Y only: staff, but of another programme than A's proposal.
  await staff(passwordHash, NIPS.otherStaff, PROGRAM_Y, 3);
  for (const caller of STAFF_OF_X) await staff(passwordHash, NIPS[caller], PROGRAM_X, STAFF_ROLES[caller]);
  // Members of their own (test/factories.ts); waNamer files a proposal, so the home menu's lock
  // (issue 32) is opened for them: a bank account, a KTP number, their own KTP and KK.
  await createMember(t, { nip: NIPS.kkStranger });
  await createMember(t, { nip: NIPS.assignedVerifier });
  await createMember(t, { nip: NIPS.unassignedVerifier });
  waNamer = await createMember(t, { nip: NIPS.waNamer, ready: true });
  for (const caller of CALLERS) {
    if (caller === 'anonymous') continue;
    auth[caller] = await login(NIPS[caller]);
    ids[caller] = (
      await t.app.inject({ url: '/api/user', headers: { authorization: auth[caller] } })
    ).json().idUser;
  }
  const person = await one<{
    nip: string;
    whatsappNumber: string;
    nomorKK: string;
    idCardNumber: string;
    idBankAccount: number;
  }>(
    sql`select nip, whatsapp_number as "whatsappNumber", nomor_kk as "nomorKK", id_card_number as "idCardNumber",
           id_bank_account as "idBankAccount" from users where id_user = ${ids.A}`,
  );
  const proposal = await one<{ idProposal: number; idProposalStatus: number }>(sql`
    select p.id_proposal as "idProposal", p.id_proposal_status as "idProposalStatus" from proposals p
    join referrers r on r.id_referrer = p.id_referrer
    where r.id_user = ${ids.A} and p.id_program = ${PROGRAM_X}`);
  const document = await one<{
    idDocument: number;
    idDocumentType: number;
    extension: string;
    contentType: string;
    size: number;
    storageKey: string;
  }>(sql`
    select id_document as "idDocument", id_document_type as "idDocumentType", extension,
           content_type as "contentType", size, storage_key as "storageKey"
    from documents where id_proposal = ${proposal.idProposal} order by id_document limit 1`);
  const draft = await one<{ idTempProposal: number }>(sql`
    select id_temp_proposal as "idTempProposal" from temporary_proposals where id_user = ${ids.A} and id_program = ${PROGRAM_A_DRAFT}`);
  // A verifier's file on A's proposal (no route writes these yet): the same stored bytes.
  const verification = await one<{ idDocumentVerification: number }>(sql`
    insert into document_verifications (id_proposal, id_document, id_verificator, id_document_type, extension, content_type, size, storage_key)
    values (${proposal.idProposal}, ${document.idDocument}, ${ids.leadVerifier}, ${document.idDocumentType},
            ${document.extension}, ${document.contentType}, ${document.size}, ${document.storageKey})
    returning id_document_verification as "idDocumentVerification"`);
  // A pending WhatsApp message of A's proposal, for the notification routes.
  const message = await one<{ idOutboxMessage: number }>(sql`
    insert into outbox_messages (id_proposal, kind, id_user, body, idempotency_key)
    values (${proposal.idProposal}, 'status', ${ids.A}, 'Pesan uji', 'access-matrix')
    returning id_outbox_message as "idOutboxMessage"`);
  // A's family member and a comment on A's document, made through the API.
  const family = await t.app.inject({
    method: 'POST',
    url: '/api/family',
    headers: { authorization: auth.A },
    payload: member('Yusuf', person.nomorKK),
  });
  expect(family.statusCode).toBe(201);
  const forA = await one<{ idProposal: number }>(sql`
    select p.id_proposal as "idProposal" from proposals p
    join referrers r on r.id_referrer = p.id_referrer join "references" f on f.id_reference = p.id_reference
    where r.id_user = ${ids.recommender} and f.id_user = ${ids.A} order by p.id_proposal limit 1`);
  target = {
    idProposal: proposal.idProposal,
    idProposalStatus: proposal.idProposalStatus,
    idProposalForA: forA.idProposal,
    idDocument: document.idDocument,
    idDocumentType: document.idDocumentType,
    idDocumentVerification: verification.idDocumentVerification,
    idOutboxMessage: message.idOutboxMessage,
    idTempProposal: draft.idTempProposal,
    idFamily: family.json().idFamily,
    idBankAccount: person.idBankAccount,
    ...(await organizationOfA()),
    nip: person.nip,
    whatsappNumber: person.whatsappNumber,
    nomorKK: person.nomorKK,
    idCardNumber: person.idCardNumber,
  };
  const comment = await t.app.inject({
    method: 'POST',
    url: '/api/comment',
    headers: { authorization: auth.A },
    payload: {
      idProposal: target.idProposal,
      idReference: target.idDocument,
      tableReference: 'documents',
      message: 'Milik A',
    },
  });
  expect(comment.statusCode).toBe(201);
  await reachForA();
  await assignVerifiers();
  // Y really is another programme for A: nothing of A's is there.
  const onY = await rows(sql`
    select 1 from proposals p join "references" r on r.id_reference = p.id_reference
    where p.id_program = ${PROGRAM_Y} and r.id_user = ${ids.A}`);
  expect(onY.rows).toHaveLength(0);
}, 120_000);
/** WhatsApp number of A, which waNamer names as recipient: the proposal waNamer then filed. */
let namedByWhatsapp: number;

/** Verifier records: the two callers', and a spare one the assignment routes assign and remove. */
const verificatorIds = { assigned: 0, unassigned: 0, spare: 0 };

const verificatorOf = async (idUser: number) =>
  (
    await one<{ id: number }>(sql`
      insert into verificators (id_user) values (${idUser}) returning id_verificator as id`)
  ).id;

const link = async (idProposal: number, idVerificator: number) =>
  (
    await one<{ id: number }>(sql`
      insert into proposal_verificators (id_proposal, id_verificator, id_verificator_status, id_lead_verificator)
      values (${idProposal}, ${idVerificator}, 1, ${ids.leadVerifier})
      returning id_proposal_verificator as id`)
  ).id;

/** The spare verifier taken off A's proposal, so that it can be assigned again. */
const unlinkSpare = () =>
  t.database.db.execute(sql`
    update proposal_verificators set id_verificator_status = 2
    where id_verificator = ${verificatorIds.spare} and id_verificator_status = 1`);

/** assignedVerifier on A's targeted proposal; unassignedVerifier on the proposal waNamer filed. */
async function assignVerifiers() {
  const spare = await createMember(t, { nip: 'ARN101-30005' });
  verificatorIds.assigned = await verificatorOf(ids.assignedVerifier);
  verificatorIds.unassigned = await verificatorOf(ids.unassignedVerifier);
  verificatorIds.spare = await verificatorOf(spare.person.idUser);
  verificationIds.link = await link(target.idProposal, verificatorIds.assigned);
  await link(namedByWhatsapp, verificatorIds.unassigned);
  await startVerification();
}

/** What the verification routes aim at: the assigned verifier's link and a handover photo. */
const verificationIds = { link: 0, idHandoverEvidence: 0 };
/** The verifier's version of each section programme 1 verifies: the applicant's answer, else these. */
const sectionData: Record<string, unknown> = {};

/** The verification route of each section kind, and its section's route. */
const SECTION_PATHS: Record<string, SectionRoute> = Object.fromEntries(
  Object.values(VERIFICATION_KINDS).map((kind) => [`/api${kind.path}`, kind.route]),
);

function sectionSaveOf(key: string): Request | null {
  const route = SECTION_PATHS[key.replace(/^\w+ /, '')];
  if (!route) return null;
  return {
    url: key.replace(/^\w+ /, ''),
    payload: { idProposal: target.idProposal, idSection: sectionId(route), data: sectionData[route] ?? {} },
  };
}

/**
 * The field verification of A's proposal as the assigned verifier left it: a row for every section
 * programme 1 verifies (so that every PATCH finds one), and a handover photo (A's document's bytes).
 */
async function startVerification() {
  const applicant = await rows<{ route: string; data: unknown }>(sql`
    select route, data from proposal_sections where id_proposal = ${target.idProposal}`);
  for (const { route, data } of applicant.rows) sectionData[route] = data;
  sectionData.reference = {
    idUser: ids.A,
    idStatusResidence: 1,
    lengthOfStay: 5,
    smoker: false,
    pray5Times: true,
  };
  sectionData.requirement = { approvalVerifications: true, accompanyVerifier: true };
  await t.database.db.execute(sql`
    insert into verification_sections (id_proposal, id_section, route, data, id_verificator)
    select ${target.idProposal}, ps.id_section, ps.route,
      case when ps.route in ('incomes', 'expenses') then '[]'::jsonb
           when ps.route = 'family' then '{"members": []}'::jsonb else '{}'::jsonb end,
      ${ids.assignedVerifier}
    from program_sections ps where ps.id_program = ${PROGRAM_X} and ps.need_verification and ps.route <> 'documents'`);
  const evidence = await one<{ id: number }>(sql`
    insert into handover_evidence (id_proposal, id_user, storage_key, extension, content_type, size)
    select ${target.idProposal}, ${ids.assignedVerifier}, storage_key, extension, content_type, size
    from documents where id_document = ${target.idDocument}
    returning id_handover_evidence as id`);
  verificationIds.idHandoverEvidence = evidence.id;
}

/** A new income in A's verified incomes, for one DELETE to remove. */
async function addIncomeItem() {
  const { id } = await one<{ id: number }>(sql`select nextval('verification_item_seq')::int as id`);
  await t.database.db.execute(sql`
    update verification_sections
    set data = data || ${JSON.stringify([{ idIncomeType: 1, nominal: 1000, idVerificationItem: id }])}::jsonb
    where id_proposal = ${target.idProposal} and route = 'incomes'`);
  return id;
}

/** A verification photo of A's proposal for one PATCH to replace (its own key: the replaced file is deleted). */
async function spareVerificationDocument(n: number) {
  const { id } = await one<{ id: number }>(sql`
    insert into document_verifications (id_proposal, id_verificator, id_document_type, extension, content_type, size, storage_key)
    values (${target.idProposal}, ${ids.assignedVerifier}, ${target.idDocumentType}, 'png', 'image/png', 1,
            ${`verifications/matrix-${n}.png`})
    returning id_document_verification as id`);
  return id;
}

const visitOfA = () => ({
  idProposal: target.idProposal,
  idProposalVerificator: verificationIds.link,
  verificationDate: '2026-12-01',
  distance: 3,
  travelTime: 15,
  travelMode: 'Jalan kaki',
  reason: 'Kunjungan rumah',
  routineProgram: false,
  visitedDate: '2026-12-01',
});

/** The visit record exists before each visit request, so PATCH finds it whoever came before. */
const saveVisitOfA = () =>
  t.database.db.execute(sql`
    insert into proposal_verificator_details (id_proposal_verificator, distance, travel_time, travel_mode, reason,
      routine_program, visited_date, id_user)
    values (${verificationIds.link}, 3, 15, 'Jalan kaki', 'Kunjungan rumah', false, '2026-12-01', ${ids.assignedVerifier})
    on conflict (id_proposal_verificator) do nothing`);

/** The assessor's assessment of A's proposal, saved through the API the first time it is needed. */
async function assessmentOfA(): Promise<number> {
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/verificationassesor',
    headers: { authorization: auth.assessor },
    payload: { idProposal: target.idProposal, recommendation: 'LAYAK', note: 'Penilaian assessor' },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return saved.json().idVerificationAssesor;
}

const AID = { amount: 1_000_000, form: 'Transfer bank', date: '2026-12-10' };

/** The aid recorded for A's proposal, there before each PATCH whoever came before. */
/** X's settings as the editor's form holds them (read by a super admin): saving them changes nothing. */
/** X's structure as its editor sends it back unchanged (so that X stays as every other row expects). */
async function structureOfX() {
  const res = await t.app.inject({
    url: `/api/program/${PROGRAM_X}/structure`,
    headers: { authorization: auth.superAdmin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return structureInputOf(res.json().sections);
}

/** The address of X's uploaded image of a kind, which a super admin uploads when X has none. */
async function imageOfX(kind: 'icon' | 'banner'): Promise<string> {
  const { value } = await one<{ value: string | null }>(
    sql`select ${sql.raw(kind)} as value from programs where id_program = ${PROGRAM_X}`,
  );
  if (value?.startsWith('/api/')) return value;
  const { payload, headers } = multipart({}, SAMPLE_UPLOADS.png);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/program/${PROGRAM_X}/${kind}`,
    headers: { authorization: auth.superAdmin, ...headers },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[kind];
}

async function editorSettingsOfX() {
  const res = await t.app.inject({
    url: `/api/program/${PROGRAM_X}/settings`,
    headers: { authorization: auth.superAdmin },
  });
  expect(res.statusCode, res.body).toBe(200);
  const form = res.json();
  return {
    name: form.name,
    description: form.description,
    individual: form.individual,
    zakatFunds: form.zakatFunds,
    idBankAccount: form.idBankAccount,
    reaplicationPeriod: form.reaplicationPeriod,
    dayLimitUploadDocument: form.dayLimitUploadDocument,
    minimumAssesor: form.minimumAssesor,
    hadKifayah: form.hadKifayah,
    idProgramParent: form.idProgramParent,
    schedules: form.schedules,
    documentTypes: form.documentTypes.map((d: { idDocumentType: number; required: boolean }) => ({
      idDocumentType: d.idDocumentType,
      required: d.required,
    })),
  };
}

/** X's status table as it is, with the roles that may set each status (the mapping unchanged). */
async function statusTableOfX() {
  const res = await t.app.inject({
    url: `/api/programproposalstatus/program/${PROGRAM_X}`,
    headers: { authorization: auth.superAdmin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .data.map((s: { idProposalStatus: number; order: number; roles: { idRole: number }[] }) => ({
      idProposalStatus: s.idProposalStatus,
      order: s.order,
      idRoles: s.roles.map((r) => r.idRole),
    }));
}

async function assistanceOfA(): Promise<number> {
  await t.database.db.execute(sql`
    insert into assistance (id_proposal, amount, form, date, id_user)
    values (${target.idProposal}, 1000000, 'Transfer bank', '2026-12-10', ${ids.finance})
    on conflict (id_proposal) do nothing`);
  return (
    await one<{ id: number }>(
      sql`select id_assistance as id from assistance where id_proposal = ${target.idProposal}`,
    )
  ).id;
}

/** kkStranger types A's KK number on their own record; waNamer files a proposal naming A's WhatsApp. */
async function reachForA() {
  const typed = await t.app.inject({
    method: 'PATCH',
    url: '/api/user',
    headers: { authorization: auth.kkStranger },
    payload: { idUser: ids.kkStranger, nomorKK: target.nomorKK },
  });
  expect(typed.statusCode).toBe(200);
  const item = await submissionOf(t, waNamer, PROGRAM_WA_NAMED, (s) =>
    nameRecipient(s, { fullName: 'Tetangga', whatsappNumber: target.whatsappNumber }),
  );
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/proposal/batch',
    headers: { authorization: auth.waNamer },
    payload: [item],
  });
  expect(sent.statusCode, sent.body).toBe(201);
  namedByWhatsapp = sent.json()[0].idProposal;
}

afterAll(async () => {
  // The live streams' sockets (the client went away; the server may not have noticed yet).
  t?.app.server.closeAllConnections();
  await t?.close();
});

function routeKeys(doc: OpenApi): string[] {
  return Object.entries(doc.paths)
    .flatMap(([path, byMethod]) => Object.keys(byMethod).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

describe('access matrix: every route × every caller, aimed at applicant A’s things', () => {
  it('has an expected answer for exactly the routes of the OpenAPI description', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(routeKeys(t.app.swagger() as unknown as OpenApi));
  });

  it('answers every caller as the table says', async () => {
    const keys = routeKeys(t.app.swagger() as unknown as OpenApi);
    const rank = (key: string) => LAST.indexOf(key);
    keys.sort((x, y) => rank(x) - rank(y));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const mismatches: string[] = [];
    let cells = 0;
    let n = 0;
    for (const key of keys) {
      const method = key.split(' ')[0] as 'GET';
      for (const caller of CALLERS) {
        n += 1;
        const expected = EXPECTED[key]?.[caller];
        const { url, payload, contentType } = await requestFor(key, caller, n);
        // Refresh and logout end or replace a session: each uses a session of its own.
        const authorization =
          caller === 'anonymous'
            ? undefined
            : LAST.includes(key) && key !== 'POST /api/proposal/batch'
              ? await login(NIPS[caller])
              : auth[caller];
        let status: number;
        let body = '';
        if (key === 'GET /api/live/comment-{idProposal}') {
          status = await liveStatus(baseUrl, url, authorization);
        } else {
          const res = await t.app.inject({
            method,
            url,
            headers: {
              ...(authorization ? { authorization } : {}),
              ...(contentType ? { 'content-type': contentType } : {}),
            },
            ...(payload === undefined ? {} : { payload: payload as string }),
          });
          status = res.statusCode;
          body = res.body;
        }
        cells += 1;
        if (status !== expected) {
          mismatches.push(`${key} as ${caller}: expected ${expected}, got ${status} ${body.slice(0, 160)}`);
        }
      }
    }
    console.log(`access matrix: ${keys.length} routes × ${CALLERS.length} callers = ${cells} cells`);
    expect(mismatches).toEqual([]);
  }, 120_000);
});

describe('the callers of the matrix', () => {
  it('the assigned verifier has A’s proposal to verify; the unassigned one has only their own', async () => {
    const listOf = async (caller: Exclude<Caller, 'anonymous'>) =>
      (await t.app.inject({ url: '/api/proposals/verifications', headers: { authorization: auth[caller] } }))
        .json()
        .data.map((task: { idProposal: number }) => task.idProposal);
    expect(await listOf('assignedVerifier')).toEqual([target.idProposal]);
    expect(await listOf('unassignedVerifier')).toEqual([namedByWhatsapp]);
  });
});

describe('enumeration: a member walks every id and reads nothing of A’s', () => {
  it.each(['B', 'kkStranger', 'waNamer'] as const)(
    '%s answers 400/403/404 for everything of A’s, and nothing of A’s leaks into any answer',
    async (walker) => {
      const max = async (table: string, column: string) =>
        (await one<{ n: number }>(sql.raw(`select coalesce(max("${column}"), 0)::int as n from "${table}"`)))
          .n + 5;
      const owned = async (query: string) =>
        new Set((await rows<{ id: number }>(sql.raw(query))).rows.map((r) => r.id));
      const B = { authorization: auth[walker] };
      const idA = ids.A;
      const idB = ids[walker];
      // Ids of B's own records (B may read those); everything else must stay closed to B.
      const bProposals = await owned(`
      select p.id_proposal as id from proposals p
      join referrers r on r.id_referrer = p.id_referrer join "references" f on f.id_reference = p.id_reference
      where r.id_user = ${idB} or f.id_user = ${idB}`);
      const bDocuments = await owned(`select id_document as id from documents where id_user = ${idB}`);
      const bDrafts = await owned(
        `select id_temp_proposal as id from temporary_proposals where id_user = ${idB}`,
      );
      const bFamilies = await owned(`select id_family as id from families where id_user = ${idB}`);
      const bAccounts = await owned(`select id_bank_account as id from bank_accounts where id_user = ${idB}`);
      const bOrganizations = await owned(
        `select id_organization as id from organizations where id_user = ${idB}`,
      );
      const bOrganizationAccounts = await owned(
        `select a.id_organization_bank_account as id from organization_bank_accounts a
         join organizations o on o.id_organization = a.id_organization where o.id_user = ${idB}`,
      );
      const bPeople = await owned(
        `select id_user as id from users where id_user = ${idB} or created_by = ${idB}`,
      );
      // kkStranger typed A's KK number on their own record: their own answers carry it, and the
      // family behind it ("Yusuf") is what must not come back.
      const secrets = [target.nip, target.idCardNumber, 'Ahmad Fauzi', 'Milik A', 'Yusuf'].concat(
        walker === 'kkStranger' ? [] : [target.nomorKK],
      );

      const probes: {
        url: string;
        method?: 'GET' | 'PATCH' | 'POST';
        payload?: unknown;
        ownedByB: boolean;
      }[] = [];
      for (let id = 1; id <= (await max('proposals', 'id_proposal')); id++) {
        const mine = bProposals.has(id);
        probes.push({ url: `/api/proposal/referer/${id}`, ownedByB: mine });
        probes.push({ url: `/api/proposal/reference/${id}`, ownedByB: mine });
        probes.push({ url: `/api/proposalstatushistory/proposal/${id}`, ownedByB: mine });
        probes.push({ url: `/api/documents/proposal/${id}`, ownedByB: mine });
        probes.push({ url: `/api/comment/reference/${id}/${target.idDocument}/documents`, ownedByB: mine });
      }
      for (let id = 1; id <= (await max('documents', 'id_document')); id++) {
        const mine = bDocuments.has(id);
        probes.push({ url: `/api/document/${id}`, ownedByB: mine });
        probes.push({ url: `/api/document/download/${id}`, ownedByB: mine });
        probes.push({ url: `/api/comment/reference/${target.idProposal}/${id}/documents`, ownedByB: false });
      }
      for (let id = 1; id <= (await max('document_verifications', 'id_document_verification')); id++) {
        probes.push({ url: `/api/document-verification/${id}`, ownedByB: false });
      }
      // The field verification: no member who is not assigned reads it, their own proposals' included.
      for (let id = 1; id <= (await max('proposals', 'id_proposal')); id++) {
        probes.push({ url: `/api/proposal/verification/${id}`, ownedByB: false });
        probes.push({ url: `/api/proposalverificator/handover/proposal/${id}`, ownedByB: false });
        probes.push({ url: `/api/reference/pretest/${id}`, ownedByB: false });
      }
      for (let id = 1; id <= (await max('handover_evidence', 'id_handover_evidence')); id++) {
        probes.push({ url: `/api/proposalverificator/handover/file/${id}`, ownedByB: false });
      }
      for (let id = 1; id <= (await max('temporary_proposals', 'id_temp_proposal')); id++) {
        // No draft is read by id: the update is where a foreign id would show (or change) A's draft.
        probes.push({
          url: '/api/temporaryproposal',
          method: 'PATCH',
          payload: { idTempProposal: id, status: 'DRAFTED' },
          ownedByB: bDrafts.has(id),
        });
      }
      for (let id = 1; id <= (await max('families', 'id_family')); id++) {
        probes.push({
          url: '/api/family',
          method: 'PATCH',
          payload: { ...member('Diambil', target.nomorKK), idFamily: id },
          ownedByB: bFamilies.has(id),
        });
      }
      for (let id = 1; id <= (await max('users', 'id_user')); id++) {
        probes.push({ url: `/api/families/nomorkk/${target.nomorKK}/${id}`, ownedByB: id === idB });
        probes.push({ url: `/api/document/user/${id}/2`, ownedByB: id === idB });
        probes.push({ url: `/api/document/user/${id}/6`, ownedByB: id === idB });
      }
      for (let id = 1; id <= (await max('organizations', 'id_organization')); id++) {
        probes.push({ url: `/api/organization/${id}`, ownedByB: bOrganizations.has(id) });
      }
      for (
        let id = 1;
        id <= (await max('organization_bank_accounts', 'id_organization_bank_account'));
        id++
      ) {
        probes.push({ url: `/api/organizationbankaccount/${id}`, ownedByB: bOrganizationAccounts.has(id) });
      }
      for (let id = 1; id <= (await max('bank_accounts', 'id_bank_account')); id++) {
        probes.push({ url: `/api/bankaccount/${id}`, ownedByB: bAccounts.has(id) });
        probes.push({
          url: '/api/bankaccount',
          method: 'PATCH',
          payload: { idBankAccount: id, idBank: 1, accountNumber: '999000', accountName: 'Diambil' },
          ownedByB: bAccounts.has(id),
        });
      }
      for (let id = 1; id <= (await max('users', 'id_user')); id++) {
        // A person's record: B may change their own and the people B recorded, no one else's.
        probes.push({
          url: '/api/user',
          method: 'PATCH',
          payload: { idUser: id, lengthOfStay: 3 },
          ownedByB: bPeople.has(id),
        });
      }
      for (let id = 1; id <= (await max('proposals', 'id_proposal')); id++) {
        // Writing on another's record is reading it too (the answer carries the thread's context).
        probes.push({
          url: '/api/comment',
          method: 'POST',
          payload: {
            idProposal: id,
            idReference: target.idDocument,
            tableReference: 'documents',
            message: 'x',
          },
          ownedByB: bProposals.has(id),
        });
      }

      const before = await rows<{ h: string }>(sql`
      select md5(string_agg(x::text, '|' order by x::text)) as h from (
        select id_temp_proposal, data, status from temporary_proposals where id_user = ${idA}
        union all select id_family, name, nomor_kk from families where id_user = ${idA}) x`);
      const leaks: string[] = [];
      for (const probe of probes) {
        const res = await t.app.inject({
          method: probe.method ?? 'GET',
          url: probe.url,
          headers: B,
          ...(probe.payload === undefined ? {} : { payload: probe.payload as string }),
        });
        const where = `${probe.method ?? 'GET'} ${probe.url} ${JSON.stringify(probe.payload ?? '')} → ${res.statusCode}`;
        if (!probe.ownedByB && ![400, 403, 404].includes(res.statusCode)) leaks.push(where);
        if (res.statusCode >= 500) leaks.push(where);
        for (const secret of secrets) {
          if (secret && res.body.includes(secret)) leaks.push(`${where}: answer contains "${secret}"`);
        }
      }
      const after = await rows<{ h: string }>(sql`
      select md5(string_agg(x::text, '|' order by x::text)) as h from (
        select id_temp_proposal, data, status from temporary_proposals where id_user = ${idA}
        union all select id_family, name, nomor_kk from families where id_user = ${idA}) x`);
      console.log(`enumeration: ${walker} sent ${probes.length} requests, read nothing of A's`);
      expect(leaks).toEqual([]);
      expect(after.rows[0]?.h).toBe(before.rows[0]?.h);
    },
    120_000,
  );
});

describe('a member who names A as recipient does not get A’s identity documents', () => {
  it('the recommender of a proposal for A sees neither A’s own KTP and KK nor anything about them', async () => {
    const own = (
      await rows<{ idDocument: number }>(sql`
        select id_document as "idDocument" from documents
        where id_person = ${ids.A} and id_proposal is null and id_document_type in (2, 6)`)
    ).rows;
    expect(own.length).toBe(2);
    const recommender = { authorization: auth.recommender };
    const listed = await t.app.inject({
      url: `/api/documents/proposal/${target.idProposalForA}`,
      headers: recommender,
    });
    expect(listed.statusCode).toBe(200);
    for (const { idDocument } of own) {
      expect(listed.json().data).not.toContainEqual(expect.objectContaining({ idDocument }));
      for (const url of [`/api/document/${idDocument}`, `/api/document/download/${idDocument}`]) {
        expect((await t.app.inject({ url, headers: recommender })).statusCode, url).toBe(404);
        expect((await t.app.inject({ url, headers: { authorization: auth.A } })).statusCode, url).toBe(200);
      }
    }
    // A, the recipient, sees them in the same list.
    const asA = await t.app.inject({
      url: `/api/documents/proposal/${target.idProposalForA}`,
      headers: { authorization: auth.A },
    });
    for (const { idDocument } of own)
      expect(asA.json().data).toContainEqual(expect.objectContaining({ idDocument }));
  });
});

describe('callers who reach for A through their own record (issue 31)', () => {
  const secrets = () => [target.nip, target.nomorKK, target.idCardNumber, 'Ahmad Fauzi', 'Yusuf'];

  it('kkStranger: A’s KK number on their own record shows none of A’s family', async () => {
    const res = await t.app.inject({
      url: `/api/families/nomorkk/${target.nomorKK}/${ids.kkStranger}`,
      headers: { authorization: auth.kkStranger },
    });
    expect(res.statusCode).toBe(404);
    for (const secret of secrets().slice(3)) expect(res.body).not.toContain(secret);
  });

  it('waNamer: the proposal names a person waNamer recorded, never reaches A, and carries none of A’s data', async () => {
    const { idUser } = await one<{ idUser: number }>(sql`
      select f.id_user as "idUser" from proposals p join "references" f on f.id_reference = p.id_reference
      where p.id_proposal = ${namedByWhatsapp}`);
    expect(idUser).not.toBe(ids.A);
    const forA = await t.app.inject({
      url: '/api/proposals/reference/1/100',
      headers: { authorization: auth.A },
    });
    expect(forA.json().data.map((p: { idProposal: number }) => p.idProposal)).not.toContain(namedByWhatsapp);
    const headers = { authorization: auth.waNamer };
    for (const url of [
      `/api/proposal/referer/${namedByWhatsapp}`,
      `/api/documents/proposal/${namedByWhatsapp}`,
      `/api/document/user/${idUser}/2`,
    ]) {
      const res = await t.app.inject({ url, headers });
      for (const secret of secrets()) expect(res.body, url).not.toContain(secret);
    }
  });
});
