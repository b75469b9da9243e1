import type { ProgramSection } from '@amal/contract/programs';
import { Progress, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import classes from './wizard-progress.module.css';

/** Mantine's `md` breakpoint, from which the Stepper has room for every step's name. */
const WIDE = '(min-width: 62em)';

/**
 * Where the applicant is: a Stepper on wider screens, "Langkah n dari N" and a bar on a phone.
 * Only the one that shows is rendered: a hidden Stepper of every step would be drawn again by React
 * on each step change, at a phone's cost, for nothing (decision 0019).
 */
export function WizardProgress({ steps, active }: { steps: readonly ProgramSection[]; active: number }) {
  const wide = useMediaQuery(WIDE, false, { getInitialValueInEffect: false });
  if (wide) {
    return (
      <Stepper
        active={active}
        size="xs"
        allowNextStepsSelect={false}
        wrap
        classNames={{ steps: classes.steps, separator: classes.separator }}
      >
        {steps.map((step) => (
          <Stepper.Step key={step.order} label={step.section.name} />
        ))}
      </Stepper>
    );
  }
  const label = `Langkah ${active + 1} dari ${steps.length}`;
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" c="dimmed">
        {steps[active]?.section.name}
      </Text>
      {/* Not animated: a bar growing by its width lays the page out again in every frame of the
          step change, at a phone's cost (decision 0021). */}
      <Progress
        value={((active + 1) / steps.length) * 100}
        mt={6}
        aria-label={label}
        transitionDuration={0}
      />
    </div>
  );
}
