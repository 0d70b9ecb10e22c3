import { closePool, createPool, query, setPool } from '../server/src/db/pool';
import { DEMO_LOGINS } from '../server/src/demo/seed';
import { outboxFor } from '../server/src/mail/enqueue';
import { smsChannel } from '../server/src/mail/sms-channel';
import { startMailWorker } from '../server/src/mail/worker';
import { smsSettings } from '../server/src/sms-settings';
import { smppCapture } from '../server/test/smpp-capture';
import { benchServerEnv, compiledEntries, OPEN_THROTTLES, seededDatabase, signIn, startProcess } from './harness';

// `npm run bench:letters [-- --students 20000 --sms 1000]`: issue 32's targets. The sign-in
// letters of one section of 40 pupils and their guardians, asked for as the Letters screen asks
// (the compiled server, a demo school of that size), under 2 s; and 1,000 queued SMS handed to a
// real SMPP server on loopback (the smpp package's, as the tests use) under 30 s, with that
// server stopped and started again in the middle, none lost and none sent twice.
function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const students = Number(arg('students', '20000'));
const smsCount = Number(arg('sms', '1000'));
const TARGETS = { lettersMs: 2000, smsSeconds: 30 };
const ROUNDS = 5;
const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The worker as `npm start` runs it (its own poll and backoff), the SMSC taken away after a share. */
async function smsThroughRestart(url: string) {
  const pool = createPool(url);
  setPool(pool);
  const smsc = smppCapture();
  await smsc.start();
  // Queued for delivery by SMS, as a process with SMS settings queues them.
  const outbox = outboxFor(['sms']);
  const texts = Array.from({ length: smsCount }, (_, i) => `Bench SMS ${i}: your child was absent today.`);
  const ids: number[] = [];
  for (const [i, text] of texts.entries())
    ids.push(
      await outbox.enqueue({
        channel: 'sms',
        to: `7${String(i).padStart(8, '0')}1`,
        subject: 'SMS',
        text,
        kind: 'absence',
      }),
    );
  const settings = smsSettings({ SMS_SMPP_URL: smsc.url(), SMS_SENDER: 'SCHOOL' })!;
  const started = performance.now();
  const worker = startMailWorker({ channels: [smsChannel(settings)] });
  // Stopped once 40% went through, for a second, then back on the same port.
  const stopAt = Math.floor(smsCount * 0.4);
  let outageDone = false;
  const watcher = setInterval(() => {
    if (outageDone || smsc.received.length < stopAt) return;
    outageDone = true;
    void smsc.stop().then(() => setTimeout(() => void smsc.start(), 1000));
  }, 5);
  let left = smsCount;
  while (left > 0 && performance.now() - started < 120_000) {
    await new Promise((r) => setTimeout(r, 250));
    left = Number(
      (
        await query<{ n: string }>("SELECT count(*) AS n FROM mail_outbox WHERE id = ANY($1) AND state <> 'sent'", [
          ids,
        ])
      )[0].n,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(watcher);
  await worker.stop();
  await smsc.stop();
  const got = new Map<string, number>();
  for (const p of smsc.received) got.set(p.text, (got.get(p.text) ?? 0) + 1);
  const lost = texts.filter((t) => !got.has(t)).length;
  const doubled = [...got.values()].filter((n) => n > 1).length;
  await closePool(pool);
  return { seconds, lost, doubled, unsent: left, outage: outageDone };
}

/** Class 10 section A cut to 40 pupils (the rest moved to B: the school's size unchanged), its letters asked for ROUNDS times. */
async function sectionLetters(db: Awaited<ReturnType<typeof seededDatabase>>) {
  const pool = createPool(db.url);
  await pool.query(
    `UPDATE students SET section = 'B' WHERE class = 10 AND section = 'A' AND student_id NOT IN
       (SELECT student_id FROM students WHERE class = 10 AND section = 'A' ORDER BY student_id LIMIT 40)`,
  );
  await closePool(pool);
  const server = await startProcess(compiledEntries().server, { ...benchServerEnv(db), ...OPEN_THROTTLES });
  try {
    const cookie = await signIn(server.url, DEMO_LOGINS.admin.id, DEMO_LOGINS.admin.password);
    const times: number[] = [];
    let letters = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/admin/letters?class=10&section=A&who=both`, { headers: { cookie } });
      const body = (await res.json()) as { letters: { role: string }[] };
      times.push(Math.round(performance.now() - t0));
      if (res.status !== 200) throw new Error(`letters answered ${res.status}`);
      letters = body.letters.length;
    }
    return { times, letters };
  } finally {
    await server.stop();
  }
}

const db = await seededDatabase(students);
try {
  console.log(`${students} students seeded in ${db.seedSeconds} s`);
  const sms = await smsThroughRestart(db.url);
  const letters = await sectionLetters(db);
  const worst = Math.max(...letters.times);
  const lettersOk = worst < TARGETS.lettersMs;
  const smsOk = sms.seconds < TARGETS.smsSeconds && !sms.lost && !sms.doubled && !sms.unsent && sms.outage;
  console.log(
    `\n${mark(lettersOk)} letters of a section of 40 pupils and their guardians (${letters.letters} letters) at ${students} students: median ${median(letters.times)} ms, slowest ${worst} ms of ${ROUNDS} (target < ${TARGETS.lettersMs} ms)`,
  );
  console.log(
    `${mark(smsOk)} ${smsCount} queued SMS handed to a local SMPP server, stopped and started again after 40%: ${sms.seconds.toFixed(1)} s (target < ${TARGETS.smsSeconds} s), ${sms.lost} lost, ${sms.doubled} sent twice, ${sms.unsent} not sent`,
  );
  process.exitCode = lettersOk && smsOk ? 0 : 1;
} finally {
  await db.stop();
}
process.exit();
