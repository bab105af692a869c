// Placeholder: the webhook outbox over the `events`, `deliveries` and `delivery_attempts` tables.
import type { Database } from './database.ts';

export class DeliveryStore {
  readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }
}
