/**
 * The audit log as staff read it (issue 34): every staff write and every staff read of a document
 * file, per proposal and per member. Append-only: no endpoint changes or deletes it.
 */
import { idParam, listResponseSchema } from './api.ts';
import { endpoint } from './endpoint.ts';
import { z } from './zod.ts';

/** The Indonesian name of each action the log records. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'proposal.status': 'Ubah status',
  'proposal.send-back': 'Kembalikan untuk perbaikan',
  'proposal.registration-message': 'Pesan pendaftaran',
  'proposal.verifier': 'Ubah verifikator lapangan',
  'document.review': 'Periksa dokumen',
  'document.read': 'Buka dokumen',
  'desk.export': 'Unduh daftar pengajuan',
  'administrator.role': 'Ubah peran',
  'member.update': 'Ubah data anggota',
  'assessment.save': 'Simpan penilaian assessor',
  'assessment.recompute': 'Hitung ulang penilaian',
  'assistance.record': 'Catat bantuan yang diputuskan',
  'notification.resend': 'Kirim ulang pesan WhatsApp',
  'program.create': 'Buat program',
  'program.update': 'Ubah program',
  'program.statuses': 'Ubah alur status program',
  'program.structure': 'Terbitkan formulir program',
  'program.image': 'Ubah ikon atau banner program',
  settings: 'Ubah pengaturan',
};
export const auditActionName = (action: string) => AUDIT_ACTIONS[action] ?? action;

export const auditEventSchema = z.object({
  idAuditEvent: z.number().int(),
  /** ISO-8601 instant. */
  createdAt: z.string(),
  /** Who acted. */
  by: z.string(),
  action: z.string(),
  idProposal: z.number().int().nullable(),
  idSubjectUser: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditListSchema = listResponseSchema(auditEventSchema);

const tag = 'audit';

export const auditEndpoints = {
  ofProposal: endpoint({
    method: 'GET',
    path: '/audit/proposal/:idProposal',
    summary: 'Read the audit log of a proposal',
    tag,
    access: 'staff',
    params: z.object({ idProposal: idParam }),
    response: { 200: auditListSchema },
  }),
  ofMember: endpoint({
    method: 'GET',
    path: '/audit/user/:idUser',
    summary: 'Read the audit log of a member',
    tag,
    access: 'staff',
    params: z.object({ idUser: idParam }),
    response: { 200: auditListSchema },
  }),
};
