import express from 'express';
import multer from 'multer';
import { COUNT_LATER, LIST_FIELDS } from '@contracts/list';
import { createPool, getPool, setPool } from '../server/src/db/pool';
import { LIVE_SESSION_READ } from '../server/src/http/session-store';
import { attendanceService } from '../server/src/modules/attendance/attendance.service';
import { dashboardRepo } from '../server/src/modules/dashboard/dashboard.repo';
import { feesService } from '../server/src/modules/fees/fees.service';
import { guardiansService } from '../server/src/modules/guardians/guardians.service';
import { historyService } from '../server/src/modules/history/history.service';
import { outboxFor } from '../server/src/mail/enqueue';
import { importTargets } from '../server/src/modules/imports/import-targets';
import { runImport } from '../server/src/modules/imports/import.service';
import { teachersService } from '../server/src/modules/teachers/teachers.service';
import { marksService } from '../server/src/modules/marks/marks.service';
import { studentsService } from '../server/src/modules/students/students.service';
import { loginContacts } from '../server/src/modules/account/login-accounts';

// The ceiling: bare Express + pg running the same queries (through the same repositories) and
// sending the same JSON, with no session, validation, role check or security header. What the
// real server loses against this is the price of those.
setPool(createPool(process.env.DATABASE_URL!));
const app = express();
const STUDENT = process.env.BENCH_STUDENT ?? 'S00001';
const PARENT = 'P00001';
const ADMIN = { accountId: 0, loginId: 'DEMOADMIN', role: 'admin' as const, email: '' };

// The status answer's only SQL is the session read, so the ceiling runs that same statement
// (cookie taken apart by hand: no signature check, no session machinery).
app.get('/api/login/status', async (req, res) => {
  const sid = /sms\.sid=s%3A([^.;]+)/.exec(req.headers.cookie ?? '')?.[1];
  const { rows } = await getPool().query(LIVE_SESSION_READ, [sid]);
  const user = rows[0]?.sess.user;
  res.json(
    user
      ? { isLoggedIn: true, user_id: user.loginId, user_type: '3', redirect: '/StudentDashboard', email: user.email }
      : { isLoggedIn: false },
  );
});
app.get('/api/admin/Students', async (req, res) => {
  const q = typeof req.query.q === 'string' ? req.query.q : undefined;
  const lean = {
    fields: req.query.fields === LIST_FIELDS ? LIST_FIELDS : undefined,
    count: req.query.count === COUNT_LATER ? COUNT_LATER : undefined,
  } as const;
  const page = await studentsService.list({ q, page: 1, pageSize: 50, ...lean });
  res.setHeader('X-Total-Count', String(page.total)).json(page.rows);
});
const AS_STUDENT = { accountId: 0, loginId: STUDENT, role: 'student', email: '' } as const;
app.get('/api/student/marks/:id', async (_req, res) => {
  res.json({ student_marks: await marksService.ofStudent(STUDENT, AS_STUDENT) });
});
app.get('/api/attendance_s', async (_req, res) => {
  const page = await attendanceService.listOwn(AS_STUDENT, undefined, {});
  res.setHeader('X-Total-Count', String(page.total)).json(page.rows);
});
app.get('/api/dashboard', async (_req, res) => {
  res.json(await dashboardRepo.counts());
});
app.get('/api/admin/Fee', async (req, res) => {
  const page = await feesService.list({ class: Number(req.query.class), page: 1, pageSize: 50 });
  res.setHeader('X-Total-Count', String(page.total)).json(page.rows);
});

app.get('/api/admin/Teachers', async (_req, res) => {
  const page = await teachersService.list({ page: 1, pageSize: 50 });
  res.setHeader('X-Total-Count', String(page.total)).json(page.rows);
});
app.get('/api/parent/children', async (_req, res) => {
  res.json(await guardiansService.children(PARENT));
});
app.get('/api/history', async (req, res) => {
  res.json(await historyService.of({ table: 'marks', id: Number(req.query.id) }, ADMIN));
});
// A dry run writes nothing: no contact changes, no message queued.
const students = importTargets(loginContacts({ appUrl: '', schoolName: '' }, outboxFor([]))).students;
const upload = multer({ storage: multer.memoryStorage() }).single('file');
app.post('/api/admin/import/students', upload, async (req, res) => {
  res.json(await runImport(students, req.file!.buffer, { dryRun: true, mapping: {} }));
});

app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
