// The durable queue of asynchronous moderations (video): the `jobs` rows and their `results` state.
// A job's end and its webhook event are written in one transaction (the outbox), so neither is lost.
import {
  type CompletedResult,
  type FailedResult,
  type ModerationResponse,
  type ModerationResultResource,
  type PendingResult,
  type Problem,
  RESULT_TRANSITIONS,
  type ResultStatus,
  summarizeFindings,
  WebhookEvent,
  type WebhookEventType,
} from '../api/index.ts';
import { transaction, type Database } from './database.ts';
import { recordEvent } from './deliveries.ts';

/** A move between result states that RESULT_TRANSITIONS does not allow, or from a stale state. */
export class IllegalTransitionError extends Error {
  readonly code = 'illegal_transition';
  readonly from: ResultStatus;
  readonly to: ResultStatus;
  constructor(resultId: string, from: ResultStatus, to: ResultStatus) {
    super(`Result ${resultId} cannot move from ${from} to ${to}.`);
    this.name = 'IllegalTransitionError';
    this.from = from;
    this.to = to;
  }
}

export class JobNotFoundError extends Error {
  readonly code = 'job_not_found';
  constructor(resultId: string) {
    super(`No job for result ${resultId}.`);
    this.name = 'JobNotFoundError';
  }
}

export interface EnqueueJob {
  readonly resultId: string;
  readonly keyId: string;
  readonly sandbox: boolean;
  /** An upload inside DATA_DIR; deleted when the job ends. */
  readonly inputPath?: string;
  readonly inputUrl?: string;
  /** Epoch milliseconds. */
  readonly now: number;
}

export interface JobRecord {
  readonly resultId: string;
  readonly keyId: string;
  readonly sandbox: boolean;
  readonly status: ResultStatus;
  readonly inputPath: string | null;
  readonly inputUrl: string | null;
  /** Times the job has been taken up, this one included. */
  readonly attempts: number;
  readonly queuedAt: string;
  readonly startedAt: string | null;
}

/** What a finished job reports; the summary fields, `id` and `sandbox` are derived here. */
export type JobOutcome = Pick<ModerationResponse, 'results' | 'latency_ms'>;

export interface FinishedJob<R extends CompletedResult | FailedResult> {
  readonly resource: R;
  /** The webhook event written with the result. */
  readonly eventId: string;
  readonly deliveries: number;
}

export interface Recovery {
  /** Jobs put back in the queue. */
  readonly requeued: number;
  /** Jobs failed because they had already been interrupted `maxAttempts` times. */
  readonly failed: FinishedJob<FailedResult>[];
}

interface JobRow {
  result_id: string;
  key_id: string;
  sandbox: number;
  status: ResultStatus;
  input_path: string | null;
  input_url: string | null;
  attempts: number;
  queued_at: string;
  started_at: string | null;
}

interface ResultRow {
  id: string;
  type: ModerationResultResource['type'];
  status: ResultStatus;
  sandbox: number;
  body: string | null;
  error: string | null;
  created_at: string;
  completed_at: string | null;
}

/** The condition of the `results_unfinished` index, written the same way so SQLite uses the index. */
const UNFINISHED = "r.status IN ('queued', 'processing')";

const JOB_COLUMNS = `j.result_id, j.key_id, r.sandbox, r.status, j.input_path, j.input_url, j.attempts, j.queued_at, j.started_at`;

export class JobStore {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Stores the queued result and its job together; returns the `202` body. */
  enqueue(job: EnqueueJob): PendingResult {
    const createdAt = new Date(job.now).toISOString();
    transaction(this.db, () => {
      this.db
        .prepare("INSERT INTO results (id, key_id, type, status, sandbox, created_at) VALUES (?, ?, 'video', 'queued', ?, ?)")
        .run(job.resultId, job.keyId, job.sandbox ? 1 : 0, createdAt);
      this.db
        .prepare('INSERT INTO jobs (result_id, key_id, input_path, input_url, attempts, queued_at) VALUES (?, ?, ?, ?, 0, ?)')
        .run(job.resultId, job.keyId, job.inputPath ?? null, job.inputUrl ?? null, createdAt);
    });
    return { id: job.resultId, type: 'video', sandbox: job.sandbox, created_at: createdAt, status: 'queued', completed_at: null };
  }

