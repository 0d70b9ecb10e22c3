import { vi } from 'vitest';

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error';

/**
 * Stands in for the network in screen tests: answers each "METHOD /path" (query ignored) with
 * the given reply and records what the screen sent. Server behaviour itself is tested against
 * the real server in server/ and e2e/.
 */
export function stubNetwork(replies: Record<string, Reply>) {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const { pathname: path, searchParams } = new URL(url, 'http://localhost');
    // The school's name for the tab's title, asked once by whichever screen comes first: not
    // the screen's own call, so it is answered here and left out of what the screen sent.
    if (method === 'GET' && path === '/api/school' && !replies['GET /api/school']) return new Response(JSON.stringify({ name: 'School Management' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    seen.push({ method, path, query: Object.fromEntries(searchParams), body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const reply = replies[`${method} ${path}`] ?? { status: 404, body: { error: 'No such API endpoint.' } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json', ...reply.headers } });
  });
  return seen;
}
