import { randomUUID } from 'node:crypto';
import type { Section } from '@contracts/enums';
import { makeStudent } from './factories';

export interface TestStudent {
  student_id: string;
  name: string;
  class: number;
  section: Section;
}

/**
 * A few students in one class and section, named with a tag of their own: the database is
 * shared by every test file, so a test looks only at the students it made.
 */
export async function makeClassOf(count: number, cls = 7, section: Section = 'B'): Promise<TestStudent[]> {
  const tag = randomUUID().slice(0, 6);
  const students: TestStudent[] = [];
  for (let i = 0; i < count; i++) {
    const name = `Pupil ${tag} ${String(i + 1).padStart(2, '0')}`;
    const s = await makeStudent({ name, class: cls, section });
    students.push({ student_id: s.student_id, name, class: cls, section });
  }
  return students;
}

/** The past few days are always valid attendance dates; each call gives a different one. */
let dayOffset = 0;
export function pastDate(): string {
  dayOffset += 1;
  return new Date(Date.now() - (1 + (dayOffset % 3000)) * 86_400_000).toISOString().slice(0, 10);
}

export function futureDate(days = 2): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
