import type { ApplicationRequirement } from '@amal/contract/home-menu';

/** Where "Lengkapi data" draws each requirement: the checklist's entries lead to these. */
export const REQUIREMENT_SECTION_IDS: Record<ApplicationRequirement, string> = {
  bankAccount: 'rekening-bank',
  idCardNumber: 'nomor-ktp',
  documents: 'dokumen-ktp-kk',
};

/** Touch targets of at least 44 px on a phone: Mantine's "md" is 42. */
export const TOUCH_BUTTON = { size: 'md', mih: 44 } as const;
export const TOUCH_INPUT = { size: 'md', styles: { input: { minHeight: 44 } } } as const;
