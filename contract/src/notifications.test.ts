import { describe, expect, it } from 'vitest';
import {
  deadlineText,
  documentsMissingText,
  MAX_SEND_ATTEMPTS,
  notificationMessages,
  notificationPages,
  notifiesApplicant,
  OUTBOX_STATES,
  retryDelaySeconds,
  revisionText,
  stateNote,
  statusChangeText,
  whatsappOptOutSchema,
} from './notifications.ts';

const common = {
  foundationName: 'Yayasan Uji',
  fullName: 'Siti',
  programName: 'Beasiswa',
  link: 'https://amal.example/proposal/7',
};

describe('which status changes the applicant hears about', () => {
  it.each([
    [1, false],
    [2, true],
    [3, true],
    [4, false],
    [6, false],
    [7, false],
    [8, true],
    [9, true],
    [13, true],
    [29, true],
    [33, false],
  ])('status %i: %s', (id, notified) => {
    expect(notifiesApplicant(id)).toBe(notified);
    const text = statusChangeText({ ...common, idProposalStatus: id, statusName: 'X' });
    expect(text === null).toBe(!notified);
  });
});

describe('the texts', () => {
  it('name the foundation, the applicant, the programme and the link', () => {
    const texts = [
      statusChangeText({ ...common, idProposalStatus: 8, statusName: 'Disetujui' })!,
      revisionText({ ...common, sections: ['Data Keluarga', 'Pendapatan'] }),
      documentsMissingText({ ...common, missing: 2, deadline: 'Senin, 7 Desember 2026' }),
    ];
    for (const text of texts) {
      for (const part of Object.values(common)) expect(text).toContain(part);
      expect(text).toMatch(/^Assalamu'alaikum Siti, /);
    }
    expect(texts[0]).toContain('"Disetujui"');
    expect(texts[1]).toContain('bagian: Data Keluarga, Pendapatan.');
    expect(texts[2]).toContain('2 dokumen');
  });

  it('write the upload day limit in Asia/Jakarta', () => {
    // 17:30 UTC is already the next day in Jakarta (UTC+7).
    expect(deadlineText(new Date('2026-12-06T17:30:00Z'))).toBe('Senin, 7 Desember 2026');
  });

  it('open the pages a member lands on after login', () => {
    expect(notificationPages.proposal(7)).toBe('/proposal/7');
    expect(notificationPages.revision(7)).toBe('/proposal/7/perbaiki');
    expect(notificationPages.documents(7)).toBe('/update-proposal/7');
  });
});

describe('the retry rule', () => {
  it('doubles the wait from 30 s, at most an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(3600);
    expect(MAX_SEND_ATTEMPTS).toBeGreaterThan(1);
  });
});

describe('what staff read', () => {
  it('says "not sent: no provider" for a pending message without a provider', () => {
    expect(stateNote('pending', false)).toBe(notificationMessages.noProvider);
    expect(stateNote('pending', true)).toBe(notificationMessages.states.pending);
    for (const state of OUTBOX_STATES) expect(stateNote(state, true)).toBeTruthy();
    expect(stateNote('opted-out', false)).toBe(notificationMessages.states['opted-out']);
  });

  it('takes an opt-out as a boolean only', () => {
    expect(whatsappOptOutSchema.safeParse({ optOut: true }).success).toBe(true);
    expect(whatsappOptOutSchema.safeParse({ optOut: 'ya' }).success).toBe(false);
    expect(whatsappOptOutSchema.safeParse({}).success).toBe(false);
  });
});
