/**
 * Writing WhatsApp messages into the outbox (decision 0049). Each function runs on the caller's
 * transaction, so a message exists exactly when the change that causes it was committed: a status
 * decision, a send-back, or (from the worker) a documents reminder. The idempotency key names the
 * cause (`status:{idProposal}:{version}`…): writing it twice keeps one message.
 */
import {
  DOCUMENTS_REMINDER_DAYS_BEFORE,
  deadlineText,
  documentsMissingText,
  type NotificationKind,
  notificationPages,
  notifiesApplicant,
  revisionText,
  statusChangeText,
} from '@amal/contract/notifications';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appSettings,
  outboxMessages,
  programSections,
  programs,
  proposals,
  referrers,
  sections,
  users,
} from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/**
 * Where links point and whose name the messages carry until a super admin saves one: the running
 * app's PUBLIC_URL and FOUNDATION_NAME, set once when the notifications routes register (one app
 * per process in production; the tests' apps share the test configuration).
 */
const defaults = { publicUrl: 'http://localhost:3000', foundationName: 'Yayasan Amal' };
export function setNotificationDefaults(options: { publicUrl: string; foundationName: string }) {
  defaults.publicUrl = options.publicUrl.replace(/\/+$/, '');
  defaults.foundationName = options.foundationName;
}
export const notificationLink = (page: string) => `${defaults.publicUrl}${page}`;

/** The proposal's applicant (its referrer's member), programme, and the foundation's name now. */
async function recipientOf(tx: Executor, idProposal: number) {
  const [row] = await tx
    .select({
      idUser: users.idUser,
      fullName: users.fullName,
      whatsappNumber: users.whatsappNumber,
      idProgram: proposals.idProgram,
      programName: programs.name,
      foundationName: sql<string | null>`(select ${appSettings.value} from ${appSettings}
        where ${appSettings.key} = 'foundation_name')`,
    })
    .from(proposals)
    .innerJoin(programs, eq(programs.idProgram, proposals.idProgram))
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .innerJoin(users, eq(users.idUser, referrers.idUser))
    .where(eq(proposals.idProposal, idProposal));
  if (!row) return undefined;
  return { ...row, foundationName: row.foundationName ?? defaults.foundationName };
}

async function write(
  tx: Executor,
  recipient: { idUser: number; whatsappNumber: string | null },
  message: { idProposal: number; kind: NotificationKind; idempotencyKey: string; body: string },
) {
  const [made] = await tx
    .insert(outboxMessages)
    .values({ ...message, idUser: recipient.idUser, whatsappNumber: recipient.whatsappNumber })
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
    .returning({ idOutboxMessage: outboxMessages.idOutboxMessage });
  return made?.idOutboxMessage;
}

/**
 * A status decision's message, when the new status matters to the applicant (contract
 * STATUS_NOTES); `version` is the proposal's version after the change.
 */
export async function notifyStatusChange(
  tx: Tx,
  change: { idProposal: number; idProposalStatus: number; statusName: string; version: number },
) {
  if (!notifiesApplicant(change.idProposalStatus)) return undefined;
  const recipient = await recipientOf(tx, change.idProposal);
  if (!recipient) return undefined;
  const page =
    change.idProposalStatus === 3
      ? notificationPages.documents(change.idProposal)
      : notificationPages.proposal(change.idProposal);
  const body = statusChangeText({
    ...recipient,
    idProposalStatus: change.idProposalStatus,
    statusName: change.statusName,
    link: notificationLink(page),
  });
  if (body === null) return undefined;
  return write(tx, recipient, {
    idProposal: change.idProposal,
    kind: 'status',
    idempotencyKey: `status:${change.idProposal}:${change.version}`,
    body,
  });
}

/** A send-back's message, naming the sections (their catalogue names) the applicant corrects. */
export async function notifySendBack(
  tx: Tx,
  sendBack: { idProposal: number; version: number; routes: string[] },
) {
  const recipient = await recipientOf(tx, sendBack.idProposal);
  if (!recipient) return undefined;
  const named = await tx
    .select({ route: programSections.route, name: sections.name })
    .from(programSections)
    .innerJoin(sections, eq(sections.idSection, programSections.idSection))
    .where(
      and(
        eq(programSections.idProgram, recipient.idProgram),
        inArray(programSections.route, sendBack.routes),
      ),
    );
  const names = sendBack.routes.map((route) => named.find((s) => s.route === route)?.name ?? route);
  return write(tx, recipient, {
    idProposal: sendBack.idProposal,
    kind: 'revision',
    idempotencyKey: `revision:${sendBack.idProposal}:${sendBack.version}`,
    body: revisionText({
      ...recipient,
      sections: [...new Set(names)],
      link: notificationLink(notificationPages.revision(sendBack.idProposal)),
    }),
  });
}

type DueReminder = { id_proposal: number; missing: number; deadline: string | Date };

/**
 * Documents still missing DOCUMENTS_REMINDER_DAYS_BEFORE days before the programme's upload day
 * limit (submission + dayLimitUploadDocument days): one reminder per proposal, written with the
 * count of required document types that have no current version that counts (the rule of
 * `proposals.documents.ts`). Proposals whose status is final are left alone. Answers how many were
 * written.
 */
export async function enqueueDocumentReminders(db: Db, now = new Date()): Promise<number> {
  const result = await db.execute(sql`
    select p.id_proposal,
           (p.created_at + make_interval(days => pr.day_limit_upload_document)) as deadline,
           (select count(*)::int from program_document_types pdt
              join document_types dt on dt.id_document_type = pdt.id_document_type
              where pdt.id_program = p.id_program and pdt.required
                and not exists (
                  select 1 from documents d
                  where d.id_document_type = pdt.id_document_type
                    and (d.id_proposal = p.id_proposal or (dt.from_user and d.id_person = r.id_user
                         and d.id_proposal is null and d.id_temp_proposal is null))
                    and d.review_status <> 'REUPLOAD' and d.removed_at is null
                    and not exists (select 1 from documents n
                      where n.id_document_replaced = d.id_document and n.removed_at is null))) as missing
    from proposals p
    join programs pr on pr.id_program = p.id_program
    join "references" r on r.id_reference = p.id_reference
    join proposal_statuses s on s.id_proposal_status = p.id_proposal_status
    where not p.document_complete and not s.final
      and ${now} >= p.created_at + make_interval(days => pr.day_limit_upload_document - ${DOCUMENTS_REMINDER_DAYS_BEFORE})
      and ${now} < p.created_at + make_interval(days => pr.day_limit_upload_document)
      and not exists (select 1 from outbox_messages o
        where o.idempotency_key = 'documents-missing:' || p.id_proposal)
    order by p.id_proposal
    limit 500`);
  const due = (result as unknown as { rows: DueReminder[] }).rows;
  let written = 0;
  for (const row of due) {
    if (Number(row.missing) < 1) continue;
    await db.transaction(async (tx) => {
      const recipient = await recipientOf(tx, row.id_proposal);
      if (!recipient) return;
      const made = await write(tx, recipient, {
        idProposal: row.id_proposal,
        kind: 'documents-missing',
        idempotencyKey: `documents-missing:${row.id_proposal}`,
        body: documentsMissingText({
          ...recipient,
          missing: Number(row.missing),
          deadline: deadlineText(new Date(row.deadline)),
          link: notificationLink(notificationPages.documents(row.id_proposal)),
        }),
      });
      if (made) written += 1;
    });
  }
  return written;
}
