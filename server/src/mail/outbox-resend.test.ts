import { describe, expect, it } from 'vitest';
import { query, queryOne } from '../db/pool';
import { signedIn, uniqueEmail } from '../../test/factories';
import { agent, testApp } from '../../test/test-app';

const ctx = testApp();

async function message(kind: string, state: string, to = uniqueEmail('outbox')) {
  const row = await queryOne<{ id: number }>(
    `INSERT INTO mail_outbox (kind, recipient, subject, body, state, last_error) VALUES ($1, $2, 'Your link', $3, $4, $5) RETURNING id`,
    [
      kind,
      to,
      `Open http://localhost:3000/SetPassword?token=abc for ${to}`,
      state,
      state === 'failed' ? 'mailbox full' : null,
    ],
  );
  return { id: row!.id, to };
}

describe('the Outbox', () => {
  it('filters by kind and by state', async () => {
    const to = uniqueEmail('filtered');
    await message('reset-link', 'not-sent', to);
    await message('absence', 'failed', to);
    await message('absence', 'sent', to);
    const admin = await signedIn(ctx, 'admin');
    const list = async (filter: Record<string, string>) =>
      (await admin.agent.get('/api/admin/outbox').query({ q: to, ...filter })).body as {
        kind: string;
        state: string;
      }[];
    expect((await list({ kind: 'absence' })).map((m) => m.state).sort()).toEqual(['failed', 'sent']);
    expect(await list({ kind: 'absence', state: 'failed' })).toEqual([
      expect.objectContaining({ kind: 'absence', state: 'failed' }),
    ]);
    expect(await list({ state: 'not-sent' })).toEqual([expect.objectContaining({ kind: 'reset-link' })]);
    for (const bad of [{ state: 'lost' }, { kind: 'Not A Kind!' }])
      expect((await admin.agent.get('/api/admin/outbox').query(bad)).status).toBe(400);
  });

  it('re-sends a message as a new one with the same text, keeping the original', async () => {
    const m = await message('reset-link', 'failed');
    const admin = await signedIn(ctx, 'admin');
    const res = await admin.agent.post(`/api/admin/outbox/${m.id}/resend`);
    expect(res.status).toBe(201);
    expect(res.body.message).toBeTruthy();
    const rows = await query<{ id: number; state: string; body: string; subject: string; kind: string }>(
      'SELECT id, state, body, subject, kind FROM mail_outbox WHERE recipient = $1 ORDER BY id',
      [m.to],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: m.id, state: 'failed' });
    expect(rows[1]).toMatchObject({ id: res.body.id, kind: 'reset-link', subject: 'Your link', body: rows[0].body });
    // No mail server in this app: the copy is kept for the admin to hand over, as any message.
    expect(rows[1].state).toBe('not-sent');
  });

  it('does not re-send a withdrawn or still queued message, nor one that does not exist', async () => {
    const admin = await signedIn(ctx, 'admin');
    for (const state of ['cancelled', 'queued']) {
      const res = await admin.agent.post(`/api/admin/outbox/${(await message('absence', state)).id}/resend`);
      expect(res.status, state).toBe(409);
      expect(res.body.error).toBeTruthy();
    }
    expect((await admin.agent.post('/api/admin/outbox/999999999/resend')).status).toBe(404);
    expect((await admin.agent.post('/api/admin/outbox/abc/resend')).status).toBe(400);
  });

  it('re-sending is for admins only', async () => {
    const m = await message('reset-link', 'sent');
    expect((await agent(ctx).post(`/api/admin/outbox/${m.id}/resend`)).status).toBe(401);
    for (const role of ['teacher', 'student'] as const)
      expect((await (await signedIn(ctx, role)).agent.post(`/api/admin/outbox/${m.id}/resend`)).status).toBe(403);
  });
});
