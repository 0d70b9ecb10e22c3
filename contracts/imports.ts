import { z } from 'zod';
import { email, mobile, trimmed } from './fields';
import { GUARDIAN_MATCH_CHOICES, RELATIONS } from './guardians';
import { StudentInput } from './students';
import { TeacherInput } from './teachers';
import { msg, ref } from './i18n/packed-text';

export const IMPORT_KINDS = ['students', 'teachers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Said by the server to an upload without a file, and by the import screen before sending one. */
export const CHOOSE_FILE = msg('import.chooseFile');

/** The import screen's first step: what the file holds, and the file (its rows are the server's to check). */
export const ImportChoice = z.object({
  kind: z.enum(IMPORT_KINDS),
  file: z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File, CHOOSE_FILE),
});
export type ImportChoice = z.output<typeof ImportChoice>;

/** One problem of one spreadsheet row (row 1 is the header line, as a spreadsheet numbers it). */
export interface ImportProblem {
  row: number;
  field: string;
  message: string;
}

export interface ImportHeader {
  header: string;
  /** The field the column fills, or null when it is not known (the column is ignored). */
  field: string | null;
}

export interface ImportResult {
  inserted: number;
  updated: number;
  unchanged: number;
  errors: ImportProblem[];
  headers: ImportHeader[];
}

const optionalId = z
  .string()
  .trim()
  .max(32, msg('field.maxChars', { label: ref('label.id'), max: 32 }))
  .optional();

/** A student's own fields as a spreadsheet gives them (guardians come as the columns below). */
export const StudentRowFields = StudentInput.omit({ guardians: true });

// A row is checked by the same schema as the form, plus the spreadsheet's own columns: the ID
// that matches an existing record, and one guardian. The guardian is named by the relation:
// the father's or mother's name of the row unless guardian_name says otherwise. A guardian needs
// a mobile; the email may be blank (known by a mobile alone: their messages go by SMS).
export const StudentImportRow = StudentRowFields.extend({
  student_id: optionalId,
  guardian_email: email.optional(),
  guardian_mobile: mobile.optional(),
  guardian_name: trimmed('label.guardianName').optional(),
  guardian_relation: z.enum(RELATIONS, { error: msg('guardian.importRelation') }).optional(),
  // The admin's choice for a guardian who matches a known one by email or mobile (see GuardianInput).
  guardian_match: z.enum(GUARDIAN_MATCH_CHOICES, { error: msg('guardian.matchColumn') }).optional(),
}).superRefine((row, ctx) => {
  const given = row.guardian_email || row.guardian_mobile || row.guardian_name || row.guardian_relation;
  if (!given) return;
  if (!row.guardian_mobile)
    ctx.addIssue({ code: 'custom', path: ['guardian_mobile'], message: msg('guardian.giveMobile') });
  if (row.guardian_relation === 'guardian' && !row.guardian_name)
    ctx.addIssue({ code: 'custom', path: ['guardian_name'], message: msg('guardian.giveName') });
});
export type StudentImportRow = z.infer<typeof StudentImportRow>;

export const TeacherImportRow = TeacherInput.extend({ teacher_id: optionalId });
export type TeacherImportRow = z.infer<typeof TeacherImportRow>;

/** The template's columns, in order: every field a row may fill. */
export const IMPORT_FIELDS: Record<ImportKind, readonly string[]> = {
  students: [
    'student_id',
    ...Object.keys(StudentRowFields.shape),
    'guardian_email',
    'guardian_mobile',
    'guardian_name',
    'guardian_relation',
    'guardian_match',
  ],
  teachers: ['teacher_id', ...Object.keys(TeacherInput.shape)],
};

/** The multipart text fields beside `file`: dry_run=1, and a JSON object mapping unknown headers to fields. */
export const ImportOptions = z.object({
  dry_run: z.enum(['0', '1', 'true', 'false'], { error: msg('import.dryRun') }).optional(),
  mapping: z
    .string()
    .max(8000, msg('import.mappingLong'))
    .optional()
    .transform((s, ctx) => {
      if (!s) return {};
      try {
        const parsed: unknown = JSON.parse(s);
        const result = z.record(z.string().max(100), z.string().max(40)).safeParse(parsed);
        if (result.success) return result.data;
      } catch {
        // falls through to the message below
      }
      ctx.addIssue({ code: 'custom', message: msg('import.mappingShape') });
      return z.NEVER;
    }),
});
export type ImportOptions = z.output<typeof ImportOptions>;

export const ImportKindParams = z.object({ kind: z.enum(IMPORT_KINDS, { error: msg('import.kind') }) });
