import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderApp } from '../../test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const row = {
  student_id: 'S00001',
  name: 'Ravi Rath',
  dob: '2012-03-04',
  class: 5,
  section: 'A',
  gender: 'Male',
  father_name: 'Suresh Rath',
  mother_name: 'Meena Rath',
  email: 'ravi@example.org',
  mobile: '9123456780',
  address: '12 School Road',
  status: 'active',
};

describe('searching Student Management', () => {
  it('sends the search within 150 ms of the last keystroke, once, through the whole app (router, loaders, cache)', async () => {
    const seen = stubNetwork({
      'GET /api/login/status': { body: { isLoggedIn: true, user_id: 'A0001', user_type: '1', redirect: '/Dashboard' } },
      'GET /api/admin/Students': { body: [row], headers: { 'X-Total-Count': '1' } },
    });
    renderApp('/Studentm');
    await screen.findByText('Ravi Rath');
    const searches = () => seen.filter((r) => r.path === '/api/admin/Students' && r.query.q);

    // Only the clocks the debounce and the cache use: React schedules its work on setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    // Four keystrokes 40 ms apart (Testing Library's own waits do not run under fake timers).
    const box = screen.getByRole('searchbox', { name: 'Search students' });
    for (const typed of ['R', 'Ra', 'Rat', 'Rath']) {
      fireEvent.change(box, { target: { value: typed } });
      await vi.advanceTimersByTimeAsync(40);
    }
    expect(searches()).toEqual([]);
    await vi.advanceTimersByTimeAsync(150 - 40);
    // The router's loaders and the cache finish in promises and real ticks, with the clock stopped at 150 ms.
    for (let i = 0; i < 20; i++) await new Promise((done) => setImmediate(done));
    expect(searches().map((r) => r.query)).toEqual([
      expect.objectContaining({ q: 'Rath', page: '1', fields: 'list', count: 'later' }),
    ]);
  });
});
