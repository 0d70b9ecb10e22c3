import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { type KeptSave, outcomeOf, ownership, resolved } from './queue-rules';

const refusal = (status: number, body: Record<string, unknown> | null = null) =>
  new ApiError(status, String(body?.error ?? `Request failed (${status})`), body);

describe('what an answer does to a kept save', () => {
  it('drops it only when the server took it', () => {
    expect(outcomeOf(undefined)).toEqual({ state: 'sent' });
  });

  it('keeps it waiting, to send again with its key, when nobody answered or the server could not take it yet', () => {
    for (const err of [
      refusal(0),
      refusal(502),
      refusal(503),
      refusal(401),
      refusal(429),
      refusal(409, { error: 'in flight' }),
      new TypeError('Failed to fetch'),
    ]) {
      expect(outcomeOf(err)).toEqual({ state: 'waiting' });
    }
  });

  it("keeps a refusal with the server's reason, never dropping it", () => {
    expect(outcomeOf(refusal(403, { error: 'The register for this day is closed.' }))).toEqual({
      state: 'refused',
      reason: 'The register for this day is closed.',
    });
    expect(outcomeOf(refusal(400, { error: 'Bad date' }))).toMatchObject({ state: 'refused', reason: 'Bad date' });
  });

  it('keeps rows changed meanwhile with both values, for the teacher to choose', () => {
    const conflicts = [{ student_id: 'S1', name: 'Asha', yours: 'Present', theirs: 'Absent' }];
    expect(outcomeOf(refusal(409, { error: 'Changed', conflicts }))).toEqual({
      state: 'conflict',
      reason: 'Changed',
      conflicts,
    });
  });
});

describe('a conflict resolved', () => {
  it("sends the chosen value of each changed row from the server's value, and the other rows as they were", () => {
    const save: KeptSave = {
      key: '"k"',
      path: '/attendance/register',
      what: 'Register 4A',
      state: 'conflict',
      body: {
        class: 4,
        entries: [
          { student_id: 'S1', status: 'Present', was: null },
          { student_id: 'S2', status: 'Absent', was: null },
          { student_id: 'S3', status: 'Present', was: null },
        ],
      },
      conflicts: [
        { student_id: 'S1', name: 'Asha', yours: 'Present', theirs: 'Absent' },
        { student_id: 'S2', name: 'Bina', yours: 'Absent', theirs: 'Present' },
      ],
    };
    expect(resolved(save, { S1: 'Absent', S2: 'Absent' })).toEqual({
      class: 4,
      entries: [
        { student_id: 'S1', status: 'Absent', was: 'Absent' },
        { student_id: 'S2', status: 'Absent', was: 'Present' },
        { student_id: 'S3', status: 'Present', was: null },
      ],
    });
  });

  it("sends a grid's chosen mark per subject from the server's value, AB as typed, the row's other marks as they were", () => {
    const save: KeptSave = {
      key: '"g"',
      path: '/admin/marks/grid',
      what: 'Marks 6C',
      state: 'conflict',
      body: {
        exam_name: 'Unit 1',
        entries: [
          { student_id: 'S1', marks: { math: 41, english: 50 }, absent: [], was: { math: 40, english: 50 } },
          { student_id: 'S2', marks: { math: null, english: 50 }, absent: ['math'], was: { math: 40, english: 50 } },
        ],
      },
      conflicts: [
        { student_id: 'S1', name: 'Asha', subject: 'math', yours: 41, theirs: 45 },
        { student_id: 'S2', name: 'Bina', subject: 'math', yours: 'AB', theirs: 38 },
      ],
    };
    expect(resolved(save, { 'S1 math': 45 })).toEqual({
      exam_name: 'Unit 1',
      entries: [
        { student_id: 'S1', marks: { math: 45, english: 50 }, absent: [], was: { math: 45, english: 50 } },
        { student_id: 'S2', marks: { math: 'AB', english: 50 }, absent: [], was: { math: 38, english: 50 } },
      ],
    });
  });
});

describe('whose kept saves a device sends', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const now = Date.parse('2026-11-26T09:00:00Z');
  const save = (owner?: string, keptAt?: number): KeptSave => ({
    key: 'k',
    path: '/attendance/register',
    body: { entries: [] },
    what: 'Register 8A',
    state: 'waiting',
    owner,
    keptAt,
  });

  it("sends and shows a teacher's saves to that teacher alone, whoever signs in next on the device", () => {
    expect(ownership(save('T0001', now), 'T0001', now, 7 * DAY)).toEqual({ mine: true, stale: false });
    expect(ownership(save('T0001', now), 'T0002', now, 7 * DAY)).toEqual({ mine: false, stale: false });
    expect(ownership(save('T0001', now), undefined, now, 7 * DAY)).toEqual({ mine: false, stale: false });
  });

  it('forgets a save whose teacher has not signed in on the device for the keeping time, and keeps the owner’s own', () => {
    expect(ownership(save('T0001', now - 8 * DAY), 'T0002', now, 7 * DAY)).toEqual({ mine: false, stale: true });
    expect(ownership(save('T0001', now - 6 * DAY), 'T0002', now, 7 * DAY)).toEqual({ mine: false, stale: false });
    expect(ownership(save('T0001', now - 8 * DAY), 'T0001', now, 7 * DAY)).toEqual({ mine: true, stale: false });
  });

  it('counts a save kept before owners were noted as the signed-in teacher’s', () => {
    expect(ownership(save(), 'T0002', now, 7 * DAY)).toEqual({ mine: true, stale: false });
  });
});
