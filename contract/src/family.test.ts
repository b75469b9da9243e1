import { describe, expect, it } from 'vitest';
import {
  asksDivorceLength,
  asksGrade,
  asksLiveTogether,
  asksProvideFinance,
  canSaveFamily,
  DEPENDENT_TYPES,
  familyBatchCreateSchema,
  familyBatchUpdateSchema,
  familyCountDisplay,
  familyMemberSchema,
  familySectionSchema,
  isDimmedMember,
  isFamilyMemberComplete,
  familyMessages as m,
} from './family.ts';
import type { z } from './zod.ts';

const messagesOf = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries(
    (schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

const KK = '3273010101010001';
const member = {
  idUser: 1,
  idUserFamily: 2,
  name: 'Fatimah',
  nomorKK: KK,
  idRelationship: 3,
  isLiveTogether: true,
  dependent: 0,
  dependentType: 'Nafkah',
  gender: 'Perempuan',
  income: 0,
  jobStatus: 'Mengurus Rumah Tangga',
};

describe('§5 family member: required fields and messages', () => {
  it('a complete member saves', () => {
    expect(messagesOf(familyMemberSchema, member)).toEqual({});
  });

  it.each([
    ['name', { name: '' }, m.nameRequired],
    ['nomorKK', { nomorKK: '' }, m.kkRequired],
    ['nomorKK', { nomorKK: '32730101' }, 'Nomor KK harus 16 digit angka'],
    ['idRelationship', { idRelationship: '' }, 'Hubungan wajib diisi'],
    ['dependent', { dependent: undefined }, m.dependentRequired],
    ['dependent', { dependent: 2 }, m.dependentRequired],
    ['dependentType', { dependentType: '' }, m.dependentTypeRequired],
    ['dependentType', { dependentType: 'Warisan' }, m.dependentTypeRequired],
    ['gender', { gender: undefined }, 'Jenis kelamin wajib diisi'],
    ['jobStatus', { jobStatus: '' }, m.jobStatusRequired],
    ['jobStatus', { jobStatus: 'Astronot' }, m.jobStatusRequired],
    ['income', { income: -5 }, 'Tidak boleh kurang dari 0'],
    ['income', { income: 10.5 }, 'Harus berupa angka'],
  ])('%s: %j → "%s"', (path, change, message) => {
    expect(messagesOf(familyMemberSchema, { ...member, ...change })[path]).toBe(message);
  });

  it.each([
    ['1', 1],
    ['0', 0],
  ])('dependent %j from a radio → %i (1 Penanggung, 0 Tertanggung)', (value, stored) => {
    expect(familyMemberSchema.parse({ ...member, dependent: value }).dependent).toBe(stored);
  });

  it('the dependent types are Nafkah, Hadiah, Bantuan', () => {
    expect(DEPENDENT_TYPES).toEqual(['Nafkah', 'Hadiah', 'Bantuan']);
  });

  it('an empty income is stored as 0 Rupiah', () => {
    expect(familyMemberSchema.parse({ ...member, income: '' }).income).toBe(0);
  });
});

describe('§4 live-together is asked only when the member is not the applicant', () => {
  it.each([
    ['another user', { idUser: 1, idUserFamily: 2 }, true],
    ['a new member without a user yet', { idUser: 1, idUserFamily: undefined }, true],
    ['the applicant themself', { idUser: 1, idUserFamily: 1 }, false],
  ])('%s → asked %s', (_case, ids, asked) => {
    expect(asksLiveTogether(ids)).toBe(asked);
    const messages = messagesOf(familyMemberSchema, { ...member, ...ids, isLiveTogether: undefined });
    expect(messages.isLiveTogether).toBe(asked ? m.isLiveTogetherRequired : undefined);
  });
});

describe('§4 grade selector for Pelajar, grades 1-12', () => {
  it.each([
    ['Pelajar', true],
    ['Tidak Bekerja', false],
  ])('job %s → grade asked %s', (jobStatus, asked) => {
    expect(asksGrade({ jobStatus })).toBe(asked);
  });

  it.each([
    [undefined, m.gradeRequired],
    [0, m.gradeInvalid],
    [13, m.gradeInvalid],
    [1, undefined],
    ['12', undefined],
  ])('Pelajar with grade %j → %j', (grade, message) => {
    expect(messagesOf(familyMemberSchema, { ...member, jobStatus: 'Pelajar', grade }).grade).toBe(message);
  });

  it('a grade left from another job is dropped', () => {
    expect(familyMemberSchema.parse({ ...member, jobStatus: 'PNS', grade: 5 }).grade).toBeUndefined();
  });
});

describe('§4 divorce duration for Cerai hidup/Cerai mati, provideFinance for Cerai hidup only', () => {
  it.each([
    ['Cerai hidup', true, true],
    ['Cerai mati', true, false],
    ['Menikah', false, false],
    ['Belum menikah', false, false],
    [undefined, false, false],
  ])('%s → divorce length %s, provideFinance %s', (marriage, length, finance) => {
    expect(asksDivorceLength({ marriage })).toBe(length);
    expect(asksProvideFinance({ marriage })).toBe(finance);
    const data = familyMemberSchema.parse({
      ...member,
      marriage,
      deadDivorceLength: 3,
      provideFinance: true,
    });
    expect(data.deadDivorceLength).toBe(length ? 3 : undefined);
    expect(data.provideFinance).toBe(finance ? true : undefined);
  });
});

describe('§4 family list: complete and dimmed members', () => {
  it.each([
    ['complete', member, true],
    ['no name', { ...member, name: '' }, false],
    ['no job status', { ...member, jobStatus: null }, false],
    ['no gender', { ...member, gender: undefined }, false],
    ['no relationship', { ...member, idRelationship: null }, false],
    ['no live-together answer', { ...member, isLiveTogether: null }, false],
    ['live-together false is an answer', { ...member, isLiveTogether: false }, true],
    ['the applicant, not asked live-together', { ...member, idUserFamily: 1, isLiveTogether: null }, true],
  ])('%s → complete %s', (_case, listed, complete) => {
    expect(isFamilyMemberComplete(listed)).toBe(complete);
  });

  it.each([
    ['same KK', KK, false],
    ['same KK with spaces', ` ${KK} `, false],
    ['another KK', '3273010101010002', true],
    ['no KK yet', '', false],
  ])('%s → dimmed and locked %s', (_case, nomorKK, dimmed) => {
    expect(isDimmedMember({ nomorKK }, KK)).toBe(dimmed);
  });
});

describe('§5 saving the family: "Lengkapi semua data untuk menyimpan data keluarga"', () => {
  it.each([
    ['every member complete', [member, { ...member, name: 'Ali', gender: 'Laki-laki' }], true],
    ['a member without relationship', [member, { ...member, idRelationship: null }], false],
    ['a member without job status', [{ ...member, jobStatus: '' }], false],
    ['a member without gender', [{ ...member, gender: null }], false],
  ])('%s → can save %s', (_case, members, ok) => {
    expect(canSaveFamily(members)).toBe(ok);
    const messages = messagesOf(familySectionSchema, { nomorKK: KK, members });
    expect(messages.members).toBe(ok ? undefined : m.completeAllToSave);
  });

  it('the step needs the KK number', () => {
    expect(messagesOf(familySectionSchema, { nomorKK: '', members: [] }).nomorKK).toBe(m.kkRequired);
  });
});

describe('§5 family count display is 1-10', () => {
  it.each([
    [0, 1],
    [1, 1],
    [7, 7],
    [10, 10],
    [14, 10],
  ])('%i members → shows %i', (count, shown) => {
    expect(familyCountDisplay(count)).toBe(shown);
  });
});

describe('§7 family batch calls', () => {
  it('POST /api/family/batch takes new members, at least one', () => {
    expect(familyBatchCreateSchema.safeParse([member]).success).toBe(true);
    expect(familyBatchCreateSchema.safeParse([]).success).toBe(false);
  });

  it('PATCH /api/family/batch needs idFamily on each member', () => {
    expect(messagesOf(familyBatchUpdateSchema, [member])['0.idFamily']).toBeDefined();
    expect(familyBatchUpdateSchema.safeParse([{ ...member, idFamily: 4 }]).success).toBe(true);
  });
});

describe('§8 messages of the family step, verbatim', () => {
  it.each([
    [
      m.kkNotFound,
      'Data Keluarga tidak ditemukan - no kk tidak tersedia di system silahkan lanjutkan memasukan data keluarga.',
    ],
    [m.completeAllForms, 'Lengkapi semua formulir terlebih dahulu'],
    [m.saveFailedFallback, 'Lengkapi semua data terlebih dahulu'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
