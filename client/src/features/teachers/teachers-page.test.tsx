import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { Route, Routes } from 'react-router-dom';
import SignInLetterPage from '../logins/sign-in-letter-page';
import TeachersPage from './teachers-page';

// Failed calls are logged for "check the console"; keep the test output clean.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const teacher = {
  teacher_id: 'T0007',
  name: 'Asha Rao',
  email: 'asha@example.org',
  mobile: '9876543210',
  joining_date: '2021-06-01',
  subject: 'Math',
  class: 5,
  gender: 'Female',
  class_teacher: { class: 8, section: 'C' },
};
const list = { status: 200, body: [teacher], headers: { 'X-Total-Count': '1' } };

describe('the Teacher Management screen', () => {
  it('shows the spec’s columns, and the section a teacher is class teacher of, and a loading flag until the first fetch ends', async () => {
    stubNetwork({ 'GET /api/admin/Teachers': list });
    renderScreen(<TeachersPage />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Sl No',
      'Teacher ID',
      'Name',
      'Email',
      'Mobile No',
      'Joining Date',
      'Subject',
      'Class',
      'Class teacher of',
      'Gender',
      'Actions',
    ]);
    expect(screen.getByRole('cell', { name: '8C' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/Teachers/export');
  });

  it('fills the Edit Teacher dialog from the row and sends the update to /Teachers/{id}', async () => {
    const seen = stubNetwork({
      'GET /api/admin/Teachers': list,
      'PUT /api/Teachers/T0007': { body: { message: 'Teacher updated successfully' } },
    });
    renderScreen(<TeachersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Asha Rao (T0007)' }));
    // jsdom has no showModal(), so the open dialog still counts as hidden to role queries.
    const update = screen.getByRole('button', { name: 'Update', hidden: true });
    await user.click(update);
    expect(await screen.findByText('Teacher updated successfully')).toBeInTheDocument();
    const { teacher_id: _id, class_teacher: _home, ...fields } = teacher;
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual(fields);
  });

  it('shows the server’s error, or "Error deleting teacher!", when a delete fails', async () => {
    stubNetwork({ 'GET /api/admin/Teachers': list, 'DELETE /api/Teachers/T0007': { status: 500, body: {} } });
    renderScreen(<TeachersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Rao (T0007)' }));
    expect(screen.getByText('Are you sure you want to delete this entry?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes', hidden: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting teacher!');
  });

  it('shows "Failed to fetch teachers." when the list cannot be loaded', async () => {
    stubNetwork({ 'GET /api/admin/Teachers': { status: 403, body: { error: 'No.' } } });
    renderScreen(<TeachersPage />);
    expect(await screen.findByText('Failed to fetch teachers.')).toBeInTheDocument();
  });

  it('edits a teacher’s teaching from the row’s Teaching action and saves it whole', async () => {
    const teaching = { subjects: [{ class: 5, section: 'A', subject: 'Math' }], class_teacher: null };
    const seen = stubNetwork({
      'GET /api/admin/Teachers': list,
      'GET /api/admin/Teachers/T0007/teaching': { body: teaching },
      'PUT /api/admin/Teachers/T0007/teaching': { body: { message: 'Teaching saved.', ...teaching } },
    });
    renderScreen(<TeachersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Teaching of Asha Rao (T0007)' }));
    const section = await screen.findByRole('combobox', { name: 'Section (row 1)', hidden: true });
    expect(section).toHaveValue('A');
    await user.click(screen.getByRole('button', { name: 'Add subject', hidden: true }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section (row 2)', hidden: true }), 'B');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject (row 2)', hidden: true }), 'English');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Class teacher of', hidden: true }),
      'Class 5 section B',
    );
    await user.click(screen.getByRole('button', { name: 'Save teaching', hidden: true }));
    expect(await screen.findByText('Teaching saved.')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({
      subjects: [
        { class: 5, section: 'A', subject: 'Math' },
        { class: 5, section: 'B', subject: 'English' },
      ],
      class_teacher: { class: 5, section: 'B' },
    });
  });

  it('offers in each row the subjects of that class in the school’s setup, by the school’s names', async () => {
    const subject = (code: string, name: string, extra = {}) => ({
      code,
      name,
      name_or: null,
      name_hi: null,
      max_marks: 100,
      counts_in_total: true,
      choice_group: null,
      ...extra,
    });
    const setup = {
      profile: { name: 'Green Valley School', address: '' },
      classes: [
        {
          name: '7',
          sections: ['A', 'B'],
          subjects: [
            subject('odia', 'First Language Odia'),
            subject('english', 'English'),
            subject('math', 'Mathematics'),
            subject('science', 'Science'),
            subject('hindi', 'Hindi', { choice_group: 'Third Language' }),
            subject('sanskrit', 'Sanskrit', { choice_group: 'Third Language' }),
            subject('drawing', 'Drawing', { retired: true }),
          ],
          grading: 'Standard',
        },
      ],
      gradings: [],
      holidays: [],
    };
    const teaching = { subjects: [{ class: 7, section: 'A', subject: 'Math' }], class_teacher: null };
    const seen = stubNetwork({
      'GET /api/admin/Teachers': list,
      'GET /api/admin/setup': { body: setup },
      'GET /api/admin/Teachers/T0007/teaching': { body: teaching },
      'PUT /api/admin/Teachers/T0007/teaching': { body: { message: 'Teaching saved.', ...teaching } },
    });
    renderScreen(<TeachersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Teaching of Asha Rao (T0007)' }));
    const first = await screen.findByRole('combobox', { name: 'Subject (row 1)', hidden: true });
    await vi.waitFor(() => expect(within(first).getAllByRole('option', { hidden: true })).toHaveLength(6));
    expect(
      within(first)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['First Language Odia', 'English', 'Mathematics', 'Science', 'Hindi', 'Sanskrit']);
    expect(first).toHaveValue('Math');
    await user.click(screen.getByRole('button', { name: 'Add subject', hidden: true }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class (row 2)', hidden: true }), '7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subject (row 2)', hidden: true }), 'Sanskrit');
    await user.click(screen.getByRole('button', { name: 'Save teaching', hidden: true }));
    expect(await screen.findByText('Teaching saved.')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({
      subjects: [
        { class: 7, section: 'A', subject: 'Math' },
        { class: 7, section: 'A', subject: 'Sanskrit' },
      ],
    });
  });
});

describe("the teacher's login, from the row", () => {
  it('resets it after a Yes and shows the server’s message', async () => {
    const message = 'The login of T0007 was reset and every session of it ended.';
    const seen = stubNetwork({
      'GET /api/admin/Teachers': list,
      'POST /api/admin/logins/T0007/reset': { body: { message } },
    });
    renderScreen(<TeachersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset login of Asha Rao (T0007)' }));
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes', hidden: true }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('opens the printable sign-in letter with the code the server issued', async () => {
    const letter = {
      school_name: 'Green Valley School',
      id: 'T0007',
      name: 'Asha Rao',
      role: 'teacher',
      link: 'http://school.test/SetPassword?token=abcdEFGH',
      code: 'abcd EFGH',
      expires_at: '2026-12-07T10:00:00.000Z',
    };
    stubNetwork({
      'GET /api/admin/Teachers': list,
      'POST /api/admin/logins/T0007/letter': { status: 201, body: letter },
    });
    renderScreen(
      <Routes>
        <Route path="/Teacherm" element={<TeachersPage />} />
        <Route path="/SignInLetter" element={<SignInLetterPage />} />
      </Routes>,
      '/Teacherm',
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign-in letter for Asha Rao (T0007)' }));
    const printed = await screen.findByRole('article', { name: 'Sign-in letter' });
    expect(printed).toHaveTextContent('Green Valley School');
    expect(printed).toHaveTextContent('abcd EFGH');
    expect(printed).toHaveTextContent('http://school.test/SetPassword?token=abcdEFGH');
  });
});
