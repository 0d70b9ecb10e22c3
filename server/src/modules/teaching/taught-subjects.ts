import { teachingName } from '@contracts/exam-subjects';
import { msg } from '@contracts/i18n/packed-text';
import { placeLabel, type TeachingInput } from '@contracts/teaching';
import { AppError } from '../../core/errors';
import { classRules } from '../setup/class-rules';

// A teacher may be given any subject of the class's setup (docs/school-setup.md): named as
// teachers' records name it (Math, Sanskrit) or by its code (sanskrit), in any case. It is stored
// by that name, the one the teaching policy compares a mark's subject with. A subject the
// teacher already holds there stays allowed after the setup retires it.

type Taught = TeachingInput['subjects'][number];

export async function settleTaughtSubjects(input: TeachingInput, held: readonly Taught[]): Promise<TeachingInput> {
  const setup = await classRules.inUse(input.subjects.map((s) => s.class));
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const subjects = input.subjects.map((s, i) => {
    const wanted = s.subject.toLowerCase();
    const cls = setup.get(s.class);
    const found =
      cls?.subjects.find((x) => x.code === wanted || teachingName(x).toLowerCase() === wanted) ??
      held.find((h) => h.class === s.class && h.section === s.section && h.subject.toLowerCase() === wanted);
    if (!found) {
      fields[`subjects.${i}.subject`] = msg('teaching.notASubject', {
        subject: s.subject,
        class: cls?.name ?? s.class,
      });
      return s;
    }
    const subject = 'code' in found ? teachingName(found) : found.subject;
    const key = `${placeLabel(s)} ${subject}`;
    if (seen.has(key)) fields[`subjects.${i}`] = msg('teaching.listedTwice', { subject, place: placeLabel(s) });
    seen.add(key);
    return { ...s, subject };
  });
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, first, { fields });
  return { ...input, subjects };
}
