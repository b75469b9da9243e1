import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A shared 2-core machine can take more than a second to show a page after a click.
    expect: { poll: { timeout: 5_000 } },
  },
});
