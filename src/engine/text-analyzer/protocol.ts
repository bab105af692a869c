// What the text analyzer and its worker threads exchange: settings, jobs and their output.
import type { ModerationResult } from '../../api/index.ts';

/** Fixed for the life of a worker (`workerData`). */
export interface TextWorkerSettings {
  /** Most code points the engine reads, counted after Unicode NFKC normalisation. */
  readonly maxCodePoints: number;
  /** Rounds of the warm-up texts run before the worker says it is ready. */
  readonly warmUpRounds: number;
}

export interface TextJob {
  readonly text: string;
  readonly sandbox: boolean;
}

export type TextJobOutput = ModerationResult[];
