// The messages between a worker pool and its worker threads, whatever job the workers do.
import type { ProblemCode } from '../../api/index.ts';

/** An error a worker reports for one job, rebuilt into a typed error by the pool's owner. */
export interface SerializedError {
  readonly name: string;
  readonly code: ProblemCode;
  readonly message: string;
}

export type WorkerMessage<Output> =
  | { readonly type: 'ready' }
  | { readonly type: 'result'; readonly id: number; readonly output: Output }
  | { readonly type: 'failure'; readonly id: number; readonly error: SerializedError };

export type ParentMessage<Job> = { readonly type: 'job'; readonly id: number; readonly job: Job } | { readonly type: 'close' };
