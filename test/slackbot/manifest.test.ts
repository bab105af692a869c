import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOT_EVENTS, BOT_SCOPES, SLACK_EVENTS_PATH, SLASH_COMMAND, USER_SCOPES } from '../../src/slackbot/index.ts';

const manifest = JSON.parse(readFileSync(new URL('../../manifest.json', import.meta.url), 'utf8'));

describe('manifest.json', () => {
  it('declares exactly the slash command the app registers', () => {
    expect(manifest.features.slash_commands.map((c: { command: string }) => c.command)).toEqual([SLASH_COMMAND]);
  });

  it('requests exactly the scopes the app uses', () => {
    expect([...manifest.oauth_config.scopes.bot].sort()).toEqual([...BOT_SCOPES].sort());
    expect(manifest.oauth_config.scopes.user).toEqual([...USER_SCOPES]);
  });

  it('subscribes to message events in every kind of conversation', () => {
    expect(manifest.settings.event_subscriptions.bot_events).toEqual([...BOT_EVENTS]);
  });

  it('sends events, interactions and commands to the path the receiver serves', () => {
    const urls = [manifest.settings.event_subscriptions.request_url, manifest.settings.interactivity.request_url, manifest.features.slash_commands[0].url];
    for (const url of urls) expect(new URL(url).pathname).toBe(SLACK_EVENTS_PATH);
    expect(manifest.settings.interactivity.is_enabled).toBe(true);
  });
});
