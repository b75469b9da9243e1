import type { ProgramSection } from '@amal/contract/programs';
import { Box, Progress, Stepper, Text } from '@mantine/core';

/** Where the applicant is: a Stepper on wider screens, "Langkah n dari N" and a bar on a phone. */
export function WizardProgress({ steps, active }: { steps: readonly ProgramSection[]; active: number }) {
  const percent = ((active + 1) / steps.length) * 100;
  return (
    <>
      <Box hiddenFrom="md">
        <Text size="sm" fw={600}>
          Langkah {active + 1} dari {steps.length}
        </Text>
        <Text size="sm" c="dimmed">
          {steps[active]?.section.name}
        </Text>
        <Progress value={percent} mt={6} aria-label={`Langkah ${active + 1} dari ${steps.length}`} />
      </Box>
      <Box visibleFrom="md">
        <Stepper active={active} size="xs" allowNextStepsSelect={false} wrap>
          {steps.map((step) => (
            <Stepper.Step key={step.order} label={step.section.name} />
          ))}
        </Stepper>
      </Box>
    </>
  );
}
