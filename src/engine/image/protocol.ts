// What the image moderator and its worker threads exchange: settings, jobs and their output.
import type { ModerationResult } from '../../api/index.ts';
import type { ClassifierModel } from './classifier.ts';
import type { NsfwThresholds } from './nsfw-findings.ts';
import type { ImageFormat } from './sniff.ts';

/** Fixed for the life of a worker (`workerData`). */
export interface WorkerSettings {
  readonly nsfw: boolean;
  readonly ocr: boolean;
  readonly model: ClassifierModel;
  readonly thresholds: NsfwThresholds;
  readonly maxPixels: number;
  readonly decodeTimeoutSeconds: number;
  readonly ocrCachePath?: string;
}

export interface JobRequest {
  readonly bytes: Uint8Array;
  readonly format: ImageFormat;
  readonly sandbox: boolean;
  readonly ocr: boolean;
}

export interface JobTimings {
  /** Decoding and resizing, in milliseconds. */
  readonly decodeMs: number;
  /** Classifier inference, in milliseconds (0 when disabled). */
  readonly classifyMs: number;
  /** OCR and text analysis, in milliseconds (0 when skipped). */
  readonly ocrMs: number;
}

export interface JobOutput {
  readonly findings: ModerationResult[];
  readonly ocrText: string;
  readonly timingsMs: JobTimings;
}
