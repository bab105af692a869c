// Builds moderation answers from findings (DESIGN §2) and stores each as a completed result.
import { randomBytes } from 'node:crypto';
import { summarizeFindings, type ModerationResponse, type ModerationResult } from '../api/index.ts';
import type { StoredResultType, Store } from '../store/index.ts';

export function newResultId(): string {
  return `res_${randomBytes(12).toString('base64url')}`;
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
  };
}

/** Stores a moderation that finished at once so `GET /results/{id}` and feedback find it. */
export function storeCompleted(store: Store, keyId: string, type: StoredResultType, answer: ModerationResponse, startedAt: Date, nowMs: number): void {
  store.results.insertCompleted({
    id: answer.id,
    keyId,
    type,
    sandbox: answer.sandbox,
    body: answer,
    createdAt: startedAt.toISOString(),
    completedAt: new Date(nowMs).toISOString(),
  });
}

/** Like storeCompleted, sharing one commit with the other answers of the same moment; resolves once stored. */
export function storeCompletedSoon(store: Store, keyId: string, type: StoredResultType, answer: ModerationResponse, startedAt: Date, nowMs: number): Promise<void> {
  return store.results.insertCompletedSoon({
    id: answer.id,
    keyId,
    type,
    sandbox: answer.sandbox,
    body: answer,
    createdAt: startedAt.toISOString(),
    completedAt: new Date(nowMs).toISOString(),
  });
}
