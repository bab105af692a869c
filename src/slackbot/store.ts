// What the app must remember across restarts, in its own SQLite file: review cards and their
// decisions, videos waiting for their result, and the Slack events and webhooks already taken.
import { join } from 'node:path';
import { openDatabase, transaction, type Database } from '../store/database.ts';
import type { Finding } from '../client/index.ts';

const MIGRATIONS = [
  {
    version: 1,
    name: 'slackbot',
    sql: `
      CREATE TABLE cards (
        result_id TEXT PRIMARY KEY,
        review_channel TEXT NOT NULL,
        card_ts TEXT NOT NULL,
        channel TEXT NOT NULL,
        message_ts TEXT NOT NULL,
        author TEXT NOT NULL,
        source TEXT NOT NULL,
        excerpt TEXT NOT NULL,
        permalink TEXT,
        findings TEXT NOT NULL,
        removal TEXT NOT NULL,
        decision TEXT,
        decided_by TEXT,
        decided_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE TABLE pending_videos (
        result_id TEXT PRIMARY KEY,
        channel TEXT NOT NULL,
        message_ts TEXT NOT NULL,
        author TEXT NOT NULL,
        file_name TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE seen_ids (
        kind TEXT NOT NULL,
        id TEXT NOT NULL,
        seen_at INTEGER NOT NULL,
        PRIMARY KEY (kind, id)
      );
      CREATE INDEX seen_ids_age ON seen_ids (seen_at);
    `,
  },
  {
    version: 2,
    name: 'slackbot_edits_and_sweep',
    sql: `
      ALTER TABLE cards ADD COLUMN edited_at TEXT;
      ALTER TABLE cards ADD COLUMN cleared_at TEXT;
      CREATE INDEX cards_message ON cards (channel, message_ts);
      ALTER TABLE pending_videos ADD COLUMN checked_at TEXT;
    `,
  },
];

/** Where the content under review came from. */
export type CardSource = 'message' | 'image' | 'video';
/** What happened to the message itself before anyone clicked. */
export type Removal = 'removed' | 'needs_user_token' | 'not_needed';
export type Decision = 'confirmed' | 'false_positive' | 'removed' | 'warned';

export type Card = {
  resultId: string;
  reviewChannel: string;
  cardTs: string;
  channel: string;
  messageTs: string;
  author: string;
  source: CardSource;
  excerpt: string;
  permalink: string | undefined;
  findings: Finding[];
  removal: Removal;
  decision: Decision | undefined;
  decidedBy: string | undefined;
  decidedAt: string | undefined;
  /** When the card last took the content of an edit of its message. */
  editedAt: string | undefined;
  /** When an edit made the message clean; the card is then closed without a decision. */
  clearedAt: string | undefined;
  createdAt: string;
};

/** A card as first saved: not decided, not cleared. */
export type NewCard = Omit<Card, 'decision' | 'decidedBy' | 'decidedAt' | 'clearedAt'>;

export type PendingVideo = { resultId: string; channel: string; messageTs: string; author: string; fileName: string; createdAt: string };

type CardRow = {
  result_id: string; review_channel: string; card_ts: string; channel: string; message_ts: string; author: string;
  source: string; excerpt: string; permalink: string | null; findings: string; removal: string;
  decision: string | null; decided_by: string | null; decided_at: string | null; edited_at: string | null; cleared_at: string | null;
  created_at: string;
};

type PendingVideoRow = { result_id: string; channel: string; message_ts: string; author: string; file_name: string; created_at: string };

/** Slack retries an event for at most about an hour; webhooks are retried for hours. Keep ids a few days. */
const SEEN_RETENTION_MS = 3 * 24 * 3600_000;

export class SlackBotStore {
  readonly #db: Database;
  readonly #now: () => number;

  constructor(db: Database, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** Opens (creating) `slackbot.sqlite` in the data directory. */
  static open(dataDir: string, now?: () => number): SlackBotStore {
    return new SlackBotStore(openDatabase(join(dataDir, 'slackbot.sqlite'), MIGRATIONS), now);
  }

  close(): void {
    this.#db.close();
  }

  /** Records an id of `kind` as taken; false when it was taken before (a retry or a redelivery). */
  claim(kind: 'slack_event' | 'webhook', id: string): boolean {
    const now = this.#now();
    return transaction(this.#db, () => {
      this.#db.prepare('DELETE FROM seen_ids WHERE seen_at < ?').run(now - SEEN_RETENTION_MS);
      return this.#db.prepare('INSERT OR IGNORE INTO seen_ids (kind, id, seen_at) VALUES (?, ?, ?)').run(kind, id, now).changes === 1;
    });
  }

  /** Forgets a claim so that a redelivery is processed (used when processing failed). */
  release(kind: 'slack_event' | 'webhook', id: string): void {
    this.#db.prepare('DELETE FROM seen_ids WHERE kind = ? AND id = ?').run(kind, id);
  }

