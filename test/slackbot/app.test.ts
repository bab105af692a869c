// The real Bolt app on loopback: signed Slack requests in, Web API calls to the stand-in, the
// real moderation service (sandbox triggers give deterministic findings).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ModerationClient } from '../../src/client/index.ts';
import { REVIEW_ACTIONS } from '../../src/slackbot/index.ts';
import { startService, type StartedService } from '../support/service.ts';
import { BOT_TOKEN, buttonClick, type Harness, messageEvent, REVIEW_CHANNEL, SIGNING_SECRET, startBot, USER_TOKEN } from './bot-harness.ts';
import { startSlackStub, type SlackStub } from './slack-stub.ts';

const REVIEWER = 'U0REVIEWER';
const BYSTANDER = 'U0BYSTANDER';

let service: StartedService;
let apiKey: string;
let stub: SlackStub;
let dataDir: string;
let h: Harness;

beforeAll(async () => {
  service = await startService();
  apiKey = await service.createKey({ sandbox: true, rate: 1000, burst: 1000 });
});
afterAll(async () => {
  await service.close();
});

async function boot(env: Record<string, string> = {}) {
  h = await startBot({ stub, service: { baseUrl: service.baseUrl, apiKey }, dataDir, env });
}

beforeEach(async () => {
  stub = await startSlackStub({ botToken: BOT_TOKEN, userToken: USER_TOKEN, members: [REVIEWER, 'UBOT'] });
  dataDir = mkdtempSync(join(tmpdir(), 'slackbot-'));
  await boot();
});
afterEach(async () => {
  await h.close();
  await stub.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const cards = () => stub.callsTo('chat.postMessage').filter((c) => c.params.channel === REVIEW_CHANNEL);

/** Posts a flagged message and returns its review card call and the card's result id. */
async function flag(text = 'you are awful [[moderation:harassment:medium]]') {
  const event = messageEvent({ text });
  expect((await h.send.event(event)).status).toBe(200);
  await h.bot.idle();
  const card = await stub.waitFor('chat.postMessage', (c) => c.params.channel === REVIEW_CHANNEL);
  const actions = (card.params.blocks as { type: string; elements?: { value: string }[] }[]).find((b) => b.type === 'actions');
  const resultId = actions?.elements?.[0]?.value ?? '';
  const cardTs = h.store.getCard(resultId)?.cardTs ?? '';
  return { event, card, resultId, cardTs };
}

describe('message events', () => {
  it('acknowledges a clean message and posts no card', async () => {
    const res = await h.send.event(messageEvent({ text: 'lunch at noon?' }));
    expect(res.status).toBe(200);
    await h.bot.idle();
    expect(cards()).toHaveLength(0);
    expect(stub.callsTo('chat.postEphemeral')).toHaveLength(0);
  });

  it('posts a review card and warns the author for a flagged message', async () => {
    const { event, card, resultId } = await flag();
    const json = JSON.stringify(card.params.blocks);
    expect(json).toContain('<@U0AUTHOR>');
    expect(json).toContain('<#C0GENERAL>');
    expect(json).toContain('*harassment*');
    expect(json).toContain('medium');
    expect(json).toContain(resultId);
    expect(json).toContain(`https://example.slack.com/archives/C0GENERAL/p${String(event.ts).replace('.', '')}`);
    expect(card.token).toBe(BOT_TOKEN);
    const warning = await stub.waitFor('chat.postEphemeral', (c) => c.params.user === 'U0AUTHOR');
    expect(warning.params.channel).toBe('C0GENERAL');
    expect(warning.params.text).toContain('harassment');
    expect(stub.callsTo('chat.delete')).toHaveLength(0);
  });

  it('moderates a message over the text limit in pieces cut between words', async () => {
    // A cut at exactly 10,000 code points would split the trigger and hide it.
    const text = `${'a '.repeat(4_995)}[[moderation:hate:high]] and more`;
    expect((await h.send.event(messageEvent({ text }))).status).toBe(200);
    await h.bot.idle();
    expect(cards()).toHaveLength(1);
    expect(JSON.stringify(cards()[0]?.params.blocks)).toContain('*hate*');
  });

  it('moderates thread replies', async () => {
    await h.send.event(messageEvent({ text: 'reply [[moderation:hate:medium]]', thread_ts: '1699999999.000100' }));
    await h.bot.idle();
    expect(cards()).toHaveLength(1);
  });

  it('checks an edited message again and flags the new text', async () => {
    const original = messageEvent({ text: 'see you tomorrow' });
    await h.send.event(original);
    await h.bot.idle();
    expect(cards()).toHaveLength(0);
    await h.send.event({
      type: 'message',
      subtype: 'message_changed',
      channel: 'C0GENERAL',
      hidden: true,
      ts: '1799999999.000001',
      message: { type: 'message', user: 'U0AUTHOR', text: 'see you tomorrow, loser [[moderation:harassment:medium]]', ts: original.ts, edited: { user: 'U0AUTHOR', ts: '1799999999.000001' } },
      previous_message: { type: 'message', user: 'U0AUTHOR', text: 'see you tomorrow', ts: original.ts },
    });
    await h.bot.idle();
    expect(cards()).toHaveLength(1);
    const resultId = JSON.stringify(cards()[0]?.params.blocks).match(/"value":"([^"]+)"/)?.[1] ?? '';
    expect(h.store.getCard(resultId)?.messageTs).toBe(original.ts);
  });

  it('skips unfurl edits, bot messages, exempt users and exempt channels', async () => {
    await h.close();
    await boot({ EXEMPT_USERS: 'U0TRUSTED', EXEMPT_CHANNELS: 'C0OFFTOPIC' });
    const bad = 'awful [[moderation:harassment:high]]';
    await h.send.event(messageEvent({ text: bad, bot_id: 'B0OTHER', subtype: 'bot_message' }));
    await h.send.event(messageEvent({ text: bad, user: 'UBOT', bot_id: 'BBOT' }));
    await h.send.event(messageEvent({ text: bad, user: 'U0TRUSTED' }));
    await h.send.event(messageEvent({ text: bad, channel: 'C0OFFTOPIC' }));
    await h.send.event({ type: 'message', subtype: 'message_changed', channel: 'C0GENERAL', ts: '1.1', message: { user: 'U0AUTHOR', text: bad, ts: '1.0' }, previous_message: { user: 'U0AUTHOR', text: bad, ts: '1.0' } });
    await h.bot.idle();
    expect(cards()).toHaveLength(0);
    expect(stub.callsTo('chat.postEphemeral')).toHaveLength(0);
  });

  it('processes an event Slack retries only once', async () => {
    const event = messageEvent({ text: 'awful [[moderation:harassment:medium]]' });
    expect((await h.send.event(event, { eventId: 'Ev0RETRY1' })).status).toBe(200);
    await h.bot.idle();
    expect((await h.send.event(event, { eventId: 'Ev0RETRY1', retryNum: 1 })).status).toBe(200);
    await h.bot.idle();
    // The memory of taken events survives a restart.
    await h.close();
    await boot();
    expect((await h.send.event(event, { eventId: 'Ev0RETRY1', retryNum: 2 })).status).toBe(200);
    await h.bot.idle();
    expect(cards()).toHaveLength(1);
  });

  it('answers 401 to a bad signature and to a stale timestamp', async () => {
    const event = messageEvent({ text: 'awful [[moderation:harassment:high]]' });
    expect((await h.send.event(event, { secret: 'not-the-signing-secret' })).status).toBe(401);
    expect((await h.send.event(event, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(401);
    await h.bot.idle();
    expect(stub.calls.filter((c) => c.method !== 'auth.test')).toHaveLength(0);
    expect(SIGNING_SECRET).not.toBe('not-the-signing-secret');
  });

  it('acknowledges within 3 seconds while the moderation runs afterwards', async () => {
    const started = performance.now();
    const res = await h.send.event(messageEvent({ text: 'awful [[moderation:violence:medium]]' }));
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(3000);
    await h.bot.idle();
    expect(cards()).toHaveLength(1);
  });
});

/** The `message_changed` event Slack sends when the author edits `original` to `text`. */
let editSeq = 0;
function editOf(original: Record<string, unknown>, text: string): Record<string, unknown> {
  const editTs = `1799999999.${String(++editSeq).padStart(6, '0')}`;
  return {
    type: 'message',
    subtype: 'message_changed',
    channel: original.channel,
    hidden: true,
    ts: editTs,
    event_ts: editTs,
    message: { type: 'message', user: original.user, text, ts: original.ts, edited: { user: original.user, ts: editTs } },
    previous_message: { type: 'message', user: original.user, text: original.text, ts: original.ts },
  };
}

const buttonValues = (blocks: unknown) => ((blocks as { type: string; elements?: { value: string }[] }[]).find((b) => b.type === 'actions')?.elements ?? []).map((e) => e.value);

describe('edits of flagged messages', () => {
  it('updates the open card with the new excerpt and findings when the edit is still flagged', async () => {
    const { event, resultId, cardTs } = await flag('you are awful [[moderation:harassment:medium]]');
    await h.send.event(editOf(event, 'you people are vermin [[moderation:hate:high]]'));
    await h.bot.idle();
    expect(cards()).toHaveLength(1);
    const update = await stub.waitFor('chat.update');
    expect(update.params).toMatchObject({ channel: REVIEW_CHANNEL, ts: cardTs });
    const json = JSON.stringify(update.params.blocks);
    expect(json).toContain('you people are vermin');
    expect(json).not.toContain('you are awful');
    expect(json).toContain('*hate*');
    expect(json).not.toContain('*harassment*');
    expect(json).toContain('Edited <!date^');
    // The buttons now act on the edit's result, which the store keeps on the same Slack card.
    const [newId] = buttonValues(update.params.blocks);
    expect(newId).toBeDefined();
    expect(newId).not.toBe(resultId);
    expect(buttonValues(update.params.blocks)).toHaveLength(4);
    expect(h.store.getCard(resultId)).toBeUndefined();
    expect(h.store.getCard(newId ?? '')).toMatchObject({ cardTs, messageTs: event.ts, excerpt: 'you people are vermin [[moderation:hate:high]]' });
    await h.send.action(buttonClick(REVIEW_ACTIONS.confirm, newId ?? '', REVIEWER, cardTs));
    await stub.waitFor('chat.update', (c) => JSON.stringify(c.params.blocks).includes(`Confirmed by <@${REVIEWER}>`));
    expect(h.store.getCard(newId ?? '')?.decision).toBe('confirmed');
  });

  it('marks the card "edited, now clean" and removes its buttons when the edit is clean', async () => {
    const { event, resultId, cardTs } = await flag('you are awful [[moderation:harassment:medium]]');
    await h.send.event(editOf(event, 'sorry, you are right'));
    await h.bot.idle();
    expect(cards()).toHaveLength(1);
    const update = await stub.waitFor('chat.update');
    expect(update.params).toMatchObject({ channel: REVIEW_CHANNEL, ts: cardTs });
    const json = JSON.stringify(update.params.blocks);
    expect(json).toContain('Edited, now clean');
    expect(json).not.toContain('"actions"');
    expect(h.store.getCard(resultId)?.clearedAt).toBeDefined();
    // A click from a card rendered before the edit changes nothing.
    await h.send.action(buttonClick(REVIEW_ACTIONS.confirm, resultId, REVIEWER, cardTs));
    const notice = await stub.waitFor('chat.postEphemeral', (c) => c.params.user === REVIEWER);
    expect(notice.params.text).toContain('edited and is now clean');
    expect(h.store.getCard(resultId)?.decision).toBeUndefined();
    expect(stub.callsTo('chat.update')).toHaveLength(1);
  });

  it('keeps one card when an edit arrives while the original message is still being moderated', async () => {
    // A slow Slack holds the original's card back; the edit must wait for it, not post a card of its own.
    stub.delay('chat.getPermalink', 300);
    const original = messageEvent({ text: 'you are awful [[moderation:harassment:medium]]' });
    expect((await h.send.event(original)).status).toBe(200);
    expect((await h.send.event(editOf(original, 'you people are vermin [[moderation:hate:high]]'))).status).toBe(200);
    await h.bot.idle();
    expect(cards()).toHaveLength(1);
    const update = await stub.waitFor('chat.update');
    expect(update.params.ts).toBe(h.store.openMessageCards('C0GENERAL', String(original.ts))[0]?.cardTs);
    expect(JSON.stringify(update.params.blocks)).toContain('you people are vermin');
  });

  it('posts a new card when the card of the earlier version was already decided', async () => {
    const { event, resultId, cardTs } = await flag('you are awful [[moderation:harassment:medium]]');
    await h.send.action(buttonClick(REVIEW_ACTIONS.falsePositive, resultId, REVIEWER, cardTs));
    await stub.waitFor('chat.update');
    await h.send.event(editOf(event, 'you are awful and stupid [[moderation:harassment:high]]'));
    await h.bot.idle();
    expect(cards()).toHaveLength(2);
    const second = cards()[1];
    expect(JSON.stringify(second?.params.blocks)).toContain('awful and stupid');
    const [newId] = buttonValues(second?.params.blocks);
    expect(h.store.getCard(newId ?? '')?.messageTs).toBe(event.ts);
    expect(h.store.getCard(resultId)?.decision).toBe('false_positive');
    expect(stub.callsTo('chat.update')).toHaveLength(1);
  });
});

describe('removal', () => {
  it('removes a high-severity message with the admin user token', async () => {
    await h.close();
    await boot({ SLACK_USER_TOKEN: USER_TOKEN });
    const { event, card } = await flag('die [[moderation:violence:high]]');
    const deletion = await stub.waitFor('chat.delete');
    expect(deletion.token).toBe(USER_TOKEN);
    expect(deletion.params).toMatchObject({ channel: 'C0GENERAL', ts: event.ts });
    expect(JSON.stringify(card.params.blocks)).toContain('Removed automatically');
  });

  it('says on the card that removal needs a user token when none is configured', async () => {
    const { card } = await flag('die [[moderation:violence:high]]');
    expect(stub.callsTo('chat.delete')).toHaveLength(0);
    expect(JSON.stringify(card.params.blocks)).toContain('Removal needs an admin user token');
  });
});

describe('review buttons', () => {
  const feedbackCount = async () => {
    const usage = await new ModerationClient({ baseUrl: service.baseUrl, apiKey }).getUsage();
    return usage.feedback;
  };

  it.each([
    ['confirm', REVIEW_ACTIONS.confirm, 'Confirmed', 'confirm'],
    ['false positive', REVIEW_ACTIONS.falsePositive, 'Marked false positive', 'false_positive'],
    ['warn author', REVIEW_ACTIONS.warn, 'Author warned', 'confirm'],
  ] as const)('records %s by a reviewer as feedback and updates the card', async (_name, actionId, shown, verdict) => {
    const { resultId, cardTs } = await flag();
    const before = await feedbackCount();
    const ephemeralsBefore = stub.callsTo('chat.postEphemeral').length;
    expect((await h.send.action(buttonClick(actionId, resultId, REVIEWER, cardTs))).status).toBe(200);
    const update = await stub.waitFor('chat.update');
    expect(update.params).toMatchObject({ channel: REVIEW_CHANNEL, ts: cardTs });
    const json = JSON.stringify(update.params.blocks);
    expect(json).toContain(`${shown} by <@${REVIEWER}>`);
    expect(json).not.toContain('"actions"');
    expect((await feedbackCount())[verdict]).toBe(before[verdict] + 1);
    expect(h.store.getCard(resultId)?.decidedBy).toBe(REVIEWER);
    if (actionId === REVIEW_ACTIONS.warn) {
      const warned = stub.callsTo('chat.postEphemeral').slice(ephemeralsBefore);
      expect(warned.some((c) => c.params.user === 'U0AUTHOR' && c.params.channel === 'C0GENERAL')).toBe(true);
    }
  });

  it('removes the message when a reviewer clicks Remove with a user token configured', async () => {
    await h.close();
    await boot({ SLACK_USER_TOKEN: USER_TOKEN });
    const { event, resultId, cardTs } = await flag();
    await h.send.action(buttonClick(REVIEW_ACTIONS.remove, resultId, REVIEWER, cardTs));
    const update = await stub.waitFor('chat.update');
    expect(JSON.stringify(update.params.blocks)).toContain(`Message removed by <@${REVIEWER}>`);
    const deletion = stub.callsTo('chat.delete')[0];
    expect(deletion?.token).toBe(USER_TOKEN);
    expect(deletion?.params).toMatchObject({ channel: 'C0GENERAL', ts: event.ts });
  });

  it('refuses Remove without a user token and leaves the card open', async () => {
    const { resultId, cardTs } = await flag();
    await h.send.action(buttonClick(REVIEW_ACTIONS.remove, resultId, REVIEWER, cardTs));
    const refusal = await stub.waitFor('chat.postEphemeral', (c) => c.params.user === REVIEWER);
    expect(refusal.params.text).toContain('SLACK_USER_TOKEN');
    expect(stub.callsTo('chat.update')).toHaveLength(0);
    expect(h.store.getCard(resultId)?.decision).toBeUndefined();
  });

  it.each([REVIEW_ACTIONS.confirm, REVIEW_ACTIONS.falsePositive, REVIEW_ACTIONS.remove, REVIEW_ACTIONS.warn])(
    'refuses %s from someone who is not a reviewer',
    async (actionId) => {
      const { resultId, cardTs } = await flag();
      const before = await feedbackCount();
      expect((await h.send.action(buttonClick(actionId, resultId, BYSTANDER, cardTs))).status).toBe(200);
      const refusal = await stub.waitFor('chat.postEphemeral', (c) => c.params.user === BYSTANDER);
      expect(refusal.params.text).toContain('Only moderation reviewers');
      expect(stub.callsTo('chat.update')).toHaveLength(0);
      expect(stub.callsTo('chat.delete')).toHaveLength(0);
      expect(await feedbackCount()).toEqual(before);
    },
  );

  it('changes nothing on a second click and says so', async () => {
    const { resultId, cardTs } = await flag();
    await h.send.action(buttonClick(REVIEW_ACTIONS.confirm, resultId, REVIEWER, cardTs));
    await stub.waitFor('chat.update');
    const before = await feedbackCount();
    await h.send.action(buttonClick(REVIEW_ACTIONS.falsePositive, resultId, REVIEWER, cardTs));
    const notice = await stub.waitFor('chat.postEphemeral', (c) => c.params.user === REVIEWER);
    expect(notice.params.text).toContain('already decided');
    expect(stub.callsTo('chat.update')).toHaveLength(1);
    expect(await feedbackCount()).toEqual(before);
    expect(h.store.getCard(resultId)?.decision).toBe('confirmed');
  });

  it('takes reviewers from REVIEWERS, including user groups, instead of the review channel', async () => {
    await h.close();
    stub.members = ['U0GROUPIE'];
    await boot({ REVIEWERS: 'U0LEAD,S0MODS' });
    const { resultId, cardTs } = await flag();
    await h.send.action(buttonClick(REVIEW_ACTIONS.confirm, resultId, 'U0GROUPIE', cardTs));
    await stub.waitFor('chat.update');
    expect(stub.callsTo('usergroups.users.list')[0]?.params.usergroup).toBe('S0MODS');
    expect(stub.callsTo('conversations.members')).toHaveLength(0);
  });
});

describe('/moderation', () => {
  const command = (text: string) => {
    const responseUrl = stub.responseUrl();
    return { params: { command: '/moderation', text, user_id: 'U0AUTHOR', channel_id: 'C0GENERAL', team_id: 'T0TEST', response_url: responseUrl, trigger_id: 't1', token: 'legacy' } };
  };

  it('answers check with the verdict, only to the caller', async () => {
    const { params } = command('check you are awful [[moderation:harassment:medium]]');
    expect((await h.send.command(params)).status).toBe(200);
    const answer = await stub.waitFor('response_url');
    expect(answer.params.response_type).toBe('ephemeral');
    expect(answer.params.text).toContain('harassment');
  });

  it('answers usage with this month\'s figures', async () => {
    await h.send.command(command('usage').params);
    const answer = await stub.waitFor('response_url');
    expect(answer.params.text).toContain('Usage');
    expect(JSON.stringify(answer.params.blocks)).toContain('Requests:');
  });

  it('answers help and unknown input with the help text', async () => {
    await h.send.command(command('').params);
    const answer = await stub.waitFor('response_url');
    expect(answer.params.text).toContain('/moderation check <text>');
  });
});
