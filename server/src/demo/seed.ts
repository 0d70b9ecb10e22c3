import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CLASSES, GENDERS, SECTIONS, SUBJECTS } from '@contracts/enums';
import { batch, progress } from '../db/batch';
import { accountsRepo } from '../modules/auth/accounts.repo';
import type { PasswordHashing } from '../modules/auth/passwords';
import { adminsRepo } from '../modules/admins/admins.repo';
import { assignmentsRepo } from '../modules/assignments/assignments.repo';
import { boardRepo } from '../modules/file-boards/file-board.repo';
import { NOTICES, TIMETABLES } from '../modules/file-boards/file-boards.routes';
import { createFileStore, type IncomingFile, type StorageSettings } from '../storage/file-store';
import { TEMP_PREFIX } from '../storage/temp-engine';
import { demoRepo, type GuardianSeed, type StudentSeed, type TeacherSeed } from './demo.repo';
import { FIRST_NAMES, LAST_NAMES, seededRandom, STREETS, TOWNS } from './names';
import { minimalPdf, tinyPng } from './sample-files';
import { seedFees } from './seed-fees';
import { seedHomework } from './seed-homework';

export const DEMO_LOGINS = {
  admin: { id: 'DEMOADMIN', password: 'demo-admin-2026' },
  teacher: { id: 'T0001', password: 'demo-teacher-2026' },
  student: { id: 'S00001', password: 'demo-student-2026' },
  // The father of S00001 and of an elder brother or sister.
  parent: { id: 'P00001', password: 'demo-parent-2026' },
};

export interface SeedReport {
  teachers: number;
  students: number;
  schoolDays: number;
  exams: number;
  seconds: number;
}

