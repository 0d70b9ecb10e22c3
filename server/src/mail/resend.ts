import { msg } from '@contracts/i18n/packed-text';
import { RESENDABLE_STATES } from '@contracts/outbox';
import { transaction } from '../db/pool';
import { AppError, notFound } from '../core/errors';
import type { Outbox } from './enqueue';
import { outboxRepo } from './outbox.repo';

export const RESENT = msg('outbox.resent');
export const NOT_RESENDABLE = msg('outbox.notResendable');

/**
 * Sends a message again as a new one with the same text (a parent lost the mail, a failure was
 * fixed). The original stays as it was, so the Outbox keeps what happened to each.
 */
export const resendMessage = (id: number, outbox: Outbox): Promise<{ id: number; message: string }> =>
  transaction(async () => {
    const m = await outboxRepo.findForUpdate(id);
    if (!m) throw notFound('record.message');
    if (!RESENDABLE_STATES.includes(m.state)) throw new AppError(409, NOT_RESENDABLE);
    const copy = await outbox.enqueue({ channel: m.channel, kind: m.kind, to: m.to, subject: m.subject, text: m.text });
    return { id: copy, message: RESENT };
  });
