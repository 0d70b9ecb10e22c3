import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AT_RISK_DEFAULTS } from '@contracts/at-risk';
import { msg } from '@contracts/i18n/packed-text';
import { query } from '../../db/pool';
import { serverText, textIn } from '../../i18n/messages';
import { makeGuardian, signedIn } from '../../../test/factories';
import { pupilsOf, schoolDays, takeRegister, termOfOwn } from '../../../test/at-risk-factories';
import { testApp } from '../../../test/test-app';
import { calendar } from '../../lib/calendar';
import { mondayOf } from './at-risk-weekly';

const ctx = testApp();
let admin: Awaited<ReturnType<typeof signedIn>>['agent'];
let term: Awaited<ReturnType<typeof termOfOwn>>;

beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).agent;
  term = await termOfOwn();
});
afterAll(async () => {
  await admin.put('/api/admin/at-risk/settings').send(AT_RISK_DEFAULTS);
  vi.restoreAllMocks();
});

const mailsTo = (emails: string[]) =>
  query<{ recipient: string; subject: string; body: string }>(
    `SELECT recipient, subject, body FROM mail_outbox WHERE kind = 'at-risk' AND recipient = ANY($1::text[]) ORDER BY id`,
    [emails],
  );

describe('the weekly message to guardians', () => {
  it('tells a consenting guardian once when their child newly appears, and nobody while the school has it off', async () => {
    const [slipping, steady, unconsented] = await pupilsOf(3, 8, 'C');
    const first = schoolDays(`${term.y}-10-01`, 10, [term.holiday]);
    await takeRegister(8, 'C', [slipping, steady, unconsented], first, (s) => s !== steady);
    const told = await makeGuardian([slipping], { name: 'Gita Das' });
    const steadyParent = await makeGuardian([steady]);
    const refused = await makeGuardian([unconsented], { notify: false });
    const emails = [told.email, steadyParent.email, refused.email];

    expect(await ctx.parts.atRiskWeekly.run(term.today)).toMatchObject({ ran: false, messages: 0 });
    expect(await mailsTo(emails)).toEqual([]);

    const on = await admin.put('/api/admin/at-risk/settings').send({ ...AT_RISK_DEFAULTS, weekly_message: true });
    expect(on.status).toBe(200);
    vi.spyOn(calendar, 'today').mockReturnValue(term.today);
    const run = await admin.post('/api/admin/at-risk/weekly').send({});
    expect(run.status, run.text).toBe(200);
    expect(run.body).toMatchObject({ ran: true, week_start: mondayOf(term.today) });
    const sent = await mailsTo(emails);
    expect(sent).toHaveLength(1);
    expect(sent[0].recipient).toBe(told.email);
    expect(sent[0].subject).toContain('At Risk 0');
    expect(sent[0].body).toContain(textIn('en', msg('atRisk.attendance', { percent: 0, days: 10, threshold: 75 })));
    expect(sent[0].body).toContain(serverText('en', 'mail.class', { class: '8 C' }));
    const recorded = await query(
      'SELECT guardian_id, student_id, week_start::text AS week FROM at_risk_messages WHERE guardian_id = $1',
      [told.id],
    );
    expect(recorded).toEqual([{ guardian_id: told.id, student_id: slipping, week: mondayOf(term.today) }]);

    // Again the same week: nothing more.
    expect(await ctx.parts.atRiskWeekly.run(term.today)).toMatchObject({ ran: false });
    expect(await mailsTo(emails)).toHaveLength(1);

    // The next week the steady pupil slips too: only their guardian hears; the first child is not new.
    const next = schoolDays(`${term.y}-10-21`, 6, [term.holiday]);
    await takeRegister(8, 'C', [slipping, steady, unconsented], next, (s) => s !== 'nobody');
    expect(await ctx.parts.atRiskWeekly.run(`${term.y}-10-28`)).toMatchObject({ ran: true });
    expect((await mailsTo(emails)).map((m) => m.recipient)).toEqual([told.email, steadyParent.email]);
  });
});
