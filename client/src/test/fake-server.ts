import { vi } from 'vitest';

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
/** An answer, or one worked out from the request (a list and a record's own request share a path). */
type Reply = Answer | ((request: SeenRequest) => Answer);

/**
 * Asked by every screen (the school's name in the tab's title) or by most forms (the school's
 * classes), so answered and left out of what a test sees the screen send, unless the test gives
 * its own reply.
 */
const AMBIENT: Record<string, Reply> = {
  'GET /api/school': { body: { name: 'Green Valley School', logo_url: null } },
  // The forms' class and section options: the standard setup (1-10, A-C) unless a test gives its own.
  'GET /api/classes': {
    body: Array.from({ length: 10 }, (_, i) => ({
      name: String(i + 1),
      sections: ['A', 'B', 'C'].map((name) => ({ name, students: 0 })),
    })),
  },
};

/**
 * Stands in for the network in screen tests: answers each "METHOD /path" with the given reply
 * (a function of the request where the query matters) and records what the screen sent. Server behaviour itself is tested against
 * the real server in server/ and e2e/.
 */
export function stubNetwork(replies: Record<string, Reply>) {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const { pathname: path, searchParams } = new URL(url, 'http://localhost');
    const key = `${method} ${path}`;
    const request = {
      method,
      path,
      query: Object.fromEntries(searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    if (!(key in AMBIENT) || key in replies) seen.push(request);
    const given = replies[key] ?? AMBIENT[key] ?? { status: 404, body: { error: 'No such API endpoint.' } };
    const reply = typeof given === 'function' ? given(request) : given;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  return seen;
}
