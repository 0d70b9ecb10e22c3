import { z } from 'zod';
import { CLASSES, GENDERS, SECTIONS, SUBJECTS } from './enums';

// Fields of the school's fixed vocabularies, for every module that records a class, section,
// gender or subject. Forms send selects as strings, the spec's client may send numbers: both pass.

export const classNo = z.coerce
  .number({ error: 'Choose a class from 1 to 10.' })
  .int('Choose a class from 1 to 10.')
  .min(CLASSES[0], 'Choose a class from 1 to 10.')
  .max(CLASSES[CLASSES.length - 1], 'Choose a class from 1 to 10.');

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `Choose a ${label}: ${values.join(', ')}.` });

export const section = choice(SECTIONS, 'section');
export const gender = choice(GENDERS, 'gender');
export const subject = choice(SUBJECTS, 'subject');
