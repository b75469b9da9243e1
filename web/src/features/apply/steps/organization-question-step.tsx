import { ORGANIZATION_QUESTION_NAMES, ORGANIZATION_QUESTIONS } from '@amal/contract/qurban';
import { Stack, Text } from '@mantine/core';
import { YesNoField } from '../../../components/form/fields';
import { StepForm } from '../components/step-form';
import { type StepProps, useStepSchema } from './step-props';

/**
 * The qurban organisation questions (spec §3 "Organisation question", §5): every yes/no question,
 * each required in the application ("Pertanyaan harus dijawab") though optional in the catalogue.
 * A question is worded as the catalogue words it, else as the contract does; the step's other
 * properties (the dawah frequency) follow as the catalogue defines them.
 */
export function OrganizationQuestionStep({ program, section, value, onSave, submitLabel }: StepProps) {
  const schema = useStepSchema('organization-question', { program, section });
  const labelOf = (name: string, fallback: string) =>
    section.properties.find((property) => property.columnname === name)?.label ?? fallback;
  return (
    <StepForm
      schema={schema}
      properties={section.properties}
      ownFields={ORGANIZATION_QUESTION_NAMES}
      defaultValues={value}
      onSave={onSave}
      submitLabel={submitLabel}
    >
      {(form) => (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Jawab setiap pertanyaan tentang lembaga Anda.
          </Text>
          {ORGANIZATION_QUESTIONS.map((question) => (
            <YesNoField
              key={question.name}
              form={form}
              name={question.name}
              label={labelOf(question.name, question.label)}
              withAsterisk
            />
          ))}
        </Stack>
      )}
    </StepForm>
  );
}
