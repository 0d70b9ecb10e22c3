import {
  ConcessionInput,
  DefaultersQuery,
  DuesPaymentInput,
  FeeSettingsInput,
  FeeStructureInput,
  FeeStructureQuery,
  LateFeeRunInput,
  LedgerQuery,
  RefundInput,
  ReminderInput,
  WaiverInput,
  WriteOffInput,
} from '@contracts/fee-ledger';
import { msg } from '@contracts/i18n/packed-text';
import type { Config } from '../../core/config';
import { fieldColumns, streamCsv } from '../../http/csv';
import type { Outbox } from '../../mail/enqueue';
import { route } from '../../http/route';
import { adjustments } from './adjustments';
import { ledgerService } from './ledger.service';
import { payAgainstDues } from './payments';
import { feeReminders } from './reminders';
import { rulesService } from './rules.service';
import { classPlaces } from '../setup/class-places';
import { structuresService } from './structures.service';

const ADMIN = ['admin'] as const;

/** A list's class and section filters named as the setup names them, as the records store them. */
const placed = async <Q extends { class?: number | string; section?: string }>(q: Q) => ({
  ...q,
  ...(await classPlaces.filter(q)),
});

export const feeLedgerRoutes = (config: Config, outbox: Outbox) => [
  route({
    method: 'put',
    path: '/admin/fee-structures',
    roles: ADMIN,
    body: FeeStructureInput,
    handler: async ({ body, user }) => ({
      message: msg('feeLedger.structureSaved'),
      ...(await structuresService.set({ ...body, ...(await classPlaces.resolve(body.class)) }, user.accountId)),
    }),
  }),
  route({
    method: 'get',
    path: '/admin/fee-structures',
    roles: ADMIN,
    query: FeeStructureQuery,
    handler: async ({ query }) => structuresService.get((await classPlaces.resolve(query.class)).class, query.year_id),
  }),

  route({
    method: 'post',
    path: '/admin/concessions',
    roles: ADMIN,
    body: ConcessionInput,
    status: 201,
    handler: async ({ body, user }) => ({
      message: msg('feeLedger.concessionGranted'),
      ...(await rulesService.grant(body, user.accountId)),
    }),
  }),
  route({
    method: 'get',
    path: '/admin/concessions',
    roles: ADMIN,
    query: LedgerQuery,
    handler: ({ query }) => rulesService.concessionsOf(query.student_id),
  }),

  route({ method: 'get', path: '/admin/fees/settings', roles: ADMIN, handler: () => rulesService.settings() }),
  route({
    method: 'put',
    path: '/admin/fees/settings',
    roles: ADMIN,
    body: FeeSettingsInput,
    handler: async ({ body }) => ({
      message: msg('feeLedger.settingsSaved'),
      ...(await rulesService.saveSettings(body)),
    }),
  }),

  // The pupil's own, their guardians' and the office's view of what is owed.
  route({
    method: 'get',
    path: '/fees/ledger',
    roles: ['admin', 'student', 'parent'],
    query: LedgerQuery,
    handler: ({ query, user }) => ledgerService.ledger(user, query.student_id),
  }),
  route({
    method: 'get',
    path: '/admin/fees/dues',
    roles: ADMIN,
    query: LedgerQuery,
    handler: ({ query }) => ledgerService.openDues(query.student_id),
  }),

  route({
    method: 'post',
    path: '/admin/fees/payments',
    roles: ADMIN,
    body: DuesPaymentInput,
    status: 201,
    handler: async ({ body, user }) => ({
      message: msg('fees.added'),
      ...(await payAgainstDues(body, user.accountId)),
    }),
  }),
  route({
    method: 'post',
    path: '/admin/fees/refunds',
    roles: ADMIN,
    body: RefundInput,
    status: 201,
    handler: async ({ body, user }) => ({
      message: msg('feeLedger.refunded'),
      ...(await adjustments.refund(body, user.accountId)),
    }),
  }),
  route({
    method: 'post',
    path: '/admin/fees/write-offs',
    roles: ADMIN,
    body: WriteOffInput,
    status: 201,
    handler: async ({ body, user }) => ({
      message: msg('feeLedger.writtenOff'),
      ...(await adjustments.writeOff(body, user.accountId)),
    }),
  }),
  route({
    method: 'post',
    path: '/admin/fees/waivers',
    roles: ADMIN,
    body: WaiverInput,
    status: 201,
    handler: async ({ body, user }) => ({
      message: msg('feeLedger.waived'),
      ...(await adjustments.waive(body, user.accountId)),
    }),
  }),
  route({
    method: 'post',
    path: '/admin/fees/late-fees',
    roles: ADMIN,
    body: LateFeeRunInput,
    handler: async ({ body, user }) => ({
      message: msg('feeLedger.lateFeesApplied'),
      ...(await adjustments.lateFees(body.as_of, user.accountId)),
    }),
  }),

  route({
    method: 'get',
    path: '/admin/fees/defaulters',
    roles: ADMIN,
    query: DefaultersQuery,
    handler: async ({ query }) => ledgerService.defaulters(await placed(query)),
  }),
  route({
    method: 'get',
    path: '/admin/fees/defaulters.csv',
    roles: ADMIN,
    query: DefaultersQuery,
    handler: async ({ query, res }) => {
      const rows = await ledgerService.defaulters(await placed(query));
      const columns = fieldColumns<(typeof rows)[number]>({
        'Student ID': 'student_id',
        Name: 'name',
        Class: 'class',
        Section: 'section',
        Overdue: 'overdue',
        'Days overdue': 'days_overdue',
      });
      await streamCsv(
        res,
        'defaulters.csv',
        columns,
        (async function* () {
          yield rows;
        })(),
      );
    },
  }),
  route({
    method: 'get',
    path: '/admin/fees/ageing',
    roles: ADMIN,
    query: DefaultersQuery.pick({ class: true, section: true }),
    handler: async ({ query }) => ledgerService.ageing(await placed(query)),
  }),
  route({
    method: 'post',
    path: '/admin/fees/reminders',
    roles: ADMIN,
    body: ReminderInput,
    handler: async ({ body }) => ({
      message: msg('feeLedger.remindersQueued'),
      ...(await feeReminders.send(await classPlaces.resolve(body.class, body.section), config, outbox)),
    }),
  }),
  route({ method: 'get', path: '/admin/fees/summary', roles: ADMIN, handler: () => ledgerService.summary() }),
];
