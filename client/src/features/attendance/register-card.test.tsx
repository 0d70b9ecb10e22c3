import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { TEACHER_OF_7B } from '../../test/teaching-stub';
import { RegisterCard } from './register-card';

afterEach(() => vi.unstubAllGlobals());

const asTeacher = {
  ...TEACHER_OF_7B,
  'GET /api/attendance/register': {
    body: { class: 7, section: 'B', attendance_date: '2026-01-05', taken: false, students: [] },
  },
};

const options = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('a teacher’s screens offer only their own classes and sections', () => {
  it('opens the register on the class-teacher section, offering only the teacher’s classes and sections', async () => {
    const seen = stubNetwork(asTeacher);
    renderScreen(<RegisterCard />);
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('7'));
    expect(options('Class')).toEqual(['Select class', '5', '7']);
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('B');
    expect(options('Section')).toEqual(['All sections', 'B', 'C']);
    await vi.waitFor(() =>
      expect(seen.some((r) => r.path === '/api/attendance/register' && r.query.section === 'B')).toBe(true),
    );
  });

  it('opens the class, section and day the address names (a dashboard link), heading the register with them', async () => {
    const seen = stubNetwork({
      ...TEACHER_OF_7B,
      'GET /api/attendance/register': {
        body: { class: 7, section: 'C', attendance_date: '2026-01-05', taken: false, students: [] },
      },
    });
    renderScreen(<RegisterCard />, '/Attendancem?register_class=7&register_section=C&register_date=2026-01-05');
    expect(await screen.findByRole('heading', { name: 'Class register: Class 7C, 05/01/2026' })).toBeInTheDocument();
    await vi.waitFor(() => expect(seen.some((r) => r.path === '/api/attendance/register')).toBe(true));
    expect(seen.filter((r) => r.path === '/api/attendance/register').map((r) => r.query)).toEqual([
      { class: '7', section: 'C', date: '2026-01-05' },
    ]);
  });
});

describe("an admin's register offers the school's setup", () => {
  it('sends a class chosen by name (LKG D) and heads the register with the name the server answers', async () => {
    const seen = stubNetwork({
      'GET /api/login/status': { body: { isLoggedIn: true, user_id: 'A0001', user_type: '1', redirect: '/Dashboard' } },
      'GET /api/classes': {
        body: [
          {
            name: 'LKG',
            sections: [
              { name: 'A', students: 1 },
              { name: 'D', students: 2 },
            ],
          },
          { name: '5', sections: [{ name: 'A', students: 1 }] },
        ],
      },
      'GET /api/attendance/register': {
        body: { class: 'LKG', section: 'D', attendance_date: '2026-01-05', taken: false, students: [] },
      },
    });
    renderScreen(<RegisterCard />, '/Attendancem?register_date=2026-01-05');
    await screen.findByRole('option', { name: 'LKG' });
    expect(options('Class')).toEqual(['Select class', 'LKG', '5']);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), 'LKG');
    expect(options('Section')).toEqual(['All sections', 'A', 'D']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'D');
    expect(await screen.findByRole('heading', { name: 'Class register: Class LKG D, 05/01/2026' })).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/api/attendance/register').at(-1)?.query).toEqual({
      class: 'LKG',
      section: 'D',
      date: '2026-01-05',
    });
  });
});
