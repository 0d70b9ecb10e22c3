import type { ImportHeader, ImportKind } from '@contracts/imports';
import { IMPORT_FIELDS } from '@contracts/imports';

/** "Father's Name", "father_name" and "FATHER NAME" are one header: case, spaces and punctuation do not count. */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

// Other names schools give the same columns, by their key.
const ALIASES: Record<ImportKind, Record<string, string>> = {
  students: {
    id: 'student_id',
    rollno: 'student_id',
    admissionno: 'student_id',
    studentname: 'name',
    fullname: 'name',
    dateofbirth: 'dob',
    birthdate: 'dob',
    grade: 'class',
    fathersname: 'father_name',
    father: 'father_name',
    mothersname: 'mother_name',
    mother: 'mother_name',
    emailaddress: 'email',
    studentemail: 'email',
    mobileno: 'mobile',
    phone: 'mobile',
    phoneno: 'mobile',
    parentemail: 'guardian_email',
    parentmobile: 'guardian_mobile',
    guardianphone: 'guardian_mobile',
    parentname: 'guardian_name',
    relation: 'guardian_relation',
    relationship: 'guardian_relation',
  },
  teachers: {
    id: 'teacher_id',
    teachername: 'name',
    fullname: 'name',
    emailaddress: 'email',
    mobileno: 'mobile',
    phone: 'mobile',
    joiningdate: 'joining_date',
    dateofjoining: 'joining_date',
    joined: 'joining_date',
  },
};

/**
 * The field each column fills: the request's own mapping first, then what an admin mapped
 * before (`remembered`, by header key), then the field's name and its aliases. A field taken by
 * an earlier column is not filled twice.
 */
export function matchHeaders(
  kind: ImportKind,
  headers: string[],
  remembered: Map<string, string>,
  mapping: Record<string, string>,
): ImportHeader[] {
  const fields = new Set(IMPORT_FIELDS[kind]);
  const byKey = new Map<string, string>([
    ...[...fields].map((f): [string, string] => [headerKey(f), f]),
    ...Object.entries(ALIASES[kind]),
  ]);
  const requested = new Map(Object.entries(mapping).map(([h, f]) => [headerKey(h), f]));
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = headerKey(header);
    const candidate = requested.get(key) ?? remembered.get(key) ?? byKey.get(key);
    const field = candidate && fields.has(candidate) && !taken.has(candidate) ? candidate : null;
    if (field) taken.add(field);
    return { header, field };
  });
}
