import { useEffect } from 'react';

/**
 * While `active`, the browser asks before the page is closed or reloaded: for typing that has no
 * browser copy (a family member's drawer), whose loss the member would not expect.
 */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
