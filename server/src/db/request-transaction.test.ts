import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app';
import { actingAs, afterCommit, afterRollback, query, queryOne, requestTransaction, transaction } from './pool';

testApp();

// A table of this file's own, so nothing else a worker runs counts its rows.
const ready = query('CREATE TABLE IF NOT EXISTS request_tx_probe (v text PRIMARY KEY)');
afterAll(() => query('DROP TABLE request_tx_probe'));
const values = async () => (await query<{ v: string }>('SELECT v FROM request_tx_probe ORDER BY v')).map((r) => r.v);
const put = (v: string) => query('INSERT INTO request_tx_probe (v) VALUES ($1)', [v]);
const fresh = async () => {
  await ready;
  await query('TRUNCATE request_tx_probe');
};

describe('a transaction around a whole request', () => {
  it('keeps what the handler wrote before a refused write, as the handler alone would have', async () => {
    await fresh();
    await actingAs('T0001', () =>
      requestTransaction(async () => {
        await transaction(() => put('kept'));
        await expect(
          transaction(async () => {
            await put('undone');
            throw new Error('refused');
          }),
        ).rejects.toThrow('refused');
        // A statement that fails on its own is undone alone too, and the transaction goes on.
        await expect(put('kept')).rejects.toMatchObject({ code: '23505' });
        await put('after');
      }),
    );
    expect(await values()).toEqual(['after', 'kept']);
  });

  it('commits nothing when it fails itself, and undoes what was done outside the database', async () => {
    await fresh();
    const undone: string[] = [];
    const done: string[] = [];
    await expect(
      actingAs('T0001', () =>
        requestTransaction(async () => {
          await transaction(async () => {
            await put('written');
            await afterRollback(async () => void undone.push('file'));
            await afterCommit(async () => void done.push('mail'));
          });
          throw new Error('server fault');
        }),
      ),
    ).rejects.toThrow('server fault');
    expect(await values()).toEqual([]);
    expect(undone).toEqual(['file']);
    expect(done).toEqual([]);
  });

  it('runs the after-commit work of kept writes once it commits, and the undo of a refused one at once', async () => {
    await fresh();
    const events: string[] = [];
    await requestTransaction(async () => {
      await transaction(async () => {
        await afterCommit(async () => void events.push('commit of the kept write'));
      });
      await transaction(async () => {
        await afterCommit(async () => void events.push('commit of the refused write'));
        await afterRollback(async () => void events.push('undo of the refused write'));
        throw new Error('refused');
      }).catch(() => undefined);
      events.push('end of the request');
    });
    expect(events).toEqual(['undo of the refused write', 'end of the request', 'commit of the kept write']);
  });

  it('tells PostgreSQL who acts in every write of it', async () => {
    const who = await actingAs('ADMIN03', () =>
      requestTransaction(() =>
        transaction(
          async () => (await queryOne<{ who: string }>("SELECT current_setting('app.user', true) AS who"))!.who,
        ),
      ),
    );
    expect(who).toBe('ADMIN03');
  });
});
