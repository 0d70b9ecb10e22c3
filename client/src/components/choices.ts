import { GENDERS, PAYMENT_MODES, SUBJECTS, type Subject } from '@contracts/enums';
import type { ScreenKey } from '@contracts/i18n/keys';
import { editorPlace } from '@contracts/teaching';
import type { useT } from '../i18n/use-t';

type T = ReturnType<typeof useT>;

// The fixed choices of the forms: the value sent stays the spec's English word, the label is the
// reader's language.
const SUBJECT_KEYS: Record<Subject, ScreenKey> = {
  Math: 'subject.math',
  English: 'subject.english',
  Physics: 'subject.physics',
  Chemistry: 'subject.chemistry',
  Odia: 'subject.odia',
  Hindi: 'subject.hindi',
};
const GENDER_KEYS: Record<(typeof GENDERS)[number], ScreenKey> = {
  Male: 'gender.male',
  Female: 'gender.female',
  Other: 'gender.other',
};

/** A subject's name in the screens' language (the value itself when it is not one of the spec's subjects). */
export const subjectName = (t: T, subject: string) =>
  subject in SUBJECT_KEYS ? t(SUBJECT_KEYS[subject as Subject]) : subject;
export const genderName = (t: T, gender: string) =>
  gender in GENDER_KEYS ? t(GENDER_KEYS[gender as keyof typeof GENDER_KEYS]) : gender;

export const subjectOptions = (t: T) => SUBJECTS.map((s) => ({ value: s, label: subjectName(t, s) }));
export const genderOptions = (t: T) => GENDERS.map((g) => ({ value: g, label: genderName(t, g) }));
export const paymentModeName = (t: T, mode: string) =>
  (PAYMENT_MODES as readonly string[]).includes(mode)
    ? t(`paymentMode.${mode as (typeof PAYMENT_MODES)[number]}`)
    : mode;
export const paymentModeOptions = (t: T) => PAYMENT_MODES.map((m) => ({ value: m, label: paymentModeName(t, m) }));
/** "Class 5 section B" for each section of the school's classes (`places`: useSchoolPlaces()). */
export const placeOptions = (
  t: T,
  places: { classes: readonly string[]; sections: (cls: string) => readonly string[] },
) =>
  places.classes.flatMap((c) =>
    places.sections(c).map((s) => ({
      value: editorPlace({ class: c, section: s }),
      label: t('form.classSection', { class: c, section: s }),
    })),
  );
