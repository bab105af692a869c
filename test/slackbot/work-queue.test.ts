// The background queue of moderation work: bounded, and in order for work on the same message.
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { WorkQueue } from '../../src/slackbot/work-queue.ts';

const logger = pino({ level: 'silent' });

/** A job that records its start and end and finishes when `release` is called. */
function gatedJob(log: string[], name: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const run = async () => {
    log.push(`start ${name}`);
    await gate;
    log.push(`end ${name}`);
  };
  return { run, release };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkQueue', () => {
  it('runs work for the same key in push order, one at a time, while other keys proceed', async () => {
    const queue = new WorkQueue({ concurrency: 4, capacity: 10, logger });
    const log: string[] = [];
    const original = gatedJob(log, 'original');
    const edit = gatedJob(log, 'edit');
    const other = gatedJob(log, 'other');
    queue.push('message C1/1.1', original.run);
    queue.push('message C1/1.1', edit.run);
    queue.push('message C1/2.2', other.run);
    await tick();
    expect(log).toEqual(['start original', 'start other']);
    edit.release();
    other.release();
    await tick();
    expect(log).toEqual(['start original', 'start other', 'end other']);
    original.release();
    await queue.drain();
    expect(log).toEqual(['start original', 'start other', 'end other', 'end original', 'start edit', 'end edit']);
  });

  it('runs at most `concurrency` jobs at once and drops work beyond the backlog', async () => {
    const queue = new WorkQueue({ concurrency: 2, capacity: 2, logger });
    const log: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => gatedJob(log, name));
    const accepted = jobs.map((job, i) => queue.push(`key ${i}`, job.run));
    await tick();
    // Two run, two wait; nothing is refused until the waiting list is full.
    expect(accepted).toEqual([true, true, true, true]);
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.push('key 5', async () => {})).toBe(false);
    for (const job of jobs) job.release();
    await queue.drain();
    expect(log.filter((l) => l.startsWith('end'))).toHaveLength(4);
  });

  it('keeps running after a job fails', async () => {
    const queue = new WorkQueue({ concurrency: 1, capacity: 10, logger });
    const ran: string[] = [];
    queue.push('k', async () => {
      throw new Error('boom');
    });
    queue.push('k', async () => {
      ran.push('next');
    });
    await queue.drain();
    expect(ran).toEqual(['next']);
  });
});
