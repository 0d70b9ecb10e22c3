import { randomInt } from 'node:crypto';
import { type PDU, type Session, smpp } from './smpp-module';
import type { SmsSettings } from '../core/config';
import { type Channel, DeliveryError } from './channels';
import { smsParts } from './sms-parts';

// India's DLT rules: the operator drops a business SMS that does not name its registered
// template and the sender's entity. Providers take them as these TLVs in submit_sm.
smpp.addTLV('dlt_entity_id', { id: 0x1400, type: smpp.types.tlv.string });
smpp.addTLV('dlt_template_id', { id: 0x1401, type: smpp.types.tlv.string });

const CONNECT_MS = 10_000;
const ANSWER_MS = 30_000;
const ESM_UDH = 0x40;

// Refusals that a retry cannot change: the number, the sender or the message itself is wrong.
const PERMANENT = new Set([0x01, 0x0a, 0x0b, 0x0c, 0x104]);
const statusName = (status: number) => Object.entries(smpp.errors).find(([, v]) => v === status)?.[0] ?? 'refused';

/** The number as SMSCs take it: international, digits only (a 10-digit one gets the country code). */
export function msisdn(mobile: string, countryCode: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (mobile.trim().startsWith('+')) return digits;
  const national = digits.replace(/^0+/, '');
  return national.length <= 10 ? `${countryCode}${national}` : national;
}

const senderAddress = (sender: string) =>
  /^\+?[0-9]+$/.test(sender)
    ? { source_addr_ton: 1, source_addr_npi: 1, source_addr: sender.replace('+', '') }
    : { source_addr_ton: 5, source_addr_npi: 0, source_addr: sender };

interface Link {
  session: Session;
  /** Settles with the PDU answering a request, or fails when the link drops or the far side is silent. */
  ask(send: (cb: (pdu: PDU) => void) => boolean): Promise<PDU>;
}

function openLink(s: SmsSettings, onClose: () => void): Promise<Link> {
  return new Promise((resolve, reject) => {
    const session = smpp.connect({ host: s.host, port: s.port });
    const waiting = new Set<(err: Error) => void>();
    const fail = (err: Error) => {
      for (const w of waiting) w(err);
      waiting.clear();
      reject(err);
      onClose();
    };
    const timer = setTimeout(() => {
      fail(new Error(`no answer from ${s.host}:${s.port}`));
      session.destroy();
    }, CONNECT_MS);
    session.on('error', (err: Error) => fail(err));
    session.on('close', () => fail(new Error('the SMPP server closed the connection')));
    const ask: Link['ask'] = (send) =>
      new Promise((done, refuse) => {
        const drop = (err: Error) => {
          clearTimeout(silent);
          refuse(err);
        };
        const silent = setTimeout(() => {
          waiting.delete(drop);
          refuse(new Error('the SMPP server did not answer'));
          session.destroy();
        }, ANSWER_MS);
        waiting.add(drop);
        const sent = send((pdu) => {
          clearTimeout(silent);
          waiting.delete(drop);
          done(pdu);
        });
        if (!sent) drop(new Error('the SMPP connection is closed'));
      });
    session.on('connect', () => {
      ask((cb) => session.bind_transmitter({ system_id: s.systemId, password: s.password }, cb))
        .then((pdu) => {
          clearTimeout(timer);
          if (pdu.command_status !== 0) {
            session.destroy();
            return reject(
              new Error(`bind refused: ${statusName(pdu.command_status)} (0x${pdu.command_status.toString(16)})`),
            );
          }
          resolve({ session, ask });
        })
        .catch(reject);
    });
  });
}

/**
 * SMS over SMPP 3.4 (SMS_SMPP_URL): one bound transmitter, opened with the first message and
 * again after it drops. Several messages may be in flight at once (SMS_WINDOW); a message in
 * several parts is sent part by part, in order; if one is refused the
 * whole is retried, so a phone may get an early part twice, never miss one.
 */
export function smsChannel(s: SmsSettings): Channel {
  let link: Promise<Link> | undefined;
  let ref = randomInt(256);
  const open = () =>
    (link ??= openLink(s, () => {
      link = undefined;
    }));
  return {
    name: 'sms',
    // The worker hands over a window of messages at once: each waits for its own submit_sm_resp
    // on the shared session (the package matches answers by sequence number).
    window: s.window,
    async send(m) {
      const { dataCoding, parts, udh } = smsParts(m.text, ref++);
      const template = s.templates[m.kind];
      for (const part of parts) {
        let answer: PDU;
        try {
          const l = await open();
          answer = await l.ask((cb) =>
            l.session.submit_sm(
              {
                ...senderAddress(s.sender),
                dest_addr_ton: 1,
                dest_addr_npi: 1,
                destination_addr: msisdn(m.to, s.countryCode),
                data_coding: dataCoding,
                esm_class: udh ? ESM_UDH : 0,
                short_message: part,
                ...(template ? { dlt_template_id: template } : {}),
                ...(s.entityId ? { dlt_entity_id: s.entityId } : {}),
              },
              cb,
            ),
          );
        } catch (err) {
          throw new DeliveryError(((err as Error).message || 'SMPP error').slice(0, 500), false, true);
        }
        const status = answer.command_status;
        if (status !== 0)
          throw new DeliveryError(`${statusName(status)} (0x${status.toString(16)})`, PERMANENT.has(status));
      }
    },
    close: () => {
      void link?.then((l) => l.session.close()).catch(() => undefined);
    },
  };
}
