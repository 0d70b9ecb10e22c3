import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import StudentsPage from './students-page';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const student = {
  auto_id: 1,
  student_id: 'S00001',
  name: 'Ravi Kumar',
  dob: '2012-03-04',
  class: 5,
  section: 'A',
  gender: 'Male',
  father_name: 'Suresh Kumar',
  mother_name: 'Meena Kumar',
  email: 'ravi@example.org',
  mobile: '9123456780',
  address: '12 School Road',
  status: 'active',
  withdrawn_on: null,
  withdraw_reason: null,
};
const HAS_RECORDS = 'This student has fees, attendance or marks on record and cannot be deleted.';

describe('Student Management and students who leave', () => {
  it('offers Withdraw when a delete is refused because records exist, and sends the withdrawal', async () => {
    const seen = stubNetwork({
      'GET /api/admin/Students': { body: [student], headers: { 'X-Total-Count': '1' } },
      'DELETE /api/admin/Students': { status: 409, body: { error: HAS_RECORDS } },
      'POST /api/admin/Students/withdraw': { body: { message: 'Student S00001 withdrawn.' } },
    });
    renderScreen(<StudentsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Ravi Kumar (S00001)' }));
    await user.click(screen.getByRole('button', { name: 'Yes', hidden: true }));
    expect(await screen.findByText(HAS_RECORDS)).toBeInTheDocument();

    // jsdom has no showModal(), so the open dialog still counts as hidden to role queries.
    const dialog = (await screen.findByRole('heading', { name: 'Withdraw Student', hidden: true })).closest('dialog')!;
    await user.type(within(dialog).getByLabelText('Reason'), 'Family moved to Pune');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw', hidden: true }));
    await waitFor(() =>
      expect(seen.find((r) => r.path === '/api/admin/Students/withdraw')?.body).toMatchObject({
        student_id: 'S00001',
        reason: 'Family moved to Pune',
      }),
    );
    expect(await screen.findByText('Student S00001 withdrawn.')).toBeInTheDocument();
  });

  it('lists active students by default and the others on request, with Re-admit', async () => {
    const seen = stubNetwork({
      'GET /api/admin/Students': {
        body: [{ ...student, status: 'withdrawn', withdrawn_on: '2026-01-10', withdraw_reason: 'Moved' }],
        headers: { 'X-Total-Count': '1' },
      },
    });
    renderScreen(<StudentsPage />);
    const user = userEvent.setup();
    await screen.findByText('Ravi Kumar');
    expect(seen.find((r) => r.path === '/api/admin/Students')?.query.status ?? '').toBe('');
    await user.selectOptions(screen.getByLabelText('Status'), 'Withdrawn');
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ status: 'withdrawn' }));
    expect(await screen.findByRole('button', { name: 'Re-admit Ravi Kumar (S00001)' })).toBeInTheDocument();
  });
});

describe('editing a student from the table', () => {
  it("fills the dialog from the student's own request, guardians included, and saves by the record's id", async () => {
    const guardian = {
      guardian_id: 'G00007',
      name: 'Suresh Kumar',
      relation: 'father',
      email: 'suresh@example.org',
      mobile: '9123450007',
      notify: true,
    };
    const { auto_id: _id, ...row } = student;
    const seen = stubNetwork({
      // The table's rows carry its columns; ?student_id= answers the whole record.
      'GET /api/admin/Students': (req) =>
        req.query.student_id
          ? { body: [{ ...student, guardians: [guardian] }] }
          : { body: [row], headers: { 'X-Total-Count': '1' } },
      'PUT /api/admin/Students': { body: { message: 'Student updated successfully' } },
    });
    renderScreen(<StudentsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Ravi Kumar (S00001)' }));
    const dialog = (await screen.findByRole('heading', { name: 'Edit Student', hidden: true })).closest('dialog')!;
    const card = await within(dialog).findByRole('group', { name: 'Guardian 1', hidden: true });
    expect(within(card).getByLabelText('Guardian name')).toHaveValue('Suresh Kumar');
    expect(seen.filter((r) => r.path === '/api/admin/Students' && r.method === 'GET').map((r) => r.query)).toEqual([
      expect.objectContaining({ fields: 'list', count: 'later', page: '1' }),
      { student_id: 'S00001' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Update', hidden: true }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({
        id: 1,
        name: 'Ravi Kumar',
        guardians: [expect.objectContaining({ guardian_id: 'G00007', name: 'Suresh Kumar' })],
      }),
    );
  });
});
