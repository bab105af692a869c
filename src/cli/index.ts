// The `moderate` command line.
export { run, EXIT, DEMO_KEY, type CliIO } from './main.ts';
