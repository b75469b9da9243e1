import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { COMMIT_COUNTER, type CountedFiber, countCommit, describeCommits } from './react-commits.ts';

/** A fiber as React links them: its children as a chain of siblings. */
function fiber(type: unknown, children: CountedFiber[] = [], flags = 0): CountedFiber {
  const node: CountedFiber = { type, flags, alternate: null, child: children[0] ?? null, sibling: null };
  children.forEach((child, i) => {
    child.sibling = children[i + 1] ?? null;
  });
  return node;
}

/** The fiber as React's next commit leaves it: a new version with `alternate` the one before. */
function rendered(before: CountedFiber, children: CountedFiber[], flags = 1): CountedFiber {
  const next = fiber(before.type, children, flags);
  next.alternate = before;
  before.alternate = next;
  return next;
}

function Wizard() {}
function Header() {}

describe('countCommit', () => {
  it('counts a first commit as mounted, a component React ran again as rendered', () => {
    const header = fiber(Header);
    const wizard = fiber(Wizard);
    const root = fiber(null, [fiber(null, [header, wizard])]);
    expect(countCommit(root)).toEqual({
      Header: { mounted: 1, rendered: 0 },
      Wizard: { mounted: 1, rendered: 0 },
    });

    // The wizard runs again; the header is cloned by its parent but not run (no PerformedWork).
    const page = root.child as CountedFiber;
    const nextPage = rendered(page, [rendered(header, [], 0), rendered(wizard, [])], 0);
    const nextRoot = rendered(root, [nextPage], 0);
    expect(countCommit(nextRoot)).toEqual({ Wizard: { mounted: 0, rendered: 1 } });
  });

  it('counts nothing in a commit that ran no component, though the fibers keep the flags of the one before', () => {
    const wizard = fiber(Wizard);
    const root = fiber(null, [wizard]);
    const page = rendered(root, [rendered(wizard, [])], 0);
    expect(countCommit(page)).toEqual({ Wizard: { mounted: 0, rendered: 1 } });
    // The next commit's root is a new version of the root whose child is the one already committed.
    const idle = rendered(page, [page.child as CountedFiber], 0);
    expect(countCommit(idle)).toEqual({});
  });
});

describe("bench:web's count of what React ran on the step change", () => {
  it('sums each commit, the mounted ones and the components by name, most first', () => {
    const line = describeCommits([
      { '@mantine/core/Button': { mounted: 0, rendered: 1 }, Xy: { mounted: 0, rendered: 1 } },
      {
        '@mantine/core/Box': { mounted: 3, rendered: 2 },
        '@mantine/core/Select': { mounted: 1, rendered: 0 },
        Xy: { mounted: 2, rendered: 0 },
      },
    ]);
    expect(line).toBe('10 components in 2 commits (2 + 8; 6 mounted): Box 5, Button 1, Select 1');
  });

  it('says so when React committed nothing', () => {
    expect(describeCommits([])).toBe('no commit');
  });
});

describe('COMMIT_COUNTER, the page script', () => {
  it("records each commit's count once __record is set, as React's hook calls it", () => {
    const window: Record<string, unknown> = {};
    runInNewContext(COMMIT_COUNTER, { window });
    const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__ as {
      onCommitFiberRoot: (id: number, root: unknown) => void;
    };
    const root = { current: fiber(null, [fiber(Wizard)]) };
    hook.onCommitFiberRoot(1, root);
    expect(window.__reactCommits).toEqual([]);
    window.__record = true;
    hook.onCommitFiberRoot(1, root);
    expect(window.__reactCommits).toEqual([{ Wizard: { mounted: 1, rendered: 0 } }]);
  });
});
