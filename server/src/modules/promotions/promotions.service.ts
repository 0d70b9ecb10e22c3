import type { Section } from '@contracts/enums';
import type { PromotionClassQuery, PromotionInput, PromotionPreview } from '@contracts/promotions';
import { isUniqueViolation } from '../../db/pg-errors';
import { batch } from '../../db/batch';
import { AppError, notFound } from '../../core/errors';
import { schoolEvents } from '../../core/school-events';
import { loginAccounts } from '../account/login-accounts';
import { rosterService } from '../roster/roster.service';
import { classPlaces } from '../setup/class-places';
import { yearsRepo } from '../years/years.repo';
import type { PromotionBackup } from './backup-hook';
import { classLadder, type Rung } from './class-ladder.repo';
import { countActions, proposal, target } from './promotion-plan';
import { type Move, promotionsRepo } from './promotions.repo';
import { msg, ref, sentences, type TextRef, unpack } from '@contracts/i18n/packed-text';

/** "S1: why. S2: why.": each student's refusal, a catalogue text, in a row. */
const problemList = (problems: Record<string, string>): TextRef | string => {
  const all = sentences(
    Object.entries(problems).map(([id, why]) => msg('promotions.problem', { id, why: unpack(why) ?? why })),
  );
  return unpack(all) ?? all;
};

const DEFAULT_REASON = 'Left at the end of the year.';

async function requireYear(id: number) {
  const year = await yearsRepo.get(id);
  if (!year)
    throw new AppError(404, msg('record.notFound', { what: ref('record.year') }), {
      fields: { year_id: msg('record.notFound', { what: ref('record.year') }) },
    });
  return year;
}

/** "Class 8C" for the spec's classes and sections, "Class LKG D" for others (the texts write {class}{section}). */
const placeArgs = (rung: Rung) => ({
  class: rung.label,
  section: typeof rung.label === 'number' && rung.sectionName.length === 1 ? rung.sectionName : ` ${rung.sectionName}`,
});

/** The class and section the setup names (400 for a name it lacks), on its ladder of classes. */
async function rungOf(q: Pick<PromotionClassQuery, 'class' | 'section'>): Promise<Rung> {
  const place = await classPlaces.resolve(q.class, q.section);
  return classLadder.rung(place.class, place.section!);
}

export const promotionsService = {
  /** The class on the roll now, each student with the proposed action, and the counts. */
  async preview(q: PromotionClassQuery): Promise<PromotionPreview> {
    await requireYear(q.year_id);
    const rung = await rungOf(q);
    const students = proposal(rung, await rosterService.ofClass(rung.class, rung.section as Section));
    const next = rung.next && { class: rung.next.label, sections: rung.next.sections.map((s) => s.name) };
    return {
      year_id: q.year_id,
      class: rung.label,
      section: rung.section,
      next,
      counts: countActions(students),
      students,
    };
  },

  /**
   * Applies the admin's choices for every student of the class in one transaction, recording
   * each student's class and section for the year. The list must be the class as it is now.
   * A class of a large school is hundreds of rows with their history: batch work's limits.
   */
  async apply(input: PromotionInput, accountId: number, backup: PromotionBackup) {
    const year = await requireYear(input.year_id);
    const rung = await rungOf(input);
    const place = { class: rung.class, section: rung.section as Section };
    // One backup, before the year's first class is promoted: the school as the year left it.
    // Each class's promotion has its own undo; a whole backup per class (30 for a year-end, each
    // minutes long in a school of 20,000) would keep the admin waiting past what a browser waits.
    if (!(await promotionsRepo.anyInYear(input.year_id)))
      await backup.take(`year-end promotions of ${year.name}, from class ${rung.name} ${rung.sectionName}`);
    try {
      return await batch(`promotion of class ${rung.name} ${rung.sectionName}`, async () => {
        const roll = await promotionsRepo.lockRoll(place.class, place.section);
        const chosen = new Map(input.students.map((c) => [c.student_id.toLowerCase(), c]));
        const missing = roll.filter((s) => !chosen.has(s.student_id.toLowerCase())).map((s) => s.student_id);
        const extra = input.students
          .filter((c) => !roll.some((s) => s.student_id.toLowerCase() === c.student_id.toLowerCase()))
          .map((c) => c.student_id);
        if (missing.length || extra.length || chosen.size !== input.students.length) {
          const ids = [...missing, ...extra].join(', ');
          throw new AppError(409, ids ? msg('promotions.changedIds', { ids }) : msg('promotions.changed'));
        }
        const problems: Record<string, string> = {};
        const moves: Move[] = [];
        for (const s of roll) {
          const c = chosen.get(s.student_id.toLowerCase())!;
          const t = target(rung, c);
          if (typeof t === 'string') {
            problems[s.student_id] = t;
            continue;
          }
          const status = c.action === 'withdraw' ? 'withdrawn' : c.action === 'graduate' ? 'graduated' : 'active';
          const withdrawn = c.action === 'withdraw';
          moves.push({
            student_id: s.student_id,
            action: c.action,
            from_class: s.class,
            from_section: s.section,
            ...t,
            to_status: status,
            withdrawn_on: withdrawn ? year.ends_on : null,
            reason: withdrawn ? (c.reason ?? DEFAULT_REASON) : null,
          });
        }
        if (Object.keys(problems).length)
          throw new AppError(400, msg('promotions.nothingChanged', { problems: problemList(problems) }), {
            students: problems,
          });
        const id = await promotionsRepo.insert(input.year_id, place.class, place.section, accountId);
        const yearChanged = await promotionsRepo.applyMoves(id, input.year_id, moves);
        for (const m of moves) if (m.to_status === 'withdrawn') await loginAccounts.endSessions(m.student_id);
        await schoolEvents.emit('promoted', {
          year_id: input.year_id,
          moves: moves.map((m) => ({
            student_id: m.student_id,
            to_class: m.to_class,
            to_status: m.to_status,
            withdrawn_on: m.withdrawn_on,
          })),
          year_changed: yearChanged,
        });
        const message = msg('promotions.done', placeArgs(rung));
        return { message, id, counts: countActions(moves) };
      });
    } catch (err) {
      if (isUniqueViolation(err, 'promotions_once_per_year'))
        throw new AppError(409, msg('promotions.already', { ...placeArgs(rung), year: year.name }));
      throw err;
    }
  },

  /** Undoes a promotion as a whole, while every student is still where it put them. */
  undo: (id: number) =>
    batch(`undo of promotion ${id}`, async () => {
      const promotion = await promotionsRepo.lock(id);
      if (!promotion) throw notFound('record.promotion');
      const changed = await promotionsRepo.changedSince(id);
      if (changed.length) {
        throw new AppError(409, msg('promotions.cannotUndo', { ids: changed.map((c) => c.student_id).join(', ') }));
      }
      const back = await promotionsRepo.undo(id);
      await schoolEvents.emit('promotionUndone', { year_id: promotion.year_id, student_ids: back });
      return { students: back.length };
    }),

  list: (yearId?: number) => promotionsRepo.list(yearId ?? null),

  /** Who was in a class (and section) of the setup in a year; 400 for a class it lacks. */
  async classList(yearId: number, cls: string | number, section?: string) {
    const place = await classPlaces.filter({ class: cls, section });
    return promotionsRepo.classList(yearId, place.class!, place.section ?? null);
  },
};
