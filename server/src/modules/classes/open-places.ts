import { msg } from '@contracts/i18n/packed-text';
import { AppError } from '../../core/errors';
import { query } from '../../db/pool';

// A class or section with records is retired rather than deleted (issue 30): it keeps its
// records and shows them, but takes no new ones. Whatever makes a new record in a class or
// section (a pupil, an exam, a marks record) asks here first, so the refusal is the same 409
// everywhere and names the place as the school's setup does.

interface PlaceState {
  class_name: string;
  class_retired: boolean;
  section_name: string | null;
  section_retired: boolean | null;
}

export const openPlaces = {
  /** Refuses (409) a new record in a retired class, or in a retired section of it when one is named. */
  async assertOpen(cls: number, section?: string | null): Promise<void> {
    const [place] = await query<PlaceState>(
      `SELECT c.name AS class_name, c.retired AS class_retired, s.name AS section_name, s.retired AS section_retired
         FROM school_classes c LEFT JOIN class_sections s ON s.class_id = c.id AND s.legacy_section = $2
        WHERE c.legacy_class = $1`,
      [cls, section ?? null],
    );
    if (!place) return;
    if (place.class_retired) throw new AppError(409, msg('setup.classRetired', { class: place.class_name }));
    if (place.section_retired)
      throw new AppError(409, msg('setup.sectionRetired', { class: place.class_name, section: place.section_name! }));
  },
};
