// Turns the per-item outcomes into the run's report: every finding with where it was found,
// whether it reaches fail-on, the worst severity, the result ids, errors and skips.
import { SEVERITY_RANK, type Severity } from '../api/index.ts';
import type { Where } from './collect.ts';
import { reachesFailOn, type FailOnPolicy } from './fail-on.ts';
import type { Outcome } from './moderate.ts';

export interface ReportedFinding {
  readonly where: Where;
  readonly media: Outcome['media'];
  readonly category: string;
  readonly severity: Severity;
  readonly confidence: number;
  readonly action: string;
  readonly label?: string;
  readonly resultId?: string;
  /** For a video: where in it the finding was seen, in milliseconds from the start. */
  readonly timestampsMs?: readonly number[];
  /** The finding reaches `fail-on`. */
  readonly failing: boolean;
}

export interface Report {
  readonly findings: readonly ReportedFinding[];
  readonly failing: readonly ReportedFinding[];
  /** Items moderated without any finding. */
  readonly clean: readonly Outcome[];
  readonly errors: readonly Outcome[];
  readonly skipped: readonly Outcome[];
  /** Images and videos this run has no moderator for (text moderated in process). */
  readonly notChecked: readonly Outcome[];
  /** Images that got an answer (listed in the summary when checked in process, nudity only). */
  readonly imagesChecked: readonly Outcome[];
  /** Items that got an answer. */
  readonly checked: number;
  readonly maxSeverity: Severity | 'none';
  readonly resultIds: readonly string[];
}

export function buildReport(outcomes: readonly Outcome[], policy: FailOnPolicy): Report {
  const findings: ReportedFinding[] = [];
  const resultIds: string[] = [];
  let maxSeverity: Severity | 'none' = 'none';
  for (const o of outcomes) {
    // A video still being moderated (or failed) has a result id without a verdict; users can fetch it.
    const id = o.verdict?.id ?? o.resultId;
    if (id) resultIds.push(id);
    if (!o.verdict) continue;
    for (const f of o.verdict.findings) {
      findings.push({
        where: o.where,
        media: o.media,
        category: f.category,
        severity: f.severity,
        confidence: f.confidence,
        action: f.action,
        ...(f.label ? { label: f.label } : {}),
        ...(o.verdict.id ? { resultId: o.verdict.id } : {}),
        ...(f.frames?.length ? { timestampsMs: f.frames.map((frame) => frame.timestamp_ms) } : {}),
        failing: reachesFailOn(policy, f),
      });
      if (maxSeverity === 'none' || SEVERITY_RANK[f.severity] > SEVERITY_RANK[maxSeverity]) maxSeverity = f.severity;
    }
  }
  return {
    findings,
    failing: findings.filter((f) => f.failing),
    clean: outcomes.filter((o) => o.verdict && o.verdict.findings.length === 0),
    errors: outcomes.filter((o) => o.error),
    skipped: outcomes.filter((o) => o.skipped),
    notChecked: outcomes.filter((o) => o.notChecked),
    imagesChecked: outcomes.filter((o) => o.verdict && o.media === 'image'),
    checked: outcomes.filter((o) => o.verdict).length,
    maxSeverity,
    resultIds: [...new Set(resultIds)],
  };
}

/** The `findings` output: plain JSON, stable field names. */
export function findingsJson(report: Report): string {
  return JSON.stringify(
    report.findings.map((f) => ({
      where: f.where.label,
      kind: f.where.kind,
      ...(f.where.path ? { path: f.where.path } : {}),
      ...(f.where.url ? { url: f.where.url } : {}),
      media: f.media,
      category: f.category,
      severity: f.severity,
      confidence: f.confidence,
      action: f.action,
      ...(f.label ? { label: f.label } : {}),
      result_id: f.resultId ?? null,
      ...(f.timestampsMs ? { timestamps_ms: f.timestampsMs } : {}),
      fails: f.failing,
    })),
  );
}
