import { z } from 'zod';
import { msg } from '@contracts/i18n/packed-text';
import type { SchoolInfo } from '@contracts/school';
import type { Config } from '../../core/config';
import { route } from '../../http/route';
import { fileRequired } from '../../storage/upload-errors';
import { profileRepo } from '../setup/profile.repo';
import { logoUrl, schoolLogo } from './school-logo';

/**
 * The school's name and logo, public: the sign-in page shows them, the tabs' titles carry the
 * name, and the printed letters, receipts and report cards carry both. Admins change the logo
 * on School Setup (docs/school-setup.md).
 */
export const schoolRoutes = (config: Config) => {
  const logo = schoolLogo(config);
  return [
    route({
      method: 'get',
      path: '/school',
      roles: 'public',
      handler: async (): Promise<SchoolInfo> => {
        const saved = await profileRepo.identity();
        return { name: saved?.name ?? config.schoolName, logo_url: logoUrl(saved?.logo_file_id ?? null) };
      },
    }),

    route({
      method: 'get',
      path: '/school/logo',
      roles: 'public',
      query: z.object({ v: z.string().max(20).optional() }),
      handler: ({ query, req, res }) => logo.serve(res, req.headers['if-none-match'], query.v),
    }),

    route({
      method: 'put',
      path: '/admin/setup/logo',
      roles: ['admin'],
      accepts: 'multipart',
      before: [logo.receive()],
      handler: async ({ req, user }) => {
        const file = logo.incoming(req);
        if (!file) throw fileRequired();
        return { message: msg('logo.saved'), logo_url: await logo.replace(file, user.accountId) };
      },
    }),

    route({
      method: 'delete',
      path: '/admin/setup/logo',
      roles: ['admin'],
      handler: async () => {
        await logo.remove();
        return { message: msg('logo.removed'), logo_url: null };
      },
    }),
  ];
};
