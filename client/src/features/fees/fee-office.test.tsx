import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import DefaultersPage from './defaulters-page';
import { onChosen } from './dues-picker';
import FeeStructurePage from './fee-structure-page';
import FeesPage from './fees-page';
import { split } from './structure-head';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const due = (due_id: number, due_date: string, outstanding: string) => ({
  due_id,
  kind: 'charge' as const,
  head: 'Tuition',
  due_date,
  amount: '1500.00',
  outstanding,
});

describe('the office’s money arithmetic', () => {
  it('splits an amount into parts that add up to the paisa, the leftover on the last ones', () => {
    expect(split(100000n, 3)).toEqual(['333.33', '333.33', '333.34']);
    expect(split(200n, 4)).toEqual(['0.50', '0.50', '0.50', '0.50']);
  });

  it('puts a payment on the ticked dues in order, each up to what it still owes', () => {
    const ticked = [due(7, '2025-03-01', '1500.00'), due(3, '2024-04-01', '700.00')];
    expect(onChosen(ticked, '1800.00')).toEqual([
      { due_id: 7, amount: '1500.00' },
      { due_id: 3, amount: '300.00' },
    ]);
    expect(onChosen(ticked, '1000.00')).toEqual([{ due_id: 7, amount: '1000.00' }]);
  });
});

describe('a payment against dues on Fee Management', () => {
  it('shows the pupil’s balance and dues, and pays the ticked instalment with the amount it owes', async () => {
    const fee = { fee_id: 4, student_id: 'S00002', name: 'Mitali Sahu', class: 1, amount: '1500.00' };
    const seen = stubNetwork({
      'GET /api/admin/Fee': { body: [], headers: { 'X-Total-Count': '0' } },
      'GET /api/admin/Fee/totals': { body: { overall: { total: '0', count: 0 }, by_class: [], by_month: [] } },
      'GET /api/admin/Students': { body: [{ student_id: 'S00002', name: 'Mitali Sahu', class: 1, section: 'A' }] },
      'GET /api/fees/ledger': { body: { balance: '3000.00', overdue: '1500.00', next_due: null, entries: [] } },
      'GET /api/admin/fees/dues': { body: [due(1, '2024-04-01', '1500.00'), due(2, '2025-03-31', '1500.00')] },
      'POST /api/admin/fees/payments': {
        status: 201,
        body: {
          ...fee,
          payment_mode: 'Cash',
          payment_date: '2025-06-02',
          receipt_no: 'R000004',
          message: 'Fee added successfully.',
        },
      },
    });
    renderScreen(<FeesPage />);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Fee Details' });
    await user.type(within(form).getByLabelText('Student ID'), 'S00002');
    await user.click(within(form).getByLabelText('Amount'));
    const dues = await within(form).findByRole('region', { name: 'Dues' });
    expect(await within(dues).findByText('Balance ₹3,000.00 · Overdue ₹1,500.00')).toBeInTheDocument();
    await user.click(await within(dues).findByRole('checkbox', { name: 'Pay Tuition due 31/03/2025' }));
    expect(within(form).getByLabelText('Amount')).toHaveValue('1500.00');
    await user.click(within(form).getByRole('button', { name: 'Add Fee' }));

    expect(await screen.findByText('Fee added successfully.')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/admin/fees/payments',
      body: { student_id: 'S00002', amount: '1500.00', dues: [{ due_id: 2, amount: '1500.00' }] },
    });
  });
});

