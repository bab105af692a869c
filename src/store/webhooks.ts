// Webhook endpoints of each key; the signing secret is kept to sign deliveries but never listed.
import type { SqlDatabase } from './sql.ts';

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

/** What creating an endpoint led to. */
export type CreateOutcome =
  | { readonly kind: 'created'; readonly webhook: WebhookRecord }
  /** The key already has an endpoint with this url (created meanwhile by a concurrent request). */
  | { readonly kind: 'exists'; readonly webhook: WebhookRecord }
  /** The key has `count` endpoints, the most it may have. */
  | { readonly kind: 'limit_reached'; readonly count: number };

const SELECT = `SELECT ${COLUMNS} FROM webhooks`;

export class WebhookStore {
  readonly #db: SqlDatabase;

  constructor(db: SqlDatabase) {
    this.#db = db;
  }

  async list(keyId: string): Promise<WebhookRecord[]> {
    return (await this.#db.all<Row>(`${SELECT} WHERE key_id = ? ORDER BY created_at, id`, [keyId])).map(toRecord);
  }

  async get(id: string, keyId: string): Promise<WebhookRecord | undefined> {
    const row = await this.#db.get<Row>(`${SELECT} WHERE id = ? AND key_id = ?`, [id, keyId]);
    return row && toRecord(row);
  }

  async findByUrl(keyId: string, url: string): Promise<WebhookRecord | undefined> {
    const row = await this.#db.get<Row>(`${SELECT} WHERE key_id = ? AND url = ?`, [keyId, url]);
    return row && toRecord(row);
  }

  /** The signing secret of an endpoint of the key. */
  async secretOf(id: string, keyId: string): Promise<string | undefined> {
    return (await this.#db.get<{ secret: string }>('SELECT secret FROM webhooks WHERE id = ? AND key_id = ?', [id, keyId]))?.secret;
  }

  /**
   * Creates an endpoint unless the key already has one with this url or already has `maxPerKey`.
   * Creates of one key are serialised (one lock per key), so neither the cap nor the url's
   * uniqueness can be passed by concurrent requests on any replica.
   */
  async create(webhook: NewWebhook, maxPerKey: number): Promise<CreateOutcome> {
    return this.#db.transaction(async (tx) => {
      if (tx.dialect.lockName) await tx.run(tx.dialect.lockName, [`webhooks ${webhook.keyId}`]);
      const existing = await tx.get<Row>(`${SELECT} WHERE key_id = ? AND url = ?`, [webhook.keyId, webhook.url]);
      if (existing) return { kind: 'exists', webhook: toRecord(existing) };
      const { n } = (await tx.get<{ n: number }>('SELECT COUNT(*) AS n FROM webhooks WHERE key_id = ?', [webhook.keyId]))!;
      if (n >= maxPerKey) return { kind: 'limit_reached', count: n };
      const row = await tx.get<Row>(
        `INSERT INTO webhooks (id, key_id, url, secret, events, description, enabled, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         RETURNING ${COLUMNS}`,
        [webhook.id, webhook.keyId, webhook.url, webhook.secret, JSON.stringify(webhook.events), webhook.description, webhook.enabled ? 1 : 0, webhook.at, webhook.at],
      );
      return { kind: 'created', webhook: toRecord(row!) };
    });
  }

  /**
   * Applies the given changes in one statement (concurrent updates never undo each other's other
   * fields); enabling an endpoint clears why it had been disabled. A url another endpoint of the
   * key has already throws UniqueViolationError.
   */
  async update(id: string, keyId: string, changes: WebhookChanges, at: string): Promise<WebhookRecord | undefined> {
    const enabled = changes.enabled === undefined ? null : changes.enabled ? 1 : 0;
    const row = await this.#db.get<Row>(
      `UPDATE webhooks SET url = COALESCE(?, url), events = COALESCE(?, events), description = COALESCE(?, description),
         enabled = COALESCE(?, enabled), disabled_reason = CASE WHEN ? = 1 THEN NULL ELSE disabled_reason END, updated_at = ?
       WHERE id = ? AND key_id = ? RETURNING ${COLUMNS}`,
      [changes.url ?? null, changes.events ? JSON.stringify(changes.events) : null, changes.description ?? null, enabled, enabled, at, id, keyId],
    );
    return row && toRecord(row);
  }
}
