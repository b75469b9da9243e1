import { RENDER_AHEAD_DELAY_MS } from '@amal/contract/constants';
import type { DraftData } from '@amal/contract/drafts';
import type { ProgramSection } from '@amal/contract/programs';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { stepStart } from '../steps/registry';

/** A step the wizard holds: shown, rendered ahead off the page, or just left and not yet unmounted. */
export interface HeldStep {
  section: ProgramSection;
  /** By its place and by what it starts from in earlier steps: a new key, a fresh render. */
  key: string;
  /** The draft it was rendered with: the same object while its key is the same. */
  draft: DraftData;
  /** In the page: the step the member is on. */
  shown: boolean;
}

/**
 * The steps the wizard holds (decisions 0022 and 0023). From RENDER_AHEAD_DELAY_MS after a step
 * showed: that step and the next one, rendered ahead so that "Simpan Data" only has to show it.
 * Until then: that step and the steps held before it, so that the step just left is unmounted with
 * the next render ahead, while the member reads, rather than on the tap. The next step is kept
 * through the step change when the save leaves what it starts from (STEP_STARTS_FROM) as it was;
 * otherwise its key changes and it is rendered afresh, as it would have been without.
 */
export function useStepsAhead(
  step: ProgramSection | undefined,
  next: ProgramSection | undefined,
  draft: { ready: boolean; data: DraftData },
): HeldStep[] {
  // The order of the step that has been shown for RENDER_AHEAD_DELAY_MS.
  const [settledOn, setSettledOn] = useState<number | null>(null);
  // What the last commit held: written after a commit only, so that a render React throws away (a
  // transition interrupted) leaves it as it was.
  const committed = useRef<HeldStep[]>([]);
  useEffect(() => {
    if (!draft.ready || !step) return;
    const timer = window.setTimeout(
      () => startTransition(() => setSettledOn(step.order)),
      RENDER_AHEAD_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [draft.ready, step]);

  // None before the draft is ready: a step starts from the draft with the browser's copy merged in.
  const wanted =
    !draft.ready || step === undefined ? [] : settledOn === step.order && next ? [step, next] : [step];
  const slots = wanted.map((section) => {
    const key = `${section.route}-${section.order}-${stepStart(section.route, draft.data)}`;
    return (
      committed.current.find((slot) => slot.key === key) ?? { section, key, draft: draft.data, shown: false }
    );
  });
  const leaving =
    wanted.length === 0 || settledOn === step?.order
      ? []
      : committed.current.filter((slot) => !slots.some((kept) => kept.key === slot.key));
  const held = [...slots, ...leaving]
    .sort((a, b) => a.section.order - b.section.order)
    .map((slot) => ({ ...slot, shown: slot.key === slots[0]?.key }));
  useLayoutEffect(() => {
    committed.current = held;
  });
  return held;
}
