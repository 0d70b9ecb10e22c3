import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import MarksPage from './marks-page';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const exam = (id: number, name: string, cls: number) => ({
  id,
  name,
  class: cls,
  starts_on: null,
  ends_on: null,
  subject_max: 100,
  total_marks: 600,
});

describe('the marks form', () => {
  it('offers the chosen class’s exams, previews "Result pending" for blanks, and sends blanks as not entered and AB as absent', async () => {
    const seen = stubNetwork({
      'GET /api/admin/marks': { body: [], headers: { 'X-Total-Count': '0' } },
      'GET /api/admin/exams': { body: [exam(1, 'Unit Test 1', 8), exam(2, 'Half Yearly', 8)] },
      'POST /api/admin/marks': { status: 201, body: { message: 'Marks submitted successfully.' } },
    });
    renderScreen(<MarksPage />);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Enter marks' });
    const examSelect = within(form).getByLabelText('Exam Name');
    expect(examSelect).toHaveTextContent('Choose a class first');
    await user.type(within(form).getByLabelText('Student ID'), 'S00007');
    await user.selectOptions(within(form).getByLabelText('Class'), '8');
    await waitFor(() =>
      expect(
        within(examSelect)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select exam', 'Unit Test 1', 'Half Yearly']),
    );
    expect(seen.find((r) => r.path === '/api/admin/exams')?.query).toEqual({ class: '8' });
    await user.selectOptions(examSelect, 'Half Yearly');
    await user.type(within(form).getByLabelText('Math'), '78');
    await user.type(within(form).getByLabelText('Odia'), '0');
    expect(form).toHaveTextContent('Result pending: some subjects are not entered.');
    await user.type(within(form).getByLabelText('Hindi'), 'ab');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Marks submitted successfully.')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      student_id: 'S00007',
      exam_name: 'Half Yearly',
      class: 8,
      total_marks: 600,
      math: 78,
      english: null,
      physics: null,
      chemistry: null,
      odia: 0,
      hindi: null,
      absent: ['hindi'],
    });
  });

  it('takes Total Marks from the chosen exam until the user types one', async () => {
    const seen = stubNetwork({
      'GET /api/admin/marks': { body: [], headers: { 'X-Total-Count': '0' } },
      'GET /api/admin/exams': { body: [{ ...exam(3, 'Unit Test 2', 6), subject_max: 50, total_marks: 300 }] },
      'POST /api/admin/marks': { status: 201, body: { message: 'Marks submitted successfully.' } },
    });
    renderScreen(<MarksPage />);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Enter marks' });
    await user.type(within(form).getByLabelText('Student ID'), 'S00009');
    await user.selectOptions(within(form).getByLabelText('Class'), '6');
    const examSelect = within(form).getByLabelText('Exam Name');
    await waitFor(() => expect(within(examSelect).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(examSelect, 'Unit Test 2');
    await waitFor(() => expect(within(form).getByLabelText('Total Marks')).toHaveValue(300));
    await user.type(within(form).getByLabelText('Math'), '41');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Marks submitted successfully.')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      exam_name: 'Unit Test 2',
      class: 6,
      total_marks: 300,
      math: 41,
    });
  });
});
