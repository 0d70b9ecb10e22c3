import { describe, expect, it } from 'vitest';
import type { KeptSave } from './queue-rules';
import { afterWaiting, sendInOrder, SENT_AT_ONCE, writesSameRows } from './queue-order';

const register = (id: number, date: string, students: string[], section: string | null = 'A'): KeptSave => ({
  id,
  key: `"k${id}"`,
  path: '/attendance/register',
  body: {
    class: 4,
    section,
    attendance_date: date,
    entries: students.map((s) => ({ student_id: s, status: 'Present' })),
  },
  what: `Register ${id}`,
  state: 'waiting',
});

const grid = (id: number, exam: string, students: string[]): KeptSave => ({
  id,
  key: `"g${id}"`,
  path: '/admin/marks/grid',
  body: {
    class: 4,
    section: 'A',
    exam_name: exam,
    total_marks: 100,
    entries: students.map((s) => ({ student_id: s })),
  },
  what: `Grid ${id}`,
  state: 'waiting',
});

/**
 * A server on a wire: each send waits until the test lets it answer (`answer(id, ok)`), and the
 * order sends began and how many were under way at once are recorded.
 */
function slowServer() {
  const begun: number[] = [];
  const under = new Set<number>();
  let most = 0;
  const pending = new Map<number, (answered: boolean) => void>();
  const send = (save: KeptSave) =>
    new Promise<boolean>((done) => {
      begun.push(save.id!);
      under.add(save.id!);
      most = Math.max(most, under.size);
      pending.set(save.id!, (answered) => {
        under.delete(save.id!);
        done(answered);
      });
    });
  const tick = () => new Promise((r) => setTimeout(r, 0));
  return {
    begun,
    under,
    most: () => most,
    send,
    async answer(id: number, answered = true) {
      await tick();
      const reply = pending.get(id);
      if (!reply) throw new Error(`save ${id} was not under way (under way: ${[...under].join(', ')})`);
      pending.delete(id);
      reply(answered);
      await tick();
    },
    async answerAll() {
      while (pending.size) for (const id of [...pending.keys()]) await this.answer(id);
    },
  };
}

describe('which saves must keep their order', () => {
  it('orders saves of the same rows: the same register, or a whole-class one and a section of it', () => {
    expect(writesSameRows(register(1, '2026-11-20', ['S1', 'S2']), register(2, '2026-11-20', ['s2', 'S3']))).toBe(true);
    expect(writesSameRows(register(1, '2026-11-20', ['S1'], null), register(2, '2026-11-20', ['S1'], 'A'))).toBe(true);
    expect(writesSameRows(grid(1, 'Term 1', ['S1']), grid(2, 'Term 1', ['S1']))).toBe(true);
  });

  it('lets saves of other days, other exams, other pupils or another screen go side by side', () => {
    expect(writesSameRows(register(1, '2026-11-20', ['S1']), register(2, '2026-11-21', ['S1']))).toBe(false);
    expect(writesSameRows(register(1, '2026-11-20', ['S1']), register(2, '2026-11-20', ['S2']))).toBe(false);
    expect(writesSameRows(grid(1, 'Term 1', ['S1']), grid(2, 'Term 2', ['S1']))).toBe(false);
    expect(writesSameRows(register(1, '2026-11-20', ['S1']), grid(2, 'Term 1', ['S1']))).toBe(false);
  });
});

