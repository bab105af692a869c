import { defineConfig } from 'vitest/config';
import { SkipReasonsReporter } from './test/support/skip-reasons-reporter.ts';
import { NO_WRAPPER_TIER_UP } from './src/engine/worker-pool/wasm-wrappers.ts';
import { checkTools, isCI, toolTags } from './test/support/system-tools.ts';

// Tests tagged with a system tool (test/support/system-tools.ts) are skipped when it is missing,
// except in CI, where they must run.
const tools = checkTools();
const ci = isCI();

// Two cores: two test files at a time; real servers and models make some tests slow.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/support/own-tmpdir.ts'],
    // Starts no server itself: the first test file that needs PostgreSQL does (test/support/postgres.ts).
    globalSetup: ['test/support/postgres-global.ts'],
    pool: 'forks',
    // From each test process's first isolate on, not only from its first worker pool (see the module).
    execArgv: [NO_WRAPPER_TIER_UP],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    tags: toolTags(tools, ci),
    reporters: ['default', new SkipReasonsReporter(tools, ci)],
  },
});
