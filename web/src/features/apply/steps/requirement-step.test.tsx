import { requirementMessages } from '@amal/contract/requirements';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { RequirementStep } from './requirement-step';
import { markedRequired, property, renderStep, save } from './step-test-helpers';

const box = (columnname: string, label: string, order: number) =>
  property({ idSectionProperty: order, columnname, label, type: 'checkbox', valueType: 'boolean', order });

describe('RequirementStep (spec §5 "Requirement/consent")', () => {
  it('marks the consent boxes the programme requires; one unticked consent is named, not "semua ketentuan"', async () => {
    mockFetch({});
    renderStep(RequirementStep, {
      route: 'requirement',
      idProgram: 3,
      properties: [
        box('accompanyVerifier', 'Saya setuju data dikelola', 1),
        box('testimonial', 'Testimoni', 2),
      ],
    });
    expect(markedRequired(screen.getByLabelText('Saya setuju data dikelola'))).toBe(true);
    expect(markedRequired(screen.getByLabelText('Testimoni'))).toBe(false);
    await save();
    const info = await screen.findByRole('dialog', { name: 'Informasi' });
    expect(info).toHaveTextContent(requirementMessages.accompanyVerifier('yayasan'));
    expect(info).not.toHaveTextContent(requirementMessages.allTerms);
  });

  it('several consents asked and none given: "Anda harus menyetujui semua ketentuan …"', async () => {
    mockFetch({});
    renderStep(RequirementStep, {
      route: 'requirement',
      idProgram: 10,
      properties: [
        box('accompanyVerifier', 'Saya setuju data dikelola', 1),
        box('poor', 'Saya Faqir/Miskin', 2),
        box('noAssistance6Month', 'Tidak mengajukan 6 bulan', 3),
      ],
    });
    expect(markedRequired(screen.getByLabelText('Saya Faqir/Miskin'))).toBe(true);
    await save();
    expect(await screen.findByRole('dialog', { name: 'Informasi' })).toHaveTextContent(
      requirementMessages.allTerms,
    );
  });
});