const BATCH = 5000;
// Attendance rows (and as many history rows) written by one statement: a few seconds' work even
// on a busy machine, so no statement holds its locks and trigger tables for minutes.
const ATTENDANCE_ROWS_PER_STEP = 20_000;
const EXAMS = ['Unit Test 1', 'Half Yearly', 'Unit Test 2'];
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The last `count` weekdays before today, oldest first: a term of school days. */
export function schoolDays(count: number, today = new Date()): string[] {
  const days: string[] = [];
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  while (days.length < count) {
    d.setUTCDate(d.getUTCDate() - 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(iso(d));
  }
  return days.reverse();
}

function makePeople(students: number) {
  const rng = seededRandom(students);
  const person = (gender: 'Male' | 'Female') => `${rng.pick(FIRST_NAMES[gender])} ${rng.pick(LAST_NAMES)}`;
  const mobile = () => `9${String(rng.int(100_000_000, 999_999_999))}`;
  const year = new Date().getUTCFullYear();

  // At least one class teacher for each of the 30 sections.
  const teacherCount = Math.max(CLASSES.length * SECTIONS.length, Math.round(students / 20));
  const teachers: TeacherSeed[] = Array.from({ length: teacherCount }, (_, i) => {
    const gender = rng.next() < 0.55 ? 'Female' : 'Male';
    const name = person(gender);
    return {
      name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}.t${i + 1}@demo.school`,
      mobile: mobile(),
      joining_date: `${rng.int(2008, year - 1)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`,
      subject: SUBJECTS[i % SUBJECTS.length],
      class: CLASSES[i % CLASSES.length],
      gender,
    };
  });

  // Evenly over classes 1-10 and sections A-C; a child of class c is about c + 5 years old.
  const pupils: StudentSeed[] = Array.from({ length: students }, (_, i) => {
    const cls = CLASSES[Math.floor((i * CLASSES.length) / students)];
    const gender = rng.next() < 0.02 ? 'Other' : rng.next() < 0.5 ? 'Female' : 'Male';
    const last = rng.pick(LAST_NAMES);
    const first = rng.pick(FIRST_NAMES[gender === 'Other' ? 'Female' : gender]);
    return {
      name: `${first} ${last}`,
      dob: `${year - cls - 5}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      class: cls,
      section: SECTIONS[i % SECTIONS.length],
      gender: GENDERS.includes(gender) ? gender : 'Other',
      father_name: `${rng.pick(FIRST_NAMES.Male)} ${last}`,
      mother_name: `${rng.pick(FIRST_NAMES.Female)} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}.${i + 1}@students.demo.school`,
      mobile: mobile(),
      address: `${rng.int(1, 250)}, ${rng.pick(STREETS)}, ${rng.pick(TOWNS)}`,
    };
  });
  return { teachers, pupils, guardians: makeFamilies(pupils) };
}

/**
 * Every child has a father and a mother as guardians; every fourth child has a brother or sister
 * about two classes above, who shares their surname, parents and guardians. Most parents agree
 * to absence messages. Fathers come first, so the first child's father is P00001.
 */
function makeFamilies(pupils: StudentSeed[]): GuardianSeed[] {
  const step = Math.max(1, Math.floor(pupils.length / 5));
  const familyOf = pupils.map((_p, i) => i);
  for (let j = 0; j + step < pupils.length; j += 4) {
    // A child already given a family is nobody else's sibling: families stay two children at most.
    if (familyOf[j] !== j) continue;
    const sibling = pupils[j + step];
    const first = pupils[j];
    const surname = first.name.split(' ').slice(1).join(' ');
    sibling.name = `${sibling.name.split(' ')[0]} ${surname}`;
    sibling.father_name = first.father_name;
    sibling.mother_name = first.mother_name;
    familyOf[j + step] = j;
  }
  const guardians: GuardianSeed[] = [];
  const mobile = (n: number) => `8${String(n).padStart(9, '0')}`;
  pupils.forEach((p, i) => {
    if (familyOf[i] !== i) return;
    const children = pupils.filter((_c, k) => familyOf[k] === i).map((c) => c.email);
    const [father, mother] = [p.father_name, p.mother_name];
    const mail = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}.${i + 1}@parents.demo.school`;
    guardians.push({
      name: father,
      relation: 'father',
      email: mail(father),
      mobile: mobile(2 * i + 1),
      notify: true,
      children,
    });
    guardians.push({
      name: mother,
      relation: 'mother',
      email: mail(mother),
      mobile: mobile(2 * i + 2),
      notify: i % 3 !== 0,
      children,
    });
  });
  return guardians;
}

async function tempFile(
  uploadDir: string,
  data: Buffer,
  originalName: string,
  type: IncomingFile['type'],
): Promise<IncomingFile> {
  const tempPath = path.join(uploadDir, `${TEMP_PREFIX}${randomBytes(16).toString('hex')}`);
  await writeFile(tempPath, data);
  return { tempPath, originalName, type, size: data.length };
}

async function seedFiles(settings: StorageSettings): Promise<void> {
  const { uploadDir } = settings;
  const store = createFileStore(settings);
  await store.sweep();
  const notices = [
    'Annual Sports Day on Friday',
    'Parent-Teacher Meeting',
    'Half Yearly Examination Schedule',
    'Holiday for Raja Parba',
  ];
  for (const title of notices) {
    const file = await tempFile(uploadDir, minimalPdf(title), `${title}.pdf`, 'application/pdf');
    await store.transaction(async (tx) => boardRepo(NOTICES).insert({ title }, await tx.add(file, null)), file);
  }
  for (const cls of [1, 5, 10]) {
    const title = `Class ${cls} timetable`;
    const file = await tempFile(
      uploadDir,
      tinyPng(64, [40 + cls * 15, 110, 200]),
      `timetable-class-${cls}.png`,
      'image/png',
    );
    await store.transaction(
      async (tx) => boardRepo(TIMETABLES).insert({ title, class: cls }, await tx.add(file, null)),
      file,
    );
  }
  for (const cls of CLASSES) {
    const title = `Chapter ${cls} worksheet`;
    const file = await tempFile(
      uploadDir,
      minimalPdf(`Class ${cls}: ${title}`),
      `worksheet-class-${cls}.pdf`,
      'application/pdf',
    );
    await store.transaction(
      async (tx) =>
        assignmentsRepo.insert(
          { title, date: iso(new Date()), description: 'Answer all questions in your notebook.', class: cls },
          await tx.add(file, null),
          null,
        ),
      file,
    );
  }
}

async function seedLogins(passwords: PasswordHashing): Promise<void> {
  const { admin, teacher, student, parent } = DEMO_LOGINS;
  await batch('demo logins', async () => {
    const a = await accountsRepo.insert({
      loginId: admin.id,
      role: 'admin',
      email: 'office@demo.school',
      mobile: null,
      passwordHash: await passwords.hash(admin.password),
    });
    await adminsRepo.insert({
      accountId: a.id,
      name: 'School Office',
      email: 'office@demo.school',
      mobile: '9437000000',
    });
    for (const [login, role, table, col] of [
      [teacher, 'teacher', 'teachers', 'teacher_id'],
      [student, 'student', 'students', 'student_id'],
    ] as const) {
      const email = (await demoRepo.emailOf(table, col, login.id))!;
      await accountsRepo.insert({
        loginId: login.id,
        role,
        email,
        mobile: null,
        passwordHash: await passwords.hash(login.password),
      });
    }
    const guardianEmail = (await demoRepo.emailOf('guardians', 'guardian_id', parent.id))!;
    await accountsRepo.insert({
      loginId: parent.id,
      role: 'parent',
      email: guardianEmail,
      mobile: null,
      passwordHash: await passwords.hash(parent.password),
    });
  });
}

/**
 * A term of attendance in steps of about ATTENDANCE_ROWS_PER_STEP rows: each section's days in
 * slices, each slice its own batch transaction.
 */
async function seedAttendance(pupils: StudentSeed[], days: string[], log: (line: string) => void): Promise<void> {
  const sizes = new Map<string, number>();
  for (const p of pupils) sizes.set(`${p.class}${p.section}`, (sizes.get(`${p.class}${p.section}`) ?? 0) + 1);
  const steps = CLASSES.flatMap((cls) =>
    SECTIONS.flatMap((section) => {
      const perStep = Math.max(
        1,
        Math.floor(ATTENDANCE_ROWS_PER_STEP / Math.max(1, sizes.get(`${cls}${section}`) ?? 0)),
      );
      return Array.from({ length: Math.ceil(days.length / perStep) }, (_, i) => ({
        cls,
        section,
        days: days.slice(i * perStep, (i + 1) * perStep),
      }));
    }),
  );
  const report = progress('attendance', steps.length, 'steps (class, section, days)', log);
  for (const [i, step] of steps.entries()) {
    await batch(`attendance ${step.cls}${step.section}`, () =>
      demoRepo.generateAttendance(step.days, step.cls, step.section),
    );
    report(i + 1);
  }
}

/** Fills an empty database with a believable school of the given size, in batch steps, printing progress. */
export async function seedDemo(
  opts: { students: number; passwords: PasswordHashing; log?: (line: string) => void } & StorageSettings,
): Promise<SeedReport> {
  const started = performance.now();
  const log = opts.log ?? (() => undefined);
  if (!(await demoRepo.isEmpty()))
    throw new Error('The database already has teachers or students; the demo data fills an empty database only.');
  const { teachers, pupils, guardians } = makePeople(opts.students);
  await batch('demo teachers', async () => {
    await demoRepo.insertTeachers(teachers);
    await demoRepo.assignTeaching();
  });
  const people = progress('people', pupils.length + guardians.length, 'students and parents', log);
  for (let i = 0; i < pupils.length; i += BATCH) {
    await batch('demo students', () => demoRepo.insertStudents(pupils.slice(i, i + BATCH)));
    people(Math.min(i + BATCH, pupils.length));
  }
  for (let i = 0; i < guardians.length; i += BATCH) {
    await batch('demo parents', () => demoRepo.insertGuardians(guardians.slice(i, i + BATCH)));
    people(pupils.length + Math.min(i + BATCH, guardians.length));
  }
  log(`  ${teachers.length} teachers, ${pupils.length} students, ${guardians.length} parents`);
  await seedLogins(opts.passwords);
  const today = new Date();
  await batch('demo years', () =>
    demoRepo.insertYears(today.getUTCMonth() >= 3 ? today.getUTCFullYear() : today.getUTCFullYear() - 1),
  );
  log("  last school year and this one, with terms and last year's class lists");
  const days = schoolDays(120);
  await seedAttendance(pupils, days, log);
  log(`  attendance for ${days.length} school days`);
  // Unit Test 1 about three months ago, Half Yearly two, Unit Test 2 one; marks entered after each.
  const marks = progress('marks', EXAMS.length * CLASSES.length, 'exams of a class', log);
  for (const [i, exam] of EXAMS.entries()) {
    for (const cls of CLASSES) {
      await batch(`demo marks ${exam} ${cls}`, () => demoRepo.generateMarks(exam, i, 95 - i * 30, cls));
      marks(i * CLASSES.length + cls);
    }
  }
  // Date by date, class by class: receipts are numbered in that order, as one statement would.
  for (const [i, day] of [days[5], days[65]].entries()) {
    for (const cls of CLASSES) await batch(`demo fees ${cls}`, () => demoRepo.generateFees(day, i + 1, cls));
  }
  log(`  ${EXAMS.length} exams of marks, two fee payments per student`);
  await seedFees(log);
  await seedFiles(opts);
  await seedHomework(opts);
  await demoRepo.analyze();
  return {
    teachers: teachers.length,
    students: pupils.length,
    schoolDays: days.length,
    exams: EXAMS.length,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
