import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { AttendanceRecords } from './attendance-records';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const record = {
  id: 4,
  student_id: 'S00001',
  student_name: 'Ravi Kumar',
  class: 5,
  section: 'A',
  attendance_date: '2024-06-03',
  status: 'Absent',
  updated_at: '2024-06-03T08:00:00Z',
};

describe('the attendance records', () => {
  it('filters by class from the first page, and deletes through Yes/No with the spec’s failure text', async () => {
    const seen = stubNetwork({
      'GET /api/attendance': { body: [record], headers: { 'X-Total-Count': '1' } },
      'DELETE /api/attendance': { status: 500, body: {} },
    });
    renderScreen(<AttendanceRecords />);
    const user = userEvent.setup();
    const records = screen.getByRole('region', { name: 'Attendance records' });
    expect(await within(records).findByText('Ravi Kumar')).toBeInTheDocument();

    await user.selectOptions(within(records).getByLabelText('Class'), '5');
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ class: '5', page: '1' }));

    await user.click(within(records).getByRole('button', { name: 'Delete attendance of Ravi Kumar on 03/06/2024' }));
    await user.click(screen.getByRole('button', { name: 'Yes', hidden: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting attendance!');
    expect(seen.find((r) => r.method === 'DELETE')?.query).toEqual({ id: '4' });
  });
});

describe('the attendance records by school year', () => {
  it('show the current year by default and can look back or at every year', async () => {
    const years = [
      { id: 8, name: '2026-27', starts_on: '2026-04-01', ends_on: '2027-03-31', is_current: true, terms: [] },
      { id: 7, name: '2025-26', starts_on: '2025-04-01', ends_on: '2026-03-31', is_current: false, terms: [] },
    ];
    const seen = stubNetwork({
      'GET /api/years': { body: years },
      'GET /api/attendance': { body: [record], headers: { 'X-Total-Count': '1' } },
    });
    renderScreen(<AttendanceRecords />);
    const user = userEvent.setup();
    const records = screen.getByRole('region', { name: 'Attendance records' });
    const lists = () => seen.filter((r) => r.path === '/api/attendance');
    await waitFor(() => expect(lists().at(-1)?.query).toMatchObject({ year_id: '8' }));
    expect(within(records).getByLabelText('Year')).toHaveValue('8');

    await user.selectOptions(within(records).getByLabelText('Year'), '7');
    await waitFor(() => expect(lists().at(-1)?.query).toMatchObject({ year_id: '7', page: '1' }));
    await user.selectOptions(within(records).getByLabelText('Year'), 'All years');
    await waitFor(() => expect(lists().at(-1)?.query.year_id ?? '').toBe(''));
  });
});
