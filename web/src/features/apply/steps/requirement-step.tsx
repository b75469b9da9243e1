import { requiredRequirementFlags, requirementViolations } from '@amal/contract/requirements';
import { useMemo } from 'react';
import { StepForm } from '../components/step-form';
import type { StepProps } from './step-props';

/**
 * Requirement/consent (spec §5 "Requirement/consent"): the programme's consent flags; a broken rule
 * shows in the "Informasi" dialog and blocks saving. Earlier foundation aid is checked again by the
 * server when the proposal is submitted, which knows the applicant's past proposals.
 */
export function RequirementStep({ program, section, value, onSave, submitLabel }: StepProps) {
  // The boxes the programme's rules require are marked "*" (issue 32 item 9).
  const required = useMemo(() => requiredRequirementFlags(program.idProgram), [program.idProgram]);
  return (
    <StepForm
      properties={section.properties}
      requiredProperties={required}
      defaultValues={value}
      blockers={(answers) =>
        requirementViolations(program.idProgram, answers as Record<string, boolean>, {
          hasFoundationAidInLast6Months: false,
        })
      }
      onSave={onSave}
      submitLabel={submitLabel}
    />
  );
}
