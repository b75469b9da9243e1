import { describe, expect, it } from 'vitest';
import { applicationLockedMessage } from './home-menu.ts';

const ready = { hasBankAccount: true, idCardNumber: '3273011705900001', homeDocumentTypes: [2, 6] };

describe('applicationLockedMessage (spec §2 home menu: why the tiles are closed)', () => {
  it.each([
    [{ hasBankAccount: false }, 'Lengkapi rekening bank untuk mulai mengajukan bantuan.'],
    [
      { hasBankAccount: false, idCardNumber: null },
      'Lengkapi rekening bank dan nomor KTP untuk mulai mengajukan bantuan.',
    ],
    [
      { hasBankAccount: false, idCardNumber: null, homeDocumentTypes: [6] },
      'Lengkapi rekening bank, nomor KTP, dan dokumen KTP/KK untuk mulai mengajukan bantuan.',
    ],
  ])('names what is missing: %o', (missing, message) => {
    expect(applicationLockedMessage({ ...ready, ...missing })).toBe(message);
  });
});
