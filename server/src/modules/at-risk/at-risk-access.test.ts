import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AtRiskPupil } from '@contracts/at-risk';
import { signedIn } from '../../../test/factories';
import { pupilsOf, schoolDays, takeRegister, termOfOwn } from '../../../test/at-risk-factories';
import { agent as agentOf, testApp } from '../../../test/test-app';
import { calendar } from '../../lib/calendar';

const ctx = testApp();

// Pupils of 6A and 6B, each listed (absent every day this term): who sees which.
let inA: string, inB: string;
beforeAll(async () => {
  const term = await termOfOwn();
  vi.spyOn(calendar, 'today').mockReturnValue(term.today);
  [inA] = await pupilsOf(1, 6, 'A');
  [inB] = await pupilsOf(1, 6, 'B');
  const days = schoolDays(`${term.y}-10-01`, 3, [term.holiday]);
  await takeRegister(6, 'A', [inA], days, () => true);
  await takeRegister(6, 'B', [inB], days, () => true);
});

const ids = (body: AtRiskPupil[]) => body.map((p) => p.student_id);

describe('GET /api/at-risk: who sees whom', () => {
  it("gives a class teacher their section, and refuses another class's", async () => {
    const { agent } = await signedIn(ctx, 'teacher', { subjects: [], class_teacher: { class: 6, section: 'A' } });
    const mine = await agent.get('/api/at-risk');
    expect(mine.status).toBe(200);
    expect(ids(mine.body)).toContain(inA);
    expect(ids(mine.body)).not.toContain(inB);
    expect(mine.body.every((p: AtRiskPupil) => p.class === 6 && p.section === 'A')).toBe(true);
    expect((await agent.get('/api/at-risk').query({ class: 6, section: 'B' })).status).toBe(403);
    expect((await agent.get('/api/at-risk').query({ class: 7 })).status).toBe(403);
  });

  it('gives a subject teacher the sections they teach in, narrowed by class and section', async () => {
    const { agent } = await signedIn(ctx, 'teacher', {
      subjects: [
        { class: 6, section: 'A', subject: 'Math' },
        { class: 6, section: 'B', subject: 'Odia' },
      ],
      class_teacher: null,
    });
    const both = await agent.get('/api/at-risk').query({ class: 6 });
    expect(ids(both.body)).toEqual(expect.arrayContaining([inA, inB]));
    const one = await agent.get('/api/at-risk').query({ class: 6, section: 'B' });
    expect(ids(one.body)).toContain(inB);
    expect(ids(one.body)).not.toContain(inA);
  });

  it('gives a teacher of other classes none of them', async () => {
    const { agent } = await signedIn(ctx, 'teacher', {
      subjects: [{ class: 2, section: 'C', subject: 'Math' }],
      class_teacher: null,
    });
    const res = await agent.get('/api/at-risk');
    expect(res.status).toBe(200);
    expect(ids(res.body)).not.toContain(inA);
    expect(res.body.every((p: AtRiskPupil) => p.class === 2 && p.section === 'C')).toBe(true);
    expect((await agent.get('/api/at-risk').query({ class: 6, section: 'A' })).status).toBe(403);
  });

  it('gives an admin the whole school or the class asked for, and refuses students and parents', async () => {
    const { agent } = await signedIn(ctx, 'admin');
    expect(ids((await agent.get('/api/at-risk')).body)).toEqual(expect.arrayContaining([inA, inB]));
    expect(ids((await agent.get('/api/at-risk').query({ class: 6, section: 'A' })).body)).not.toContain(inB);
    expect((await agent.get('/api/at-risk').query({ class: 11 })).status).toBe(400);
    for (const role of ['student', 'parent'] as const)
      expect((await (await signedIn(ctx, role)).agent.get('/api/at-risk')).status).toBe(403);
    expect((await agentOf(ctx).get('/api/at-risk')).status).toBe(401);
  });
});
