import { RENDER_AHEAD_DELAY_MS } from '@amal/contract/constants';
import type { DraftData } from '@amal/contract/drafts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProgramSection } from '../../../test/builders';
import { useStepsAhead } from './use-steps-ahead';

const reference = buildProgramSection('reference', 1, 'Data Penerima Bantuan');
const referrer = buildProgramSection('referrer', 2, 'Data Pengaju');
const family = buildProgramSection('family', 3, 'Data Keluarga');

const named = { idUser: 7, nomorKK: '3205010101800009', fullAddress: 'Jl. A' };
const before: DraftData = { reference: named };

/** The hook on the reference step, then on the referrer step once the reference was saved as `saved`. */
function stepChange(saved: DraftData) {
  const hook = renderHook(({ step, next, data }) => useStepsAhead(step, next, { ready: true, data }), {
    initialProps: { step: reference, next: referrer, data: before },
  });
  return {
    hook,
    save: () => act(() => hook.rerender({ step: referrer, next: family, data: saved })),
  };
}

describe('the next step rendered ahead (decision 0022)', () => {
  it('holds only the shown step at first, and the next one too from RENDER_AHEAD_DELAY_MS on', async () => {
    const { hook } = stepChange(before);
    expect(hook.result.current.map((held) => held.section)).toEqual([reference]);
    const shownAt = Date.now();
    await waitFor(() => expect(hook.result.current).toHaveLength(2), { timeout: RENDER_AHEAD_DELAY_MS * 3 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(RENDER_AHEAD_DELAY_MS - 50);
    expect(hook.result.current[1]?.section).toBe(referrer);
  });

  it('keeps the step rendered ahead, with its draft, when the save leaves what it starts from as it was', async () => {
    // The reference saved with another address: the referrer step starts from whom it names only.
    const { hook, save } = stepChange({ reference: { ...named, fullAddress: 'Jl. B' } });
    await waitFor(() => expect(hook.result.current).toHaveLength(2), { timeout: RENDER_AHEAD_DELAY_MS * 3 });
    const ahead = hook.result.current[1]!;
    save();
    expect(hook.result.current).toHaveLength(1);
    expect(hook.result.current[0]?.key).toBe(ahead.key);
    expect(hook.result.current[0]?.draft).toBe(before);
  });

  it('renders it afresh, from the saved draft, when the save changed what it starts from', async () => {
    // The reference now names another person: the referrer step's relationship starts otherwise.
    const saved = { reference: { ...named, idUser: 8 } };
    const { hook, save } = stepChange(saved);
    await waitFor(() => expect(hook.result.current).toHaveLength(2), { timeout: RENDER_AHEAD_DELAY_MS * 3 });
    const ahead = hook.result.current[1]!;
    save();
    expect(hook.result.current[0]?.key).not.toBe(ahead.key);
    expect(hook.result.current[0]?.draft).toBe(saved);
  });

  it('holds nothing before the draft is ready: a step starts from the browser copy merged in', () => {
    const { result } = renderHook(() => useStepsAhead(reference, referrer, { ready: false, data: before }));
    expect(result.current).toEqual([]);
  });
});
