import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import AdminDashboard from './admin-dashboard';

afterEach(() => vi.unstubAllGlobals());

describe('the admin Dashboard', () => {
  it('shows the two totals as cards', async () => {
    stubNetwork({ 'GET /api/dashboard': { body: { total_teachers: 12, total_students: 340 } } });
    renderScreen(<AdminDashboard />);
    expect(await screen.findByRole('region', { name: 'Total Teachers' })).toHaveTextContent('12');
    expect(screen.getByRole('region', { name: 'Total Students' })).toHaveTextContent('340');
  });

  it("says what matters today: registers taken or not with the share present, this month's fees, the newest notices", async () => {
    stubNetwork({
      'GET /api/dashboard': { body: { total_teachers: 12, total_students: 340 } },
      'GET /api/dashboard/today': {
        body: {
          date: '2026-11-25',
          registers: [
            { class: 5, section: 'A', on_roll: 30, marked: 28, present: 21 },
            { class: 5, section: 'B', on_roll: 29, marked: 0, present: 0 },
          ],
          fees_this_month: {
            total: '12500.00',
            count: 3,
            by_day: [
              { day: '2026-11-03', total: '10000.00' },
              { day: '2026-11-25', total: '2500.00' },
            ],
          },
          notices: [{ id: 4, title: 'Sports day on Friday', uploaded_at: '2026-11-24T08:00:00Z' }],
        },
      },
    });
    renderScreen(<AdminDashboard />);
    const registers = await screen.findByRole('region', { name: "Today's attendance" });
    expect(registers).toHaveTextContent('1 of 2 registers taken');
    const [a, b] = within(registers).getAllByRole('listitem');
    expect(a).toHaveTextContent('Class 5A75% present (21/28)');
    expect(b).toHaveTextContent('Class 5BNot taken');
    const fees = screen.getByRole('region', { name: 'Fees collected this month' });
    expect(fees).toHaveTextContent('12,500.00');
    expect(fees).toHaveTextContent('3 payments');
    expect(within(fees).getByRole('img', { name: 'Payments on 2 days this month' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Newest notices' })).toHaveTextContent('Sports day on Friday');
  });

  it('says "Failed to load dashboard data." when the totals cannot be loaded', async () => {
    stubNetwork({
      'GET /api/dashboard': { status: 403, body: { error: 'No.' } },
      'GET /api/dashboard/today': {
        body: {
          date: '2026-11-25',
          registers: [],
          fees_this_month: { total: '0.00', count: 0, by_day: [] },
          notices: [],
        },
      },
    });
    renderScreen(<AdminDashboard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data.');
  });
});
