import { defineConfig } from 'vitest/config';

// Two cores: two test files at a time; real servers and models make some tests slow.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
