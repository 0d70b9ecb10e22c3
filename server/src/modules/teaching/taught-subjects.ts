import { teachingName } from '@contracts/exam-subjects';
import { msg } from '@contracts/i18n/packed-text';
import { type Place, type StoredTeaching, type TeachingInput } from '@contracts/teaching';
import { placeLabel } from '@contracts/place-label';
import { AppError } from '../../core/errors';
import { classPlaces } from '../setup/class-places';
import { classRules } from '../setup/class-rules';

// A teacher may be given any class and section of the school's setup by its name (LKG D), stored
// as the setup's links (classPlaces), and any subject of that class's setup (docs/school-setup.md):
// named as teachers' records name it (Math, Sanskrit) or by its code (sanskrit), in any case. It
// is stored by that name, the one the teaching policy compares a mark's subject with. A subject
// the teacher already holds there stays allowed after the setup retires it.

export type PlacedTeaching = StoredTeaching;
type Stored = StoredTeaching['subjects'][number];
type Named = { class: string | number; section: string };

/** The stored place of a row, its 400 naming the row's own field (subjects.2.class). */
async function placeOf(p: Named, at: string): Promise<Place> {
  try {
    return (await classPlaces.resolve(p.class, p.section)) as Place;
  } catch (err) {
    if (!(err instanceof AppError) || !err.extra.fields) throw err;
    const fields = Object.fromEntries(
      Object.entries(err.extra.fields as Record<string, string>).map(([k, v]) => [`${at}${k}`, v]),
    );
    throw new AppError(err.status, err.message, { fields });
  }
}

async function placed(input: TeachingInput): Promise<PlacedTeaching> {
  const subjects: Stored[] = [];
  for (const [i, s] of input.subjects.entries())
    subjects.push({ ...(await placeOf(s, `subjects.${i}.`)), subject: s.subject });
  const home = input.class_teacher;
  return { subjects, class_teacher: home ? await placeOf(home, 'class_teacher.') : null };
}

export async function settleTaughtSubjects(sent: TeachingInput, held: readonly Stored[]): Promise<PlacedTeaching> {
  const input = await placed(sent);
  const setup = await classRules.inUse(input.subjects.map((s) => s.class));
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const subjects = input.subjects.map((s, i) => {
    const wanted = s.subject.toLowerCase();
    const cls = setup.get(s.class);
    const found =
      cls?.subjects.find((x) => x.code === wanted || teachingName(x).toLowerCase() === wanted) ??
      held.find((h) => h.class === s.class && h.section === s.section && h.subject.toLowerCase() === wanted);
    const named = { class: cls?.name ?? s.class, section: s.section };
    if (!found) {
      fields[`subjects.${i}.subject`] = msg('teaching.notASubject', { subject: s.subject, class: named.class });
      return s;
    }
    const subject = 'code' in found ? teachingName(found) : found.subject;
    const key = `${placeLabel(s)} ${subject}`;
    if (seen.has(key)) fields[`subjects.${i}`] = msg('teaching.listedTwice', { subject, place: placeLabel(named) });
    seen.add(key);
    return { ...s, subject };
  });
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, first, { fields });
  return { ...input, subjects };
}
