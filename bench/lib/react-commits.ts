// What React does on an interaction, counted without a clock: the components each commit ran.
// A figure that does not move with the host's speed, for a step change whose timing moves by ±30 ms
// from run to run. Counted the way React DevTools does, through the hook React calls on each commit:
// a component ran if it mounted or React marked it PerformedWork; a subtree whose first child is
// the one already committed was skipped whole, and so was the root's (a commit that ran no
// component: its fibers still carry the flags of the commit before, which were counted again).

/** The fields of a React fiber the count reads. */
export interface CountedFiber {
  type: unknown;
  flags: number;
  alternate: CountedFiber | null;
  child: CountedFiber | null;
  sibling: CountedFiber | null;
}

/**
 * One commit's count, from the root fiber React committed. Runs in the page (its source is put in
 * the page's script), so it uses nothing from outside itself.
 */
export function countCommit(root: CountedFiber): Commit {
  const PERFORMED_WORK = 1;
  const counts: Commit = {};
  type Named = { displayName?: string; name?: string };
  const nameOf = (fiber: CountedFiber): string | null => {
    const type = fiber.type as null | string | (Named & { render?: Named; type?: Named });
    if (!type || typeof type === 'string') return null;
    if (typeof type === 'function')
      return (type as Named).displayName || (type as Named).name || '(anonymous)';
    if (type.render) return type.displayName || type.render.displayName || type.render.name || '(anonymous)';
    if (type.type) return type.displayName || type.type.displayName || type.type.name || '(anonymous)';
    return null;
  };
  const changed = (fiber: CountedFiber) => fiber.alternate === null || fiber.child !== fiber.alternate.child;
  const walk = (first: CountedFiber | null, mounting: boolean) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const mounted = mounting || fiber.alternate === null;
      const name = nameOf(fiber);
      if (name && (mounted || (fiber.flags & PERFORMED_WORK) !== 0)) {
        const entry = counts[name] ?? { mounted: 0, rendered: 0 };
        entry[mounted ? 'mounted' : 'rendered']++;
        counts[name] = entry;
      }
      if (fiber.child && (mounted || changed(fiber))) walk(fiber.child, mounted);
    }
  };
  if (changed(root)) walk(root.child, false);
  return counts;
}

/** The hook, as a page script (installed before the app loads). Records only once `__record` is set. */
export const COMMIT_COUNTER = `(() => {
  // tsx (esbuild's keepNames) wraps the source's inner functions in __name(fn, "name").
  const __name = (fn) => fn;
  const countCommit = ${countCommit.toString()};
  const commits = [];
  window.__reactCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onCommitFiberRoot(_id, root) {
      if (window.__record) commits.push(countCommit(root.current));
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})();`;

/** One commit: by component name, how many mounted and how many ran again. */
export type Commit = Record<string, { mounted: number; rendered: number }>;

const total = (commit: Commit) =>
  Object.values(commit).reduce((sum, entry) => sum + entry.mounted + entry.rendered, 0);

/** "261 components in 4 commits (6 + 190 + 60 + 5; 180 mounted): Box 73, Text 9, …" */
export function describeCommits(commits: Commit[], named = 8): string {
  if (commits.length === 0) return 'no commit';
  const byName = new Map<string, number>();
  let mounted = 0;
  for (const commit of commits) {
    for (const [name, entry] of Object.entries(commit)) {
      byName.set(name, (byName.get(name) ?? 0) + entry.mounted + entry.rendered);
      mounted += entry.mounted;
    }
  }
  const all = commits.reduce((sum, commit) => sum + total(commit), 0);
  // The production build's own components have minified names; Mantine's keep their displayName.
  const top = [...byName]
    .filter(([name]) => name.length > 3)
    .sort((a, b) => b[1] - a[1])
    .slice(0, named)
    .map(([name, count]) => `${name.replace('@mantine/core/', '')} ${count}`)
    .join(', ');
  return `${all} components in ${commits.length} commits (${commits.map(total).join(' + ')}; ${mounted} mounted): ${top}`;
}
