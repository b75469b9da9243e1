// Kept apart from the schemas so that a page can show these without loading zod (the member's
// home shows the incomplete hint).
export const proposalMessages = {
  successTitle: 'Alhamdulillah - Data telah dikirim',
  successWithProposal:
    'Pengajuan Anda sudah kami terima. Silakan lengkapi dokumen pengajuan agar pengajuan Anda dapat segera diproses.',
  successWithoutProposal:
    'Data Anda sudah kami terima. Admin akan menghubungi Anda apabila pembiayaan Anda disetujui.',
  incompleteHint: 'Silakan melengkapi data',
  completeAction: 'Lengkapi pengajuan',
  /** A proposal staff sent back for revision (status 33). */
  fixAction: 'Perbaiki pengajuan',
  returnedHint: 'Petugas meminta Anda memperbaiki beberapa bagian pengajuan ini.',
  seeMore: 'Lihat selengkapnya',
  notFound: 'Pengajuan tidak ditemukan',
  notFoundForMember: 'Pengajuan ini tidak ada atau bukan milik Anda.',
  programClosed: 'Program ini sedang tidak menerima pengajuan',
  quotaFull: 'Kuota pengajuan program ini sudah terpenuhi',
  sectionMissing: 'Lengkapi semua data untuk melanjutkan',
  sectionNotInProgram: 'Bagian ini tidak termasuk dalam program',
  subProgramInvalid: 'Sub program tidak valid',
  alreadySubmitted: 'Pengajuan dari draf ini sudah dikirim',
  /** A second application to a programme for the same recipient while one is still running (409). */
  openProposalExists:
    'Sudah ada pengajuan program ini untuk penerima yang sama yang masih berjalan. Tunggu hingga pengajuan tersebut selesai.',
  /** A recipient asked about a proposal someone else made for them. */
  madeForYou: (referrer: string) => `${referrer} mengajukan bantuan ini untuk Anda.`,
  respondQuestion: 'Apakah Anda setuju pengajuan ini diproses atas nama Anda?',
  accept: 'Terima',
  decline: 'Tolak pengajuan',
  declineConfirm:
    'Pengajuan ini akan dibatalkan dan tidak diproses. Pengajuan yang Anda tolak tidak dihitung sebagai bantuan yang pernah Anda ajukan.',
  accepted: 'Anda menerima pengajuan ini.',
  declined: 'Anda menolak pengajuan ini; pengajuan dibatalkan.',
  cannotRespond: 'Pengajuan ini tidak dapat dijawab lagi',
  /** Naming a person by WhatsApp number alone never reaches an existing member. */
  bankAccountNotYours: 'Rekening tidak ditemukan',
} as const;
