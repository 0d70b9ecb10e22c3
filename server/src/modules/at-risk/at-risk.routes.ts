import { AtRiskQuery, AtRiskSettingsInput } from '@contracts/at-risk';
import { msg } from '@contracts/i18n/packed-text';
import { route } from '../../http/route';
import { requestLanguage } from '../../i18n/answer-language';
import { atRiskService } from './at-risk.service';
import type { AtRiskWeekly } from './at-risk-weekly';

export const atRiskRoutes = (weekly: AtRiskWeekly) => [
  // Teachers and admins only: a family hears of its own child through the weekly message.
  route({
    method: 'get',
    path: '/at-risk',
    roles: ['admin', 'teacher'],
    query: AtRiskQuery,
    handler: ({ user, query, req }) => atRiskService.list(user, query, requestLanguage(req)),
  }),
  route({
    method: 'get',
    path: '/admin/at-risk/settings',
    roles: ['admin'],
    handler: () => atRiskService.settings(),
  }),
  route({
    method: 'put',
    path: '/admin/at-risk/settings',
    roles: ['admin'],
    body: AtRiskSettingsInput,
    handler: async ({ body }) => ({
      message: msg('atRisk.settingsSaved'),
      settings: await atRiskService.saveSettings(body),
    }),
  }),
  // The weekly message now rather than at the hour: still once a week, and only when the school has it on.
  route({
    method: 'post',
    path: '/admin/at-risk/weekly',
    roles: ['admin'],
    handler: () => weekly.run(),
  }),
];
