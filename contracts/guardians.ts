import { z } from 'zod';
import type { Section } from './enums';
import { email, mobile, trimmed } from './fields';

export const RELATIONS = ['father', 'mother', 'guardian'] as const;
export type Relation = (typeof RELATIONS)[number];

export const MAX_GUARDIANS = 4;

/**
 * What the admin chose for a guardian who shares an email or mobile with a known guardian but
 * differs otherwise: link the known guardian as they are, or add a new guardian (who then needs
 * contact details of their own). Without a choice such an entry is refused, never applied.
 */
export const GUARDIAN_MATCH_CHOICES = ['link', 'new'] as const;
export type GuardianMatchChoice = (typeof GUARDIAN_MATCH_CHOICES)[number];
export const guardianMatchChoice = z.enum(GUARDIAN_MATCH_CHOICES, { error: 'Choose link or new for a guardian who matches a known guardian.' });

export const GuardianInput = z.object({
  /**
   * The student's guardian this entry corrects (the edit form sends it back): their details,
   * email and mobile included, are then changed on purpose. Without it an entry is matched.
   */
  guardian_id: z.string().trim().max(32, 'ID must be at most 32 characters.').optional(),
  name: trimmed("Guardian's name"),
  relation: z.enum(RELATIONS, { error: 'Relation must be father, mother or guardian.' }),
  email,
  mobile,
  /** Whether they agreed to be messaged (absence notices). */
  notify: z.boolean({ error: 'Say whether this guardian agrees to be messaged.' }).default(false),
  match: guardianMatchChoice.optional(),
});
export type GuardianInput = z.infer<typeof GuardianInput>;

const lower = (s: string) => s.toLowerCase();

// A student's guardians: the same person twice in one list is a typing mistake, not a link.
export const GuardianList = z
  .array(GuardianInput)
  .max(MAX_GUARDIANS, `A student can have at most ${MAX_GUARDIANS} guardians.`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((g, i) => {
      for (const key of [`e:${lower(g.email)}`, `m:${g.mobile}`]) {
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, key.startsWith('e') ? 'email' : 'mobile'], message: 'This guardian is listed twice.' });
        seen.add(key);
      }
    });
  });

/** A guardian as GET /api/admin/Students?student_id= answers them. */
export interface Guardian {
  guardian_id: string;
  name: string;
  relation: Relation;
  email: string;
  mobile: string;
  notify: boolean;
}

/** A field of a guardian that identifies them or names them. */
export type GuardianDifference = 'name' | 'email' | 'mobile';

/**
 * A guardian entry (at `index`) that matched a known guardian by email or mobile with other
 * details differing: the 409 of the student's save lists each, with the known guardian as they are.
 */
export interface GuardianMatch {
  index: number;
  guardian_id: string;
  name: string;
  email: string;
  mobile: string;
  differences: GuardianDifference[];
}

/** One of the signed-in parent's children (GET /api/parent/children). */
export interface Child {
  student_id: string;
  name: string;
  class: number;
  section: Section;
  relation: Relation;
}

export const ChildQuery = z.object({
  student_id: z.string({ error: 'Choose a child.' }).trim().min(1, 'Choose a child.').max(32, 'Student ID must be at most 32 characters.'),
});

/** What a parent may not open: another family's child. */
export const OWN_CHILDREN_ONLY = 'You can only view the records of your own children.';
