import { z } from 'zod';
import { SetupInput, type SetupDocument } from '@contracts/setup';

// The setup screen edits the document in a shape a form can hold: every row an object with its
// flags as booleans, empty text for "none", and rows marked `removed` rather than taken out, so a
// 409 can be shown beside the row it names with the offer to retire it instead. `toDocument`
// turns it back into the contract's document; the form is checked by the contract itself.

export interface FormSection {
  name: string;
  was?: string;
  retired: boolean;
  removed: boolean;
}
export interface FormSubject {
  code: string;
  was?: string;
  name: string;
  name_or: string;
  name_hi: string;
  max_marks: number;
  counts_in_total: boolean;
  choice_group: string;
  retired: boolean;
  removed: boolean;
}
export interface FormClass {
  name: string;
  was?: string;
  grading: string;
  retired: boolean;
  removed: boolean;
  sections: FormSection[];
  subjects: FormSubject[];
}
export interface FormGrading {
  name: string;
  was?: string;
  bands: { grade: string; min: number }[];
}
export interface SetupForm {
  profile: {
    name: string;
    address: string;
    board: string;
    affiliation_no: string;
    udise_code: string;
    app_url: string;
  };
  classes: FormClass[];
  gradings: FormGrading[];
  holidays: { date: string; name: string }[];
  /** Checked weekdays as the checkboxes give them ("1" Monday ... "7" Sunday). */
  weekly_offs: string[];
}

/**
 * The form of a document. `stored` says the rows are the school's saved ones: each remembers its
 * name as `was`, so a rename keeps the row's records. A template's rows are not stored yet.
 */
export function toForm(doc: SetupDocument, stored: boolean, origin = ''): SetupForm {
  const was = (name: string) => (stored ? { was: name } : {});
  return {
    profile: {
      name: doc.profile.name,
      address: doc.profile.address,
      board: doc.profile.board,
      affiliation_no: doc.profile.affiliation_no,
      udise_code: doc.profile.udise_code,
      // Until one is saved, the address this browser used: the admin corrects it if families open another.
      app_url: doc.app_url_from_server ?? doc.profile.app_url ?? origin,
    },
    classes: doc.classes.map((c) => ({
      name: c.name,
      ...was(c.name),
      grading: c.grading,
      retired: Boolean(c.retired),
      removed: false,
      sections: c.sections.map((s) =>
        typeof s === 'string'
          ? { name: s, ...was(s), retired: false, removed: false }
          : { name: s.name, ...was(s.name), retired: true, removed: false },
      ),
      subjects: c.subjects.map((s) => ({
        code: s.code,
        ...was(s.code),
        name: s.name,
        name_or: s.name_or ?? '',
        name_hi: s.name_hi ?? '',
        max_marks: s.max_marks,
        counts_in_total: s.counts_in_total,
        choice_group: s.choice_group ?? '',
        retired: Boolean(s.retired),
        removed: false,
      })),
    })),
    gradings: doc.gradings.map((g) => ({ name: g.name, ...was(g.name), bands: g.bands.map((b) => ({ ...b })) })),
    holidays: doc.holidays.map((h) => ({ ...h })),
    weekly_offs: doc.weekly_offs.map(String),
  };
}

const same = (a: string, b: string | undefined) => b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();
/** `was` only when the name changed: an unchanged row is matched by its name. */
const renamed = (name: string, was: string | undefined) => (was === undefined || same(name, was) ? {} : { was });
const retiredFlag = (retired: boolean) => (retired ? { retired: true } : {});
const orNull = (s: string) => (s.trim() === '' ? null : s);
/** A number field left empty reads as NaN: sent as it is, the contract names the field. */
const kept = <T extends { removed: boolean }>(rows: T[]) => rows.filter((r) => !r.removed);

/** The contract's document of the form's values: removed rows left out, so the server drops them. */
export function toDocument(form: SetupForm) {
  return {
    profile: form.profile,
    classes: kept(form.classes).map((c) => ({
      name: c.name,
      ...renamed(c.name, c.was),
      grading: c.grading,
      ...retiredFlag(c.retired),
      sections: kept(c.sections).map((s) => ({ name: s.name, ...renamed(s.name, s.was), ...retiredFlag(s.retired) })),
      subjects: kept(c.subjects).map((s) => ({
        code: s.code,
        ...renamed(s.code, s.was),
        name: s.name,
        name_or: orNull(s.name_or),
        name_hi: orNull(s.name_hi),
        max_marks: s.max_marks,
        counts_in_total: s.counts_in_total,
        choice_group: orNull(s.choice_group),
        ...retiredFlag(s.retired),
      })),
    })),
    gradings: form.gradings.map((g) => ({ name: g.name, ...renamed(g.name, g.was), bands: g.bands })),
    holidays: form.holidays,
    weekly_offs: form.weekly_offs.map(Number).sort((a, b) => a - b),
  };
}

/** The form's schema: the contract's, over the document the form's values make. */
export const SetupFormSchema = z.preprocess((v) => toDocument(v as SetupForm), SetupInput) as unknown as z.ZodType<
  SetupInput,
  SetupForm
>;

/** Where a 409 (the body names `class` and its `section` or `subject`) points in the form. */
export function conflictPath(form: SetupForm, body: Record<string, unknown> | null): string | null {
  const name = body?.class;
  if (typeof name !== 'string' && typeof name !== 'number') return null;
  const ci = form.classes.findIndex((c) => same(String(name), c.name) || same(String(name), c.was));
  if (ci < 0) return null;
  const c = form.classes[ci];
  if (typeof body?.section === 'string') {
    const si = c.sections.findIndex((s) => same(body.section as string, s.name) || same(body.section as string, s.was));
    return si < 0 ? null : `classes.${ci}.sections.${si}`;
  }
  if (typeof body?.subject === 'string') {
    const si = c.subjects.findIndex((s) => same(body.subject as string, s.code) || same(body.subject as string, s.was));
    return si < 0 ? null : `classes.${ci}.subjects.${si}`;
  }
  return `classes.${ci}`;
}

export const emptySubject = (): FormSubject => ({
  code: '',
  name: '',
  name_or: '',
  name_hi: '',
  max_marks: 100,
  counts_in_total: true,
  choice_group: '',
  retired: false,
  removed: false,
});
export const emptySection = (name = ''): FormSection => ({ name, retired: false, removed: false });
