import { describe, expect, it } from 'vitest';
import {
  documentVerificationFieldsSchema,
  hasItemIds,
  ITEM_ID,
  itemsOf,
  referenceVerificationSchema,
  requirementVerificationSchema,
  sectionSaveSchema,
  sectionsLeft,
  verificationKindOf,
  verificationMessages,
  visitRecordSchema,
} from './verification.ts';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

const validReference = {
  idUser: 7,
  idStatusResidence: 1,
  lengthOfStay: 3,
  smoker: false,
  pray5Times: true,
};

describe('reference verification (spec §3, §5)', () => {
  it('takes the form as a browser sends it: numbers and yes/no as text', () => {
    const parsed = referenceVerificationSchema.parse({
      ...validReference,
      idUser: '7',
      lengthOfStay: '3',
      smoker: 'false',
      pray5Times: 'true',
      age: '',
    });
    expect(parsed).toMatchObject({ idUser: 7, lengthOfStay: 3, smoker: false, pray5Times: true });
    expect(parsed.age).toBeUndefined();
  });

  it('names the required answers in the spec’s words', () => {
    const result = referenceVerificationSchema.safeParse({ idUser: 7, idStatusResidence: 1 });
    expect(issuesOf(result)).toEqual(
      expect.arrayContaining([
        ['lengthOfStay', 'Lama Tinggal harus diisi'],
        ['smoker', 'Status Merokok harus diisi'],
        ['pray5Times', 'Shalat 5 Waktu harus diisi'],
      ]),
    );
  });

  it('refuses negative numbers: "… tidak boleh kurang dari 0"', () => {
    const result = referenceVerificationSchema.safeParse({ ...validReference, lengthOfStay: -1, age: -2 });
    expect(issuesOf(result)).toEqual([
      ['lengthOfStay', 'Lama Tinggal tidak boleh kurang dari 0'],
      ['age', 'Usia tidak boleh kurang dari 0'],
    ]);
  });

  it('says a number that is not one is not one', () => {
    const result = referenceVerificationSchema.safeParse({ ...validReference, lengthOfStay: 'lama' });
    expect(issuesOf(result)).toEqual([['lengthOfStay', 'Lama Tinggal harus berupa angka']]);
  });
});

describe('requirement verification (spec §5)', () => {
  it('requires the approval flag and the consent', () => {
    expect(issuesOf(requirementVerificationSchema.safeParse({}))).toEqual([
      ['approvalVerifications', 'Persetujuan verifikasi harus diisi'],
      ['accompanyVerifier', 'Persetujuan pengelolaan data pribadi harus diisi'],
    ]);
    expect(
      requirementVerificationSchema.parse({ approvalVerifications: 'true', accompanyVerifier: false }),
    ).toMatchObject({
      approvalVerifications: true,
      accompanyVerifier: false,
    });
  });
});

describe('the visit record (spec §3 "Detail", §5)', () => {
  const visit = {
    idProposal: 1,
    idProposalVerificator: 2,
    distance: 4,
    travelTime: 20,
    travelMode: 'Mobil',
    reason: 'Survei',
    routineProgram: 'false',
    visitedDate: '2026-12-01',
  };

  it('takes a complete visit', () => {
    expect(visitRecordSchema.parse(visit)).toMatchObject({ routineProgram: false, travelMode: 'Mobil' });
  });

  it('names what is missing, in Indonesian', () => {
    expect(issuesOf(visitRecordSchema.safeParse({}))).toEqual(
      expect.arrayContaining([
        ['idProposal', 'Proposal harus diisi'],
        ['idProposalVerificator', 'Penugasan verifikator harus diisi'],
        ['distance', 'Jarak harus diisi'],
        ['travelTime', 'Waktu tempuh harus diisi'],
        ['travelMode', 'Moda perjalanan harus diisi'],
        ['reason', 'Alasan harus diisi'],
        ['routineProgram', 'Program rutin harus diisi'],
        ['visitedDate', 'Tanggal kunjungan harus diisi'],
      ]),
    );
  });

  it('refuses a travel mode off the list, a negative cost and a date that is not one', () => {
    const result = visitRecordSchema.safeParse({
      ...visit,
      travelMode: 'Terbang',
      cost: -5,
      visitedDate: '01-12-2026',
    });
    expect(issuesOf(result)).toEqual([
      ['cost', 'Biaya tidak boleh kurang dari 0'],
      ['travelMode', 'Pilih moda perjalanan'],
      ['visitedDate', 'Format tanggal salah'],
    ]);
  });
});

