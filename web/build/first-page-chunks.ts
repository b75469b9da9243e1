import { basename, extname } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;
type Group = Rolldown.CodeSplittingGroup;

/** A chunk's file and the files it imports statically, transitively. */
export function staticClosure(bundle: Bundle, chunk: Chunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') staticClosure(bundle, imported, into);
  }
  return into;
}

const chunksOf = (bundle: Bundle) =>
  Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');

/** The chunk holding a module: its own, or the group's it was put in. */
export function chunkOf(bundle: Bundle, moduleId: string): Chunk {
  const chunk = chunksOf(bundle).find((c) => c.moduleIds.includes(moduleId));
  if (!chunk) throw new Error(`first pages: no chunk holds ${moduleId}`);
  return chunk;
}

export function entryChunk(bundle: Bundle): Chunk {
  const entry = chunksOf(bundle).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('first pages: the build has no entry chunk');
  return entry;
}

/**
 * Puts the code of the first pages (the routes the server sends a page for, `routes` as absolute
 * module ids) in a few files instead of one per shared component (decision 0024): a phone on mobile
 * data pays a round trip for each file, six at a time over HTTP/1.1.
 *
 * - What the entry needs statically goes into the entry's chunk.
 * - Every other module a first page's route needs goes into the chunk of exactly the set of routes
 *   that need it, so that no page loads code another page alone uses. Which modules a route needs
 *   is read off a first build with the bundler's own chunking (`survey`), whose chunks hold only
 *   the code each importer uses; following the import graph instead would take in every component
 *   a package's index re-exports.
 *
 * `groups` go after the library groups, at a lower priority; the plugin runs the survey.
 */
export function firstPageChunks(
  routes: readonly string[],
  survey: () => Promise<Bundle>,
  priority: number,
): { plugin: Plugin; groups: Group[] } {
  let needs = new Map<string, string>();
  const name = (set: number[]) =>
    `page-${set.map((index) => basename(routes[index]!, extname(routes[index]!))).join('.')}`;
  // A module's dependencies are needed by every route that needs it: larger sets claim first.
  const sets = subsets(routes.map((_, index) => index)).sort((a, b) => b.length - a.length);
  return {
    plugin: {
      name: 'amal:first-page-chunks',
      apply: (config, { command }) => command === 'build' && !config.build?.ssr,
      async buildStart() {
        needs = routesNeeding(await survey(), routes);
      },
    },
    groups: [
      { name: 'initial', tags: ['$initial'], priority: priority + 1 },
      ...sets.map((set) => ({
        name: (id: string) => (needs.get(id) === set.join(',') ? name(set) : null),
        debugName: name(set),
        priority: priority - routes.length + set.length,
      })),
    ],
  };
}

/** For each module a route needs beyond the entry's code, the routes needing it ("0,2"). */
function routesNeeding(bundle: Bundle, routes: readonly string[]): Map<string, string> {
  const initial = staticClosure(bundle, entryChunk(bundle));
  const routeChunks = new Set(routes.map((route) => chunkOf(bundle, route).fileName));
  const needed = new Map<string, Set<number>>();
  const pageFiles = routes.map((route) =>
    [...staticClosure(bundle, chunkOf(bundle, route))].filter((file) => !initial.has(file)),
  );
  pageFiles.forEach((files, index) => {
    for (const id of modulesOf(bundle, files)) needed.set(id, (needed.get(id) ?? new Set()).add(index));
  });
  // A page's deferred parts (the visitor's welcome carousel) load on the page too: a module one
  // shares with another first page goes where both pages load it, or the part would load that
  // other page's whole chunk for it. What only the deferred part needs stays deferred.
  pageFiles.forEach((files, index) => {
    for (const id of modulesOf(bundle, deferredFiles(bundle, files, initial, routeChunks))) {
      needed.get(id)?.add(index);
    }
  });
  return new Map([...needed].map(([id, indexes]) => [id, [...indexes].sort((a, b) => a - b).join(',')]));
}

const modulesOf = (bundle: Bundle, files: Iterable<string>) =>
  [...files].flatMap((file) => (bundle[file] as Chunk).moduleIds);

/** The files a page's own code loads later (its dynamic imports, not another first page's), beyond its own. */
function deferredFiles(
  bundle: Bundle,
  pageFiles: readonly string[],
  initial: ReadonlySet<string>,
  routeChunks: ReadonlySet<string>,
): Set<string> {
  const deferred = new Set<string>();
  for (const file of pageFiles) {
    for (const lazy of (bundle[file] as Chunk).dynamicImports ?? []) {
      const chunk = bundle[lazy];
      if (chunk?.type !== 'chunk' || routeChunks.has(lazy)) continue;
      for (const part of staticClosure(bundle, chunk)) {
        if (!initial.has(part) && !pageFiles.includes(part)) deferred.add(part);
      }
    }
  }
  return deferred;
}

/** Every non-empty subset of `items`, each in the items' order. */
function subsets<T>(items: readonly T[]): T[][] {
  const all: T[][] = [];
  for (const item of items) all.push(...all.map((set) => [...set, item]), [item]);
  return all;
}
