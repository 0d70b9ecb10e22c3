import type { Section } from '@contracts/enums';
import type { RosterGuardianLink, RosterPerson, RosterTerm, RosterYear } from './oneroster.repo';

/**
 * The OneRoster 1.1 CSV bulk files as rows of named columns, every column of the
 * specification in its order. Bulk mode: `status` and `dateLastModified` stay blank.
 * sourcedIds come from our own stable keys, so the same record has the same one in every export.
 */
export type Row = Record<string, string>;
export interface RosterFile {
  name: string;
  columns: readonly string[];
  rows: Row[];
}

export const COLUMNS = {
  'orgs.csv': ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
  'academicSessions.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'type',
    'startDate',
    'endDate',
    'parentSourcedId',
    'schoolYear',
  ],
  'courses.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'schoolYearSourcedId',
    'title',
    'courseCode',
    'grades',
    'orgSourcedId',
    'subjects',
    'subjectCodes',
  ],
  'classes.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'grades',
    'courseSourcedId',
    'classCode',
    'classType',
    'location',
    'schoolSourcedId',
    'termSourcedIds',
    'subjects',
    'subjectCodes',
    'periods',
  ],
  'users.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'enabledUser',
    'orgSourcedIds',
    'role',
    'username',
    'userIds',
    'givenName',
    'familyName',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
  ],
  'enrollments.csv': [
    'sourcedId',
    'status',
    'dateLastModified',
    'classSourcedId',
    'schoolSourcedId',
    'userSourcedId',
    'role',
    'primary',
    'beginDate',
    'endDate',
  ],
} as const;

const BULK_FILES = ['academicSessions', 'classes', 'courses', 'enrollments', 'orgs', 'users'];
const ABSENT_FILES = [
  'categories',
  'classResources',
  'courseResources',
  'demographics',
  'lineItems',
  'resources',
  'results',
];

const ORG = 'org-school';
export const grade = (cls: number) => String(cls).padStart(2, '0');
const yearSid = (id: number) => `year-${id}`;
const termSid = (id: number) => `term-${id}`;
const courseSid = (cls: number) => `course-${grade(cls)}`;
const classSid = (cls: number, section: Section) => `class-${grade(cls)}-${section}`;
const userSid = (role: 'student' | 'teacher' | 'guardian', id: string) => `${role}-${id}`;

/** "Asha Rani Rao": given "Asha", family "Rani Rao"; a one-word name is both. */
function splitName(name: string): { givenName: string; familyName: string } {
  const [given, ...rest] = name.trim().split(/\s+/);
  return { givenName: given, familyName: rest.length ? rest.join(' ') : given };
}

const blank = (columns: readonly string[], values: Row): Row =>
  Object.fromEntries(columns.map((c) => [c, values[c] ?? '']));

