import { hasSessionHint } from '../../features/users/api/get-current-user';

/** Mantine's default colour-scheme manager keeps the theme toggle's choice under this key. */
const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

/** The attribute `index.html`'s #root carries when it holds a page prerendered for that path. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether #root holds the page this browser's first render will draw: prerendered for this path,
 * for a visitor (no session hint) in the light theme. Only then may React hydrate it; otherwise
 * the first render would differ from the HTML and React would throw it away with an error.
 */
export function showsPrerenderedPage(root: HTMLElement): boolean {
  return (
    root.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname &&
    !hasSessionHint() &&
    window.localStorage.getItem(COLOR_SCHEME_KEY) !== 'dark'
  );
}
