import { signedIn } from './factories';
import { agent, type TestContext } from './test-app';

// Requests for the "who may call this" tests of every module.

export type Call = { method: 'get' | 'post' | 'put' | 'delete'; path: string; body?: Record<string, unknown> };

/** Sends a call as someone signed out, or signed in with the given agent. */
export function send(a: ReturnType<typeof agent>, c: Call) {
  const req = a[c.method](c.path);
  return c.body === undefined ? req : req.send(c.body);
}

/**
 * "METHOD path: anonymous teacher student" statuses for each call, to compare with
 * `401 403 403`: the server refuses everyone but admins.
 */
export async function nonAdminStatuses(ctx: TestContext, calls: Call[]): Promise<string[]> {
  const teacher = await signedIn(ctx, 'teacher');
  const student = await signedIn(ctx, 'student');
  const lines: string[] = [];
  for (const c of calls) {
    const statuses = [await send(agent(ctx), c), await send(teacher.agent, c), await send(student.agent, c)].map(
      (r) => r.status,
    );
    lines.push(`${c.method} ${c.path}: ${statuses.join(' ')}`);
  }
  return lines;
}
