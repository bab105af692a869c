// The Actions runner's environment the action depends on, parsed once.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { EventError } from './errors.ts';

/** A webhook payload larger than this is not a real event. */
const MAX_EVENT_BYTES = 25 * 1024 * 1024;

export interface RunnerEnv {
  readonly eventName: string;
  readonly payload: Record<string, unknown>;
  readonly repo: { readonly owner: string; readonly repo: string };
  readonly apiUrl: string;
  readonly graphqlUrl: string;
}

const Env = z.object({
  GITHUB_EVENT_NAME: z.string().min(1, 'is not set'),
  GITHUB_EVENT_PATH: z.string().min(1, 'is not set'),
  GITHUB_REPOSITORY: z.string().regex(/^[^/]+\/[^/]+$/, 'must be owner/repo'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  GITHUB_GRAPHQL_URL: z.url().default('https://api.github.com/graphql'),
});

export function readRunnerEnv(env: NodeJS.ProcessEnv = process.env): RunnerEnv {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new EventError(`${String(issue?.path[0] ?? 'environment')} ${issue?.message ?? 'is invalid'}: run the action inside a GitHub Actions job`);
  }
  const e = parsed.data;
  const text = readFileSync(e.GITHUB_EVENT_PATH, 'utf8');
  if (text.length > MAX_EVENT_BYTES) throw new EventError('GITHUB_EVENT_PATH holds an event payload over 25 MB');
  const payload: unknown = JSON.parse(text);
  if (typeof payload !== 'object' || payload === null) throw new EventError('GITHUB_EVENT_PATH does not hold a JSON object');
  const [owner = '', repo = ''] = e.GITHUB_REPOSITORY.split('/');
  return {
    eventName: e.GITHUB_EVENT_NAME,
    payload: payload as Record<string, unknown>,
    repo: { owner, repo },
    apiUrl: e.GITHUB_API_URL.replace(/\/+$/, ''),
    graphqlUrl: e.GITHUB_GRAPHQL_URL,
  };
}
