import { defineConfig } from 'vitest/config';

// `npm test`'s step "two instances behind nginx": one file, its own cluster (cluster.ts); apart from
// the journeys' config, whose global setup starts an embedded-database app this test does not use.
export default defineConfig({
  test: {
    name: 'proxy',
    include: ['*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 150_000,
  },
});
