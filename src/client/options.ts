// The client's options: documented defaults and units, read once, with the environment as
// fallback for the URL and the key.
import { z } from 'zod';
import type { Dispatcher } from 'undici';
import { ConfigurationError } from './errors.ts';

/** The local service started by `npm start`. */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:8080/v1';
export const CLIENT_VERSION = '0.1.0';

export interface ClientOptions {
  /** The API base including `/v1`. Default: `MODERATION_API_URL`, else `http://127.0.0.1:8080/v1`. */
  baseUrl?: string;
  /** The API key sent as a bearer token. Default: `MODERATION_API_KEY`. */
  apiKey?: string;
  /** Time allowed to each attempt (connect, headers and body), in milliseconds. Default 30000. */
  timeoutMs?: number;
  /** Retries after the first attempt for retryable failures. Default 2. */
  maxRetries?: number;
  /** Upper bound of any wait between attempts, `Retry-After` included, in milliseconds. Default 60000. */
  maxRetryDelayMs?: number;
  /** The undici dispatcher (agent, pool, proxy) to send through. Default: undici's global dispatcher. */
  dispatcher?: Dispatcher;
  /** `User-Agent` header. Default `content-moderation-client/<version> node/<version>`. */
  userAgent?: string;
  /** Random source in [0, 1) for backoff jitter. Default `Math.random`. */
  random?: () => number;
  /** Environment to read `MODERATION_API_URL` and `MODERATION_API_KEY` from. Default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
}

export interface ResolvedOptions {
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
  maxRetries: number;
  maxRetryDelayMs: number;
  dispatcher: Dispatcher | undefined;
  userAgent: string;
  random: () => number;
}

const Settings = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }),
  apiKey: z.string().min(1).max(500).optional(),
  timeoutMs: z.int().min(1).max(3_600_000),
  maxRetries: z.int().min(0).max(10),
  maxRetryDelayMs: z.int().min(0).max(3_600_000),
  userAgent: z.string().min(1).max(500),
});

/** Where each setting comes from, to name it in an error. */
const SOURCE: Record<string, string> = {
  baseUrl: 'option baseUrl (or MODERATION_API_URL)',
  apiKey: 'option apiKey (or MODERATION_API_KEY)',
  timeoutMs: 'option timeoutMs',
  maxRetries: 'option maxRetries',
  maxRetryDelayMs: 'option maxRetryDelayMs',
  userAgent: 'option userAgent',
};

export function resolveOptions(options: ClientOptions): ResolvedOptions {
  const env = options.env ?? process.env;
  const raw = {
    baseUrl: (options.baseUrl ?? env.MODERATION_API_URL ?? DEFAULT_BASE_URL).replace(/\/+$/, ''),
    apiKey: options.apiKey ?? (env.MODERATION_API_KEY || undefined),
    timeoutMs: options.timeoutMs ?? 30_000,
    maxRetries: options.maxRetries ?? 2,
    maxRetryDelayMs: options.maxRetryDelayMs ?? 60_000,
    userAgent: options.userAgent ?? `content-moderation-client/${CLIENT_VERSION} node/${process.versions.node}`,
  };
  const parsed = Settings.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? '');
    // The key's value is never echoed, only where it came from.
    throw new ConfigurationError(`invalid ${SOURCE[key] ?? key}: ${issue?.message ?? 'invalid value'}`);
  }
  return {
    ...parsed.data,
    apiKey: parsed.data.apiKey,
    dispatcher: options.dispatcher,
    random: options.random ?? Math.random,
  };
}
