import type { FeeLedger } from '@contracts/fee-ledger';

/** A pupil's ledger in lakhs, as `GET /api/fees/ledger` answers it: ₹2,00,000 charged, ₹50,000 paid. */
export const LAKH_LEDGER: FeeLedger = {
  balance: '150000.00',
  overdue: '50000.00',
  next_due: { date: '2025-10-10', amount: '100000.00' },
  entries: [
    { date: '2025-04-10', kind: 'charge', head: 'Tuition', amount: '200000.00', balance: '200000.00' },
    { date: '2025-05-02', kind: 'payment', head: null, amount: '-50000.00', balance: '150000.00' },
  ],
};
