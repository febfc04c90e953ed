import type { Db } from '../db.ts';

export interface OutgoingMessage {
  brand: string;
  channel: 'sms' | 'email';
  /** "+60123456789" or an e-mail address. */
  recipient: string;
  subject?: string;
  body: string;
}

export interface StoredMessage extends OutgoingMessage {
  id: number;
  createdAt: number;
}

/**
 * How the platform sends SMS and e-mail. The default provider keeps every message in the local
 * outbox table, where developers (`npm run admin -- outbox`, GET /dev/outbox) and tests read them;
 * a real deployment passes a provider that talks to its SMS or mail service.
 */
export interface Outbox {
  send(message: OutgoingMessage): void;
  /** Newest first; only the local outbox keeps messages. */
  list(filter?: { brand?: string; recipient?: string; channel?: 'sms' | 'email'; limit?: number }): StoredMessage[];
}

export function localOutbox(db: Db, now: () => number = Date.now): Outbox {
  return {
    send(message) {
      db.prepare(
        'INSERT INTO outbox (brand, channel, recipient, subject, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(message.brand, message.channel, message.recipient, message.subject ?? null, message.body, now());
    },
    list(filter = {}) {
      const where: string[] = [];
      const args: (string | number)[] = [];
      if (filter.brand) {
        where.push('brand = ?');
        args.push(filter.brand);
      }
      if (filter.recipient) {
        where.push('recipient = ?');
        args.push(filter.recipient);
      }
      if (filter.channel) {
        where.push('channel = ?');
        args.push(filter.channel);
      }
      args.push(filter.limit ?? 50);
      const rows = db
        .prepare(
          `SELECT id, brand, channel, recipient, subject, body, created_at FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`,
        )
        .all(...args) as {
        id: number;
        brand: string;
        channel: 'sms' | 'email';
        recipient: string;
        subject: string | null;
        body: string;
        created_at: number;
      }[];
      return rows.map((r) => ({
        id: r.id,
        brand: r.brand,
        channel: r.channel,
        recipient: r.recipient,
        body: r.body,
        createdAt: r.created_at,
        ...(r.subject ? { subject: r.subject } : {}),
      }));
    },
  };
}
