// Reads the command line of `moderate` into one typed command, or a UsageError saying what is wrong.
import { parseArgs } from 'node:util';
import { ModerationError } from '../client/index.ts';

export type Command =
  | { name: 'help' }
  | { name: 'text'; text: string | '-'; json: boolean }
  | { name: 'image'; file: string; json: boolean }
  | { name: 'video'; source: string; wait: boolean; timeoutSeconds: number; json: boolean }
  | { name: 'result'; id: string; json: boolean }
  | { name: 'usage'; json: boolean }
  | { name: 'categories'; json: boolean };

export class UsageError extends ModerationError {
  constructor(message: string) {
    super(`${message} (see: moderate help)`, 'usage');
  }
}

export const HELP = `moderate: check content with the moderation service

Usage:
  moderate text "some text" | -      moderate text (- reads stdin)
  moderate image <file>               moderate a JPEG, PNG, WebP or AVIF image
  moderate video <file|url> [--wait] [--timeout SECONDS]
                                      submit a video; --wait polls until done (default 600 s)
  moderate result <id>                show a moderation result
  moderate categories                 list the categories and the confidence each severity needs
  moderate usage                      show this month's usage of the key
  moderate help                       show this help

Options:
  --json    print the answer as JSON for scripts, as the typed client returns it:
              text, image       a Verdict: { id, safe, score, sandbox, latencyMs,
                                categories, findings: [{ category, severity, confidence,
                                action, label, source, spans, frames }] }
              video, result     a ResultState: { id, status, type, sandbox, createdAt,
                                completedAt, verdict (when completed), error (when failed) }
              categories        the API's list: [{ name, description, media, thresholds }]
              usage             the API's GET /v1/usage body
              a failure         { error: { code, message, status, requestId, errors } }
            Verdict and ResultState are the client's normalised types (camelCase), the
            same whichever of the two response shapes the service sends.

Environment:
  MODERATION_API_URL   API base (default http://127.0.0.1:8080/v1)
  MODERATION_API_KEY   API key (default demo-sandbox-key, the local sandbox key)

Exit status: 0 nothing found, 1 content flagged, 2 usage or API error.
`;

/** Longest `--timeout` accepted, in seconds: a day is far beyond any video. */
const MAX_TIMEOUT_SECONDS = 86_400;

export function parseCommand(argv: readonly string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean', default: false },
        wait: { type: 'boolean', default: false },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0] ?? 'invalid arguments');
  }
  const { values, positionals } = parsed;
  const [name, ...rest] = positionals;
  if (values.help || name === undefined || name === 'help') return { name: 'help' };
  const json = values.json;
  const one = (what: string): string => {
    if (rest.length !== 1 || rest[0] === undefined) throw new UsageError(`${name} takes exactly one ${what}`);
    return rest[0];
  };
  if (name !== 'video' && (values.wait || values.timeout !== undefined)) throw new UsageError('--wait and --timeout apply to video only');
  switch (name) {
    case 'text':
      return { name, text: one('text argument (or - for stdin)'), json };
    case 'image':
      return { name, file: one('file'), json };
    case 'video':
      return { name, source: one('file or URL'), wait: values.wait, timeoutSeconds: parseTimeout(values.timeout), json };
    case 'result':
      return { name, id: one('result id'), json };
    case 'usage':
    case 'categories':
      if (rest.length) throw new UsageError(`${name} takes no arguments`);
      return { name, json };
    default:
      throw new UsageError(`unknown command "${name}"`);
  }
}

function parseTimeout(value: string | undefined): number {
  if (value === undefined) return 600;
  const seconds = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || seconds <= 0 || seconds > MAX_TIMEOUT_SECONDS) {
    throw new UsageError(`--timeout must be a number of seconds from 1 to ${MAX_TIMEOUT_SECONDS}`);
  }
  return seconds;
}
