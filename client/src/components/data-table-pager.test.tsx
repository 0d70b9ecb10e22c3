import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../test/fake-server';
import { renderScreen } from '../test/render';
import { DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
}
const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Pupil ${i + 1}` }));
const table = (totalAtLeast: boolean) => (
  <DataTable<Row>
    caption="Students"
    columns={[{ header: 'Name', field: 'name' }]}
    rows={rows}
    rowKey={(r) => r.id}
    total={25}
    totalAtLeast={totalAtLeast}
    params={{ page: 1, pageSize: 25, q: 'Pupil' }}
    onParamsChange={() => undefined}
  />
);

afterEach(() => vi.unstubAllGlobals());

describe("the pager of a search's uncounted first page", () => {
  it('says there are more than it has counted and offers the next page', () => {
    stubNetwork({});
    renderScreen(table(true));
    expect(screen.getByText('25+ records · page 1 of 2+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('with an exact total, ends where the total ends', () => {
    stubNetwork({});
    renderScreen(table(false));
    expect(screen.getByText('25 records · page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
