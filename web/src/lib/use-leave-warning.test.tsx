import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLeaveWarning } from './use-leave-warning';

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveWarning', () => {
  it('asks before leaving only while active, and no more once unmounted', () => {
    const hook = renderHook(({ active }) => useLeaveWarning(active), { initialProps: { active: false } });
    expect(leave()).toBe(false);
    hook.rerender({ active: true });
    expect(leave()).toBe(true);
    hook.unmount();
    expect(leave()).toBe(false);
  });
});
