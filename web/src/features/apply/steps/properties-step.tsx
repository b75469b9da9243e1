import { patientSchema, skillSchema, teacherSchema } from '@amal/contract/applicant';
import { aidFromFoundationSchema } from '@amal/contract/finances';
import type { z } from '@amal/contract/zod';
import { StepForm } from '../components/step-form';
import type { StepProps } from './step-props';

/**
 * A step whose fields are all programme-defined properties, optionally checked by a contract schema
 * too (skill, teacher, patient, aid from the foundation, student, …). Unknown routes render this.
 */
export function PropertiesStep({
  section,
  value,
  onSave,
  submitLabel,
  schema,
}: StepProps & { schema?: z.ZodType }) {
  return (
    <StepForm
      schema={schema}
      properties={section.properties}
      defaultValues={value}
      onSave={onSave}
      submitLabel={submitLabel}
    />
  );
}

// Steps whose fields are the catalogue's properties, checked by their contract schema as well.
export const SkillStep = (props: StepProps) => <PropertiesStep {...props} schema={skillSchema} />;
export const TeacherStep = (props: StepProps) => <PropertiesStep {...props} schema={teacherSchema} />;
export const PatientStep = (props: StepProps) => <PropertiesStep {...props} schema={patientSchema} />;
export const AidFromFoundationStep = (props: StepProps) => (
  <PropertiesStep {...props} schema={aidFromFoundationSchema} />
);
