// Moderation requests and the moderation response, which always carries both field sets of
// the API (docs/api.md, "The moderation response") so a client written for either shape works.
import { z } from 'zod';
import { Action, CategoryName, codePointLength, HttpUrl, LIMITS, Severity } from './common.ts';

export const TextSpan = z
  .object({
    start: z.int().min(0).meta({ description: 'Offset of the first code point of the match, in Unicode code points.' }),
    end: z.int().min(0).meta({ description: 'Offset just past the match, in Unicode code points.' }),
    text: z.string().meta({ description: 'The matched text; masked for `pii` and `credentials` so secrets are never echoed.' }),
  })
  .meta({ id: 'TextSpan' });
export type TextSpan = z.infer<typeof TextSpan>;

export const FrameRef = z
  .object({
    timestamp_ms: z.int().min(0).meta({ description: 'Position of the frame in the video, in milliseconds.' }),
  })
  .meta({ id: 'FrameRef' });
export type FrameRef = z.infer<typeof FrameRef>;

export const EvidenceSource = z.enum(['text', 'ocr', 'image']).meta({
  id: 'EvidenceSource',
  description: '`text`: the submitted text; `ocr`: text read inside an image or frame; `image`: the picture itself.',
});
export type EvidenceSource = z.infer<typeof EvidenceSource>;

const confidence = z.number().min(0).max(1).meta({ description: 'Confidence in the finding, 0..1.' });

/** The finding as the spec's first shape describes it, with any category or action string. */
export const LenientModerationResult = z.object({
  category: z.string(),
  severity: Severity,
  confidence,
  action: z.string(),
  label: z.string().optional(),
  source: EvidenceSource.optional(),
  spans: z.array(TextSpan).optional(),
  frames: z.array(FrameRef).optional(),
});

/** One finding, as this service emits it. */
export const ModerationResult = LenientModerationResult.extend({
  category: CategoryName,
  action: Action,
  label: z.string().optional().meta({ description: 'What exactly was found within the category, e.g. `threat`, `email`, `aws_access_key`.' }),
}).meta({ id: 'ModerationResult', description: 'One finding.' });
export type ModerationResult = z.infer<typeof ModerationResult>;

const latency = z.int().min(0).meta({ description: 'Processing time in milliseconds.' });

export const ModelVersion = z.string().min(1).max(100).meta({
  id: 'ModelVersion',
  description: 'The version of the learned text model that judged the content (its design and the start of its weights\' SHA-256); `unknown` for answers stored before versions were recorded.',
});

/** The spec's first shape (the text endpoint's formal schema). */
export const ModerationShapeA = z.object({
  id: z.string(),
  results: z.array(LenientModerationResult),
  latency_ms: latency,
  sandbox: z.boolean().optional(),
  model_version: ModelVersion.optional(),
});

/** The spec's second shape (the API reference example); category items are not specified. */
export const ModerationShapeB = z.object({
  id: z.string().optional(),
  safe: z.boolean(),
  score: z.number().min(0).max(1),
  categories: z.array(
    z.union([
      z.string(),
      z.looseObject({
        name: z.string().optional(),
        category: z.string().optional(),
        severity: Severity.optional(),
        score: z.number().min(0).max(1).optional(),
        confidence: z.number().min(0).max(1).optional(),
      }),
    ]),
  ),
  processing_time_ms: latency.optional(),
  sandbox: z.boolean().optional(),
  model_version: ModelVersion.optional(),
});

/** Which part of a video its frames covered; only video results carry it. */
export const ExaminedSpan = z
  .object({
    start_ms: z.int().min(0).meta({ description: 'Timestamp of the first frame examined, in milliseconds.' }),
    end_ms: z.int().min(0).meta({ description: 'Timestamp of the last frame examined, in milliseconds.' }),
    duration_ms: z.int().min(0).meta({ description: 'Length of the video as decoded (not as its header claims), in milliseconds.' }),
    frames: z.int().min(0).meta({ description: 'Frames examined.' }),
    max_gap_ms: z.int().min(0).meta({ description: 'The longest stretch of the video no examined frame shows (between two frames, or before the first or after the last), in milliseconds.' }),
  })
  .meta({ id: 'ExaminedSpan', description: 'Which part of a video was examined: frames are spread over its whole decoded length.' });
