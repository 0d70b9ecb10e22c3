import { z } from 'zod';
import type { Section } from './enums';
import { mobile, optionalEmail, trimmed } from './fields';
import { msg, ref } from './i18n/packed-text';

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
export const guardianMatchChoice = z.enum(GUARDIAN_MATCH_CHOICES, { error: msg('guardian.matchChoice') });

export const GuardianInput = z.object({
  /**
   * The student's guardian this entry corrects (the edit form sends it back): their details,
   * email and mobile included, are then changed on purpose. Without it an entry is matched.
   */
  guardian_id: z
    .string()
    .trim()
    .max(32, msg('field.maxChars', { label: ref('label.id'), max: 32 }))
    .optional(),
  name: trimmed('label.guardianName'),
  relation: z.enum(RELATIONS, { error: msg('guardian.relation') }),
  /** Blank for a guardian known by a mobile alone: their messages go by SMS. */
  email: optionalEmail,
  mobile,
  /** Whether they agreed to be messaged (absence notices). */
  notify: z.boolean({ error: msg('guardian.notify') }).default(false),
  match: guardianMatchChoice.optional(),
});
export type GuardianInput = z.infer<typeof GuardianInput>;

const lower = (s: string) => s.toLowerCase();

// A student's guardians: the same person twice in one list is a typing mistake, not a link.
export const GuardianList = z
  .array(GuardianInput)
  .max(MAX_GUARDIANS, msg('guardian.tooMany', { max: MAX_GUARDIANS }))
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((g, i) => {
      for (const key of [...(g.email ? [`e:${lower(g.email)}`] : []), `m:${g.mobile}`]) {
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [i, key.startsWith('e') ? 'email' : 'mobile'],
            message: msg('guardian.listedTwice'),
          });
        seen.add(key);
      }
    });
  });

/** A guardian as GET /api/admin/Students?student_id= answers them. */
export interface Guardian {
  guardian_id: string;
  name: string;
  relation: Relation;
  /** null: known by a mobile alone. */
  email: string | null;
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
  email: string | null;
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
  student_id: z
    .string({ error: msg('family.chooseChild') })
    .trim()
    .min(1, msg('family.chooseChild'))
    .max(32, msg('field.maxChars', { label: ref('label.studentId'), max: 32 })),
});

/** What a parent may not open: another family's child. */
export const OWN_CHILDREN_ONLY = msg('family.ownChildren');