  /** Atomically moves the oldest queued job to `processing` and returns it. */
  claimNext(now: number): JobRecord | undefined {
    return transaction(this.db, () => {
      const next = this.db
        .prepare(
          `SELECT j.result_id FROM jobs j JOIN results r ON r.id = j.result_id
           WHERE ${UNFINISHED} AND r.status = 'queued' ORDER BY j.queued_at, j.rowid LIMIT 1`,
        )
        .get() as { result_id: string } | undefined;
      if (!next) return undefined;
      this.#move(next.result_id, 'queued', 'processing');
      this.db.prepare('UPDATE jobs SET attempts = attempts + 1, started_at = ? WHERE result_id = ?').run(new Date(now).toISOString(), next.result_id);
      return this.get(next.result_id);
    });
  }

  /** processing -> completed, with the `moderation.completed` event and its deliveries. */
  complete(resultId: string, outcome: JobOutcome, now: number): FinishedJob<CompletedResult> {
    return transaction(this.db, () => {
      const completedAt = new Date(now).toISOString();
      const sandbox = this.#sandbox(resultId);
      const fields: ModerationResponse = {
        id: resultId,
        results: outcome.results,
        latency_ms: outcome.latency_ms,
        sandbox,
        ...summarizeFindings(outcome.results),
        processing_time_ms: outcome.latency_ms,
      };
      this.#move(resultId, 'processing', 'completed', { body: JSON.stringify(fields), completedAt });
      return this.#finish<CompletedResult>(resultId, 'moderation.completed', now);
    });
  }

  /** processing -> failed, with the `moderation.failed` event and its deliveries. */
  fail(resultId: string, problem: Problem, now: number): FinishedJob<FailedResult> {
    return transaction(this.db, () => this.#failWithin(resultId, problem, now));
  }

  /**
   * Start-up recovery: every job left `processing` by a stopped process goes back to `queued`,
   * except one already taken up `maxAttempts` times, which fails so a poison input cannot loop.
   */
  requeueInterrupted(now: number, maxAttempts: number, problem: Problem): Recovery {
    return transaction(this.db, () => {
      const stuck = this.db
        .prepare(`SELECT ${JOB_COLUMNS} FROM jobs j JOIN results r ON r.id = j.result_id WHERE ${UNFINISHED} AND r.status = 'processing'`)
        .all() as unknown as JobRow[];
      const failed: FinishedJob<FailedResult>[] = [];
      let requeued = 0;
      for (const row of stuck) {
        if (row.attempts >= maxAttempts) {
          failed.push(this.#failWithin(row.result_id, problem, now));
        } else {
          // processing -> queued is the one move outside RESULT_TRANSITIONS: recovery only.
          this.db.prepare("UPDATE results SET status = 'queued' WHERE id = ? AND status = 'processing'").run(row.result_id);
          requeued++;
        }
      }
      return { requeued, failed };
    });
  }

  get(resultId: string): JobRecord | undefined {
    const row = this.db
      .prepare(`SELECT ${JOB_COLUMNS} FROM jobs j JOIN results r ON r.id = j.result_id WHERE j.result_id = ?`)
      .get(resultId) as JobRow | undefined;
    return row && toJob(row);
  }

  /** The result as `GET /results/{id}` shows it (any type of result). */
  getResource(resultId: string): ModerationResultResource | undefined {
    const row = this.db.prepare('SELECT * FROM results WHERE id = ?').get(resultId) as ResultRow | undefined;
    return row && toResource(row);
  }

  /** Jobs queued or processing, to refuse new work (`503 overloaded`) past a bound. */
  countUnfinished(): number {
    const row = this.db.prepare(`SELECT COUNT(*) AS n FROM results r WHERE ${UNFINISHED} AND r.type = 'video'`).get() as { n: number };
    return row.n;
  }

  /** Uploads of jobs that have ended but whose file was not yet removed (e.g. a crash in between). */
  endedInputs(): { resultId: string; inputPath: string }[] {
    const rows = this.db
      .prepare(
        `SELECT j.result_id, j.input_path FROM jobs j JOIN results r ON r.id = j.result_id
         WHERE j.input_path IS NOT NULL AND r.status IN ('completed', 'failed')`,
      )
      .all() as { result_id: string; input_path: string }[];
    return rows.map((r) => ({ resultId: r.result_id, inputPath: r.input_path }));
  }

  /** Forgets the upload path once the file is gone. */
  clearInput(resultId: string): void {
    this.db.prepare('UPDATE jobs SET input_path = NULL WHERE result_id = ?').run(resultId);
  }

  #failWithin(resultId: string, problem: Problem, now: number): FinishedJob<FailedResult> {
    this.#move(resultId, 'processing', 'failed', { error: JSON.stringify(problem), completedAt: new Date(now).toISOString() });
    return this.#finish<FailedResult>(resultId, 'moderation.failed', now);
  }

  #finish<R extends CompletedResult | FailedResult>(resultId: string, type: WebhookEventType, now: number): FinishedJob<R> {
    const resource = this.getResource(resultId);
    if (!resource) throw new JobNotFoundError(resultId);
    // Validated so a receiver gets exactly the documented body; a mismatch rolls the job back.
    const event = WebhookEvent.parse({ type, timestamp: new Date(now).toISOString(), data: resource });
    const keyId = (this.db.prepare('SELECT key_id FROM results WHERE id = ?').get(resultId) as { key_id: string }).key_id;
    const recorded = recordEvent(this.db, { keyId, event, now });
    return { resource: resource as R, eventId: recorded.id, deliveries: recorded.deliveries };
  }

