import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['contract', 'server', 'web', 'bench'],
  },
});
