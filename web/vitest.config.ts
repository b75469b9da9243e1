import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const reactRouter = dirname(createRequire(import.meta.url).resolve('react-router'));

export default defineProject({
  plugins: [react()],
  // The ES module build of react-router for both its entries, as the browser build has: resolved
  // for Node, `react-router/dom` (RouterProvider with flushSync) is CommonJS and requires the ES
  // module build of `react-router`, two copies of the router's contexts.
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: join(reactRouter, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: join(reactRouter, 'dom-export.mjs') },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A page test renders a whole screen in jsdom (the staff desk's table among them): on a shared
    // 2-core host under a full CI run that takes seconds, which is slowness, not a failure.
    testTimeout: 15_000,
  },
});