  #sandbox(resultId: string): boolean {
    const row = this.db.prepare('SELECT sandbox FROM results WHERE id = ?').get(resultId) as { sandbox: number } | undefined;
    if (!row) throw new JobNotFoundError(resultId);
    return row.sandbox === 1;
  }

  /** The only way a job's state changes: the SQL guard makes a stale or illegal move fail. */
  #move(resultId: string, from: ResultStatus, to: ResultStatus, end?: { body?: string; error?: string; completedAt: string }): void {
    if (!RESULT_TRANSITIONS[from].includes(to)) throw new IllegalTransitionError(resultId, from, to);
    const changed = this.db
      .prepare(
        `UPDATE results SET status = ?, body = COALESCE(?, body), error = COALESCE(?, error), completed_at = COALESCE(?, completed_at)
         WHERE id = ? AND status = ? AND EXISTS (SELECT 1 FROM jobs WHERE result_id = results.id)`,
      )
      .run(to, end?.body ?? null, end?.error ?? null, end?.completedAt ?? null, resultId, from);
    if (Number(changed.changes) === 1) return;
    const current = this.get(resultId);
    if (!current) throw new JobNotFoundError(resultId);
    throw new IllegalTransitionError(resultId, current.status, to);
  }
}

function toJob(row: JobRow): JobRecord {
  return {
    resultId: row.result_id,
    keyId: row.key_id,
    sandbox: row.sandbox === 1,
    status: row.status,
    inputPath: row.input_path,
    inputUrl: row.input_url,
    attempts: row.attempts,
    queuedAt: row.queued_at,
    startedAt: row.started_at,
  };
}

/** A stored result in the shape of `GET /results/{id}`. */
function toResource(row: ResultRow): ModerationResultResource {
  const lifecycle = { id: row.id, type: row.type, sandbox: row.sandbox === 1, created_at: row.created_at };
  if (row.status === 'completed') {
    return { ...(JSON.parse(row.body ?? '{}') as ModerationResponse), ...lifecycle, status: 'completed', completed_at: row.completed_at ?? row.created_at };
  }
  if (row.status === 'failed') {
    return { ...lifecycle, status: 'failed', completed_at: row.completed_at ?? row.created_at, error: JSON.parse(row.error ?? '{}') as Problem };
  }
  return { ...lifecycle, status: row.status, completed_at: null };
}
