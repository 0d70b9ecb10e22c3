import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeResult,
  type ExamResult,
  GRADE_SCALE,
  gradeFor,
  PENDING_RESULT,
  percentageOf,
  SUBJECT_FIELDS,
  type SubjectMarks,
} from './grades';
import { MarksInput, TOTAL_MARKS_ERROR } from './marks';
import { compileCatalogue } from './i18n/compile';
import serverEn from './i18n/messages/server.en.json';
import { renderPacked } from './i18n/packed-text';
import { rendererFor } from './i18n/render';

// The schemas' messages are catalogue keys; these read them as the English answer does.
const english = rendererFor('en', compileCatalogue(serverEn));
const en = (text: string) => renderPacked(text, english);

const marks = (...values: number[]): SubjectMarks =>
  Object.fromEntries(SUBJECT_FIELDS.map((f, i) => [f, values[i] ?? 0])) as SubjectMarks;

describe('the grade scale', () => {
  it.each([
    [100, 'A1'],
    [90, 'A1'],
    [89.99, 'A2'],
    [80, 'A2'],
    [79.99, 'B1'],
    [70, 'B1'],
    [69.99, 'B2'],
    [60, 'B2'],
    [59.99, 'C1'],
    [50, 'C1'],
    [49.99, 'C2'],
    [40, 'C2'],
    [39.99, 'D'],
    [33, 'D'],
    [32.99, 'E'],
    [0, 'E'],
  ])('gives %s%% the grade %s', (pct, grade) => {
    expect(gradeFor(pct)).toBe(grade);
  });

  it('lists its steps from the highest down, ending at zero', () => {
    const mins = GRADE_SCALE.map((s) => s.min);
    expect([...mins].sort((a, b) => b - a)).toEqual(mins);
    expect(mins.at(-1)).toBe(0);
  });
});

describe('the percentage', () => {
  it('has two decimals, rounded half up', () => {
    expect(percentageOf(500, 600)).toBe(83.33);
    expect(percentageOf(2, 3)).toBe(66.67);
    expect(percentageOf(1, 8)).toBe(12.5);
    expect(percentageOf(1, 800)).toBe(0.13);
    expect(percentageOf(600, 600)).toBe(100);
  });

  it('refuses a total of zero', () => {
    expect(() => percentageOf(10, 0)).toThrow(en(TOTAL_MARKS_ERROR));
  });

  it('reads the grade from the rounded percentage: 89.995% shows as 90.00 and is A1', () => {
    expect(percentageOf(17999, 20000)).toBe(90);
    expect(gradeFor(percentageOf(17999, 20000))).toBe('A1');
  });

  it('is always between 0 and 100 with at most two decimals for any valid marks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 1, max: 600 }),
        (values, total) => {
          const m = marks(...values);
          const sum = values.reduce((a, b) => a + b, 0);
          fc.pre(sum <= total);
          const r = computeResult(m, total) as ExamResult;
          expect(r.marks_obtained).toBe(sum);
          expect(r.percentage).toBeGreaterThanOrEqual(0);
          expect(r.percentage).toBeLessThanOrEqual(100);
          expect(Math.round(r.percentage * 100) / 100).toBe(r.percentage);
          expect(r.grade).toBe(gradeFor(r.percentage));
        },
      ),
    );
  });
});

describe('computeResult', () => {
  it('adds the six subjects and grades the result', () => {
    expect(computeResult(marks(90, 85, 80, 75, 70, 100), 600)).toEqual({
      marks_obtained: 500,
      percentage: 83.33,
      grade: 'A2',
    });
    expect(computeResult(marks(), 600)).toEqual({ marks_obtained: 0, percentage: 0, grade: 'E' });
  });

  it('gives no result while any subject is neither entered nor absent', () => {
    const partly = { ...marks(90, 85, 80, 75, 70), hindi: null };
    expect(computeResult(partly, 600)).toEqual(PENDING_RESULT);
    expect(computeResult({ ...partly, math: null }, 600, ['math'])).toEqual(PENDING_RESULT);
  });

  it('counts an absent subject as 0 and completes the result with it', () => {
    expect(computeResult({ ...marks(90, 85, 80, 75, 70), hindi: null }, 600, ['hindi'])).toEqual({
      marks_obtained: 400,
      percentage: 66.67,
      grade: 'B2',
    });
    expect(
      computeResult({ math: null, english: null, physics: null, chemistry: null, odia: null, hindi: null }, 600, [
        ...SUBJECT_FIELDS,
      ]),
    ).toEqual({ marks_obtained: 0, percentage: 0, grade: 'E' });
  });
});

describe('the marks input schema', () => {
  const base = { student_id: 'S00001', exam_name: '  Half   Yearly ', class: '5', total_marks: '600' };

  it('takes blank and null subjects as not entered, AB as absent, and numeric strings as numbers', () => {
    const parsed = MarksInput.parse({
      ...base,
      math: '',
      english: '45',
      physics: 50,
      chemistry: undefined,
      odia: null,
      hindi: ' ab ',
    });
    expect(parsed).toMatchObject({
      class: 5,
      total_marks: 600,
      exam_name: 'Half Yearly',
      math: null,
      english: 45,
      physics: 50,
      chemistry: null,
      odia: null,
      hindi: null,
      absent: ['hindi'],
    });
    expect(MarksInput.parse({ ...base, math: '0', absent: ['odia', 'english', 'odia'] })).toMatchObject({
      math: 0,
      absent: ['english', 'odia'],
    });
  });

  it('refuses a subject that has a mark and is absent too', () => {
    const res = MarksInput.safeParse({ ...base, math: 40, absent: ['math'] });
    expect({ ...res.error!.issues[0], message: en(res.error!.issues[0].message) }).toMatchObject({
      path: ['math'],
      message: 'Math has a mark, so the student cannot be absent from it.',
    });
  });

  it('refuses fractions, negatives and marks over 100 per subject', () => {
    const res = MarksInput.safeParse({ ...base, math: 50.5, english: -1, physics: 101 });
    expect(res.success).toBe(false);
    const messages = Object.fromEntries(res.error!.issues.map((i) => [i.path[0], en(i.message)]));
    expect(messages).toMatchObject({
      math: 'Math must be a whole number.',
      english: 'English must be between 0 and 100.',
      physics: 'Physics must be between 0 and 100.',
    });
  });

  it('leaves a total that is not sent to the server (the exam’s total, or the stored one)', () => {
    expect(MarksInput.parse({ ...base, total_marks: undefined }).total_marks).toBeUndefined();
  });

  it.each([0, '', -5, null, '0'])('says "%s" total marks must be greater than zero', (total) => {
    const res = MarksInput.safeParse({ ...base, total_marks: total });
    expect(res.error!.issues.find((i) => i.path[0] === 'total_marks')?.message).toBe(TOTAL_MARKS_ERROR);
  });

  it('refuses marks obtained above the total', () => {
    const res = MarksInput.safeParse({ ...base, total_marks: 100, math: 90, english: 20 });
    expect({ ...res.error!.issues[0], message: en(res.error!.issues[0].message) }).toMatchObject({
      path: ['total_marks'],
      message: 'Marks obtained (110) cannot be more than Total Marks (100).',
    });
  });
});
