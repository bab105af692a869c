// Reads a result resource (`GET /results/{id}`, webhook event data) into a ResultState whose
// moderation, when finished, is a normalised Verdict.
import {
  CompletedResult,
  FailedResult,
  PendingResult,
  RESULT_STATUSES,
  type Problem,
  type ResultStatus,
  type ResultType,
} from '../api/index.ts';
import { ResponseValidationError } from './errors.ts';
import { validate } from './validate.ts';
import { toVerdict, type Verdict } from './verdict.ts';

export interface ResultState {
  id: string;
  status: ResultStatus;
  type: ResultType;
  sandbox: boolean;
  createdAt: string;
  /** When the result reached `completed` or `failed`; null before. */
  completedAt: string | null;
  /** Present when `completed`. */
  verdict?: Verdict;
  /** Present when `failed`. */
  error?: Problem;
}

const CompletedLifecycle = CompletedResult.pick({ id: true, type: true, sandbox: true, status: true, created_at: true, completed_at: true });

export function toResultState(data: unknown, status: number, prefix = ''): ResultState {
  const state = (data as { status?: unknown } | null)?.status;
  if (typeof state !== 'string' || !(RESULT_STATUSES as readonly string[]).includes(state)) {
    throw new ResponseValidationError(prefix ? `${prefix}.status` : 'status', `must be one of ${RESULT_STATUSES.join(', ')}`, status);
  }
  if (state === 'completed') {
    const r = validate(CompletedLifecycle, data, status, prefix);
    return { ...lifecycle(r), completedAt: r.completed_at, verdict: toVerdict(data, status, prefix) };
  }
  if (state === 'failed') {
    const r = validate(FailedResult, data, status, prefix);
    return { ...lifecycle(r), completedAt: r.completed_at, error: r.error };
  }
  const r = validate(PendingResult, data, status, prefix);
  return { ...lifecycle(r), completedAt: null };
}

function lifecycle(r: { id: string; status: ResultStatus; type: ResultType; sandbox: boolean; created_at: string }) {
  return { id: r.id, status: r.status, type: r.type, sandbox: r.sandbox, createdAt: r.created_at };
}
