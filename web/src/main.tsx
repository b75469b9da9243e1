import './app/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { seedInitialData } from './app/initial-data';
import { showsPrerenderedPage } from './app/prerender/takeover';
import { preloadPage, routes } from './app/router';
import { queryClient } from './lib/query-client';
import { rememberTypedValues } from './lib/typed-before-takeover';

const root = document.getElementById('root');
if (!root) throw new Error('Elemen #root tidak ditemukan');
seedInitialData(queryClient, document);

const app = (
  <StrictMode>
    <App router={createBrowserRouter(routes)} />
  </StrictMode>
);
// A page prerendered for this visitor is taken over as it is (its inputs keep what was typed);
// anything else in #root is the static frame, which the first render replaces (decision 0011),
// rendered in slices that leave the phone free to answer a tap in between (decision 0013).
const start = () =>
  startTransition(() => {
    if (showsPrerenderedPage(root)) hydrateRoot(root, app);
    else {
      rememberTypedValues(root);
      createRoot(root).render(app);
    }
  });
// The first render waits for the page's code, so that it draws the page instead of a loader. (Not
// a top-level await: the bundler would then split the entry's shared modules into many chunks.)
preloadPage(window.location.pathname).then(start, start);
