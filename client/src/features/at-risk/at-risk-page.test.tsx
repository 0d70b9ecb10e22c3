import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import AtRiskPage from './at-risk-page';

afterEach(() => vi.unstubAllGlobals());

const attendance = {
  kind: 'attendance',
  level: 'serious',
  value: 70,
  detail: 'Present on 70% of 10 working days this term (under 75%).',
};
const failing = {
  kind: 'failing',
  exam_name: 'Half Yearly',
  items: ['Math'],
  detail: 'Under the pass mark of 33% in Math (Half Yearly).',
};

describe('the At risk screen', () => {
  it('lists each pupil with their reasons and a link to the records, sorted by class, name or number of reasons', async () => {
    stubNetwork({
      'GET /api/login/status': { body: { isLoggedIn: true, user_id: 'T0001', user_type: '2', email: 't@example.org' } },
      'GET /api/at-risk': {
        body: [
          { student_id: 'S2', name: 'Zara', class: 5, section: 'A', reasons: [attendance, failing] },
          { student_id: 'S1', name: 'Anil', class: 6, section: 'B', reasons: [failing] },
        ],
      },
    });
    renderScreen(<AtRiskPage />);
    const table = await screen.findByRole('table', { name: 'Pupils who may be slipping: 2' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1].textContent);
    expect(names()).toEqual(['Zara', 'Anil']);
    expect(table).toHaveTextContent('Attendance: Present on 70% of 10 working days this term (under 75%).');
    expect(within(table).getAllByRole('link', { name: 'See the records' })[0]).toHaveAttribute(
      'href',
      '/Attendancem?q=S2',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Anil', 'Zara']);
    await userEvent.click(within(table).getByRole('button', { name: 'Reasons' }));
    expect(names()).toEqual(['Zara', 'Anil']);
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });
});
