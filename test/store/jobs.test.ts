import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModerationResultResource, WebhookEvent, problemType, type ModerationResult, type Problem } from '../../src/api/index.ts';
import { openDatabase, type Database } from '../../src/store/database.ts';
import { DeliveryStore } from '../../src/store/deliveries.ts';
import { IllegalTransitionError, JobNotFoundError, JobStore } from '../../src/store/jobs.ts';
import { insertWebhook, newSecret } from '../server/delivery/webhook-receiver.ts';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const finding: ModerationResult = { category: 'violence', severity: 'high', confidence: 0.9, action: 'block', source: 'image', frames: [{ timestamp_ms: 2000 }] };
const problem: Problem = { type: problemType('processing_failed'), title: 'The media could not be processed', status: 422, detail: 'bad frames', code: 'processing_failed' };

let dir: string;
let db: Database;
let jobs: JobStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jobs-'));
  db = openDatabase(join(dir, 'store.sqlite'));
  jobs = new JobStore(db);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function eventsOf(resultId: string): { id: string; type: string; payload: string; key_id: string }[] {
  return db.prepare("SELECT id, type, payload, key_id FROM events WHERE json_extract(payload, '$.data.id') = ?").all(resultId) as never;
}

describe('JobStore', () => {
  it('enqueues a queued video result and its job together', () => {
    const accepted = jobs.enqueue({ resultId: 'res_1', keyId: 'key_a', sandbox: true, inputPath: '/data/uploads/res_1', now: T0 });
    expect(accepted).toEqual({ id: 'res_1', type: 'video', sandbox: true, created_at: '2026-11-22T10:00:00.000Z', status: 'queued', completed_at: null });
    expect(ModerationResultResource.parse(jobs.getResource('res_1'))).toEqual(accepted);
    expect(jobs.get('res_1')).toMatchObject({ status: 'queued', attempts: 0, inputPath: '/data/uploads/res_1', inputUrl: null, startedAt: null });
    expect(jobs.countUnfinished()).toBe(1);
  });

  it('writes neither row when the job row cannot be stored', () => {
    // An orphan job row with the same id makes the second insert of the pair fail.
    db.exec('PRAGMA foreign_keys = OFF');
    db.prepare("INSERT INTO jobs (result_id, key_id, queued_at) VALUES ('res_x', 'k', 'x')").run();
    db.exec('PRAGMA foreign_keys = ON');
    expect(() => jobs.enqueue({ resultId: 'res_x', keyId: 'key_a', sandbox: false, now: T0 })).toThrow();
    expect(jobs.getResource('res_x')).toBeUndefined();
  });

  it('claims the oldest queued job, counting the attempt', () => {
    jobs.enqueue({ resultId: 'res_b', keyId: 'k', sandbox: false, now: T0 + 10 });
    jobs.enqueue({ resultId: 'res_a', keyId: 'k', sandbox: false, now: T0 });
    const first = jobs.claimNext(T0 + 20);
    expect(first).toMatchObject({ resultId: 'res_a', status: 'processing', attempts: 1, startedAt: new Date(T0 + 20).toISOString() });
    expect(jobs.claimNext(T0 + 30)?.resultId).toBe('res_b');
    expect(jobs.claimNext(T0 + 40)).toBeUndefined();
  });

  it('completes a job with its summary fields and a moderation.completed event for each subscribed endpoint', () => {
    insertWebhook(db, { id: 'wh_all', keyId: 'key_a', url: 'http://127.0.0.1:1/a', secret: newSecret() });
    insertWebhook(db, { id: 'wh_failed_only', keyId: 'key_a', url: 'http://127.0.0.1:1/b', secret: newSecret(), events: ['moderation.failed'] });
    insertWebhook(db, { id: 'wh_disabled', keyId: 'key_a', url: 'http://127.0.0.1:1/c', secret: newSecret(), enabled: false });
    insertWebhook(db, { id: 'wh_other_key', keyId: 'key_b', url: 'http://127.0.0.1:1/d', secret: newSecret() });
    jobs.enqueue({ resultId: 'res_1', keyId: 'key_a', sandbox: false, now: T0 });
    jobs.claimNext(T0 + 1);

    const finished = jobs.complete('res_1', { results: [finding], latency_ms: 1234 }, T0 + 5000);

    expect(finished.resource).toEqual({
      id: 'res_1', type: 'video', sandbox: false, created_at: new Date(T0).toISOString(), status: 'completed',
      completed_at: new Date(T0 + 5000).toISOString(),
      results: [finding], latency_ms: 1234, processing_time_ms: 1234, safe: false, score: 0.9, categories: ['violence'],
    });
    expect(jobs.getResource('res_1')).toEqual(finished.resource);
    const [event, ...more] = eventsOf('res_1');
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({ id: finished.eventId, type: 'moderation.completed', key_id: 'key_a' });
    expect(WebhookEvent.parse(JSON.parse(event!.payload))).toEqual({ type: 'moderation.completed', timestamp: new Date(T0 + 5000).toISOString(), data: finished.resource });
    const deliveries = new DeliveryStore(db).listForEvent(finished.eventId);
    expect(deliveries.map((d) => [d.webhookId, d.status, d.nextAttemptAt])).toEqual([['wh_all', 'pending', T0 + 5000]]);
    expect(finished.deliveries).toBe(1);
  });

  it('fails a job with its problem and a moderation.failed event', () => {
    insertWebhook(db, { id: 'wh_failed_only', keyId: 'key_a', url: 'http://127.0.0.1:1/b', secret: newSecret(), events: ['moderation.failed'] });
    jobs.enqueue({ resultId: 'res_1', keyId: 'key_a', sandbox: true, now: T0 });
    jobs.claimNext(T0);
    const finished = jobs.fail('res_1', problem, T0 + 10);
    expect(finished.resource).toEqual({ id: 'res_1', type: 'video', sandbox: true, created_at: new Date(T0).toISOString(), status: 'failed', completed_at: new Date(T0 + 10).toISOString(), error: problem });
    expect(eventsOf('res_1').map((e) => e.type)).toEqual(['moderation.failed']);
    expect(finished.deliveries).toBe(1);
  });

  it('refuses moves outside queued -> processing -> completed | failed', () => {
    jobs.enqueue({ resultId: 'res_1', keyId: 'k', sandbox: false, now: T0 });
    const early = (() => {
      try {
        jobs.complete('res_1', { results: [], latency_ms: 1 }, T0);
      } catch (error) {
        return error;
      }
    })();
    expect(early).toBeInstanceOf(IllegalTransitionError);
    expect(early).toMatchObject({ code: 'illegal_transition', from: 'queued', to: 'completed' });
    expect(() => jobs.fail('res_1', problem, T0)).toThrow(IllegalTransitionError);

    jobs.claimNext(T0);
    jobs.complete('res_1', { results: [], latency_ms: 1 }, T0);
    expect(() => jobs.complete('res_1', { results: [], latency_ms: 1 }, T0)).toThrow(IllegalTransitionError);
    expect(() => jobs.fail('res_1', problem, T0)).toThrow(expect.objectContaining({ code: 'illegal_transition', from: 'completed', to: 'failed' }));
    // Nothing from the refused moves was written.
    expect(jobs.getResource('res_1')).toMatchObject({ status: 'completed', safe: true });
    expect(eventsOf('res_1')).toHaveLength(1);
    expect(() => jobs.fail('res_missing', problem, T0)).toThrow(JobNotFoundError);
  });

  it('leaves a text result alone even when asked to move it', () => {
    db.prepare("INSERT INTO results (id, key_id, type, status, sandbox, created_at) VALUES ('res_t', 'k', 'text', 'processing', 0, 'x')").run();
    expect(() => jobs.fail('res_t', problem, T0)).toThrow(JobNotFoundError);
  });

  it('requeues jobs left processing and fails those interrupted too often', () => {
    jobs.enqueue({ resultId: 'res_1', keyId: 'k', sandbox: false, now: T0 });
    jobs.enqueue({ resultId: 'res_2', keyId: 'k', sandbox: false, now: T0 + 1 });
    jobs.enqueue({ resultId: 'res_3', keyId: 'k', sandbox: false, now: T0 + 2 });
    jobs.claimNext(T0);
    jobs.claimNext(T0);
    db.prepare("UPDATE jobs SET attempts = 3 WHERE result_id = 'res_2'").run();

    const recovery = jobs.requeueInterrupted(T0 + 100, 3, problem);

    expect(recovery.requeued).toBe(1);
    expect(recovery.failed.map((f) => f.resource.id)).toEqual(['res_2']);
    expect(jobs.get('res_1')?.status).toBe('queued');
    expect(jobs.get('res_2')?.status).toBe('failed');
    expect(jobs.get('res_3')?.status).toBe('queued');
    // The requeued job keeps its place at the head of the queue.
    expect(jobs.claimNext(T0 + 200)).toMatchObject({ resultId: 'res_1', attempts: 2 });
  });

  it('lists the uploads of ended jobs until they are cleared', () => {
    jobs.enqueue({ resultId: 'res_1', keyId: 'k', sandbox: false, inputPath: '/tmp/upload-1', now: T0 });
    jobs.enqueue({ resultId: 'res_2', keyId: 'k', sandbox: false, inputPath: '/tmp/upload-2', now: T0 + 1 });
    jobs.claimNext(T0);
    jobs.fail('res_1', problem, T0);
    expect(jobs.endedInputs()).toEqual([{ resultId: 'res_1', inputPath: '/tmp/upload-1' }]);
    jobs.clearInput('res_1');
    expect(jobs.endedInputs()).toEqual([]);
  });
  it('takes the next job and counts the queue without reading every stored result', () => {
    /** Mean ms of claimNext + countUnfinished with one job queued, over a few rounds. */
    const claimCost = (round: number): number => {
      const started = performance.now();
      for (let i = 0; i < 20; i++) {
        jobs.enqueue({ resultId: `res_${round}_${i}`, keyId: 'key_a', sandbox: false, now: T0 });
        jobs.countUnfinished();
        jobs.claimNext(T0);
      }
      return (performance.now() - started) / 20;
    };
    claimCost(0);
    const few = claimCost(1);
    const insert = db.prepare("INSERT INTO results (id, key_id, type, status, sandbox, body, created_at) VALUES (?, 'key_a', 'text', 'completed', 0, '{}', ?)");
    db.exec('BEGIN');
    for (let i = 0; i < 50_000; i++) insert.run(`res_text_${i}`, '2026-11-22T10:00:00.000Z');
    db.exec('COMMIT');
    const many = claimCost(2);
    // Reading 50,000 completed results made each claim ~20 times slower; an index keeps it flat.
    expect(many).toBeLessThan(few * 5 + 0.5);
  });
});
