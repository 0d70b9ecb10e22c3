import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import ExamsPage from './exams-page';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const halfYearly = {
  id: 3,
  name: 'Half Yearly',
  class: 6,
  starts_on: '2026-09-14',
  ends_on: '2026-09-22',
  subject_max: 100,
  total_marks: 600,
};

describe('the Exams screen', () => {
  it('lists the exams and adds one with its days and maximum marks per subject', async () => {
    const seen = stubNetwork({
      'GET /api/admin/exams': { body: [halfYearly], headers: { 'X-Total-Count': '1' } },
      'POST /api/admin/exams': {
        status: 201,
        body: {
          ...halfYearly,
          id: 4,
          name: 'Class Test',
          subject_max: 25,
          total_marks: 150,
          message: 'Exam added successfully.',
        },
      },
    });
    renderScreen(<ExamsPage />);
    const user = userEvent.setup();
    expect(
      await screen.findByRole('row', { name: /Half Yearly 6 14\/09\/2026 22\/09\/2026 100 600/ }),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Exam Details' });
    await user.type(within(form).getByLabelText('Exam Name'), 'Class Test');
    await user.selectOptions(within(form).getByLabelText('Class'), '6');
    await user.clear(within(form).getByLabelText('Maximum marks per subject'));
    await user.type(within(form).getByLabelText('Maximum marks per subject'), '25');
    await user.click(within(form).getByRole('button', { name: 'Add Exam' }));
    expect(await screen.findByText('Exam added successfully.')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Class Test', class: 6, subject_max: 25 });
  });

  it('says why an end before the start is refused, without sending it', async () => {
    const seen = stubNetwork({ 'GET /api/admin/exams': { body: [], headers: { 'X-Total-Count': '0' } } });
    renderScreen(<ExamsPage />);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Exam Details' });
    await user.type(within(form).getByLabelText('Exam Name'), 'Annual');
    await user.selectOptions(within(form).getByLabelText('Class'), '6');
    await user.type(within(form).getByLabelText('First day'), '10/03/2026');
    await user.type(within(form).getByLabelText('Last day'), '01/03/2026');
    await user.click(within(form).getByRole('button', { name: 'Add Exam' }));
    expect(await within(form).findByText('The last day cannot be before the first day.')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });
});
