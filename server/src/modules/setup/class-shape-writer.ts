import { msg, ref } from '@contracts/i18n/packed-text';
import type { ClassInput, SubjectInput } from '@contracts/setup';
import { SUBJECT_FIELDS, type SubjectField } from '@contracts/grades';
import { subjectLabel } from '@contracts/marks';
import { teachingName } from '@contracts/exam-subjects';
import type { MessageValues, ServerKey } from '@contracts/i18n/keys';
import { AppError } from '../../core/errors';
import { type ClassRow, classShapeRepo, type SectionRow, type SubjectRow } from './class-shape.repo';
import { type RecordKind, setupRecordsRepo } from './setup-records.repo';
import { legacyLink, matchRows } from './setup-plan';

// Writes the classes of a setup document, with their sections and subjects: first every check
// (renames of rows that exist, no drop of anything with records), then the writes, so a refused
// document changes nothing even before the transaction rolls back.

const badRename = (key: ServerKey, values: MessageValues, field: string) => {
  const message = msg(key, values);
  return new AppError(400, message, { fields: { [field]: message } });
};

/** 409 naming what would be dropped and the first kind of record it has. */
const hasRecords = (key: ServerKey, kind: RecordKind, named: { class: string; section?: string; subject?: string }) =>
  new AppError(409, msg(key, { ...named, records: ref(`setup.part.${kind}` as ServerKey) }), {
    ...named,
    records: kind,
  });

const LEGACY_CLASS = /^(10|[1-9])$/;

/** A new section's records carry its name, or (a renamed section holding that name) the first free `name~n`. */
function sectionLink(name: string, held: ReadonlySet<string>): string {
  let link = name;
  for (let n = 2; held.has(link); n++) link = `${name.slice(0, 10)}~${n}`;
  return link;
}
const isField = (code: string): code is SubjectField => (SUBJECT_FIELDS as readonly string[]).includes(code);

interface Stored {
  classes: ClassRow[];
  sections: SectionRow[];
  subjects: SubjectRow[];
}

const load = async (): Promise<Stored> => ({
  classes: await classShapeRepo.classes(),
  sections: await classShapeRepo.sections(),
  subjects: await classShapeRepo.subjects(),
});

const withKey = <T extends { name: string }>(rows: T[]) => rows.map((r) => ({ ...r, key: r.name }));
const sectionsOf = (classId: number | undefined, s: Stored) =>
  withKey(s.sections.filter((x) => x.class_id === classId));
const subjectsOf = (classId: number | undefined, s: Stored) =>
  s.subjects.filter((x) => x.class_id === classId).map((r) => ({ ...r, key: r.code }));

function planClass(input: ClassInput, index: number, row: ClassRow | null, stored: Stored) {
  const sections = matchRows(
    sectionsOf(row?.id, stored),
    input.sections.map((s) => ({ ...s, key: s.name })),
  );
  const wrongSection = sections.unknown[0];
  if (wrongSection)
    throw badRename(
      'setup.noSectionToRename',
      { class: input.name, was: wrongSection.was! },
      `classes.${index}.sections`,
    );
  const subjects = matchRows(
    subjectsOf(row?.id, stored),
    input.subjects.map((s) => ({ ...s, key: s.code })),
  );
  const wrongSubject = subjects.unknown[0];
  if (wrongSubject)
    throw badRename(
      'setup.noSubjectToRename',
      { class: input.name, was: wrongSubject.was! },
      `classes.${index}.subjects`,
    );
  return { input, row, sections, subjects };
}
type ClassPlan = ReturnType<typeof planClass>;

async function refuseDroppingRecords(droppedClasses: ClassRow[], plans: ClassPlan[]): Promise<void> {
  for (const c of droppedClasses) {
    const kind = c.legacy_class === null ? null : await setupRecordsRepo.ofClass(c.legacy_class);
    if (kind) throw hasRecords('setup.classHasRecords', kind, { class: c.name });
  }
  for (const { row, sections, subjects } of plans) {
    if (row?.legacy_class == null) continue;
    for (const s of sections.dropped) {
      const kind =
        s.legacy_section === null ? null : await setupRecordsRepo.ofSection(row.legacy_class, s.legacy_section);
      if (kind) throw hasRecords('setup.sectionHasRecords', kind, { class: row.name, section: s.name });
    }
    for (const s of subjects.dropped) {
      // One of the six is found by its marks column's code and the spec's label; another subject
      // (Sanskrit) by its own code and the name teachers' records give it.
      const field = s.legacy_field;
      const kind =
        field !== null && isField(field)
          ? await setupRecordsRepo.ofSubject(row.legacy_class, field, subjectLabel(field))
          : await setupRecordsRepo.ofSubject(row.legacy_class, s.code, teachingName(s));
      if (kind) throw hasRecords('setup.subjectHasRecords', kind, { class: row.name, subject: s.code });
    }
  }
}

