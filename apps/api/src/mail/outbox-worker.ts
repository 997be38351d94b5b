import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { type OutboxRow, outbox } from '../db/schema.js';
import { safeError } from '../lib/safe-error.js';
import { hasLinkSecrets, openLinkSecrets, withoutLinkSecrets } from './link-secrets.js';
import { renderOutboxPayload } from './templates.js';

export interface OutboxWorkerOptions {
  db: Db;
  /** SMTP URL; without it mails are written as .eml files into `emlDir`. */
  smtpUrl?: string | undefined;
  emlDir: string;
  /** The key that opens the sealed links of queued mails (mail/link-secrets.ts). */
  linkKey: Buffer;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed row is reserved for the claiming worker. */
  leaseMs: number;
  batchSize: number;
  /** Single-process database (PGlite): leases left by a killed process are released at start. */
  releaseLeasesOnStart: boolean;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface OutboxWorker {
  start(): Promise<void>;
  /** Ask for a pass soon (after a commit that queued mail). */
  kick(): void;
  /** One claim-and-send pass; returns how many mails were sent. Used by tests and by the loop. */
  runOnce(): Promise<number>;
  /** Stop polling and wait for the pass in flight (in-flight sends finish). */
  stop(): Promise<void>;
}

/** Delay before retry number `attempts` (1-based): base x 2^(attempts-1), capped, with +-20% jitter. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.min(attempts - 1, 30));
  return Math.round(raw * (0.8 + Math.random() * 0.4));
}

/** SMTP errors quote recipients; logs must not carry personal data. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '<address>');
}

/** Delay between a commit that queued mail and the pass that sends it (batches bursts). */
const KICK_DELAY_MS = 50;

function safeName(value: string): string {
  return value.replace(/[^A-Za-z0-9_.-]/g, '_');
}

/** .eml files hold names, phone numbers and addresses: only the server's own user may read them. */
const EML_DIR_MODE = 0o700;
const EML_FILE_MODE = 0o600;

/**
 * The Message-ID of an outbox row, e.g. `<3f9c0b1e...@spt.outbox>`: a hash of what the row holds and
 * never changes (reference, kind, creation time), so every retry and repeat of the row carries the same
 * id and a mail client shows one mail. It does not contain the row id, which would tell every recipient
 * how many mails were sent before theirs. No key is needed: the inputs are not secret (the reference and
 * the kind of mail are in the mail itself) and the row id is not among them.
 *
 * @example
 * messageIdFor({ reference: 'SPT-7K3M9Q', kind: 'booking.customer', createdAt }); // '<...32 hex...@spt.outbox>'
 */
function messageIdFor(row: Pick<OutboxRow, 'reference' | 'kind' | 'createdAt'>): string {
  const digest = createHash('sha256')
    .update(`spt-message-id\n${row.reference}\n${row.kind}\n${row.createdAt.toISOString()}`)
    .digest('hex');
  return `<${digest.slice(0, 32)}@spt.outbox>`;
}

/**
 * The transactional outbox's sender. Rows are claimed with one UPDATE over a FOR UPDATE SKIP LOCKED
 * select (their next_attempt_at is pushed forward by the lease), sent outside any transaction, then marked sent or
 * rescheduled with exponential backoff. Sending is at-least-once; each mail carries a stable
 * Message-ID and an .eml file is named by the row id, so a repeat overwrites instead of duplicating.
 * .eml files are written 0600 into a 0700 directory.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log } = options;
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, {
        connectionTimeout: 5000,
        greetingTimeout: 5000,
        socketTimeout: 15000,
      } as object)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let again = false;
  let kickScheduledFor: number | undefined;
  let emlDirChecked = false;

  /**
   * Creates the .eml directory 0700 (its parents too, when missing). A directory left by an older
   * version (0755) is tightened once, when it is ours; one owned by another user is left as it is.
   */
  async function prepareEmlDir(): Promise<void> {
    const created = await mkdir(options.emlDir, { recursive: true, mode: EML_DIR_MODE });
    if (created !== undefined || emlDirChecked) return;
    emlDirChecked = true;
    const stats = await stat(options.emlDir);
    if ((stats.mode & 0o077) !== 0 && stats.uid === process.getuid?.()) {
      await chmod(options.emlDir, EML_DIR_MODE);
    }
  }

