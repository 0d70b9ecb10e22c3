import { transaction } from '../db/pool';
import { log } from '../lib/log';
import { type Channel, DeliveryError } from './channels';
import { outboxRepo } from './outbox.repo';
import type { OutboxEntry } from '@contracts/outbox';

export interface WorkerOptions {
  channels: Channel[];
  /** How often to look for due messages when the queue is empty. */
  pollMs?: number;
  /** The first retry's delay; each later one doubles, up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** After this many failed attempts a message is marked failed. */
  maxAttempts?: number;
}

export interface MailWorker {
  /** Delivers every message that is due now; resolves with how many were attempted. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the message being sent, if any. */
  stop(): Promise<void>;
}

export const retryDelay = (attempt: number, base: number, max: number) =>
  Math.min(max, base * 2 ** Math.max(0, attempt - 1));

/**
 * Sends from the outbox. Each message is sent while its row is locked (FOR UPDATE SKIP LOCKED)
 * and marked sent in the same transaction, so two workers never send the same one. A channel
 * with a window (SMS) gets up to that many messages at once, locked and marked together. If the
 * process dies between the server's acceptance and the commit, the message is sent again on the
 * next start: at least once, never lost.
 */
export function startMailWorker(opts: WorkerOptions): MailWorker {
  const pollMs = opts.pollMs ?? 2_000;
  const backoffMs = opts.backoffMs ?? 30_000;
  const maxBackoffMs = opts.maxBackoffMs ?? 3_600_000;
  const maxAttempts = opts.maxAttempts ?? 10;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  type Outcome = 'sent' | 'tried' | 'down';

  // A message the channel did not take: 'down' waits without losing an attempt, else retry or fail.
  const notTaken = async (channel: Channel, m: OutboxEntry, err: unknown): Promise<Outcome> => {
    const reason = (err as Error).message || 'delivery failed';
    if (err instanceof DeliveryError && err.unreachable) {
      log.error('mail server unreachable, will retry', { id: m.id, channel: channel.name, reason });
      await outboxRepo.markWaiting(m.id, reason);
      return 'down';
    }
    const permanent = err instanceof DeliveryError && err.permanent;
    const final = permanent || m.attempts + 1 >= maxAttempts;
    log.error(final ? 'mail failed for good' : 'mail not delivered, will retry', {
      id: m.id,
      channel: channel.name,
      attempts: m.attempts + 1,
      reason,
    });
    if (final) await outboxRepo.markFailed(m.id, reason);
    else await outboxRepo.markRetry(m.id, retryDelay(m.attempts + 1, backoffMs, maxBackoffMs), reason);
    return 'tried';
  };

  // Up to `size` due messages, locked together and handed to the channel at once (an SMSC takes
  // a window of them on its one session); each is marked by its own answer in the same transaction.
  const deliverBatch = (channel: Channel, size: number): Promise<Outcome[]> =>
    transaction(async () => {
      const batch = await outboxRepo.claimDue(channel.name, size);
      const answers = await Promise.allSettled(batch.map((m) => channel.send(m)));
      const outcomes: Outcome[] = [];
      for (const [i, m] of batch.entries()) {
        const answer = answers[i];
        outcomes.push(answer.status === 'fulfilled' ? 'sent' : await notTaken(channel, m, answer.reason));
      }
      await outboxRepo.markSent(batch.filter((_, i) => outcomes[i] === 'sent').map((m) => m.id));
      return outcomes;
    });

  const drainChannel = async (channel: Channel): Promise<number> => {
    let n = 0;
    // Each round starts with one message, as TCP starts slowly: a channel that is down costs one
    // message's wait, not a window's; each batch taken whole doubles the next, up to the window.
    let size = 1;
    while (!stopped) {
      const outcomes = await deliverBatch(channel, size);
      n += outcomes.length;
      if (outcomes.length < size || outcomes.includes('down')) break;
      size = Math.min(channel.window ?? 1, size * 2);
    }
    return n;
  };

  const drain = async (): Promise<number> => {
    let n = 0;
    for (const channel of opts.channels) n += await drainChannel(channel);
    return n;
  };

  const runOnce = (): Promise<number> => {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  };

  const tick = () => {
    runOnce()
      .catch((err: Error) => log.error('mail worker: could not read the outbox', { message: err.message }))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
      for (const c of opts.channels) c.close();
    },
  };
}
