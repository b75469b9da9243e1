// Build-time only: the Vite build (vite.config.ts, `prerenderPages`) bundles this for Node and
// calls `renderPage` to write the HTML of the pages served before any script runs (decision 0011).
import { FOUNDATION_NAME_SLOT, MEMBER_NAME_SLOT } from '@amal/contract/home';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { configQueryOptions } from '../../features/lookups/api/get-config';
import { queryClient } from '../../lib/query-client';
import { App } from '../index';
import { routes } from '../router';
import { MemberFrameName } from './member-frame';

/**
 * How a page is prerendered: `page`, whole, as a visitor's first render draws it with the
 * configuration the server puts in the page (decision 0029); `frame`, as any first render draws it
 * before its queries answer; `member`, as a member's first render draws it, with the name slot the
 * server fills in (decision 0013).
 */
export type PrerenderKind = 'page' | 'frame' | 'member';

/**
 * The HTML of `path` drawn as `kind` says, lazy pages included (`prerender` waits for them). The
 * tree is `main.tsx`'s, so that React hydrates it as it is.
 */
export async function renderPage(path: string, kind: PrerenderKind): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const memberFrame = kind === 'member';
  if (kind === 'page') {
    // Only the foundation's name is drawn on a visitor's page; the server fills in its slot.
    queryClient.setQueryData(configQueryOptions().queryKey, {
      foundationName: FOUNDATION_NAME_SLOT,
      customerServiceUrl: '',
    });
  }
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <MemberFrameName value={memberFrame ? MEMBER_NAME_SLOT : null}>
          <App router={router} />
        </MemberFrameName>
      </StrictMode>,
      // Every boundary in place: React otherwise moves a large one into a hidden block that an
      // inline script puts back, and the Content-Security-Policy allows no inline script.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return await new Response(prelude).text();
  } finally {
    // Pending queries hold timers that would keep the build's process alive.
    queryClient.clear();
    router.dispose();
  }
}
