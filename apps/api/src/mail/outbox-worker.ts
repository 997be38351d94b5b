import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { OutboxSettings } from '../config.js';
import type { Db } from '../db/client.js';
import { type OutboxRow, outbox } from '../db/schema.js';
import { safeError } from '../lib/safe-error.js';
import { linkSecretsCut, openLinkSecrets } from './link-secrets.js';
import { renderMail } from './templates.js';

export interface OutboxWorkerOptions extends OutboxSettings {
  db: Db;
  /** SMTP URL; without it mails are written as .eml files into `emlDir`. */
  smtpUrl?: string | undefined;
  emlDir: string;
  /** The key that opens the sealed links of queued mails (mail/link-secrets.ts). */
  linkKey: Buffer;
  /** Single-process database (PGlite): leases left by a killed process are released at start. */
  releaseLeasesOnStart: boolean;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
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

/** Error codes of nodemailer for trouble with the server or the way to it, not with one mail. */
const SERVER_TROUBLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EAUTH', 'ETLS', 'EPROTOCOL']);

/**
 * What a failed send says about the mail: `permanent` when the mail server refused this mail for
 * good with a 5xx reply (550 for a mailbox that does not exist); `mail` when it refused it for now
 * (4xx); `server` when the server could not be reached, refused the login (535), hung or broke off:
 * the server's trouble, not the mail's, so it never counts toward giving the mail up.
 */
export function failureKind(error: unknown): 'permanent' | 'mail' | 'server' {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof code === 'string' && SERVER_TROUBLE.has(code)) return 'server';
  if (typeof responseCode !== 'number') return 'server';
  if (responseCode >= 500 && responseCode < 600) return 'permanent';
  return responseCode >= 400 ? 'mail' : 'server';
}

/** Waits before the n-th try to mark a sent mail in the database. */
const MARK_RETRY_MS = [200, 1000, 3000];

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
  // Pooled: a few connections are kept open and reused instead of one per mail. The timeouts are
  // transport options (beside `url`); a hung session then costs one mail its socket timeout, and the
  // pool opens another connection for the next.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        pool: true,
        maxConnections: 3,
        maxMessages: 100,
        connectionTimeout: options.smtpConnectTimeoutMs,
        greetingTimeout: options.smtpConnectTimeoutMs,
        socketTimeout: options.smtpSocketTimeoutMs,
      })
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
    const { attachments, ...mail } = await renderMail(openLinkSecrets(options.linkKey, row.mail));
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
      let dirty = 0;
      for (const row of rows) {
        const cut = linkSecretsCut(row.mail);
        if (cut === undefined) continue;
        dirty++;
        await db.update(outbox).set({ mail: cut }).where(eq(outbox.id, row.id));
      }
      if (rows.length < 200 || dirty === 0) return;
    }
  }

  /**
   * Marks one mail sent, right after its own send, and cuts the links out of its stored copy (a sent
   * mail's row is no key ring). Tried again briefly if the database does not answer: a mail left
   * pending after it went out is sent again once its lease ends, with the same Message-ID.
   */
  async function markSent(row: OutboxRow): Promise<void> {
    const cut = linkSecretsCut(row.mail);
    for (let attempt = 0; ; attempt++) {
      try {
        await db
          .update(outbox)
          .set({
            status: 'sent',
            sentAt: new Date(),
            attempts: row.attempts + 1,
            lastError: null,
            ...(cut === undefined ? {} : { mail: cut }),
          })
          .where(eq(outbox.id, row.id));
        return;
      } catch (error) {
        const wait = MARK_RETRY_MS[attempt];
        if (wait === undefined) {
          log.error(
            { outboxId: row.id, kind: row.kind, err: safeError(error) },
            'mail sent but not marked sent: it will go again when its lease ends',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /**
   * A failed send: tried again later with backoff, or given up (failed) when the server refused the
   * mail for good, or refused it maxAttempts times. A server that is down or hangs delays the mail
   * (backoff up to retryMaxMs) but never fails it: it goes out when the server is back.
   */
  async function recordFailure(row: OutboxRow, error: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const message = withoutAddresses(error instanceof Error ? error.message : String(error)).slice(0, 500);
    const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
    const details = {
      outboxId: row.id,
      kind: row.kind,
      attempts,
      ...(typeof responseCode === 'number' ? { responseCode } : {}),
      err: message,
    };
    const kind = failureKind(error);
    if (kind === 'permanent' || (kind === 'mail' && attempts >= options.maxAttempts)) {
      log.error(details, 'mail given up: shown as failed in the console, which can send it again');
      await db
        .update(outbox)
        .set({ status: 'failed', failedAt: new Date(), attempts, lastError: message })
        .where(eq(outbox.id, row.id));
      return;
    }
    const delay = backoffMs(attempts, options.retryBaseMs, options.retryMaxMs);
    log.warn({ ...details, retryInMs: delay }, 'mail send failed');
    await db
      .update(outbox)
      .set({ attempts, nextAttemptAt: new Date(Date.now() + delay), lastError: message })
      .where(eq(outbox.id, row.id));
  }

  /**
   * Keeps the claim on the batch's rows not yet sent: their next attempt moves a lease ahead again,
   * so no other worker takes them while this one is still at it (one mail's worst case, the SMTP
   * timeouts, is far below half a lease).
   */
  async function renewLease(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() + options.leaseMs) })
      .where(and(inArray(outbox.id, ids), eq(outbox.status, 'pending')));
  }

  async function runOnce(): Promise<number> {
    const rows = await claim();
    let leasedAt = Date.now();
    let sent = 0;
    for (const [index, row] of rows.entries()) {
      if (Date.now() - leasedAt > options.leaseMs / 2) {
        await renewLease(rows.slice(index).map((next) => next.id));
        leasedAt = Date.now();
      }
      try {
        await deliver(row);
      } catch (error) {
        await recordFailure(row, error);
        continue;
      }
      await markSent(row);
      sent++;
    }
    if (sent > 0) log.info({ sent }, 'outbox mails sent');
    if (rows.length === options.batchSize) again = true;
    return sent;
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
