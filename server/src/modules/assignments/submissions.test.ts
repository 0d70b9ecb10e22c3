import { describe, expect, it } from 'vitest';
import { msg } from '@contracts/i18n/packed-text';
import { query, queryOne } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { settledFiles } from '../../../test/files-factories';
import { htmlPage, minimalPdf, tinyPng } from '../../../test/sample-files';
import { classWithPupils, DUE_LATER, DUE_PAST, handIn, homework } from '../../../test/submission-factories';
import { testApp } from '../../../test/test-app';

// The rules of handing in: on time, late, closed, replaced until marked (issue 35).
const ctx = testApp();
const dir = ctx.config.uploadDir;
const photo = { filename: 'IMG_0042.png', content: tinyPng(16), contentType: 'image/png' };
const en = (key: Parameters<typeof msg>[0]) => textIn('en', msg(key));
const stored = (id: number) =>
  queryOne<{ state: string; body: string | null; file_id: number | null; mark: string | null }>(
    'SELECT state, body, file_id, mark FROM assignment_submissions WHERE id = $1',
    [id],
  );

describe('handing in', () => {
  it('takes a photo before the due date (201, not late), replaces it until marked, then refuses with 409', async () => {
    const {
      teacher,
      pupils: [pupil],
    } = await classWithPupils(ctx, 2, 1);
    const id = await homework(teacher.agent, 2, DUE_LATER);
    const first = await handIn(pupil.agent, id, { file: photo });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toEqual({ submission_id: expect.any(Number), late: false });
    const firstFile = (await stored(first.body.submission_id))!.file_id!;
    const filesWithPhoto = await settledFiles(dir);

    const again = await handIn(pupil.agent, id, { text: 'I wrote it out instead.' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ submission_id: first.body.submission_id, late: false });
    expect(await stored(first.body.submission_id)).toMatchObject({
      state: 'handed_in',
      body: 'I wrote it out instead.',
      file_id: null,
    });
    // The replaced photo went with the commit: its row and its file on disk.
    expect(await queryOne('SELECT id FROM stored_files WHERE id = $1', [firstFile])).toBeUndefined();
    expect((await settledFiles(dir)).length).toBe(filesWithPhoto.length - 1);

    await teacher.agent
      .put(`/api/submissions/${first.body.submission_id}`)
      .send({ mark: '18/20', comment: 'Neat.' })
      .expect(200);
    const afterMarking = await handIn(pupil.agent, id, { file: photo });
    expect(afterMarking.status).toBe(409);
    expect(afterMarking.body.error).toBe(en('submissions.alreadyMarked'));
    expect(await stored(first.body.submission_id)).toMatchObject({
      state: 'marked',
      mark: '18/20',
      body: 'I wrote it out instead.',
    });
    expect((await settledFiles(dir)).length).toBe(filesWithPhoto.length - 1);
  });

  it('takes work after the due date as late; once the teacher closes the assignment refuses it, and takes it again when reopened', async () => {
    const {
      teacher,
      pupils: [early, late, later],
    } = await classWithPupils(ctx, 3, 3);
    const id = await homework(teacher.agent, 3, DUE_PAST);
    const res = await handIn(late.agent, id, { file: { filename: 'answers.pdf', content: minimalPdf('answers') } });
    expect(res.status).toBe(201);
    expect(res.body.late).toBe(true);
    expect((await stored(res.body.submission_id))!.state).toBe('late');

    const closed = await teacher.agent.put(`/api/assignments/${id}/closed`).send({ closed: true });
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe(en('submissions.closedNow'));
    const refused = await handIn(later.agent, id, { text: 'Sorry, I was ill.' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(en('submissions.closed'));
    expect(
      await queryOne('SELECT id FROM assignment_submissions WHERE assignment_id = $1 AND student_id = $2', [
        id,
        later.studentId,
      ]),
    ).toBeUndefined();

    await teacher.agent.put(`/api/assignments/${id}/closed`).send({ closed: false }).expect(200);
    const reopened = await handIn(later.agent, id, { text: 'Sorry, I was ill.' });
    expect(reopened.status).toBe(201);
    expect(reopened.body.late).toBe(true);

    // Closing an assignment that is not yet due refuses nothing: only late work is refused.
    const upcoming = await homework(teacher.agent, 3, DUE_LATER);
    await teacher.agent.put(`/api/assignments/${upcoming}/closed`).send({ closed: true }).expect(200);
    const onTime = await handIn(early.agent, upcoming, { text: 'Done early.' });
    expect(onTime.status).toBe(201);
    expect(onTime.body.late).toBe(false);
  });

  it('refuses an empty hand-in (400), a web page dressed as a PDF (415) and an unknown assignment (404), keeping nothing', async () => {
    const {
      teacher,
      pupils: [pupil],
    } = await classWithPupils(ctx, 4, 1);
    const id = await homework(teacher.agent, 4, DUE_LATER);
    const before = await settledFiles(dir);
    const empty = await handIn(pupil.agent, id, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(en('submissions.empty'));
    const page = await handIn(pupil.agent, id, { file: { filename: 'answers.pdf', content: htmlPage() } });
    expect(page.status).toBe(415);
    const unknown = await handIn(pupil.agent, 987654321, { file: photo });
    expect(unknown.status).toBe(404);
    const tooLong = await handIn(pupil.agent, id, { text: 'x'.repeat(4001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.text).toBeDefined();
    expect(await settledFiles(dir)).toEqual(before);
    expect((await query('SELECT id FROM assignment_submissions WHERE assignment_id = $1', [id])).length).toBe(0);
  });

  it('lets a pupil hand in again after the work was returned, starting afresh', async () => {
    const {
      teacher,
      pupils: [pupil],
    } = await classWithPupils(ctx, 6, 1);
    const id = await homework(teacher.agent, 6, DUE_LATER);
    const first = await handIn(pupil.agent, id, { text: 'First try.' });
    const returned = await teacher.agent
      .put(`/api/submissions/${first.body.submission_id}`)
      .send({ return: true, comment: 'Show your working.' });
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ message: en('submissions.returned'), state: 'returned' });
    const mine = await pupil.agent.get('/api/submissions');
    expect(mine.body.find((r: { assignment_id: number }) => r.assignment_id === id)).toMatchObject({
      state: 'returned',
      comment: 'Show your working.',
      mark: null,
    });
    const second = await handIn(pupil.agent, id, { text: 'Second try, with working.', file: photo });
    expect(second.status).toBe(201);
    expect(await stored(first.body.submission_id)).toMatchObject({
      state: 'handed_in',
      body: 'Second try, with working.',
      mark: null,
    });
  });

  it('keeps the history of every hand-in, replacement, mark and return, with who made each', async () => {
    const {
      teacher,
      pupils: [pupil],
    } = await classWithPupils(ctx, 7, 1);
    const id = await homework(teacher.agent, 7, DUE_LATER);
    const { submission_id } = (await handIn(pupil.agent, id, { text: 'One.' })).body;
    await handIn(pupil.agent, id, { text: 'Two.' }).expect(201);
    await teacher.agent.put(`/api/submissions/${submission_id}`).send({ return: true, comment: 'Again.' }).expect(200);
    await handIn(pupil.agent, id, { text: 'Three.' }).expect(201);
    await teacher.agent.put(`/api/submissions/${submission_id}`).send({ mark: 'A', comment: 'Good.' }).expect(200);
    const rows = await query<{
      action: string;
      by: string;
      old_row: Record<string, unknown> | null;
      new_row: Record<string, unknown>;
    }>(
      `SELECT action, by, old_row, new_row FROM history WHERE table_name = 'assignment_submissions' AND record_id = $1 ORDER BY id`,
      [submission_id],
    );
    expect(rows.map((r) => [r.action, r.by, r.new_row.state, r.new_row.body])).toEqual([
      ['insert', pupil.studentId, 'handed_in', 'One.'],
      ['update', pupil.studentId, 'handed_in', 'Two.'],
      ['update', teacher.loginId, 'returned', 'Two.'],
      ['update', pupil.studentId, 'handed_in', 'Three.'],
      ['update', teacher.loginId, 'marked', 'Three.'],
    ]);
    expect(rows[2].new_row.comment).toBe('Again.');
    expect(rows[4].new_row.mark).toBe('A');
  });
});
