import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import TeacherDashboard from './teacher-dashboard';

afterEach(() => vi.unstubAllGlobals());

describe('the Teacher Dashboard', () => {
  it("lists today's registers still to take first, and the latest exams with marks entered so far, each a link to that class and section", async () => {
    stubNetwork({
      'GET /api/login/status': { body: { isLoggedIn: true, user_id: 'T0001', user_type: '2', email: 't@example.org' } },
      'GET /api/teacherdetails': {
        body: {
          user_details: { teacher_id: 'T0001', name: 'Asha Rao', email: 't@example.org', subject: 'Math', class: 5 },
        },
      },
      'GET /api/dashboard/teacher': {
        body: {
          date: '2026-11-25',
          registers: [
            { class: 5, section: 'A', on_roll: 30, marked: 30, present: 27 },
            { class: 5, section: 'B', on_roll: 28, marked: 0, present: 0 },
            // A class of the school's setup, answered by its name.
            { class: 'LKG', section: 'D', on_roll: 2, marked: 0, present: 0 },
          ],
          exams: [
            { id: 3, name: 'Half Yearly', class: 5, section: 'B', starts_on: '2026-11-20', entered: 12, students: 28 },
          ],
        },
      },
      'GET /api/at-risk': {
        body: [
          { student_id: 'S1', name: 'Ravi', class: 5, section: 'A', reasons: [] },
          { student_id: 'S2', name: 'Mina', class: 5, section: 'A', reasons: [] },
        ],
      },
    });
    renderScreen(<TeacherDashboard />);
    const registers = await screen.findByRole('region', { name: "Today's registers" });
    expect(registers).toHaveTextContent('2 of 3 still to take');
    expect(
      within(registers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Class 5B Not taken', 'Class LKG D Not taken', 'Class 5A Taken · 90% present']);
    // The register opens on the class, section and day the link names, not the teacher's own section.
    expect(within(registers).getByRole('link', { name: 'Class 5B' })).toHaveAttribute(
      'href',
      '/Attendancem?register_class=5&register_section=B&register_date=2026-11-25',
    );
    expect(within(registers).getByRole('link', { name: 'Class LKG D' })).toHaveAttribute(
      'href',
      '/Attendancem?register_class=LKG&register_section=D&register_date=2026-11-25',
    );
    expect(within(registers).getByRole('link', { name: 'Class 5A' })).toHaveAttribute(
      'href',
      '/Attendancem?register_class=5&register_section=A&register_date=2026-11-25',
    );
    const exams = screen.getByRole('region', { name: 'Latest exams' });
    expect(exams).toHaveTextContent('Half Yearly (Class 5B) 12 of 28 entered');
    expect(within(exams).getByRole('link', { name: 'Half Yearly (Class 5B)' })).toHaveAttribute(
      'href',
      '/Marksentry?grid_class=5&grid_section=B&grid_exam=Half+Yearly',
    );
    expect(await screen.findByRole('heading', { name: 'Pupils at risk: 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the at-risk list' })).toHaveAttribute('href', '/AtRisk');
  });
});
