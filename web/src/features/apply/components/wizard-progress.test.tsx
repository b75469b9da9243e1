import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProgramSection } from '../../../test/builders';
import { renderWithProviders } from '../../../test/render';
import { WizardProgress } from './wizard-progress';

const steps = ['Data Penerima Bantuan', 'Data Pengaju', 'Data Keluarga'].map((name, i) =>
  buildProgramSection('skill', i + 1, name),
);

/** A screen `wide` from Mantine's md breakpoint or not, as window.matchMedia answers. */
function screenIs(wide: boolean) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...original(query),
    matches: wide && query === '(min-width: 62em)',
  }));
}

describe('WizardProgress', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a phone shows "Langkah n dari N", the step\'s name and a bar, and renders no Stepper', () => {
    screenIs(false);
    renderWithProviders(<WizardProgress steps={steps} active={1} />);
    expect(screen.getByText('Langkah 2 dari 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Langkah 2 dari 3' })).toBeInTheDocument();
    expect(screen.getByText('Data Pengaju')).toBeInTheDocument();
    // The other steps' names are the Stepper's: not in the page at all, not merely hidden.
    expect(screen.queryByText('Data Keluarga')).toBeNull();
  });

  it('on a phone moves the bar to the new step at once, without a width transition (decision 0021)', () => {
    screenIs(false);
    renderWithProviders(<WizardProgress steps={steps} active={1} />);
    const bar = screen.getByRole('progressbar', { name: 'Langkah 2 dari 3' });
    const root = bar.closest<HTMLElement>('.mantine-Progress-root');
    expect(root?.style.getPropertyValue('--progress-transition-duration')).toBe('0ms');
  });

  it("on a wide screen shows every step by name in a Stepper, without the phone's bar", () => {
    screenIs(true);
    renderWithProviders(<WizardProgress steps={steps} active={1} />);
    for (const step of steps) expect(screen.getByText(step.section.name)).toBeInTheDocument();
    expect(screen.queryByText('Langkah 2 dari 3')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
