import { z } from '@amal/contract/zod';
import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FieldValues, type UseFormReturn, useFormState } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { StepForm } from './step-form';
import { UNSAVED_WRITE_DELAY_MS, UnsavedValuesContext } from './unsaved-values';

const REQUIRED = 'Nama wajib diisi';

/** A field showing its error as the wizard's fields do: from the form's state, as it changes. */
function NameField({ form }: { form: UseFormReturn<FieldValues> }) {
  const { errors } = useFormState({ control: form.control, name: 'name' });
  const error = errors.name?.message;
  return (
    <TextInput
      label="Nama"
      error={typeof error === 'string' ? error : undefined}
      {...form.register('name')}
    />
  );
}

function renderStepForm() {
  const filled = vi.fn((name: string) => name.length > 0);
  const onSave = vi.fn(async () => undefined);
  renderWithProviders(
    <StepForm
      schema={z.object({ name: z.string().refine(filled, REQUIRED) })}
      properties={[]}
      defaultValues={{ name: '' }}
      onSave={onSave}
      submitLabel="Simpan Data"
    >
      {(form) => <NameField form={form} />}
    </StepForm>,
  );
  return { filled, onSave };
}

describe('StepForm', () => {
  it('validates on "Simpan Data", and shows nothing before', async () => {
    const { filled, onSave } = renderStepForm();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(filled).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(filled).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Nama'), 'Ahmad');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Ahmad' }));
  });
});

describe('StepForm: the browser copy of what is not saved yet (issue 32 item 11)', () => {
  function renderWithCopy() {
    const write = vi.fn();
    renderWithProviders(
      <UnsavedValuesContext.Provider value={{ write }}>
        <StepForm
          schema={z.object({ name: z.string() })}
          properties={[]}
          defaultValues={{ name: '', city: '' }}
          onSave={vi.fn()}
          submitLabel="Simpan Data"
        >
          {(form) => (
            <>
              <NameField form={form} />
              <button type="button" onClick={() => form.setValue('city', 'Garut')}>
                Check
              </button>
            </>
          )}
        </StepForm>
      </UnsavedValuesContext.Provider>,
    );
    return write;
  }

  it('keeps what "Check" filled in after the member typed, not what a step sets by itself', async () => {
    const write = renderWithCopy();
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await new Promise((resolve) => setTimeout(resolve, UNSAVED_WRITE_DELAY_MS + 100));
    expect(write).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Nama'), 'Ahmad');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(write).toHaveBeenLastCalledWith({ name: 'Ahmad', city: 'Garut' }));
  });
});
