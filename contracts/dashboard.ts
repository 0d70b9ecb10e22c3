export interface DashboardCounts {
  total_teachers: number;
  total_students: number;
}
