import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerQuery } from '../features/attendance/attendance-api';
import type { CurrentUser } from '../lib/auth-api';
import { PATHS } from '../lib/paths';
import { stubNetwork } from '../test/fake-server';
import { queryClient } from './query-client';
import { prefetchScreen } from './screen-data';

const teacher: CurrentUser = { userId: 'T0001', role: 'teacher' };
const at = (query: string) => new URL(`http://localhost${PATHS.attendance}${query}`);
const register = { class: 7, section: 'C', attendance_date: '2026-01-05', taken: false, students: [] };

describe('the register screen’s first request, started before its code', () => {
  afterEach(() => queryClient.clear());

  it('asks for the register the address names, under the key the register card reads', async () => {
    const seen = stubNetwork({ 'GET /api/attendance/register': { body: register } });
    prefetchScreen(PATHS.attendance, {
      user: teacher,
      url: at('?register_class=7&register_section=C&register_date=2026-01-05'),
    });
    const key = registerQuery({ class: 7, section: 'C', date: '2026-01-05' }).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual(register));
    expect(seen.map((r) => [r.path, r.query])).toEqual([
      ['/api/attendance/register', { class: '7', section: 'C', date: '2026-01-05' }],
    ]);
  });

  it('leaves the register to the card when the address does not name the class and the section', async () => {
    const seen = stubNetwork({ 'GET /api/attendance/register': { body: register } });
    prefetchScreen(PATHS.attendance, { user: teacher, url: at('?register_class=7') });
    prefetchScreen(PATHS.attendance, { user: teacher, url: at('') });
    await new Promise((r) => setTimeout(r, 10));
    expect(seen).toEqual([]);
  });
});
