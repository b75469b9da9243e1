/**
 * Documents (spec §3 document, §5 uploads, §7 documents, §9 limits): what may be uploaded, how big,
 * the versions of a document slot and their review.
 */
import { idParam, listResponseSchema } from './api.ts';
import { endpoint } from './endpoint.ts';
import { z } from './zod.ts';

/** Accepted files by extension, with the content type they are stored and served as. */
export const ACCEPTED_FILES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  mp4: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
} as const;
export type AcceptedExtension = keyof typeof ACCEPTED_FILES;
export const ACCEPTED_EXTENSIONS = Object.keys(ACCEPTED_FILES) as AcceptedExtension[];
const AUDIO_EXTENSIONS: readonly AcceptedExtension[] = ['mp3', 'mp4', 'ogg', 'wav'];

export const isAcceptedExtension = (ext: string): ext is AcceptedExtension =>
  Object.hasOwn(ACCEPTED_FILES, ext.toLowerCase());
const isAudioExtension = (ext: string): boolean =>
  AUDIO_EXTENSIONS.includes(ext.toLowerCase() as AcceptedExtension);

/** The kinds of file a document type may take (its `accepts`), judged by the file's bytes. */
export const DOCUMENT_FILE_KINDS = ['image', 'pdf', 'audio'] as const;
export type DocumentFileKind = (typeof DOCUMENT_FILE_KINDS)[number];
/** What a document type takes unless it says otherwise: a scan or a photo of a paper. */
export const DOCUMENT_KINDS_DEFAULT: DocumentFileKind[] = ['image', 'pdf'];

export function fileKindOf(extension: string): DocumentFileKind | null {
  if (!isAcceptedExtension(extension)) return null;
  if (isAudioExtension(extension)) return 'audio';
  return extension.toLowerCase() === 'pdf' ? 'pdf' : 'image';
}

const KIND_EXTENSIONS: Record<DocumentFileKind, string> = {
  image: 'png, jpg, jpeg',
  pdf: 'pdf',
  audio: 'mp3, mp4, ogg, wav',
};
/** What a slot says it takes, e.g. "png, jpg, jpeg, pdf". */
export const acceptedExtensionsText = (kinds: readonly DocumentFileKind[]): string =>
  kinds.map((kind) => KIND_EXTENSIONS[kind]).join(', ');

/** Default upload limit in MB (spec §9). */
const DEFAULT_UPLOAD_MB = 5;
/** Audio recordings and programme 61 (Quran memorisation recordings) may be larger. */
export const LARGE_UPLOAD_MB = 15;
const LARGE_UPLOAD_PROGRAM_ID = 61;
export const MB = 1024 * 1024;

/**
 * The largest file allowed, in MB: 15 for audio or for programme 61 (the spec's per-type function),
 * else 5. One function for the browser (refuses before uploading) and the server (answers 413).
 */
export function maxUploadMb(input: { idProgram?: number | null; extension?: string | null }): number {
  if (input.idProgram === LARGE_UPLOAD_PROGRAM_ID) return LARGE_UPLOAD_MB;
  if (input.extension && isAudioExtension(input.extension)) return LARGE_UPLOAD_MB;
  return DEFAULT_UPLOAD_MB;
}

/** The extension of a file name, lower case, without the dot; "" when it has none. */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

