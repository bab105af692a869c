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
import { recordEvent } from './deliveries.ts';
import type { SqlClient, SqlDatabase } from './sql.ts';
import { addCounts, FLAGGED_METRIC, itemMetric, periodOf } from './usage.ts';

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

/** The job was taken up again after this claim's lease ran out: the claim may no longer end it. */
export class ClaimLostError extends Error {
  readonly code = 'claim_lost';
  constructor(resultId: string, attempt: number) {
    super(`Result ${resultId} is no longer held by attempt ${attempt}.`);
    this.name = 'ClaimLostError';
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

/** Which taking-up of a job a runner holds: the job and the attempt it made. */
export type JobClaim = Pick<JobRecord, 'resultId' | 'attempts'>;

/** What a finished job reports; the summary fields, `id` and `sandbox` are derived here. */
export type JobOutcome = Pick<ModerationResponse, 'results' | 'latency_ms' | 'examined' | 'model_version'>;

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

export interface RecoverOptions {
  /** Times a job may be taken up before an interrupted one is failed instead of requeued. */
  readonly maxAttempts: number;
  /** The problem a job that reached `maxAttempts` fails with. */
  readonly problem: Problem;
  /**
   * Requeue every processing job, leased or not: only for a store no other process runs jobs
   * from (SQLite), at start-up, when every processing job is one this process left behind.
   */
  readonly ignoreLeases?: boolean;
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

/** The condition of the `results_unfinished` index, written the same way so the index is used. */
const UNFINISHED = "r.status IN ('queued', 'processing')";

const JOB_COLUMNS = `j.result_id, j.key_id, r.sandbox, r.status, j.input_path, j.input_url, j.attempts, j.queued_at, j.started_at`;

export class JobStore {
  readonly #db: SqlDatabase;

  constructor(db: SqlDatabase) {
    this.#db = db;
  }

  /** Stores the queued result, its job and its count (one video item) together; returns the `202` body. */
  async enqueue(job: EnqueueJob): Promise<PendingResult> {
    const createdAt = new Date(job.now).toISOString();
    await this.#db.transaction(async (tx) => {
      await tx.run("INSERT INTO results (id, key_id, type, status, sandbox, created_at) VALUES (?, ?, 'video', 'queued', ?, ?)", [
        job.resultId,
        job.keyId,
        job.sandbox ? 1 : 0,
        createdAt,
      ]);
      await tx.run('INSERT INTO jobs (result_id, key_id, input_path, input_url, attempts, queued_at) VALUES (?, ?, ?, ?, 0, ?)', [
        job.resultId,
        job.keyId,
        job.inputPath ?? null,
        job.inputUrl ?? null,
        createdAt,
      ]);
      await addCounts(tx, [{ keyId: job.keyId, period: periodOf(job.now), amounts: { [itemMetric('video')]: 1 } }]);
    });
    return { id: job.resultId, type: 'video', sandbox: job.sandbox, created_at: createdAt, status: 'queued', completed_at: null };
  }

  /**
   * Atomically moves the oldest queued job to `processing`, leased until `now + leaseMs`, and
   * returns it. Replicas claiming at once each get a different job.
   */
  claimNext(now: number, leaseMs: number): Promise<JobRecord | undefined> {
    return this.#db.transaction(async (tx) => {
      const next = await tx.get<{ result_id: string }>(
        `SELECT j.result_id FROM jobs j JOIN results r ON r.id = j.result_id
         WHERE ${UNFINISHED} AND r.status = 'queued' ORDER BY j.queued_at, j.result_id LIMIT 1${tx.dialect.lockRows('j, r')}`,
      );
      if (!next) return undefined;
      await move(tx, next.result_id, 'queued', 'processing');
      await tx.run('UPDATE jobs SET attempts = attempts + 1, started_at = ?, lease_until = ? WHERE result_id = ?', [
        new Date(now).toISOString(),
        now + leaseMs,
        next.result_id,
      ]);
      return getJob(tx, next.result_id);
    });
  }

  /** Extends the leases of jobs this runner still holds; returns how many it holds. */
  async renewLeases(claims: readonly JobClaim[], until: number): Promise<number> {
    let held = 0;
    for (const claim of claims) {
      held += await this.#db.run(
        "UPDATE jobs SET lease_until = ? WHERE result_id = ? AND attempts = ? AND EXISTS (SELECT 1 FROM results WHERE id = jobs.result_id AND status = 'processing')",
        [until, claim.resultId, claim.attempts],
      );
    }
    return held;
  }

  /** processing -> completed, with the `moderation.completed` event, its deliveries and the flagged count. */
  complete(claim: JobClaim, outcome: JobOutcome, now: number): Promise<FinishedJob<CompletedResult>> {
    return this.#db.transaction(async (tx) => {
      const completedAt = new Date(now).toISOString();
      const { sandbox, keyId } = await owner(tx, claim.resultId);
      const fields: ModerationResponse = {
        id: claim.resultId,
        results: outcome.results,
        latency_ms: outcome.latency_ms,
        sandbox,
        ...summarizeFindings(outcome.results),
        processing_time_ms: outcome.latency_ms,
        model_version: outcome.model_version,
        ...(outcome.examined ? { examined: outcome.examined } : {}),
      };
      await move(tx, claim.resultId, 'processing', 'completed', { body: JSON.stringify(fields), completedAt }, claim.attempts);
      if (!fields.safe) await addCounts(tx, [{ keyId, period: periodOf(now), amounts: { [FLAGGED_METRIC]: 1 } }]);
      return finish<CompletedResult>(tx, claim.resultId, 'moderation.completed', now);
    });
  }

  /** processing -> failed, with the `moderation.failed` event and its deliveries. */
  fail(claim: JobClaim, problem: Problem, now: number): Promise<FinishedJob<FailedResult>> {
    return this.#db.transaction((tx) => failWithin(tx, claim, problem, now));
  }

  /**
   * Recovery: every processing job whose lease ran out (its process stopped) goes back to
   * `queued`, except one already taken up `maxAttempts` times, which fails so a poison input
   * cannot loop. Replicas recovering at once each take different jobs.
   */
  recoverInterrupted(now: number, options: RecoverOptions): Promise<Recovery> {
    return this.#db.transaction(async (tx) => {
      const expired = options.ignoreLeases ? '' : 'AND (j.lease_until IS NULL OR j.lease_until < ?)';
      const stuck = await tx.all<JobRow>(
        `SELECT ${JOB_COLUMNS} FROM jobs j JOIN results r ON r.id = j.result_id
         WHERE ${UNFINISHED} AND r.status = 'processing' ${expired}${tx.dialect.lockRows('j, r')}`,
        options.ignoreLeases ? [] : [now],
      );
      const failed: FinishedJob<FailedResult>[] = [];
      let requeued = 0;
      for (const row of stuck) {
        if (row.attempts >= options.maxAttempts) {
          failed.push(await failWithin(tx, { resultId: row.result_id, attempts: row.attempts }, options.problem, now));
        } else {
          // processing -> queued is the one move outside RESULT_TRANSITIONS: recovery only.
          await tx.run("UPDATE results SET status = 'queued' WHERE id = ? AND status = 'processing'", [row.result_id]);
          await tx.run('UPDATE jobs SET lease_until = NULL WHERE result_id = ?', [row.result_id]);
          requeued++;
        }
      }
      return { requeued, failed };
    });
  }

  get(resultId: string): Promise<JobRecord | undefined> {
    return getJob(this.#db, resultId);
  }

  /** The result as `GET /results/{id}` shows it (any type of result). */
  getResource(resultId: string): Promise<ModerationResultResource | undefined> {
    return getResource(this.#db, resultId);
  }

  /** Jobs queued or processing, to refuse new work (`503 overloaded`) past a bound. */
  async countUnfinished(): Promise<number> {
    return (await this.#db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM results r WHERE ${UNFINISHED} AND r.type = 'video'`))!.n;
  }

  /** Uploads of jobs that have ended but whose file was not yet removed (e.g. a crash in between). */
  async endedInputs(): Promise<{ resultId: string; inputPath: string }[]> {
    const rows = await this.#db.all<{ result_id: string; input_path: string }>(
      `SELECT j.result_id, j.input_path FROM jobs j JOIN results r ON r.id = j.result_id
       WHERE j.input_path IS NOT NULL AND r.status IN ('completed', 'failed')`,
    );
    return rows.map((r) => ({ resultId: r.result_id, inputPath: r.input_path }));
  }

  /** Forgets the upload path once the file is gone. */
  async clearInput(resultId: string): Promise<void> {
    await this.#db.run('UPDATE jobs SET input_path = NULL WHERE result_id = ?', [resultId]);
  }
}

async function getJob(db: SqlClient, resultId: string): Promise<JobRecord | undefined> {
  const row = await db.get<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs j JOIN results r ON r.id = j.result_id WHERE j.result_id = ?`, [resultId]);
  return row && toJob(row);
}

async function getResource(db: SqlClient, resultId: string): Promise<ModerationResultResource | undefined> {
  const row = await db.get<ResultRow>('SELECT * FROM results WHERE id = ?', [resultId]);
  return row && toResource(row);
}

async function failWithin(tx: SqlClient, claim: JobClaim, problem: Problem, now: number): Promise<FinishedJob<FailedResult>> {
  await move(tx, claim.resultId, 'processing', 'failed', { error: JSON.stringify(problem), completedAt: new Date(now).toISOString() }, claim.attempts);
  return finish<FailedResult>(tx, claim.resultId, 'moderation.failed', now);
}

async function finish<R extends CompletedResult | FailedResult>(tx: SqlClient, resultId: string, type: WebhookEventType, now: number): Promise<FinishedJob<R>> {
  const resource = await getResource(tx, resultId);
  if (!resource) throw new JobNotFoundError(resultId);
  // Validated so a receiver gets exactly the documented body; a mismatch rolls the job back.
  const event = WebhookEvent.parse({ type, timestamp: new Date(now).toISOString(), data: resource });
  const { keyId } = await owner(tx, resultId);
  const recorded = await recordEvent(tx, { keyId, event, now });
  return { resource: resource as R, eventId: recorded.id, deliveries: recorded.deliveries };
}

async function owner(tx: SqlClient, resultId: string): Promise<{ keyId: string; sandbox: boolean }> {
  const row = await tx.get<{ key_id: string; sandbox: number }>('SELECT key_id, sandbox FROM results WHERE id = ?', [resultId]);
  if (!row) throw new JobNotFoundError(resultId);
  return { keyId: row.key_id, sandbox: row.sandbox === 1 };
}

/**
 * The only way a job's state changes: the SQL guard makes a stale or illegal move fail, and with
 * `attempt`, a move by a claim whose job was taken up again since.
 */
async function move(
  tx: SqlClient,
  resultId: string,
  from: ResultStatus,
  to: ResultStatus,
  end?: { body?: string; error?: string; completedAt: string },
  attempt?: number,
): Promise<void> {
  if (!RESULT_TRANSITIONS[from].includes(to)) throw new IllegalTransitionError(resultId, from, to);
  const changed = await tx.run(
    `UPDATE results SET status = ?, body = COALESCE(?, body), error = COALESCE(?, error), completed_at = COALESCE(?, completed_at)
     WHERE id = ? AND status = ? AND EXISTS (SELECT 1 FROM jobs WHERE result_id = results.id AND (CAST(? AS BIGINT) IS NULL OR attempts = ?))`,
    [to, end?.body ?? null, end?.error ?? null, end?.completedAt ?? null, resultId, from, attempt ?? null, attempt ?? null],
  );
  if (changed === 1) return;
  const current = await getJob(tx, resultId);
  if (!current) throw new JobNotFoundError(resultId);
  if (attempt !== undefined && current.status === from && current.attempts !== attempt) throw new ClaimLostError(resultId, attempt);
  throw new IllegalTransitionError(resultId, current.status, to);
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