  /**
   * Claims due rows in one statement: the inner SELECT locks them (SKIP LOCKED lets concurrent workers
   * take other rows), the UPDATE pushes their next attempt past the lease, so no one else takes them
   * while they are being sent.
   */
  async function claim(): Promise<OutboxRow[]> {
    const now = new Date();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(outbox)
      .set({ nextAttemptAt: new Date(now.getTime() + options.leaseMs) })
      .where(inArray(outbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  async function deliver(row: OutboxRow): Promise<void> {
    const { attachments, ...mail } = renderOutboxPayload(openLinkSecrets(options.linkKey, row.mail));
    const info = await transport.sendMail({
      ...mail,
      messageId: messageIdFor(row),
      // Content only (never a path or URL for nodemailer to read), the same over SMTP and in .eml files.
      ...(attachments?.length
        ? {
            attachments: attachments.map(({ filename, contentType, content }) => ({
              filename,
              contentType,
              content,
              contentDisposition: 'attachment' as const,
            })),
          }
        : {}),
    });
    if (!options.smtpUrl) {
      const message = (info as { message?: unknown }).message;
      if (!Buffer.isBuffer(message)) throw new Error('stream transport returned no buffer');
      await prepareEmlDir();
      const file = join(
        options.emlDir,
        `${String(row.id).padStart(8, '0')}-${safeName(row.reference)}-${safeName(row.kind)}.eml`,
      );
      // A fresh temporary file: 'wx' creates it with our mode (an existing file would keep its own).
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, message, { mode: EML_FILE_MODE, flag: 'wx' });
        await rename(tmp, file);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    }
  }

  /**
   * Cuts the link secrets out of rows sent before rows were cleaned at sending (an upgrade), a page at
   * a time; a no-op once done.
   */
  async function scrubSentRows(): Promise<void> {
    for (;;) {
      const rows = await db
        .select({ id: outbox.id, mail: outbox.mail })
        .from(outbox)
        .where(and(eq(outbox.status, 'sent'), sql`${outbox.mail}::text like '%#%'`))
        .orderBy(asc(outbox.id))
        .limit(200);
      const dirty = rows.filter((row) => hasLinkSecrets(row.mail));
      for (const row of dirty) {
        await db
          .update(outbox)
          .set({ mail: withoutLinkSecrets(row.mail) })
          .where(eq(outbox.id, row.id));
      }
      if (rows.length < 200 || dirty.length === 0) return;
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await claim();
    const sentIds: number[] = [];
    for (const row of rows) {
      try {
        await deliver(row);
        sentIds.push(row.id);
      } catch (error) {
        const attempts = row.attempts + 1;
        const delay = backoffMs(attempts, options.retryBaseMs, options.retryMaxMs);
        const message = error instanceof Error ? error.message : String(error);
        log.warn(
          { outboxId: row.id, kind: row.kind, attempts, retryInMs: delay, err: withoutAddresses(message) },
          'mail send failed',
        );
        await db
          .update(outbox)
          .set({ attempts, nextAttemptAt: new Date(Date.now() + delay), lastError: message.slice(0, 500) })
          .where(eq(outbox.id, row.id));
      }
    }
    if (sentIds.length > 0) {
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null })
        .where(inArray(outbox.id, sentIds));
      // A sent mail's row keeps no live link (the recipient has it; the table is no key ring).
      for (const row of rows) {
        if (sentIds.includes(row.id) && hasLinkSecrets(row.mail)) {
          await db
            .update(outbox)
            .set({ mail: withoutLinkSecrets(row.mail) })
            .where(eq(outbox.id, row.id));
        }
      }
      log.info({ sent: sentIds.length }, 'outbox mails sent');
    }
    if (rows.length === options.batchSize) again = true;
    return sentIds.length;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick(): void {
    timer = undefined;
    kickScheduledFor = undefined;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => {
        log.warn({ err: safeError(error) }, 'outbox pass failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        schedule(again ? 0 : options.pollMs);
        again = false;
      });
  }

  return {
    async start() {
      if (options.releaseLeasesOnStart) {
        await db
          .update(outbox)
          .set({ nextAttemptAt: new Date() })
          .where(and(eq(outbox.status, 'pending'), sql`${outbox.nextAttemptAt} > now()`));
      }
      await scrubSentRows();
      stopped = false;
      schedule(0);
    },
    kick() {
      if (stopped) return;
      if (running) again = true;
      // A short delay lets the mails of several bookings go out in one pass.
      else if (!timer || kickScheduledFor === undefined) {
        kickScheduledFor = Date.now() + KICK_DELAY_MS;
        schedule(KICK_DELAY_MS);
      }
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (running) await running;
      transport.close();
    },
  };
}
