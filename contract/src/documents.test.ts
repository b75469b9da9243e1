import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_EXTENSIONS,
  countsTowardComplete,
  documentFileName,
  documentMessages,
  documentReviewSchema,
  documentUploadFieldsSchema,
  extensionOf,
  isAcceptedExtension,
  maxUploadMb,
} from './documents.ts';

describe('§5 uploads: accepted files', () => {
  it('accepts png, jpg, jpeg, pdf and audio mp3, mp4, ogg, wav, and nothing else', () => {
    expect(ACCEPTED_EXTENSIONS).toEqual(['png', 'jpg', 'jpeg', 'pdf', 'mp3', 'mp4', 'ogg', 'wav']);
    for (const ext of ['exe', 'html', 'svg', 'docx', 'gif', '']) expect(isAcceptedExtension(ext)).toBe(false);
    expect(isAcceptedExtension('PDF')).toBe(true);
  });

  it.each([
    ['ktp.JPG', 'jpg'],
    ['laporan.final.pdf', 'pdf'],
    ['tanpa-ekstensi', ''],
  ])('the extension of %s is "%s"', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });
});

describe('§5/§9 upload size: 5 MB default, 15 MB audio, 15 for programme 61', () => {
  it.each([
    [{ idProgram: 3, extension: 'pdf' }, 5],
    [{ idProgram: 3, extension: 'jpg' }, 5],
    [{ idProgram: 3, extension: 'mp3' }, 15],
    [{ idProgram: 3, extension: 'wav' }, 15],
    [{ idProgram: 61, extension: 'pdf' }, 15],
    [{ idProgram: null, extension: 'png' }, 5],
    [{}, 5],
  ])('%o → %i MB', (input, mb) => {
    expect(maxUploadMb(input)).toBe(mb);
  });

  it('says "Ukuran dokumen harus kurang dari {n} MB"', () => {
    expect(documentMessages.tooLarge(5)).toBe('Ukuran dokumen harus kurang dari 5 MB');
    expect(documentMessages.uploaded).toBe('Dokumen berhasil di unggah');
    expect(documentMessages.uploadFailed).toBe('Upload gagal');
  });
});

describe('document review', () => {
  it('a version asked to be uploaded again no longer counts toward documentComplete', () => {
    expect(countsTowardComplete('PENDING')).toBe(true);
    expect(countsTowardComplete('ACCEPTED')).toBe(true);
    expect(countsTowardComplete('REUPLOAD')).toBe(false);
  });

  it('"Perlu unggah ulang" needs a reason', () => {
    const result = documentReviewSchema.safeParse({ reviewStatus: 'REUPLOAD' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(documentMessages.reasonRequired);
    expect(documentReviewSchema.safeParse({ reviewStatus: 'ACCEPTED' }).success).toBe(true);
  });
});

describe('POST /api/document/type: the multipart fields beside the file', () => {
  it('reads ids from multipart text fields, idProgram optional for a wizard upload', () => {
    expect(
      documentUploadFieldsSchema.parse({ idDocumentType: '2', idProgram: '61', idDocumentReplaced: '7' }),
    ).toEqual({ idDocumentType: 2, idProgram: 61, idDocumentReplaced: 7 });
    expect(documentUploadFieldsSchema.parse({ idDocumentType: '2', idProposal: '5' })).toEqual({
      idDocumentType: 2,
      idProposal: 5,
    });
  });

  it.each([
    ['no document type', {}],
    ['a non-numeric programme', { idDocumentType: '2', idProgram: 'x' }],
    ['a negative proposal', { idDocumentType: '2', idProposal: '-1' }],
  ])('refuses %s', (_, fields) => {
    expect(documentUploadFieldsSchema.safeParse(fields).success).toBe(false);
  });

  it('serves a stored file under a name of its own, never the uploaded one', () => {
    expect(documentFileName(12, 'pdf')).toBe('dokumen-12.pdf');
  });
});
