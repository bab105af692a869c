// Runs ffmpeg or ffprobe with a time budget and bounded output; the process is killed on overrun.
import { spawn } from 'node:child_process';
import { FfmpegUnavailableError, VideoTimeoutError } from './errors.ts';

export interface ToolRun {
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunToolOptions {
  readonly timeoutMs: number;
  /** Output kept per stream; the rest is dropped (ffmpeg's log can be long). */
  readonly maxOutputBytes?: number;
  /** Called with each complete stderr line, for progress parsing without keeping it all. */
  readonly onStderrLine?: (line: string) => void;
  /** Called with each complete stdout line, for reading long listings without keeping them. */
  readonly onStdoutLine?: (line: string) => void;
}

/** Splits a text stream into lines for `onLine`, holding only the unfinished last one. */
function lineReader(onLine: ((line: string) => void) | undefined) {
  let partial = '';
  return {
    push(text: string) {
      if (!onLine) return;
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    },
    end() {
      if (partial && onLine) onLine(partial);
      partial = '';
    },
  };
}

export function runTool(command: string, args: readonly string[], options: RunToolOptions): Promise<ToolRun> {
  const maxOutput = options.maxOutputBytes ?? 1 << 20;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const stdoutLines = lineReader(options.onStdoutLine);
    const stderrLines = lineReader(options.onStderrLine);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      if (stdout.length < maxOutput) stdout += text.slice(0, maxOutput - stdout.length);
      stdoutLines.push(text);
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      if (stderr.length < maxOutput) stderr += text.slice(0, maxOutput - stderr.length);
      stderrLines.push(text);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT' || error.code === 'EACCES' ? new FfmpegUnavailableError(command, { cause: error }) : error);
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      stdoutLines.end();
      stderrLines.end();
      if (timedOut) reject(new VideoTimeoutError(command, options.timeoutMs));
      else resolve({ exitCode, stdout, stderr });
    });
  });
}