describe('section saves (spec §7)', () => {
  it('need the proposal and the section: "Proposal harus diisi"', () => {
    expect(issuesOf(sectionSaveSchema.safeParse({ data: {} }))).toEqual([
      ['idProposal', 'Proposal harus diisi'],
      ['idSection', 'Bagian harus diisi'],
    ]);
  });

  it('find the items of list kinds and tell new items from saved ones', () => {
    expect(itemsOf('incomes', [{ nominal: 1 }])).toEqual([{ nominal: 1 }]);
    expect(itemsOf('family', { members: [{ name: 'A' }] })).toEqual([{ name: 'A' }]);
    expect(itemsOf('reference', {})).toBeNull();
    expect(hasItemIds('incomes', [{ nominal: 1 }])).toBe(false);
    expect(hasItemIds('incomes', [{ nominal: 1 }, { nominal: 2, [ITEM_ID]: 9 }])).toBe(true);
    expect(hasItemIds('family', { members: [{ [ITEM_ID]: null }] })).toBe(false);
  });

  it('map each section route to its kind; documents have their own upload', () => {
    expect(verificationKindOf('non-hsi-helped')).toBe('aidFromOthers');
    expect(verificationKindOf('helped-child')).toBe('helpedChild');
    expect(verificationKindOf('documents')).toBeUndefined();
  });

  it('refuse incomes before the family in the spec’s words (spec §4)', () => {
    expect(verificationMessages.incomeBeforeFamily).toBe(
      'Simpan verifikasi Data Keluarga terlebih dahulu sebelum memverifikasi pendapatan',
    );
  });
});

describe('what is left to verify', () => {
  const section = (route: string, verified: boolean) => ({
    idProgramSection: 1,
    idSection: 1,
    route,
    name: route,
    order: 1,
    applicant: null,
    verification: verified
      ? { idVerificationSection: 1, idSection: 1, route, data: {}, verifierName: 'V', updatedAt: '' }
      : null,
  });

  it('counts sections without the verifier’s version, and the documents without a photo', () => {
    const sections = [section('reference', true), section('family', false), section('documents', false)];
    expect(sectionsLeft({ sections, documents: [] }).map((s) => s.route)).toEqual(['family', 'documents']);
    const photo = {
      idDocumentVerification: 1,
      idDocumentType: 1,
      idDocument: null,
      extension: 'png',
      createdAt: '',
    };
    expect(sectionsLeft({ sections, documents: [photo] }).map((s) => s.route)).toEqual(['family']);
  });

  it('names what is missing when completing', () => {
    expect(verificationMessages.missing(['Data Keluarga', verificationMessages.visitRecord])).toBe(
      'Verifikasi belum lengkap: Data Keluarga, Data kunjungan belum disimpan',
    );
  });
});

describe('the verifier’s document photo fields (multipart)', () => {
  it('read the ids from text and name a missing proposal', () => {
    expect(
      documentVerificationFieldsSchema.parse({ idProposal: '3', idDocumentType: '5', idDocument: '' }),
    ).toEqual({
      idProposal: 3,
      idDocumentType: 5,
    });
    expect(issuesOf(documentVerificationFieldsSchema.safeParse({ idDocumentType: '5' }))).toEqual([
      ['idProposal', 'Proposal harus diisi'],
    ]);
  });
});
