import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { stubUploads } from '../../test/fake-upload';
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
  due_date: '2025-09-20',
  closed: false,
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

  it('sends the due date and the closing with a new assignment', async () => {
    stubNetwork({ 'GET /api/admin/assignments': { body: [], headers: { 'X-Total-Count': '0' } } });
    const sent = stubUploads({ ...assignment, message: 'Assignment added successfully.' }, 201);
    renderScreen(<AssignmentsPage />);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Add an assignment' });
    await user.type(within(form).getByLabelText('Title'), 'Fractions');
    await user.type(within(form).getByLabelText('Date'), '2025-09-15');
    await user.type(within(form).getByLabelText('Due date (optional)'), '20/09/2025');
    await user.selectOptions(within(form).getByLabelText('Class'), '5');
    await user.type(within(form).getByLabelText('Description'), 'Page 42');
    await user.upload(within(form).getByLabelText('File'), new File(['%PDF-1.4'], 'fractions.pdf'));
    await user.click(within(form).getByLabelText('Closed: no late work is taken'));
    await user.click(within(form).getByRole('button', { name: 'Add Assignment' }));
    expect(await screen.findByText('Assignment added successfully.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/assignments',
        fields: {
          title: 'Fractions',
          date: '2025-09-15',
          due_date: '2025-09-20',
          description: 'Page 42',
          class: '5',
          closed: 'true',
          file: 'fractions.pdf',
        },
      },
    ]);
  });

  it('refuses a due date before the date with the server’s sentence, sending nothing', async () => {
    stubNetwork({ 'GET /api/admin/assignments': { body: [], headers: { 'X-Total-Count': '0' } } });
    const sent = stubUploads({});
    renderScreen(<AssignmentsPage />);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Add an assignment' });
    await user.type(within(form).getByLabelText('Title'), 'Fractions');
    await user.type(within(form).getByLabelText('Date'), '2025-09-15');
    await user.type(within(form).getByLabelText('Due date (optional)'), '10/09/2025');
    await user.selectOptions(within(form).getByLabelText('Class'), '5');
    await user.type(within(form).getByLabelText('Description'), 'Page 42');
    await user.upload(within(form).getByLabelText('File'), new File(['%PDF-1.4'], 'fractions.pdf'));
    await user.click(within(form).getByRole('button', { name: 'Add Assignment' }));
    expect(
      await within(form).findByText('The due date cannot be before the date the work is set.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows the due date and the closing in the list and the edit dialog; reopening and clearing the due date are sent', async () => {
    stubNetwork({
      'GET /api/admin/assignments': {
        body: [{ ...assignment, closed: true }],
        headers: { 'X-Total-Count': '1' },
      },
    });
    const sent = stubUploads({ ...assignment, due_date: null, message: 'Assignment updated successfully.' });
    renderScreen(<AssignmentsPage />);
    const user = userEvent.setup();
    const row = (await screen.findByText('Page 42')).closest('tr')!;
    expect(within(row).getByText('(closed)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Fractions' }));
    const dialog = screen.getByRole('button', { name: 'Update', hidden: true }).closest('dialog')!;
    const due = within(dialog).getByLabelText('Due date (optional)');
    expect(due).toHaveValue('20/09/2025');
    const closed = within(dialog).getByLabelText('Closed: no late work is taken');
    expect(closed).toBeChecked();
    await user.clear(due);
    await user.click(closed);
    await user.click(within(dialog).getByRole('button', { name: 'Update', hidden: true }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      fields: { assignment_id: '3', due_date: '', closed: 'false', title: 'Fractions' },
    });
  });
});