const subjectWrite = (s: SubjectInput, position: number, row: SubjectRow | null) => ({
  position,
  code: s.code,
  name: s.name,
  // Left out of the document, the stored value stays (a new subject takes the default).
  name_or: s.name_or === undefined ? (row?.name_or ?? null) : s.name_or,
  name_hi: s.name_hi === undefined ? (row?.name_hi ?? null) : s.name_hi,
  max_marks: s.max_marks,
  counts_in_total: s.counts_in_total ?? row?.counts_in_total ?? true,
  choice_group: s.choice_group === undefined ? (row?.choice_group ?? null) : s.choice_group,
  retired: s.retired ?? false,
});

async function writeSections(classId: number, m: ClassPlan['sections']): Promise<void> {
  await classShapeRepo.deleteSections(m.dropped.map((s) => s.id));
  const held = new Set(m.pairs.flatMap((p) => (p.row?.legacy_section ? [p.row.legacy_section] : [])));
  for (const [position, { item, row }] of m.pairs.entries()) {
    const s = { position, name: item.name, retired: item.retired ?? false };
    if (row) {
      await classShapeRepo.updateSection(row.id, s);
      continue;
    }
    const link = sectionLink(item.name, held);
    held.add(link);
    await classShapeRepo.insertSection(classId, s, link);
  }
}

async function writeSubjects(classId: number, legacyClass: number | null, m: ClassPlan['subjects']): Promise<void> {
  await classShapeRepo.deleteSubjects(m.dropped.map((s) => s.id));
  const held = new Set(m.pairs.flatMap((p) => (p.row?.legacy_field ? [p.row.legacy_field] : [])));
  for (const [position, { item, row }] of m.pairs.entries()) {
    const s = subjectWrite(item, position, row);
    if (row) {
      await classShapeRepo.updateSubject(row.id, s);
      continue;
    }
    const link = legacyLink(legacyClass !== null && isField(item.code) ? item.code : null, held);
    if (link) held.add(link);
    await classShapeRepo.insertSubject(classId, s, link);
  }
}

/** `gradingIds`: each grading's id by its name in lower case. */
export async function writeClasses(
  classes: readonly ClassInput[],
  gradingIds: ReadonlyMap<string, number>,
): Promise<void> {
  const stored = await load();
  const matched = matchRows(
    withKey(stored.classes),
    classes.map((c, index) => ({ ...c, key: c.name, index })),
  );
  const wrong = matched.unknown[0];
  if (wrong) throw badRename('setup.noClassToRename', { was: wrong.was! }, `classes.${wrong.index}.was`);
  const plans = matched.pairs.map(({ item, row }) => planClass(item, item.index, row, stored));
  await refuseDroppingRecords(matched.dropped, plans);

  await classShapeRepo.deleteClasses(matched.dropped.map((c) => c.id));
  const held = new Set(plans.flatMap((p) => (p.row?.legacy_class ? [p.row.legacy_class] : [])));
  for (const [position, plan] of plans.entries()) {
    const c = {
      position,
      name: plan.input.name,
      retired: plan.input.retired ?? false,
      grading_id: gradingIds.get(plan.input.grading.toLowerCase())!,
    };
    let id = plan.row?.id;
    let legacy = plan.row?.legacy_class ?? null;
    if (id === undefined) {
      // Classes 1-10 keep the number their records have always carried; any other takes a new one.
      legacy =
        legacyLink(LEGACY_CLASS.test(c.name) ? Number(c.name) : null, held) ?? (await classShapeRepo.newClassNumber());
      held.add(legacy);
      id = await classShapeRepo.insertClass(c, legacy);
    } else await classShapeRepo.updateClass(id, c);
    await writeSections(id, plan.sections);
    await writeSubjects(id, legacy, plan.subjects);
  }
}
