import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PropertiesStep } from '../steps/properties-step';
import { property, renderStep } from '../steps/step-test-helpers';

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
});
