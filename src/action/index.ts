// The action's public surface: `run()` for the entry file and the tests.
export { run } from './run.ts';
