import { afterEach, describe, expect, it } from 'vitest';
import { type ExamSubject, subjectNameIn } from '@contracts/exam-subjects';
import { currentLanguage, switchLanguage } from '../../i18n/language';
import { checkRow, type GridSubjects } from './grid-problems';

const asha = { student_id: 'S1', name: 'Asha' };
const subject = (code: string, name: string, name_or: string, name_hi: string, max_marks: number): ExamSubject => ({
  code,
  name,
  name_or,
  name_hi,
  max_marks,
  counts_in_total: true,
});
const cols = (max: number): GridSubjects => ({
  subjects: [
    subject('math', 'Math', 'ଗଣିତ', 'गणित', max),
    subject('english', 'English', 'ଇଂରାଜୀ', 'अंग्रेज़ी', max),
    subject('sanskrit', 'Sanskrit', 'ସଂସ୍କୃତ', 'संस्कृत', 50),
  ],
  nameOf: (s) => subjectNameIn(s, currentLanguage()),
});
const marks = (math: string, sanskrit = '') => ({ math, english: '40', sanskrit });

describe('the grid’s problems, in the screens’ language', () => {
  afterEach(() => switchLanguage('en'));

  it('names the student and subject, and says what is wrong in English as the server would', () => {
    expect(checkRow(asha, cols(50), marks('70'), 'Unit 1', '600').problems.map((p) => p.text)).toEqual([
      'Asha (S1), Math: Math must be at most 50 in Unit 1.',
    ]);
    expect(checkRow(asha, cols(100), marks('70', '51'), 'Unit 1', '600').problems.map((p) => p.text)).toEqual([
      'Asha (S1), Sanskrit: Sanskrit must be at most 50 in Unit 1.',
    ]);
    expect(checkRow(asha, cols(100), marks('70', 'x'), 'Unit 1', '600').problems.map((p) => p.text)).toEqual([
      'Asha (S1), Sanskrit: Sanskrit must be a number.',
    ]);
  });

  it('says the same in Hindi and Odia, with the school’s names of its subjects', async () => {
    await switchLanguage('hi');
    expect(checkRow(asha, cols(50), marks('70'), 'Unit 1', '600').problems.map((p) => p.text)).toEqual([
      'Asha (S1), गणित: Unit 1 में गणित अधिकतम 50 हो सकता है।',
    ]);
    await switchLanguage('or');
    expect(checkRow(asha, cols(100), marks('70', '10'), 'Unit 1', '100').problems.map((p) => p.text)).toEqual([
      'Asha (S1): ପ୍ରାପ୍ତ ନମ୍ବର (120) ମୋଟ ନମ୍ବର (100) ରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।',
    ]);
    expect(checkRow(asha, cols(100), marks('70', '51'), 'Unit 1', '600').problems[0].text).toMatch(
      /^Asha \(S1\), ସଂସ୍କୃତ: .*ସଂସ୍କୃତ/,
    );
  });
});
