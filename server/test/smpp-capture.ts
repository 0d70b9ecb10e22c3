import type { AddressInfo } from 'node:net';
import * as smpp from 'smpp';

/** One submit_sm as the SMSC took it. */
export interface ReceivedPart {
  to: string;
  from: string;
  dataCoding: number;
  /** The part's text, decoded by the package's server from its data_coding. */
  text: string;
  /** The concatenation header's reference, count and number; undefined for a single SMS. */
  ref?: number;
  total?: number;
  seq?: number;
  template?: string;
  entity?: string;
}

/** A whole message as the phone shows it: its parts joined in order. */
export interface ReceivedSms {
  to: string;
  text: string;
  dataCoding: number;
  parts: number;
  template?: string;
}

export const SMPP_USER = 'school';
export const SMPP_PASSWORD = 'secret12';

const ESME_RINVDSTADR = 0x0b;
const ESME_RSYSERR = 0x08;
const asText = (v: unknown) => (Buffer.isBuffer(v) ? v.toString('ascii') : typeof v === 'string' ? v : undefined);

/**
 * A real SMPP 3.4 server on 127.0.0.1 (the smpp package's), keeping every part submitted to it.
 * A number ending in 000 is refused for good, as an SMSC does a number that does not exist;
 * `refuseNext(n)` answers the next n submissions with a system error (a retry may pass). stop()
 * takes it away (an outage); start() brings it back on the same port.
 */
export function smppCapture() {
  const received: ReceivedPart[] = [];
  let server: smpp.Server | null = null;
  let port = 0;
  let refusals = 0;
  // A provider's round trip: answers wait this long, and the most left unanswered at once is kept.
  let answerDelayMs = 0;
  let unanswered = 0;
  const window = { most: 0 };

  const onSession = (session: smpp.Session) => {
    session.on('error', () => undefined);
    session.on('bind_transmitter', (pdu: smpp.PDU) => {
      const ok = pdu.system_id === SMPP_USER && pdu.password === SMPP_PASSWORD;
      session.send(pdu.response({ command_status: ok ? 0 : 0x0e }));
    });
    session.on('enquire_link', (pdu: smpp.PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: smpp.PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('submit_sm', (pdu: smpp.PDU) => {
      if (!answerDelayMs) return onSubmit(session, pdu);
      window.most = Math.max(window.most, ++unanswered);
      setTimeout(() => {
        unanswered--;
        onSubmit(session, pdu);
      }, answerDelayMs);
    });
  };

  const onSubmit = (session: smpp.Session, pdu: smpp.PDU) => {
    const to = String(pdu.destination_addr);
    if (refusals > 0) {
      refusals--;
      return session.send(pdu.response({ command_status: ESME_RSYSERR }));
    }
    if (to.endsWith('000')) return session.send(pdu.response({ command_status: ESME_RINVDSTADR }));
    const sm = pdu.short_message as { message: string; udh?: Buffer[] };
    const udh = sm.udh?.find((ie) => ie[0] === 0x00);
    received.push({
      to,
      from: String(pdu.source_addr),
      dataCoding: Number(pdu.data_coding),
      text: sm.message,
      ...(udh ? { ref: udh[2], total: udh[3], seq: udh[4] } : {}),
      template: asText(pdu.dlt_template_id),
      entity: asText(pdu.dlt_entity_id),
    });
    session.send(pdu.response({ message_id: String(received.length) }));
  };

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = smpp.createServer(onSession);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      for (const session of [...s.sessions]) session.destroy();
      s.close(() => resolve());
    });

  /** The whole messages one number got, parts joined by their header, in arrival order. */
  const messagesTo = (number: string): ReceivedSms[] => {
    const mine = received.filter((p) => p.to === number);
    const whole: ReceivedSms[] = [];
    const groups = new Map<number, ReceivedPart[]>();
    for (const p of mine) {
      if (p.ref === undefined)
        whole.push({ to: p.to, text: p.text, dataCoding: p.dataCoding, parts: 1, template: p.template });
      else groups.set(p.ref, [...(groups.get(p.ref) ?? []), p]);
    }
    for (const parts of groups.values()) {
      parts.sort((a, b) => a.seq! - b.seq!);
      whole.push({
        to: parts[0].to,
        text: parts.map((p) => p.text).join(''),
        dataCoding: parts[0].dataCoding,
        parts: parts.length,
        template: parts[0].template,
      });
    }
    return whole;
  };

  return {
    received,
    start,
    stop,
    messagesTo,
    refuseNext: (n: number) => {
      refusals = n;
    },
    /** Answers each submission `ms` later (0: at once); `window.most` says how many waited together. */
    answerAfter: (ms: number) => {
      answerDelayMs = ms;
      window.most = 0;
    },
    window,
    url: () => `smpp://${SMPP_USER}:${SMPP_PASSWORD}@127.0.0.1:${port}`,
  };
}
