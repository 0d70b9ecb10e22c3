import { LedgerQuery } from '@contracts/fee-ledger';
import { DayBookQuery, OptionalHeadInput, StructureCopyInput } from '@contracts/fee-office';
import { msg } from '@contracts/i18n/packed-text';
import { route } from '../../http/route';
import { dayBook } from './day-book';
import { optionalHeads } from './optional-heads';
import { copyStructures } from './structure-copy';

const ADMIN = ['admin'] as const;

/** The fee office's further routes: last year's structures copied, optional heads per pupil, the day-book. */
export const feeOfficeRoutes = () => [
  route({
    method: 'post',
    path: '/admin/fee-structures/copy',
    roles: ADMIN,
    body: StructureCopyInput,
    status: 201,
    handler: async ({ body, user }) => ({
      message: msg('feeLedger.structuresCopied'),
      ...(await copyStructures(body, user.accountId)),
    }),
  }),

  route({
    method: 'get',
    path: '/admin/fees/optional-heads',
    roles: ADMIN,
    query: LedgerQuery,
    handler: ({ query }) => optionalHeads.of(query.student_id),
  }),
  route({
    method: 'post',
    path: '/admin/fees/optional-heads',
    roles: ADMIN,
    body: OptionalHeadInput,
    status: 201,
    handler: async ({ body, user }) => ({
      message: msg('feeLedger.optionalHeadGiven'),
      ...(await optionalHeads.give(body, user.accountId)),
    }),
  }),
  route({
    method: 'delete',
    path: '/admin/fees/optional-heads',
    roles: ADMIN,
    body: OptionalHeadInput,
    handler: async ({ body, user }) => ({
      message: msg('feeLedger.optionalHeadRemoved'),
      ...(await optionalHeads.takeAway(body, user.accountId)),
    }),
  }),

  route({
    method: 'get',
    path: '/admin/fees/day-book',
    roles: ADMIN,
    query: DayBookQuery,
    handler: ({ query }) => dayBook(query.date),
  }),
];
