// Programs some tests need from the machine rather than from npm, how to detect each and how to
// install it. Tests that need one carry its name as a vitest tag: `// @module-tag ffmpeg` at the
// top of a file, or `{ tags: ['ffmpeg'] }` on a describe or a test. When the program is missing,
// vitest.config.ts skips them (and skip-reasons-reporter.ts prints one line saying what to
// install), except in CI (`CI=true`), where they run and fail, so that CI still proves them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export interface SystemTool {
  /** The vitest tag the tests that need it carry; also its name in messages. */
  readonly name: string;
  /** Whether it works on this machine; called once per test run. */
  readonly detect: () => boolean;
  /** How to install it, as the message shows it. */
  readonly install: string;
}

/** Whether `command args...` runs and exits 0 within 10 seconds. */
export function runs(command: string, args: readonly string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore', timeout: 10_000 }).status === 0;
}

/**
 * Every tool a test may need. To add one (a database server, say), give it a name, a detection
 * (`runs(...)` or a file check) and the install command, then tag the tests that need it.
 */
export const SYSTEM_TOOLS: readonly SystemTool[] = [
  {
    name: 'ffmpeg',
    // The video engine runs both; Debian and Homebrew ship them together.
    detect: () => runs('ffmpeg', ['-version']) && runs('ffprobe', ['-version']),
    install: 'apt-get install ffmpeg (Debian, Ubuntu) or brew install ffmpeg (macOS)',
  },
  {
    name: 'training-data',
    // The public labelled sets the text model is trained and tested on are not in the repository.
    detect: () => existsSync(resolve(process.env.TRAINING_DATA_DIR ?? '../shared/training')),
    install: 'set TRAINING_DATA_DIR to a folder holding the public labelled sets docs/model.md lists',
  },
];

/** CI systems set `CI` (GitHub Actions: `CI=true`); there a missing tool fails its tests. */
export function isCI(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return !['', '0', 'false'].includes(env.CI?.trim().toLowerCase() ?? '');
}

export interface ToolStatus {
  readonly tool: SystemTool;
  readonly available: boolean;
}

export function checkTools(tools: readonly SystemTool[] = SYSTEM_TOOLS): ToolStatus[] {
  return tools.map((tool) => ({ tool, available: tool.detect() }));
}

/** One vitest tag per tool; its tests are skipped when the tool is missing, unless in CI. */
export function toolTags(statuses: readonly ToolStatus[], ci: boolean): { name: string; description: string; skip: boolean }[] {
  return statuses.map(({ tool, available }) => ({ name: tool.name, description: `needs ${tool.name}: ${tool.install}`, skip: !available && !ci }));
}
