// Renders a stored result as the resource of GET /results/{id} (and of webhook events).
import type { ModerationResultResource, Problem, ModerationResponse } from '../api/index.ts';
import type { ResultRecord } from '../store/index.ts';

export function resultResource(record: ResultRecord): ModerationResultResource {
  const lifecycle = { id: record.id, type: record.type, sandbox: record.sandbox, created_at: record.createdAt };
  switch (record.status) {
    case 'completed':
      // Answers stored before model versions were recorded have none.
      return { ...(record.body as ModerationResponse), model_version: (record.body as Partial<ModerationResponse>).model_version ?? 'unknown', ...lifecycle, status: 'completed', completed_at: record.completedAt ?? record.createdAt };
    case 'failed':
      return { ...lifecycle, status: 'failed', completed_at: record.completedAt ?? record.createdAt, error: record.error as Problem };
    default:
      return { ...lifecycle, status: record.status, completed_at: null };
  }
}
