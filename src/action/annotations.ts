// Annotations for the findings: errors for those that reach fail-on, warnings for the rest;
// on the file for changed files, titled with where the text was found otherwise.
import * as core from '@actions/core';
import type { Report } from './report.ts';
import { describeTimestamps } from './video-time.ts';

/** GitHub shows at most 10 annotations of each kind per step; a few more cost nothing. */
const MAX_ANNOTATIONS = 50;

export function annotate(report: Report): void {
  for (const f of report.findings.slice(0, MAX_ANNOTATIONS)) {
    const at = f.timestampsMs ? ` ${describeTimestamps(f.timestampsMs)}` : '';
    const what = `${f.category}${f.label ? ` (${f.label})` : ''}${at}: ${f.severity} severity, confidence ${f.confidence.toFixed(2)}, action ${f.action}`;
    const properties = { title: `Content moderation: ${f.where.label}`, ...(f.where.path ? { file: f.where.path } : {}) };
    if (f.failing) core.error(what, properties);
    else core.warning(what, properties);
  }
}
