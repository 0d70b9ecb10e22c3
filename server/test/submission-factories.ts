import { expect } from 'vitest';
import type { Test } from 'supertest';
import { signedInStudentOf } from './assignments-factories';
import { signedIn } from './factories';
import { sendMultipart, type UploadPart } from './files-factories';
import { minimalPdf } from './sample-files';
import type { TestContext } from './test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>['agent'];

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Due in a week: work handed in now is on time. */
export const DUE_LATER = isoDay(7);
/** Due a week ago: work handed in now is late. */
export const DUE_PAST = isoDay(-7);

/** An assignment for a class, set by that agent (an admin or a teacher of the class), due on `date`. */
export async function homework(by: Agent, cls: number, date: string): Promise<number> {
  const fields = { title: `Homework for class ${cls}`, date, description: 'Exercises 1 to 5.', class: String(cls) };
  const res = await sendMultipart(by.post('/api/admin/assignments'), fields, {
    filename: 'task.pdf',
    content: minimalPdf('task'),
  });
  expect(res.status, res.text).toBe(201);
  return res.body.assignment_id as number;
}

/** A pupil hands in a file and/or a text. */
export function handIn(pupil: Agent, assignmentId: number, work: { text?: string; file?: UploadPart }): Test {
  return sendMultipart(
    pupil.post(`/api/assignments/${assignmentId}/submissions`),
    work.text === undefined ? {} : { text: work.text },
    work.file,
  );
}

/** A class with an admin, its subject teacher and `count` signed-in pupils in section A. */
export async function classWithPupils(ctx: TestContext, cls: number, count: number) {
  const admin = await signedIn(ctx, 'admin');
  const teacher = await signedIn(ctx, 'teacher', {
    subjects: [{ class: cls, section: 'A', subject: 'Math' }],
    class_teacher: null,
  });
  const pupils = [];
  for (let i = 0; i < count; i++) pupils.push(await signedInStudentOf(ctx, cls));
  return { admin, teacher, pupils };
}