export type ExaminedSpan = z.infer<typeof ExaminedSpan>;

/** The moderation fields every moderation answer of this service carries (docs/api.md, "The moderation response"). */
export const ModerationFields = z.object({
  id: z.string().meta({ description: 'Identifier of the moderation, usable with `GET /results/{id}`.' }),
  results: z.array(ModerationResult).meta({ description: 'One entry per finding; empty when safe.' }),
  latency_ms: latency,
  sandbox: z.boolean().meta({ description: 'True when answered for a sandbox key.' }),
  safe: z.boolean().meta({ description: 'True exactly when `results` is empty.' }),
  score: z.number().min(0).max(1).meta({ description: 'The highest confidence among `results`; 0 when safe.' }),
  categories: z.array(CategoryName).meta({ description: 'The distinct categories of `results`.' }),
  processing_time_ms: latency.meta({ description: 'Equal to `latency_ms`.' }),
  // This service always sends it; optional so that clients read events and answers stored or
  // sent by a service without a model.
  model_version: ModelVersion.optional(),
  examined: ExaminedSpan.optional().meta({ description: 'Video results only: which span of the video the examined frames cover.' }),
});

export const ModerationResponse = ModerationFields.meta({
  id: 'ModerationResponse',
  description: 'A moderation answer with both common field sets of moderation APIs.',
});
export type ModerationResponse = z.infer<typeof ModerationResponse>;

/** Text within the code-point limit; JSON Schema's `maxLength` also counts code points. */
export function boundedText(maxCodePoints: number = LIMITS.textMaxCodePoints) {
  return z
    .string()
    .refine((s) => codePointLength(s) <= maxCodePoints, {
      message: `must be at most ${maxCodePoints} characters (Unicode code points)`,
      abort: true,
    })
    .meta({ override: { maxLength: maxCodePoints } });
}

export const ModerateTextRequest = z
  .strictObject({
    text: boundedText().meta({ description: 'The text to moderate, at most 10,000 Unicode code points.' }),
  })
  .meta({ id: 'ModerateTextRequest' });
export type ModerateTextRequest = z.infer<typeof ModerateTextRequest>;

export const Base64Image = z
  .base64()
  .max(Math.ceil((LIMITS.imageMaxBytes * 4) / 3) + 4)
  .meta({ description: 'The image bytes, base64-encoded (at most 10 MB decoded).' });

/** The number of bytes a base64 text decodes to, without decoding it. */
export function base64ByteLength(text: string): number {
  let padding = 0;
  if (text.endsWith('==')) padding = 2;
  else if (text.endsWith('=')) padding = 1;
  return Math.floor((text.length * 3) / 4) - padding;
}

export const ModerateImageJsonRequest = z
  .union([z.strictObject({ image_base64: Base64Image }), z.strictObject({ url: HttpUrl })])
  .meta({
    id: 'ModerateImageJsonRequest',
    description: 'An image given inline as base64 or by URL; the format is decided from the bytes.',
  });
export type ModerateImageJsonRequest = z.infer<typeof ModerateImageJsonRequest>;

export const ModerateVideoJsonRequest = z
  .strictObject({ url: HttpUrl })
  .meta({ id: 'ModerateVideoJsonRequest', description: 'A video to fetch by URL.' });
export type ModerateVideoJsonRequest = z.infer<typeof ModerateVideoJsonRequest>;

/** Content types accepted as raw bodies; the format is still decided from the bytes. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const VIDEO_CONTENT_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

/**
 * The fields derived from the findings (docs/api.md, "The moderation response"): `safe` exactly when there are none,
 * `score` the highest confidence, `categories` the distinct categories in order of appearance.
 */
export function summarizeFindings<C extends string>(results: readonly { category: C; confidence: number }[]): {
  safe: boolean;
  score: number;
  categories: C[];
} {
  return {
    safe: results.length === 0,
    score: results.reduce((max, r) => Math.max(max, r.confidence), 0),
    categories: [...new Set(results.map((r) => r.category))],
  };
}
