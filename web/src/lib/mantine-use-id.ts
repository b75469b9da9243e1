import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), as the build puts it in Mantine's place (vite.config.ts,
 * `stableIds`; decision 0019): React's own id, as Mantine's own starts with (so a prerendered page,
 * made with Mantine's, has the same ids), and no more. Mantine's replaces it with a random one in a
 * layout effect, so every input, select and checkbox is drawn a second time right after it shows.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
