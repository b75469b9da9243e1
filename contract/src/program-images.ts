/**
 * A programme's icon and banner (issue 36 item 5, decision 0052): images its editors upload, kept in
 * the file store and served publicly, since the programme cards that show them are every member's.
 * Only raster images: an SVG can carry script, so it is refused by its bytes like any other kind.
 * A seed programme's static path (`/programs/…svg`, served by the web app) stays as it is until an
 * editor replaces or removes it.
 */
import { idParam, idParams } from './api.ts';
import { extensionOf, MB } from './documents.ts';
import { endpoint } from './endpoint.ts';
import { z } from './zod.ts';

export const PROGRAM_IMAGE_KINDS = ['icon', 'banner'] as const;
export type ProgramImageKind = (typeof PROGRAM_IMAGE_KINDS)[number];

/** What the editor calls each image. */
export const programImageLabels: Record<ProgramImageKind, string> = {
  icon: 'Ikon program',
  banner: 'Banner program',
};

/**
 * The largest image, in MB: an icon is drawn at 40 px, a banner across a card 120 px high; neither
 * needs more on a phone's data plan.
 */
export const PROGRAM_IMAGE_MAX_MB: Record<ProgramImageKind, number> = { icon: 1, banner: 2 };

/** The kinds taken, by the extension they are stored under, with the content type they are served as. */
export const PROGRAM_IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;
export type ProgramImageExtension = keyof typeof PROGRAM_IMAGE_TYPES;

/** The names a picked file may end in (a phone names a JPEG either way). */
const PICKED_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'];

export const programImageMessages = {
  fileRequired: 'Pilih gambar yang akan diunggah',
  empty: 'Gambar kosong',
  unsupported: 'Gambar harus berupa file png, jpg atau webp (svg tidak diterima)',
  tooLarge: (kind: ProgramImageKind) =>
    `Ukuran ${programImageLabels[kind].toLowerCase()} paling besar ${PROGRAM_IMAGE_MAX_MB[kind]} MB`,
  uploaded: (kind: ProgramImageKind) => `${programImageLabels[kind]} berhasil diunggah`,
  removed: (kind: ProgramImageKind) => `${programImageLabels[kind]} dihapus`,
  uploadFailed: 'Gambar gagal diunggah',
  notFound: 'Gambar tidak ditemukan',
  invalidFileName: 'Nama file gambar tidak valid',
  /** On the create form: an image belongs to a programme that exists. */
  afterCreate: 'Ikon dan banner dapat ditambahkan setelah program dibuat.',
} as const;

/**
 * Why a picked file may not be sent as the image `kind`, judged by its name and size before any
 * request; null when it may. The server judges the bytes again.
 */
export function programImageRefusal(kind: ProgramImageKind, file: { name: string; size: number }) {
  if (!PICKED_EXTENSIONS.includes(extensionOf(file.name))) return programImageMessages.unsupported;
  if (file.size === 0) return programImageMessages.empty;
  if (file.size > PROGRAM_IMAGE_MAX_MB[kind] * MB) return programImageMessages.tooLarge(kind);
  return null;
}

/** A stored image's file name: the server's own uuid and the extension its bytes showed. */
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

/**
 * The address an uploaded image is served from, which `programs.icon`/`banner` hold. It names the
 * file, so its bytes never change under it and a browser may keep it; a new upload is a new address.
 */
export const programImagePath = (idProgram: number, kind: ProgramImageKind, fileName: string) =>
  `/api/program/${idProgram}/${kind}/${fileName}`;

/** The answer of an upload or a removal: the programme's images as they now are. */
export const programImagesSchema = z.object({
  idProgram: z.number().int(),
  icon: z.string().nullable(),
  banner: z.string().nullable(),
});
export type ProgramImages = z.infer<typeof programImagesSchema>;

const fileParams = z.object({
  id: idParam,
  fileName: z.string().regex(FILE_NAME, { error: programImageMessages.invalidFileName }),
});

const tag = 'program-editor';

/** The three endpoints of one kind of image: upload (replacing), removal, and the public file. */
const imageEndpoints = <K extends ProgramImageKind>(kind: K) => ({
  upload: endpoint({
    method: 'PUT',
    path: `/program/:id/${kind}`,
    summary: `Upload a programme's ${kind} (png, jpg or webp), replacing the one it has`,
    tag,
    access: 'staff',
    params: idParams,
    // For the description only: the multipart reader, not the validator, reads it.
    body: z.object({ file: z.string().meta({ format: 'binary' }) }),
    response: { 200: programImagesSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `/program/:id/${kind}`,
    summary: `Remove a programme's ${kind}`,
    tag,
    access: 'staff',
    params: idParams,
    response: { 200: programImagesSchema },
  }),
  file: endpoint({
    method: 'GET',
    path: `/program/:id/${kind}/:fileName`,
    summary: `Read a programme's uploaded ${kind} (the address its programme names)`,
    tag,
    access: 'public',
    params: fileParams,
    response: {},
  }),
});

export const programImageEndpoints = {
  icon: imageEndpoints('icon'),
  banner: imageEndpoints('banner'),
};
