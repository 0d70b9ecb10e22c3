import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { batch } from '../db/batch';
import { assignmentsRepo } from '../modules/assignments/assignments.repo';
import { createFileStore, type StorageSettings } from '../storage/file-store';
import { TEMP_PREFIX } from '../storage/temp-engine';
import { type HandInPlan, homeworkRepo } from './homework.repo';
import { minimalPdf } from './sample-files';

// Class 1 (the demo teacher is class teacher of 1A) has a month of homework in every state, and
// in 1A one pupil at risk by each rule of the at-risk view, so both screens show something real.

const CLASS = 1;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Set `set` days from today, due `due` days from today; the plan says who hands in how. */
const HOMEWORK: { title: string; set: number; due: number; closed: boolean; plan: Omit<HandInPlan, 'assignmentId'> }[] =
  [
    {
      title: 'Addition within 100',
      set: -24,
      due: -20,
      closed: true,
      plan: { missing: 8, returned: 18, late: 30, marked: true },
    },
    {
      title: 'My family in five sentences',
      set: -16,
      due: -12,
      closed: false,
      plan: { missing: 6, returned: 0, late: 25, marked: false },
    },
    {
      title: 'Shapes around the house',
      set: -9,
      due: -5,
      closed: false,
      plan: { missing: 10, returned: 0, late: 20, marked: false },
    },
    {
      title: 'Odia letters: page 12',
      set: -1,
      due: 6,
      closed: false,
      plan: { missing: 55, returned: 0, late: 0, marked: false },
    },
  ];

/** The pupils of 1A the demo puts at risk, one rule each (in roll order, after the demo pupil). */
export const AT_RISK_DEMO = { attendance: 1, marks_fall: 2, failing: 3, missing_work: 4 } as const;

async function addHomework(settings: StorageSettings, h: (typeof HOMEWORK)[number]): Promise<number> {
  const store = createFileStore(settings);
  const data = minimalPdf(`Class ${CLASS}: ${h.title}`);
  const file = {
    tempPath: path.join(settings.uploadDir, `${TEMP_PREFIX}${randomBytes(16).toString('hex')}`),
    originalName: `${h.title}.pdf`,
    type: 'application/pdf' as const,
    size: data.length,
  };
  await writeFile(file.tempPath, data);
  const description = 'Write your answers in your notebook and hand in a photo of the page.';
  return store.transaction(
    async (tx) =>
      assignmentsRepo.insert(
        { title: h.title, date: day(h.set), description, class: CLASS },
        await tx.add(file, null),
        null,
      ),
    file,
  );
}

/** Homework with submissions in every state, and four pupils of 1A at risk, one by each rule. */
export async function seedHomework(settings: StorageSettings): Promise<void> {
  const pupils = await homeworkRepo.section(CLASS, 'A');
  const pick = (n: number) => pupils[n];
  const missingWork = pick(AT_RISK_DEMO.missing_work);
  await batch('demo admissions', () => homeworkRepo.admittedBeforeTerm(CLASS));
  for (const h of HOMEWORK) {
    const assignmentId = await addHomework(settings, h);
    await batch(`demo homework ${h.title}`, async () => {
      await homeworkRepo.setDue(assignmentId, day(h.due), h.closed);
      await homeworkRepo.handIn(CLASS, { assignmentId, ...h.plan }, missingWork ? [missingWork] : []);
    });
  }
  await batch('demo pupils at risk', async () => {
    if (pick(AT_RISK_DEMO.attendance)) await homeworkRepo.oftenAbsent(pick(AT_RISK_DEMO.attendance));
    // A fall of 30 points between the last two exams, and no subject failed.
    if (pick(AT_RISK_DEMO.marks_fall)) {
      await homeworkRepo.setMarks(pick(AT_RISK_DEMO.marks_fall), 'Half Yearly', 0.9);
      await homeworkRepo.setMarks(pick(AT_RISK_DEMO.marks_fall), 'Unit Test 2', 0.6);
    }
    // Steady at 70 %, but the first subject failed in the last exam.
    if (pick(AT_RISK_DEMO.failing)) {
      await homeworkRepo.setMarks(pick(AT_RISK_DEMO.failing), 'Half Yearly', 0.7, 0.5);
      await homeworkRepo.setMarks(pick(AT_RISK_DEMO.failing), 'Unit Test 2', 0.75, 0.2);
    }
  });
}
