import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '../auth/login-page';
import { routerSignInArea as signedInArea } from '../../app/routes';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import AttendanceViewPage from './attendance-view-page';

afterEach(() => vi.unstubAllGlobals());

const day = (id: number, attendance_date: string, status: 'Present' | 'Absent') => ({
  id,
  student_id: 'S1',
  student_name: 'Priya Das',
  class: 5,
  section: 'A',
  attendance_date,
  status,
  updated_at: '2025-09-30T10:00:00Z',
});

const screenAt = () =>
  renderScreen(
    <Routes>
      <Route path="/Attendanceview" element={<AttendanceViewPage />} />
      <Route path="/Signin" element={<LoginPage area={signedInArea} />} />
    </Routes>,
    '/Attendanceview',
  );

describe('the student’s Attendance screen', () => {
  it('sums up each month and the term, then lists the days of the newest month', async () => {
    stubNetwork({
      'GET /api/attendance_s': {
        body: [
          day(4, '2025-09-03', 'Present'),
          day(3, '2025-09-02', 'Absent'),
          day(2, '2025-09-01', 'Present'),
          day(1, '2025-08-29', 'Present'),
        ],
      },
    });
    screenAt();
    const monthly = await screen.findByRole('region', { name: 'Monthly summary' });
    const rows = within(monthly)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'MonthPresentAbsentDays recordedAttendance',
      expect.stringMatching(/^September 2025213\s*66\.67%$/),
      expect.stringMatching(/^August 2025101\s*100\.00%$/),
      'Term31475.00%',
    ]);
    const term = screen.getByRole('region', { name: 'This term' });
    expect(term).toHaveTextContent('Days present3');
    expect(term).toHaveTextContent('Days absent1');
    expect(term).toHaveTextContent('Attendance75.00%');
    const days = screen.getByRole('table', { name: 'Attendance in September 2025' });
    expect(within(days).getAllByRole('row')).toHaveLength(4);
  });

  it('says so when nothing is recorded yet', async () => {
    stubNetwork({ 'GET /api/attendance_s': { body: [] } });
    screenAt();
    expect(await screen.findByText('No attendance has been recorded for you yet.')).toBeInTheDocument();
  });

  it('answers a server error with the spec’s sentence, and anything else with the fallback', async () => {
    stubNetwork({
      'GET /api/attendance_s': { status: 500, body: { error: 'Something went wrong on our side. Please try again.' } },
    });
    const first = screenAt();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Server error. Please try again later.',
    );
    first.unmount();
    stubNetwork({
      'GET /api/attendance_s': { status: 403, body: { error: 'You do not have permission to do this.' } },
    });
    screenAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load attendance data.');
  });

  it('goes to sign-in with the reason when the session is gone', async () => {
    stubNetwork({
      'GET /api/attendance_s': { status: 401, body: { error: 'Please sign in to continue.', redirect: '/Signin' } },
    });
    screenAt();
    expect(await screen.findByRole('heading', { name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to view your attendance');
  });
});
