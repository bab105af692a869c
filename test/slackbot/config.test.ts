import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/slackbot/index.ts';

const base = {
  SLACK_BOT_TOKEN: 'xoxb-123-abc',
  SLACK_SIGNING_SECRET: 'signing-secret-value',
  MODERATION_API_KEY: 'demo-sandbox-key',
  MODERATION_WEBHOOK_SECRET: 'whsec_c2VjcmV0',
  REVIEW_CHANNEL: 'C0REVIEW',
};

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const c = parseConfig(base);
    expect(c.mode).toBe('http');
    expect(c.port).toBe(3000);
    expect(c.moderationApiUrl).toBe('http://127.0.0.1:8080/v1');
    expect(c.thresholds).toEqual({ notify: 'medium', warn: 'medium', remove: 'high' });
    expect(c.reviewers).toEqual([]);
    expect(c.userToken).toBeUndefined();
  });

  it('chooses Socket Mode when an app token is set, without a signing secret', () => {
    const { SLACK_SIGNING_SECRET: _, ...rest } = base;
    expect(parseConfig({ ...rest, SLACK_APP_TOKEN: 'xapp-1-abc' }).mode).toBe('socket');
  });

  it('reads lists, thresholds and the Web API override', () => {
    const c = parseConfig({ ...base, REVIEWERS: 'U01, S02', EXEMPT_USERS: 'U09EXEMPT', EXEMPT_CHANNELS: 'C07RANDOM,D08DIRECT', NOTIFY_AT: 'low', REMOVE_AT: 'off', SLACK_API_URL: 'http://127.0.0.1:9/api' });
    expect(c.reviewers).toEqual(['U01', 'S02']);
    expect([...c.exemptUsers]).toEqual(['U09EXEMPT']);
    expect([...c.exemptChannels]).toEqual(['C07RANDOM', 'D08DIRECT']);
    expect(c.thresholds).toEqual({ notify: 'low', warn: 'medium', remove: 'off' });
    expect(c.slackApiUrl).toBe('http://127.0.0.1:9/api/');
  });

  it('names every missing variable in one message, the signing secret included', () => {
    expect(() => parseConfig({})).toThrow(ConfigError);
    let message = '';
    try {
      parseConfig({});
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['SLACK_BOT_TOKEN', 'SLACK_SIGNING_SECRET', 'MODERATION_API_KEY', 'MODERATION_WEBHOOK_SECRET', 'REVIEW_CHANNEL']) expect(message).toContain(name);
  });

  it('requires a signing secret in HTTP mode', () => {
    const { SLACK_SIGNING_SECRET: _, ...rest } = base;
    expect(() => parseConfig(rest)).toThrow(/SLACK_SIGNING_SECRET/);
  });

  it('rejects a bad value by name without echoing it', () => {
    let message = '';
    try {
      parseConfig({ ...base, SLACK_BOT_TOKEN: 'xoxp-secret-user-token', WARN_AT: 'sometimes' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('SLACK_BOT_TOKEN');
    expect(message).toContain('WARN_AT');
    expect(message).not.toContain('secret-user-token');
  });
});
