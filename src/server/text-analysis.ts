// Text moderation for the routes: the engine's worker pool, with its refusals turned into problems
// that name the field the text came from.
import type { ModerationResult } from '../api/index.ts';
import { TextAnalysisTimeoutError, TextAnalyzerClosedError, TextQueueFullError, TextTooLongError, type TextAnalyzer } from '../engine/index.ts';
import { ApiError, ValidationError } from './errors.ts';

/** The findings for `text`, read from the field at `path` (e.g. `items[3].text`). */
export async function analyzeTextField(analyzer: TextAnalyzer, text: string, sandbox: boolean, path: string): Promise<ModerationResult[]> {
  try {
    return await analyzer.analyze(text, { sandbox });
  } catch (error) {
    throw textProblem(error, path);
  }
}

function textProblem(error: unknown, path: string): unknown {
  if (error instanceof TextTooLongError) return new ValidationError([{ path, message: error.message }], `The text at ${path} is too long once normalised; see errors[].`);
  if (error instanceof TextQueueFullError) {
    return new ApiError(503, 'overloaded', 'Every text worker is busy and the queue is full; retry shortly.', { headers: { 'retry-after': String(error.retryAfterSeconds) } });
  }
  // Input-driven: a text that costs the engine more than its budget is refused, not a fault.
  if (error instanceof TextAnalysisTimeoutError) return new ApiError(422, 'processing_failed', `The text at ${path} took longer to analyse than this service allows.`);
  if (error instanceof TextAnalyzerClosedError) return new ApiError(503, 'shutting_down', 'The service is shutting down; retry shortly.', { headers: { 'retry-after': '1' } });
  return error;
}
