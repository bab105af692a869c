// The `fail-on` policy: a severity threshold, overall or per category, that decides which
// findings fail the check.
import { CATEGORY_NAMES, SEVERITIES, SEVERITY_RANK, type CategoryName, type Severity } from '../api/index.ts';
import { InputError } from './errors.ts';

export type Threshold = Severity | 'none';

export interface FailOnPolicy {
  readonly fallback: Threshold;
  readonly byCategory: Readonly<Partial<Record<CategoryName, Threshold>>>;
}

const THRESHOLDS: readonly string[] = [...SEVERITIES, 'none'];

function parseThreshold(value: string, where: string): Threshold {
  if (!THRESHOLDS.includes(value)) {
    throw new InputError(`fail-on: ${where} "${value}" is not one of ${THRESHOLDS.join(', ')}`);
  }
  return value as Threshold;
}

/** Parses `high`, or `hate=medium,profanity=none,default=high` (the default defaults to `high`). */
export function parseFailOn(raw: string): FailOnPolicy {
  const text = raw.trim() || 'high';
  if (!text.includes('=')) return { fallback: parseThreshold(text, 'threshold'), byCategory: {} };
  let fallback: Threshold = 'high';
  const byCategory: Partial<Record<CategoryName, Threshold>> = {};
  for (const part of text.split(/[,\n]/).map((p) => p.trim()).filter(Boolean)) {
    const [name = '', value = '', ...rest] = part.split('=').map((p) => p.trim());
    if (rest.length || !name || !value) throw new InputError(`fail-on: "${part}" is not of the form category=severity`);
    if (name === 'default') {
      fallback = parseThreshold(value, 'default');
    } else if ((CATEGORY_NAMES as readonly string[]).includes(name)) {
      byCategory[name as CategoryName] = parseThreshold(value, name);
    } else {
      throw new InputError(`fail-on: unknown category "${name}"; known: ${CATEGORY_NAMES.join(', ')}, default`);
    }
  }
  return { fallback, byCategory };
}

/** Whether a finding reaches the policy's threshold for its category. */
export function reachesFailOn(policy: FailOnPolicy, finding: { category: string; severity: Severity }): boolean {
  const threshold = policy.byCategory[finding.category as CategoryName] ?? policy.fallback;
  return threshold !== 'none' && SEVERITY_RANK[finding.severity] >= SEVERITY_RANK[threshold];
}
