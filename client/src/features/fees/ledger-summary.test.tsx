import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { LAKH_LEDGER } from '../../test/ledger-stub';
import { renderScreen } from '../../test/render';
import { LedgerSummary } from './ledger-summary';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a pupil's dues", () => {
  it('shows the balance, what is overdue, the next due and the ledger newest first, in lakhs', async () => {
    stubNetwork({
      'GET /api/fees/ledger': { body: LAKH_LEDGER },
    });
    renderScreen(<LedgerSummary studentId="S00001" />);
    expect(await screen.findByText('₹1,50,000.00', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('₹50,000.00', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText(/Next due: ₹1,00,000.00 on/)).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Payment');
    expect(cards[1]).toHaveTextContent('Charge Tuition');
  });
});
