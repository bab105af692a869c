// The classes nsfwjs scores, and how its scores become `sexual` findings: Porn and Hentai are `explicit`, Sexy is `suggestive`.
import { ACTION_FOR_SEVERITY, type ModerationResult, type Severity } from '../../api/index.ts';

export const NSFW_CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;
export type NsfwClass = (typeof NSFW_CLASSES)[number];
export type NsfwScores = Readonly<Record<NsfwClass, number>>;

/** The scores of nsfwjs's predictions, one per class (0 for a class it left out). */
export function scoresOf(predictions: readonly { readonly className: string; readonly probability: number }[]): NsfwScores {
  const scores: Record<NsfwClass, number> = { Drawing: 0, Hentai: 0, Neutral: 0, Porn: 0, Sexy: 0 };
  for (const p of predictions) if ((NSFW_CLASSES as readonly string[]).includes(p.className)) scores[p.className as NsfwClass] = p.probability;
  return scores;
}

/** Minimum probability for each severity; below `low` there is no finding. */
export interface SeverityThresholds {
  readonly high: number;
  readonly medium: number;
  readonly low: number;
}

export interface NsfwThresholds {
  readonly explicit: SeverityThresholds;
  readonly suggestive: SeverityThresholds;
}

/** Suggestive pictures (swimwear, lingerie) are common and legitimate: they need more certainty. */
export const DEFAULT_NSFW_THRESHOLDS: NsfwThresholds = {
  explicit: { high: 0.8, medium: 0.6, low: 0.4 },
  suggestive: { high: 0.95, medium: 0.8, low: 0.6 },
};

const severityFor = (p: number, t: SeverityThresholds): Severity | undefined =>
  p >= t.high ? 'high' : p >= t.medium ? 'medium' : p >= t.low ? 'low' : undefined;

export function nsfwFindings(scores: NsfwScores, thresholds: NsfwThresholds = DEFAULT_NSFW_THRESHOLDS): ModerationResult[] {
  // Porn and Hentai are the same finding for a moderator (explicit material, photo or drawn).
  const explicit = Math.min(1, scores.Porn + scores.Hentai);
  const candidates = [
    { label: 'explicit', probability: explicit, thresholds: thresholds.explicit },
    { label: 'suggestive', probability: scores.Sexy, thresholds: thresholds.suggestive },
  ];
  const findings: ModerationResult[] = [];
  for (const c of candidates) {
    const severity = severityFor(c.probability, c.thresholds);
    if (!severity) continue;
    findings.push({
      category: 'sexual',
      label: c.label,
      severity,
      confidence: Math.round(c.probability * 1000) / 1000,
      action: ACTION_FOR_SEVERITY[severity],
      source: 'image',
    });
  }
  return findings;
}
