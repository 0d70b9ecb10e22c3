import type supertest from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import type { SetupClass, SetupDocument } from '@contracts/setup';
import { query, queryOne } from '../src/db/pool';
import { signedIn } from './factories';
import type { TestContext } from './test-app';

// A test file's own school setup (issue 30), arranged through PUT /api/admin/setup as an admin
// would, and put back as found when the file ends: the setup database is shared by the setup
// suites one file after another, and the first-run test reads a setup never saved.

type Agent = ReturnType<typeof supertest.agent>;

export interface ArrangedSetup {
  /** The setup as the file found it. */
  before: SetupDocument;
  /** Puts the setup back as found (call after removing the records of the classes the file added). */
  restore(): Promise<void>;
}

/** Saves `change(setup as found)`; throws with the server's answer when it is refused. */
export async function arrangeSetup(
  admin: Agent,
  change: (doc: SetupDocument) => SetupDocument,
): Promise<ArrangedSetup> {
  const before: SetupDocument = (await admin.get('/api/admin/setup').expect(200)).body;
  const put = await admin.put('/api/admin/setup').send(change(before));
  if (put.status !== 200) throw new Error(`setup refused: ${put.status} ${put.text}`);
  return {
    before,
    async restore() {
      const back = await admin.put('/api/admin/setup').send(before);
      if (back.status !== 200) throw new Error(`setup not put back: ${back.status} ${back.text}`);
      await query('UPDATE school_profile SET saved_at = $1', [before.saved_at ?? null]);
    },
  };
}

/** A class of the setup with these sections and no subjects, graded by the setup's first scheme. */
export const setupClass = (doc: SetupDocument, name: string, sections: string[]): SetupClass => ({
  name,
  sections,
  subjects: [],
  grading: doc.gradings[0]!.name,
});

/** The setup with classes added before and after its own (e.g. LKG first, "11 Science" last). */
export const withClasses =
  (first: { name: string; sections: string[] }[], last: { name: string; sections: string[] }[] = []) =>
  (doc: SetupDocument): SetupDocument => ({
    ...doc,
    classes: [
      ...first.map((c) => setupClass(doc, c.name, c.sections)),
      ...doc.classes,
      ...last.map((c) => setupClass(doc, c.name, c.sections)),
    ],
  });

/**
 * For a test file on the 'setup' database: the school's setup has LKG (sections A and D, with
 * English) and "11 Science" (section A) beside classes 1-10, saved before the file's tests and put
 * back after them, with the current year as found (fee tests make a year of their own current).
 */
export function withLkgAndScience(ctx: TestContext): { admin: () => Agent } {
  let admin: Agent;
  let arranged: ArrangedSetup;
  let currentYear: number | undefined;

  beforeAll(async () => {
    admin = (await signedIn(ctx, 'admin')).agent;
    currentYear = (await queryOne<{ id: number }>('SELECT id FROM academic_years WHERE is_current'))?.id;
    arranged = await arrangeSetup(admin, (doc) => {
      const changed = withClasses(
        [{ name: 'LKG', sections: ['A', 'D'] }],
        [{ name: '11 Science', sections: ['A'] }],
      )(doc);
      changed.classes[0] = {
        ...changed.classes[0]!,
        subjects: [
          {
            code: 'english',
            name: 'English',
            name_or: null,
            name_hi: null,
            max_marks: 50,
            counts_in_total: true,
            choice_group: null,
          },
        ],
      };
      return changed;
    });
  });

  afterAll(async () => {
    // In two steps: a school has one current year at any moment (academic_years_one_current).
    await query('UPDATE academic_years SET is_current = false WHERE is_current');
    if (currentYear !== undefined)
      await query('UPDATE academic_years SET is_current = true WHERE id = $1', [currentYear]);
    // Records of the new classes go first: the setup refuses to drop a class that has some.
    await query(
      `DELETE FROM fee_structures WHERE class > 10; DELETE FROM assignments WHERE class > 10;
       DELETE FROM class_teachers WHERE class > 10; DELETE FROM teaching_subjects WHERE class > 10;
       DELETE FROM fees WHERE class > 10; DELETE FROM notices WHERE class > 10; DELETE FROM timetables WHERE class > 10;
       DELETE FROM students WHERE class > 10`,
    );
    await arranged.restore();
  });

  return { admin: () => admin };
}
