import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../test/fake-server';
import { renderScreen } from '../test/render';
import { DataTable } from './data-table';

interface Row {
  id: number;
  payment_date: string;
}
const rows: Row[] = [
  { id: 1, payment_date: '2026-04-02' },
  { id: 2, payment_date: '2026-11-25T00:00:00.000Z' },
];
const table = (
  <DataTable<Row>
    caption="Fees"
    columns={[{ header: 'Payment Date', field: 'payment_date', date: true }]}
    rows={rows}
    rowKey={(r) => r.id}
    total={2}
    params={{}}
    onParamsChange={() => undefined}
  />
);

afterEach(() => vi.unstubAllGlobals());

describe('a date column', () => {
  it('shows dates in the school’s default format, DD/MM/YYYY', async () => {
    stubNetwork({ 'GET /api/settings/formats': { body: { date_format: 'DD/MM/YYYY', digits: 'latin' } } });
    renderScreen(table);
    expect(await screen.findByText('02/04/2026')).toBeInTheDocument();
    expect(screen.getByText('25/11/2026')).toBeInTheDocument();
    expect(screen.queryByText('2026-04-02')).not.toBeInTheDocument();
  });

  it('follows the school’s DATE_FORMAT', async () => {
    stubNetwork({ 'GET /api/settings/formats': { body: { date_format: 'YYYY-MM-DD', digits: 'latin' } } });
    renderScreen(table);
    expect(await screen.findByText('2026-04-02')).toBeInTheDocument();
  });
});
