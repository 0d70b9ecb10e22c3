import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderApp } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const children = [
  { student_id: 'S00011', name: 'Isha Mohanty', class: 7, section: 'A', relation: 'father' },
  { student_id: 'S00012', name: 'Kabir Mohanty', class: 4, section: 'B', relation: 'father' },
];
const day = (student_id: string, status: string) => ({
  id: 1,
  student_id,
  student_name: 'x',
  class: 7,
  section: 'A',
  attendance_date: '2025-09-01',
  status,
  updated_at: '2025-09-01T10:00:00Z',
});

describe('the parent area', () => {
  it("shows the eldest child's records first, and the other child's after switching, naming the child in each request", async () => {
    const seen = stubNetwork({
      'GET /api/login/status': {
        body: { isLoggedIn: true, user_id: 'P00007', user_type: '4', redirect: '/ParentDashboard' },
      },
      'GET /api/parent/children': { body: children },
      'GET /api/attendance_s': { body: [day('S00011', 'Absent')] },
    });
    renderApp('/Attendanceview');
    const switcher = await screen.findByLabelText('Child');
    expect(switcher).toHaveValue('S00011');
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Isha Mohanty · Class 7 A', 'Kabir Mohanty · Class 4 B']);
    await screen.findByRole('region', { name: 'This term' });
    expect(seen.filter((r) => r.path === '/api/attendance_s').map((r) => r.query.student_id)).toEqual(['S00011']);

    await userEvent.setup().selectOptions(switcher, 'S00012');
    await vi.waitFor(() =>
      expect(seen.filter((r) => r.path === '/api/attendance_s').map((r) => r.query.student_id)).toEqual([
        'S00011',
        'S00012',
      ]),
    );
    expect(localStorage.getItem('child_id')).toBe('S00012');
  });

  it('says so when no child is linked yet', async () => {
    stubNetwork({
      'GET /api/login/status': {
        body: { isLoggedIn: true, user_id: 'P00008', user_type: '4', redirect: '/ParentDashboard' },
      },
      'GET /api/parent/children': { body: [] },
    });
    renderApp('/ParentDashboard');
    expect(
      await screen.findByText('No children are linked to your account yet. Please ask the school office.'),
    ).toBeInTheDocument();
  });
});