export const documentMessages = {
  tooLarge: (mb: number) => `Ukuran dokumen harus kurang dari ${mb} MB`,
  uploadFailed: 'Upload gagal',
  uploaded: 'Dokumen berhasil di unggah',
  unsupported: 'Jenis dokumen tidak didukung: gunakan png, jpg, jpeg, pdf, mp3, mp4, ogg atau wav',
  mismatch: 'Isi dokumen tidak sesuai dengan jenis filenya',
  empty: 'Dokumen kosong',
  fileRequired: 'Pilih dokumen yang akan diunggah',
  notFound: 'Dokumen tidak ditemukan',
  typeNotInProgram: 'Jenis dokumen ini tidak diminta oleh program',
  onlyOneFile: 'Jenis dokumen ini hanya menerima satu dokumen',
  locked: 'Dokumen yang sudah diterima tidak dapat diubah',
  reasonRequired: 'Alasan wajib diisi',
  reviewed: 'Status dokumen disimpan',
  removed: 'Dokumen dihapus',
  /** Removing a version once the proposal's documents are complete (the staff have it now). */
  completeLocked: 'Dokumen pengajuan yang sudah lengkap tidak dapat dihapus',
  /** Replacing a version that was removed or already replaced (another tab got there first). */
  notCurrent: 'Dokumen ini sudah diganti atau dihapus',
  /** A file of a kind the slot does not take (a recording as a house photo). */
  wrongKind: (kinds: readonly DocumentFileKind[]) =>
    `Jenis dokumen ini hanya menerima file ${acceptedExtensionsText(kinds)}`,
  /** The member's stored uploads reached UPLOAD_QUOTA_MB. */
  quotaFull:
    'Kuota penyimpanan dokumen Anda sudah penuh. Hapus dokumen yang tidak dipakai atau hubungi admin.',
} as const;

/** The most a member may keep uploaded (every version not removed), in MB. */
export const UPLOAD_QUOTA_MB = 200;

/** Review states of a document version (issue 4: versions and review). */
const DOCUMENT_REVIEW_STATUSES = ['PENDING', 'ACCEPTED', 'REUPLOAD'] as const;
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number];
export const documentReviewLabels: Record<DocumentReviewStatus, string> = {
  PENDING: 'Belum diperiksa',
  ACCEPTED: 'Diterima',
  REUPLOAD: 'Perlu unggah ulang',
};

/** A version counts towards documentComplete unless a reviewer asked for it to be uploaded again. */
export const countsTowardComplete = (status: DocumentReviewStatus): boolean => status !== 'REUPLOAD';

/** POST /api/document/type: the multipart fields beside `file`. */
export const documentUploadFieldsSchema = z.object({
  idDocumentType: idParam,
  /** The proposal the document belongs to; absent for a person's own document (KTP, KK). */
  idProposal: idParam.optional(),
  /** The version this upload replaces (the same slot): the old one stays readable. */
  idDocumentReplaced: idParam.optional(),
  /**
   * A wizard upload before the proposal exists: the programme applied for, which sets the size limit
   * (maxUploadMb) and the document types allowed. Ignored when idProposal is given.
   */
  idProgram: idParam.optional(),
  /**
   * The caller's draft a wizard upload is kept with until the proposal is sent (then it becomes the
   * proposal's, and a KTP or KK the recipient's). Ignored when idProposal is given.
   */
  idTempProposal: idParam.optional(),
});

/** A stored document version as the API answers it. */
export const documentResponseSchema = z.object({
  idDocument: z.number().int(),
  idDocumentType: z.number().int(),
  idUser: z.number().int(),
  idProposal: z.number().int().nullable(),
  /** The draft a wizard upload is kept with until its proposal is sent. */
  idTempProposal: z.number().int().nullable(),
  /** Whom a person's document (KTP, KK, photo) is about; null for a proposal's own document. */
  idPerson: z.number().int().nullable(),
  /** The version this one replaced, so a slot's versions form a chain. */
  idDocumentReplaced: z.number().int().nullable(),
  extension: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  reviewStatus: z.enum(DOCUMENT_REVIEW_STATUSES),
  reviewReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Removed by the applicant (before the proposal was complete); kept for its history. */
  removed: z.boolean(),
  createdAt: z.string(),
});
export type DocumentResponse = z.infer<typeof documentResponseSchema>;

/** PATCH /api/document/{id}/review: a verifier or programme admin accepts a version or asks again. */
export const documentReviewSchema = z
  .object({
    reviewStatus: z.enum(['ACCEPTED', 'REUPLOAD']),
    reviewReason: z.string().trim().max(1000).optional(),
  })
  .superRefine((review, ctx) => {
    if (review.reviewStatus === 'REUPLOAD' && !review.reviewReason) {
      ctx.addIssue({ code: 'custom', path: ['reviewReason'], message: documentMessages.reasonRequired });
    }
  });
