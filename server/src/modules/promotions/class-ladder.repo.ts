import type { ClassLabel } from '@contracts/promotions';
import { queryOne } from '../../db/pool';

/** A section of a setup class: its name and the value its records carry (migration 078). */
export interface LadderSection {
  name: string;
  section: string;
}

/**
 * A class and section on the setup's ladder of classes: where its pupils go at the year's end.
 * `next` is the next class in the setup's order that takes pupils (retired classes are skipped,
 * as they take no new records), with its open sections; null for the last class, which graduates.
 */
export interface Rung {
  class: number;
  label: ClassLabel;
  name: string;
  section: string;
  sectionName: string;
  next: { class: number; label: ClassLabel; name: string; sections: LadderSection[] } | null;
}

// The label follows class_label(): the spec's number for 1-10, the setup's name otherwise.
const LADDER = `
  SELECT c.legacy_class AS class, c.name, coalesce(s.name, $2) AS section_name,
         (SELECT json_build_object('class', n.legacy_class, 'name', n.name, 'sections', coalesce((
                   SELECT json_agg(json_build_object('name', ns.name, 'section', ns.legacy_section) ORDER BY ns.position)
                     FROM class_sections ns WHERE ns.class_id = n.id AND NOT ns.retired), '[]'))
            FROM school_classes n
           WHERE n.position > c.position AND NOT n.retired AND n.legacy_class IS NOT NULL
           ORDER BY n.position LIMIT 1) AS next
    FROM school_classes c LEFT JOIN class_sections s ON s.class_id = c.id AND s.legacy_section = $2
   WHERE c.legacy_class = $1`;

const labelOf = (cls: number, name: string): ClassLabel => (cls >= 1 && cls <= 10 ? cls : name);

interface LadderRow {
  class: number;
  name: string;
  section_name: string;
  next: { class: number; name: string; sections: LadderSection[] } | null;
}

export const classLadder = {
  /** The rung of a class and section as records carry them (classPlaces.resolve's answer). */
  async rung(cls: number, section: string): Promise<Rung> {
    const row = await queryOne<LadderRow>(LADDER, [cls, section]);
    // A class its records name but the setup lost cannot be: the setup keeps a class with records.
    const found = row ?? { class: cls, name: String(cls), section_name: section, next: null };
    return {
      class: found.class,
      label: labelOf(found.class, found.name),
      name: found.name,
      section,
      sectionName: found.section_name,
      next: found.next && { ...found.next, label: labelOf(found.next.class, found.next.name) },
    };
  },
};
