import { z } from 'zod';
import { isoDate, SUBJECT_CODE } from './fields';
import { msg } from './i18n/packed-text';
import type { ServerKey } from './i18n/keys';

// The school's setup as one document (GET and PUT /api/admin/setup): its profile, classes with
// their sections and subjects, gradings, and the current year's weekly offs and holidays. A PUT
// takes the whole document; docs/school-setup.md says how rows are matched, renamed and retired.

export const SETUP_LIMITS = {
  classes: 40,
  sections: 20,
  subjects: 30,
  gradings: 10,
  bands: 20,
  holidays: 120,
} as const;

const text = (key: ServerKey, max: number) =>
  z
    .string({ error: msg(key) })
    .trim()
    .min(1, msg(key))
    .max(max, msg(key));
const optionalText = (key: ServerKey, max: number) =>
  z
    .string({ error: msg(key) })
    .trim()
    .max(max, msg(key));
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: msg('setup.list') }).max(max, msg('setup.tooMany', { max }));

/** `5` and `"5"` name class 5; names are free otherwise ("LKG", "11 Science"). */
const className = z
  .union([z.string(), z.number()], { error: msg('setup.className') })
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1, msg('setup.className')).max(40, msg('setup.className')));
const sectionName = text('setup.sectionName', 20);
const subjectCode = z
  .string({ error: msg('setup.subjectCode') })
  .trim()
  .transform((v) => v.toLowerCase())
  .pipe(z.string().regex(SUBJECT_CODE, msg('setup.subjectCode')));
const gradingName = text('setup.gradingName', 60);
const retired = z.boolean().optional();

/** A section by its name, or with `was` (its name until now) to rename it, or retired. */
const SectionInput = z.preprocess(
  (v) => (typeof v === 'string' ? { name: v } : v),
  z.object({ name: sectionName, was: sectionName.optional(), retired }, { error: msg('setup.sectionName') }),
);

const subjectName = text('setup.subjectName', 60);
const otherName = subjectName.nullable().optional();
const SubjectInput = z.object({
  code: subjectCode,
  /** Its code until now: the subject keeps its records under the new code. */
  was: subjectCode.optional(),
  name: subjectName,
  name_or: otherName,
  name_hi: otherName,
  max_marks: z
    .number({ error: msg('setup.maxMarks') })
    .int(msg('setup.maxMarks'))
    .min(1, msg('setup.maxMarks'))
    .max(1000, msg('setup.maxMarks')),
  counts_in_total: z.boolean().optional(),
  choice_group: text('setup.choiceGroup', 40).nullable().optional(),
  retired,
});

const ClassInput = z.object({
  name: className,
  was: className.optional(),
  sections: list(SectionInput, SETUP_LIMITS.sections).min(1, msg('setup.oneSection')),
  subjects: list(SubjectInput, SETUP_LIMITS.subjects),
  grading: gradingName,
  retired,
});

const GradingInput = z.object({
  name: gradingName,
  was: gradingName.optional(),
  bands: list(
    z.object({
      grade: text('setup.gradeName', 10),
      // Stored to two decimals, as percentages are: 33.333 is the band of 33.33.
      min: z
        .number({ error: msg('setup.bandMin') })
        .min(0, msg('setup.bandMin'))
        .max(100, msg('setup.bandMin'))
        .transform((v) => Math.round(v * 100) / 100),
    }),
    SETUP_LIMITS.bands,
  ),
});

/**
 * The address people open (scheme, host and port): a trailing slash is dropped, and an empty
 * field clears it. Links in mails and letters start with it unless the server's APP_URL is set.
 */
const appUrl = z
  .string({ error: msg('setup.appUrl') })
  .trim()
  .transform((v) => v.replace(/\/+$/, ''))
  .pipe(
    z
      .string()
      .max(200, msg('setup.appUrl'))
      .regex(/^(https?:\/\/[^/?#\s]+)?$/i, msg('setup.appUrl')),
  )
  .transform((v) => v || null);

const ProfileInput = z.object({
  name: text('setup.schoolName', 200),
  address: optionalText('setup.address', 500),
  board: optionalText('setup.board', 100).optional(),
  affiliation_no: optionalText('setup.affiliation', 40).optional(),
  udise_code: z
    .string({ error: msg('setup.udise') })
    .trim()
    .regex(/^([0-9]{11})?$/, msg('setup.udise'))
    .optional(),
  /** Left out: kept as stored. */
  app_url: appUrl.nullable().optional(),
});

const HolidayInput = z.object({ date: isoDate('label.date'), name: text('setup.holidayName', 80) });

const key = (s: string) => s.toLowerCase();

/** Names must be unique (ignoring case) in their list, and a name renamed from at most once. */
function once<T>(
  items: T[],
  name: (t: T) => string,
  was: (t: T) => string | undefined,
  twice: (t: T) => string,
  ctx: z.RefinementCtx,
  path: (string | number)[],
) {
  const seen = new Set<string>();
  const renamed = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(key(name(item)))) ctx.addIssue({ code: 'custom', path: [...path, i], message: twice(item) });
    seen.add(key(name(item)));
    const from = was(item);
    if (from === undefined) return;
    if (renamed.has(key(from)))
      ctx.addIssue({ code: 'custom', path: [...path, i, 'was'], message: msg('setup.renamedTwice', { was: from }) });
    renamed.add(key(from));
  });
}

