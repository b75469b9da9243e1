import { SUB_PROGRAM_REQUIRED_MESSAGE } from '@amal/contract/section-data';
import { z } from '@amal/contract/zod';
import { Checkbox, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { StepForm } from '../components/step-form';
import type { StepProps } from './step-props';

const choiceSchema = z.object({ idProgramChildren: z.array(z.string()) });

/** The sub-programme choice: at least one, else the "Informasi" dialog (spec §5 "Sub-programme"). */
export function SubProgramStep({ program, value, onSave, submitLabel }: StepProps) {
  const chosen = Array.isArray(value.idProgramChildren) ? value.idProgramChildren.map(String) : [];
  return (
    <StepForm
      schema={choiceSchema}
      properties={[]}
      defaultValues={{ idProgramChildren: chosen }}
      blockers={(values) =>
        (values.idProgramChildren as string[]).length === 0 ? [SUB_PROGRAM_REQUIRED_MESSAGE] : []
      }
      onSave={(values) => onSave({ idProgramChildren: (values.idProgramChildren as string[]).map(Number) })}
      submitLabel={submitLabel}
    >
      {(form) => (
        <Controller
          control={form.control}
          name="idProgramChildren"
          render={({ field }) => (
            <Checkbox.Group label="Sub program yang diajukan" value={field.value} onChange={field.onChange}>
              <Stack gap="xs" mt="xs">
                {program.childPrograms.map((child) => (
                  <Checkbox
                    key={child.idProgram}
                    value={String(child.idProgram)}
                    label={child.name}
                    description={child.open ? undefined : 'Ditutup'}
                    disabled={!child.open}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
      )}
    </StepForm>
  );
}
