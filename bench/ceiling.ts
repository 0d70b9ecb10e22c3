import express from 'express';
import { createPool, setPool } from '../server/src/db/pool';
import { attendanceService } from '../server/src/modules/attendance/attendance.service';
import { dashboardRepo } from '../server/src/modules/dashboard/dashboard.repo';
import { listFees } from '../server/src/modules/fees/fees.repo';
import { marksService } from '../server/src/modules/marks/marks.service';
import { studentsService } from '../server/src/modules/students/students.service';

// The ceiling: bare Express + pg running the same queries (through the same repositories) and
// sending the same JSON, with no session, validation, role check or security header. What the
// real server loses against this is the price of those.
setPool(createPool(process.env.DATABASE_URL!));
const app = express();
const STUDENT = process.env.BENCH_STUDENT ?? 'S00001';

app.get('/api/login/status', (_req, res) => {
  res.json({ isLoggedIn: true, user_id: 'DEMOADMIN', user_type: '1', redirect: '/Dashboard', email: 'office@demo.school' });
});
app.get('/api/admin/Students', async (req, res) => {
  const q = typeof req.query.q === 'string' ? req.query.q : undefined;
  const page = await studentsService.list({ q, page: 1, pageSize: 50 });
  res.setHeader('X-Total-Count', String(page.total)).json(page.rows);
});
app.get('/api/student/marks/:id', async (_req, res) => {
  res.json({ student_marks: await marksService.ofStudent(STUDENT) });
});
app.get('/api/attendance_s', async (_req, res) => {
  const page = await attendanceService.listOwn(STUDENT, {});
  res.setHeader('X-Total-Count', String(page.total)).json(page.rows);
});
app.get('/api/dashboard', async (_req, res) => {
  res.json(await dashboardRepo.counts());
});
app.get('/api/admin/Fee', async (req, res) => {
  const page = await listFees({ class: Number(req.query.class), page: 1, pageSize: 50 });
  res.setHeader('X-Total-Count', String(page.total)).json(page.rows);
});

app.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
