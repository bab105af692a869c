// Moderation answers as the service and the spec's two shapes write them, for the scripted server.

export const NOW = '2026-11-22T10:15:00.000Z';

export const hateFinding = {
  category: 'hate',
  severity: 'high',
  confidence: 0.97,
  action: 'block',
  label: 'slur',
  source: 'text',
  spans: [{ start: 4, end: 9, text: 'xxxxx' }],
};

/** The spec's first shape only. */
export function shapeA(results: object[] = [hateFinding], id = 'mod_a') {
  return { id, results, latency_ms: 12, sandbox: true };
}

/** The spec's second shape only. */
export function shapeB(categories: unknown[], score: number, id = 'mod_b') {
  return { id, safe: categories.length === 0, score, categories, processing_time_ms: 9 };
}

/** Both shapes, as this service answers. */
export function bothShapes(results: Array<{ category: string; confidence: number; [field: string]: unknown }> = [hateFinding], id = 'mod_ab') {
  return {
    id,
    results,
    latency_ms: 7,
    sandbox: true,
    safe: results.length === 0,
    score: results.reduce((m, r) => Math.max(m, r.confidence), 0),
    categories: [...new Set(results.map((r) => r.category))],
    processing_time_ms: 7,
    model_version: 'words-0123456789ab',
  };
}

export function problem(status: number, code: string, title: string, extra: object = {}) {
  return { type: `urn:content-moderation:problem:${code}`, title, status, code, request_id: 'req_problem', ...extra };
}

export function pendingResult(id: string, status: 'queued' | 'processing' = 'queued') {
  return { id, type: 'video', sandbox: true, status, created_at: NOW, completed_at: null };
}

export function completedResult(id: string) {
  return { ...bothShapes([hateFinding], id), type: 'video', status: 'completed', created_at: NOW, completed_at: NOW };
}
