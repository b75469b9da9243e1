import { type ComponentType, lazy } from 'react';

/**
 * React's `lazy`, with a `preload` that fetches the module ahead of the first render. Once the
 * module is here, the component renders at once: `lazy` accepts any thenable, and one that
 * answers as soon as it is asked lets React go on without showing the Suspense fallback (the page
 * the server sent stays until the app's first render replaces it, with no loader in between).
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of whichever component the module holds.
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const here = (module: { default: T }) => ({
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, see above.
    then: (resolve: (value: { default: T }) => void) => resolve(module),
  });
  const Component = lazy(() => (loaded ? (here(loaded) as unknown as Promise<{ default: T }>) : preload()));
  return Object.assign(Component, { preload });
}
