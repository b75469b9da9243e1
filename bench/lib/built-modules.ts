// The built web app's modules, read as the browser loads them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The chunks a built JS file imports statically (and so the browser loads with it). */
function staticImports(assets: string, file: string): string[] {
  const code = readFileSync(join(assets, file), 'utf8');
  return [
    ...code.matchAll(/\b(?:import|export)\s*(?:[^"'`();]*?\bfrom\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g),
  ].map((m) => m[1]!);
}

/** Files of `assets` (JS and CSS) and everything their JS imports statically. */
export function staticClosure(assets: string, files: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !file.endsWith('.js')) {
      if (file.endsWith('.css')) seen.add(file);
      continue;
    }
    seen.add(file);
    queue.push(...staticImports(assets, file));
  }
  return seen;
}

/** What a built page (`web/dist/*.html`) loads at once: its module script, module preloads and stylesheets. */
export function pageFiles(html: string): { entry: string; files: string[] } {
  const entry = /<script[^>]+type="module"[^>]+src="\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('A built page has no module script');
  const preloads = [...html.matchAll(/rel="modulepreload"[^>]+href="\/assets\/([^"]+)"/g)].map((m) => m[1]!);
  const styles = [...html.matchAll(/rel="stylesheet"[^>]+href="\/assets\/([^"]+)"/g)].map((m) => m[1]!);
  return { entry, files: [entry, ...preloads, ...styles] };
}
