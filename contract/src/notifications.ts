/**
 * WhatsApp notifications (issue 39 items 5–8, decision 0049): every text an applicant receives, the
 * page each one opens, the states of an outbox message as staff see them, and the staff routes.
 * The server writes a message into the outbox in the transaction of the change that causes it; a
 * worker sends it through the WhatsApp Business Cloud API.
 */
import { idParam } from './api.ts';
import { endpoint } from './endpoint.ts';
import { z } from './zod.ts';

export const NOTIFICATION_KINDS = ['registration', 'status', 'revision', 'documents-missing'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * pending: waiting for its (next) try; sent: the provider accepted it; failed: its tries ran out or
 * the provider refused it for good (staff may resend); opted-out: the member asked for no WhatsApp
 * messages, so it is kept and never sent.
 */
export const OUTBOX_STATES = ['pending', 'sent', 'failed', 'opted-out'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** Tries before a message is marked failed; the waits between them double from the first. */
export const MAX_SEND_ATTEMPTS = 6;
export const FIRST_RETRY_SECONDS = 30;
/** The wait before try `attempt + 1` after `attempt` tries failed: 30 s, 1 min, 2 min, … at most 1 hour. */
export const retryDelaySeconds = (attempt: number) =>
  Math.min(3600, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempt - 1));

/** Documents still missing this many days before the programme's upload day limit: one reminder. */
export const DOCUMENTS_REMINDER_DAYS_BEFORE = 3;

/** The pages the messages open (the login page brings the member back to them: `/login?prev=…`). */
export const notificationPages = {
  proposal: (idProposal: number) => `/proposal/${idProposal}`,
  revision: (idProposal: number) => `/proposal/${idProposal}/perbaiki`,
  documents: (idProposal: number) => `/update-proposal/${idProposal}`,
};

/**
 * The registration message (spec §7 GET /proposal/sendmessageregister/{id}), as the registration
 * route has always built it: `contract/src/registration-messages.ts` answers with this text.
 */
export const registrationMessageText = (input: {
  fullName: string;
  programName: string;
  number: string;
  link: string;
}) =>
  `Assalamu'alaikum ${input.fullName}, pengajuan bantuan ${input.programName} Anda telah terdaftar ` +
  `dengan nomor ${input.number}. Lihat perkembangannya di ${input.link}`;

/**
 * The statuses whose change the applicant hears about, with what it means for them. The steps of the
 * staff's own work (1 new, 4 document check, 6 field verification done, 7 assessment) send nothing;
 * 33 (sent back) has its own message, naming the sections.
 */
export const STATUS_NOTES: Readonly<Record<number, string>> = {
  2: 'Berkas Anda lolos seleksi.',
  3: 'Masih ada dokumen yang perlu Anda lengkapi.',
  5: 'Petugas verifikasi lapangan akan menghubungi Anda.',
  8: 'Alhamdulillah, pengajuan Anda disetujui.',
  9: 'Mohon maaf, pengajuan Anda belum dapat kami setujui.',
  10: 'Bantuan Anda sedang dalam proses pencairan.',
  11: 'Bantuan Anda siap diserahterimakan.',
  12: 'Proses pengajuan Anda telah selesai.',
  13: 'Pengajuan Anda dibatalkan.',
  29: 'Silakan pilih jadwal tes hafalan Anda.',
  30: 'Jadwal tes hafalan Anda telah ditetapkan.',
  31: 'Selamat, Anda lulus tes hafalan.',
  32: 'Mohon maaf, Anda belum lulus tes hafalan.',
};

/** Whether moving a proposal to this status sends its applicant a message. */
export const notifiesApplicant = (idProposalStatus: number) => idProposalStatus in STATUS_NOTES;

type Common = { foundationName: string; fullName: string; programName: string; link: string };

/** A status change that matters to the applicant (see STATUS_NOTES); null for one that does not. */
export function statusChangeText(input: Common & { idProposalStatus: number; statusName: string }) {
  const note = STATUS_NOTES[input.idProposalStatus];
  if (note === undefined) return null;
  return (
    `Assalamu'alaikum ${input.fullName}, status pengajuan bantuan ${input.programName} Anda kini ` +
    `"${input.statusName}". ${note} Lihat di ${input.link}\n\n— ${input.foundationName}`
  );
}

/** A send-back for revision, naming the sections to correct. */
export const revisionText = (input: Common & { sections: readonly string[] }) =>
  `Assalamu'alaikum ${input.fullName}, pengajuan bantuan ${input.programName} Anda dikembalikan ` +
  `untuk diperbaiki pada bagian: ${input.sections.join(', ')}. Perbaiki di ${input.link}\n\n— ${input.foundationName}`;

/** Documents still missing a few days before the programme's upload day limit. */
export const documentsMissingText = (input: Common & { missing: number; deadline: string }) =>
  `Assalamu'alaikum ${input.fullName}, ${input.missing} dokumen pengajuan bantuan ${input.programName} ` +
  `Anda belum lengkap. Batas unggah dokumen ${input.deadline}. Lengkapi di ${input.link}\n\n— ${input.foundationName}`;

/** The upload day limit as the message writes it: "Senin, 7 Desember 2026" in Asia/Jakarta. */
export const deadlineText = (deadline: Date) =>
  new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(deadline);

export const notificationMessages = {
  kinds: {
    registration: 'Pendaftaran',
    status: 'Perubahan status',
    revision: 'Perbaikan',
    'documents-missing': 'Dokumen belum lengkap',
  } satisfies Record<NotificationKind, string>,
  states: {
    pending: 'Menunggu dikirim',
    sent: 'Terkirim',
    failed: 'Gagal dikirim',
    'opted-out': 'Tidak dikirim: anggota tidak ingin menerima pesan WhatsApp',
  } satisfies Record<OutboxState, string>,
  /** A pending message while no provider is configured (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID). */
  noProvider: 'Belum terkirim: penyedia WhatsApp belum diatur',
  noNumber: 'Nomor WhatsApp penerima tidak ada',
  notFound: 'Pesan tidak ditemukan',
  onlyFailedResend: 'Hanya pesan yang gagal dikirim yang dapat dikirim ulang',
  notAllowed: 'Anda tidak memiliki akses untuk mengirim ulang pesan ini',
  onlySuperAdmin: 'Hanya super admin yang dapat melihat antrean pesan',
  panelTitle: 'Pesan WhatsApp',
  empty: 'Belum ada pesan untuk pengajuan ini',
  resend: 'Kirim ulang',
  resent: 'Pesan dijadwalkan untuk dikirim ulang',
};

/** The text staff read beside a message: its state, or why a pending one is not going out. */
export function stateNote(state: OutboxState, providerConfigured: boolean): string {
  if (state === 'pending' && !providerConfigured) return notificationMessages.noProvider;
  return notificationMessages.states[state];
}

export const outboxMessageSchema = z.object({
  idOutboxMessage: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  state: z.enum(OUTBOX_STATES),
  /** The state in words (stateNote): "Belum terkirim: penyedia WhatsApp belum diatur" while no provider is set. */
  stateNote: z.string(),
  whatsappNumber: z.string().nullable(),
  body: z.string(),
  attempts: z.number().int(),
  /** ISO-8601: when the next try may happen (pending only). */
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const proposalMessagesSchema = z.object({
  providerConfigured: z.boolean(),
  /** Whether the caller may resend a failed message of this proposal. */
  canResend: z.boolean(),
  data: z.array(outboxMessageSchema),
});
export type ProposalMessages = z.infer<typeof proposalMessagesSchema>;

export const outboxSummarySchema = z.object({
  providerConfigured: z.boolean(),
  pending: z.number().int(),
  failed: z.number().int(),
  /** Seconds since the oldest pending message was written; 0 when none waits. */
  oldestPendingSeconds: z.number(),
  byKind: z.array(
    z.object({ kind: z.enum(NOTIFICATION_KINDS), pending: z.number().int(), failed: z.number().int() }),
  ),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

export const whatsappOptOutSchema = z.object({ optOut: z.boolean() });
export type WhatsappOptOut = z.infer<typeof whatsappOptOutSchema>;

export const notificationEndpoints = {
  proposalMessages: endpoint({
    method: 'GET',
    path: '/notifications/proposal/:idProposal',
    summary: "A proposal's WhatsApp messages and their states",
    tag: 'notifications',
    access: 'staff',
    params: z.object({ idProposal: idParam }),
    response: { 200: proposalMessagesSchema },
  }),
  resend: endpoint({
    method: 'POST',
    path: '/notifications/message/:idOutboxMessage/resend',
    summary: 'Send a failed WhatsApp message again',
    tag: 'notifications',
    access: 'staff',
    params: z.object({ idOutboxMessage: idParam }),
    response: { 200: outboxMessageSchema },
  }),
  outbox: endpoint({
    method: 'GET',
    path: '/notifications/outbox',
    summary: "The outbox's lag and failures (super admin)",
    tag: 'notifications',
    access: 'staff',
    response: { 200: outboxSummarySchema },
  }),
  getOptOut: endpoint({
    method: 'GET',
    path: '/notifications/whatsapp-opt-out',
    summary: 'Whether the member asked for no WhatsApp messages',
    tag: 'notifications',
    access: 'user',
    response: { 200: whatsappOptOutSchema },
  }),
  setOptOut: endpoint({
    method: 'PUT',
    path: '/notifications/whatsapp-opt-out',
    summary: 'Ask for no WhatsApp messages, or for them again',
    tag: 'notifications',
    access: 'user',
    body: whatsappOptOutSchema,
    response: { 200: whatsappOptOutSchema },
  }),
};
