// Merges per-frame findings into one finding per category and label, pointing at every frame
// where it occurs.
import { ACTION_FOR_SEVERITY, SEVERITY_RANK, type ModerationResult, type TextSpan } from '../../api/index.ts';

export interface FrameFindings {
  readonly timestampMs: number;
  readonly findings: readonly ModerationResult[];
}

/** Most frame references and spans kept per finding, so a long video cannot blow up a result. */
const MAX_REFERENCES = 100;

export function mergeFrameFindings(frames: readonly FrameFindings[]): ModerationResult[] {
  const merged = new Map<string, { finding: ModerationResult; timestamps: Set<number>; spans: Map<string, TextSpan> }>();
  for (const frame of [...frames].sort((a, b) => a.timestampMs - b.timestampMs)) {
    for (const finding of frame.findings) {
      const key = `${finding.category}\u0000${finding.label ?? ''}`;
      const entry = merged.get(key) ?? { finding, timestamps: new Set<number>(), spans: new Map<string, TextSpan>() };
      merged.set(key, entry);
      const best = entry.finding;
      const severity = SEVERITY_RANK[finding.severity] > SEVERITY_RANK[best.severity] ? finding.severity : best.severity;
      const strongest = finding.confidence > best.confidence ? finding : best;
      entry.finding = { ...strongest, severity, action: ACTION_FOR_SEVERITY[severity], confidence: Math.max(finding.confidence, best.confidence) };
      if (entry.timestamps.size < MAX_REFERENCES) entry.timestamps.add(frame.timestampMs);
      for (const span of finding.spans ?? []) {
        const spanKey = span.text; // the same words read in consecutive frames are one piece of evidence
        if (entry.spans.size < MAX_REFERENCES && !entry.spans.has(spanKey)) entry.spans.set(spanKey, span);
      }
    }
  }
  return [...merged.values()].map(({ finding, timestamps, spans }) => {
    const { spans: _frameSpans, frames: _frameRefs, ...rest } = finding;
    return {
      ...rest,
      frames: [...timestamps].map((timestamp_ms) => ({ timestamp_ms })),
      ...(spans.size ? { spans: [...spans.values()] } : {}),
    };
  });
}
