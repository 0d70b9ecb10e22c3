import pg from 'pg';
import { schoolDays } from '../server/src/demo/seed';
import { load, type LoadFigures } from './load';
import { REGISTER_CONNECTIONS } from './scenarios';

/**
 * The two whole-class saves the benchmark makes: T0001, given every subject of class 5, saves 40
 * of its students. Each save corrects one child, as a teacher re-saving a register or a grid
 * does: the children take turns, and a child's turn flips their status (or their Math mark)
 * from what their last turn left. So every save writes one row and its history, and saves in
 * flight at once touch different rows.
 */
export interface SaveScenario {
  name: 'register' | 'grid';
  url: string;
  body: () => unknown;
}

/** Save n changes child n mod 40; each turn of a child flips it. */
function turns<E>(entries: E[], flip: (e: E) => E): () => E[] {
  let n = 0;
  return () => {
    const k = n % entries.length;
    const flipped = Math.floor(n / entries.length) % 2 === 0;
    n++;
    return entries.map((e, i) => (i === k && flipped ? flip(e) : e));
  };
}

export async function prepareSaves(
  client: Pick<pg.Pool, 'query'>,
  serverUrl: string,
  adminCookie: string,
  teacherId: string,
  teacherCookie: string,
): Promise<SaveScenario[]> {
  const subjects = ['A', 'B', 'C'].flatMap((section) =>
    ['Math', 'English', 'Physics', 'Chemistry', 'Odia', 'Hindi'].map((subject) => ({ class: 5, section, subject })),
  );
  await putJson(`${serverUrl}/api/admin/Teachers/${teacherId}/teaching`, adminCookie, {
    subjects,
    class_teacher: { class: 1, section: 'A' },
  });
  const { rows } = await client.query<{ student_id: string }>(
    'SELECT student_id FROM students WHERE class = 5 ORDER BY student_id LIMIT 40',
  );
  const day = schoolDays(1)[0];
  const register = rows.map((r, i) => ({ student_id: r.student_id, status: i % 9 === 0 ? 'Absent' : 'Present' }));
  const registerTurn = turns(register, (e) => ({ ...e, status: e.status === 'Absent' ? 'Present' : 'Absent' }));
  const grid = rows.map((r, i) => ({
    student_id: r.student_id,
    math: 40 + (i % 50),
    english: 55,
    physics: 60,
    chemistry: 65,
    odia: 70,
    hindi: 75,
  }));
  const gridTurn = turns(grid, (e) => ({ ...e, math: e.math + 1 }));
  const registerOf = (entries: unknown) => ({ class: 5, attendance_date: day, entries });
  const gridOf = (entries: unknown) => ({ class: 5, exam_name: 'Benchmark Test', total_marks: 600, entries });
  // Every row on record first, so that each save after is a correction of one.
  await putJson(`${serverUrl}/api/attendance/register`, teacherCookie, registerOf(register));
  await putJson(`${serverUrl}/api/admin/marks/grid`, teacherCookie, gridOf(grid));
  const saves: SaveScenario[] = [
    { name: 'register', url: `${serverUrl}/api/attendance/register`, body: () => registerOf(registerTurn()) },
    { name: 'grid', url: `${serverUrl}/api/admin/marks/grid`, body: () => gridOf(gridTurn()) },
  ];
  return saves;
}

/** One save loaded by REGISTER_CONNECTIONS connections at once, each sending the next as its last is answered. */
export const loadSave = (s: SaveScenario, cookie: string, seconds: number): Promise<LoadFigures> =>
  load({ url: s.url, method: 'PUT', cookie, bodyOf: s.body, connections: REGISTER_CONNECTIONS, seconds });

/** The history triggers of the saved tables, on or off: the same saves with and without history. */
export async function setHistory(client: pg.Client, on: boolean): Promise<void> {
  for (const t of ['attendance', 'marks']) {
    for (const op of ['insert', 'update', 'delete'])
      await client.query(`ALTER TABLE ${t} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${t}_history_${op}`);
  }
}

export async function putJson(url: string, cookie: string, body: unknown): Promise<void> {
  const res = await fetch(url, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`PUT ${url}: ${res.status} ${await res.text()}`);
}
