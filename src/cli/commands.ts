// Carries out one parsed command through the client and says what to print and whether the
// content was flagged.
import { LIMITS } from '../api/index.ts';
import { InputError, toResultState, type ModerationClient } from '../client/index.ts';
import type { Command } from './args.ts';
import { formatCategories, formatResult, formatUsage, formatVerdict } from './format.ts';

export interface Outcome {
  /** What `--json` prints: what the client returns, with a submitted video as its ResultState. */
  data: unknown;
  /** What people read. */
  text: string;
  flagged: boolean;
}

export type RunnableCommand = Exclude<Command, { name: 'help' }>;

export async function execute(command: RunnableCommand, client: ModerationClient, stdin: NodeJS.ReadableStream): Promise<Outcome> {
  switch (command.name) {
    case 'text': {
      const text = command.text === '-' ? await readText(stdin) : command.text;
      const verdict = await client.moderateText(text);
      return { data: verdict, text: formatVerdict(verdict), flagged: !verdict.safe };
    }
    case 'image': {
      const verdict = await client.moderateImage(command.file);
      return { data: verdict, text: formatVerdict(verdict), flagged: !verdict.safe };
    }
    case 'video': {
      const source = /^https?:\/\//.test(command.source) ? { url: command.source } : command.source;
      const accepted = await client.moderateVideo(source);
      if (!command.wait) {
        // The same shape as `result` and `video --wait` print, so scripts read one type.
        return { data: toResultState(accepted, 202), text: `accepted ${accepted.id} (${accepted.status}); see it with: moderate result ${accepted.id}`, flagged: false };
      }
      const state = await client.waitForResult(accepted.id, { timeoutMs: command.timeoutSeconds * 1000 });
      return { data: state, text: formatResult(state), flagged: state.verdict ? !state.verdict.safe : false };
    }
    case 'result': {
      const state = await client.getResult(command.id);
      return { data: state, text: formatResult(state), flagged: state.verdict ? !state.verdict.safe : false };
    }
    case 'categories': {
      const categories = await client.listCategories();
      return { data: categories, text: formatCategories(categories), flagged: false };
    }
    case 'usage': {
      const usage = await client.getUsage();
      return { data: usage, text: formatUsage(usage), flagged: false };
    }
  }
}

/** Stdin up to four bytes per allowed code point; the service counts the exact limit. */
async function readText(stdin: NodeJS.ReadableStream): Promise<string> {
  const max = LIMITS.textMaxCodePoints * 4;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stdin) {
    const buf = Buffer.from(chunk as Buffer | string);
    size += buf.length;
    if (size > max) throw new InputError(`stdin is longer than ${LIMITS.textMaxCodePoints} characters`, 'input_too_large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}
