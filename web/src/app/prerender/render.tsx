// Build-time only: the Vite build (vite.config.ts, `prerenderPages`) bundles this for Node and
// calls `renderPage` to write the HTML of the pages served before any script runs (decision 0011).
import { MEMBER_NAME_SLOT } from '@amal/contract/home';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { App } from '../index';
import { routes } from '../router';
import { MemberFrameName } from './member-frame';

/**
 * The HTML of `path` as a visitor's first render draws it, lazy pages included (`prerender` waits
 * for them). Queries stay pending, as they are before their first answer. The tree is `main.tsx`'s,
 * so that React hydrates it as it is. `memberFrame`: the page as a member's first render draws it,
 * with the name slot the server fills in (decision 0013).
 */
export async function renderPage(path: string, memberFrame = false): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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
