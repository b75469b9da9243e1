import { TOAST_AUTO_CLOSE_MS } from '@amal/contract/constants';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container loads after the first paint: `notifications.show` only writes to a store,
// which the container reads once it is there, so no toast is lost while it loads.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-center" />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