export function rosterFiles(
  school: string,
  data: {
    years: RosterYear[];
    terms: RosterTerm[];
    students: RosterPerson[];
    teachers: RosterPerson[];
    guardianLinks: RosterGuardianLink[];
  },
  today: string,
): RosterFile[] {
  // Classes need a session: the current year's terms, else the current year, else a school
  // year made from today's date when the school has set none up yet.
  const years = data.years.length
    ? data.years
    : [
        {
          id: 0,
          name: `${today.slice(0, 4)}`,
          starts_on: `${today.slice(0, 4)}-01-01`,
          ends_on: `${today.slice(0, 4)}-12-31`,
          is_current: true,
        },
      ];
  const current = years.find((y) => y.is_current) ?? years[years.length - 1];
  const currentTerms = data.terms.filter((t) => t.year_id === current.id);
  const classTerms = (currentTerms.length ? currentTerms.map((t) => termSid(t.id)) : [yearSid(current.id)]).join(',');

  const sessions = [
    ...years.map((y) => ({
      sourcedId: yearSid(y.id),
      title: y.name,
      type: 'schoolYear',
      startDate: y.starts_on,
      endDate: y.ends_on,
      schoolYear: y.ends_on.slice(0, 4),
    })),
    ...data.terms.map((t) => {
      const year = years.find((y) => y.id === t.year_id)!;
      return {
        sourcedId: termSid(t.id),
        title: t.name,
        type: 'term',
        startDate: t.starts_on,
        endDate: t.ends_on,
        parentSourcedId: yearSid(t.year_id),
        schoolYear: year.ends_on.slice(0, 4),
      };
    }),
  ];

  const sections = [
    ...new Map(
      data.students.map((s) => [classSid(s.class, s.section!), { cls: s.class, section: s.section! }]),
    ).values(),
  ].sort((a, b) => a.cls - b.cls || a.section.localeCompare(b.section));
  const classesUsed = [...new Set(sections.map((c) => c.cls))];
  const courses = classesUsed.map((cls) => ({
    sourcedId: courseSid(cls),
    schoolYearSourcedId: yearSid(current.id),
    title: `Class ${cls}`,
    courseCode: `CLASS-${grade(cls)}`,
    grades: grade(cls),
    orgSourcedId: ORG,
  }));
  const classes = sections.map(({ cls, section }) => ({
    sourcedId: classSid(cls, section),
    title: `Class ${cls}${section}`,
    grades: grade(cls),
    courseSourcedId: courseSid(cls),
    classCode: `${cls}${section}`,
    classType: 'homeroom',
    schoolSourcedId: ORG,
    termSourcedIds: classTerms,
  }));

  // A student's agents are their guardians; a guardian's agents are their children.
  const agents = new Map<string, string[]>();
  const addAgent = (of: string, agent: string) => agents.set(of, [...(agents.get(of) ?? []), agent]);
  for (const l of data.guardianLinks) {
    addAgent(userSid('student', l.student_id), userSid('guardian', l.id));
    addAgent(userSid('guardian', l.id), userSid('student', l.student_id));
  }
  const person = (
    role: 'student' | 'teacher' | 'guardian',
    p: Omit<RosterPerson, 'class' | 'section'> & { class?: number },
    rosterRole: string = role,
  ): Row => ({
    sourcedId: userSid(role, p.id),
    enabledUser: 'true',
    orgSourcedIds: ORG,
    role: rosterRole,
    username: p.id,
    identifier: p.id,
    ...splitName(p.name),
    email: p.email,
    phone: p.mobile,
    agentSourcedIds: (agents.get(userSid(role, p.id)) ?? []).join(','),
    grades: role === 'student' ? grade(p.class!) : '',
  });
  // OneRoster's roles: a father or mother is a "parent", anyone else looking after a child a "guardian".
  const guardians = [...new Map(data.guardianLinks.map((l) => [l.id, l])).values()].sort((a, b) =>
    a.id.localeCompare(b.id),
  );
  const isParent = new Set(data.guardianLinks.filter((l) => l.relation !== 'guardian').map((l) => l.id));
  const users = [
    ...data.students.map((s) => person('student', s)),
    ...data.teachers.map((t) => person('teacher', t)),
    ...guardians.map((g) => person('guardian', g, isParent.has(g.id) ? 'parent' : 'guardian')),
  ];

  const enrollments = [
    ...data.students.map((s) => ({
      sourcedId: `enr-${classSid(s.class, s.section!)}-${userSid('student', s.id)}`,
      classSourcedId: classSid(s.class, s.section!),
      schoolSourcedId: ORG,
      userSourcedId: userSid('student', s.id),
      role: 'student',
      primary: 'false',
    })),
    // A teacher's record names a class, not a section: they teach each of its sections.
    ...data.teachers.flatMap((t) =>
      sections
        .filter((c) => c.cls === t.class)
        .map((c) => ({
          sourcedId: `enr-${classSid(c.cls, c.section)}-${userSid('teacher', t.id)}`,
          classSourcedId: classSid(c.cls, c.section),
          schoolSourcedId: ORG,
          userSourcedId: userSid('teacher', t.id),
          role: 'teacher',
          primary: 'true',
        })),
    ),
  ];

  const file = (name: keyof typeof COLUMNS, rows: Row[]): RosterFile => ({
    name,
    columns: COLUMNS[name],
    rows: rows.map((r) => blank(COLUMNS[name], r)),
  });
  const manifest: RosterFile = {
    name: 'manifest.csv',
    columns: ['propertyName', 'value'],
    rows: [
      ['manifest.version', '1.0'],
      ['oneroster.version', '1.1'],
      ...[...BULK_FILES.map((f) => [`file.${f}`, 'bulk']), ...ABSENT_FILES.map((f) => [`file.${f}`, 'absent'])].sort(
        (a, b) => a[0].localeCompare(b[0]),
      ),
      ['source.systemName', school],
      ['source.systemCode', 'school-management'],
    ].map(([propertyName, value]) => ({ propertyName, value })),
  };
  return [
    manifest,
    file('orgs.csv', [{ sourcedId: ORG, name: school, type: 'school', identifier: 'SCHOOL' }]),
    file('academicSessions.csv', sessions),
    file('courses.csv', courses),
    file('classes.csv', classes),
    file('users.csv', users),
    file('enrollments.csv', enrollments),
  ];
}
