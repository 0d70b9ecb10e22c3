import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { MarksGridCard } from '../marks/marks-grid-card';
import { RegisterCard } from './register-card';

afterEach(() => vi.unstubAllGlobals());

const asTeacher = {
  'GET /api/login/status': { body: { isLoggedIn: true, user_id: 'T0001', user_type: '2' } },
  'GET /api/teaching/me': {
    body: { subjects: [{ class: 5, section: 'A', subject: 'Math' }, { class: 7, section: 'C', subject: 'Math' }], class_teacher: { class: 7, section: 'B' } },
  },
  'GET /api/attendance/register': { body: { class: 7, section: 'B', attendance_date: '2026-01-05', taken: false, students: [] } },
};

const options = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((o) => o.textContent);

describe('a teacher’s screens offer only their own classes and sections', () => {
  it('opens the register on the class-teacher section, offering only the teacher’s classes and sections', async () => {
    const seen = stubNetwork(asTeacher);
    renderScreen(<RegisterCard />);
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('7'));
    expect(options('Class')).toEqual(['Select class', '5', '7']);
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('B');
    expect(options('Section')).toEqual(['All sections', 'B', 'C']);
    await vi.waitFor(() => expect(seen.some((r) => r.path === '/api/attendance/register' && r.query.section === 'B')).toBe(true));
  });

  it('chooses the class-teacher section for the marks grid too', async () => {
    stubNetwork(asTeacher);
    renderScreen(<MarksGridCard />);
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('7'));
    expect(options('Class')).toEqual(['Select class', '5', '7']);
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('B');
  });
});
