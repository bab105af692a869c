// Sends requests to the app the way Slack does: signed with the signing secret (`v0=` HMAC-SHA256
// of `v0:timestamp:body`), JSON for events, form-encoded `payload` for actions, form for commands.
import { createHmac } from 'node:crypto';

export function slackSignature(secret: string, timestamp: number, body: string): string {
  return `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
}

export type SignedSender = {
  event(event: Record<string, unknown>, opts?: { eventId?: string; retryNum?: number; secret?: string; timestamp?: number }): Promise<Response>;
  action(payload: Record<string, unknown>): Promise<Response>;
  command(params: Record<string, string>): Promise<Response>;
};

export function signedSender(url: string, secret: string): SignedSender {
  let n = 0;
  async function send(body: string, contentType: string, headers: Record<string, string> = {}, opts: { secret?: string; timestamp?: number } = {}) {
    const ts = opts.timestamp ?? Math.floor(Date.now() / 1000);
    return fetch(url, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        'x-slack-request-timestamp': String(ts),
        'x-slack-signature': slackSignature(opts.secret ?? secret, ts, body),
        ...headers,
      },
      body,
    });
  }
  return {
    event(event, opts = {}) {
      const body = JSON.stringify({
        token: 'legacy',
        team_id: 'T0TEST',
        api_app_id: 'A0TEST',
        type: 'event_callback',
        event_id: opts.eventId ?? `Ev${Date.now()}${++n}`,
        event_time: Math.floor(Date.now() / 1000),
        authorizations: [{ team_id: 'T0TEST', user_id: 'UBOT', is_bot: true }],
        event,
      });
      const headers: Record<string, string> = opts.retryNum ? { 'x-slack-retry-num': String(opts.retryNum), 'x-slack-retry-reason': 'http_timeout' } : {};
      return send(body, 'application/json', headers, opts);
    },
    action(payload) {
      return send(new URLSearchParams({ payload: JSON.stringify(payload) }).toString(), 'application/x-www-form-urlencoded');
    },
    command(params) {
      return send(new URLSearchParams(params).toString(), 'application/x-www-form-urlencoded');
    },
  };
}