  saveCard(card: NewCard): void {
    this.#db
      .prepare(
        `INSERT OR REPLACE INTO cards (result_id, review_channel, card_ts, channel, message_ts, author, source, excerpt, permalink, findings, removal, edited_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(card.resultId, card.reviewChannel, card.cardTs, card.channel, card.messageTs, card.author, card.source, card.excerpt,
        card.permalink ?? null, JSON.stringify(card.findings), card.removal, card.editedAt ?? null, card.createdAt);
  }

  /** Open (undecided, not cleared) cards of a message's text, oldest first. */
  openMessageCards(channel: string, messageTs: string): Card[] {
    const rows = this.#db
      .prepare(
        `SELECT * FROM cards WHERE channel = ? AND message_ts = ? AND source = 'message' AND decision IS NULL AND cleared_at IS NULL
         ORDER BY created_at, rowid`,
      )
      .all(channel, messageTs) as CardRow[];
    return rows.map(toCard);
  }

  /**
   * Puts the card of an edit in place of an open card (same Slack message, new result id), in one
   * transaction; false when the old card was decided or cleared meanwhile.
   */
  replaceCard(oldResultId: string, card: NewCard): boolean {
    return transaction(this.#db, () => {
      const gone = this.#db.prepare('DELETE FROM cards WHERE result_id = ? AND decision IS NULL AND cleared_at IS NULL').run(oldResultId).changes === 1;
      if (gone) this.saveCard(card);
      return gone;
    });
  }

  /** Closes an open card because an edit made its message clean; false when it was no longer open. */
  clearCard(resultId: string, at: string): boolean {
    return this.#db
      .prepare('UPDATE cards SET cleared_at = ?, edited_at = ? WHERE result_id = ? AND decision IS NULL AND cleared_at IS NULL')
      .run(at, at, resultId).changes === 1;
  }

  getCard(resultId: string): Card | undefined {
    const row = this.#db.prepare('SELECT * FROM cards WHERE result_id = ?').get(resultId) as CardRow | undefined;
    return row && toCard(row);
  }

  /** Records the decision unless one exists; false when the card was already decided or cleared. */
  decide(resultId: string, decision: Decision, by: string, at: string): boolean {
    return this.#db
      .prepare('UPDATE cards SET decision = ?, decided_by = ?, decided_at = ? WHERE result_id = ? AND decision IS NULL AND cleared_at IS NULL')
      .run(decision, by, at, resultId).changes === 1;
  }

  /** Takes a decision back when carrying it out failed, so the reviewer can try again. */
  undecide(resultId: string): void {
    this.#db.prepare('UPDATE cards SET decision = NULL, decided_by = NULL, decided_at = NULL WHERE result_id = ?').run(resultId);
  }

  savePendingVideo(video: PendingVideo): void {
    this.#db
      .prepare('INSERT OR REPLACE INTO pending_videos (result_id, channel, message_ts, author, file_name, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(video.resultId, video.channel, video.messageTs, video.author, video.fileName, video.createdAt);
  }

  getPendingVideo(resultId: string): PendingVideo | undefined {
    const row = this.#db.prepare('SELECT * FROM pending_videos WHERE result_id = ?').get(resultId) as PendingVideoRow | undefined;
    return row && toPendingVideo(row);
  }

  /** Videos still waiting for their result, oldest first (at most `limit`). */
  listPendingVideos(limit = 100): PendingVideo[] {
    const rows = this.#db.prepare('SELECT * FROM pending_videos ORDER BY created_at LIMIT ?').all(limit) as PendingVideoRow[];
    return rows.map(toPendingVideo);
  }

  /**
   * Removes and returns a pending video: whoever takes it (webhook or sweep) acts on its result,
   * so each result is acted on once. Undefined when it is not (or no longer) pending.
   */
  takePendingVideo(resultId: string): PendingVideo | undefined {
    const row = this.#db.prepare('DELETE FROM pending_videos WHERE result_id = ? RETURNING *').get(resultId) as PendingVideoRow | undefined;
    return row && toPendingVideo(row);
  }

  /**
   * Pending videos submitted at or before `submittedBefore` (ISO time), those checked least
   * recently first (never checked before all), so that a few stuck ones cannot starve the rest; at most `limit`.
   */
  pendingVideosToCheck(submittedBefore: string, limit: number): PendingVideo[] {
    const rows = this.#db
      .prepare('SELECT * FROM pending_videos WHERE created_at <= ? ORDER BY checked_at, created_at LIMIT ?')
      .all(submittedBefore, limit) as PendingVideoRow[];
    return rows.map(toPendingVideo);
  }

  markPendingVideoChecked(resultId: string, at: string): void {
    this.#db.prepare('UPDATE pending_videos SET checked_at = ? WHERE result_id = ?').run(at, resultId);
  }

  deletePendingVideo(resultId: string): void {
    this.#db.prepare('DELETE FROM pending_videos WHERE result_id = ?').run(resultId);
  }
}

function toCard(row: CardRow): Card {
  return {
    resultId: row.result_id,
    reviewChannel: row.review_channel,
    cardTs: row.card_ts,
    channel: row.channel,
    messageTs: row.message_ts,
    author: row.author,
    source: row.source as CardSource,
    excerpt: row.excerpt,
    permalink: row.permalink ?? undefined,
    findings: JSON.parse(row.findings) as Finding[],
    removal: row.removal as Removal,
    decision: (row.decision ?? undefined) as Decision | undefined,
    decidedBy: row.decided_by ?? undefined,
    decidedAt: row.decided_at ?? undefined,
    editedAt: row.edited_at ?? undefined,
    clearedAt: row.cleared_at ?? undefined,
    createdAt: row.created_at,
  };
}

function toPendingVideo(row: PendingVideoRow): PendingVideo {
  return { resultId: row.result_id, channel: row.channel, messageTs: row.message_ts, author: row.author, fileName: row.file_name, createdAt: row.created_at };
}
