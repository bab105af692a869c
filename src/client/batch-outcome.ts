// Reads a batch answer into one outcome per item, completed items carrying a normalised Verdict.
import { z } from 'zod';
import { BatchItemCompleted, BatchItemFailed, BatchResponse, type Problem } from '../api/index.ts';
import { validate } from './validate.ts';
import { toVerdict, type Verdict } from './verdict.ts';

/** One item's outcome; `index` is its position in the caller's input. */
export type BatchOutcomeItem = { index: number; ref: string | null } & ({ ok: true; verdict: Verdict } | { ok: false; error: Problem });

export interface BatchOutcome {
  id: string;
  items: BatchOutcomeItem[];
  sandbox: boolean;
}

// The envelope is checked here and each item on its own, so that an item in either
// moderation shape is accepted.
const Envelope = BatchResponse.pick({ id: true, sandbox: true }).extend({ items: z.array(z.unknown()) });
const ItemPosition = BatchItemCompleted.pick({ index: true, ref: true, status: true });

export function toBatchOutcome(data: unknown, status: number): BatchOutcome {
  const envelope = validate(Envelope, data, status);
  const items = envelope.items.map((item, i): BatchOutcomeItem => {
    const prefix = `items[${i}]`;
    if ((item as { status?: unknown } | null)?.status === 'failed') {
      const failed = validate(BatchItemFailed, item, status, prefix);
      return { index: failed.index, ref: failed.ref, ok: false, error: failed.error };
    }
    const position = validate(ItemPosition, item, status, prefix);
    return { index: position.index, ref: position.ref, ok: true, verdict: toVerdict(item, status, prefix) };
  });
  return { id: envelope.id, items, sandbox: envelope.sandbox };
}
