import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkOf, firstPageChunks, staticClosure } from './first-page-chunks.ts';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  isEntry = false,
  dynamicImports: string[] = [],
) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    isEntry,
    dynamicImports,
  }) as unknown as Rolldown.OutputChunk;

/** The survey's chunking: two first pages (login, member home), a wizard no first page needs. */
const survey: Rolldown.OutputBundle = Object.fromEntries(
  [
    chunk('index.js', ['/src/main.tsx', '/mantine/core.mjs'], ['react.js'], true),
    chunk('react.js', ['/react/index.js']),
    chunk('login.js', ['/src/routes/login.tsx'], ['index.js', 'text-input.js']),
    chunk('home-member.js', ['/src/routes/home-member.tsx'], ['index.js', 'card.js', 'format.js']),
    chunk('card.js', ['/mantine/Card.mjs', '/mantine/Paper.mjs'], ['index.js']),
    chunk('text-input.js', ['/mantine/TextInput.mjs'], ['card.js']),
    chunk('format.js', ['/src/lib/format.ts']),
    chunk('wizard.js', ['/src/routes/wizard.tsx'], ['card.js', 'text-input.js', 'select.js']),
    chunk('select.js', ['/mantine/Select.mjs']),
  ].map((c) => [c.fileName, c]),
);

async function groupsAfterSurvey(
  routes = ['/src/routes/login.tsx', '/src/routes/home-member.tsx'],
  surveyed = survey,
) {
  const firstPages = firstPageChunks(routes, async () => surveyed, 5);
  const buildStart = firstPages.plugin.buildStart as () => Promise<void>;
  await buildStart();
  const ctx = { getModuleInfo: () => null };
  /** The group chunk a module is put in, or null where the bundler's own chunking decides. */
  const groupOf = (id: string) => {
    const claiming = [...firstPages.groups]
      .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))
      .map((group) => (typeof group.name === 'function' ? group.name(id, ctx) : null))
      .find(Boolean);
    return claiming ?? null;
  };
  return { groups: firstPages.groups, groupOf };
}

describe('the first pages’ chunks (decision 0024)', () => {
  it('puts each module a first page needs in the chunk of exactly the pages that need it', async () => {
    const { groupOf } = await groupsAfterSurvey();
    expect(groupOf('/src/routes/login.tsx')).toBe('page-login');
    expect(groupOf('/mantine/TextInput.mjs')).toBe('page-login');
    expect(groupOf('/src/routes/home-member.tsx')).toBe('page-home-member');
    expect(groupOf('/src/lib/format.ts')).toBe('page-home-member');
    expect(groupOf('/mantine/Card.mjs')).toBe('page-login.home-member');
    expect(groupOf('/mantine/Paper.mjs')).toBe('page-login.home-member');
  });

  it('leaves the entry’s code and what no first page needs to the bundler', async () => {
    const { groupOf } = await groupsAfterSurvey();
    expect(groupOf('/mantine/core.mjs')).toBeNull();
    expect(groupOf('/src/main.tsx')).toBeNull();
    expect(groupOf('/src/routes/wizard.tsx')).toBeNull();
    expect(groupOf('/mantine/Select.mjs')).toBeNull();
  });

  it('puts what a page’s deferred part shares with another first page where both pages load it', async () => {
    // The visitor's home loads the member's home lazily (another first page) and its carousel
    // (a deferred part of its own), which shares a Mantine helper with the member's home.
    const withDeferred: Rolldown.OutputBundle = Object.fromEntries(
      [
        chunk('index.js', ['/src/main.tsx'], [], true),
        chunk('home.js', ['/src/routes/home.tsx'], ['index.js'], false, ['home-member.js', 'carousel.js']),
        chunk('home-member.js', ['/src/routes/home-member.tsx'], ['index.js', 'safe-context.js']),
        chunk('carousel.js', ['/src/welcome-carousel.tsx'], ['safe-context.js', 'embla.js']),
        chunk('safe-context.js', ['/mantine/create-safe-context.mjs']),
        chunk('embla.js', ['/embla/index.mjs']),
      ].map((c) => [c.fileName, c]),
    );
    const { groupOf } = await groupsAfterSurvey(
      ['/src/routes/home.tsx', '/src/routes/home-member.tsx'],
      withDeferred,
    );
    expect(groupOf('/mantine/create-safe-context.mjs')).toBe('page-home.home-member');
    expect(groupOf('/src/routes/home-member.tsx')).toBe('page-home-member');
    expect(groupOf('/src/welcome-carousel.tsx')).toBeNull();
    expect(groupOf('/embla/index.mjs')).toBeNull();
  });

  it('lets the groups of more pages claim a module before those of fewer', async () => {
    const { groups } = await groupsAfterSurvey();
    const priority = (name: string) => groups.find((group) => group.debugName === name)?.priority ?? 0;
    expect(priority('page-login.home-member')).toBeGreaterThan(priority('page-login'));
    expect(priority('page-login.home-member')).toBeGreaterThan(priority('page-home-member'));
    expect(groups.find((group) => group.name === 'initial')?.tags).toEqual(['$initial']);
  });

  it('finds a module’s chunk and a chunk’s static imports', () => {
    expect(chunkOf(survey, '/mantine/TextInput.mjs').fileName).toBe('text-input.js');
    expect([...staticClosure(survey, survey['login.js'] as Rolldown.OutputChunk)].sort()).toEqual([
      'card.js',
      'index.js',
      'login.js',
      'react.js',
      'text-input.js',
    ]);
    expect(() => chunkOf(survey, '/nowhere.ts')).toThrow('no chunk holds /nowhere.ts');
  });
});
