import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { LAKH_LEDGER } from '../../test/ledger-stub';
import { renderApp } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const PUPIL = 'S00042';
const payment = {
  fee_id: 7,
  student_id: PUPIL,
  name: 'Meera Sahu',
  class: 7,
  amount: '50000.00',
  payment_mode: 'Online',
  payment_date: '2025-05-02',
  receipt_no: 'R000007',
};
const network = () =>
  stubNetwork({
    'GET /api/login/status': {
      body: { isLoggedIn: true, user_id: PUPIL, user_type: '3', email: 'meera@example.org' },
    },
    'GET /api/fees/ledger': { body: LAKH_LEDGER },
    'GET /api/fees': { body: [payment] },
    'GET /api/admin/Fee/7/receipt': {
      body: {
        ...payment,
        school_name: 'Green Valley School',
        amount_in_words: 'Rupees Fifty Thousand Only',
        family_language: null,
        paid_for: [{ head: 'Tuition', due_date: '2025-04-10', amount: '50000.00' }],
      },
    },
  });

describe("the pupil's fees", () => {
  it('are in the Student Panel and on the dashboard, with the balance in lakhs', async () => {
    network();
    renderApp('/StudentDashboard');
    const nav = await screen.findByRole('navigation', { name: 'Student Panel' });
    expect(within(nav).getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '/StudentFees');
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    const card = await within(shortcuts).findByRole('link', { name: /Fees/ });
    expect(card).toHaveAttribute('href', '/StudentFees');
    await vi.waitFor(() => expect(card).toHaveTextContent('₹1,50,000.00'));
    expect(card).toHaveTextContent('Next due: ₹1,00,000.00 on');
  });

  it("show the pupil's own dues, ledger and payments, and open a receipt under their own fees", async () => {
    const seen = network();
    renderApp('/StudentFees');
    expect(await screen.findByRole('heading', { name: 'Fees', level: 1 })).toBeInTheDocument();
    const dues = screen.getByRole('region', { name: 'Dues' });
    expect(await within(dues).findByText('₹1,50,000.00', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dues).getByText('₹50,000.00', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dues).getByText(/Next due: ₹1,00,000.00 on/)).toBeInTheDocument();
    expect(within(dues).getByText(/Balance after: ₹2,00,000.00/)).toBeInTheDocument();
    const open = await screen.findByRole('link', { name: 'View receipt R000007' });
    expect(open).toHaveAttribute('href', '/StudentFees/7/receipt');
    for (const path of ['/api/fees/ledger', '/api/fees'])
      expect(seen.filter((r) => r.path === path).map((r) => r.query.student_id)).toEqual([PUPIL]);

    await userEvent.setup().click(open);
    const receipt = await screen.findByRole('article', { name: 'Fee Receipt' });
    expect(receipt).toHaveTextContent('₹50,000.00');
    expect(receipt).toHaveTextContent(`Meera Sahu (${PUPIL})`);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to fees' })).toHaveAttribute('href', '/StudentFees');
  });
});
