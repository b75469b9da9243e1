import type { DraftData } from '@amal/contract/drafts';
import type { SectionProperty } from '@amal/contract/programs';
import type { CurrentUser } from '@amal/contract/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { buildCurrentUser, buildProgramDetail, buildProgramSection } from '../../../test/builders';
import { json } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import type { StepComponent } from './step-props';

/** A catalogue property with test defaults. */
export const property = (overrides: Partial<SectionProperty>): SectionProperty => ({
  idSectionProperty: 1,
  columnname: 'x',
  label: 'X',
  type: 'text',
  valueType: 'string',
  required: false,
  enable: true,
  source: 'manual',
  options: null,
  lookup: null,
  idDocumentType: null,
  hint: null,
  order: 1,
  ...overrides,
});

/** A list answer of lookup rows. */
export const list = (data: unknown[]) => json({ data, total: data.length, page: 1, rows: data.length });

interface RenderStepOptions {
  route: string;
  properties?: SectionProperty[];
  value?: Record<string, unknown>;
  draft?: DraftData;
  idProgram?: number;
  user?: CurrentUser;
}

/** Renders one step alone, with "Simpan Data" resolving a spy. */
export function renderStep(Step: StepComponent, options: RenderStepOptions) {
  const onSave = vi.fn(async (_value: unknown) => {});
  const program = buildProgramDetail({}, { idProgram: options.idProgram ?? 3 });
  const section = buildProgramSection(options.route, 1, options.route, options.properties ?? []);
  renderWithProviders(
    <Step
      program={program}
      section={section}
      user={options.user ?? buildCurrentUser()}
      value={options.value ?? {}}
      draft={options.draft ?? {}}
      onSave={onSave}
      submitLabel="Simpan Data"
    />,
  );
  return { onSave };
}

/** Opens a Mantine select by its label and picks an option. */
export async function pick(label: RegExp | string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

export const save = () => userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));

/** Whether a field is marked required: Mantine's "*" in its label, or a required checkbox. */
export function markedRequired(input: HTMLElement): boolean {
  const label = input.id ? document.querySelector(`label[for="${input.id}"]`) : null;
  return (
    Boolean(label?.querySelector('.mantine-InputWrapper-required')) || (input as HTMLInputElement).required
  );
}
