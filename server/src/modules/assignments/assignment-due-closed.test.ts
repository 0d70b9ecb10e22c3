import { describe, expect, it } from 'vitest';
import { msg } from '@contracts/i18n/packed-text';
import { queryOne } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { sendMultipart } from '../../../test/files-factories';
import { minimalPdf } from '../../../test/sample-files';
import { classWithPupils, DUE_LATER, DUE_PAST, handIn } from '../../../test/submission-factories';
import { testApp } from '../../../test/test-app';

// The assignment form sets a due date and closes or reopens the assignment; the spec's client,
// which knows neither, keeps working and leaves both as they were.
const ctx = testApp();
const PATH = '/api/admin/assignments';
const en = (key: Parameters<typeof msg>[0]) => textIn('en', msg(key));
const pdf = { filename: 'task.pdf', content: minimalPdf('task') };
const fields = (over: Record<string, string> = {}) => ({
  title: 'Map of India',
  date: DUE_PAST,
  description: 'Draw and label the states.',
  class: '4',
  ...over,
});
const stored = (id: number) =>
  queryOne<{ due_date: string | null; closed: boolean }>(
    `SELECT to_char(due_date, 'YYYY-MM-DD') AS due_date, closed_at IS NOT NULL AS closed FROM assignments WHERE id = $1`,
    [id],
  );

describe('due date and closing on the assignment form', () => {
  it('sets a due date later than the date: work handed in now is on time; cleared, the date counts again and it is late', async () => {
    const {
      teacher,
      pupils: [pupil],
    } = await classWithPupils(ctx, 4, 1);
    const made = await sendMultipart(teacher.agent.post(PATH), fields({ due_date: DUE_LATER }), pdf);
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ due_date: DUE_LATER, closed: false });
    const id = made.body.assignment_id as number;
    expect((await handIn(pupil.agent, id, { text: 'Done.' })).body.late).toBe(false);

    const cleared = await sendMultipart(teacher.agent.put(PATH), {
      ...fields({ due_date: '' }),
      assignment_id: String(id),
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).toMatchObject({ due_date: null, closed: false });
    expect((await handIn(pupil.agent, id, { text: 'Done again.' })).body.late).toBe(true);
  });

  it('closes and reopens from the edit form: late work is refused while closed and taken again after', async () => {
    const {
      teacher,
      pupils: [pupil],
    } = await classWithPupils(ctx, 4, 1);
    const id = (await sendMultipart(teacher.agent.post(PATH), fields(), pdf).expect(201)).body.assignment_id as number;
    const edit = (over: Record<string, string>) =>
      sendMultipart(teacher.agent.put(PATH), { ...fields(over), assignment_id: String(id) });

    expect((await edit({ closed: 'true' })).body).toMatchObject({ closed: true, due_date: null });
    const refused = await handIn(pupil.agent, id, { text: 'Sorry, late.' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(en('submissions.closed'));

    expect((await edit({ closed: 'false' })).body).toMatchObject({ closed: false });
    const taken = await handIn(pupil.agent, id, { text: 'Sorry, late.' });
    expect(taken.status).toBe(201);
    expect(taken.body.late).toBe(true);
  });

  it("keeps the due date and the closing when the spec's client saves without them", async () => {
    const { teacher } = await classWithPupils(ctx, 4, 0);
    const made = await sendMultipart(teacher.agent.post(PATH), fields({ due_date: DUE_LATER, closed: 'true' }), pdf);
    expect(made.body).toMatchObject({ due_date: DUE_LATER, closed: true });
    const id = made.body.assignment_id as number;
    const saved = await sendMultipart(teacher.agent.put(PATH), {
      ...fields({ title: 'Map of India (2)' }),
      assignment_id: String(id),
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ title: 'Map of India (2)', due_date: DUE_LATER, closed: true });
    expect(await stored(id)).toEqual({ due_date: DUE_LATER, closed: true });

    const listed = await teacher.agent.get(PATH).query({ q: 'Map of India (2)' });
    expect(listed.body.find((a: { id: number }) => a.id === id)).toMatchObject({ due_date: DUE_LATER, closed: true });
  });

  it('answers 400 for a due date before the date, a date that is not real, and a closed that is not true or false', async () => {
    const { teacher } = await classWithPupils(ctx, 4, 0);
    const before = await sendMultipart(teacher.agent.post(PATH), fields({ date: DUE_LATER, due_date: DUE_PAST }), pdf);
    expect(before.status).toBe(400);
    expect(before.body.fields.due_date).toBe(en('assignments.dueBeforeDate'));
    const unreal = await sendMultipart(teacher.agent.post(PATH), fields({ due_date: '2025-02-30' }), pdf);
    expect(unreal.status).toBe(400);
    expect(unreal.body.fields.due_date).toBeDefined();
    const notFlag = await sendMultipart(teacher.agent.post(PATH), fields({ closed: 'maybe' }), pdf);
    expect(notFlag.status).toBe(400);
    expect(notFlag.body.fields.closed).toBe(en('submissions.closedFlag'));
  });

  it('refuses a teacher of another class closing the assignment through the form (403), leaving it open', async () => {
    const { admin } = await classWithPupils(ctx, 4, 0);
    const id = (await sendMultipart(admin.agent.post(PATH), fields(), pdf).expect(201)).body.assignment_id as number;
    const { teacher: other } = await classWithPupils(ctx, 9, 0);
    const res = await sendMultipart(other.agent.put(PATH), {
      ...fields({ closed: 'true' }),
      assignment_id: String(id),
    });
    expect(res.status).toBe(403);
    expect(await stored(id)).toEqual({ due_date: null, closed: false });
  });
});
