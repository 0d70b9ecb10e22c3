export interface DashboardCounts {
  total_teachers: number;
  total_students: number;
}

/** One class and section's register today: `marked` of `on_roll` students have a mark. */
export interface RegisterToday {
  /** As the setup names it: 5 for class 5, "LKG" for LKG. */
  class: number | string;
  section: string;
  on_roll: number;
  marked: number;
  present: number;
}

/** GET /api/dashboard/today (admins): what matters to the school today. */
export interface DashboardToday {
  date: string;
  registers: RegisterToday[];
  /** Payments dated this month up to today: total as a decimal string, and per day. */
  fees_this_month: { total: string; count: number; by_day: { day: string; total: string }[] };
  notices: { id: number; title: string; uploaded_at: string }[];
}

/** An exam in one section a teacher teaches: how many of its students there have marks entered. */
export interface ExamToFill {
  id: number;
  name: string;
  class: number;
  section: string;
  starts_on: string | null;
  entered: number;
  students: number;
}

/** GET /api/dashboard/teacher: today's registers of the teacher's sections and the latest exams. */
export interface TeacherToday {
  date: string;
  registers: RegisterToday[];
  exams: ExamToFill[];
}

/** Present as a share of the marked students, one decimal; null before the register is taken. */
export const presentPercent = (r: RegisterToday): number | null =>
  r.marked ? Math.round((r.present * 1000) / r.marked) / 10 : null;
