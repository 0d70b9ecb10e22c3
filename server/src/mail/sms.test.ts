import { beforeEach, describe, expect, it } from 'vitest';
import { query, queryOne } from '../db/pool';
import { uniqueMobile } from '../../test/factories';
import { CLAIM_TEMPLATE, DELIVERS_SMS, smppAndWorkers } from '../../test/sms-worker';
import { testApp } from '../../test/test-app';
import { DEFAULT_WINDOW } from '../sms-settings';

const { parts } = testApp(DELIVERS_SMS);
const { smsc, worker: startWorker } = smppAndWorkers({ maxAttempts: 4 });
const worker = (backoffMs = 20) => startWorker({ backoffMs });
const stateOf = (id: number) =>
  queryOne<{ state: string; attempts: number; last_error: string | null }>(
    'SELECT state, attempts, last_error FROM mail_outbox WHERE id = $1',
    [id],
  );
const sms = (to: string, text: string, kind = 'absence') =>
  parts.outbox.enqueue({ channel: 'sms', to, subject: 'SMS', text, kind });
// The SMSC sees the number as the provider takes it: with India's code before a 10-digit mobile.
const at = (mobile: string) => `91${mobile}`;
const ODIA = 'ପ୍ରିୟ ଅଭିଭାବକ, ଆପଣଙ୍କ ପିଲା ଆଜି ବିଦ୍ୟାଳୟରେ ଅନୁପସ୍ଥିତ ଥିଲେ।';

