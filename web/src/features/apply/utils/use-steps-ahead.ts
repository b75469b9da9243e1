import { RENDER_AHEAD_DELAY_MS } from '@amal/contract/constants';
import type { DraftData } from '@amal/contract/drafts';
import type { ProgramSection } from '@amal/contract/programs';
import { startTransition, useEffect, useRef, useState } from 'react';
import { stepStart } from '../steps/registry';

/** A step the wizard holds: shown, or rendered ahead off the page. */
export interface HeldStep {
  section: ProgramSection;
  /** By its place and by what it starts from in earlier steps: a new key, a fresh render. */
  key: string;
  /** The draft it was rendered with: the same object while its key is the same. */
  draft: DraftData;
}

/**
 * The steps the wizard holds (decision 0022): the shown one and, from RENDER_AHEAD_DELAY_MS after it
 * showed, the next one, so that "Simpan Data" only has to show it. The next step is kept through the
 * step change when the save leaves what it starts from (STEP_STARTS_FROM) as it was; otherwise its
 * key changes and it is rendered afresh, as it would have been without.
 */
export function useStepsAhead(
  step: ProgramSection | undefined,
  next: ProgramSection | undefined,
  draft: { ready: boolean; data: DraftData },
): HeldStep[] {
  const [ahead, setAhead] = useState<{ from: number; order: number } | null>(null);
  const drafts = useRef(new Map<string, DraftData>());
  useEffect(() => {
    if (!draft.ready || !step || !next) return;
    const timer = window.setTimeout(
      () => startTransition(() => setAhead({ from: step.order, order: next.order })),
      RENDER_AHEAD_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [draft.ready, step, next]);

  const isAhead = next !== undefined && ahead?.from === step?.order && ahead?.order === next.order;
  // None before the draft is ready: a step starts from the draft with the browser's copy merged in.
  const sections = !draft.ready || step === undefined ? [] : isAhead ? [step, next] : [step];
  const held = sections.map((section) => {
    const key = `${section.route}-${section.order}-${stepStart(section.route, draft.data)}`;
    const kept = drafts.current.get(key) ?? draft.data;
    return { section, key, draft: kept };
  });
  drafts.current = new Map(held.map((slot) => [slot.key, slot.draft]));
  return held;
}
