import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { TEACHER_OF_7B } from '../../test/teaching-stub';
import { MarksGridCard } from './marks-grid-card';

afterEach(() => vi.unstubAllGlobals());

describe('the marks grid of a teacher', () => {
  it('offers only the teacher’s classes and opens on their class-teacher section', async () => {
    stubNetwork(TEACHER_OF_7B);
    renderScreen(<MarksGridCard />);
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('7'));
    expect(
      within(screen.getByRole('combobox', { name: 'Class' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select class', '5', '7']);
    // The section's options follow the class, so its value may land one render after the class's.
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('B'));
  });

  it('names the missing class and exam under their fields, and a new class clears the section', async () => {
    stubNetwork(TEACHER_OF_7B);
    renderScreen(<MarksGridCard />);
    const section = screen.getByRole('combobox', { name: 'Section' });
    await vi.waitFor(() => expect(section).toHaveValue('B'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Class' }), '5');
    expect(section).toHaveValue('');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Class' }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Open class' }));
    expect(await screen.findByRole('combobox', { name: 'Class' })).toHaveAccessibleDescription(/./);
    expect(screen.getByRole('combobox', { name: /Exam/ })).toHaveAccessibleDescription(/./);
  });

  it('opens the grid the address names (a dashboard link), heading it with the exam, class and section', async () => {
    const seen = stubNetwork({
      ...TEACHER_OF_7B,
      'GET /api/admin/exams': { body: [{ id: 4, name: 'Unit 1', class: 7, starts_on: null }] },
      'GET /api/admin/marks/grid': {
        body: {
          class: 7,
          section: 'C',
          exam_name: 'Unit 1',
          total_marks: null,
          subject_max: 100,
          subjects: [
            { code: 'math', name: 'Math', name_or: null, name_hi: null, max_marks: 100, counts_in_total: true },
          ],
          rows: [{ student_id: 'S00009', name: 'Mira Das', section: 'C', marks: null }],
        },
      },
    });
    renderScreen(<MarksGridCard />, '/Marksentry?grid_class=7&grid_section=C&grid_exam=Unit+1');
    expect(await screen.findByRole('heading', { name: 'Whole class: Unit 1, Class 7C' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Math for Mira Das' })).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/api/admin/marks/grid').map((r) => r.query)).toEqual([
      { class: '7', section: 'C', exam_name: 'Unit 1' },
    ]);
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('C'));
  });
});
