import type { ScreenKey } from '@contracts/i18n/keys';
import type { Column } from './data-table';
import type { useT } from '../i18n/use-t';

interface StudentRow {
  student_id: string;
  student_name: string;
  /** 5 for class 5, "LKG" for a class the setup names. */
  class: number | string;
  section: string;
}

/** The columns a record of a student begins with: ID, name, class and section, each sortable. */
export const studentColumns = <Row extends StudentRow>(
  t: ReturnType<typeof useT>,
  nameHeader: ScreenKey,
): Column<Row>[] => [
  { header: t('students.studentId'), field: 'student_id', sortKey: 'student_id' },
  { header: t(nameHeader), field: 'student_name', sortKey: 'student_name' },
  { header: t('form.class'), field: 'class', sortKey: 'class' },
  { header: t('form.section'), field: 'section', sortKey: 'section' },
];
