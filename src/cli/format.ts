// Renders answers and failures: for people, short aligned tables under one line of summary;
// for scripts (--json), the error object.
import type { Category, Finding, ModerationError, ResultState, Usage, Verdict } from '../client/index.ts';
import { APIConnectionError, APIError, APITimeoutError, AuthenticationError, maxSeverity } from '../client/index.ts';

/** Lays out rows under a header with columns padded to the widest cell. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** Where the finding was seen: matched text with its offsets, frame times, or the source. */
export function evidence(f: Finding): string {
  const parts: string[] = [];
  for (const s of f.spans ?? []) parts.push(`"${truncate(s.text, 40)}" @${s.start}-${s.end}`);
  if (f.frames?.length) parts.push(`frames ${f.frames.map((fr) => `${(fr.timestamp_ms / 1000).toFixed(1)}s`).join(', ')}`);
  if (!parts.length && f.source) parts.push(f.source);
  if (f.label) parts.unshift(f.label);
  return parts.join('; ') || '-';
}

export function formatVerdict(v: Verdict): string {
  const facts = [v.id, v.latencyMs !== undefined ? `${v.latencyMs} ms` : undefined, v.sandbox ? 'sandbox' : undefined].filter(Boolean).join(' · ');
  if (v.safe) return `SAFE${facts ? ` · ${facts}` : ''}`;
  // A second-shape answer may flag content without naming any category.
  if (v.findings.length === 0) return `FLAGGED · score ${v.score.toFixed(2)}, no details${facts ? ` · ${facts}` : ''}`;
  const n = v.findings.length;
  const head = `FLAGGED (${maxSeverity(v)}) · ${n} finding${n === 1 ? '' : 's'}${facts ? ` · ${facts}` : ''}`;
  const rows = v.findings.map((f) => [f.category, f.severity, f.confidence.toFixed(2), f.action, evidence(f)]);
  return `${head}\n\n${table(['CATEGORY', 'SEVERITY', 'CONFIDENCE', 'ACTION', 'EVIDENCE'], rows)}`;
}

export function formatResult(r: ResultState): string {
  const head = `${r.id} · ${r.type} · ${r.status} · created ${r.createdAt}${r.completedAt ? ` · finished ${r.completedAt}` : ''}`;
  if (r.verdict) return `${head}\n${formatVerdict(r.verdict)}`;
  if (r.error) return `${head}\nfailed: ${r.error.title}${r.error.detail ? `: ${r.error.detail}` : ''} (${r.error.code})`;
  return head;
}

/** The thresholds are the lowest confidence reported at each severity. */
export function formatCategories(categories: readonly Category[]): string {
  return table(
    ['CATEGORY', 'MEDIA', 'LOW', 'MEDIUM', 'HIGH', 'DESCRIPTION'],
    categories.map((c) => [c.name, c.media.join(','), c.thresholds.low.toFixed(2), c.thresholds.medium.toFixed(2), c.thresholds.high.toFixed(2), c.description]),
  );
}

export function formatUsage(u: Usage): string {
  const month = u.period.start.slice(0, 7);
  const endpoints = Object.entries(u.requests.by_endpoint).map(([name, count]) => [name, String(count)]);
  const quota = u.quota.limit === null ? `${u.quota.used} used (unlimited)` : `${u.quota.used} of ${u.quota.limit} used, ${u.quota.remaining} left`;
  return [
    `Usage for ${month}${u.sandbox ? ' (sandbox key)' : ''}`,
    `requests ${u.requests.total} · items: text ${u.items.text}, image ${u.items.image}, video ${u.items.video} · flagged ${u.flagged}`,
    `feedback: confirm ${u.feedback.confirm}, false positive ${u.feedback.false_positive}, false negative ${u.feedback.false_negative}`,
    `rate limit ${u.rate_limit.limit} (refills ${u.rate_limit.refill_per_second}/s, ${u.rate_limit.remaining} left) · quota ${quota}`,
    ...(endpoints.length ? ['', table(['ENDPOINT', 'REQUESTS'], endpoints)] : []),
  ].join('\n');
}

/**
 * A failure for people: its message, then every invalid field the service named, as
 * `path: message`, or the environment variable to change when the key or the address is wrong.
 */
export function formatError(error: ModerationError): string {
  const lines = [`moderate: ${error.message.split('\n')[0]}`];
  if (error instanceof APIError) for (const field of error.problem?.errors ?? []) lines.push(`  ${field.path || '(body)'}: ${field.message}`);
  const fix = variableToChange(error);
  if (fix) lines.push(`  ${fix}`);
  return lines.join('\n');
}

/** The service cannot say which variable holds the key or its address; the command can. */
function variableToChange(error: ModerationError): string | undefined {
  if (error instanceof AuthenticationError) {
    return 'Set MODERATION_API_KEY to a key of this service: `npm run keys -- create` prints one where the service runs, and a local service also takes demo-sandbox-key.';
  }
  if (error instanceof APIConnectionError && !(error instanceof APITimeoutError)) {
    return 'Is the service running? Start it with `npm start`, or set MODERATION_API_URL to its base URL (ending in /v1).';
  }
  return undefined;
}

/** A failure for scripts: `{ error: { code, message, status?, requestId?, errors? } }`. */
export function errorJson(error: ModerationError): { error: Record<string, unknown> } {
  if (!(error instanceof APIError)) return { error: { code: error.code, message: error.message } };
  return { error: { code: error.code, message: error.message, status: error.status, requestId: error.requestId, errors: error.problem?.errors ?? [] } };
}

function truncate(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}
