import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import TeacherDashboard from './teacher-dashboard';

afterEach(() => vi.unstubAllGlobals());

describe('the Teacher Dashboard', () => {
  it("lists today's registers still to take first, and the latest exams with marks entered so far", async () => {
    stubNetwork({
      'GET /api/login/status': { body: { isLoggedIn: true, user_id: 'T0001', user_type: '2', email: 't@example.org' } },
      'GET /api/teacherdetails': { body: { user_details: { teacher_id: 'T0001', name: 'Asha Rao', email: 't@example.org', subject: 'Math', class: 5 } } },
      'GET /api/dashboard/teacher': {
        body: {
          date: '2026-11-25',
          registers: [
            { class: 5, section: 'A', on_roll: 30, marked: 30, present: 27 },
            { class: 5, section: 'B', on_roll: 28, marked: 0, present: 0 },
          ],
          exams: [{ id: 3, name: 'Half Yearly', class: 5, starts_on: '2026-11-20', entered: 12, students: 58 }],
        },
      },
    });
    renderScreen(<TeacherDashboard />);
    const registers = await screen.findByRole('region', { name: "Today's registers" });
    expect(registers).toHaveTextContent('1 of 2 still to take');
    expect(within(registers).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Class 5B Not taken', 'Class 5A Taken · 90% present']);
    expect(within(registers).getByRole('link', { name: 'Class 5B' })).toHaveAttribute('href', '/Attendancem');
    const exams = screen.getByRole('region', { name: 'Latest exams' });
    expect(exams).toHaveTextContent('Half Yearly (Class 5) 12 of 58 entered');
  });
});