describe('sending the kept saves', () => {
  it('sends independent saves several at once, never more than the limit', async () => {
    const server = slowServer();
    const saves = Array.from({ length: 10 }, (_, i) => register(i + 1, `2026-11-${10 + i}`, ['S1']));
    const done = sendInOrder(saves, server.send);
    await new Promise((r) => setTimeout(r, 0));
    expect(server.under.size).toBe(SENT_AT_ONCE);
    await server.answerAll();
    await done;
    expect(server.most()).toBe(SENT_AT_ONCE);
    expect(server.begun.sort((a, b) => a - b)).toEqual(saves.map((s) => s.id));
  });

  it('sends a later save of the same register only after the earlier one was answered, and in order', async () => {
    const server = slowServer();
    const saves = [
      register(1, '2026-11-20', ['S1', 'S2']),
      register(2, '2026-11-21', ['S1', 'S2']),
      register(3, '2026-11-20', ['S1', 'S2']),
      register(4, '2026-11-20', ['S1', 'S2']),
    ];
    const done = sendInOrder(saves, server.send);
    await new Promise((r) => setTimeout(r, 0));
    // 1 and 2 are different days: together. 3 and 4 wait for 1.
    expect([...server.under].sort()).toEqual([1, 2]);
    await server.answer(2);
    expect([...server.under]).toEqual([1]);
    await server.answer(1);
    expect([...server.under]).toEqual([3]);
    await server.answer(3);
    expect([...server.under]).toEqual([4]);
    await server.answer(4);
    await done;
    expect(server.begun).toEqual([1, 2, 3, 4]);
  });

  it('stops at a save that got no answer: nothing after it of the same register overtakes it, nothing new begins', async () => {
    const server = slowServer();
    const saves = [
      register(1, '2026-11-20', ['S1']),
      register(2, '2026-11-21', ['S1']),
      register(3, '2026-11-20', ['S1']),
      ...Array.from({ length: 6 }, (_, i) => register(4 + i, `2026-10-0${i + 1}`, ['S1'])),
    ];
    const done = sendInOrder(saves, server.send);
    await server.answer(1, false);
    // Those under way finish; no other begins, and 3 (after 1, same register) never goes.
    await server.answerAll();
    await done;
    expect(server.begun).not.toContain(3);
    expect(server.begun).toHaveLength(SENT_AT_ONCE);
  });

  it('goes on after a save the server refused or found in conflict (kept for the teacher), in order', async () => {
    const server = slowServer();
    const saves = [register(1, '2026-11-20', ['S1']), register(2, '2026-11-20', ['S1'])];
    // `true`: answered, whatever the answer; the refusal stays in the list with its reason.
    const done = sendInOrder(saves, server.send);
    await server.answer(1, true);
    await server.answer(2, true);
    await done;
    expect(server.begun).toEqual([1, 2]);
  });
});

describe('a save made while earlier saves of its rows wait', () => {
  const marked = (save: KeptSave, status: Record<string, string>, was?: Record<string, string | null>): KeptSave => ({
    ...save,
    body: {
      ...save.body,
      entries: save.body.entries.map((e) => ({
        student_id: e.student_id,
        status: status[e.student_id] ?? 'Present',
        ...(was ? { was: was[e.student_id] ?? null } : {}),
      })),
    },
  });

  it("takes the teacher's waiting save as what its rows read before, so it does not come back as changed meanwhile", () => {
    const first = marked(register(1, '2026-11-20', ['S1', 'S2']), { S1: 'Absent' }, {});
    const other = marked(register(2, '2026-11-21', ['S3']), { S3: 'Absent' }, {});
    const later = marked(register(3, '2026-11-20', ['S1', 'S2', 'S4']), { S2: 'Absent' }, {});
    expect(afterWaiting(later, [first, other]).entries).toEqual([
      { student_id: 'S1', status: 'Present', was: 'Absent' },
      { student_id: 'S2', status: 'Absent', was: 'Present' },
      // No waiting save writes S4: what the server's copy showed.
      { student_id: 'S4', status: 'Present', was: null },
    ]);
  });

  it('leaves it as made when the earlier save is in conflict or refused, and a save without `was` alone', () => {
    const stuck = { ...marked(register(1, '2026-11-20', ['S1']), { S1: 'Absent' }, {}), state: 'conflict' as const };
    const later = marked(register(2, '2026-11-20', ['S1']), {}, {});
    expect(afterWaiting(later, [stuck]).entries).toEqual([{ student_id: 'S1', status: 'Present', was: null }]);
    const waiting = marked(register(1, '2026-11-20', ['S1']), { S1: 'Absent' }, {});
    const spec = marked(register(2, '2026-11-20', ['S1']), {});
    expect(afterWaiting(spec, [waiting]).entries).toEqual([{ student_id: 'S1', status: 'Present' }]);
  });

  it("takes a grid's waiting marks, an absence as AB; a subject the earlier save does not name keeps what the copy showed", () => {
    const first: KeptSave = {
      ...grid(1, 'Term 1', []),
      body: {
        ...grid(1, 'Term 1', []).body,
        entries: [
          { student_id: 'S1', marks: { MATH: 40, SCI: null }, absent: ['SCI'], was: { MATH: null, SCI: null } },
        ],
      },
    };
    const later: KeptSave = {
      ...grid(2, 'Term 1', []),
      body: {
        ...grid(2, 'Term 1', []).body,
        entries: [
          { student_id: 's1', marks: { MATH: 45, SCI: 30 }, absent: [], was: { MATH: null, SCI: null, ENG: 55 } },
        ],
      },
    };
    expect(afterWaiting(later, [first]).entries[0].was).toEqual({ MATH: 40, SCI: 'AB', ENG: 55 });
  });
});
