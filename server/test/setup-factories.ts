import type supertest from 'supertest';
import type { SetupClass, SetupDocument } from '@contracts/setup';
import { query } from '../src/db/pool';

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
