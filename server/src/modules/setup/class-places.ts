import { msg } from '@contracts/i18n/packed-text';
import { AppError } from '../../core/errors';
import { queryOne } from '../../db/pool';

// A class and section named as the school's setup names them ("LKG", "11 Science", a section D)
// turned into the values its records carry (the setup's links: 1-10 and A-C for today's shape,
// a number from 11 and the section's name for the others; migration 078). A name matches
// ignoring case; a number 1-10 (or "5") also finds the class linked to it after a rename, as the
// spec's client knows only numbers. A name the setup does not have is a 400 on that field.

export interface RecordPlace {
  class: number;
  section?: string;
}

interface Found {
  class: number;
  class_name: string;
  section: string | null;
}

const FIND = `
  SELECT c.legacy_class AS class, c.name AS class_name, s.legacy_section AS section
    FROM school_classes c
    LEFT JOIN LATERAL (
      SELECT legacy_section FROM class_sections
       WHERE class_id = c.id AND (name_key = lower($2) OR legacy_section = $2)
       ORDER BY name_key = lower($2) DESC LIMIT 1
    ) s ON true
   WHERE c.legacy_class IS NOT NULL
     AND (c.name_key = lower($1) OR ($1 ~ '^(10|[1-9])$' AND c.legacy_class::text = $1))
   ORDER BY c.name_key = lower($1) DESC
   LIMIT 1`;

const ANY_SECTION = 'SELECT 1 FROM class_sections WHERE name_key = lower($1) OR legacy_section = $1 LIMIT 1';

const refuse = (field: string, message: string) => new AppError(400, message, { fields: { [field]: message } });

async function find(cls: string | number, section?: string): Promise<Found> {
  const name = String(cls).trim();
  const found = await queryOne<Found>(FIND, [name, section ?? '']);
  if (!found) throw refuse('class', msg('setup.noSuchClass', { class: name }));
  return found;
}

export const classPlaces = {
  /** The record values of a setup class and (when named) one of its sections; 400 for a name it lacks. */
  async resolve(cls: string | number, section?: string): Promise<RecordPlace> {
    const found = await find(cls, section);
    if (section === undefined) return { class: found.class };
    if (found.section === null)
      throw refuse('section', msg('setup.noSuchSection', { class: found.class_name, section }));
    return { class: found.class, section: found.section };
  },

  /**
   * A list's class and section filters, each optional: an unknown class is a 400, a section the
   * class lacks finds nobody (the filters are chosen apart), a section alone is any class's.
   */
  async filter(place: { class?: string | number; section?: string }): Promise<{ class?: number; section?: string }> {
    if (place.class === undefined) {
      if (place.section !== undefined && !(await queryOne(ANY_SECTION, [place.section])))
        throw refuse('section', msg('setup.noSuchSectionAnywhere', { section: place.section }));
      return { section: place.section };
    }
    const found = await find(place.class, place.section);
    return { class: found.class, section: place.section === undefined ? undefined : (found.section ?? place.section) };
  },
};
