// Runs the bundled action (dist/index.js) as the Actions runner does: inputs as INPUT_*
// variables (action.yml's defaults for those not given), the event payload in a file, outputs
// and the job summary written to files.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bundle the tests run: dist/index.js, or the one in the folder ACTION_DIST names (a build into another folder). */
export const DIST_ENTRY = process.env.ACTION_DIST ? resolvePath(process.env.ACTION_DIST, 'index.js') : fileURLToPath(new URL('../../dist/index.js', import.meta.url));
const ACTION_YML = readFileSync(new URL('../../action.yml', import.meta.url), 'utf8');

/**
 * Every input of action.yml with its default, as the runner passes the inputs a step's `with:`
 * leaves out. An expression default (`${{ github.token }}`) is the test's to give.
 */
export function actionDefaults(): Record<string, string> {
  const inputs = ACTION_YML.split(/^inputs:\n/m)[1]?.split(/^outputs:/m)[0] ?? '';
  const defaults: Record<string, string> = {};
  for (const [, name, body] of inputs.matchAll(/^ {2}([a-z-]+):\n((?: {4}.*\n)+)/gm)) {
    const value = /^ {4}default: (.*)$/m.exec(body ?? '')?.[1]?.trim() ?? '';
    if (name && !value.includes('${{')) defaults[name] = value.replace(/^'(.*)'$/, '$1');
  }
  return defaults;
}

export interface ActionRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
  readonly durationMs: number;
}

export interface RunOptions {
  readonly event: string;
  readonly payload: unknown;
  /** The step's `with:`, input names as in action.yml (`api-key`); the others get action.yml's defaults. */
  readonly inputs: Record<string, string>;
  readonly githubApiUrl: string;
  readonly githubGraphqlUrl: string;
  readonly env?: Record<string, string>;
  readonly timeoutMs?: number;
  /** The bundle to run (default: the committed dist/index.js). */
  readonly entry?: string;
  /** Called with each piece of stdout as it arrives (benchmarks time the first finding with it). */
  readonly onStdout?: (text: string) => void;
}

/** The runner's `name<<delimiter` file format. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!m?.[1] || !m[2]) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i] ?? '');
    outputs[m[1]] = value.join('\n');
  }
  return outputs;
}

export async function runAction(options: RunOptions): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'action-run-'));
  try {
    const files = { event: join(dir, 'event.json'), output: join(dir, 'output'), summary: join(dir, 'summary.md') };
    writeFileSync(files.event, JSON.stringify(options.payload));
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: options.event,
      GITHUB_EVENT_PATH: files.event,
      GITHUB_REPOSITORY: 'octo/widgets',
      GITHUB_API_URL: options.githubApiUrl,
      GITHUB_GRAPHQL_URL: options.githubGraphqlUrl,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      RUNNER_TEMP: dir,
      ...options.env,
    };
    // The runner's own rule: spaces become underscores, upper case, dashes kept.
    for (const [name, value] of Object.entries({ ...actionDefaults(), ...options.inputs })) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
    const started = performance.now();
    const child = spawn(process.execPath, [options.entry ?? DIST_ENTRY], { env, cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      options.onStdout?.(d.toString());
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 50_000);
    const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
    clearTimeout(timer);
    return {
      code,
      stdout,
      stderr,
      outputs: parseOutputFile(readFileSync(files.output, 'utf8')),
      summary: readFileSync(files.summary, 'utf8'),
      durationMs: performance.now() - started,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
