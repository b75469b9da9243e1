import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in HTML made at build time and while React takes it over, true once the page's scripts
 * run it. A prerendered control that needs a script (a form's submit) stays disabled until then.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