describe('SMS through the outbox, to a real SMPP server', () => {
  // Other files of this worker's database may leave SMS queued (absence alerts, sign-up codes). The
  // worker takes the oldest first, so one of them would take a refusal meant for this file's message.
  beforeEach(async () => {
    await query(`UPDATE mail_outbox SET state = 'cancelled' WHERE channel = 'sms' AND state = 'queued'`);
  });

  it('hands a queued SMS to the SMSC with its text and the kind’s DLT template, and marks it sent', async () => {
    const mobile = uniqueMobile();
    const id = await sms(mobile, 'Your sign-up code for ID G1 is ABCD EFGH JKMN.', 'claim-link');
    await worker().runOnce();
    expect(await stateOf(id)).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    const [got] = smsc.messagesTo(at(mobile));
    expect(got).toMatchObject({
      text: 'Your sign-up code for ID G1 is ABCD EFGH JKMN.',
      dataCoding: 0,
      parts: 1,
      template: CLAIM_TEMPLATE,
    });
    expect(smsc.received.find((p) => p.to === at(mobile))?.from).toBe('SCHOOL');
  });

  it('sends a kind without a template setting without one', async () => {
    const mobile = uniqueMobile();
    await sms(mobile, 'Absent today.');
    await worker().runOnce();
    expect(smsc.messagesTo(at(mobile))[0].template).toBeUndefined();
  });

  it('sends Odia as UCS-2, so it arrives exactly as written', async () => {
    const mobile = uniqueMobile();
    await sms(mobile, ODIA);
    await worker().runOnce();
    expect(smsc.messagesTo(at(mobile))).toEqual([expect.objectContaining({ text: ODIA, dataCoding: 8, parts: 1 })]);
  });

  it('sends a long message in parts that join to the whole, in GSM and in UCS-2', async () => {
    const mobile = uniqueMobile();
    const latin = Array.from({ length: 40 }, (_, i) => `line ${i} {ok}`).join(' ');
    const hindi = 'आपके बच्चे की उपस्थिति के बारे में सूचना। '.repeat(6);
    await sms(mobile, latin);
    await sms(mobile, hindi);
    await worker().runOnce();
    const got = smsc.messagesTo(at(mobile));
    expect(got.find((m) => m.dataCoding === 0)).toMatchObject({ text: latin, parts: 4 });
    expect(got.find((m) => m.dataCoding === 8)).toMatchObject({ text: hindi, parts: Math.ceil(hindi.length / 67) });
  });

  it('keeps a window of SMS waiting on the SMSC at once, each sent once and a long one’s parts in order', async () => {
    // Each answer takes 40 ms, as a provider's round trip does: one at a time would wait for each.
    smsc.answerAfter(40);
    try {
      const mobiles = Array.from({ length: 24 }, () => uniqueMobile());
      const text = (i: number) =>
        i % 4 ? `Windowed ${i}.` : Array.from({ length: 30 }, (_, j) => `line ${j} of ${i}`).join(' ');
      const ids: number[] = [];
      for (const [i, m] of mobiles.entries()) ids.push(await sms(m, text(i)));
      await worker().runOnce();
      // Batches grow 1, 2, 4, 8, then the window (SMS_WINDOW, 10 by default) holds the rest's 9.
      expect(smsc.window.most).toBeGreaterThanOrEqual(8);
      expect(smsc.window.most).toBeLessThanOrEqual(DEFAULT_WINDOW);
      for (const id of ids) expect(await stateOf(id)).toMatchObject({ state: 'sent', attempts: 1 });
      for (const [i, m] of mobiles.entries()) {
        expect(smsc.messagesTo(at(m)).map((x) => x.text)).toEqual([text(i)]);
        const seqs = smsc.received.filter((p) => p.to === at(m)).map((p) => p.seq ?? 1);
        expect(seqs).toEqual(seqs.map((_, j) => j + 1));
      }
    } finally {
      smsc.answerAfter(0);
    }
  });

  it('records a number the SMSC refuses as failed for good, with the reason', async () => {
    const id = await sms('9123450000', 'To nobody.');
    await worker().runOnce();
    expect(await stateOf(id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: expect.stringMatching(/ESME_RINVDSTADR/),
    });
  });

  it('retries a message the SMSC could not take, and sends it once when it can', async () => {
    const mobile = uniqueMobile();
    const id = await sms(mobile, 'Try again.');
    smsc.refuseNext(1);
    const w = worker(500);
    await w.runOnce();
    expect(await stateOf(id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      last_error: expect.stringMatching(/ESME_RSYSERR/),
    });
    await new Promise((r) => setTimeout(r, 700));
    await w.runOnce();
    expect(await stateOf(id)).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
    expect(smsc.messagesTo(at(mobile))).toHaveLength(1);
  });

  it('keeps messages queued while the SMSC is down and sends each once when it is back', async () => {
    const mobile = uniqueMobile();
    const w = worker(1000);
    await sms(mobile, 'Before.');
    await w.runOnce();
    await smsc.stop();
    const ids = [await sms(mobile, 'During 1.'), await sms(mobile, 'During 2.')];
    // The first finds the SMSC away and waits with the reason; the rest wait behind it, untried.
    await w.runOnce();
    expect(await stateOf(ids[0])).toMatchObject({ state: 'queued', attempts: 0, last_error: expect.any(String) });
    expect(await stateOf(ids[1])).toMatchObject({ state: 'queued', attempts: 0, last_error: null });
    await smsc.start();
    await w.runOnce();
    for (const id of ids) expect((await stateOf(id))!.state).toBe('sent');
    expect(
      smsc
        .messagesTo(at(mobile))
        .map((m) => m.text)
        .sort(),
    ).toEqual(['Before.', 'During 1.', 'During 2.']);
  });

  it('loses and doubles nothing when the SMSC is stopped and started in the middle of a queue, and the outage costs no message an attempt', async () => {
    const mobiles = Array.from({ length: 30 }, () => uniqueMobile());
    const ids: number[] = [];
    for (const [i, m] of mobiles.entries()) ids.push(await sms(m, `Queued ${i}.`));
    // The production backoff (30 s): an outage must not make the queue wait for it.
    const w = startWorker({ pollMs: 50, backoffMs: 30_000 });
    const stopped = new Promise<void>((resolve) => {
      const watch = setInterval(() => {
        if (smsc.received.length < 10) return;
        clearInterval(watch);
        void smsc.stop().then(() => setTimeout(() => void smsc.start().then(resolve), 300));
      }, 2);
    });
    await stopped;
    const deadline = Date.now() + 8000;
    let states: { state: string; attempts: number }[] = [];
    while (Date.now() < deadline) {
      states = await Promise.all(ids.map(async (id) => (await stateOf(id))!));
      if (states.every((x) => x.state === 'sent')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await w.stop();
    expect(states.map((x) => x.state)).toEqual(ids.map(() => 'sent'));
    expect(states.every((x) => x.attempts === 1)).toBe(true);
    expect(mobiles.map((m) => smsc.messagesTo(at(m)).length)).toEqual(mobiles.map(() => 1));
  });
});
