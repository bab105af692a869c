// The only reader of the action's inputs: masks the key first, validates every value with zod
// and returns one typed settings object.
import * as core from '@actions/core';
import { z } from 'zod';
import { LIMITS } from '../api/index.ts';
import { InputError } from './errors.ts';
import { parseFailOn, type FailOnPolicy } from './fail-on.ts';
import { API_URL_ENV, Inputs } from './names.ts';

export const SCAN_TARGETS = ['title', 'body', 'comments', 'reviews', 'images', 'videos'] as const;
export type ScanTarget = (typeof SCAN_TARGETS)[number];

export interface Settings {
  /** Empty when the workflow gets no secrets (fork pull requests under `pull_request`) or uses no service. */
  readonly apiKey: string;
  /** The service's `/v1` base URL; null when text is moderated in the action's own process. */
  readonly apiUrl: string | null;
  readonly githubToken: string;
  readonly failOn: FailOnPolicy;
  /** What to moderate; every target the event has when the input is empty. */
  readonly scan: ReadonlySet<ScanTarget>;
  readonly exemptUsers: readonly string[];
  readonly exemptBots: boolean;
  readonly exemptAssociations: readonly string[];
  readonly maxImages: number;
  readonly maxImageBytes: number;
  readonly comment: 'off' | 'on-findings' | 'always';
  readonly label: string;
  readonly minimizeComments: boolean;
  readonly dryRun: boolean;
  readonly onApiError: 'fail' | 'warn';
  readonly timeoutSeconds: number;
}

const bool = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.enum(['true', 'false', 'yes', 'no', 'on', 'off', '']))
  .transform((s) => s === 'true' || s === 'yes' || s === 'on');

function int(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.int().min(min).max(max));
}

function list(raw: string): string[] {
  return raw
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads one input, applies `fallback` when it is empty, and parses it with `schema`. */
function read<T>(name: string, schema: z.ZodType<T>, fallback: string): T {
  const raw = core.getInput(name) || fallback;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const why = parsed.error.issues.map((i) => i.message).join('; ');
    throw new InputError(`Input "${name}" has an invalid value "${raw}": ${why}`);
  }
  return parsed.data;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // Masked before anything else can log it.
  const apiKey = core.getInput(Inputs.ApiKey);
  if (apiKey) core.setSecret(apiKey);
  const githubToken = core.getInput(Inputs.GithubToken) || env.GITHUB_TOKEN || '';
  if (!githubToken) throw new InputError(`Input "${Inputs.GithubToken}" is empty: leave it at its default (\${{ github.token }}) or give a token`);
  core.setSecret(githubToken);

  // No URL at all is no mistake: text is then moderated in process.
  const apiUrlRaw = core.getInput(Inputs.ApiUrl) || env[API_URL_ENV] || '';
  const apiUrl = apiUrlRaw ? read(Inputs.ApiUrl, z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, '')), apiUrlRaw) : null;

  const failOnRaw = core.getInput(Inputs.FailOn);
  let failOn: FailOnPolicy;
  try {
    failOn = parseFailOn(failOnRaw);
  } catch (error) {
    throw new InputError(`Input "${Inputs.FailOn}": ${(error as Error).message}`);
  }

  const scanList = read(Inputs.Scan, z.string().transform(list).pipe(z.array(z.enum(SCAN_TARGETS))), '');
  return {
    apiKey,
    apiUrl,
    githubToken,
    failOn,
    scan: new Set(scanList.length ? scanList : SCAN_TARGETS),
    exemptUsers: read(Inputs.ExemptUsers, z.string().transform((s) => list(s).map((u) => u.toLowerCase())), ''),
    exemptBots: read(Inputs.ExemptBots, bool, 'true'),
    exemptAssociations: read(Inputs.ExemptAssociations, z.string().transform((s) => list(s).map((a) => a.toUpperCase())), ''),
    maxImages: read(Inputs.MaxImages, int(0, 100), '20'),
    maxImageBytes: read(Inputs.MaxImageBytes, int(1, LIMITS.imageMaxBytes), String(LIMITS.imageMaxBytes)),
    comment: read(Inputs.Comment, z.enum(['off', 'on-findings', 'always']), 'off'),
    label: read(Inputs.Label, z.string().trim().max(50), ''),
    minimizeComments: read(Inputs.MinimizeComments, bool, 'false'),
    dryRun: read(Inputs.DryRun, bool, 'false'),
    onApiError: read(Inputs.OnApiError, z.enum(['fail', 'warn']), 'fail'),
    timeoutSeconds: read(Inputs.TimeoutSeconds, int(5, 3600), '300'),
  };
}
