import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import FeesPage from './fees-page';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fee = {
  fee_id: 9,
  student_id: 'S00001',
  name: 'Anita Behera',
  class: 5,
  amount: '1234.50',
  payment_mode: 'Cash',
  payment_date: '2025-06-02',
  receipt_no: 'R000009',
};
const totals = { body: { overall: { total: '1234.50', count: 1 }, by_class: [], by_month: [] } };
const list = (total = 1) => ({ body: [fee], headers: { 'X-Total-Count': String(total) } });

describe('the Fee Management screen', () => {
  it('fills Name and Class from the Student ID, offers the new receipt, and starts the form again', async () => {
    const seen = stubNetwork({
      'GET /api/admin/Fee': list(),
      'GET /api/admin/Fee/totals': totals,
      'GET /api/admin/Students': { body: [{ student_id: 'S00001', name: 'Anita Behera', class: 5, section: 'A' }] },
      'POST /api/admin/Fee': { status: 201, body: { ...fee, message: 'Fee added successfully.' } },
    });
    renderScreen(<FeesPage />);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Fee Details' });
    await user.type(within(form).getByLabelText('Student ID'), 'S00001');
    await user.click(within(form).getByLabelText('Amount'));
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('Anita Behera'));
    expect(within(form).getByLabelText('Class')).toHaveValue('5');
    await user.type(within(form).getByLabelText('Amount'), '1234.5');
    await user.click(within(form).getByRole('button', { name: 'Add Fee' }));

    expect(await screen.findByText('Fee added successfully.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print receipt R000009' })).toHaveAttribute('href', '/FeeReceipt/9');
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      student_id: 'S00001',
      amount: '1234.50',
      payment_mode: 'Cash',
    });
    expect(within(form).getByLabelText('Student ID')).toHaveValue('');
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('offers the students whose name holds what is typed, and fills Name and Class from the one chosen', async () => {
    const seen = stubNetwork({
      'GET /api/admin/Fee': list(),
      'GET /api/admin/Fee/totals': totals,
      'GET /api/admin/Students': {
        body: [
          { student_id: 'S00007', name: 'Ravi Kumar', class: 5, section: 'A' },
          { student_id: 'S00008', name: 'Ravina Das', class: 6, section: 'B' },
        ],
      },
    });
    renderScreen(<FeesPage />);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Fee Details' });
    const field = within(form).getByLabelText('Student ID');
    await user.type(field, 'Ravi');
    await waitFor(() => expect(seen.some((r) => r.path === '/api/admin/Students' && r.query.q === 'Ravi')).toBe(true));
    const options = document.getElementById(field.getAttribute('list')!)!;
    await waitFor(() =>
      expect([...options.querySelectorAll('option')].map((o) => o.label)).toEqual([
        'Ravi Kumar · Class 5A',
        'Ravina Das · Class 6B',
      ]),
    );
    // Choosing a suggestion puts its ID in the field.
    await user.clear(field);
    await user.type(field, 'S00008');
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('Ravina Das'));
    expect(within(form).getByLabelText('Class')).toHaveValue('6');
  });

  it('says "Student not found!" for an unknown Student ID', async () => {
    stubNetwork({
      'GET /api/admin/Fee': list(),
      'GET /api/admin/Fee/totals': totals,
      'GET /api/admin/Students': { body: [] },
    });
    renderScreen(<FeesPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Student ID'), 'S99999');
    await user.click(screen.getByLabelText('Amount'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Student not found!');
  });

  it('filters by class from the first page on', async () => {
    const seen = stubNetwork({ 'GET /api/admin/Fee': list(60), 'GET /api/admin/Fee/totals': totals });
    renderScreen(<FeesPage />);
    const user = userEvent.setup();
    await screen.findByText('Anita Behera');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(seen.some((r) => r.path === '/api/admin/Fee' && r.query.page === '2')).toBe(true));
    await user.selectOptions(screen.getByLabelText('Filter by class'), '5');
    await waitFor(() => expect(seen.at(-1)?.query).toMatchObject({ class: '5', page: '1' }));
  });

  it('has edit and delete icons and a Receipt link per row; Yes deletes by fee_id', async () => {
    const seen = stubNetwork({
      'GET /api/admin/Fee': list(),
      'GET /api/admin/Fee/totals': totals,
      'DELETE /api/admin/Fee': { body: { message: 'Fee deleted successfully.' } },
    });
    renderScreen(<FeesPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Edit fee R000009' })).toHaveAttribute('title', 'Edit');
    expect(screen.getByRole('link', { name: 'Receipt R000009' })).toHaveAttribute('href', '/FeeReceipt/9');
    await user.click(screen.getByRole('button', { name: 'Delete fee R000009' }));
    expect(screen.getByText('Are you sure you want to delete this entry?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes', hidden: true }));
    expect(await screen.findByText('Fee deleted successfully.')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'DELETE')?.query).toEqual({ fee_id: '9' });
  });
});
