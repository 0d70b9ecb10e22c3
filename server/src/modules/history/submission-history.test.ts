import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@contracts/history';
import { classWithPupils, DUE_LATER, handIn, homework } from '../../../test/submission-factories';
import { signedIn } from '../../../test/factories';
import { testApp } from '../../../test/test-app';

// Homework handed in and marked has the same history screen as marks and attendance (issue 35).
const ctx = testApp();
type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];
const historyOf = (a: Agent, id: number) => a.get('/api/history').query({ table: 'assignment_submissions', id });

describe('the history of a submission', () => {
  it('shows handing in, replacing, marking, marking again and returning, newest first, with who did each', async () => {
    const {
      teacher,
      pupils: [pupil],
    } = await classWithPupils(ctx, 3, 1);
    const id = await homework(teacher.agent, 3, DUE_LATER);
    const sub = (await handIn(pupil.agent, id, { text: 'First try.' }).expect(201)).body.submission_id as number;
    await handIn(pupil.agent, id, { text: 'Second try.' }).expect(201);
    await teacher.agent.put(`/api/submissions/${sub}`).send({ mark: '7/10', comment: 'Check sum 3.' }).expect(200);
    await teacher.agent.put(`/api/submissions/${sub}`).send({ mark: '9/10', comment: 'Better.' }).expect(200);
    await teacher.agent
      .put(`/api/submissions/${sub}`)
      .send({ return: true, comment: 'Show your working.' })
      .expect(200);

    const res = await historyOf(teacher.agent, sub);
    expect(res.status, res.text).toBe(200);
    const history = res.body as HistoryEntry[];
    expect(history.map((h) => [h.action, h.by])).toEqual([
      ['update', teacher.loginId],
      ['update', teacher.loginId],
      ['update', teacher.loginId],
      ['update', pupil.studentId],
      ['insert', pupil.studentId],
    ]);
    expect(history[0].changes).toEqual({
      state: ['marked', 'returned'],
      mark: ['9/10', null],
      comment: ['Better.', 'Show your working.'],
    });
    expect(history[1].changes).toEqual({ mark: ['7/10', '9/10'], comment: ['Check sum 3.', 'Better.'] });
    expect(history[2].changes).toEqual({
      state: ['handed_in', 'marked'],
      mark: [null, '7/10'],
      comment: [null, 'Check sum 3.'],
    });
    expect(history[3].changes).toMatchObject({ body: ['First try.', 'Second try.'] });
    expect(history[4].changes).toMatchObject({ state: [null, 'handed_in'], body: [null, 'First try.'] });
  });

  it('is read by an admin and the teachers of the class only: another class’s teacher and the pupil get 403', async () => {
    const {
      admin,
      teacher,
      pupils: [pupil],
    } = await classWithPupils(ctx, 3, 1);
    const id = await homework(teacher.agent, 3, DUE_LATER);
    const sub = (await handIn(pupil.agent, id, { text: 'Done.' }).expect(201)).body.submission_id as number;
    expect((await historyOf(admin.agent, sub)).status).toBe(200);
    const { teacher: other } = await classWithPupils(ctx, 7, 0);
    expect((await historyOf(other.agent, sub)).status).toBe(403);
    expect((await historyOf(pupil.agent, sub)).status).toBe(403);
    // Restoring is for marks, attendance and fees: a submission is not a table the restore list knows.
    expect(
      (await admin.agent.post('/api/history/restore').send({ table: 'assignment_submissions', id: sub })).status,
    ).toBe(400);
    expect((await admin.agent.get('/api/history/deleted?table=assignment_submissions')).status).toBe(400);
  });
});
