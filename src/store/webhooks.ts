// Webhook endpoints of each key; the signing secret is kept to sign deliveries but never listed.
import type { Database } from './database.ts';

export interface WebhookRecord {
  readonly id: string;
  readonly keyId: string;
  readonly url: string;
  readonly events: string[];
  readonly description: string | null;
  readonly enabled: boolean;
  readonly disabledReason: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface NewWebhook {
  readonly id: string;
  readonly keyId: string;
  readonly url: string;
  readonly secret: string;
  readonly events: readonly string[];
  readonly description: string | null;
  readonly enabled: boolean;
  readonly at: string;
}

export interface WebhookChanges {
  readonly url?: string;
  readonly events?: readonly string[];
  readonly description?: string;
  readonly enabled?: boolean;
}

interface Row {
  id: string;
  key_id: string;
  url: string;
  events: string;
  description: string | null;
  enabled: number;
  disabled_reason: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = 'id, key_id, url, events, description, enabled, disabled_reason, created_at, updated_at';

function toRecord(row: Row): WebhookRecord {
  return {
    id: row.id,
    keyId: row.key_id,
    url: row.url,
    events: JSON.parse(row.events) as string[],
    description: row.description,
    enabled: row.enabled === 1,
    disabledReason: row.disabled_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class WebhookStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  list(keyId: string): WebhookRecord[] {
    const rows = this.#db.prepare(`SELECT ${COLUMNS} FROM webhooks WHERE key_id = ? ORDER BY created_at, id`).all(keyId) as unknown as Row[];
    return rows.map(toRecord);
  }

  get(id: string, keyId: string): WebhookRecord | undefined {
    const row = this.#db.prepare(`SELECT ${COLUMNS} FROM webhooks WHERE id = ? AND key_id = ?`).get(id, keyId) as Row | undefined;
    return row && toRecord(row);
  }

  findByUrl(keyId: string, url: string): WebhookRecord | undefined {
    const row = this.#db.prepare(`SELECT ${COLUMNS} FROM webhooks WHERE key_id = ? AND url = ?`).get(keyId, url) as Row | undefined;
    return row && toRecord(row);
  }

  insert(webhook: NewWebhook): WebhookRecord {
    this.#db
      .prepare(
        'INSERT INTO webhooks (id, key_id, url, secret, events, description, enabled, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        webhook.id,
        webhook.keyId,
        webhook.url,
        webhook.secret,
        JSON.stringify(webhook.events),
        webhook.description,
        webhook.enabled ? 1 : 0,
        webhook.at,
        webhook.at,
      );
    return this.get(webhook.id, webhook.keyId)!;
  }

  /** Applies the given changes; enabling an endpoint clears why it had been disabled. */
  update(id: string, keyId: string, changes: WebhookChanges, at: string): WebhookRecord | undefined {
    const current = this.get(id, keyId);
    if (!current) return undefined;
    const enabled = changes.enabled ?? current.enabled;
    this.#db
      .prepare('UPDATE webhooks SET url = ?, events = ?, description = ?, enabled = ?, disabled_reason = ?, updated_at = ? WHERE id = ? AND key_id = ?')
      .run(
        changes.url ?? current.url,
        JSON.stringify(changes.events ?? current.events),
        changes.description ?? current.description,
        enabled ? 1 : 0,
        changes.enabled === true ? null : current.disabledReason,
        at,
        id,
        keyId,
      );
    return this.get(id, keyId);
  }
}
