// Runs a program to its end without blocking the test's process (servers the test holds keep
// answering), and collects what it printed.
import { spawn } from 'node:child_process';

export interface ProcessRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd?: string;
  /** The whole environment of the program (nothing is inherited). */
  env?: NodeJS.ProcessEnv;
  /** Written to the program's stdin, which is then closed. */
  stdin?: string;
  /** Killed after this long, in milliseconds. */
  timeoutMs?: number;
}

export function runProcess(command: string, args: readonly string[], options: RunOptions = {}): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? {}, stdio: ['pipe', 'pipe', 'pipe'], timeout: options.timeoutMs });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}
