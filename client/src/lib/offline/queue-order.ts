import { ABSENT_MARK } from '@contracts/subject-marks';
import type { KeptSave } from './queue-rules';

type Entry = KeptSave['body']['entries'][number];

/**
 * How many kept saves are sent at once when the connection returns. One at a time, a hundred
 * saves took a hundred round trips; a few at once stay well under the browser's six connections
 * to one server, so the screens' own reads still get through while the queue drains.
 */
export const SENT_AT_ONCE = 4;

// What names the day or exam a save's rows belong to: a register's date, a grid's exam. A save
// with neither is ordered with every save of its screen that names one of its pupils.
const OCCASION = ['attendance_date', 'exam_name'] as const;

/**
 * A row a save writes: its screen, its day or exam, and the pupil. The class and section are
 * left out on purpose: a whole-class register and one section's register of the same day write
 * the same pupils' rows.
 */
function rowOf(save: KeptSave, entry: Entry): string {
  const occasion = OCCASION.map((f) => save.body[f]).find((v) => v !== undefined) ?? null;
  return `${JSON.stringify([save.path, occasion])} ${entry.student_id.toLowerCase()}`;
}
const rowsOf = (save: KeptSave) => save.body.entries.map((e) => rowOf(save, e));

/** Two saves whose order matters: both write one of the same rows, and the later must land last. */
export function writesSameRows(a: KeptSave, b: KeptSave): boolean {
  const rows = new Set(rowsOf(a));
  return rowsOf(b).some((r) => rows.has(r));
}

/**
 * Sends the saves (oldest first) up to SENT_AT_ONCE at a time. A save waits until every earlier
 * save that writes one of its rows has been answered (taken, refused or in conflict: each
 * answer is kept by `send`), so two saves of one register arrive in the order they were made;
 * saves of other registers and grids go meanwhile. `send` says whether the server answered:
 * at the first save with no answer nothing more is begun (those under way finish), so no later
 * save can overtake it; it is sent again, first among its rows, next time.
 */
export async function sendInOrder(saves: KeptSave[], send: (save: KeptSave) => Promise<boolean>): Promise<void> {
  // Each save waits for the last earlier save of each of its rows (which waits for its own).
  const lastOf = new Map<string, number>();
  const after = saves.map((save, i) => {
    const before = new Set<number>();
    for (const row of rowsOf(save)) {
      const j = lastOf.get(row);
      if (j !== undefined) before.add(j);
      lastOf.set(row, i);
    }
    return before;
  });
  const answered = new Set<number>();
  const begun = new Set<number>();
  const underWay = new Set<Promise<void>>();
  let stopped = false;
  const ready = (i: number) => !begun.has(i) && [...after[i]].every((j) => answered.has(j));

  for (;;) {
    for (let i = 0; i < saves.length && !stopped && underWay.size < SENT_AT_ONCE; i++) {
      if (!ready(i)) continue;
      begun.add(i);
      const going: Promise<void> = send(saves[i])
        .then(
          (ok) => void (ok ? answered.add(i) : (stopped = true)),
          // A send that failed on this device (storage) is no answer either.
          () => void (stopped = true),
        )
        .finally(() => underWay.delete(going));
      underWay.add(going);
    }
    if (underWay.size === 0) return;
    await Promise.race(underWay);
  }
}

// What a row reads as once an earlier save of it lands: a register's status, or a grid's marks
// by subject (an absence as AB); a subject the earlier save does not name keeps what it showed.
function shownAfter(earlier: Entry, was: unknown): unknown {
  if (earlier.status !== undefined) return earlier.status;
  return Object.fromEntries(
    Object.entries((was ?? {}) as Record<string, unknown>).map(([code, before]) => [
      code,
      earlier.absent?.includes(code)
        ? ABSENT_MARK
        : earlier.marks && code in earlier.marks
          ? (earlier.marks[code] ?? null)
          : before,
    ]),
  );
}

/**
 * A save made while earlier saves of its rows wait on this device. The screen showed the teacher
 * those saves, but its `was` (what the rows read before) comes from the server's copy, which
 * they have not reached yet: once they land first, the teacher's own earlier save would come
 * back as "changed meanwhile". So each row's `was` becomes what the latest waiting save of that
 * row sends. Rows without `was` (the spec's saves) and rows no waiting save writes are kept.
 */
export function afterWaiting(save: KeptSave, waiting: KeptSave[]): KeptSave['body'] {
  const latest = new Map<string, Entry>();
  for (const w of waiting) if (w.state === 'waiting') for (const e of w.body.entries) latest.set(rowOf(w, e), e);
  return {
    ...save.body,
    entries: save.body.entries.map((e) => {
      const earlier = latest.get(rowOf(save, e));
      return earlier && e.was !== undefined ? { ...e, was: shownAfter(earlier, e.was) } : e;
    }),
  };
}
