import { TOAST_AUTO_CLOSE_MS } from '@amal/contract/constants';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from '../lib/query-client';
import classes from './provider.module.css';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container loads after the first paint: `notifications.show` only writes to a store,
// which the container reads once it is there, so no toast is lost while it loads.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Toasts come in under the sticky header, never over its menu and theme switch. */
const TOASTS_BELOW_HEADER = { root: classes.toasts };

/**
 * The theme follows the phone's dark-mode setting ("auto") until the member picks one with the
 * theme switch, whose choice Mantine's colour-scheme manager keeps in localStorage and reads first.
 * The first render is light either way (useComputedColorScheme answers "light" until its effect),
 * so a prerendered page is hydrated as it is.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Notifications
            autoClose={TOAST_AUTO_CLOSE_MS}
            position="top-center"
            classNames={TOASTS_BELOW_HEADER}
          />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
