// `moderate`: the command-line front of the client. run() returns the exit status: 0 nothing
// found, 1 flagged, 2 usage or API error (on stderr its message, any invalid fields and, for a
// refused key or an unreachable service, the variable to change; no stack trace).
import { ModerationClient, ModerationError } from '../client/index.ts';
import { HELP, parseCommand } from './args.ts';
import { execute } from './commands.ts';
import { errorJson, formatError } from './format.ts';

/** The local sandbox key that the service accepts out of the box. */
export const DEMO_KEY = 'demo-sandbox-key';

export interface CliIO {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: Readonly<Record<string, string | undefined>>;
}

/** Longest pause before a retry, in milliseconds. */
const CLI_MAX_RETRY_DELAY_MS = 10_000;

export const EXIT = { ok: 0, flagged: 1, error: 2 } as const;

export async function run(argv: readonly string[], io: CliIO): Promise<number> {
  let json = false;
  try {
    const command = parseCommand(argv);
    if (command.name === 'help') {
      io.stdout.write(HELP);
      return EXIT.ok;
    }
    // Someone is waiting at a terminal: never sit silent for a minute on a long Retry-After.
    const client = new ModerationClient({ env: io.env, apiKey: io.env.MODERATION_API_KEY || DEMO_KEY, maxRetryDelayMs: CLI_MAX_RETRY_DELAY_MS });
    json = command.json;
    const outcome = await execute(command, client, io.stdin);
    io.stdout.write(`${json ? JSON.stringify(outcome.data, null, 2) : outcome.text}\n`);
    return outcome.flagged ? EXIT.flagged : EXIT.ok;
  } catch (error) {
    if (error instanceof ModerationError) {
      io.stderr.write(`${formatError(error)}\n`);
      if (json) io.stdout.write(`${JSON.stringify(errorJson(error), null, 2)}\n`);
    } else {
      io.stderr.write(`moderate: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    return EXIT.error;
  }
}
