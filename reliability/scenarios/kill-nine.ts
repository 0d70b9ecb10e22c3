import { seededRandom } from '../../server/src/demo/names';
import { dayAfter, json, noticeUpload, type Outcome, registerSave, signIn, sleep, timed } from '../lib/http';
import { RegisterLedger } from '../lib/register-ledger';
import { type Figure, figures } from '../lib/report';
import { CLASS_COUNT } from '../lib/seed';
import { fileConsistency, type Stack } from '../lib/stack';

const ROUNDS = 10;
const UPLOADS = 50;
const SAVES = 20;

/**
 * kill -9 of the server while 50 notice uploads and 20 register saves are on their way, ten
 * times. After each restart (and its start-up sweep): no stored_files row without its file, no
 * file without its row, nothing that was acknowledged lost, and every register whole or absent.
 */
export async function killNineScenario(stack: Stack): Promise<Figure[]> {
  const f = figures(`kill -9 during ${UPLOADS} uploads and ${SAVES} register saves, ${ROUNDS} rounds`);
  const admin = await signIn(stack.server.url, stack.school.admins[0]);
  const teacher = await signIn(stack.server.url, stack.school.teachers[0]);
  const ledger = new RegisterLedger();
  const totals = { acked: 0, cut: 0, leftovers: 0, missing: 0, orphans: 0, lostUploads: 0, restartMs: 0 };

  for (let round = 0; round < ROUNDS; round++) {
    const rng = seededRandom(round + 1);
    const url = stack.server.url;
    const uploads = Array.from({ length: UPLOADS }, (_, i) =>
      timed(
        `${url}/api/admin/notices`,
        { ...noticeUpload(`kill ${round}-${i}`, rng.int(100_000, 600_000)), cookie: admin },
        20_000,
      ),
    );
    const saves = Array.from({ length: SAVES }, (_, i) => {
      const cls = (i % CLASS_COUNT) + 1;
      // Dates before 2024 that no other scenario uses; each save a date of its own.
      const save = registerSave(cls, dayAfter(-(round * SAVES + i + 1)), stack.school.classes.get(cls)!, () =>
        rng.next() < 0.2 ? 'Absent' : 'Present',
      );
      const sent = ledger.sent(save);
      return timed(`${url}/api/attendance/register`, { ...json(save), cookie: teacher }, 20_000).then((o) => {
        sent.answer = o.status;
        return o;
      });
    });
    // A different moment each round: some uploads done, some half sent, some not begun.
    await sleep(rng.int(100, 2500));
    stack.server.signal('SIGKILL');
    await stack.server.exited;
    const answered: Outcome[] = await Promise.all(uploads);
    await Promise.all(saves);

    // What the killed server left behind: temporary files, and files renamed into place whose
    // rows never committed. The start-up sweep must remove them all.
    totals.leftovers += (await fileConsistency(stack)).orphanFiles.length;
    const t = performance.now();
    await stack.restart();
    totals.restartMs = Math.max(totals.restartMs, performance.now() - t);
    const files = await fileConsistency(stack);
    totals.missing += files.missingFiles.length;
    totals.orphans += files.orphanFiles.length;
    const ids = answered.filter((o) => o.status === 201).map((o) => Number((o.body as { id: number }).id));
    totals.acked += ids.length;
    totals.cut += answered.filter((o) => o.status === null).length;
    const kept = (
      await stack.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM notices WHERE id = ANY($1::bigint[])', [
        ids,
      ])
    ).rows[0].n;
    totals.lostUploads += ids.length - kept;
  }
  const registers = await ledger.check(stack.pool);

  f.note('uploads answered 201 before the kill / cut off', `${totals.acked} / ${totals.cut}`);
  f.note('files left by the killed servers (temporary or uncommitted)', totals.leftovers);
  f.check('acknowledged uploads lost', totals.lostUploads, '0', totals.lostUploads === 0);
  f.check('stored_files rows pointing at missing files', totals.missing, '0', totals.missing === 0);
  f.check('orphan files in UPLOAD_DIR after the start-up sweep', totals.orphans, '0', totals.orphans === 0);
  const saved = (
    await stack.pool.query<{ n: number }>(
      "SELECT count(DISTINCT (class, attendance_date))::int AS n FROM attendance WHERE attendance_date < '2024-01-01'",
    )
  ).rows[0].n;
  f.check(
    `registers whole or absent (${saved} of ${registers.registers} saved)`,
    `${registers.registers - registers.wrong.length}/${registers.registers}`,
    'all',
    registers.wrong.length === 0,
  );
  f.note('slowest restart (ms)', totals.restartMs);
  return f.rows;
}