export type DocumentReview = z.infer<typeof documentReviewSchema>;

export const documentListResponseSchema = listResponseSchema(documentResponseSchema);

export const documentIdParams = z.object({ idDocument: idParam });
export const proposalDocumentsParams = z.object({ idProposal: idParam });
/** GET /api/document/user/{idDocumentType} */
export const ownDocumentsParams = z.object({ idDocumentType: idParam });
/** GET /api/document/user/{idUser}/{idDocumentType} */
export const userDocumentsParams = z.object({ idUser: idParam, idDocumentType: idParam });
/** GET /api/documents/draft/{idTempProposal}: the uploads kept with the caller's draft. */
export const draftDocumentsParams = z.object({ idTempProposal: idParam });
/** GET /api/document-verification/{idDocumentVerification} */
export const documentVerificationIdParams = z.object({ idDocumentVerification: idParam });

/** The file name a stored document is served under: never the name it was uploaded with. */
export const documentFileName = (idDocument: number, extension: string): string =>
  `dokumen-${idDocument}.${extension}`;

const tag = 'documents';

/**
 * The document routes. A file is answered as a stream (200, or 206 for a byte range) with no JSON
 * schema: its address is built with pathOf, not called.
 */
export const documentsEndpoints = {
  /** multipart/form-data: the multipart reader, not the validator, reads this body. */
  upload: endpoint({
    method: 'POST',
    path: '/document/type',
    summary: 'Upload a document',
    tag,
    access: 'user',
    // For the description only.
    body: documentUploadFieldsSchema.extend({ file: z.string().meta({ format: 'binary' }) }),
    response: { 201: documentResponseSchema },
  }),
  view: endpoint({
    method: 'GET',
    path: '/document/:idDocument',
    summary: 'View a document file',
    tag,
    access: 'user',
    params: documentIdParams,
    response: {},
  }),
  download: endpoint({
    method: 'GET',
    path: '/document/download/:idDocument',
    summary: 'Download a document file',
    tag,
    access: 'user',
    params: documentIdParams,
    response: {},
  }),
  viewVerification: endpoint({
    method: 'GET',
    path: '/document-verification/:idDocumentVerification',
    summary: 'View a verification file',
    tag,
    access: 'user',
    params: documentVerificationIdParams,
    response: {},
  }),
  listOwn: endpoint({
    method: 'GET',
    path: '/document/user/:idDocumentType',
    summary: "List the caller's documents of a type",
    tag,
    access: 'user',
    params: ownDocumentsParams,
    response: { 200: documentListResponseSchema },
  }),
  listOfUser: endpoint({
    method: 'GET',
    path: '/document/user/:idUser/:idDocumentType',
    summary: "List a person's documents of a type",
    tag,
    access: 'user',
    params: userDocumentsParams,
    response: { 200: documentListResponseSchema },
  }),
  listOfProposal: endpoint({
    method: 'GET',
    path: '/documents/proposal/:idProposal',
    summary: "List a proposal's documents",
    tag,
    access: 'user',
    params: proposalDocumentsParams,
    response: { 200: documentListResponseSchema },
  }),
  listOfDraft: endpoint({
    method: 'GET',
    path: '/documents/draft/:idTempProposal',
    summary: "List a draft's documents",
    tag,
    access: 'user',
    params: draftDocumentsParams,
    response: { 200: documentListResponseSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/document/:idDocument',
    summary: 'Delete a document',
    tag,
    access: 'user',
    params: documentIdParams,
    response: { 204: z.null() },
  }),
  review: endpoint({
    method: 'PATCH',
    path: '/document/:idDocument/review',
    summary: 'Review a document',
    tag,
    access: 'user',
    params: documentIdParams,
    body: documentReviewSchema,
    response: { 200: documentResponseSchema },
  }),
};
