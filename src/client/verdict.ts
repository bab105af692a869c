// Normalises a moderation answer in either shape of the spec (or both, as this service sends)
// into one Verdict, and answers "how bad is it" with maxSeverity.
import {
  ACTION_FOR_SEVERITY,
  ExaminedSpan,
  ModerationShapeA,
  ModerationShapeB,
  SEVERITY_RANK,
  summarizeFindings,
  type EvidenceSource,
  type FrameRef,
  type Severity,
  type TextSpan,
} from '../api/index.ts';
import { ResponseValidationError } from './errors.ts';
import { fieldPath, validate, validationError } from './validate.ts';

/** One finding, whatever shape it arrived in. */
export interface Finding {
  category: string;
  severity: Severity;
  /** 0..1. */
  confidence: number;
  /** `block`, `review` or `warn` from this service; any string from another vendor. */
  action: string;
  label?: string;
  source?: EvidenceSource;
  spans?: TextSpan[];
  frames?: FrameRef[];
}

export interface Verdict {
  id?: string;
  /** True when nothing was found. */
  safe: boolean;
  /** The highest confidence, 0..1; 0 when safe. */
  score: number;
  sandbox: boolean;
  /** Processing time reported by the service, in milliseconds. */
  latencyMs?: number;
  /** Distinct categories found. */
  categories: string[];
  findings: Finding[];
  /** The version of the model that judged the content, when the service reports one. */
  modelVersion?: string;
  /** Video results: which span of the video the examined frames cover. */
  examined?: ExaminedSpan;
}

/**
 * When only the second shape arrives, findings carry no severity unless a category object
 * gives one; it is then read from the confidence with these lower bounds (below: `low`).
 */
export const SHAPE_B_SEVERITY_FLOORS = { high: 0.85, medium: 0.6 } as const;

export function severityFromConfidence(confidence: number): Severity {
  if (confidence >= SHAPE_B_SEVERITY_FLOORS.high) return 'high';
  if (confidence >= SHAPE_B_SEVERITY_FLOORS.medium) return 'medium';
  return 'low';
}

/** The worst severity among the findings; undefined when there are none. */
export function maxSeverity(verdict: Pick<Verdict, 'findings'>): Severity | undefined {
  let worst: Severity | undefined;
  for (const f of verdict.findings) if (!worst || SEVERITY_RANK[f.severity] > SEVERITY_RANK[worst]) worst = f.severity;
  return worst;
}

type ShapeB = ReturnType<typeof ModerationShapeB.parse>;
type ShapeBCategory = ShapeB['categories'][number];

/**
 * Reads a moderation answer (or the moderation fields embedded in a result or batch item).
 * With `results` present, findings come from it; otherwise they are derived from `categories`.
 * `prefix` names where the object sits in the response, for error messages.
 */
export function toVerdict(data: unknown, status: number, prefix = ''): Verdict {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ResponseValidationError(prefix, 'is not a JSON object', status);
  }
  const hasA = 'results' in data;
  const hasB = 'safe' in data || 'categories' in data;
  const a = hasA ? ModerationShapeA.safeParse(data) : undefined;
  if (a?.success) {
    // The per-finding list is the richer shape: `safe`, `score` and `categories` are derived
    // from it (docs/api.md, "The moderation response" defines them so), and the second shape's fields are not consulted.
    const findings = a.data.results.map(toFinding);
    return {
      id: a.data.id,
      ...summarizeFindings(findings),
      sandbox: a.data.sandbox ?? false,
      latencyMs: a.data.latency_ms,
      findings,
      ...(a.data.model_version !== undefined ? { modelVersion: a.data.model_version } : {}),
      ...examinedOf(data, status, prefix),
    };
  }
  const b = hasB ? ModerationShapeB.safeParse(data) : undefined;
  if (b?.success) {
    const { data: v } = b;
    const names = categoryNames(v.categories, status, prefix);
    const findings = v.safe ? [] : v.categories.map((item, i) => derivedFinding(item, names[i] as string, v.score));
    return {
      ...(v.id !== undefined ? { id: v.id } : {}),
      safe: v.safe,
      score: v.score,
      sandbox: v.sandbox ?? false,
      ...(v.processing_time_ms !== undefined ? { latencyMs: v.processing_time_ms } : {}),
      categories: [...new Set(names)],
      findings,
      ...(v.model_version !== undefined ? { modelVersion: v.model_version } : {}),
      ...examinedOf(data, status, prefix),
    };
  }
  if (a) throw validationError(a.error, status, prefix);
  if (b) throw validationError(b.error, status, prefix);
  throw new ResponseValidationError(prefix ? `${prefix}.results` : 'results', 'is missing (the answer fits neither moderation shape)', status);
}

/** The `examined` span of a video answer, validated when present. */
function examinedOf(data: object, status: number, prefix: string): { examined?: ExaminedSpan } {
  if (!('examined' in data) || data.examined === undefined) return {};
  return { examined: validate(ExaminedSpan, data.examined, status, fieldPath(prefix, ['examined'])) };
}

function toFinding(r: ReturnType<typeof ModerationShapeA.parse>['results'][number]): Finding {
  return {
    category: r.category,
    severity: r.severity,
    confidence: r.confidence,
    action: r.action,
    ...(r.label !== undefined ? { label: r.label } : {}),
    ...(r.source !== undefined ? { source: r.source } : {}),
    ...(r.spans !== undefined ? { spans: r.spans } : {}),
    ...(r.frames !== undefined ? { frames: r.frames } : {}),
  };
}

function categoryNames(items: ShapeBCategory[], status: number, prefix: string): string[] {
  return items.map((item, i) => {
    const name = typeof item === 'string' ? item : (item.name ?? item.category);
    if (!name) throw new ResponseValidationError(`${prefix ? `${prefix}.` : ''}categories[${i}]`, 'names no category (expected `name` or `category`)', status);
    return name;
  });
}

function derivedFinding(item: ShapeBCategory, category: string, overallScore: number): Finding {
  const confidence = typeof item === 'string' ? overallScore : (item.confidence ?? item.score ?? overallScore);
  const severity = (typeof item === 'string' ? undefined : item.severity) ?? severityFromConfidence(confidence);
  return { category, severity, confidence, action: ACTION_FOR_SEVERITY[severity] };
}
