import { describe, expect, it } from 'vitest';
import {
  bulkStatusChangeSchema,
  requiresVerificationNumber,
  statusChangeSchema,
  statusChoices,
  withAssessmentGate,
} from './status-decisions.ts';

const flow = [
  { idProposalStatus: 1, name: 'Pengajuan baru', order: 1 },
  { idProposalStatus: 4, name: 'Verifikasi berkas', order: 2 },
  { idProposalStatus: 5, name: 'Verifikasi lapangan', order: 4 },
  { idProposalStatus: 3, name: 'Dokumen belum lengkap', order: 3 },
];

describe('the verification-number rule (spec §4)', () => {
  it('holds for a status with order 1 and for status 5, not for others', () => {
    expect(requiresVerificationNumber({ idProposalStatus: 1, order: 1 })).toBe(true);
    expect(requiresVerificationNumber({ idProposalStatus: 5, order: 7 })).toBe(true);
    expect(requiresVerificationNumber({ idProposalStatus: 4, order: 2 })).toBe(false);
  });
});

describe('status choices (spec §4)', () => {
  it('are the allowed statuses in the programme order, labelled "{id} - {name}"', () => {
    expect(statusChoices(flow, new Set([3, 5, 8]))).toEqual([
      { idProposalStatus: 3, label: '3 - Dokumen belum lengkap', requiresVerificationNumber: false },
      { idProposalStatus: 5, label: '5 - Verifikasi lapangan', requiresVerificationNumber: true },
    ]);
  });

  it('list every status once for a super admin (no mapping), even when the flow repeats one', () => {
    const labels = statusChoices([...flow, flow[0]!], null).map((choice) => choice.label);
    expect(labels).toEqual([
      '1 - Pengajuan baru',
      '4 - Verifikasi berkas',
      '3 - Dokumen belum lengkap',
      '5 - Verifikasi lapangan',
    ]);
  });

  it('are empty when the mapping gives the roles nothing', () => {
    expect(statusChoices(flow, new Set())).toEqual([]);
  });
});

describe('decision bodies', () => {
  it('take a blank note and number as absent, and refuse a note over 1000 characters', () => {
    expect(
      statusChangeSchema.parse({ idProposalStatus: 4, note: '  ', verificationNumber: '', version: 2 }),
    ).toEqual({
      idProposalStatus: 4,
      version: 2,
    });
    expect(
      statusChangeSchema.safeParse({ idProposalStatus: 4, note: 'x'.repeat(1001), version: 0 }).success,
    ).toBe(false);
  });

  it('a bulk move needs at least one proposal', () => {
    const result = bulkStatusChangeSchema.safeParse({ idProposals: [], idProposalStatus: 4 });
    expect(result.error?.issues[0]?.message).toBe('Pilih pengajuan terlebih dahulu');
  });
});

describe('the assessment gate on the status choices (issue 36, minimumAssesor)', () => {
  const assessed = [
    { idProposalStatus: 6, name: 'Selesai verifikasi lapangan', order: 6 },
    { idProposalStatus: 7, name: 'Penilaian assessor', order: 7 },
    { idProposalStatus: 8, name: 'Disetujui', order: 8 },
    { idProposalStatus: 9, name: 'Ditolak', order: 9 },
  ];
  const choices = statusChoices(assessed, null);

  it('marks the moves past assessment while assessments are missing, naming how many', () => {
    const gated = withAssessmentGate(choices, assessed, 7, { missing: 1, minimum: 2 });
    expect(gated.map((c) => [c.idProposalStatus, c.unavailable])).toEqual([
      [6, undefined],
      [7, undefined],
      [8, 'Penilaian assessor belum cukup: masih kurang 1 dari 2 penilaian yang dibutuhkan program ini'],
      [9, undefined],
    ]);
  });

  it('leaves every choice free once enough are made', () => {
    expect(withAssessmentGate(choices, assessed, 7, { missing: 0, minimum: 2 })).toEqual(choices);
  });
});
