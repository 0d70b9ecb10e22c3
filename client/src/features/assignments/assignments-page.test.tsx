import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import AssignmentsPage from './assignments-page';

afterEach(() => vi.unstubAllGlobals());

const assignment = {
  id: 3,
  assignment_id: 3,
  title: 'Fractions',
  date: '2025-09-15',
  description: 'Page 42',
  class: 5,
  file_url: '/api/files/assignments/3',
  image_url: '/api/files/assignments/3',
  file_name: 'fractions.pdf',
  file_type: 'application/pdf',
  created_at: '2025-09-01T10:00:00Z',
};

describe('the Assignment Management screen', () => {
  it('says "All fields are required!" without a file, and sends nothing', async () => {
    const seen = stubNetwork({ 'GET /api/admin/assignments': { body: [], headers: { 'X-Total-Count': '0' } } });
    renderScreen(<AssignmentsPage />);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Add an assignment' });
    await user.type(within(form).getByLabelText('Title'), 'Fractions');
    await user.type(within(form).getByLabelText('Date'), '2025-09-15');
    await user.selectOptions(within(form).getByLabelText('Class'), '5');
    await user.type(within(form).getByLabelText('Description'), 'Page 42');
    await user.click(within(form).getByRole('button', { name: 'Add Assignment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required!');
    expect(seen.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('edits with the file optional but the other four required', async () => {
    stubNetwork({ 'GET /api/admin/assignments': { body: [assignment], headers: { 'X-Total-Count': '1' } } });
    renderScreen(<AssignmentsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Fractions' }));
    // jsdom has no showModal(), so the open dialog still counts as hidden to role queries.
    const dialog = screen.getByRole('button', { name: 'Update', hidden: true }).closest('dialog')!;
    expect(within(dialog).getByText('Now: fractions.pdf. Choose a file only to replace it.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.click(within(dialog).getByRole('button', { name: 'Update', hidden: true }));
    expect(within(dialog).getByRole('alert', { hidden: true })).toHaveTextContent('All fields are required!');
  });
});
