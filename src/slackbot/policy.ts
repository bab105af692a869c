// Turns findings into what the app does about them, by the configured severity thresholds.
import { SEVERITY_RANK, type Severity } from '../api/index.ts';
import { maxSeverity, type Finding } from '../client/index.ts';
import type { Threshold, Thresholds } from './config.ts';

export type Plan = { worst: Severity | undefined; notify: boolean; warn: boolean; remove: boolean };

function reaches(worst: Severity | undefined, threshold: Threshold): boolean {
  return worst !== undefined && threshold !== 'off' && SEVERITY_RANK[worst] >= SEVERITY_RANK[threshold];
}

export function planFor(findings: Finding[], thresholds: Thresholds): Plan {
  const worst = maxSeverity({ findings });
  return {
    worst,
    notify: reaches(worst, thresholds.notify),
    warn: reaches(worst, thresholds.warn),
    remove: reaches(worst, thresholds.remove),
  };
}
