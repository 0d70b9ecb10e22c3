import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../test/fake-server';
import { renderScreen } from '../test/render';
import { HistoryDialog } from './history-dialog';

afterEach(() => vi.unstubAllGlobals());

const history = [
  { at: '2026-01-05T09:10:00Z', by: 'ADMIN01', action: 'delete', changes: { status: ['Absent', null] } },
  { at: '2026-01-05T08:05:00Z', by: 'T0001', action: 'update', changes: { status: ['Present', 'Absent'] } },
  { at: '2026-01-05T08:00:00Z', by: 'T0001', action: 'insert', changes: { status: [null, 'Present'] } },
];
const signedInAs = (user_type: string) => ({ body: { isLoggedIn: true, user_id: 'X', user_type } });

describe('the History dialog', () => {
  it('shows who changed what, newest first, and lets an admin restore a deleted record', async () => {
    const seen = stubNetwork({
      'GET /api/login/status': signedInAs('1'),
      'GET /api/history': { body: history },
      'POST /api/history/restore': { status: 201, body: { message: 'Record restored.', table: 'attendance', id: 7 } },
    });
    renderScreen(<HistoryDialog table="attendance" id={7} title="History of attendance" onClose={() => undefined} />);
    expect(await screen.findByText(/Changed/, undefined)).toBeInTheDocument();
    const items = screen.getAllByRole('listitem', { hidden: true }).filter((li) => li.querySelector('.history-head'));
    expect(items.map((li) => li.querySelector('.history-head')!.textContent)).toEqual([
      expect.stringMatching(/^Deleted by ADMIN01/),
      expect.stringMatching(/^Changed by T0001/),
      expect.stringMatching(/^Created by T0001/),
    ]);
    expect(items[1]).toHaveTextContent('status: Present → Absent');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Restore', hidden: true }));
    expect(await screen.findByText('Record restored.')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ table: 'attendance', id: 7 });
    expect(seen.find((r) => r.path === '/api/history')?.query).toEqual({ table: 'attendance', id: '7' });
  });

  it('offers no Restore to a teacher', async () => {
    stubNetwork({ 'GET /api/login/status': signedInAs('2'), 'GET /api/history': { body: history } });
    renderScreen(<HistoryDialog table="attendance" id={7} title="History of attendance" onClose={() => undefined} />);
    expect(await screen.findByText(/Changed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore', hidden: true })).toBeNull();
  });
});
