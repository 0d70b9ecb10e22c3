import { msg } from '@contracts/i18n/packed-text';
import type { SetupClass, SetupDocument, SetupInput, SetupTemplate } from '@contracts/setup';
import type { AcademicYear } from '@contracts/years';
import { transaction } from '../../db/pool';
import type { Config } from '../../core/config';
import { AppError } from '../../core/errors';
import { yearsRepo } from '../years/years.repo';
import { classShapeRepo } from './class-shape.repo';
import { writeClasses } from './class-shape-writer';
import { gradingsRepo } from './gradings.repo';
import { holidaysRepo } from '../years/holidays.repo';
import { profileRepo } from './profile.repo';
import { matchRows } from './setup-plan';
import { SETUP_TEMPLATES } from './setup-templates';

// The school's setup, read and saved as one document (see contracts/setup.ts). The holidays and
// weekly offs are the current academic year's.

async function classesOf(): Promise<SetupClass[]> {
  const [classes, sections, subjects] = [
    await classShapeRepo.classes(),
    await classShapeRepo.sections(),
    await classShapeRepo.subjects(),
  ];
  return classes.map((c) => ({
    name: c.name,
    sections: sections
      .filter((s) => s.class_id === c.id)
      .map((s) => (s.retired ? { name: s.name, retired: true as const } : s.name)),
    subjects: subjects
      .filter((s) => s.class_id === c.id)
      .map(({ code, name, name_or, name_hi, max_marks, counts_in_total, choice_group, retired }) => ({
        code,
        name,
        name_or,
        name_hi,
        max_marks,
        counts_in_total,
        choice_group,
        ...(retired ? { retired: true as const } : {}),
      })),
    grading: c.grading,
    ...(c.retired ? { retired: true as const } : {}),
  }));
}

/** What the server's settings add to the document: the school's name until one is saved, and APP_URL. */
export type SetupSettings = Pick<Config, 'schoolName' | 'appUrl' | 'appUrlSet'>;

async function read(settings: SetupSettings): Promise<SetupDocument> {
  const { saved_at, ...profile } = (await profileRepo.get())!;
  const year = (await yearsRepo.current()) ?? null;
  return {
    profile: { ...profile, name: profile.name ?? settings.schoolName },
    classes: await classesOf(),
    gradings: (await gradingsRepo.list()).map(({ name, bands }) => ({ name, bands })),
    holidays: year ? await holidaysRepo.list(year.id) : [],
    weekly_offs: year ? await holidaysRepo.weeklyOffs(year.id) : [],
    year: year && { id: year.id, name: year.name, starts_on: year.starts_on, ends_on: year.ends_on },
    saved_at: saved_at && new Date(saved_at).toISOString(),
    app_url_from_server: settings.appUrlSet ? settings.appUrl : null,
  };
}

/** Holidays belong to the current year and fall inside it. */
function checkHolidays(doc: SetupInput, year: AcademicYear | null): void {
  if (!doc.holidays.length) return;
  if (!year) throw new AppError(409, msg('setup.noCurrentYear'));
  const i = doc.holidays.findIndex((h) => h.date < year.starts_on || h.date > year.ends_on);
  if (i < 0) return;
  const message = msg('setup.holidayOutside', {
    date: doc.holidays[i].date,
    year: year.name,
    from: year.starts_on,
    to: year.ends_on,
  });
  throw new AppError(400, message, { fields: { [`holidays.${i}.date`]: message } });
}

/** Each grading's id by its name in lower case; renamed (`was`) or matched by name, else new. */
async function writeGradings(doc: SetupInput): Promise<Map<string, number>> {
  const matched = matchRows(
    (await gradingsRepo.list()).map((g) => ({ ...g, key: g.name })),
    doc.gradings.map((g, index) => ({ ...g, key: g.name, index })),
  );
  const wrong = matched.unknown[0];
  if (wrong) {
    const message = msg('setup.noGradingToRename', { was: wrong.was! });
    throw new AppError(400, message, { fields: { [`gradings.${wrong.index}.was`]: message } });
  }
  const ids = new Map<string, number>();
  for (const { item, row } of matched.pairs) {
    const id = row ? row.id : await gradingsRepo.insert(item.name);
    if (row) await gradingsRepo.rename(id, item.name);
    await gradingsRepo.replaceBands(id, item.bands);
    ids.set(item.name.toLowerCase(), id);
  }
  return ids;
}

export const setupService = {
  read,

  async save(doc: SetupInput, settings: SetupSettings): Promise<SetupDocument> {
    await transaction(async () => {
      await profileRepo.lock();
      const year = (await yearsRepo.current()) ?? null;
      checkHolidays(doc, year);
      const gradingIds = await writeGradings(doc);
      await writeClasses(doc.classes, gradingIds);
      await gradingsRepo.deleteOthers([...gradingIds.values()]);
      await profileRepo.update(doc.profile);
      if (!year) return;
      await holidaysRepo.replace(year.id, doc.holidays);
      if (doc.weekly_offs) await holidaysRepo.setWeeklyOffs(year.id, doc.weekly_offs);
    });
    return read(settings);
  },

  /** Each template as a document to PUT: its classes and gradings, the school's own profile and days off. */
  async templates(settings: SetupSettings): Promise<SetupTemplate[]> {
    const current = await read(settings);
    return SETUP_TEMPLATES.map(({ key, name, classes, gradings }) => ({
      key,
      name,
      document: { ...current, classes, gradings },
    }));
  },
};