export const SetupInput = z
  .object({
    profile: ProfileInput,
    classes: list(ClassInput, SETUP_LIMITS.classes),
    gradings: list(GradingInput, SETUP_LIMITS.gradings).min(1, msg('setup.oneGrading')),
    holidays: list(HolidayInput, SETUP_LIMITS.holidays),
    /** ISO weekdays, 1 Monday ... 7 Sunday; left out, the year's stay as they are. */
    weekly_offs: list(
      z
        .number({ error: msg('setup.weekday') })
        .int(msg('setup.weekday'))
        .min(1, msg('setup.weekday'))
        .max(7, msg('setup.weekday')),
      7,
    )
      .refine((days) => new Set(days).size === days.length, msg('setup.weekday'))
      .optional(),
  })
  .superRefine((doc, ctx) => {
    once(
      doc.classes,
      (c) => c.name,
      (c) => c.was,
      (c) => msg('setup.classTwice', { class: c.name }),
      ctx,
      ['classes'],
    );
    doc.classes.forEach((c, i) => {
      once(
        c.sections,
        (s) => s.name,
        (s) => s.was,
        (s) => msg('setup.sectionTwice', { class: c.name, section: s.name }),
        ctx,
        ['classes', i, 'sections'],
      );
      once(
        c.subjects,
        (s) => s.code,
        (s) => s.was,
        (s) => msg('setup.subjectTwice', { class: c.name, subject: s.code }),
        ctx,
        ['classes', i, 'subjects'],
      );
      if (!doc.gradings.some((g) => key(g.name) === key(c.grading))) {
        ctx.addIssue({
          code: 'custom',
          path: ['classes', i, 'grading'],
          message: msg('setup.gradingUnknown', { class: c.name, grading: c.grading }),
        });
      }
    });
    once(
      doc.gradings,
      (g) => g.name,
      (g) => g.was,
      (g) => msg('setup.gradingTwice', { grading: g.name }),
      ctx,
      ['gradings'],
    );
    doc.gradings.forEach((g, i) => {
      const grades = new Set<string>();
      const mins = new Set<number>();
      for (const b of g.bands) {
        if (grades.has(b.grade))
          ctx.addIssue({
            code: 'custom',
            path: ['gradings', i, 'bands'],
            message: msg('setup.gradeTwice', { grading: g.name, grade: b.grade }),
          });
        if (mins.has(b.min))
          ctx.addIssue({
            code: 'custom',
            path: ['gradings', i, 'bands'],
            message: msg('setup.minTwice', { grading: g.name, min: b.min }),
          });
        grades.add(b.grade);
        mins.add(b.min);
      }
      if (!mins.has(0))
        ctx.addIssue({
          code: 'custom',
          path: ['gradings', i, 'bands'],
          message: msg('setup.bandFromZero', { grading: g.name }),
        });
    });
    const days = new Set<string>();
    doc.holidays.forEach((h, i) => {
      if (days.has(h.date))
        ctx.addIssue({
          code: 'custom',
          path: ['holidays', i, 'date'],
          message: msg('setup.holidayTwice', { date: h.date }),
        });
      days.add(h.date);
    });
  });
export type SetupInput = z.output<typeof SetupInput>;
export type ClassInput = SetupInput['classes'][number];
export type SubjectInput = ClassInput['subjects'][number];
export type SectionInput = ClassInput['sections'][number];
export type GradingInput = SetupInput['gradings'][number];

/** A section as GET answers it: its name, or an object when it is retired. */
export type SetupSection = string | { name: string; retired: true };

export interface SetupSubject {
  code: string;
  name: string;
  name_or: string | null;
  name_hi: string | null;
  max_marks: number;
  counts_in_total: boolean;
  choice_group: string | null;
  retired?: true;
}

export interface SetupClass {
  name: string;
  sections: SetupSection[];
  subjects: SetupSubject[];
  grading: string;
  retired?: true;
}

export interface SetupGrading {
  name: string;
  bands: { grade: string; min: number }[];
}

export interface SetupProfile {
  name: string;
  address: string;
  board: string;
  affiliation_no: string;
  udise_code: string;
  logo_file_id: number | null;
  /** The address people open, as saved here; null until chosen. */
  app_url: string | null;
}

/** GET /api/admin/setup. `year` is the current academic year the holidays belong to. */
export interface SetupDocument {
  profile: SetupProfile;
  classes: SetupClass[];
  gradings: SetupGrading[];
  holidays: { date: string; name: string }[];
  weekly_offs: number[];
  year: { id: number; name: string; starts_on: string; ends_on: string } | null;
  /** When the setup was last saved; null until its first save (a new school is led to it then). */
  saved_at: string | null;
  /** The server's APP_URL when it is set: it wins over the profile's, which the screen then only shows. */
  app_url_from_server: string | null;
}

export const TEMPLATE_KEYS = ['standard', 'odisha', 'cbse', 'empty'] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/** GET /api/admin/setup/templates: each one's document is ready to PUT as it is. */
export interface SetupTemplate {
  key: TemplateKey;
  name: string;
  document: SetupDocument;
}

/**
 * GET /api/classes (admins and teachers): the setup's classes in their order, retired ones
 * marked, each section with how many pupils it has; the forms' class and section options.
 */
export interface ClassPlace {
  name: string;
  retired?: true;
  sections: { name: string; retired?: true; students: number }[];
}
