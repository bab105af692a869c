// Tests that need a program from the machine: skipped with one line naming what to install when it
// is missing, failed when CI is set. Proven by running vitest itself with a PATH that has no ffmpeg.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runProcess } from './run-process.ts';
import { checkTools, isCI, runs, SYSTEM_TOOLS, toolTags, type SystemTool } from './system-tools.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const VITEST = join(root, 'node_modules/vitest/vitest.mjs');
/** A test file with two tests tagged ffmpeg (their videos come from ffmpeg) and five that need nothing. */
const TAGGED_FILE = 'test/client/media.test.ts';

/** A folder holding only `node`: a PATH without ffmpeg or any other program. */
const bin = mkdtempSync(join(tmpdir(), 'bin-'));
symlinkSync(process.execPath, join(bin, 'node'));
afterAll(() => rmSync(bin, { recursive: true, force: true }));

/** Runs vitest on one file with PATH set to `bin` and the environment a shell would have. */
async function vitestWithoutFfmpeg(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|CI$|npm_|NODE_OPTIONS$|TMPDIR$)/.test(name)));
  const run = await runProcess(process.execPath, [VITEST, 'run', TAGGED_FILE], { cwd: root, env: { ...inherited, PATH: bin, NO_COLOR: '1', ...env } });
  return { code: run.code, output: `${run.stdout}${run.stderr}` };
}

const ffmpeg = SYSTEM_TOOLS.find((tool) => tool.name === 'ffmpeg') as SystemTool;

describe('a PATH without ffmpeg', () => {
  it('skips the tests tagged ffmpeg, runs the others and says in one line what to install', async () => {
    const run = await vitestWithoutFfmpeg({});
    expect(run.output).toMatch(/Tests\s+5 passed \| 2 skipped \(7\)/);
    const lines = run.output.split('\n').filter((line) => line.includes('ffmpeg is not installed'));
    expect(lines).toEqual([`ffmpeg is not installed: skipped 2 tests that need it. Install it with: ${ffmpeg.install}`]);
    expect(run.code).toBe(0);
  });

  it('fails the tests tagged ffmpeg when CI=true, and says why', async () => {
    const run = await vitestWithoutFfmpeg({ CI: 'true' });
    expect(run.output).toMatch(/Tests\s+2 failed \| 5 passed \(7\)/);
    expect(run.output).toContain('spawn ffmpeg ENOENT');
    expect(run.output).toContain(`ffmpeg is not installed and CI is set, so the tests that need it ran: 2 tests failed. Install it with: ${ffmpeg.install}`);
    expect(run.code).toBe(1);
  });
});

describe('system tools', () => {
  it('detects a program by running it', () => {
    expect(runs(process.execPath, ['--version'])).toBe(true);
    expect(runs(join(bin, 'no-such-program'), ['--version'])).toBe(false);
    expect(runs(process.execPath, ['-e', 'process.exit(3)'])).toBe(false);
  });

  it('makes one tag per tool that skips its tests only when the tool is missing outside CI', () => {
    const present: SystemTool = { name: 'here', detect: () => true, install: 'nothing' };
    const missing: SystemTool = { name: 'gone', detect: () => false, install: 'apt-get install gone' };
    const statuses = checkTools([present, missing]);
    expect(toolTags(statuses, false)).toEqual([
      { name: 'here', description: 'needs here: nothing', skip: false },
      { name: 'gone', description: 'needs gone: apt-get install gone', skip: true },
    ]);
    expect(toolTags(statuses, true).map((tag) => tag.skip)).toEqual([false, false]);
  });

  it('reads CI as most CI systems set it', () => {
    expect([{ CI: 'true' }, { CI: '1' }, { CI: 'yes' }].map(isCI)).toEqual([true, true, true]);
    expect([{}, { CI: '' }, { CI: 'false' }, { CI: '0' }].map(isCI)).toEqual([false, false, false, false]);
  });
});
