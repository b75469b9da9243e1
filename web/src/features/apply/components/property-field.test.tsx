import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PropertiesStep } from '../steps/properties-step';
import { property, renderStep, save } from '../steps/step-test-helpers';

describe('PropertyField (spec §3 programSections: a field from its catalogue record)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a required checkbox or switch is drawn without the asterisk prop reaching the page', () => {
    const consoleError = vi.spyOn(console, 'error');
    renderStep(PropertiesStep, {
      route: 'requirement',
      properties: [
        property({ columnname: 'agree', label: 'Saya setuju', type: 'checkbox', required: true }),
        property({
          idSectionProperty: 2,
          columnname: 'remind',
          label: 'Ingatkan saya',
          type: 'switch',
          required: true,
          order: 2,
        }),
      ],
    });
    expect(screen.getByRole('checkbox', { name: 'Saya setuju' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ingatkan saya' })).toBeInTheDocument();
    // React's "does not recognize the `withAsterisk` prop on a DOM element".
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a currency property is typed on the number pad, shown as Rupiah and saved as a whole number', async () => {
    const { onSave } = renderStep(PropertiesStep, {
      route: 'requirement',
      properties: [
        property({
          columnname: 'tuitionFee',
          label: 'Biaya SPP per Bulan',
          type: 'currency',
          valueType: 'number',
          required: true,
        }),
      ],
    });
    const input = screen.getByRole('textbox', { name: /Biaya SPP per Bulan/ });
    // Mantine's NumberInput asks for the decimal pad: digits, on the phones applicants use.
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1500000');
    expect(input).toHaveValue('Rp 1.500.000');
    await save();
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ tuitionFee: 1500000 })),
    );
  });
});
