import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../test/fake-server';

// session.ts keeps whether the data side is here in its own module state, as a page keeps it from
// load to load: each test starts from a page just opened, with these modules afresh (the client
// tests share one module graph per worker).
let session: typeof import('./session');
let queryClient: typeof import('./query-client').queryClient;
beforeEach(async () => {
  vi.resetModules();
  session = await import('./session');
  ({ queryClient } = await import('./query-client'));
});

const teacher = { isLoggedIn: true, user_id: 'T0001', user_type: '2', role: 'teacher' };
const statusCalls = (seen: { path: string }[]) => seen.filter((r) => r.path === '/api/login/status').length;

// The session check on an address opened directly (the register opened offline, issue 36): it
// leaves with the app's first code, before the router's, and the route's loader takes it over.
describe('the session check started with the app', () => {
  afterEach(() => {
    localStorage.clear();
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('is not sent for a device nobody signed in on', () => {
    const seen = stubNetwork({ 'GET /api/login/status': { body: { isLoggedIn: false } } });
    session.checkSessionEarly();
    expect(statusCalls(seen)).toBe(0);
  });

  it('leaves at once for the user remembered on this device, and the loader uses that one call', async () => {
    localStorage.setItem('user_id', 'T0001');
    localStorage.setItem('user_type', '2');
    const seen = stubNetwork({ 'GET /api/login/status': { body: teacher } });
    session.checkSessionEarly();
    expect(statusCalls(seen)).toBe(1);
    expect(await session.currentUser()).toMatchObject({ userId: 'T0001', role: 'teacher' });
    expect(statusCalls(seen)).toBe(1);
  });
});
