import { z } from 'zod';
import { email, mobile, trimmed } from './fields';
import { GUARDIAN_MATCH_CHOICES, RELATIONS } from './guardians';
import { StudentInput } from './students';
import { TeacherInput } from './teachers';

export const IMPORT_KINDS = ['students', 'teachers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Said by the server to an upload without a file, and by the import screen before sending one. */
export const CHOOSE_FILE = 'Please choose a file to import.';

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

const optionalId = z.string().trim().max(32, 'ID must be at most 32 characters.').optional();

/** A student's own fields as a spreadsheet gives them (guardians come as the columns below). */
export const StudentRowFields = StudentInput.omit({ guardians: true });

// A row is checked by the same schema as the form, plus the spreadsheet's own columns: the ID
// that matches an existing record, and one guardian. The guardian is named by the relation:
// the father's or mother's name of the row unless guardian_name says otherwise.
export const StudentImportRow = StudentRowFields.extend({
  student_id: optionalId,
  guardian_email: email.optional(),
  guardian_mobile: mobile.optional(),
  guardian_name: trimmed("Guardian's name").optional(),
  guardian_relation: z.enum(RELATIONS, { error: 'Guardian relation must be father, mother or guardian.' }).optional(),
  // The admin's choice for a guardian who matches a known one by email or mobile (see GuardianInput).
  guardian_match: z.enum(GUARDIAN_MATCH_CHOICES, { error: 'Guardian match must be link or new.' }).optional(),
}).superRefine((row, ctx) => {
  const given = row.guardian_email || row.guardian_mobile || row.guardian_name || row.guardian_relation;
  if (!given) return;
  if (!row.guardian_email) ctx.addIssue({ code: 'custom', path: ['guardian_email'], message: "Give the guardian's email with their other details." });
  if (!row.guardian_mobile) ctx.addIssue({ code: 'custom', path: ['guardian_mobile'], message: "Give the guardian's mobile with their other details." });
  if (row.guardian_relation === 'guardian' && !row.guardian_name) ctx.addIssue({ code: 'custom', path: ['guardian_name'], message: "Give the guardian's name when the relation is guardian." });
});
export type StudentImportRow = z.infer<typeof StudentImportRow>;

export const TeacherImportRow = TeacherInput.extend({ teacher_id: optionalId });
export type TeacherImportRow = z.infer<typeof TeacherImportRow>;

/** The template's columns, in order: every field a row may fill. */
export const IMPORT_FIELDS: Record<ImportKind, readonly string[]> = {
  students: ['student_id', ...Object.keys(StudentRowFields.shape), 'guardian_email', 'guardian_mobile', 'guardian_name', 'guardian_relation', 'guardian_match'],
  teachers: ['teacher_id', ...Object.keys(TeacherInput.shape)],
};

/** The multipart text fields beside `file`: dry_run=1, and a JSON object mapping unknown headers to fields. */
export const ImportOptions = z.object({
  dry_run: z.enum(['0', '1', 'true', 'false'], { error: 'dry_run must be 1 or 0.' }).optional(),
  mapping: z
    .string()
    .max(8000, 'The mapping is too long.')
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
      ctx.addIssue({ code: 'custom', message: 'The mapping must be a JSON object of header to field names.' });
      return z.NEVER;
    }),
});
export type ImportOptions = z.output<typeof ImportOptions>;

export const ImportKindParams = z.object({ kind: z.enum(IMPORT_KINDS, { error: 'Import students or teachers.' }) });
