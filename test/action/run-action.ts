// Runs the bundled action (dist/index.js) as the Actions runner does: inputs as INPUT_*
// variables, the event payload in a file, outputs and the job summary written to files.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DIST_ENTRY = fileURLToPath(new URL('../../dist/index.js', import.meta.url));

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
  /** Input names as in action.yml (`api-key`). */
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
    for (const [name, value] of Object.entries(options.inputs)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
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
