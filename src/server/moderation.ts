// Builds moderation answers from findings (docs/api.md, "The moderation response") and stores each as a completed result.
import { randomBytes } from 'node:crypto';
import { summarizeFindings, type ModerationResponse, type ModerationResult } from '../api/index.ts';
import { TEXT_MODEL_VERSION } from '../engine/index.ts';
import type { ApiKeyRecord, Clock, CompletedResultInput, StoredResultType, Store } from '../store/index.ts';
import { itemCounts } from './metering.ts';

// Ids draw on a pool of random bytes refilled 4 KiB at a time: one call into the CSPRNG serves
// 341 ids, instead of one call (and one Buffer) per answer.
const ID_BYTES = 12;
const POOL_BYTES = 4092;
let pool = Buffer.alloc(0);
let used = 0;

export function newResultId(): string {
  if (used + ID_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  used += ID_BYTES;
  return `res_${pool.toString('base64url', used - ID_BYTES, used)}`;
}

export function moderationFields(id: string, findings: readonly ModerationResult[], latencyMs: number, sandbox: boolean): ModerationResponse {
  const latency = Math.max(0, Math.round(latencyMs));
  return {
    id,
    results: [...findings],
    latency_ms: latency,
    sandbox,
    ...summarizeFindings(findings),
    processing_time_ms: latency,
    model_version: TEXT_MODEL_VERSION,
  };
}

export function completedRecord(keyId: string, type: StoredResultType, answer: ModerationResponse, startedAt: Date, nowMs: number): CompletedResultInput {
  return {
    id: answer.id,
    keyId,
    type,
    sandbox: answer.sandbox,
    body: answer,
    createdAt: startedAt.toISOString(),
    completedAt: new Date(nowMs).toISOString(),
  };
}

/**
 * The answer to a moderation done at once (one text or image), from its findings: stored with the
 * other answers of the same moment, with its count. Resolves once stored, so it is never lost.
 */
export async function answerAtOnce(
  store: Store,
  clock: Clock,
  key: ApiKeyRecord,
  type: 'text' | 'image',
  findings: readonly ModerationResult[],
  started: { readonly atMs: number; readonly perf: number },
): Promise<ModerationResponse> {
  const answer = moderationFields(newResultId(), findings, performance.now() - started.perf, key.sandbox);
  const now = clock.now();
  await store.results.insertSoon({
    results: [completedRecord(key.id, type, answer, new Date(started.atMs), now)],
    counts: itemCounts(key.id, now, { [type]: 1, flagged: answer.safe ? 0 : 1 }),
  });
  return answer;
}
