// Review feedback: one record per (result, reviewer), updated by a second submission, and counted
// by verdict per key over the instants it was last written.
import { beforeEach, describe, expect, it } from 'vitest';
import type { FeedbackInput, FeedbackStore, Store } from '../../src/store/index.ts';
import { STORE_KINDS, storePerTest, type StoreFixture } from '../support/stores.ts';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const iso = (ms: number) => new Date(T0 + ms).toISOString();

const submission = (over: Partial<FeedbackInput> = {}): FeedbackInput => ({
  id: 'fb_1',
  resultId: 'res_1',
  keyId: 'key_a',
  verdict: 'false_positive',
  category: 'harassment',
  comment: 'quoted, not meant',
  reviewer: 'ana',
  at: iso(0),
  ...over,
});

describe.each(STORE_KINDS)('FeedbackStore on $name', (kind) => {
  const fixture = storePerTest(kind);
  if (!fixture) return;
  let f: StoreFixture;
  let store: Store;
  let feedback: FeedbackStore;
  beforeEach(async () => {
    f = fixture();
    store = f.store;
    feedback = store.feedback;
    const done = (id: string, keyId: string) => ({ id, keyId, type: 'text' as const, sandbox: false, body: {}, createdAt: iso(0), completedAt: iso(0) });
    await store.results.insert({ results: [done('res_1', 'key_a'), done('res_2', 'key_a'), done('res_b', 'key_b')] });
  });

  const rejection = async (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error);
  const count = async () => (await f.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM feedback'))!.n;

  it('creates a record on the first submission and says so', async () => {
    expect(await feedback.upsert(submission())).toEqual({
      created: true,
      record: {
        id: 'fb_1',
        resultId: 'res_1',
        verdict: 'false_positive',
        category: 'harassment',
        comment: 'quoted, not meant',
        reviewer: 'ana',
        createdAt: iso(0),
        updatedAt: iso(0),
      },
    });
  });

  it('updates the record of the same reviewer, keeping the id and start it was created with', async () => {
    await feedback.upsert(submission());
    const second = await feedback.upsert(submission({ id: 'fb_2', verdict: 'confirm', category: null, comment: null, at: iso(60_000) }));
    expect(second).toEqual({
      created: false,
      record: { id: 'fb_1', resultId: 'res_1', verdict: 'confirm', category: null, comment: null, reviewer: 'ana', createdAt: iso(0), updatedAt: iso(60_000) },
    });
    expect(await count()).toBe(1);
  });

  it('keeps one record per reviewer of a result, an unnamed reviewer being one of them', async () => {
    const anonymous = await feedback.upsert(submission({ id: 'fb_anon', reviewer: null, verdict: 'confirm' }));
    expect(anonymous).toMatchObject({ created: true, record: { id: 'fb_anon', reviewer: null } });
    expect(await feedback.upsert(submission({ id: 'fb_ana', reviewer: 'ana' }))).toMatchObject({ created: true, record: { id: 'fb_ana', reviewer: 'ana' } });
    expect(await feedback.upsert(submission({ id: 'fb_ana_2', reviewer: 'ana', resultId: 'res_2' }))).toMatchObject({ created: true, record: { resultId: 'res_2' } });
    // A second unnamed submission updates the unnamed record.
    expect(await feedback.upsert(submission({ id: 'fb_anon_2', reviewer: null, verdict: 'false_negative' }))).toMatchObject({
      created: false,
      record: { id: 'fb_anon', reviewer: null, verdict: 'false_negative' },
    });
    expect(await count()).toBe(3);
  });

  it('refuses feedback on a result that does not exist', async () => {
    expect(await rejection(feedback.upsert(submission({ resultId: 'res_missing' })))).toBeInstanceOf(Error);
    expect(await count()).toBe(0);
  });

  it("counts a key's records by verdict over [from, to) of their last write", async () => {
    const zero = { confirm: 0, false_positive: 0, false_negative: 0 };
    expect(await feedback.countByVerdict('key_a', iso(0), iso(100))).toEqual(zero);
    await feedback.upsert(submission({ id: 'fb_1', reviewer: 'ana', verdict: 'confirm', at: iso(0) }));
    await feedback.upsert(submission({ id: 'fb_2', reviewer: 'bo', verdict: 'confirm', at: iso(10) }));
    await feedback.upsert(submission({ id: 'fb_3', reviewer: 'cy', resultId: 'res_2', verdict: 'false_negative', at: iso(99) }));
    await feedback.upsert(submission({ id: 'fb_4', reviewer: 'ana', verdict: 'false_positive', at: iso(100), resultId: 'res_2' }));
    await feedback.upsert(submission({ id: 'fb_b', keyId: 'key_b', resultId: 'res_b', verdict: 'confirm', at: iso(5) }));

    expect(await feedback.countByVerdict('key_a', iso(0), iso(100))).toEqual({ confirm: 2, false_positive: 0, false_negative: 1 });
    expect(await feedback.countByVerdict('key_a', iso(1), iso(101))).toEqual({ confirm: 1, false_positive: 1, false_negative: 1 });
    expect(await feedback.countByVerdict('key_b', iso(0), iso(100))).toEqual({ ...zero, confirm: 1 });
    expect(await feedback.countByVerdict('key_c', iso(0), iso(100))).toEqual(zero);

    // Changing a verdict moves the record to its new verdict and to the instant of the change.
    await feedback.upsert(submission({ id: 'fb_x', reviewer: 'bo', verdict: 'false_positive', at: iso(200) }));
    expect(await feedback.countByVerdict('key_a', iso(0), iso(100))).toEqual({ confirm: 1, false_positive: 0, false_negative: 1 });
    expect(await feedback.countByVerdict('key_a', iso(100), iso(300))).toEqual({ confirm: 0, false_positive: 2, false_negative: 0 });
  });
});
