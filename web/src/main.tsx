import './app/styles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { showsPrerenderedPage } from './app/prerender/takeover';
import { routes } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('Elemen #root tidak ditemukan');

const app = (
  <StrictMode>
    <App router={createBrowserRouter(routes)} />
  </StrictMode>
);
// A page prerendered for this visitor is taken over as it is (its inputs keep what was typed);
// anything else in #root is the static frame, which the first render replaces (decision 0011).
if (showsPrerenderedPage(root)) hydrateRoot(root, app);
else createRoot(root).render(app);
