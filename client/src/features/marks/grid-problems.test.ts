import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/language';
import { checkRow } from './grid-problems';

const asha = { student_id: 'S1', name: 'Asha' };
const marks = (math: string) => ({ math, english: '40', physics: '', chemistry: '', odia: '', hindi: '' });

describe('the grid’s problems, in the screens’ language', () => {
  afterEach(() => switchLanguage('en'));

  it('names the student and subject, and says what is wrong in English as the server would', () => {
    expect(checkRow(asha, marks('70'), 50, 'Unit 1', '600').problems.map((p) => p.text)).toEqual(['Asha (S1), Math: Math must be at most 50 in Unit 1.']);
  });

  it('says the same in Hindi and Odia, with the exam’s name and the student’s as they are', async () => {
    await switchLanguage('hi');
    expect(checkRow(asha, marks('70'), 50, 'Unit 1', '600').problems.map((p) => p.text)).toEqual(['Asha (S1), गणित: Unit 1 में गणित अधिकतम 50 हो सकता है।']);
    await switchLanguage('or');
    expect(checkRow(asha, marks('70'), 100, 'Unit 1', '100').problems.map((p) => p.text)).toEqual(['Asha (S1): ପ୍ରାପ୍ତ ନମ୍ବର (110) ମୋଟ ନମ୍ବର (100) ରୁ ଅଧିକ ହୋଇପାରିବ ନାହିଁ।']);
  });
});
