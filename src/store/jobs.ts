// Placeholder: the durable job queue over the `jobs` and `results` tables.
import type { Database } from './database.ts';

export class JobStore {
  readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }
}