describe('the fee structure editor', () => {
  it('refuses instalments that do not add up, beside them, and shows the server’s refusal too', async () => {
    const seen = stubNetwork({
      'GET /api/admin/fee-structures': { body: { year_id: 1, class: 2, heads: [] } },
      'PUT /api/admin/fee-structures': {
        status: 400,
        body: {
          error: 'The due date 2030-01-01 is outside the school year 2025-26.',
          fields: { heads: 'The due date 2030-01-01 is outside the school year 2025-26.' },
        },
      },
    });
    renderScreen(<FeeStructurePage />);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Class 2' });
    await user.selectOptions(screen.getByLabelText('Class'), '2');
    const form = await screen.findByRole('form', { name: 'Fee structure of class 2' });
    await user.type(within(form).getByLabelText('Fee head'), 'Tuition');
    await user.type(within(form).getByLabelText('Amount'), '3000');
    await user.type(within(form).getByLabelText('Due date 1'), '01/01/2030');
    await user.type(within(form).getByLabelText('Instalment 1 amount'), '1000');
    await user.click(within(form).getByRole('button', { name: 'Save structure' }));
    expect(
      await within(form).findByText('The instalments of Tuition add up to 1000.00, not to its amount 3000.00.'),
    ).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);

    await user.click(within(form).getByRole('button', { name: 'Split the amount equally' }));
    expect(within(form).getByLabelText('Instalment 1 amount')).toHaveValue('3000.00');
    await user.click(within(form).getByRole('button', { name: 'Save structure' }));
    await waitFor(() =>
      expect(within(form).getAllByText(/is outside the school year 2025-26/).length).toBeGreaterThan(0),
    );
    expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({
      class: 2,
      heads: [{ head: 'Tuition', amount: '3000.00', instalments: [{ due_date: '2030-01-01', amount: '3000.00' }] }],
    });
  });
});

describe('the defaulters screen', () => {
  it('lists a class’s defaulters with their ageing, links the CSV and sends the class its reminders', async () => {
    const bucket = (pupils: number, overdue: string) => ({ pupils, overdue });
    const seen = stubNetwork({
      'GET /api/admin/fees/defaulters': {
        body: [
          { student_id: 'S00009', name: 'Rina Das', class: 4, section: 'B', overdue: '2500.00', days_overdue: 75 },
        ],
      },
      'GET /api/admin/fees/ageing': {
        body: {
          '0-30': bucket(0, '0.00'),
          '31-60': bucket(0, '0.00'),
          '61-90': bucket(1, '2500.00'),
          '90+': bucket(0, '0.00'),
        },
      },
      'POST /api/admin/fees/reminders': { body: { message: 'Reminders queued.', queued: 2, pupils: 1 } },
    });
    renderScreen(<DefaultersPage />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Send reminders' })).toBeDisabled();
    await screen.findByRole('option', { name: '4' });
    await user.selectOptions(screen.getByLabelText('Class'), '4');
    await user.selectOptions(screen.getByLabelText('Section'), 'B');
    const row = await screen.findByRole('row', { name: /Rina Das/ });
    expect(row).toHaveTextContent('75 days (61-90)');
    expect(row).toHaveTextContent('₹2,500.00');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/fees/defaulters.csv?class=4&section=B',
    );
    await user.click(screen.getByRole('button', { name: 'Send reminders' }));
    expect(await screen.findByText('Reminders queued: 2 (pupils owing: 1).')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ class: '4', section: 'B' });
  });
});

describe('the defaulters screen with the school’s own classes', () => {
  it('asks for LKG D by name, shows the class as LKG D and reminds LKG D', async () => {
    const none = { pupils: 0, overdue: '0.00' };
    const seen = stubNetwork({
      'GET /api/classes': {
        body: [
          {
            name: 'LKG',
            sections: [
              { name: 'A', students: 1 },
              { name: 'D', students: 1 },
            ],
          },
        ],
      },
      'GET /api/admin/fees/defaulters': {
        body: [
          { student_id: 'S00011', name: 'Mitu Das', class: 'LKG', section: 'D', overdue: '300.00', days_overdue: 5 },
        ],
      },
      'GET /api/admin/fees/ageing': { body: { '0-30': none, '31-60': none, '61-90': none, '90+': none } },
      'POST /api/admin/fees/reminders': { body: { message: 'Reminders queued.', queued: 1, pupils: 1 } },
    });
    renderScreen(<DefaultersPage />);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'LKG' });
    await user.selectOptions(screen.getByLabelText('Class'), 'LKG');
    await user.selectOptions(screen.getByLabelText('Section'), 'D');
    const row = await screen.findByRole('row', { name: /Mitu Das/ });
    expect(row).toHaveTextContent('LKG D');
    expect(seen.filter((r) => r.path === '/api/admin/fees/defaulters').at(-1)?.query).toMatchObject({
      class: 'LKG',
      section: 'D',
    });
    await user.click(screen.getByRole('button', { name: 'Send reminders' }));
    await screen.findByText('Reminders queued: 1 (pupils owing: 1).');
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ class: 'LKG', section: 'D' });
  });
});
