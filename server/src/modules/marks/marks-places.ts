import type { Section } from '@contracts/enums';
import { classPlaces } from '../setup/class-places';

// The marks module takes a class and section as the school's setup names them (LKG, D; 5 or "5"
// for class 5) and works on the values its records store (the setup's links, migration 078).

/** An input whose class (and section) are the stored values of the named ones. */
export type Placed<T extends { class: string | number }> = Omit<T, 'class' | 'section'> & {
  class: number;
  section?: Section;
};

/** The input with its class and section (when named) looked up; 400 for a name the setup lacks. */
export async function placed<T extends { class: string | number; section?: string }>(input: T): Promise<Placed<T>> {
  const place = await classPlaces.resolve(input.class, input.section);
  // A section other than A-C is stored by its name ("D"): the Section type is still the spec's three.
  return { ...input, class: place.class, section: place.section as Section | undefined };
}

/** A list's class and section filters looked up (see classPlaces.filter). */
export async function placeFilter(f: {
  class?: string | number;
  section?: string;
}): Promise<{ class?: number; section?: Section }> {
  const place = await classPlaces.filter(f);
  return { class: place.class, section: place.section as Section | undefined };
}
