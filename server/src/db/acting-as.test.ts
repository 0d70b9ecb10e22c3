import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app';
import { actingAs, query, queryOne, transaction } from './pool';

testApp();

// What the history triggers read to know who made a change.
const whoSql = "WITH x AS (SELECT current_setting('app.user', true) AS who) SELECT NULLIF(who, '') AS who FROM x";
const who = async () => (await queryOne<{ who: string | null }>(whoSql))!.who;

describe('the user a request acts for reaches PostgreSQL', () => {
  it('is set in every transaction started on their behalf, and only there', async () => {
    expect(await actingAs('T0042', () => transaction(who))).toBe('T0042');
    expect(await transaction(who)).toBeNull();
  });

  it('gives a statement other than a plain SELECT, run outside a transaction, a transaction of its own that names the user', async () => {
    expect(await actingAs('ADMIN07', who)).toBe('ADMIN07');
    // A plain read needs no one: it runs as it is, outside any transaction.
    expect(
      await actingAs(
        'ADMIN07',
        async () => (await query<{ now: string }>("SELECT current_setting('app.user', true) AS now"))[0].now,
      ),
    ).toBeFalsy();
  });

  it('does not leak to the next user of the connection', async () => {
    await actingAs('T0042', () => transaction(who));
    for (let i = 0; i < 5; i++) expect(await transaction(who)).toBeNull();
  });
});
