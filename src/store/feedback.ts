// Review feedback: one record per (result, reviewer); a second submission updates the first.
import type { SqlClient } from './sql.ts';

export type Verdict = 'confirm' | 'false_positive' | 'false_negative';

export interface FeedbackRecord {
  readonly id: string;
  readonly resultId: string;
  readonly verdict: Verdict;
  readonly category: string | null;
  readonly comment: string | null;
  /** Null when the caller named no reviewer. */
  readonly reviewer: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface FeedbackInput {
  readonly id: string;
  readonly resultId: string;
  readonly keyId: string;
  readonly verdict: Verdict;
  readonly category: string | null;
  readonly comment: string | null;
  readonly reviewer: string | null;
  readonly at: string;
}

interface Row {
  id: string;
  result_id: string;
  reviewer: string;
  verdict: Verdict;
  category: string | null;
  comment: string | null;
  created_at: string;
  updated_at: string;
}

function toRecord(row: Row): FeedbackRecord {
  return {
    id: row.id,
    resultId: row.result_id,
    verdict: row.verdict,
    category: row.category,
    comment: row.comment,
    reviewer: row.reviewer === '' ? null : row.reviewer,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class FeedbackStore {
  readonly #db: SqlClient;

  constructor(db: SqlClient) {
    this.#db = db;
  }

  /**
   * Creates or updates the record of (result, reviewer) in one statement, so concurrent calls
   * (on any replica) make one record; `created` tells which happened: an update keeps the id the
   * record was created with.
   */
  async upsert(input: FeedbackInput): Promise<{ record: FeedbackRecord; created: boolean }> {
    const row = (await this.#db.get<Row>(
      `INSERT INTO feedback (id, result_id, key_id, reviewer, verdict, category, comment, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (result_id, reviewer) DO UPDATE SET verdict = excluded.verdict, category = excluded.category,
         comment = excluded.comment, updated_at = excluded.updated_at
       RETURNING *`,
      [input.id, input.resultId, input.keyId, input.reviewer ?? '', input.verdict, input.category, input.comment, input.at, input.at],
    ))!;
    return { record: toRecord(row), created: row.id === input.id };
  }

  /** Records of the key last written in [from, to), counted by verdict. */
  async countByVerdict(keyId: string, from: string, to: string): Promise<Record<Verdict, number>> {
    const counts: Record<Verdict, number> = { confirm: 0, false_positive: 0, false_negative: 0 };
    const rows = await this.#db.all<{ verdict: Verdict; n: number }>(
      'SELECT verdict, COUNT(*) AS n FROM feedback WHERE key_id = ? AND updated_at >= ? AND updated_at < ? GROUP BY verdict',
      [keyId, from, to],
    );
    for (const row of rows) if (row.verdict in counts) counts[row.verdict] = row.n;
    return counts;
  }
}
