// What the benchmark measures, and the targets it prints beside the figures.

export type Caller = 'admin' | 'teacher' | 'student';

export interface ReadScenario {
  name: string;
  path: string;
  caller: Caller;
}

export const READS: ReadScenario[] = [
  { name: 'login status', path: '/api/login/status', caller: 'student' },
  { name: 'students, first page of 50', path: '/api/admin/Students?page=1&pageSize=50', caller: 'admin' },
  { name: 'students, search by name', path: '/api/admin/Students?q=Rath&page=1&pageSize=50', caller: 'admin' },
  { name: "student's own results", path: '/api/student/marks/S00001', caller: 'student' },
  { name: "student's own attendance", path: '/api/attendance_s', caller: 'student' },
  { name: 'admin dashboard', path: '/api/dashboard', caller: 'admin' },
  { name: 'fees filtered by class', path: '/api/admin/Fee?class=5&page=1&pageSize=50', caller: 'admin' },
];

export const TARGETS = {
  ceilingRatio: 0.7,
  p99Ms: 50,
  pageGrowth: 1.5,
  registerP50Ms: 30,
  statusP99DuringSignInMs: 50,
  signInShareOfBcryptBound: 0.8,
  peakRssMb: 250,
  signInUnderAttackP95Ms: 2000,
};

export const READ_CONNECTIONS = 50;
export const REGISTER_CONNECTIONS = 10;
export const SIGN_IN_CONNECTIONS = 8;
