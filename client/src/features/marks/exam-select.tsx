import { forwardRef, type SelectHTMLAttributes, useEffect } from 'react';
import { setupClass } from '@contracts/school-fields';
import { SelectField } from '../../components/select-field';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { useClassExams } from './marks-api';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The class chosen beside it, as the form holds it ('' until one is chosen). */
  classValue: unknown;
  value: string;
  /** Called when the chosen exam is not one of the class's (the class was changed): clear it. */
  onStale: () => void;
  error?: string;
}

/** The exams of the chosen class (set up by an admin under Exams), chosen by name. */
export const ExamSelect = forwardRef<HTMLSelectElement, Props>(function ExamSelect(
  { classValue, value, onStale, error, ...select },
  ref,
) {
  const t = useT();
  const { date } = useFormat();
  const cls = setupClass.safeParse(classValue);
  const exams = useClassExams(cls.success ? cls.data : null);
  const names = (exams.data ?? []).map((e) => e.name);
  const stale = exams.isSuccess && value !== '' && !names.some((n) => n.toLowerCase() === value.toLowerCase());
  useEffect(() => {
    if (stale) onStale();
  }, [stale, onStale]);
  const options = (exams.data ?? []).map((e) => ({
    value: e.name,
    label: e.starts_on ? t('marks.examFrom', { name: e.name, date: date(e.starts_on) }) : e.name,
  }));
  const placeholder = !cls.success
    ? t('marks.classFirst')
    : exams.isPending
      ? t('marks.loadingExams')
      : options.length
        ? t('marks.selectExam')
        : t('marks.noExams', { class: cls.data });
  return (
    <SelectField
      ref={ref}
      label={t('marks.examName')}
      placeholder={placeholder}
      options={options}
      error={error}
      value={value}
      {...select}
    />
  );
});
