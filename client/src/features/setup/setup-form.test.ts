import { describe, expect, it } from 'vitest';
import type { SetupDocument } from '@contracts/setup';
import { conflictPath, SetupFormSchema, toDocument, toForm } from './setup-form';

const doc: SetupDocument = {
  profile: {
    name: 'Sunrise School',
    address: '',
    board: '',
    affiliation_no: '',
    udise_code: '',
    logo_file_id: null,
    app_url: null,
  },
  classes: [
    {
      name: '5',
      grading: 'A1-E',
      sections: ['A', { name: 'B', retired: true }],
      subjects: [
        {
          code: 'hindi',
          name: 'Hindi',
          name_or: null,
          name_hi: 'हिन्दी',
          max_marks: 100,
          counts_in_total: true,
          choice_group: null,
        },
      ],
    },
  ],
  gradings: [
    {
      name: 'A1-E',
      bands: [
        { grade: 'A1', min: 90 },
        { grade: 'E', min: 0 },
      ],
    },
  ],
  holidays: [],
  weekly_offs: [7],
  year: null,
  saved_at: null,
  app_url_from_server: null,
};

describe('the setup form', () => {
  it('gives back the document it was made from, with no renames', () => {
    const out = SetupFormSchema.parse(toForm(doc, true));
    expect(out.classes[0]).toMatchObject({ name: '5', sections: [{ name: 'A' }, { name: 'B', retired: true }] });
    expect(out.classes[0].was).toBeUndefined();
    expect(out.classes[0].subjects[0]).toMatchObject({ code: 'hindi', name_or: null, choice_group: null });
    expect(out.weekly_offs).toEqual([7]);
  });

  it('sends a rename with the stored name as `was`, and leaves removed rows out', () => {
    const form = toForm(doc, true);
    form.classes[0].name = 'Class V';
    form.classes[0].sections[1].removed = true;
    const out = toDocument(form);
    expect(out.classes[0]).toMatchObject({ name: 'Class V', was: '5', sections: [{ name: 'A' }] });
  });

  it("does not rename a template's rows: they are not stored yet", () => {
    const form = toForm(doc, false);
    form.classes[0].name = 'LKG';
    expect(toDocument(form).classes[0]).not.toHaveProperty('was');
  });

  it('finds the row a 409 names, by its stored name too', () => {
    const form = toForm(doc, true);
    form.classes[0].name = 'Class V';
    expect(conflictPath(form, { class: '5' })).toBe('classes.0');
    expect(conflictPath(form, { class: '5', section: 'B' })).toBe('classes.0.sections.1');
    expect(conflictPath(form, { class: 'Class V', subject: 'hindi' })).toBe('classes.0.subjects.0');
    expect(conflictPath(form, { class: '9' })).toBeNull();
  });
});
